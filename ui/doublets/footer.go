package doublets

import (
	"github.com/charmbracelet/bubbles/help"

	"parlour/ui/screen"
)

// footerView draws a screen's footer (the one screen.Footer) with the
// screen's message of the moment: a refusal when failed, news otherwise.
func footerView(env *screen.Env, f screen.Footer, width int, msg string, failed bool, showAll bool, keys help.KeyMap) string {
	if failed {
		f.Fail(msg)
	} else {
		f.Note(msg)
	}
	f.ShowAll = showAll
	return f.View(env, width, keys)
}

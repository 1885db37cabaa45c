package screen

import (
	"github.com/charmbracelet/bubbles/textinput"
	"github.com/muesli/termenv"

	"parlour/ui/theme"
)

// StyleInput gives a text field the theme's look: the cursor in reverse
// video, typed text in the text style, the placeholder muted.
func StyleInput(t *theme.Theme, in *textinput.Model) {
	in.Cursor.Style = t.Style().Reverse(true)
	in.Cursor.TextStyle = t.Text
	in.TextStyle = t.Text
	in.PromptStyle = t.Heading
	in.PlaceholderStyle = t.Muted
}

// NoColour reports whether the theme's renderer draws no escape codes at
// all (NO_COLOR, --no-color), so that reverse video and faint text vanish.
func NoColour(t *theme.Theme) bool {
	return t.Renderer().ColorProfile() == termenv.Ascii
}

// InputView draws a text field. Where the terminal gets no escape codes,
// the cursor is drawn as "_" and a placeholder in brackets, so that both
// are still told apart from typed text.
func InputView(t *theme.Theme, in textinput.Model) string {
	if !NoColour(t) {
		return in.View()
	}
	value := []rune(in.Value())
	if in.EchoMode == textinput.EchoPassword {
		for i := range value {
			value[i] = '*'
		}
	}
	if len(value) == 0 && in.Placeholder != "" {
		if in.Focused() {
			return in.Prompt + "_ (" + in.Placeholder + ")"
		}
		return in.Prompt + "(" + in.Placeholder + ")"
	}
	if !in.Focused() {
		return in.Prompt + string(value)
	}
	pos := min(max(in.Position(), 0), len(value))
	return in.Prompt + string(value[:pos]) + "_" + string(value[pos:])
}

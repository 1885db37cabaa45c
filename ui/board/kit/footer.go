package kit

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"

	"parlour/ui/screen"
	"parlour/ui/theme"
)

// FooterCache keeps a board screen's footer as last drawn. The key help
// is the costliest part of a frame and changes seldom, so View draws the
// footer again only when something it shows has changed: the message or
// the question, the save problem, the width, the theme, or any key of the
// short help (its words, or whether it is enabled).
type FooterCache struct {
	key   footerKey
	helps []keyShown
	text  string
}

// footerKey is what the footer shows beside the keys.
type footerKey struct {
	theme         *theme.Theme
	width         int
	msg, question string
	tone          screen.Tone
	problem       string
}

// keyShown is one key of the help as drawn.
type keyShown struct {
	help    key.Help
	enabled bool
}

// View is f.View(env, width, keys), from the cache when nothing it shows
// has changed. A footer showing the full help is drawn each time. (Pass a
// screen's keys by pointer: a key map of many bindings copied into the
// interface each frame costs more than the rest of a cached footer.)
func (c *FooterCache) View(env *screen.Env, f screen.Footer, width int, keys help.KeyMap) string {
	if f.ShowAll {
		c.text = ""
		return f.View(env, width, keys)
	}
	msg, tone := f.Message()
	k := footerKey{theme: env.Theme, width: width, msg: msg, tone: tone, question: f.Question(), problem: env.SaveProblem()}
	short := keys.ShortHelp()
	same := c.text != "" && c.key == k && len(c.helps) == len(short)
	for i := 0; same && i < len(short); i++ {
		same = c.helps[i] == keyShown{help: short[i].Help(), enabled: short[i].Enabled()}
	}
	if same {
		return c.text
	}
	c.key, c.helps = k, c.helps[:0]
	for _, b := range short {
		c.helps = append(c.helps, keyShown{help: b.Help(), enabled: b.Enabled()})
	}
	c.text = f.View(env, width, keys)
	return c.text
}

// Draw is a board screen's whole footer in lines: while the field is open
// the field's (Field.Footer, fieldHelp its keys' look); otherwise the
// message line, with guidance (what to do now) when nothing else is said
// there, and the key help, from the cache while nothing has changed.
func (c *FooterCache) Draw(env *screen.Env, f screen.Footer, field Field, fieldHelp help.Model, keys help.KeyMap, guidance func() string, lines, width int) string {
	if field.IsOpen() {
		return field.Footer(env.Theme, fieldHelp, f, width)
	}
	Settle(env.Theme, &f, guidance(), lines, width)
	return c.View(env, f, width, keys)
}

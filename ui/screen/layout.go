package screen

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/theme"
)

// TooSmall is the message shown when the terminal is below a screen's
// minimum size, centred. A window too small for the whole message gets
// the longest shorter form that fits whole: the size needed, or at the
// least a "+" asking for more room.
func TooSmall(t *theme.Theme, minW, minH, w, h int) string {
	if w < 1 || h < 1 {
		return ""
	}
	g := t.Glyph
	forms := []string{
		fmt.Sprintf("Parlour needs at least %d%s%d %s this terminal is %d%s%d", minW, g.Times, minH, g.LongDash, w, g.Times, h),
		fmt.Sprintf("Parlour needs %d%s%d", minW, g.Times, minH),
		fmt.Sprintf("%d%s%d", minW, g.Times, minH),
		"+",
	}
	for _, msg := range forms {
		body := t.Style().Width(w).Align(lipgloss.Center).Render(t.Warning.Render(msg))
		if fits(body, msg, w, h) || msg == "+" {
			return lipgloss.Place(w, h, lipgloss.Center, lipgloss.Center, body)
		}
	}
	return ""
}

// fits reports whether block, msg rendered, is at most w columns and h
// rows with no word of msg broken across two lines.
func fits(block, msg string, w, h int) bool {
	if lipgloss.Height(block) > h || lipgloss.Width(block) > w {
		return false
	}
	plain := ansi.Strip(block)
	for _, word := range strings.Fields(msg) {
		if !strings.Contains(plain, word) {
			return false
		}
	}
	return true
}

// Fit cuts a rendered view to at most w columns and h rows, so that a view
// never wraps or scrolls the terminal.
func Fit(view string, w, h int) string {
	if w < 1 || h < 1 {
		return ""
	}
	return lipgloss.NewStyle().MaxWidth(w).MaxHeight(h).Render(view)
}

// PinFooter joins body and footer with enough blank lines between them that
// the footer's last line is the window's last line. When the window is too
// short, at least one blank line separates them (the root cuts the rest).
func PinFooter(body, footer string, height int) string {
	used := lipgloss.Height(body) + lipgloss.Height(footer)
	gap := max(height-used, 1)
	return body + strings.Repeat("\n", gap+1) + footer
}

// HelpView renders key help no wider than h.Width. (bubbles/help lets the
// line run past its width when the ellipsis would not fit exactly; asking
// for a little less room makes it truncate.)
//
// A help model made by an ASCII theme (its ellipsis is theme.ASCIIEllipsis)
// gets key names and descriptions in ASCII: "↑/k" becomes "up/k".
//
// The help of a screen rarely changes between frames, so what was drawn is
// kept, keyed by the bindings shown, the width and the styles.
func HelpView(h help.Model, k help.KeyMap) string {
	key := helpKey(h, k)
	if v, ok := helpDrawn.Load(key); ok {
		return v.(string)
	}
	if h.Ellipsis == theme.ASCIIEllipsis {
		k = asciiKeyMap{k}
	}
	want := h.Width
	out := h.View(k)
	for want > 0 && h.Width > 1 && maxLineWidth(out) > want {
		h.Width--
		out = h.View(k)
	}
	if helpCount.Add(1) > maxHelpKept { // a long-lived server: start afresh now and then
		helpDrawn.Clear()
		helpCount.Store(0)
	}
	helpDrawn.Store(key, out)
	return out
}

var (
	helpDrawn sync.Map // helpKey -> drawn help
	helpCount atomic.Int64
)

const maxHelpKept = 2048

// helpKey says everything a help line's drawing depends on: the width, the
// mode, the separators, the styles (as they draw a sample) and each enabled
// binding's key and description.
func helpKey(h help.Model, k help.KeyMap) string {
	var b strings.Builder
	b.Grow(256)
	b.WriteString(strconv.Itoa(h.Width))
	b.WriteString("|" + strconv.FormatBool(h.ShowAll) + "|" + h.Ellipsis + "|" + h.ShortSeparator + "|" + h.FullSeparator + "|")
	// One sample drawn says the session's colour profile; the styles'
	// own settings say the rest, without drawing each.
	b.WriteString(h.Styles.ShortKey.Render("k"))
	for _, st := range []lipgloss.Style{h.Styles.ShortKey, h.Styles.ShortDesc, h.Styles.ShortSeparator,
		h.Styles.FullKey, h.Styles.FullDesc, h.Styles.FullSeparator, h.Styles.Ellipsis} {
		writeStyleKey(&b, st)
	}
	add := func(bs []key.Binding) {
		for _, kb := range bs {
			if kb.Enabled() {
				hh := kb.Help()
				b.WriteString("\x00" + hh.Key + "\x01" + hh.Desc)
			}
		}
		b.WriteString("\x02")
	}
	if h.ShowAll {
		for _, group := range k.FullHelp() {
			add(group)
		}
	} else {
		add(k.ShortHelp())
	}
	return b.String()
}

// ShortHelpView is HelpView for a plain list of bindings.
func ShortHelpView(h help.Model, bindings []key.Binding) string {
	return HelpView(h, bindingList(bindings))
}

type bindingList []key.Binding

func (b bindingList) ShortHelp() []key.Binding  { return b }
func (b bindingList) FullHelp() [][]key.Binding { return [][]key.Binding{b} }

func maxLineWidth(s string) int {
	w := 0
	for _, line := range strings.Split(s, "\n") {
		w = max(w, lipgloss.Width(line))
	}
	return w
}

// writeStyleKey writes what a help style draws with: its colours and its
// weight, slant and underline.
func writeStyleKey(b *strings.Builder, st lipgloss.Style) {
	b.WriteString(colourKey(st.GetForeground()))
	b.WriteByte('/')
	b.WriteString(colourKey(st.GetBackground()))
	for _, on := range []bool{st.GetBold(), st.GetFaint(), st.GetItalic(), st.GetUnderline(), st.GetReverse()} {
		if on {
			b.WriteByte('1')
		} else {
			b.WriteByte('0')
		}
	}
	b.WriteByte('|')
}

// colourKey names a colour of a style.
func colourKey(c lipgloss.TerminalColor) string {
	switch c := c.(type) {
	case lipgloss.Color:
		return string(c)
	case lipgloss.AdaptiveColor:
		return c.Light + "," + c.Dark
	case lipgloss.NoColor, nil:
		return ""
	}
	return fmt.Sprint(c)
}

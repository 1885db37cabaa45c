package screen

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/lipgloss"

	"parlour/ui/theme"
)

// TooSmall is the message shown when the terminal is below a screen's
// minimum size, centred when there is room for it.
func TooSmall(t *theme.Theme, minW, minH, w, h int) string {
	g := t.Glyph
	msg := fmt.Sprintf("Parlour needs at least %d%s%d %s this terminal is %d%s%d",
		minW, g.Times, minH, g.LongDash, w, g.Times, h)
	if w < 1 || h < 1 {
		return ""
	}
	body := t.Style().Width(w).Align(lipgloss.Center).Render(t.Warning.Render(msg))
	return lipgloss.Place(w, h, lipgloss.Center, lipgloss.Center, body)
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
func HelpView(h help.Model, k help.KeyMap) string {
	if h.Ellipsis == theme.ASCIIEllipsis {
		k = asciiKeyMap{k}
	}
	want := h.Width
	out := h.View(k)
	for want > 0 && h.Width > 1 && maxLineWidth(out) > want {
		h.Width--
		out = h.View(k)
	}
	return out
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

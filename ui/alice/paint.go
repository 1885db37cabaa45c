package alice

import (
	"strings"
	"sync"
	"sync/atomic"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/theme"
)

// pen writes text in one of the theme's styles. A style that only colours
// and weights its text (no width, padding, underlined spaces) draws a line
// as the same opening sequence, the text and the same closing sequence, so
// the pen finds those two once per theme and joins them to each piece of
// text, instead of asking lipgloss to work them out again for every number
// and cell of every frame. Any other style, and any text of several lines or
// with tabs, goes through lipgloss as before: the output is the same byte
// for byte (paint_test.go checks).
type pen struct {
	style       lipgloss.Style
	open, close string
	direct      bool // Render(s) is open+s+close for any one-line s
}

// newPen finds style's opening and closing sequences, if it has them.
func newPen(style lipgloss.Style) pen {
	p := pen{style: style}
	if style.GetWidth() != 0 || style.GetMaxWidth() != 0 || style.GetTransform() != nil ||
		style.GetUnderline() || style.GetStrikethrough() || style.GetInline() ||
		style.GetHorizontalPadding() != 0 || style.GetVerticalPadding() != 0 ||
		style.GetHorizontalMargins() != 0 || style.GetVerticalMargins() != 0 ||
		style.GetBorderStyle() != (lipgloss.Border{}) {
		return p
	}
	const probe = "x"
	out := style.Render(probe)
	i := strings.Index(out, probe)
	if i < 0 {
		return p
	}
	p.open, p.close = out[:i], out[i+len(probe):]
	for _, s := range []string{"", " ", "ab cd", "12 ✓ ◆ ░3░", "  Ada (you)  "} {
		if style.Render(s) != p.open+s+p.close {
			return p
		}
	}
	p.direct = true
	return p
}

// Render draws s in the pen's style.
func (p pen) Render(s string) string {
	if !p.direct || strings.ContainsAny(s, "\n\r\t") {
		return p.style.Render(s)
	}
	if p.open == "" && p.close == "" {
		return s
	}
	return p.open + s + p.close
}

// write draws s in the pen's style onto b.
func (p pen) write(b *strings.Builder, s string) {
	if !p.direct || strings.ContainsAny(s, "\n\r\t") {
		b.WriteString(p.style.Render(s))
		return
	}
	b.WriteString(p.open)
	b.WriteString(s)
	b.WriteString(p.close)
}

// join draws a+b in the pen's style.
func (p pen) join(a, b string) string {
	if !p.direct || strings.ContainsAny(a, "\n\r\t") || strings.ContainsAny(b, "\n\r\t") {
		return p.style.Render(a + b)
	}
	var sb strings.Builder
	sb.Grow(len(p.open) + len(a) + len(b) + len(p.close))
	sb.WriteString(p.open)
	sb.WriteString(a)
	sb.WriteString(b)
	sb.WriteString(p.close)
	return sb.String()
}

// pens are the theme's styles the table draws with.
type pens struct {
	title, heading, text, muted, selected, success, turn pen
}

// inks returns the pens of theme t, found once per theme: a change of
// settings builds a new theme, and so new pens.
func inks(t *theme.Theme) *pens {
	if v, ok := penCache.Load(t); ok {
		return v.(*pens)
	}
	p := &pens{
		title: newPen(t.Title), heading: newPen(t.Heading), text: newPen(t.Text),
		muted: newPen(t.Muted), selected: newPen(t.Selected), success: newPen(t.Success),
		turn: newPen(t.Turn),
	}
	if penCount.Add(1) > maxPens { // a long-lived server: start afresh now and then
		penCache.Clear()
		penCount.Store(0)
	}
	penCache.Store(t, p)
	return p
}

var (
	penCache sync.Map // *theme.Theme -> *pens
	penCount atomic.Int64
)

const maxPens = 256

// cells is the width on screen of s, a single line of text: lipgloss.Width
// without its splitting into lines.
func cells(s string) int { return ansi.StringWidth(s) }

// Package theme holds Parlour's look: one palette of colours for dark and
// light terminals, a monochrome scheme in which every distinction shows by a
// symbol or reverse video, and the glyph sets (Unicode or plain ASCII).
package theme

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/lipgloss"
)

// Mode is the colour scheme in use. Auto is resolved to Dark or Light by the
// caller before a Theme is built (the terminal is asked once, at start-up).
type Mode string

// The colour schemes.
const (
	Auto  Mode = "auto"
	Dark  Mode = "dark"
	Light Mode = "light"
	Mono  Mode = "mono"
)

// Palette is the set of colours of one scheme.
type Palette struct {
	Accent, Title, Text, Muted, Error, Warning, Success lipgloss.TerminalColor
	SelectedFg, SelectedBg                              lipgloss.TerminalColor
	LightSquare, DarkSquare, Legal, LastMove            lipgloss.TerminalColor
}

// Parlour's colours: brass and claret on the dark baize, ink on paper in the light.
var (
	darkPalette = Palette{
		Accent: lipgloss.Color("#D7AF5F"), Title: lipgloss.Color("#E5C07B"),
		Text: lipgloss.Color("#E4E0D6"), Muted: lipgloss.Color("#8F8A80"),
		Error: lipgloss.Color("#FF7A6B"), Warning: lipgloss.Color("#F0C05A"), Success: lipgloss.Color("#8FBF7F"),
		SelectedFg: lipgloss.Color("#1C1A17"), SelectedBg: lipgloss.Color("#D7AF5F"),
		LightSquare: lipgloss.Color("#C8B48C"), DarkSquare: lipgloss.Color("#4E6B4A"),
		Legal: lipgloss.Color("#8FBF7F"), LastMove: lipgloss.Color("#B8860B"),
	}
	lightPalette = Palette{
		Accent: lipgloss.Color("#8A5A00"), Title: lipgloss.Color("#7A1F1F"),
		Text: lipgloss.Color("#26231F"), Muted: lipgloss.Color("#6E695F"),
		Error: lipgloss.Color("#B3261E"), Warning: lipgloss.Color("#8A5A00"), Success: lipgloss.Color("#2E6B2E"),
		SelectedFg: lipgloss.Color("#FFFDF7"), SelectedBg: lipgloss.Color("#7A1F1F"),
		LightSquare: lipgloss.Color("#EAD9B5"), DarkSquare: lipgloss.Color("#6F8F68"),
		Legal: lipgloss.Color("#2E6B2E"), LastMove: lipgloss.Color("#C9A227"),
	}
)

// Glyphs are the characters used for marks and decoration.
type Glyphs struct {
	Cursor   string // before the focused item
	Bullet   string // list bullet
	Legal    string // a square a selected piece may move to
	LastMove string // marks the squares of the last move
	Turn     string // before the player whose turn it is
	Left     string // "choose the previous value"
	Right    string // "choose the next value"
	Rule     string // one cell of a horizontal rule
	Ornament string // decoration around the title
	Times    string // the "×" in sizes
	Ellipsis string
	Dash     string // between the ends of a range: "2–4 players"
	LongDash string // between two parts of a sentence
	Dot      string // a middle dot separating items on one line
	Up       string // arrows, as in key names and directions
	Down     string
	LeftArr  string
	RightArr string
	Check    string // a right answer, a finished item
	Cross    string // a wrong answer
	Star     string // a best or a new record
}

var (
	unicodeGlyphs = Glyphs{Cursor: "▸", Bullet: "•", Legal: "·", LastMove: "◆", Turn: "●", Left: "◂", Right: "▸", Rule: "─", Ornament: "❦", Times: "×", Ellipsis: "…",
		Dash: "–", LongDash: "—", Dot: "·", Up: "↑", Down: "↓", LeftArr: "←", RightArr: "→", Check: "✓", Cross: "✗", Star: "★"}
	asciiGlyphs = Glyphs{Cursor: ">", Bullet: "*", Legal: ".", LastMove: "#", Turn: "*", Left: "<", Right: ">", Rule: "-", Ornament: "~", Times: "x", Ellipsis: "...",
		Dash: "-", LongDash: "-", Dot: ".", Up: "up", Down: "down", LeftArr: "left", RightArr: "right", Check: "ok", Cross: "x", Star: "*"}
)

// Theme is built from the settings for one session and shared by every
// screen of it. Its styles belong to the session's renderer, so two sessions
// in one process (play over SSH) each get their own colour profile.
type Theme struct {
	Mode  Mode // Dark, Light or Mono (never Auto)
	ASCII bool
	Glyph Glyphs

	Title    lipgloss.Style // the big "Parlour" and screen titles
	Heading  lipgloss.Style // section headings
	Text     lipgloss.Style // ordinary text
	Muted    lipgloss.Style // descriptions, hints
	Selected lipgloss.Style // the focused item: reverse video in Mono
	Error    lipgloss.Style
	Warning  lipgloss.Style
	Success  lipgloss.Style
	Turn     lipgloss.Style // whose turn it is: bold (and coloured) everywhere
	Legal    lipgloss.Style // legal target squares
	LastMove lipgloss.Style // squares of the last move
	Frame    lipgloss.Style // a box around panels

	palette  Palette
	renderer *lipgloss.Renderer
}

// New builds a theme on lipgloss's default renderer, for tools and tests
// that draw for the process's own terminal. Sessions use For.
func New(mode Mode, ascii bool) *Theme { return For(lipgloss.DefaultRenderer(), mode, ascii) }

// For builds the theme for a mode (Auto is read as Dark) and glyph set, with
// every style on renderer r: what r's colour profile cannot show is left out
// (an Ascii profile gives text with no escape codes at all).
func For(r *lipgloss.Renderer, mode Mode, ascii bool) *Theme {
	if mode == Auto || mode == "" {
		mode = Dark
	}
	t := &Theme{Mode: mode, ASCII: ascii, Glyph: unicodeGlyphs, renderer: r}
	if ascii {
		t.Glyph = asciiGlyphs
	}
	border := lipgloss.RoundedBorder()
	if ascii {
		border = lipgloss.ASCIIBorder()
	}
	plain := r.NewStyle()
	if mode == Mono {
		t.Title = plain.Bold(true)
		t.Heading = plain.Bold(true).Underline(true)
		t.Text = plain
		t.Muted = plain.Faint(true)
		t.Selected = plain.Reverse(true)
		t.Error = plain.Bold(true)
		t.Warning = plain.Bold(true)
		t.Success = plain.Bold(true)
		t.Turn = plain.Bold(true).Underline(true)
		t.Legal = plain.Underline(true)
		t.LastMove = plain.Reverse(true)
		t.Frame = plain.Border(border)
		return t
	}
	p := darkPalette
	if mode == Light {
		p = lightPalette
	}
	t.palette = p
	t.Title = plain.Bold(true).Foreground(p.Title)
	t.Heading = plain.Bold(true).Foreground(p.Accent)
	t.Text = plain.Foreground(p.Text)
	t.Muted = plain.Foreground(p.Muted)
	t.Selected = plain.Bold(true).Foreground(p.SelectedFg).Background(p.SelectedBg)
	t.Error = plain.Bold(true).Foreground(p.Error)
	t.Warning = plain.Foreground(p.Warning)
	t.Success = plain.Foreground(p.Success)
	t.Turn = plain.Bold(true).Foreground(p.Accent)
	t.Legal = plain.Foreground(p.Legal)
	t.LastMove = plain.Background(p.LastMove)
	t.Frame = plain.Border(border).BorderForeground(p.Muted)
	return t
}

// Palette returns the colours in use; in Mono every colour is nil.
func (t *Theme) Palette() Palette { return t.palette }

// Style returns a fresh style on the theme's renderer. Screens build every
// style of their own from it, never from lipgloss.NewStyle.
func (t *Theme) Style() lipgloss.Style { return t.renderer.NewStyle() }

// Renderer is the renderer the theme's styles draw with.
func (t *Theme) Renderer() *lipgloss.Renderer { return t.renderer }

// Plain makes text from outside the program (a name, a word from a file)
// fit this theme's character set: with ASCII, every other character shows
// as '?'. Control characters are the sanitize package's business.
func (t *Theme) Plain(s string) string {
	if !t.ASCII {
		return s
	}
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			b := make([]byte, 0, len(s))
			for _, r := range s {
				if r < 0x80 {
					b = append(b, byte(r))
				} else {
					b = append(b, '?')
				}
			}
			return string(b)
		}
	}
	return s
}

// ASCIIEllipsis is the ellipsis of an ASCII theme's help model, by which
// screen.HelpView knows to spell key names in ASCII.
const ASCIIEllipsis = "..."

// Help returns a key-help model styled to match.
func (t *Theme) Help() help.Model {
	h := help.New()
	h.ShortSeparator = " " + t.Glyph.Bullet + " "
	if t.ASCII {
		h.Ellipsis = ASCIIEllipsis
	}
	key := t.Heading.UnsetUnderline()
	h.Styles.ShortKey = key
	h.Styles.FullKey = key
	h.Styles.ShortDesc = t.Muted
	h.Styles.FullDesc = t.Muted
	h.Styles.ShortSeparator = t.Muted
	h.Styles.FullSeparator = t.Muted
	h.Styles.Ellipsis = t.Muted
	return h
}

// Rule draws a horizontal rule of width cells.
func (t *Theme) Rule(width int) string {
	if width <= 0 {
		return ""
	}
	return t.Muted.Render(strings.Repeat(t.Glyph.Rule, width))
}

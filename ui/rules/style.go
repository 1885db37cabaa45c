package rules

import (
	"strings"

	"github.com/charmbracelet/glamour/ansi"
	"github.com/charmbracelet/lipgloss"

	"parlour/ui/theme"
)

// margin is the space glamour leaves at each side of the text.
const margin = 1

// glamourStyle is Parlour's own style for the rules: headings by weight,
// colour and underline rather than by "#" marks, lists with the theme's
// bullet, rules and tables drawn with the theme's characters. With an ASCII
// theme every character it adds is ASCII; in Mono it uses no colour.
func glamourStyle(t *theme.Theme) ansi.StyleConfig {
	yes := true
	m := uint(margin)
	indent := uint(2)
	pal := t.Palette()
	colour := func(c lipgloss.TerminalColor) *string {
		if s, ok := c.(lipgloss.Color); ok && t.Mode != theme.Mono {
			v := string(s)
			return &v
		}
		return nil
	}
	str := func(s string) *string { return &s }
	g := t.Glyph
	bar, cross := "│", "┼"
	if t.ASCII {
		bar, cross = "|", "+"
	}
	code := ansi.StylePrimitive{Color: colour(pal.Accent)}
	if t.Mode == theme.Mono {
		code.BlockPrefix, code.BlockSuffix = "`", "`"
	}
	return ansi.StyleConfig{
		Document: ansi.StyleBlock{
			StylePrimitive: ansi.StylePrimitive{Color: colour(pal.Text)},
			Margin:         &m,
		},
		BlockQuote: ansi.StyleBlock{Indent: &indent, IndentToken: str(bar + " ")},
		Paragraph:  ansi.StyleBlock{},
		List:       ansi.StyleList{LevelIndent: 2},
		Heading: ansi.StyleBlock{StylePrimitive: ansi.StylePrimitive{
			BlockSuffix: "\n", Bold: &yes,
		}},
		H1: ansi.StyleBlock{StylePrimitive: ansi.StylePrimitive{
			Color: colour(pal.Title), Bold: &yes, Underline: &yes,
		}},
		H2: ansi.StyleBlock{StylePrimitive: ansi.StylePrimitive{
			Color: colour(pal.Accent), Bold: &yes, Underline: &yes,
		}},
		H3:            ansi.StyleBlock{StylePrimitive: ansi.StylePrimitive{Color: colour(pal.Accent), Bold: &yes}},
		H4:            ansi.StyleBlock{StylePrimitive: ansi.StylePrimitive{Bold: &yes}},
		H5:            ansi.StyleBlock{StylePrimitive: ansi.StylePrimitive{Bold: &yes}},
		H6:            ansi.StyleBlock{StylePrimitive: ansi.StylePrimitive{Bold: &yes}},
		Strikethrough: ansi.StylePrimitive{CrossedOut: &yes},
		Emph:          ansi.StylePrimitive{Italic: &yes},
		Strong:        ansi.StylePrimitive{Bold: &yes},
		HorizontalRule: ansi.StylePrimitive{
			Color: colour(pal.Muted), Format: "\n" + strings.Repeat(g.Rule, 24) + "\n",
		},
		Item:        ansi.StylePrimitive{BlockPrefix: g.Bullet + " "},
		Enumeration: ansi.StylePrimitive{BlockPrefix: ". "},
		Task:        ansi.StyleTask{Ticked: "[x] ", Unticked: "[ ] "},
		Link:        ansi.StylePrimitive{Underline: &yes, Color: colour(pal.Muted)},
		LinkText:    ansi.StylePrimitive{Bold: &yes},
		ImageText:   ansi.StylePrimitive{Format: "Image: {{.text}}"},
		Code:        ansi.StyleBlock{StylePrimitive: code},
		CodeBlock: ansi.StyleCodeBlock{StyleBlock: ansi.StyleBlock{
			StylePrimitive: ansi.StylePrimitive{Color: colour(pal.Accent)}, Margin: &indent,
		}},
		Table: ansi.StyleTable{
			CenterSeparator: str(cross),
			ColumnSeparator: str(bar),
			RowSeparator:    str(g.Rule),
		},
		DefinitionDescription: ansi.StylePrimitive{BlockPrefix: "\n  "},
	}
}

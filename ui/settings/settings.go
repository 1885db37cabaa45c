// Package settings is the screen for the player's preferences: colours and
// glyphs. Changes show at once and are saved for next time.
package settings

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
	"parlour/ui/store"
)

// MinWidth and MinHeight are the smallest terminal the screen is drawn in.
const (
	MinWidth  = 44
	MinHeight = 16
)

var (
	themes = []store.Theme{store.ThemeAuto, store.ThemeDark, store.ThemeLight, store.ThemeMono}
	glyphs = []store.Glyphs{store.GlyphsUnicode, store.GlyphsASCII}
)

// Model is the settings screen.
type Model struct {
	env    *screen.Env
	keys   screen.Keys
	help   help.Model
	focus  int // 0 theme, 1 glyphs
	err    string
	width  int
	height int
}

// New returns the settings screen.
func New(env *screen.Env) Model {
	k := screen.NewKeys()
	k.Left.SetHelp("←/→", "change")
	k.Up.SetHelp("↑/↓", "move")
	return Model{env: env, keys: k, help: env.Theme.Help()}
}

// MinSize is the smallest terminal the screen needs.
func (m Model) MinSize() (int, int) { return MinWidth, MinHeight }

// Init does nothing.
func (m Model) Init() tea.Cmd { return nil }

// Update changes a setting, applies it and saves it.
func (m Model) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.Width = msg.Width
	case tea.MouseMsg:
		if msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft {
			if row := msg.Y - 2; row == 0 || row == 1 {
				m.focus = row
				m.change(1)
				return m, screen.SettingsChanged
			}
		}
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, m.keys.Back), msg.String() == "q":
			return screen.Close(), nil
		case key.Matches(msg, m.keys.Up), key.Matches(msg, m.keys.Down):
			m.focus = 1 - m.focus
		case key.Matches(msg, m.keys.Left):
			m.change(-1)
			return m, screen.SettingsChanged
		case key.Matches(msg, m.keys.Right), key.Matches(msg, m.keys.Select):
			m.change(1)
			return m, screen.SettingsChanged
		}
	case screen.SettingsChangedMsg:
		m.help = m.env.Theme.Help()
		m.help.Width = m.width
	}
	return m, nil
}

func (m *Model) change(by int) {
	s := m.env.Settings
	if m.focus == 0 {
		s.Theme = themes[cycle(indexOf(themes, s.Theme), by, len(themes))]
	} else {
		s.Glyphs = glyphs[cycle(indexOf(glyphs, s.Glyphs), by, len(glyphs))]
	}
	m.env.ApplySettings(s)
	m.err = ""
	if err := m.env.Store.SaveSettings(s); err != nil {
		m.err = "Not saved: " + err.Error()
	}
}

func cycle(i, by, n int) int { return (i + by + n) % n }

func indexOf[T comparable](list []T, v T) int {
	for i, x := range list {
		if x == v {
			return i
		}
	}
	return 0
}

// View draws the two settings, a sample of the marks the games use, and
// notes on what the command line overrides.
func (m Model) View() string {
	t := m.env.Theme
	var b strings.Builder
	b.WriteString(t.Title.Render("Settings") + "\n\n")
	row := func(i int, label, value string) {
		marker := "  "
		v := "  " + value
		if i == m.focus {
			marker = t.Glyph.Cursor + " "
			v = t.Heading.Render(t.Glyph.Left) + " " + t.Selected.Render(value) + " " + t.Heading.Render(t.Glyph.Right)
		}
		b.WriteString(marker + label + v + "\n")
	}
	row(0, "Colours     ", screen.Capitalise(string(m.env.Settings.Theme)))
	row(1, "Characters  ", screen.Capitalise(string(m.env.Settings.Glyphs)))
	b.WriteString("\n")
	if m.env.ForcedMono {
		b.WriteString(t.Warning.Render("NO_COLOR or --no-color is set: colours stay off this session.") + "\n")
	}
	if m.env.ForcedASCII {
		b.WriteString(t.Warning.Render("--ascii is set: plain characters this session.") + "\n")
	}
	if m.err != "" {
		b.WriteString(t.Error.Render(m.err) + "\n")
	}
	b.WriteString("\n" + t.Heading.Render("How marks look") + "\n")
	g := t.Glyph
	b.WriteString("  " + t.Selected.Render(g.Cursor+" selected item") + "\n")
	b.WriteString("  " + t.Legal.Render(g.Legal+" legal square") + "   " + t.LastMove.Render(g.LastMove+" last move") + "\n")
	b.WriteString("  " + t.Turn.Render(g.Turn+" Ada to play") + "   " + t.Muted.Render("Bob waits") + "\n")
	b.WriteString("  " + t.Error.Render("! an error") + "   " + t.Success.Render("+ a success") + "\n")
	keys := []key.Binding{m.keys.Up, m.keys.Left, m.keys.Back}
	return screen.PinFooter(strings.TrimSuffix(b.String(), "\n"), screen.ShortHelpView(m.help, keys), m.height)
}

package rules

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
)

// entry is one document in the index.
type entry struct {
	title string
	open  func() screen.Screen
}

// Index lists the documents: the guide to Parlour and each game's rules.
type Index struct {
	env     *screen.Env
	entries []entry
	cursor  int
	keys    screen.Keys
	help    help.Model
	width   int
	height  int
}

// NewIndex returns the list of documents.
func NewIndex(env *screen.Env) Index {
	x := Index{env: env, keys: screen.NewKeys(), help: env.Theme.Help()}
	x.entries = append(x.entries, entry{"Using Parlour: keys, seats, saves", func() screen.Screen {
		return NewDocument(env, "Using Parlour", "guide.md")
	}})
	seen := map[string]bool{}
	for _, g := range env.Games {
		if seen[g.RulesID()] {
			continue // two entries of one game share its rules
		}
		seen[g.RulesID()] = true
		x.entries = append(x.entries, entry{g.Title, func() screen.Screen { return New(env, g.RulesID(), g.Title) }})
	}
	return x
}

// MinSize is the smallest terminal the index needs.
func (x Index) MinSize() (int, int) { return MinWidth, MinHeight }

// Init does nothing.
func (x Index) Init() tea.Cmd { return nil }

// Update moves the cursor and opens documents.
func (x Index) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		x.width, x.height = msg.Width, msg.Height
		x.help.Width = msg.Width
	case screen.SettingsChangedMsg:
		x.help = x.env.Theme.Help()
		x.help.Width = x.width
	case tea.MouseMsg:
		if msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft {
			if i := msg.Y - 2; i >= 0 && i < len(x.entries) {
				x.cursor = i
				return screen.Open(x, x.entries[i].open()), nil
			}
		}
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, x.keys.Back), msg.String() == "q":
			return screen.Close(), nil
		case key.Matches(msg, x.keys.Up):
			x.cursor = (x.cursor + len(x.entries) - 1) % len(x.entries)
		case key.Matches(msg, x.keys.Down):
			x.cursor = (x.cursor + 1) % len(x.entries)
		case key.Matches(msg, x.keys.Select):
			return screen.Open(x, x.entries[x.cursor].open()), nil
		}
	}
	return x, nil
}

// View draws the list.
func (x Index) View() string {
	t := x.env.Theme
	var b strings.Builder
	b.WriteString(t.Title.Render("Rules") + "\n\n")
	for i, e := range x.entries {
		if i == x.cursor {
			b.WriteString(t.Selected.Render(t.Glyph.Cursor+" "+e.title) + "\n")
		} else {
			b.WriteString("  " + t.Text.Render(e.title) + "\n")
		}
	}
	keys := []key.Binding{x.keys.Up, x.keys.Down, x.keys.Select, x.keys.Back}
	return screen.PinFooter(strings.TrimSuffix(b.String(), "\n"), screen.ShortHelpView(x.help, keys), x.height)
}

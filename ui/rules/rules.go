// Package rules shows a game's rules (docs/rules/<game>.md) and the guide,
// drawn in a scrolling viewport, and an index of every document. The
// documents are parsed when Parlour is built (pages.json.gz), so that the
// program carries no Markdown parser.
package rules

import (
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/rules/internal/page"
	"parlour/ui/screen"
)

// MinWidth and MinHeight are the smallest terminal the viewer is drawn in.
const (
	MinWidth  = 30
	MinHeight = 8
)

// maxTextWidth keeps lines readable on wide terminals.
const maxTextWidth = 88

// Model is the rules viewer.
type Model struct {
	env      *screen.Env
	title    string
	doc      page.Page
	rendered string
	err      string
	vp       viewport.Model
	keys     keyMap
	help     help.Model
	width    int
	height   int
	showAll  bool
}

type keyMap struct {
	screen.Keys
	Page, Top key.Binding
}

func (k keyMap) ShortHelp() []key.Binding { return []key.Binding{k.Up, k.Down, k.Page, k.Back} }

func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.Page, k.Top}, {k.Back, k.Help, k.Quit}}
}

// New shows the rules of the game with the given id.
func New(env *screen.Env, id, title string) Model {
	m := NewDocument(env, "Rules of "+title, "rules/"+id+".md")
	if m.err != "" {
		m.err = "The rules of " + title + " are missing from this build."
	}
	return m
}

// NewDocument shows the built-in document at path in docs/, such as
// "guide.md".
func NewDocument(env *screen.Env, title, path string) Model {
	doc, err := builtIn(path)
	m := newModel(env, title, doc)
	if err != nil {
		m.err = err.Error()
	}
	return m
}

func newModel(env *screen.Env, title string, doc page.Page) Model {
	k := keyMap{
		Keys: screen.NewKeys(),
		Page: key.NewBinding(key.WithKeys("pgdown", "pgup", " ", "b"), key.WithHelp("pgup/pgdn", "page")),
		Top:  key.NewBinding(key.WithKeys("home", "end", "g", "G"), key.WithHelp("home/end", "top/bottom")),
	}
	k.Back.SetKeys("esc", "q")
	k.Back.SetHelp("esc/q", "back")
	return Model{env: env, title: title, doc: doc, keys: k, help: env.Theme.Help()}
}

// MinSize is the smallest terminal the viewer needs.
func (m Model) MinSize() (int, int) { return MinWidth, MinHeight }

// Init does nothing; rendering waits for the window size.
func (m Model) Init() tea.Cmd { return nil }

// Update scrolls, and re-renders when the window or the theme changes.
func (m Model) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.layout()
		return m, nil
	case screen.SettingsChangedMsg:
		m.help = m.env.Theme.Help()
		m.layout()
		return m, nil
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, m.keys.Back):
			return screen.Close(), nil
		case key.Matches(msg, m.keys.Help):
			m.showAll = !m.showAll
			m.layout()
			return m, nil
		case msg.String() == "home" || msg.String() == "g":
			m.vp.GotoTop()
			return m, nil
		case msg.String() == "end" || msg.String() == "G":
			m.vp.GotoBottom()
			return m, nil
		}
	}
	var cmd tea.Cmd
	m.vp, cmd = m.vp.Update(msg)
	return m, cmd
}

// layout sizes the viewport and renders the markdown to fit it.
func (m *Model) layout() {
	if m.width == 0 {
		return
	}
	m.help.Width = m.width
	m.help.ShowAll = m.showAll
	textWidth := min(m.width, maxTextWidth)
	height := max(m.height-2-strings.Count(screen.HelpView(m.help, m.keys), "\n")-1, 1)
	offset := m.vp.YOffset
	m.vp = viewport.New(textWidth, height)
	m.vp.MouseWheelEnabled = true
	m.rendered = m.render(textWidth)
	m.vp.SetContent(m.rendered)
	m.vp.SetYOffset(offset)
}

func (m Model) render(width int) string {
	if m.err != "" {
		return m.env.Theme.Error.Render(m.err)
	}
	t := m.env.Theme
	var ascii func(string) string
	if t.ASCII {
		spellings := strings.NewReplacer(m.doc.ASCII...)
		ascii = func(s string) string {
			// The glyphs as the game draws them, then the documents' own
			// dashes and arrows.
			return screen.ASCIIText(spellings.Replace(s))
		}
	}
	wrap := max(width-2*margin-1-hangSpare, 10)
	return strings.TrimRight(renderPage(t, m.doc, wrap, ascii), "\n")
}

// Rendered is the whole document as drawn, before scrolling (for tests).
func (m Model) Rendered() string { return m.rendered }

// View draws the title, the text and the keys.
func (m Model) View() string {
	t := m.env.Theme
	percent := int(m.vp.ScrollPercent() * 100)
	title := t.Title.Render(m.title) + t.Muted.Render("  "+strconv.Itoa(percent)+"%")
	return title + "\n" + m.vp.View() + "\n\n" + screen.HelpView(m.help, m.keys)
}

// The result screen (package screen, which cannot import this one) opens a
// game's rules through this.
func init() {
	screen.RulesOpener = func(env *screen.Env, id, title string) screen.Screen { return New(env, id, title) }
}

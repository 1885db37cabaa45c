// Package menu is Parlour's first screen: the games on offer, the saved
// games to continue, the rules, the settings, and the way out.
package menu

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/rules"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/settings"
	"parlour/ui/setup"
	"parlour/ui/store"
	"parlour/ui/theme"
)

// MinWidth and MinHeight are the smallest terminal the menu is drawn in.
const (
	MinWidth  = 40
	MinHeight = 12
)

type itemKind int

const (
	playItem itemKind = iota
	continueItem
	rulesItem
	settingsItem
	quitItem
)

type item struct {
	kind  itemKind
	game  screen.Entry
	saved store.Summary
}

// Model is the menu screen.
type Model struct {
	env      *screen.Env
	keys     keyMap
	help     help.Model
	items    []item
	cursor   int
	width    int
	height   int
	notice   string // one line: a broken save moved aside, a store warning
	now      func() time.Time
	showHelp bool
	// drawn keeps each item's line as last drawn: the items seldom change
	// between frames, and drawing one costs a dozen allocations.
	drawn map[drawnItem]string
}

// drawnItem is what an item's line depends on.
type drawnItem struct {
	theme                 *theme.Theme
	label, detail, right  string
	focused               bool
	width, labelW, kindOf int
}

type keyMap struct {
	screen.Keys
	Quit key.Binding
	Move key.Binding // shown only: up and down under one name
}

func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Move, k.Select, k.Quit, k.Rules, k.Help}
}

func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.Select}, {k.Rules, k.Help, k.Quit, k.Keys.Quit}}
}

// savesMsg carries the list of autosaves, read off the main loop, and
// whether the Parlour that held the data folder has let it go.
type savesMsg struct {
	saves    []store.Summary
	problems []store.Problem
	err      error
	freed    bool
}

// New returns the menu.
func New(env *screen.Env) Model {
	keys := keyMap{
		Keys: screen.NewKeys(),
		Quit: key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
		Move: key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑/↓", "move")),
	}
	m := Model{env: env, keys: keys, now: time.Now, drawn: map[drawnItem]string{}}
	m.help = env.Theme.Help()
	m.notice = env.StoreWarning
	m.setItems(nil)
	return m
}

// Init reads the saved games.
func (m Model) Init() tea.Cmd { return m.readSaves() }

// readSaves lists the autosaves off the main loop, and, while another
// Parlour held the data folder, looks whether it still does.
func (m Model) readSaves() tea.Cmd {
	st, locked := m.env.Store, m.env.StoreLocked
	return func() tea.Msg {
		saves, problems, err := st.ListChecked()
		return savesMsg{saves: saves, problems: problems, err: err, freed: locked && !st.Refused()}
	}
}

func (m *Model) setItems(saves []store.Summary) {
	var chosen item
	if m.cursor < len(m.items) {
		chosen = m.items[m.cursor]
	}
	m.items = m.items[:0]
	for _, g := range m.env.Games {
		m.items = append(m.items, item{kind: playItem, game: g})
	}
	for _, s := range saves {
		if g, ok := m.env.Game(s.Game); ok {
			m.items = append(m.items, item{kind: continueItem, game: g, saved: s})
		}
	}
	m.items = append(m.items, item{kind: rulesItem}, item{kind: settingsItem}, item{kind: quitItem})
	m.cursor = 0
	for i, it := range m.items {
		if it.kind == chosen.kind && it.game.ID == chosen.game.ID {
			m.cursor = i
		}
	}
}

// MinSize is the smallest terminal the menu needs.
func (m Model) MinSize() (int, int) { return MinWidth, MinHeight }

// Update moves the cursor and opens what is chosen.
func (m Model) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.Width = msg.Width
	case screen.SettingsChangedMsg:
		m.help = m.env.Theme.Help()
		m.help.Width = m.width
	case screen.ShownMsg:
		return m, m.readSaves()
	case savesMsg:
		if msg.freed && m.env.StoreLocked {
			if m.notice == m.env.StoreWarning {
				m.notice = ""
			}
			m.env.StoreWarning, m.env.StoreLocked = "", false
		}
		switch {
		case msg.err != nil && m.env.StoreWarning == "":
			m.notice = msg.err.Error()
		case len(msg.problems) > 0 && m.notice == "":
			m.notice = msg.problems[0].String()
			if n := len(msg.problems) - 1; n > 0 {
				m.notice += fmt.Sprintf(" (and %d more)", n)
			}
		}
		m.setItems(msg.saves)
	case tea.MouseMsg:
		if msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft {
			if i, ok := m.itemAt(msg.Y); ok {
				m.cursor = i
				return m.choose()
			}
		}
		if msg.Button == tea.MouseButtonWheelUp {
			m.move(-1)
		}
		if msg.Button == tea.MouseButtonWheelDown {
			m.move(1)
		}
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, m.keys.Up):
			m.move(-1)
		case key.Matches(msg, m.keys.Down):
			m.move(1)
		case key.Matches(msg, m.keys.Select):
			return m.choose()
		case key.Matches(msg, m.keys.Rules):
			return screen.Open(m, rules.NewIndex(m.env)), nil
		case key.Matches(msg, m.keys.Help):
			m.showHelp = !m.showHelp
		case key.Matches(msg, m.keys.Quit):
			return m, screen.Quit
		case key.Matches(msg, m.keys.Back):
			// Esc is "back" everywhere else; on the first screen there is
			// nothing to go back to, and quitting by accident loses the
			// player's place. q quits, as the help says.
		}
	}
	return m, nil
}

func (m *Model) move(by int) {
	m.cursor = (m.cursor + by + len(m.items)) % len(m.items)
}

func (m Model) choose() (screen.Screen, tea.Cmd) {
	it := m.items[m.cursor]
	m.notice = m.env.StoreWarning // a problem with the data folder stays in view
	switch it.kind {
	case playItem:
		return screen.Open(m, setup.New(m.env, it.game)), nil
	case continueItem:
		return m.resume(it.game)
	case rulesItem:
		return screen.Open(m, rules.NewIndex(m.env)), nil
	case settingsItem:
		return screen.Open(m, settings.New(m.env)), nil
	case quitItem:
		return m, screen.Quit
	}
	return m, nil
}

// resume loads the autosave of g and opens the game where it stopped.
func (m Model) resume(g screen.Entry) (screen.Screen, tea.Cmd) {
	saved, err := m.env.Store.Load(g.ID, g.SaveVersion)
	var broken *store.BrokenError
	switch {
	case errors.As(err, &broken):
		m.notice = broken.Error()
		return m, m.readSaves()
	case errors.Is(err, store.ErrNoSave):
		m.notice = "That saved game is gone."
		return m, m.readSaves()
	case err != nil:
		m.notice = err.Error()
		return m, nil
	}
	s, err := g.Resume(m.env, saved)
	if err != nil {
		reason := sanitize.Line(err.Error())
		m.notice = fmt.Sprintf("The saved %s game cannot be continued (%s)", g.Title, reason)
		if aside := m.env.Store.SetAside(g.ID, reason); aside.MovedTo != "" {
			m.notice += "; it was moved aside to " + aside.MovedTo
		}
		return m, m.readSaves()
	}
	return screen.Open(m, s), nil
}

// Lines of the menu and, for each item, the line it is drawn on.
func (m Model) lines() ([]string, []int) {
	t := m.env.Theme
	w := m.width
	var out []string
	rows := make([]int, len(m.items))
	add := func(s string) { out = append(out, s) }
	center := func(s string) string { return lipgloss.PlaceHorizontal(w, lipgloss.Center, s) }

	o := t.Glyph.Ornament
	add(center(t.Title.Render(o + "  P A R L O U R  " + o)))
	add(center(t.Muted.Render("Victorian parlour games for one keyboard")))
	add("")
	inner := min(w-4, 76)
	left := (w - inner) / 2
	pad := strings.Repeat(" ", max(left, 0))

	section := playItem
	if len(m.env.Games) == 0 {
		add(pad + t.Muted.Render("No games are ready to play yet."))
		add("")
	}
	labelW := m.labelWidth()
	for i, it := range m.items {
		group := it.kind
		if group > continueItem {
			group = rulesItem
		}
		if group != section {
			add("")
			section = group
		}
		rows[i] = len(out)
		add(pad + m.renderItem(it, i == m.cursor, inner, labelW))
	}
	return out, rows
}

func (m Model) label(it item) string {
	switch it.kind {
	case playItem:
		return it.game.Title
	case continueItem:
		return "Continue " + it.game.Title
	case rulesItem:
		return "Rules"
	case settingsItem:
		return "Settings"
	}
	return "Quit"
}

func (m Model) detail(it item) (text, right string) {
	switch it.kind {
	case playItem:
		return it.game.Summary, it.game.PlayersWith(m.env.Theme.Glyph.Dash)
	case continueItem:
		return m.describeSave(it.saved), ""
	case rulesItem:
		return "how to play each game, and Parlour's keys", ""
	case settingsItem:
		return "colours and characters", ""
	}
	return "", ""
}

// labelWidth is the width of the label column: the longest label, within reason.
func (m Model) labelWidth() int {
	w := 0
	for _, it := range m.items {
		if it.kind != continueItem { // these run on into their details
			w = max(w, lipgloss.Width(m.label(it)))
		}
	}
	return min(w+2, 30)
}

// renderItem draws an item, its label in a column labelW wide (see
// labelWidth).
func (m Model) renderItem(it item, focused bool, width, labelW int) string {
	label := m.label(it)
	detail, right := m.detail(it)
	k := drawnItem{theme: m.env.Theme, label: label, detail: detail, right: right, focused: focused,
		width: width, labelW: labelW, kindOf: int(it.kind)}
	if line, ok := m.drawn[k]; ok {
		return line
	}
	if len(m.drawn) > 256 {
		clear(m.drawn) // the times in "saved 3 minutes ago" change
	}
	line := m.drawItem(it, label, detail, right, focused, width, labelW)
	m.drawn[k] = line
	return line
}

// drawItem draws an item's line: the cursor, the label in its column, and
// the detail, cut to the width.
func (m Model) drawItem(it item, label, detail, right string, focused bool, width, labelW int) string {
	t := m.env.Theme
	marker := "  "
	if focused {
		marker = t.Glyph.Cursor + " "
	}
	if it.kind == continueItem {
		labelW = lipgloss.Width(label) + 2
	}
	room := width - 2 - labelW
	if room < 12 {
		// Too narrow for descriptions: labels only.
		detail, right = "", ""
	}
	label = truncate(label, labelW-1, t.Glyph.Ellipsis)
	text := fmt.Sprintf("%-*s", labelW, label)
	if right != "" {
		room -= lipgloss.Width(right) + 1
	}
	detail = truncate(detail, max(room, 0), t.Glyph.Ellipsis)
	if right != "" {
		detail = fmt.Sprintf("%-*s", max(room, 0), detail) + " " + right
	}
	if focused {
		return t.Selected.Render(marker+text) + t.Text.Render(detail)
	}
	return marker + t.Text.Render(text) + t.Muted.Render(detail)
}

func (m Model) describeSave(s store.Summary) string {
	var names []string
	for _, seat := range s.Seats {
		names = append(names, m.env.Theme.Plain(seat.Name)) // cleaned by the store
	}
	who := strings.Join(names, ", ")
	if s.SavedAt.IsZero() {
		return who
	}
	dot := " " + m.env.Theme.Glyph.Dot + " "
	return strings.TrimPrefix(who+dot+"saved "+ago(m.now().Sub(s.SavedAt)), dot)
}

// ago says how long ago something happened, roughly.
func ago(d time.Duration) string {
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return fmt.Sprintf("%d min ago", int(d.Minutes()))
	case d < 48*time.Hour:
		return fmt.Sprintf("%d h ago", int(d.Hours()))
	}
	return fmt.Sprintf("%d days ago", int(d.Hours()/24))
}

// truncate cuts s to width cells, ending in ellipsis when cut; linear in s.
func truncate(s string, width int, ellipsis string) string {
	if width <= 0 {
		return ""
	}
	return ansi.Truncate(s, width, ellipsis)
}

// window chooses the menu lines that fit above the footer: all of them,
// centred, when there is room; otherwise the title goes first and then the
// list scrolls so that the focused item stays in view. It returns the lines
// to draw, the screen line of the first one, and the index into lines of
// the first drawn.
func (m Model) window(lines []string, rows []int) (shown []string, top, first int) {
	room := max(m.height-m.footerHeight(), 1)
	if len(lines) <= room {
		return lines, max((room-len(lines))/2, 0), 0
	}
	const header = 3 // title, subtitle, blank line
	body := lines[header:]
	cursor := rows[m.cursor] - header
	first = 0
	if cursor >= room {
		first = cursor - room + 1
	}
	end := min(first+room, len(body))
	return body[first:end], 0, first + header
}

func (m Model) footerHeight() int { return 1 + lipgloss.Height(m.footer()) }

func (m Model) footer() string {
	var parts []string
	if m.notice != "" {
		parts = append(parts, m.env.Theme.Warning.Width(max(m.width-1, 1)).Render(m.notice))
	}
	m.help.ShowAll = m.showHelp
	parts = append(parts, screen.HelpView(m.help, m.keys))
	return strings.Join(parts, "\n")
}

// itemAt finds the item drawn on screen line y.
func (m Model) itemAt(y int) (int, bool) {
	lines, rows := m.lines()
	shown, top, first := m.window(lines, rows)
	line := y - top + first
	if y < top || y-top >= len(shown) {
		return 0, false
	}
	for i, r := range rows {
		if r == line {
			return i, true
		}
	}
	return 0, false
}

// View draws the menu.
func (m Model) View() string {
	lines, rows := m.lines()
	shown, top, _ := m.window(lines, rows)
	body := strings.Repeat("\n", top) + strings.Join(shown, "\n")
	return screen.PinFooter(body, m.footer(), m.height)
}

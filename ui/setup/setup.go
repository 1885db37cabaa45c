// Package setup is the screen where a game's table is laid: how many play,
// each seat's name and whether a person or the computer plays it, and the
// game's own options.
package setup

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/rules"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// MinWidth and MinHeight are the smallest terminal the set-up is drawn in.
const (
	MinWidth  = 50
	MinHeight = 16
)

// maxNameLen bounds seat names so that they fit every game's side panel.
const maxNameLen = 16

// row kinds, in the order they are drawn.
type rowKind int

const (
	countRow rowKind = iota
	seatRow
	optionRow
	startRow
)

type row struct {
	kind  rowKind
	index int // seat or option index
}

// Model is the set-up screen.
type Model struct {
	env   *screen.Env
	game  screen.Entry
	keys  keyMap
	help  help.Model
	names []textinput.Model // one per possible seat (MaxSeats)
	// pristine[i] is true while seat i still has its default name: the
	// first letter typed replaces it rather than adding to it.
	pristine []bool
	players  []int // per seat: 0 = Human, i = Computer at game.Levels[i-1]
	count    int
	options  []int // chosen index per game option
	focus    int   // index into rows()
	err      string
	width    int
	height   int
	seed     uint64
	help2    bool
	// started is set once the game is made: keys typed before the game
	// replaces the set-up (a slow start, a fast typist) must not start it
	// twice.
	started bool
	// forRoom, when set, receives the table laid instead of a game being
	// started (a room on the SSH server: its people join later), and the
	// set-up as laid, to go back to.
	forRoom func(cfg screen.Config, back screen.Screen) screen.Screen
	// replacing is set while the set-up asks whether the new game may
	// replace the game of its kind that is saved; replaceOK once it may.
	replacing, replaceOK bool
	// widest is the width of the longest choice of any option (left).
	widest int
}

type keyMap struct {
	screen.Keys
	Start key.Binding
}

func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Left, k.Start, k.Rules, k.Back}
}

func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Left}, {k.Start, k.Rules, k.Help, k.Back, k.Quit}}
}

// New returns the set-up screen for g.
func New(env *screen.Env, g screen.Entry) Model {
	keys := keyMap{Keys: screen.TypingKeys(), Start: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "next / start"))}
	keys.Up.SetHelp("↑/↓", "move")
	keys.Left.SetHelp("←/→", "change")
	m := Model{env: env, game: g, keys: keys, help: env.Theme.Help(), widest: widestChoice(g)}
	m.count = clamp(g.DefaultSeats, g.MinSeats, g.MaxSeats)
	if g.DefaultSeats == 0 {
		m.count = g.MinSeats
	}
	for i := 0; i < g.MaxSeats; i++ {
		ti := textinput.New()
		ti.Prompt = ""
		ti.CharLimit = maxNameLen
		ti.Width = maxNameLen + 1
		ti.SetValue(seats.DefaultName(i))
		ti.Cursor.SetMode(cursor.CursorStatic)
		screen.StyleInput(env.Theme, &ti)
		m.names = append(m.names, ti)
		m.pristine = append(m.pristine, true)
		player := 0
		// With computer players on offer, seats after the first default to
		// the computer, so that one person can start a game at once.
		if i > 0 && len(g.Levels) > 0 {
			player = min(2, len(g.Levels))
		}
		m.players = append(m.players, player)
	}
	for _, o := range g.Options {
		m.options = append(m.options, clamp(o.Default, 0, len(o.Choices)-1))
	}
	m.seed = env.Seed
	m.recall(env.Setups[g.ID])
	m.focusRow(m.firstRow())
	return m
}

// ForRoom returns the set-up screen laying a table for a room: the same
// form, but Start hands the Config to done instead of starting the game.
// The screen done returns takes the set-up's place; back is the set-up as
// laid, for that screen to return to. Its human seats are for the people who will join
// the room; they play under their own names, so a human seat shows as a
// free seat and only a computer's name can be typed.
func ForRoom(env *screen.Env, g screen.Entry, done func(cfg screen.Config, back screen.Screen) screen.Screen) Model {
	m := New(env, g)
	m.forRoom = done
	return m
}

// recall lays the table as it was last time: seat count, names, who plays
// each seat and the options, wherever they still fit the game.
func (m *Model) recall(last store.Setup) {
	if n := len(last.Seats); n > 0 && m.game.AllowsSeats(n) {
		m.count = n
	}
	for i, s := range last.Seats {
		if i >= len(m.names) {
			break
		}
		if name := m.cleanName(s.Name); name != "" && name != seats.DefaultName(i) {
			m.names[i].SetValue(name)
			m.pristine[i] = false
		}
		m.players[i] = 0
		if !s.IsHuman() {
			for j, l := range m.game.Levels {
				if l == s.Level {
					m.players[i] = j + 1
				}
			}
		}
	}
	for i, o := range m.game.Options {
		if j, ok := o.Index(last.Options[o.Key]); ok && last.Options[o.Key] != "" {
			m.options[i] = j
		}
	}
}

// remember keeps this table for the next set-up of the game.
func (m Model) remember(cfg screen.Config) {
	setups := make(store.Setups, len(m.env.Setups)+1)
	for id, v := range m.env.Setups {
		setups[id] = v
	}
	setups[m.game.ID] = store.Setup{Seats: cfg.Seats, Options: cfg.Options}
	m.env.Setups = setups
	m.env.Store.SaveSetups(setups) // a failure costs only the memory of the table
}

// newSeed picks the seed of a game started without --seed.
func newSeed() uint64 { return rand.Uint64() }

func clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }

func (m Model) firstRow() int {
	if m.game.MinSeats == m.game.MaxSeats {
		return 0 // the first seat (there is no count row)
	}
	return 1
}

// rows lists what can be focused, top to bottom.
func (m Model) rows() []row {
	var rs []row
	if m.game.MinSeats != m.game.MaxSeats {
		rs = append(rs, row{kind: countRow})
	}
	for i := 0; i < m.count; i++ {
		rs = append(rs, row{kind: seatRow, index: i})
	}
	chosen := m.chosen()
	for i, o := range m.game.Options {
		if o.ShownWhen == nil || o.ShownWhen(chosen) {
			rs = append(rs, row{kind: optionRow, index: i})
		}
	}
	return append(rs, row{kind: startRow})
}

// focusRow moves the focus, giving the name field the cursor on seat rows.
func (m *Model) focusRow(i int) {
	rs := m.rows()
	m.focus = clamp(i, 0, len(rs)-1)
	for j := range m.names {
		m.names[j].Blur()
	}
	if r := rs[m.focus]; r.kind == seatRow && m.nameEditable(r.index) {
		m.names[r.index].Focus()
		m.names[r.index].CursorEnd()
	}
}

// nameEditable reports whether seat i's name can be typed: always at one
// keyboard; in a room only a computer's, a person playing under their own
// name.
func (m Model) nameEditable(i int) bool { return m.forRoom == nil || m.players[i] > 0 }

// freeSeat is what a room's human seat shows instead of a name.
const freeSeat = "free seat"

// MinSize is the smallest terminal the screen needs.
func (m Model) MinSize() (int, int) { return MinWidth, MinHeight }

// Init does nothing: the form is ready.
func (m Model) Init() tea.Cmd { return nil }

// Update edits the form and starts the game.
func (m Model) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.Width = msg.Width
		return m, nil
	case tea.MouseMsg:
		if msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft {
			return m.click(msg.X, msg.Y)
		}
		return m, nil
	case tea.KeyMsg:
		if m.started {
			return m, nil
		}
		if m.replacing {
			return m.answerReplace(msg)
		}
		m.err = ""
		switch {
		case key.Matches(msg, m.keys.Back):
			return screen.Close(), nil
		case key.Matches(msg, m.keys.Rules):
			return screen.Open(m, rules.New(m.env, m.game.RulesID(), m.game.Title)), nil
		case key.Matches(msg, m.keys.Help):
			m.help2 = !m.help2
			return m, nil
		case key.Matches(msg, m.keys.Up), msg.String() == "shift+tab":
			m.focusRow(m.focus - 1)
			return m, nil
		case key.Matches(msg, m.keys.Down), msg.String() == "tab":
			m.focusRow(m.focus + 1)
			return m, nil
		case key.Matches(msg, m.keys.Left):
			m.change(-1)
			return m, nil
		case key.Matches(msg, m.keys.Right):
			m.change(1)
			return m, nil
		case key.Matches(msg, m.keys.Start):
			if m.rows()[m.focus].kind == startRow {
				return m.start()
			}
			m.focusRow(m.focus + 1)
			return m, nil
		}
		if r := m.rows()[m.focus]; r.kind == seatRow && m.nameEditable(r.index) {
			if m.pristine[r.index] && msg.Type == tea.KeyRunes {
				m.names[r.index].SetValue("")
			}
			m.pristine[r.index] = false
			msg.Runes = sanitize.Typed(msg.Runes, m.env.Theme.ASCII)
			var cmd tea.Cmd
			m.names[r.index], cmd = m.names[r.index].Update(msg)
			return m, cmd
		}
		if r := m.rows()[m.focus]; r.kind == startRow && msg.String() == " " {
			return m.start()
		}
	}
	return m, nil
}

// change cycles the value on the focused row.
func (m *Model) change(by int) {
	r := m.rows()[m.focus]
	switch r.kind {
	case countRow:
		// Step to the next number of players the game allows.
		for n := m.count + by; n >= m.game.MinSeats && n <= m.game.MaxSeats; n += by {
			if m.game.AllowsSeats(n) {
				m.count = n
				break
			}
		}
		m.focusRow(m.focus)
	case seatRow:
		n := len(m.game.Levels) + 1
		m.players[r.index] = (m.players[r.index] + by + n) % n
		m.focusRow(m.focus) // a room's seat may have become (un)nameable
	case optionRow:
		n := len(m.game.Options[r.index].Choices)
		m.options[r.index] = (m.options[r.index] + by + n) % n
		m.focusRow(m.focus) // the rows shown may have changed
	}
}

// Seats returns the table as chosen so far.
func (m Model) Seats() []seats.Seat {
	out := make([]seats.Seat, m.count)
	for i := range out {
		name := m.cleanName(m.names[i].Value())
		if name == "" {
			name = seats.DefaultName(i)
		}
		out[i] = seats.Seat{Name: name, Kind: seats.Human}
		if p := m.players[i]; p > 0 {
			out[i].Kind = seats.Computer
			out[i].Level = m.game.Levels[p-1]
		}
	}
	return out
}

// cleanName makes a name typed or remembered fit to draw: sanitize.Name,
// and ASCII only when the session draws in ASCII.
func (m Model) cleanName(s string) string {
	if m.env.Theme.ASCII {
		return sanitize.ASCII(sanitize.Name(s))
	}
	return sanitize.Name(s)
}

// chosen is the value chosen for every option, shown or not.
func (m Model) chosen() map[string]string {
	opts := make(map[string]string, len(m.game.Options))
	for i, o := range m.game.Options {
		opts[o.Key] = o.Choices[m.options[i]].Value
	}
	return opts
}

// Config is what the game will be started with.
func (m Model) Config() screen.Config {
	return screen.Config{Seats: m.Seats(), Options: m.chosen(), Seed: m.seed}
}

func (m Model) start() (screen.Screen, tea.Cmd) {
	cfg := m.Config()
	seen := map[string]bool{}
	for i, s := range cfg.Seats {
		if !m.nameEditable(i) {
			continue // named after the person who takes it
		}
		key := strings.ToLower(s.Name)
		if seen[key] {
			m.err = fmt.Sprintf("Two seats are called %q: give each seat its own name.", s.Name)
			return m, nil
		}
		seen[key] = true
	}
	if !m.env.HasSeed {
		cfg.Seed = newSeed()
	}
	if m.forRoom != nil {
		back := m
		m.started = true
		return screen.Replace(m.forRoom(cfg, back)), nil
	}
	if !m.replaceOK && !m.game.AsksBeforeReplacingSave && m.env.Store.HasSave(m.game.ID) {
		m.replacing = true
		return m, nil
	}
	g, err := m.game.New(m.env, cfg)
	if err != nil {
		m.err = "Cannot start: " + err.Error()
		return m, nil
	}
	m.remember(cfg)
	m.started = true
	return screen.Replace(g), nil
}

// replaceQuestion asks before a new game replaces the saved one.
const replaceQuestion = "The saved game of this kind will be replaced. Start anyway? (y/n)"

// answerReplace takes the answer to replaceQuestion: y starts the game,
// n or Esc goes back to the set-up, the saved game kept.
func (m Model) answerReplace(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	switch msg.String() {
	case "y", "Y":
		m.replacing, m.replaceOK = false, true
		return m.start()
	case "n", "N", "esc":
		m.replacing = false
	}
	return m, nil
}

// click focuses the row under the pointer; on a value it also cycles it,
// and a click on Start starts.
func (m Model) click(x, y int) (screen.Screen, tea.Cmd) {
	lines, at := m.lines()
	y -= m.top(len(lines))
	for i, line := range at {
		if line != y {
			continue
		}
		m.focusRow(i)
		switch m.rows()[i].kind {
		case startRow:
			return m.start()
		case countRow, optionRow:
			m.change(1)
		case seatRow:
			if x >= m.left()+valueColumn {
				m.change(1)
			}
		}
		return m, nil
	}
	return m, nil
}

// valueColumn is where the value of a row starts, counted from the left of the form.
const valueColumn = 30

// left is the form's left margin: centred, moved left as far as the
// widest choice of any option needs (a long drill's name), never past
// the edge.
func (m Model) left() int {
	need := valueColumn + 4 + m.widest
	return max(min((m.width-formWidth)/2, m.width-need), 0)
}

// widestChoice is the width of the longest label among g's options'
// choices, so that the form stays put while they are cycled.
func widestChoice(g screen.Entry) int {
	widest := 0
	for _, o := range g.Options {
		for _, c := range o.Choices {
			widest = max(widest, ansi.StringWidth(c.Label))
		}
	}
	return widest
}

// fitChoice cuts a choice's label, with an ellipsis, to the room right of
// the value column where the window is too narrow for it.
func (m Model) fitChoice(v string) string {
	room := max(m.width-m.left()-valueColumn-4, 4)
	return ansi.Truncate(v, room, m.env.Theme.Glyph.Ellipsis)
}

const formWidth = 64

// lines draws the form; at[i] is the line of row i.
func (m Model) lines() ([]string, []int) {
	t := m.env.Theme
	pad := strings.Repeat(" ", m.left())
	var out []string
	rs := m.rows()
	at := make([]int, len(rs))
	out = append(out, pad+t.Title.Render(m.game.Title)+t.Muted.Render("  "+t.Glyph.Dot+"  set the table"), "")
	for i, r := range rs {
		focused := i == m.focus
		if r.kind == optionRow && rs[i-1].kind != optionRow || r.kind == startRow {
			out = append(out, "")
		}
		at[i] = len(out)
		out = append(out, pad+m.renderRow(r, focused))
	}
	return out, at
}

func (m Model) renderRow(r row, focused bool) string {
	t := m.env.Theme
	marker := "  "
	if focused {
		marker = t.Glyph.Cursor + " "
	}
	choice := func(v string) string {
		v = m.fitChoice(v)
		if !focused {
			return t.Text.Render("  " + v)
		}
		return t.Heading.Render(t.Glyph.Left) + " " + t.Selected.Render(v) + " " + t.Heading.Render(t.Glyph.Right)
	}
	label := func(s string) string { return fmt.Sprintf("%-*s", valueColumn-2-maxNameLen-2, s) }
	switch r.kind {
	case countRow:
		return marker + fmt.Sprintf("%-*s", valueColumn-2, "Players") + choice(fmt.Sprint(m.count))
	case seatRow:
		name := screen.InputView(t, m.names[r.index])
		switch {
		case !m.nameEditable(r.index):
			name = t.Muted.Render(fmt.Sprintf("%-*s", maxNameLen+1, freeSeat))
		case !focused:
			name = t.Text.Render(fmt.Sprintf("%-*s", maxNameLen+1, m.names[r.index].Value()))
		case screen.NoColour(t):
			// Drawn plainly, the field keeps the width it has in colour
			// (its letters and the cursor's cell), so the choices beside
			// it stay in their column.
			name = fmt.Sprintf("%-*s", maxNameLen+2, name)
		}
		player := m.playerLabel(r.index)
		if len(m.game.Levels) == 0 {
			player = t.Text.Render("  " + player) // nothing to choose
		} else {
			player = choice(player)
		}
		seat := fmt.Sprintf("Seat %d", r.index+1)
		if r.index < len(m.game.SeatLabels) {
			seat = m.game.SeatLabels[r.index]
		}
		return marker + label(seat) + name + " " + player
	case optionRow:
		o := m.game.Options[r.index]
		value := o.Choices[m.options[r.index]].Label
		if t.ASCII {
			value = screen.ASCIIText(value)
		}
		return marker + fmt.Sprintf("%-*s", valueColumn-2, o.Label) + choice(value)
	case startRow:
		label := "[ Start the game ]"
		if m.forRoom != nil {
			label = "[ Open the room ]"
		}
		if focused {
			return marker + t.Selected.Render(label)
		}
		return marker + t.Text.Render(label)
	}
	return ""
}

func (m Model) playerLabel(i int) string {
	p := m.players[i]
	if p == 0 {
		return "Human"
	}
	if len(m.game.Levels) == 1 {
		return "Computer"
	}
	return "Computer " + m.env.Theme.Glyph.Dot + " " + m.game.Levels[p-1].Title()
}

func (m Model) top(body int) int { return max((m.height-body-3)/2, 0) }

func (m Model) footer() string {
	t := m.env.Theme
	var parts []string
	r := m.rows()[m.focus]
	switch {
	case m.replacing:
		parts = append(parts, t.Warning.Render(replaceQuestion))
	case m.err != "":
		parts = append(parts, t.Error.Render(m.err))
	case r.kind == seatRow:
		g := t.Glyph
		if m.forRoom != nil && !m.nameEditable(r.index) {
			hint := "Someone who joins takes this seat under their own name"
			if len(m.game.Levels) > 0 {
				hint += "; " + g.LeftArr + "/" + g.RightArr + " for a computer"
			}
			parts = append(parts, t.Muted.Render(hint+"."))
			break
		}
		if m.forRoom != nil {
			parts = append(parts, t.Muted.Render("Type to name the computer; "+g.LeftArr+"/"+g.RightArr+" choose a person (who joins) or the computer."))
			break
		}
		parts = append(parts, t.Muted.Render("Type to rename the seat; "+g.LeftArr+"/"+g.RightArr+" choose who plays it."))
	case r.kind == optionRow && m.game.Options[r.index].Help != "":
		hint := m.game.Options[r.index].Help
		if t.ASCII {
			hint = screen.ASCIIText(hint)
		}
		parts = append(parts, t.Muted.Width(max(m.width-1, 1)).Render(hint)) // wrapped, never cut
	default:
		parts = append(parts, "")
	}
	m.help.ShowAll = m.help2
	parts = append(parts, screen.HelpView(m.help, m.keys))
	return strings.Join(parts, "\n")
}

// View draws the form.
func (m Model) View() string {
	lines, _ := m.lines()
	top := m.top(len(lines))
	return screen.PinFooter(strings.Repeat("\n", top)+strings.Join(lines, "\n"), m.footer(), m.height)
}

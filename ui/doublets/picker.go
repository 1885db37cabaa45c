package doublets

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/doublets"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// Picker lists Carroll's doublets of 1879 with the player's bests.
type Picker struct {
	env     *screen.Env
	player  seats.Seat
	puzzles []doublets.Puzzle
	records Records
	cursor  int
	offset  int
	keys    screen.Keys
	help    help.Model
	width   int
	height  int
	err     string
	// room, when set, is the room whose solver chooses here: the choice is
	// sent to it (see puzzleroom.go).
	room *PuzzleRoom
}

// newPicker returns the list.
func newPicker(env *screen.Env, player seats.Seat) *Picker {
	return &Picker{env: env, player: player, puzzles: doublets.Carroll(), records: loadRecords(env.Store),
		keys: screen.NewKeys(), help: env.Theme.Help()}
}

// MinSize is the smallest terminal the list needs.
func (p *Picker) MinSize() (int, int) { return 48, 10 }

// Init does nothing.
func (p *Picker) Init() tea.Cmd { return nil }

func (p *Picker) rows() int { return max(p.height-5, 1) }

// Update moves through the list and opens a puzzle.
func (p *Picker) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		p.width, p.height = msg.Width, msg.Height
		p.help.Width = msg.Width
	case screen.SettingsChangedMsg:
		p.help = p.env.Theme.Help()
		p.help.Width = p.width
		return p, nil
	case screen.ShownMsg:
		if p.room == nil { // a room keeps no records
			p.records = loadRecords(p.env.Store)
		}
	case tea.MouseMsg:
		if msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft {
			if i := p.offset + msg.Y - 2; msg.Y >= 2 && i < len(p.puzzles) && msg.Y-2 < p.rows() {
				p.cursor = i
				return p.open()
			}
		}
		if msg.Button == tea.MouseButtonWheelDown {
			p.move(1)
		}
		if msg.Button == tea.MouseButtonWheelUp {
			p.move(-1)
		}
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, p.keys.Back):
			return screen.Home(), nil // in a room, Home leaves it
		case key.Matches(msg, p.keys.Up):
			p.move(-1)
		case key.Matches(msg, p.keys.Down):
			p.move(1)
		case msg.String() == "pgdown":
			p.move(p.rows())
		case msg.String() == "pgup":
			p.move(-p.rows())
		case key.Matches(msg, p.keys.Select):
			return p.open()
		case key.Matches(msg, p.keys.Rules):
			return screen.Open(p, rules.New(p.env, "doublets", "Doublets")), nil
		}
	}
	return p, nil
}

func (p *Picker) move(by int) {
	p.cursor = max(0, min(len(p.puzzles)-1, p.cursor+by))
	if p.cursor < p.offset {
		p.offset = p.cursor
	}
	if p.cursor >= p.offset+p.rows() {
		p.offset = p.cursor - p.rows() + 1
	}
}

// open starts the puzzle under the cursor; leaving it comes back here.
func (p *Picker) open() (screen.Screen, tea.Cmd) {
	if p.room != nil {
		p.room.send(puzzleAction{Kind: kindBegin, Number: p.cursor + 1})
		return p, nil
	}
	s, err := carrollPuzzle(p.env, p.player, p.cursor)
	if err != nil {
		p.err = err.Error()
		return p, nil
	}
	s.back = screen.Close
	s.next = p.nextAfter(p.cursor)
	return screen.Open(p, guardSaved(p.env, s, screen.Close)), nil
}

// nextAfter makes the puzzle after number i, which also returns here.
func (p *Picker) nextAfter(i int) func() (screen.Screen, error) {
	if i+1 >= len(p.puzzles) {
		return nil
	}
	return func() (screen.Screen, error) {
		s, err := carrollPuzzle(p.env, p.player, i+1)
		if err != nil {
			return nil, err
		}
		p.cursor = i + 1
		s.back = screen.Close
		s.next = p.nextAfter(i + 1)
		return s, nil
	}
}

// View draws the list.
func (p *Picker) View() string {
	t := p.env.Theme
	solved := 0
	for i := range p.puzzles {
		if _, ok := p.records.Bests[fmt.Sprintf("carroll-%d", i+1)]; ok {
			solved++
		}
	}
	var b strings.Builder
	b.WriteString(t.Title.Render("Carroll's doublets of 1879") + t.Muted.Render(fmt.Sprintf("  %s  %d of %d solved", t.Glyph.Dot, solved, len(p.puzzles))) + "\n\n")
	end := min(p.offset+p.rows(), len(p.puzzles))
	for i := p.offset; i < end; i++ {
		pz := p.puzzles[i]
		line := fmt.Sprintf("%2d. %-30s", i+1, pz.Title)
		note := t.Muted.Render("Carroll " + countOf(pz.Links, "link"))
		if best, ok := p.records.Bests[fmt.Sprintf("carroll-%d", i+1)]; ok {
			note = t.Success.Render(fmt.Sprintf("+ best %s, %s", countOf(best.Links, "link"), formatClock(best.Time))) + t.Muted.Render(fmt.Sprintf(" %s Carroll %d", t.Glyph.Dot, pz.Links))
		}
		if i == p.cursor {
			b.WriteString(t.Selected.Render(t.Glyph.Cursor+" "+line) + " " + note + "\n")
		} else {
			b.WriteString("  " + t.Text.Render(line) + " " + note + "\n")
		}
	}
	footer := screen.ShortHelpView(p.help, []key.Binding{p.keys.Up, p.keys.Down, p.keys.Select, p.keys.Rules, p.keys.Back})
	if p.err != "" {
		footer = t.Error.Render(p.err) + "\n" + footer
	}
	return screen.PinFooter(strings.TrimSuffix(b.String(), "\n"), footer, p.height)
}

// Package testgame is a tiny hidden-information game that exercises the app
// shell in tests: set-up, hand-over between people, computer turns, autosave
// after every move, Continue, and leaving with Esc. It is not in the
// catalogue. Each round every seat secretly picks a number from 1 to 5; the
// single highest pick scores a point; the first to 3 points wins.
package testgame

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/handoff"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// ID is the game's id.
const ID = "testgame"

// ThinkDelay is how long a computer seat "thinks"; tests may shorten it.
var ThinkDelay = 10 * time.Millisecond

// Game is the catalogue entry.
func Game() screen.Entry {
	return screen.Entry{
		ID: ID, Title: "Secret Numbers", Summary: "pick in secret, highest single pick scores",
		MinSeats: 2, MaxSeats: 4, DefaultSeats: 2,
		Levels:      []seats.Level{seats.Easy, seats.Hard},
		Options:     []screen.Option{{Key: "target", Label: "Points to win", Choices: screen.Plain("3", "5")}},
		SaveVersion: 1,
		New: func(env *screen.Env, cfg screen.Config) (screen.Screen, error) {
			target := 3
			fmt.Sscan(cfg.Options["target"], &target)
			st := State{Target: target, Scores: make([]int, len(cfg.Seats)), Seed: cfg.Seed}
			return start(env, cfg.Seats, st), nil
		},
		Resume: func(env *screen.Env, saved store.Envelope) (screen.Screen, error) {
			var st State
			if err := json.Unmarshal(saved.State, &st); err != nil {
				return nil, err
			}
			if len(st.Scores) != len(saved.Seats) {
				return nil, fmt.Errorf("the save has %d scores for %d seats", len(st.Scores), len(saved.Seats))
			}
			return start(env, saved.Seats, st), nil
		},
	}
}

// State is everything needed to continue.
type State struct {
	Target int    `json:"target"`
	Scores []int  `json:"scores"`
	Picks  []int  `json:"picks"` // this round's picks so far, in seat order
	Round  int    `json:"round"`
	Last   string `json:"last"`
	Seed   uint64 `json:"seed"`
}

func (s State) turn() int { return len(s.Picks) }

func (s State) winner() int {
	for i, p := range s.Scores {
		if p >= s.Target {
			return i
		}
	}
	return -1
}

// Model is the game screen.
type Model struct {
	env     *screen.Env
	seats   []seats.Seat
	st      State
	handoff *handoff.Model // set while the keyboard is being passed
	confirm screen.Confirm
	saveErr string
	width   int
	height  int
	rng     *rand.Rand
	thinker *screen.Thinker // shared by the copies of the model
}

type computerPickMsg struct{ round, seat, pick int }

func start(env *screen.Env, all []seats.Seat, st State) Model {
	m := Model{env: env, seats: all, st: st, rng: rand.New(rand.NewPCG(st.Seed, uint64(st.Round))), thinker: &screen.Thinker{}}
	m.prepareTurn()
	return m
}

// prepareTurn puts up the hand-over when a person follows a person in a
// game with more than one person.
func (m *Model) prepareTurn() {
	if m.st.winner() >= 0 {
		return
	}
	seat := m.seats[m.st.turn()]
	if seat.IsHuman() && seats.Humans(m.seats) > 1 {
		h := handoff.New(seat.Name)
		h, _ = h.Update(tea.WindowSizeMsg{Width: m.width, Height: m.height})
		m.handoff = &h
	}
}

// MinSize is the smallest terminal the game needs.
func (m Model) MinSize() (int, int) { return 40, 10 }

// Init starts a computer turn if it is one.
func (m Model) Init() tea.Cmd { return m.computerTurn() }

func (m Model) computerTurn() tea.Cmd {
	if m.st.winner() >= 0 || m.seats[m.st.turn()].IsHuman() {
		return nil
	}
	round, seat, pick := m.st.Round, m.st.turn(), 1+m.rng.IntN(5)
	return m.thinker.Start(0, func(ctx context.Context) any {
		select {
		case <-time.After(ThinkDelay):
		case <-ctx.Done():
		}
		return computerPickMsg{round, seat, pick}
	})
}

// Update plays the game.
func (m Model) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		if m.handoff != nil {
			h, _ := m.handoff.Update(msg)
			m.handoff = &h
		}
		return m, nil
	case screen.ThoughtMsg:
		if !m.thinker.Accept(msg) {
			return m, nil // another screen's, or a cancelled search's
		}
		if p := msg.Result.(computerPickMsg); p.round == m.st.Round && p.seat == m.st.turn() {
			return m.pick(p.pick)
		}
		return m, nil
	case tea.KeyMsg:
		if m.confirm.Open() {
			if answered, yes := m.confirm.Answer(msg); answered && yes {
				return screen.Home(), nil
			}
			return m, nil
		}
		switch msg.String() {
		case "esc":
			m.confirm.Ask(screen.LeaveQuestion)
			return m, nil
		case "f1", "r":
			return screen.Open(m, rules.New(m.env, ID, "Secret Numbers")), nil
		}
		if m.handoff != nil {
			h, ready := m.handoff.Update(msg)
			m.handoff = &h
			if ready {
				m.handoff = nil
			}
			return m, nil
		}
		if m.st.winner() < 0 && m.seats[m.st.turn()].IsHuman() && len(msg.Runes) == 1 && msg.Runes[0] >= '1' && msg.Runes[0] <= '5' {
			return m.pick(int(msg.Runes[0] - '0'))
		}
	}
	return m, nil
}

func (m Model) pick(n int) (screen.Screen, tea.Cmd) {
	m.st.Picks = append(m.st.Picks, n)
	if len(m.st.Picks) == len(m.seats) {
		m.score()
	}
	m.save()
	m.prepareTurn()
	return m, m.computerTurn()
}

func (m *Model) score() {
	best, who := 0, -1
	for i, p := range m.st.Picks {
		switch {
		case p > best:
			best, who = p, i
		case p == best:
			who = -1
		}
	}
	var shown []string
	for i, p := range m.st.Picks {
		shown = append(shown, fmt.Sprintf("%s %d", m.seats[i].Name, p))
	}
	m.st.Last = strings.Join(shown, ", ")
	if who >= 0 {
		m.st.Scores[who]++
	}
	m.st.Picks = nil
	m.st.Round++
}

func (m *Model) save() {
	state, _ := json.Marshal(m.st)
	err := m.env.Store.Save(store.Envelope{Game: ID, Version: 1, Seats: m.seats, State: state})
	m.saveErr = ""
	if err != nil {
		m.saveErr = err.Error()
	}
	if m.st.winner() >= 0 {
		m.env.Store.Delete(ID)
	}
}

// State returns the game state (for tests).
func (m Model) State() State { return m.st }

// View draws the hand-over or the table.
func (m Model) View() string {
	t := m.env.Theme
	if m.handoff != nil && !m.confirm.Open() {
		return m.handoff.View(t)
	}
	var b strings.Builder
	b.WriteString(t.Title.Render("Secret Numbers") + fmt.Sprintf("  round %d, first to %d\n\n", m.st.Round+1, m.st.Target))
	for i, s := range m.seats {
		mark := "  "
		if i == m.st.turn() && m.st.winner() < 0 {
			mark = t.Glyph.Turn + " "
		}
		b.WriteString(fmt.Sprintf("%s%-18s %d\n", mark, s.Name, m.st.Scores[i]))
	}
	if m.st.Last != "" {
		b.WriteString("\nLast round: " + m.st.Last + "\n")
	}
	switch w := m.st.winner(); {
	case w >= 0:
		b.WriteString("\n" + t.Success.Render(m.seats[w].Name+" wins!") + "\n")
	case m.seats[m.st.turn()].IsHuman():
		b.WriteString("\n" + m.seats[m.st.turn()].Name + ", pick a number from 1 to 5.\n")
	default:
		b.WriteString("\n" + m.seats[m.st.turn()].Name + " is thinking" + t.Glyph.Ellipsis + "\n")
	}
	if m.saveErr != "" {
		b.WriteString(t.Warning.Render(m.saveErr) + "\n")
	}
	if m.confirm.Open() {
		b.WriteString("\n" + t.Warning.Render(m.confirm.Question) + "\n")
	}
	return b.String()
}

// TwoHumans is a table of two people, Ada and Bob.
func TwoHumans() []seats.Seat {
	return []seats.Seat{{Name: "Ada", Kind: seats.Human}, {Name: "Bob", Kind: seats.Human}}
}

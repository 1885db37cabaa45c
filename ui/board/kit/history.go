package kit

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
)

// History is what the take-back policy needs to know of a game's record:
// events (moves, and whatever else the game records) of which the first
// Played are in effect, the rest taken back and ready to be played again.
type History interface {
	Played() int
	Len() int
	// Mover is the seat that did event i (0-based).
	Mover(i int) int
	// Describe says what event i did, for a message: "11-15".
	Describe(i int) string
}

// Change is a take-back or a replay the policy allows: how many events,
// what they were (in the order played), and the seats whose consent it
// needs first (none against computers).
type Change struct {
	Events  int
	Texts   []string
	Asker   int   // the seat that asks
	Consent []int // the other people, who must agree
}

// The policy's refusals.
var (
	ErrNothingToUndo = errors.New("there is nothing to take back")
	ErrNoMoveOfYours = errors.New("there is no move of yours to take back")
	ErrNothingToRedo = errors.New("there is nothing to play again")
)

// people lists the seats people play.
func people(seats int, human func(seat int) bool) []int {
	var out []int
	for s := range seats {
		if human(s) {
			out = append(out, s)
		}
	}
	return out
}

// others is every person but seat.
func others(all []int, seat int) []int {
	return slices.DeleteFunc(slices.Clone(all), func(s int) bool { return s == seat })
}

// Undo is the take-back the policy allows now. With one person at the
// table it is free and goes back to that person's last event (the
// computers' replies with it); with more, it takes back the last event
// and needs the other people's consent.
func Undo(h History, seats int, human func(seat int) bool) (Change, error) {
	n := h.Played()
	if n == 0 {
		return Change{}, ErrNothingToUndo
	}
	table := people(seats, human)
	if len(table) > 1 {
		mover := h.Mover(n - 1)
		return Change{Events: 1, Texts: []string{h.Describe(n - 1)}, Asker: mover, Consent: others(table, mover)}, nil
	}
	for i := n - 1; i >= 0; i-- {
		if human(h.Mover(i)) {
			c := Change{Events: n - i, Asker: h.Mover(i)}
			for j := i; j < n; j++ {
				c.Texts = append(c.Texts, h.Describe(j))
			}
			return c, nil
		}
	}
	return Change{}, ErrNoMoveOfYours
}

// Redo is the replay the policy allows now: with one person, every event
// taken back up to that person's next turn; with more, the next event,
// with the other people's consent.
func Redo(h History, seats int, human func(seat int) bool) (Change, error) {
	n, total := h.Played(), h.Len()
	if n >= total {
		return Change{}, ErrNothingToRedo
	}
	table := people(seats, human)
	if len(table) > 1 {
		mover := h.Mover(n)
		return Change{Events: 1, Texts: []string{h.Describe(n)}, Asker: mover, Consent: others(table, mover)}, nil
	}
	c := Change{Asker: h.Mover(n)}
	for i := n; i < total; i++ {
		c.Events++
		c.Texts = append(c.Texts, h.Describe(i))
		if i+1 < total && human(h.Mover(i+1)) {
			break
		}
	}
	return c, nil
}

// NeedsConsent reports whether other people must agree first.
func (c Change) NeedsConsent() bool { return len(c.Consent) > 0 }

// What says what the change covers: "11-15", "11-15 and 23-19".
func (c Change) What() string { return JoinAnd(c.Texts) }

// UndoQuestion asks the other people to agree to a take-back: "Ada asks
// to take back 11-15. Bob, do you agree? (y/n)".
func (c Change) UndoQuestion(name func(seat int) string) string {
	return fmt.Sprintf("%s asks to take back %s. %s, do you agree? (y/n)", name(c.Asker), c.What(), c.consenters(name))
}

// RedoQuestion asks the other people to agree to a replay: "Play 11-15
// again for Ada? Bob, do you agree? (y/n)".
func (c Change) RedoQuestion(name func(seat int) string) string {
	return fmt.Sprintf("Play %s again for %s? %s, do you agree? (y/n)", c.What(), name(c.Asker), c.consenters(name))
}

// Refusal is the message when the other people say no.
func (c Change) Refusal(name func(seat int) string) string {
	verb := "does"
	if len(c.Consent) > 1 {
		verb = "do"
	}
	return fmt.Sprintf("%s %s not agree: the move stands.", c.consenters(name), verb)
}

func (c Change) consenters(name func(seat int) string) string {
	names := make([]string, len(c.Consent))
	for i, s := range c.Consent {
		names[i] = name(s)
	}
	return JoinAnd(names)
}

// JoinAnd writes "a", "a and b", "a, b and c".
func JoinAnd(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// Seating is what the take-back flow needs of a screen beside its History:
// the seats, and how to ask the players and tell them.
type Seating struct {
	Seats int
	Human func(seat int) bool
	Name  func(seat int) string
	// Ask puts a yes/no question to the players; then runs with the answer.
	Ask func(question string, then func(yes bool) tea.Cmd)
	// Note shows news on the message line, Fail a refusal.
	Note, Fail func(text string)
}

// TakeBack takes back what Undo allows now: at once with no one to ask,
// else once the other people agree (a refusal is said). back takes n
// events back and goes on (saves, starts the next turn).
func (tb Seating) TakeBack(h History, back func(n int) tea.Cmd) tea.Cmd {
	c, err := Undo(h, tb.Seats, tb.Human)
	if err != nil {
		tb.Fail(Sentence(err))
		return nil
	}
	return tb.agree(c, c.UndoQuestion(tb.Name), "Took back "+c.What()+".", c.Refusal(tb.Name), back)
}

// PlayAgain plays again what Redo allows now, at once or once the other
// people agree. again plays n events taken back and goes on.
func (tb Seating) PlayAgain(h History, again func(n int) tea.Cmd) tea.Cmd {
	c, err := Redo(h, tb.Seats, tb.Human)
	if err != nil {
		tb.Fail(Sentence(err))
		return nil
	}
	return tb.agree(c, c.RedoQuestion(tb.Name), "Played "+c.What()+" again.", "", again)
}

// agree does change c (do, given its events) once the people it needs
// agree to question, saying done; a refusal is said when refused is set.
func (tb Seating) agree(c Change, question, done, refused string, do func(n int) tea.Cmd) tea.Cmd {
	run := func() tea.Cmd {
		tb.Note(done)
		return do(c.Events)
	}
	if !c.NeedsConsent() {
		return run()
	}
	tb.Ask(question, func(yes bool) tea.Cmd {
		if !yes {
			if refused != "" {
				tb.Note(refused)
			}
			return nil
		}
		return run()
	})
	return nil
}

package kit

import (
	"errors"
	"fmt"
	"slices"

	tea "github.com/charmbracelet/bubbletea"
)

// In a room, taking moves back, playing them again and offering a draw
// need the other people's consent, and they sit at other terminals: the
// person's proposal goes through the room's log, every copy holds it open
// alike, each of the other people answers at his own terminal (another
// action through the log), and when all have agreed every copy does it,
// from the same record. A draw offered to a computer is weighed, after the
// people, by the room's own copy, which plays the computer seats and sends
// their answer. While a proposal is open no one moves.

// Proposal is one proposal open in a room.
type Proposal struct {
	// What is the game's name for what is proposed ("undo", "draw").
	What string
	// By is the seat of the person who proposes.
	By int
	// Need are the seats whose answers it needs: the other people, then
	// the computers that weigh it.
	Need   []int
	Agreed []int
}

// Waiting are the answers still to come.
func (p *Proposal) Waiting() []int {
	var out []int
	for _, s := range p.Need {
		if !slices.Contains(p.Agreed, s) {
			out = append(out, s)
		}
	}
	return out
}

// ProposalHost is what proposals need of a board screen.
type ProposalHost struct {
	Human func(seat int) bool
	// Name names a seat in news ("Ada (Black)"); Person, when set, names
	// the person a question is put to ("Ada").
	Name, Person func(seat int) string
	// Here reports whether this copy plays seat (screen.Link.Plays).
	Here func(seat int) bool
	// Ask puts a yes/no question in the footer; Note says news there, and
	// Fail why a key did nothing.
	Ask  func(question string, then func(yes bool) tea.Cmd)
	Note func(text string)
	Fail func(text string)
	// Dismiss closes the question this copy asked, when the proposal
	// closes without its answer.
	Dismiss func()
	// Describe says what proposal what by seat would do ("take back
	// 11-15"), or why it cannot be made now.
	Describe func(what string, by int) (string, error)
	// Answer sends seat's answer to the room.
	Answer func(seat int, yes bool)
	// Weigh has the room's copy work out computer seat's answer to p and
	// send it (by Answer) when it has it.
	Weigh func(p Proposal, seat int) tea.Cmd
	// Do does what every one agreed to, in every copy alike.
	Do func(p Proposal) tea.Cmd
	// Resume goes on with the game after a refusal (a computer's turn
	// that waited for the proposal).
	Resume func() tea.Cmd
	// Ellipsis ends a line saying that something is under way.
	Ellipsis string
}

// Proposals holds a room's open proposal, if any.
type Proposals struct {
	open *Proposal
	h    ProposalHost
}

// NewProposals returns proposals for a screen described by h.
func NewProposals(h ProposalHost) Proposals { return Proposals{h: h} }

// Open is the proposal open, or nil.
func (ps *Proposals) Open() *Proposal { return ps.open }

// Busy reports whether a proposal is open: no one moves meanwhile.
func (ps *Proposals) Busy() bool { return ps.open != nil }

// Close closes the proposal open, if any, and the question it asked (the
// game ended meanwhile).
func (ps *Proposals) Close() {
	if ps.open != nil {
		ps.open = nil
		ps.h.Dismiss()
	}
}

// Propose checks a proposal of this copy's person at seat by (the room's
// u, U or d) and, when it can be made now, sends it with send. able is
// false when no person of this copy is at the table or the game is over:
// nothing happens. ownTurn is whether by is to move: a draw is offered on
// one's own turn. Why a proposal cannot be made is said by the host's Fail.
func (ps *Proposals) Propose(what string, by int, able, ownTurn bool, send func() tea.Cmd) tea.Cmd {
	if p := ps.open; p != nil {
		ps.h.Fail("Wait for the answer to " + ps.h.Name(p.By) + "'s proposal.")
		return nil
	}
	if !able {
		return nil
	}
	if what == ProposeDraw && !ownTurn {
		ps.h.Fail("Offer a draw on your own turn.")
		return nil
	}
	if _, err := ps.h.Describe(what, by); err != nil {
		ps.h.Fail(Sentence(err))
		return nil
	}
	return send()
}

// Opened does a proposal the room accepted, in every copy alike: what by
// the person at seat by, to be weighed after the people by judges (the
// computer seats concerned, for a draw). A proposal the game cannot make
// now, or made while another is open, is ignored.
func (ps *Proposals) Opened(what string, by int, seats int, judges ...int) tea.Cmd {
	if ps.open != nil || !ps.h.Human(by) {
		return nil
	}
	if _, err := ps.h.Describe(what, by); err != nil {
		return nil
	}
	p := &Proposal{What: what, By: by}
	for s := range seats {
		if s != by && ps.h.Human(s) {
			p.Need = append(p.Need, s)
		}
	}
	for _, s := range judges {
		if !ps.h.Human(s) && !slices.Contains(p.Need, s) {
			p.Need = append(p.Need, s)
		}
	}
	ps.open = p
	return ps.next()
}

// Answered does an answer the room accepted, in every copy alike: a no
// closes the proposal, a yes counts. An answer not awaited is ignored;
// so is a computer's before every person has answered.
func (ps *Proposals) Answered(seat int, yes bool) tea.Cmd {
	p := ps.open
	if p == nil || !slices.Contains(p.Waiting(), seat) {
		return nil
	}
	if !ps.h.Human(seat) && len(ps.waitingPeople()) > 0 {
		return nil
	}
	if !yes {
		ps.open = nil
		ps.h.Dismiss()
		if ps.h.Human(seat) {
			ps.h.Note(ps.h.Name(seat) + " says no to " + ps.h.Name(p.By) + "'s proposal; play on.")
		} else {
			text, _ := ps.h.Describe(p.What, p.By)
			ps.h.Note(ps.h.Name(seat) + " declines to " + text + ".")
		}
		return ps.h.Resume()
	}
	p.Agreed = append(p.Agreed, seat)
	return ps.next()
}

// person names the person at seat in a question put to him.
func (ps *Proposals) person(seat int) string {
	if ps.h.Person != nil {
		return ps.h.Person(seat)
	}
	return ps.h.Name(seat)
}

// waitingPeople are the people whose answers are still to come.
func (ps *Proposals) waitingPeople() []int {
	var out []int
	for _, s := range ps.open.Waiting() {
		if ps.h.Human(s) {
			out = append(out, s)
		}
	}
	return out
}

// next asks this copy's people who are still to answer, has the room's
// copy weigh the proposal for a computer, or, with every answer in, does
// what was proposed.
func (ps *Proposals) next() tea.Cmd {
	p := ps.open
	waiting := p.Waiting()
	if len(waiting) == 0 {
		ps.open = nil
		ps.h.Dismiss()
		return ps.h.Do(*p)
	}
	text, _ := ps.h.Describe(p.What, p.By)
	if people := ps.waitingPeople(); len(people) > 0 {
		var here []int
		var names []string
		for _, s := range people {
			if ps.h.Here(s) {
				here = append(here, s)
				names = append(names, ps.person(s))
			}
		}
		if len(here) == 0 {
			ps.h.Note(fmt.Sprintf("%s proposes to %s; waiting for the answer%s.", ps.h.Name(p.By), text, pluralS(len(people))))
			return nil
		}
		ps.h.Dismiss()
		ps.h.Ask(fmt.Sprintf("%s proposes to %s. %s, do you agree? (y/n)", ps.h.Name(p.By), text, JoinAnd(names)), func(yes bool) tea.Cmd {
			for _, s := range here {
				ps.h.Answer(s, yes)
			}
			return nil
		})
		return nil
	}
	judge := waiting[0]
	if !ps.h.Here(judge) {
		ps.h.Note(ps.h.Name(judge) + " considers the proposal" + ps.h.Ellipsis)
		return nil
	}
	return ps.h.Weigh(*p, judge)
}

func pluralS(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// The take-back, replay and draw a person may propose in a room (a game
// may name other proposals of its own).
const (
	ProposeUndo = "undo"
	ProposeRedo = "redo"
	ProposeDraw = "draw"
)

// OpenedTwoSeats is Opened for a game of two seats: a draw offered to a
// computer is weighed by it.
func (ps *Proposals) OpenedTwoSeats(what string, by int) tea.Cmd {
	if what == ProposeDraw {
		return ps.Opened(what, by, 2, 1-by)
	}
	return ps.Opened(what, by, 2)
}

// DescribeTwoSeats says what the standard proposals of a game of two seats
// would do (a host's Describe): take back or play again a step of h as
// the policy allows it now (Undo, Redo), or draw the game when ownTurn.
// It says why not when the game is over or the step cannot be taken.
func (ps *Proposals) DescribeTwoSeats(what string, h History, over, ownTurn bool) (string, error) {
	if over {
		return "", errors.New("the game is over")
	}
	switch what {
	case ProposeUndo, ProposeRedo:
		st, err := ProposedStep(what, h, 2, ps.h.Human)
		if err != nil {
			return "", err
		}
		return st.Proposal(), nil
	case ProposeDraw:
		if !ownTurn {
			return "", errors.New("a draw is offered on one's own turn")
		}
		return "draw the game", nil
	}
	return "", errors.New("nothing to propose")
}

// AgreedStep is the take-back or replay p agreed to, in a game of two
// seats: how far it moves the events in effect (Step.Moves) and what it
// says it did ("Agreed: Took back 11-15."). The error is the policy's when
// the step can no longer be taken.
func (ps *Proposals) AgreedStep(p Proposal, h History) (moves int, note string, err error) {
	st, err := ProposedStep(p.What, h, 2, ps.h.Human)
	if err != nil {
		return 0, "", err
	}
	return st.Moves(), p.Report(st.Done()), nil
}

// Step is the take-back or replay a room's proposal asks for, as the
// policy allows it now (Undo, Redo).
type Step struct {
	Change
	Back bool // a take-back, not a replay
}

// ProposedStep is the step proposal what (ProposeUndo or ProposeRedo)
// asks for in h now.
func ProposedStep(what string, h History, seats int, human func(seat int) bool) (Step, error) {
	switch what {
	case ProposeUndo:
		c, err := Undo(h, seats, human)
		return Step{c, true}, err
	case ProposeRedo:
		c, err := Redo(h, seats, human)
		return Step{c, false}, err
	}
	return Step{}, fmt.Errorf("%q is neither a take-back nor a replay", what)
}

// Proposal says what the step does, for the question: "take back 11-15".
func (s Step) Proposal() string {
	if s.Back {
		return "take back " + s.What()
	}
	return "play " + s.What() + " again"
}

// Done says what the step did: "Took back 11-15."
func (s Step) Done() string {
	if s.Back {
		return "Took back " + s.What() + "."
	}
	return "Played " + s.What() + " again."
}

// Moves is how far the step moves the events in effect: back for a
// take-back.
func (s Step) Moves() int {
	if s.Back {
		return -s.Events
	}
	return s.Events
}

// Report is what a proposal done says: done, and that the others agreed
// when it needed their answers.
func (p Proposal) Report(done string) string {
	if len(p.Need) > 0 {
		return "Agreed: " + done
	}
	return done
}

// DismissRoomQuestion closes a question this copy asked about a proposal
// that is closed now (a ProposalHost's Dismiss).
func (b *BoardScreen) DismissRoomQuestion() {
	if b.Answers.Pending() && b.InRoom() {
		b.Answers.Dismiss(&b.Footer)
	}
}

package kit

import (
	"errors"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// proposalTable is a room of three seats seen from one copy: seat 0 and
// 1 people (this copy plays seat 1), seat 2 the room's computer.
type proposalTable struct {
	asked, noted []string
	answers      []int
	answer       func(yes bool) tea.Cmd
	done         []Proposal
	weighed      int
	ps           Proposals
}

func newProposalTable(here ...int) *proposalTable {
	tb := &proposalTable{}
	names := []string{"Ada", "Bob", "Deep"}
	tb.ps = NewProposals(ProposalHost{
		Human: func(s int) bool { return s < 2 },
		Name:  func(s int) string { return names[s] },
		Here: func(s int) bool {
			for _, h := range here {
				if h == s {
					return true
				}
			}
			return false
		},
		Ask:     func(q string, then func(bool) tea.Cmd) { tb.asked = append(tb.asked, q); tb.answer = then },
		Note:    func(text string) { tb.noted = append(tb.noted, text) },
		Dismiss: func() {},
		Describe: func(what string, by int) (string, error) {
			if what == "nothing" {
				return "", errors.New("nothing to do")
			}
			return "do " + what, nil
		},
		Answer: func(s int, yes bool) { tb.answers = append(tb.answers, s) },
		Weigh:  func(Proposal, int) tea.Cmd { tb.weighed++; return nil },
		Do:     func(p Proposal) tea.Cmd { tb.done = append(tb.done, p); return nil },
		Resume: func() tea.Cmd { return nil },
	})
	return tb
}

// TestAProposalWaitsForThePeopleThenTheComputer: the other person is
// asked at his own copy, the computer weighs after him, and the proposal
// is done only with every answer in; a no closes it; a computer's answer
// before the person's, an answer not awaited and a proposal the game
// cannot make are ignored.
func TestAProposalWaitsForThePeopleThenTheComputer(t *testing.T) {
	tb := newProposalTable(1, 2)
	tb.ps.Opened("nothing", 0, 3)
	if tb.ps.Busy() {
		t.Fatal("a proposal the game cannot make was opened")
	}
	tb.ps.Opened("draw", 0, 3, 2)
	if len(tb.asked) != 1 || !strings.Contains(tb.asked[0], "Ada proposes to do draw. Bob, do you agree?") {
		t.Fatalf("asked %q", tb.asked)
	}
	tb.ps.Answered(2, true) // the computer before the person: ignored
	tb.ps.Answered(0, true) // the proposer: not awaited
	if got := tb.ps.Open().Agreed; len(got) != 0 {
		t.Fatalf("agreed %v before Bob answered", got)
	}
	tb.answer(true)
	if len(tb.answers) != 1 || tb.answers[0] != 1 {
		t.Fatalf("Bob's yes sent for seats %v", tb.answers)
	}
	tb.ps.Answered(1, true)
	if tb.weighed != 1 || len(tb.done) != 0 {
		t.Fatalf("after Bob: weighed %d, done %v", tb.weighed, tb.done)
	}
	tb.ps.Answered(2, true)
	if len(tb.done) != 1 || tb.done[0].What != "draw" || tb.ps.Busy() {
		t.Fatalf("done %v, open %v", tb.done, tb.ps.Open())
	}

	tb.ps.Opened("undo", 0, 3)
	tb.ps.Answered(1, false)
	if tb.ps.Busy() || len(tb.done) != 1 || !strings.Contains(tb.noted[len(tb.noted)-1], "Bob says no to Ada's proposal") {
		t.Fatalf("after no: open %v, done %v, noted %q", tb.ps.Open(), tb.done, tb.noted)
	}
}

// TestAProposalNoOneElseNeedsIsDoneAtOnce: against the computer alone a
// take-back needs no answer.
func TestAProposalNoOneElseNeedsIsDoneAtOnce(t *testing.T) {
	tb := newProposalTable(0)
	tb.ps.Opened("undo", 0, 1) // a table of one person
	if len(tb.done) != 1 || tb.ps.Busy() || len(tb.asked) != 0 {
		t.Fatalf("done %v, asked %q", tb.done, tb.asked)
	}
}

// twoSeatTable is a game of two seats, both people, seen from seat 0's
// copy, for the shared gate and the standard proposals.
type twoSeatTable struct {
	failed, asked []string
	sent          int
	log           log
	over          bool
	ps            Proposals
}

func newTwoSeatTable() *twoSeatTable {
	tb := &twoSeatTable{log: log{movers: []int{0, 1, 0}, played: 3}}
	names := []string{"Ada", "Bob"}
	tb.ps = NewProposals(ProposalHost{
		Human: func(int) bool { return true },
		Name:  func(s int) string { return names[s] },
		Here:  func(s int) bool { return s == 0 },
		Ask:   func(q string, then func(bool) tea.Cmd) { tb.asked = append(tb.asked, q) },
		Note:  func(string) {},
		Fail:  func(text string) { tb.failed = append(tb.failed, text) },
		Describe: func(what string, by int) (string, error) {
			return tb.ps.DescribeTwoSeats(what, tb.log, tb.over, by == tb.log.played%2)
		},
		Dismiss: func() {},
		Answer:  func(int, bool) {},
		Weigh:   func(Proposal, int) tea.Cmd { return nil },
		Do:      func(Proposal) tea.Cmd { return nil },
		Resume:  func() tea.Cmd { return nil },
	})
	return tb
}

func (tb *twoSeatTable) send() tea.Cmd { tb.sent++; return nil }

// TestProposeSendsOnlyWhatCanBeProposedNow: a proposal waits for the one
// open, needs a person at the table, a draw one's own turn, and a step
// the policy allows; each refusal says why, and only a lawful one is sent.
func TestProposeSendsOnlyWhatCanBeProposedNow(t *testing.T) {
	tb := newTwoSeatTable() // three moves played: Bob (seat 1) is to move
	tb.ps.Propose(ProposeDraw, 0, true, false, tb.send)
	tb.ps.Propose(ProposeUndo, 0, false, true, tb.send) // no person of this copy at the table
	if tb.sent != 0 || len(tb.failed) != 1 || tb.failed[0] != "Offer a draw on your own turn." {
		t.Fatalf("sent %d, failed %q", tb.sent, tb.failed)
	}
	tb.ps.Propose(ProposeUndo, 0, true, false, tb.send)
	if tb.sent != 1 {
		t.Fatalf("a take-back was not sent (failed %q)", tb.failed)
	}
	tb.ps.Opened(ProposeUndo, 0, 2)
	tb.ps.Propose(ProposeRedo, 0, true, false, tb.send)
	if tb.sent != 1 || tb.failed[len(tb.failed)-1] != "Wait for the answer to Ada's proposal." {
		t.Fatalf("sent %d while a proposal was open; failed %q", tb.sent, tb.failed)
	}
	tb.ps.Close()
	tb.ps.Propose(ProposeRedo, 0, true, false, tb.send) // nothing taken back
	if tb.sent != 1 || len(tb.failed) != 3 || tb.failed[2] != Sentence(ErrNothingToRedo) {
		t.Errorf("sent %d; failed %q", tb.sent, tb.failed)
	}
}

// TestTheTwoSeatProposalsSayWhatTheyDo: a take-back names the move, a
// draw is offered on one's own turn, nothing is proposed once the game is
// over, and the agreed step moves the record and reports the agreement.
func TestTheTwoSeatProposalsSayWhatTheyDo(t *testing.T) {
	tb := newTwoSeatTable()
	if text, err := tb.ps.DescribeTwoSeats(ProposeUndo, tb.log, false, false); err != nil || text != "take back c" {
		t.Errorf("undo: %q, %v", text, err)
	}
	if _, err := tb.ps.DescribeTwoSeats(ProposeDraw, tb.log, false, false); err == nil {
		t.Error("a draw was offered out of turn")
	}
	if text, err := tb.ps.DescribeTwoSeats(ProposeDraw, tb.log, false, true); err != nil || text != "draw the game" {
		t.Errorf("draw: %q, %v", text, err)
	}
	if _, err := tb.ps.DescribeTwoSeats(ProposeUndo, tb.log, true, true); err == nil {
		t.Error("a take-back was proposed after the end")
	}
	moves, note, err := tb.ps.AgreedStep(Proposal{What: ProposeUndo, By: 0, Need: []int{1}}, tb.log)
	if err != nil || moves != -1 || note != "Agreed: Took back c." {
		t.Errorf("agreed undo: %d, %q, %v", moves, note, err)
	}
}

// TestADrawOfferedToTheComputerIsWeighedByIt: with two seats, a draw
// offer needs the computer's answer; a take-back against it needs none.
func TestADrawOfferedToTheComputerIsWeighedByIt(t *testing.T) {
	tb := newProposalTable(0, 1) // this copy is the room's: it plays the computer
	human := func(s int) bool { return s == 0 }
	tb.ps.h.Human = human
	tb.ps.OpenedTwoSeats(ProposeDraw, 0)
	if p := tb.ps.Open(); p == nil || len(p.Need) != 1 || p.Need[0] != 1 || tb.weighed != 1 {
		t.Fatalf("draw offer: open %+v, weighed %d", p, tb.weighed)
	}
	tb.ps.Close()
	tb.ps.OpenedTwoSeats(ProposeUndo, 0)
	if len(tb.done) != 1 || len(tb.done[0].Need) != 0 {
		t.Errorf("take-back against the computer: done %+v", tb.done)
	}
}

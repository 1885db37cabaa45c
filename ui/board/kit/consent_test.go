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

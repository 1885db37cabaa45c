package doublets

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/stopwatch"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

var (
	bob      = seats.Seat{Name: "Bob", Kind: seats.Human}
	computer = seats.Seat{Name: "Computer", Kind: seats.Computer, Level: seats.Expert}
)

func startGame(t *testing.T, env *screen.Env, table []seats.Seat, options map[string]string) *uitest.Harness {
	t.Helper()
	if options == nil {
		options = map[string]string{"doublets": "1", "length": "3", "difficulty": "Easy (2-3 links)", "limit": "none"}
	}
	s, err := newGame(env, screen.Config{Seats: table, Seed: 11, Options: options})
	if err != nil {
		t.Fatal(err)
	}
	return uitest.NewScreen(t, s, 80, 24)
}

func game(h *uitest.Harness) *Game { return h.Screen().(*Game) }

// closePads puts away every extra-chains pad open, through its hand-over.
func closePads(t *testing.T, h *uitest.Harness) {
	t.Helper()
	for i := 0; game(h).table.Phase() == doublets.Padding; i++ {
		if i > 8 {
			t.Fatal("the pads do not close")
		}
		if game(h).handoff != nil {
			h.Key("enter")
		}
		h.Key("ctrl+g")
	}
}

// solve types a shortest chain for the doublet in play.
func solve(t *testing.T, h *uitest.Harness) {
	t.Helper()
	sol, err := doublets.Solve(dict.Default(), game(h).table.Doublet(), dict.Common, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range sol.Chain[1 : len(sol.Chain)-1] {
		h.Type(w)
		h.Key("enter")
	}
}

func TestGameHandOverStandsBetweenTwoPeople(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil)
	h.MustSee("A doublet of 3 letters is drawn")
	h.MustNotSee(strings.ToUpper(game(h).table.Doublet().From()) + " ")
	h.Key("enter")
	if got := strings.Join(strings.Fields(h.View()), " "); got != "Pass the keyboard to Ada — press Enter when Ada is ready" {
		t.Fatalf("before Ada writes, the screen shows %q", got)
	}
	h.Key("enter")
	h.MustSee("Ada writes")
	first := game(h).table.Doublet().From()
	link := dict.Default().Neighbours(first)[0]
	h.Type(link)
	h.Key("enter")
	h.Key("ctrl+g", "y") // Ada abandons after one link
	view := h.View()
	if got := strings.Join(strings.Fields(view), " "); got != "Pass the keyboard to Bob — press Enter when Bob is ready" {
		t.Fatalf("between Ada and Bob the screen shows %q", got)
	}
	if strings.Contains(strings.ToLower(view), link) {
		t.Fatal("the hand-over shows Ada's chain")
	}
	h.Key("enter")
	h.MustSee("Bob writes")
	h.MustNotSee(strings.ToUpper(link) + " ") // Ada's chain is private
	solve(t, h)
	// Two players, one abandons: the other wins 2 for speed and 4 for brevity.
	h.MustSee("brevity 4")
	h.MustSee("abandoned")
	h.Key("enter")
	h.MustSee("Bob wins with 6 marks")
	h.MustSee("scoring paper")
}

func TestGameComputerSeatNeedsNoHandOver(t *testing.T) {
	env := testEnv(t)
	h := startGame(t, env, []seats.Seat{ada, computer}, nil)
	h.Key("enter")
	h.MustSee("Ada writes")
	solve(t, h)
	closePads(t, h)
	g := game(h)
	if g.table.Phase() != doublets.Revealing {
		t.Fatalf("phase %q after both wrote", g.table.Phase())
	}
	if g.table.Hand(1).Status != doublets.Solved {
		t.Fatalf("the Expert computer did not solve an easy doublet: %+v", g.table.Hand(1))
	}
	h.MustSee("Computer")
}

func TestGameThreePlayersRoundGameToTheEnd(t *testing.T) {
	env := testEnv(t)
	h := startGame(t, env, []seats.Seat{ada, computer, {Name: "Easy", Kind: seats.Computer, Level: seats.Easy}},
		map[string]string{"doublets": "3", "length": "4", "difficulty": "Easy (2-3 links)", "limit": "none"})
	for round := 0; round < 6 && game(h).table.Phase() != doublets.Finished; round++ {
		h.Key("enter") // the doublet is shown
		solve(t, h)
		closePads(t, h)
		if game(h).table.Phase() != doublets.Revealing {
			t.Fatalf("phase %q after all wrote", game(h).table.Phase())
		}
		h.Key("enter")
	}
	g := game(h)
	if g.table.Phase() != doublets.Finished || g.table.Match().Paper().Counted() != 3 {
		t.Fatalf("phase %q after %d doublets", g.table.Phase(), g.table.Match().Paper().Counted())
	}
	h.MustSee("Player")
	h.MustSee("total")
	if _, err := env.Store.Load(GameID, gameVersion); err == nil {
		t.Fatal("the save of a finished game was kept")
	}
}

func TestGameResumesMidChain(t *testing.T) {
	env := testEnv(t)
	h := startGame(t, env, []seats.Seat{ada, computer}, nil)
	h.Key("enter")
	first := game(h).table.Doublet().From()
	link := dict.Default().Neighbours(first)[0]
	h.Type(link)
	h.Key("enter")
	saved, err := env.Store.Load(GameID, gameVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumeGame(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	h2 := uitest.NewScreen(t, s, 80, 24)
	h2.MustSee("Ada writes")
	if got := game(h2).drafts[0].Ladder.Chain; len(got) != 2 || got[1] != link {
		t.Fatalf("resumed chain %v", got)
	}
}

func TestGameTimeLimitAbandons(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, computer},
		map[string]string{"doublets": "1", "length": "3", "difficulty": "Easy (2-3 links)", "limit": "2 min"})
	h.Key("enter")
	g := game(h)
	g.drafts[0].Time = 2 * 60e9
	h.Send(stopwatch.TickMsg{ID: g.clock.ID()})
	if g := game(h); g.table.Hand(0).Status != doublets.Abandoned {
		t.Fatalf("after the time limit Ada's status is %v", g.table.Hand(0).Status)
	}
}

// TestGameWritersClockRunsWhileTheRulesAreOpen (issue 41, 9): F1 gives no
// time off the clock to a writer who has seen the doublet.
func TestGameWritersClockRunsWhileTheRulesAreOpen(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, computer}, nil)
	h.Key("enter")
	h.MustSee("Ada writes")
	g := game(h)
	_, cmd := g.Update(uitest.Key("f1"))
	if cmd != nil {
		if _, ok := cmd().(stopwatch.StartStopMsg); ok {
			t.Fatal("opening the rules stops the writer's clock")
		}
	}
}

// TestGameTimeAwayCountsOnTheWritersClock (issue 41, 9): a game left
// while a person writes goes on with the time away on his clock.
func TestGameTimeAwayCountsOnTheWritersClock(t *testing.T) {
	env := testEnv(t)
	h := startGame(t, env, []seats.Seat{ada, computer}, nil)
	h.Key("enter")
	h.Type(dict.Default().Neighbours(game(h).table.Doublet().From())[0])
	h.Key("enter") // saved, with Ada's clock running
	saved, err := env.Store.Load(GameID, gameVersion)
	if err != nil {
		t.Fatal(err)
	}
	var s savedGame
	if err := json.Unmarshal(saved.State, &s); err != nil {
		t.Fatal(err)
	}
	if s.Away == nil || s.Away.Seat != 0 {
		t.Fatalf("the save does not say Ada's clock ran: %+v", s.Away)
	}
	s.Away.Since = s.Away.Since.Add(-10 * time.Minute) // ten minutes away
	saved.State, _ = json.Marshal(s)
	resumed, err := resumeGame(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	if got := resumed.(*Game).drafts[0].Time; got < 10*time.Minute || got > 11*time.Minute {
		t.Fatalf("Ada's clock after ten minutes away shows %v", got)
	}
	s.Away.Seat = 5
	saved.State, _ = json.Marshal(s)
	if _, err := resumeGame(env, saved); err == nil {
		t.Fatal("a save naming a seat that writes no chain was resumed")
	}
}

// TestGameNextWriterDoesNotSeeWhatBecameOfTheChainBefore (issue 41, 9).
func TestGameNextWriterDoesNotSeeWhatBecameOfTheChainBefore(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil)
	h.Key("enter", "enter")
	h.MustSee("Ada writes")
	h.Key("ctrl+g", "y") // Ada abandons
	h.Key("enter")
	h.MustSee("Bob writes")
	h.MustNotSee("abandoned")
}

package mischmasch

import (
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/stopwatch"

	"parlour/games/mischmasch"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func TestInvalidNucleusIsRefusedWithItsReasonAndKept(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, easy}, nil)
	h.Type("g-p")
	h.Key("enter")
	h.MustSee("g-p: a nucleus is letters only")
	g := game(h)
	if g.desk == nil || g.desk.input.Value() != "g-p" || g.desk.turn.Task != mischmasch.TaskSet {
		t.Fatal("the refused nucleus was not kept for mending")
	}
	h.Key("left", "backspace")
	h.MustNotSee("letters only") // the message goes once the player mends it
	h.Key("enter")
	if turn := deskTurn(t, h); turn.Task != mischmasch.TaskDeclare {
		t.Fatalf("gp was not set: the desk is %+v", turn)
	}
	if n := game(h).st.Game.Attempt(mischmasch.SideB).Nucleus; n != "gp" {
		t.Fatalf("Lovelace has the nucleus %q", n)
	}
}

func TestTypingROnADeskTypesIt(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, easy}, nil)
	h.Type("rr")
	if got := game(h).desk.input.Value(); got != "rr" {
		t.Fatalf("typed %q", got)
	}
}

// resignedGame is a game for Ada and Bob in which Bob resigned GP in the
// first move and Ada was not ready on EMO: Ada now sets Bob a new nucleus.
func resignedGame(t *testing.T) gameState {
	t.Helper()
	s, err := mischmasch.New(nil, mischmasch.DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range []func(mischmasch.State) (mischmasch.State, error){
		func(s mischmasch.State) (mischmasch.State, error) { return s.SetNucleus(mischmasch.SideA, "gp") },
		func(s mischmasch.State) (mischmasch.State, error) { return s.SetNucleus(mischmasch.SideB, "emo") },
		func(s mischmasch.State) (mischmasch.State, error) {
			return s.Declare(mischmasch.SideB, mischmasch.Resign, time.Second)
		},
		func(s mischmasch.State) (mischmasch.State, error) {
			return s.Declare(mischmasch.SideA, mischmasch.NotReady, time.Second)
		},
	} {
		if s, err = step(s); err != nil {
			t.Fatal(err)
		}
	}
	return gameState{Game: s, Seed: 1, Used: make([]time.Duration, 2)}
}

// rightWord is a lawful word for the nucleus of the desk on screen.
func rightWord(t *testing.T, h *uitest.Harness) string {
	t.Helper()
	g := game(h)
	w := mischmasch.Examples(g.dict, g.nucleus(deskTurn(t, h)), 1)
	if len(w) == 0 {
		t.Fatal("no word holds the nucleus on the desk")
	}
	return w[0]
}

func TestResignedNucleusIsRefused(t *testing.T) {
	h := open(t, newScreen(testEnv(t), []seats.Seat{ada, bob}, resignedGame(t)))
	mustHandOver(t, h, "Ada")
	h.Key("enter")
	h.MustSee("Ada sets a nucleus for Bob")
	h.MustSee("Resigned, so barred: GP")
	h.Type("gp")
	h.Key("enter")
	h.MustSee("gp was resigned earlier this game")
	h.Type("e") // a letter more makes a new nucleus
	h.Key("enter")
	// Ada keeps EMO, so she answers it at once.
	if turn := deskTurn(t, h); turn.Task != mischmasch.TaskDeclare || turn.Seat != 0 {
		t.Fatalf("the desk is %+v", turn)
	}
	h.MustSee("kept from the last move (try 2)")
}

func TestAWordIsConfirmedBeforeItIsFinal(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, easy}, nil)
	h.Type("ckl")
	h.Key("enter")
	h.Key("enter")
	h.MustSee("Type the word you found for") // nothing typed: refused
	h.Type("hekcle")
	h.Key("enter")
	h.MustSee("Name HEKCLE as your word for")
	h.MustSee("It is final")
	h.Key("n")
	g := game(h)
	if g.desk == nil || g.desk.input.Value() != "hekcle" {
		t.Fatal("taking back the answer lost the word")
	}
	if a := g.st.Game.Attempt(mischmasch.SideA); a.Declaration != mischmasch.Undeclared {
		t.Fatalf("Ada declared %v before confirming", a.Declaration)
	}
	h.Key("ctrl+u")
	word := rightWord(t, h)
	h.Type(word)
	h.Key("enter")
	h.Key("esc") // Esc takes the answer back too, and does not leave
	h.MustNotSee("Leave this game?")
	h.Key("enter")
	h.Key("y")
	m, _ := game(h).st.Game.LastMove()
	if a := m.Attempts[mischmasch.SideA]; a.Declaration != mischmasch.Ready || a.Word != word {
		t.Fatalf("Ada's answer is %+v", a)
	}
	h.MustSee(upper(word))
	h.MustSee("word right")
}

func TestAMisspeltWordIsJudgedNotRefused(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, easy}, nil)
	h.Type("ckl")
	h.Key("enter")
	n := game(h).st.Game.Attempt(mischmasch.SideA).Nucleus
	answer(h, "hekcle")
	h.MustSee(`"ready": HEKCLE`)
	h.MustSee("word wrong")
	h.MustSee("hekcle: not a lawful")
	h.MustSee("Ada keeps " + upper(n))
}

func TestEveryAnswerCanBeChosen(t *testing.T) {
	for _, c := range []struct {
		down int
		want mischmasch.Declaration
		see  string
	}{
		{1, mischmasch.NoWord, "Say that no lawful word holds"},
		{2, mischmasch.Resign, "Lovelace +1, and"},
		{3, mischmasch.NotReady, `Say "not ready"`},
	} {
		h := start(t, testEnv(t), []seats.Seat{ada, easy}, nil)
		h.Type("ckl")
		h.Key("enter")
		for range c.down {
			h.Key("down")
		}
		h.Key("enter")
		h.MustSee(c.see)
		h.Key("y")
		m, ok := game(h).st.Game.LastMove()
		if !ok || m.Attempts[mischmasch.SideA].Declaration != c.want {
			t.Fatalf("chose %v, the move is %+v", c.want, m)
		}
	}
}

func TestSilenceWhenTheTimeRunsOutIsNotReady(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, easy}, map[string]string{"time": "1 min"})
	h.Type("ckl")
	h.Key("enter")
	h.MustSee("1:00 left of 1:00")
	g := game(h)
	g.st.Used[0] = 50 * time.Second
	h.Send(stopwatch.TickMsg{ID: g.clock.ID()})
	h.MustSee("! 0:10 left of 1:00")
	g.st.Used[0] = 61 * time.Second
	h.Send(stopwatch.TickMsg{ID: g.clock.ID()})
	m, ok := game(h).st.Game.LastMove()
	if !ok || !m.Attempts[mischmasch.SideA].Late {
		t.Fatalf("after the time ran out the move is %+v", m)
	}
	h.MustSee("silent when the time ran out (1:01)")
}

func TestTheClockWaitsForAnAnswerBeingConfirmed(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, easy}, map[string]string{"time": "1 min"})
	h.Type("ckl")
	h.Key("enter")
	g := game(h)
	g.st.Used[0] = 59 * time.Second
	h.Type(rightWord(t, h))
	h.Key("enter") // answered at 0:59
	g.st.Used[0] = 65 * time.Second
	h.Send(stopwatch.TickMsg{ID: g.clock.ID()})
	h.MustSee("It is final") // still asked
	h.Key("y")
	m, _ := game(h).st.Game.LastMove()
	if a := m.Attempts[mischmasch.SideA]; a.Late || a.Ruling != mischmasch.WordRight || a.Elapsed != 59*time.Second {
		t.Fatalf("an answer given in time, confirmed late: %+v", a)
	}
}

func TestEscAsksThenLeavesAndSaves(t *testing.T) {
	env := testEnv(t)
	h := start(t, env, []seats.Seat{ada, easy}, nil)
	h.Type("ckl")
	h.Key("esc")
	h.MustSee("Leave this game?")
	h.Key("n")
	h.MustSee("Ada sets a nucleus")
	h.Key("esc", "y")
	if game(h).computer.pending() {
		t.Fatal("the computer goes on thinking after the game was left")
	}
	_ = saved(t, env)
	var _ screen.Screen = game(h)
}

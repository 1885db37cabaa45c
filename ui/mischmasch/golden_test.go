package mischmasch

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"parlour/games/mischmasch"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// Issue 11: goldens of the Mischmasch desk and reveal at 80×24, fixed
// seed, Mono. They change only with a deliberate
// `go test ./ui/mischmasch -run Golden -update`.
func TestGoldenMischmaschDesk(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, bob}, nil)
	h.Key("enter")
	h.Type("ckl")
	golden.RequireEqual(t, []byte(h.Model.View()))
}

func TestGoldenMischmaschReveal(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, bob}, nil)
	h.Key("enter")
	h.Type("ckl")
	h.Key("enter", "enter")
	h.Type("hety")
	h.Key("enter")
	answer(h, "heckle")
	h.Key("enter")
	answer(h, "archetype")
	h.MustSee("Words that hold HETY")
	golden.RequireEqual(t, []byte(h.Model.View()))
}

// Issue 11: the game ends on the shared result screen, whose "play again"
// keeps the seats and the rules.
func TestGameEndsOnTheSharedResultScreen(t *testing.T) {
	env := testEnv(t)
	h := start(t, env, []seats.Seat{ada, expert}, map[string]string{"target": "5", "time": "off", "scoring": "1886", "judge": "Carroll's way"})
	g := game(h)
	rules := g.st.Game.Rules()
	if got, err := parseRules(g.options(), 2); err != nil || got != rules {
		t.Fatalf("the options give back %+v, %v; want %+v", got, err, rules)
	}
	for steps := 0; !g.over() && steps < 300; steps++ {
		switch {
		case g.desk != nil && g.desk.turn.Task == mischmasch.TaskSet:
			h.Type([]string{"ckl", "emo", "gp", "ough", "imse", "erga", "nth", "ness"}[g.st.Game.MoveNumber()%8])
			h.Key("enter")
		case g.desk != nil:
			if w := mischmasch.Examples(g.dict, g.nucleus(g.desk.turn), 1); len(w) > 0 {
				answer(h, w[0])
			} else {
				h.Key("enter", "y")
			}
		case g.st.Reveal && !g.over():
			h.Key("enter")
		default:
			h.Key(" ")
		}
	}
	if !g.over() {
		t.Fatal("the game did not end")
	}
	h.Key("enter") // leaves the last reveal
	n := h.Navigated()
	r, ok := n.Next.(*screen.Result)
	if n.Kind != screen.Replacing || !ok {
		t.Fatalf("the end is %+v", n)
	}
	if r.Headline() == "" {
		t.Error("no result stated")
	}
}

// Issue 41, point 3: the reveal shows familiar words that hold a nucleus;
// where none does, a few rarer ones, each with its definition; and an
// answer a player may not know, with its definition.
func TestRevealDefinesTheWordsAPlayerMayNotKnow(t *testing.T) {
	h := revealPtarAndHety(t)
	h.MustSee("Words that hold HETY (1 of 6):")
	h.MustSee("archetypal")
	h.MustNotSee("crotchety") // not familiar: not among the examples
	h.MustSee("ARCHETYPE  something")
	h.MustSee("Words that hold PTAR (3 of 4), none in")
	h.MustSee("PTARMIGAN  large Arctic") // defined words first
	h.MustSee("HEPTARCHY")
}

// revealPtarAndHety plays a move to its reveal: Ada sets PTAR, which no
// everyday word holds, Bob sets HETY, and each answers.
func revealPtarAndHety(t *testing.T) *uitest.Harness {
	t.Helper()
	h := start(t, testEnv(t), []seats.Seat{ada, bob}, nil)
	h.Key("enter")
	h.Type("ptar")
	h.Key("enter", "enter")
	h.Type("hety")
	h.Key("enter")
	answer(h, "ptarmigan")
	h.Key("enter")
	answer(h, "archetype")
	return h
}

// TestRevealAtTheLeastSizeShowsBothSidesWords: at the least window the
// reveal stacks its sides, and each still shows words that would have
// done (rarer ones run on, without definitions), above the footer.
func TestRevealAtTheLeastSizeShowsBothSidesWords(t *testing.T) {
	h := revealPtarAndHety(t)
	w, ht := game(h).MinSize()
	h.Send(tea.WindowSizeMsg{Width: w, Height: ht})
	if got := strings.Count(h.View(), "\n") + 1; got != ht {
		t.Fatalf("the reveal drew %d lines in a window of %d", got, ht)
	}
	h.MustSee("archetypal")
	h.MustSee("PTARMIGAN, HEPTARCHY, SEPTARIUM")
	h.MustSee("esc leave")
}

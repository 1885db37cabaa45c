package mischmasch

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"parlour/games/mischmasch"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// TestHandOverShowsNothingButThePrompt plays a move between two people and
// looks at every screen: the hand-overs show the prompt alone, and what one
// player set or said is never on the other's screen before the reveal.
func TestHandOverShowsNothingButThePrompt(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, bob}, nil)
	mustHandOver(t, h, "Ada")
	h.Key("x", " ", "esc")
	h.Key("n") // stay in the game
	mustHandOver(t, h, "Ada")
	h.Key("enter")
	h.MustSee("Ada sets a nucleus for Bob")
	h.Type("ckl")
	h.Key("enter")

	mustHandOver(t, h, "Bob")
	h.Key("enter")
	h.MustSee("Bob sets a nucleus for Ada")
	for _, secret := range []string{"CKL", "ckl", "C K L"} {
		h.MustNotSee(secret) // Ada's nucleus is not shown to Bob as he sets his
	}
	h.Type("emo")
	h.Key("enter")

	// Bob, at the keyboard, answers the nucleus Ada set him: his to see.
	if turn := deskTurn(t, h); turn.Task != mischmasch.TaskDeclare || turn.Seat != 1 {
		t.Fatalf("after Bob set, the desk is %+v", turn)
	}
	h.MustSee("C K L")
	answer(h, "heckle")

	mustHandOver(t, h, "Ada")
	h.Key("enter")
	h.MustSee("E M O")
	for _, secret := range []string{"HECKLE", "heckle", "C K L", "CKL"} {
		h.MustNotSee(secret) // Bob's nucleus and word stay his
	}
	choose(h, 1) // "no word": Bob, who set EMO, must name a word

	mustHandOver(t, h, "Bob")
	h.Key("enter")
	h.MustSee("Ada says that no lawful word holds EMO")
	h.MustNotSee("HECKLE")
	answer(h, "lemon")

	// The reveal shows everything to everyone.
	for _, want := range []string{"CKL for Bob, set by Ada", "EMO for Ada, set by Bob", `"ready": HECKLE`, `"no word"`,
		"Bob named LEMON", "word right", "no word wrong", "Bob scores 1", "Bob scores 2", "Words that hold EMO", "lemon"} {
		h.MustSee(want)
	}
	if g := game(h); g.st.Game.Score(mischmasch.SideB) != 3 {
		t.Fatalf("Bob has %d after a right word and a wrong \"no word\"", g.st.Game.Score(mischmasch.SideB))
	}
}

// TestOnePersonNeedsNoHandOver: with the computer, the person's desks
// follow one another without a hand-over.
func TestOnePersonNeedsNoHandOver(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, expert}, nil)
	h.MustSee("Ada sets a nucleus for Babbage")
	h.Type("ckl")
	h.Key("enter")
	if turn := deskTurn(t, h); turn.Task != mischmasch.TaskDeclare {
		t.Fatalf("after Ada set, the desk is %+v", turn)
	}
	h.MustSee("Ada answers the nucleus set by Babbage")
	h.MustSee("left of 2:00")
	if strings.Contains(h.View(), "Pass the keyboard") {
		t.Fatal("a hand-over with one person at the table")
	}
}

// framed runs a game screen and checks every frame drawn after every
// message with look.
type framed struct {
	g    *Game
	look func(frame string)
}

func (m framed) Init() tea.Cmd { return m.g.Init() }
func (m framed) View() string  { return m.g.View() }
func (m framed) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := m.g.Update(msg)
	m.look(ansi.Strip(m.g.View()))
	return m, cmd
}

// Issue 15: "Example words are shown only for nuclei that are finished." Ada
// guesses HETY wrongly and keeps it; no frame shows a word that holds HETY
// until she has guessed it rightly a move later.
func TestKeptNucleusNeverShowsItsWordsUntilFinished(t *testing.T) {
	env := testEnv(t)
	s, err := newGame(env, screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	g.computer.pace = 0
	secrets := mischmasch.Examples(g.dict, "hety", 10)
	if len(secrets) < 3 {
		t.Fatalf("too few words hold HETY to test with: %v", secrets)
	}
	finished := false
	look := func(frame string) {
		if finished {
			return
		}
		for _, w := range secrets {
			if strings.Contains(frame, w) || strings.Contains(frame, upper(w)) {
				t.Fatalf("%s, which holds the kept nucleus HETY, is on screen:\n%s", w, frame)
			}
		}
	}
	h := uitest.New(t, framed{g: g, look: look}, 80, 24)
	h.Key("enter")
	h.Type("ckl") // Ada sets CKL for Bob
	h.Key("enter")
	h.Key("enter")
	h.Type("hety") // Bob sets HETY for Ada
	h.Key("enter")
	answer(h, "heckle") // Bob answers CKL rightly
	h.Key("enter")
	answer(h, "xhety") // Ada guesses wrongly: she keeps HETY
	h.MustSee("Ada keeps HETY")
	if !strings.Contains(words(h), "Words that hold HETY are shown once Ada has finished with it.") {
		t.Fatalf("the reveal does not say why HETY's words are kept back:\n%s", h.View())
	}
	h.MustSee("Words that hold CKL") // Bob's is finished: its words show
	h.Key("enter")                   // the next move

	// Ada sets Bob a new nucleus and answers HETY again, on try 2.
	h.Key("enter")
	h.MustSee("Ada sets a nucleus for Bob")
	h.Type("emo")
	h.Key("enter")
	h.MustSee("kept from the last move (try 2)")
	finished = true // what Ada types now may be one of the words
	answer(h, "archetype")
	h.Key("enter")
	answer(h, "lemon")
	h.MustSee("Words that hold HETY")
	for _, w := range secrets[:2] {
		h.MustSee(w) // finished: now its words are shown
	}
}

// Issue 11: Esc on every hand-over asks "Leave this game?" over the
// hand-over alone, never over the next player's desk.
func TestEscOnEveryHandOverShowsNothingPrivate(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, bob}, nil)
	nuclei := []string{"ckl", "emo", "gp", "ough", "imse", "erga", "hety", "nth"}
	handovers, moves := 0, 0
	for steps := 0; moves < 4 && steps < 200; steps++ {
		g := game(h)
		switch {
		case g.handoff != nil:
			handovers++
			name := g.name(g.desk.turn.Seat)
			h.Key("esc")
			if got := words(h); !strings.Contains(got, prompt(name)) || !strings.Contains(got, "Leave this game?") || strings.Contains(got, "nucleus") {
				t.Fatalf("Esc on the hand-over to %s shows %q", name, got)
			}
			h.Key("n")
			mustHandOver(t, h, name)
			h.Key("enter")
		case g.desk != nil && g.desk.turn.Task == mischmasch.TaskSet:
			h.Type(nuclei[0])
			nuclei = nuclei[1:]
			h.Key("enter")
		case g.desk != nil:
			choose(h, 3) // "not ready": the nucleus is kept
		case g.st.Reveal:
			moves++
			h.Key("enter")
		}
	}
	if handovers < 8 {
		t.Fatalf("only %d hand-overs in %d moves", handovers, moves)
	}
}

package mischmasch

import (
	"strings"
	"testing"

	"parlour/games/mischmasch"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// asciiOnly fails the test unless every byte of frame is below 0x80.
func asciiOnly(t *testing.T, frame string) {
	t.Helper()
	for i := 0; i < len(frame); i++ {
		if frame[i] >= 0x80 {
			t.Fatalf("byte %#x in an ASCII frame, after %q:\n%s", frame[i], frame[max(i-20, 0):i], frame)
		}
	}
}

// Issue 11: "--ascii is not ASCII." Every frame of a whole game between
// two people (hand-overs, the leave question, desks, the confirmation, the
// reveals, a "no word" named by the setter, the summary, the full key help)
// and the result screen is ASCII.
func TestASCIIEveryScreenIsASCII(t *testing.T) {
	env := testEnv(t)
	env.ForcedASCII = true
	env.ApplySettings(env.Settings)
	s, err := newGame(env, screen.Config{Seats: []seats.Seat{ada, bob}, Seed: 5, Options: map[string]string{"target": "5"}})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	g.computer.pace = 0
	frames := 0
	h := uitest.New(t, framed{g: g, look: func(frame string) { frames++; asciiOnly(t, frame) }}, 80, 24)
	h.Key("esc", "n", "?", "?")
	nuclei := []string{"ckl", "ptar", "emo", "gp", "ough", "imse", "erga", "hety", "nth", "ness", "tion", "ment", "ing"}
	lookedUp := false
	for steps := 0; !g.over() && steps < 300; steps++ {
		switch {
		case g.handoff != nil:
			h.Key("enter")
		case g.desk != nil && g.desk.turn.Task == mischmasch.TaskSet:
			h.Type(nuclei[0])
			nuclei = nuclei[1:]
			h.Key("enter")
		case g.desk != nil && g.desk.turn.Task == mischmasch.TaskSetterWord:
			h.Key("enter", "y")
		case g.desk != nil && g.st.Game.MoveNumber() == 2:
			choose(h, 1) // "no word", which the setter answers
		case g.desk != nil:
			w := mischmasch.Examples(g.dict, g.nucleus(g.desk.turn), 1)
			answer(h, w[0])
		case g.st.Reveal:
			if !lookedUp && len(g.lookup.Words()) > 0 {
				// The reveal's words can be looked up (issue 41).
				h.Key("right")
				h.MustSee(strings.ToUpper(g.lookup.Words()[0]) + " (1 of")
				h.MustSee("left/right define a word")
				lookedUp = true
			}
			h.Key("enter")
		}
	}
	if !g.over() {
		t.Fatal("the game did not end")
	}
	if !lookedUp {
		t.Fatal("no reveal had a word to look up")
	}
	asciiOnly(t, h.Model.View())
	r := uitest.NewScreen(t, g.resultScreen(), 80, 24)
	asciiOnly(t, r.Model.View())
	// The answers can be looked up on the result (issue 41: definitions).
	words := g.answeredWords()
	if len(words) == 0 {
		t.Fatal("no answered word to look up")
	}
	r.Key("right")
	r.MustSee(strings.ToUpper(words[0]) + " (1 of")
	asciiOnly(t, r.Model.View())
	if frames < 50 {
		t.Fatalf("only %d frames looked at", frames)
	}
}

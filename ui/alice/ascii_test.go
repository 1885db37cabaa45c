package alice

import (
	"math/rand/v2"
	"testing"

	"parlour/ui/internal/uitest"
	"parlour/ui/seats"
)

// asciiOnly fails the test unless every byte of frame is below 0x80.
func asciiOnly(t *testing.T, frame string) {
	t.Helper()
	for i := 0; i < len(frame); i++ {
		if frame[i] >= 0x80 {
			start := max(i-20, 0)
			t.Fatalf("byte %#x in an ASCII frame, after %q:\n%s", frame[i], frame[start:i], frame)
		}
	}
}

// Issue 11: "--ascii is not ASCII." Every frame of a whole game among two
// people and a computer, with the hand-overs, the leave question, the
// lists of leads and the log, the full key help and the end, is ASCII.
func TestASCIIEveryScreenIsASCII(t *testing.T) {
	env := testEnv(t)
	env.ForcedASCII = true
	env.ApplySettings(env.Settings)
	g := deal(t, env, []seats.Seat{human("Ada"), human("Bertie"), computer("Cook", seats.Expert)}, 11)
	frames := 0
	w := watched{g: g, check: func(_ *Game, frame string) {
		frames++
		asciiOnly(t, frame)
	}}
	h := uitest.New(t, w, 80, 24)
	current := func() *Game { return h.Model.(watched).g }
	h.Key("esc") // the question over the first hand-over
	h.Key("n", "enter")
	h.Key("?", "c", "g", "esc", "esc", "c", "esc") // Esc closes the key help first
	h.Key("esc", "n")
	playOut(t, h, current, rand.New(rand.NewPCG(11, 1)))
	asciiOnly(t, h.Model.View())
	g = current()
	// The shared result screen, with the final table for its body.
	r := uitest.NewScreen(t, g.resultScreen(), 80, 24)
	asciiOnly(t, r.Model.View())
	r.MustSee("All fourteen sets are made")
	if frames < 100 {
		t.Fatalf("only %d frames looked at", frames)
	}
}

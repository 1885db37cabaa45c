package doublets_test

import (
	"strings"
	"testing"

	"parlour/ui"
	"parlour/ui/doublets"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

// session starts the root model with the Doublets game only, at 80x24.
func session(t *testing.T, ascii bool) *uitest.Harness {
	t.Helper()
	env := ui.NewEnv(ui.Options{DataDir: t.TempDir(), NoColor: true, ASCII: ascii, Games: []screen.Game{doublets.GameEntry()}, Seed: 7, HasSeed: true})
	app, err := ui.NewRoot(env, ui.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return uitest.New(t, app, 80, 24)
}

// toTheGame opens the set-up (Player 1 a person, Player 2 the computer)
// and starts the game.
func toTheGame(t *testing.T, h *uitest.Harness) {
	t.Helper()
	h.Key("enter") // the set-up
	h.Key("down", "down", "down", "down", "down", "down", "down", "enter")
	if _, ok := h.Model.(ui.App).Current().(*doublets.Game); !ok {
		t.Fatalf("not in the game:\n%s", h.View())
	}
}

// TestComputerChainArrivesUnderTheRules: while the computer writes its
// chain, F1 opens the rules and Esc closes them; the computer's chain is in.
func TestComputerChainArrivesUnderTheRules(t *testing.T) {
	h := session(t, false)
	toTheGame(t, h)
	h.Key("enter") // the table is ready: Player 1 writes
	h.MustSee("Player 1 writes")
	h.HoldThoughts()
	h.Key("ctrl+g") // Player 1 abandons: the computer writes
	h.MustSee("is writing a chain")
	if h.Held() != 1 {
		t.Fatalf("%d computer chains pending, want 1", h.Held())
	}
	h.Key("f1")
	h.MustSee("Doublets")
	h.Release()
	h.Key("esc")
	h.MustNotSee("is writing a chain")
	if _, ok := h.Model.(ui.App).Current().(*doublets.Game); !ok {
		t.Fatalf("Esc from the rules showed %T", h.Model.(ui.App).Current())
	}
}

// assertASCII fails on any byte of 0x80 or more in a frame.
func assertASCII(t *testing.T, where, frame string) {
	t.Helper()
	for i := 0; i < len(frame); i++ {
		if frame[i] >= 0x80 {
			j := max(i-20, 0)
			t.Fatalf("%s: byte %#x at %d in ...%q", where, frame[i], i, frame[j:min(i+20, len(frame))])
		}
	}
}

// TestDoubletsScreensShowOnlyASCIIWithASCII drives the game's screens with
// --ascii: set-up, announcement, writing, the pad, the reveal and paper,
// the keys in full, the rules, and the result.
func TestDoubletsScreensShowOnlyASCIIWithASCII(t *testing.T) {
	h := session(t, true)
	check := func(where string) {
		t.Helper()
		assertASCII(t, where, h.Model.View())
	}
	check("menu")
	h.Key("enter")
	check("set-up")
	h.Key("down", "down", "down", "down", "down", "down", "down", "enter")
	check("announcement")
	h.Key("enter")
	h.MustSee("Player 1 writes")
	check("writing")
	h.Type("ab")
	check("writing a word")
	h.Key("?")
	check("all keys")
	h.Key("?", "esc")
	check("leave question")
	h.Key("n", "ctrl+g")
	check("the pad or the reveal")
	for i := 0; i < 300 && !strings.Contains(h.View(), "play again"); i++ {
		v := h.View()
		switch {
		case strings.Contains(v, "Player 1 writes") || strings.Contains(v, "Player 1 makes extra-chains"):
			h.Key("ctrl+g")
			check("the pad, the reveal or the next chain")
		case strings.Contains(v, "scroll"):
			h.Key("down")
			check("scrolled")
			h.Key("enter")
			check("the next doublet or the result")
		default:
			h.Key("enter")
			check("after Enter")
		}
	}
	h.MustSee("play again")
	check("the result")
}

package draughts_test

import (
	"strings"
	"testing"

	"parlour/ui"
	"parlour/ui/internal/uitest"
)

// asciiOnly fails when any byte of the frame is outside ASCII.
func asciiOnly(t *testing.T, h *uitest.Harness, where string) {
	t.Helper()
	frame := h.Model.View()
	for i := 0; i < len(frame); i++ {
		if frame[i] >= 0x80 {
			line := frame[strings.LastIndexByte(frame[:i], '\n')+1:]
			if j := strings.IndexByte(line, '\n'); j >= 0 {
				line = line[:j]
			}
			t.Fatalf("%s: byte %#x at %d is not ASCII, in the line %q", where, frame[i], i, line)
		}
	}
}

// TestEveryDraughtsFrameIsASCII drives the draughts screens with --ascii
// (the board, the panel, the title, the key help and keys panel, the FEN
// panel, the fields, a hint, a drill, the Polish board, a question, the
// result, the lot of colours, rule 6's choice and "Take") and checks
// every byte of every frame, with colour and without.
func TestEveryDraughtsFrameIsASCII(t *testing.T) {
	for _, noColor := range []bool{false, true} {
		keys := func(h *uitest.Harness, where string, ks ...string) {
			t.Helper()
			for _, k := range ks {
				h.Key(k)
				asciiOnly(t, h, where+" after "+k)
			}
		}
		// A person against the computer, English.
		h := newSession(t, ui.Options{ASCII: true, NoColor: noColor})
		asciiOnly(t, h, "menu")
		keys(h, "set-up", "enter", "down", "down", "down", "down", "down", "down", "down", "down", "enter")
		h.MustSee("Black  Player 1")
		keys(h, "board", "right", "enter")
		h.Type("9-13")
		keys(h, "typed move", "enter", "?", "?", "c", "x", "t", "f", "n", "f", "n")
		keys(h, "fields", "o", "esc", "s", "esc", ":", "esc", "u", "U")
		keys(h, "rules", "f1", "esc")
		keys(h, "resign", "R", "y")
		h.MustSee("wins")
		keys(h, "result", "?", "s")
		h.MustSee("Saved the game to ")

		// Two people, huffing and colours by lot: a capture left, the
		// choice of rule 6, "Take" and the capture made.
		h = newSession(t, ui.Options{ASCII: true, NoColor: noColor})
		keys(h, "set-up", "enter", "down", "left", "left", "down", "down", "right", "down", "down", "right", "down", "down", "down", "enter")
		h.MustSee("By lot (rule 2)")
		asciiOnly(t, h, "the lot")
		for _, m := range []string{"11-15", "22-18", "9-13"} {
			keys(h, "typing "+m, ":")
			h.Type(m)
			keys(h, m, "enter")
		}
		h.MustSee(`left a capture: H to huff 15, T to say "Take", or just move.`)
		keys(h, "the choice of rule 6", "?")
		h.MustSee(`say "Take"`)
		keys(h, "the keys", "?", "T")
		h.MustSee(`says "Take"`)
		keys(h, "after Take", "tab")
		h.MustSee(`"Take" was said: you must capture 15x22.`)
		keys(h, "the capture", ":")
		h.Type("15x22")
		keys(h, "15x22", "enter")
		h.MustSee("2. 15x22")

		// A drill, and the Polish board.
		for _, game := range []string{"Drill: two kings to one", "The Polish game"} {
			rows := 5 // a drill has no colours to choose
			if game == "The Polish game" {
				rows = 6
			}
			h := newSession(t, ui.Options{ASCII: true, NoColor: noColor})
			keys(h, game, "enter", "down", "down")
			for i := 0; i < 8 && !strings.Contains(h.View(), game); i++ {
				keys(h, game+" choice", "right")
			}
			h.MustSee(game)
			for range rows {
				keys(h, game, "down")
			}
			keys(h, game, "enter")
			h.MustSee("Player 1")
			keys(h, game+" board", "tab", "enter", "tab", "esc", "?", "c", "x", "esc")
			h.MustSee("Leave this game?")
			keys(h, game+" leave", "y")
		}
	}
}

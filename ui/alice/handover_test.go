package alice

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/alice"
	"parlour/ui/seats"
)

// handOverText is all the hand-over to name may show.
func handOverText(name string) string {
	return "Pass the keyboard to " + name + " — press Enter when " + name + " is ready"
}

func words(s string) string { return strings.Join(strings.Fields(s), " ") }

func TestPeopleTakeTurnsBehindTheHandOver(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{human("Ada"), human("Bertie")}, 3)
	if got := words(h.View()); got != handOverText("Ada") {
		t.Fatalf("before the first turn the screen shows %q", got)
	}
	h.Key("x", "esc")
	h.MustSee("Leave this game?")
	h.MustNotSee("Your hand")
	h.Key("n")
	h.Key("enter")
	h.MustSee("Ada (you)")
	// Ada plays until her turn ends, then passes the keyboard on.
	for range 50 {
		if game(h).stage != stagePlay {
			break
		}
		h.Key("enter")
	}
	g := game(h)
	if g.stage != stagePass {
		t.Fatalf("stage %d after Ada's turn, want the pass", g.stage)
	}
	h.MustSee("pass the keyboard to Bertie")
	h.MustSee("Ada (you)") // Ada still sees her own hand, and what befell her
	h.Key("enter")
	if got := words(h.View()); got != handOverText("Bertie") {
		t.Fatalf("between Ada and Bertie the screen shows %q", got)
	}
	h.Key("enter")
	h.MustSee("Bertie (you)")
	if game(h).viewer != 1 {
		t.Fatalf("the screen shows seat %d's view after the hand-over to Bertie", game(h).viewer)
	}
}

func TestForfeitDrawnByAnotherPersonGoesThroughTheHandOver(t *testing.T) {
	// Find a deal in which Ada's first request fails.
	for seed := uint64(1); seed < 60; seed++ {
		h := start(t, testEnv(t), []seats.Seat{human("Ada"), human("Bertie"), computer("Cook", seats.Easy)}, seed)
		h.Key("enter") // the hand-over to Ada
		for range 30 {
			g := game(h)
			if g.stage != stagePlay || g.v.Phase == alice.PhaseForfeit {
				break
			}
			if g.asking() {
				h.Key("left") // ask Bertie (seat 1) or Cook, whoever comes
			}
			h.Key("enter")
		}
		g := game(h)
		if g.stage != stagePass || g.sv.Game.Phase != alice.PhaseForfeit {
			continue
		}
		drawer := g.names[g.sv.Game.Pending.To]
		if drawer != "Bertie" {
			continue
		}
		h.MustSee("Bertie is to draw the card you forfeit.")
		h.Key("enter")
		if got := words(h.View()); got != handOverText("Bertie") {
			t.Fatalf("before Bertie draws the screen shows %q", got)
		}
		h.Key("enter")
		h.MustSee("Ada forfeits a card to you")
		h.MustSee("[ Draw ]")
		from := len(game(h).sv.Game.Hands[0])
		if h.Key("right"); from > 1 && game(h).pick.pos != 1 {
			t.Fatalf("→ chose face-down card %d, want the second", game(h).pick.pos+1)
		}
		h.Key("enter")
		g = game(h)
		if len(g.sv.Game.Hands[0]) != from-1 {
			t.Fatal("Bertie's draw did not take one of Ada's cards")
		}
		var drew alice.Event
		for _, e := range g.v.Log {
			if e.Kind == alice.EventDraw && e.Seat == 1 && e.Other == 0 {
				drew = e
			}
		}
		h.MustSee("Bertie draws " + drew.Card.Title() + " from Ada's hand.")
		return
	}
	t.Fatal("no deal among 60 had Ada's first request to Bertie fail")
}

func TestComputerPlaysWithoutHandOverThenThePersonGetsOne(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{computer("Cook", seats.Expert), human("Ada"), human("Bertie")}, 2)
	// Cook plays first, on a table that shows nobody's hand, until a person
	// is due: then comes the hand-over.
	g := game(h)
	if g.sv.Game.Step == 0 {
		t.Fatal("Cook did not play first")
	}
	if g.stage != stageHandoff {
		t.Fatalf("stage %d: the people's turn did not start with a hand-over", g.stage)
	}
	if got := words(h.View()); got != handOverText(g.names[g.sv.Game.ToAct()]) {
		t.Fatalf("the screen shows %q", got)
	}
}

func TestHandOverAtTinySizes(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{human("Ada"), human("Bertie")}, 3)
	for _, size := range [][2]int{{1, 1}, {10, 3}, {30, 10}, {80, 24}} {
		h.Send(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		_ = h.View()
	}
	h.Key("enter")
	h.MustSee("Ada (you)")
}

func TestHandOverOpensWithAClick(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{human("Ada"), human("Bertie")}, 3)
	h.Click(40, 12)
	h.MustSee("Ada (you)")
}

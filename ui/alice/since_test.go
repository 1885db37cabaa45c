package alice

import (
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"parlour/games/alice"
	"parlour/ui/internal/uitest"
	"parlour/ui/seats"
)

// Issue 16: "a player coming back after a hand-over sees 'since your last
// turn': what was taken from them, what they received, which sets were
// completed", and nothing he may not know.
func TestSinceYourLastTurnTellsWhatWasTakenReceivedAndMade(t *testing.T) {
	names := []string{"Ada", "Bob", "Cy", "Di", "Ed"}
	var table []seats.Seat
	for _, n := range names {
		table = append(table, human(n))
	}
	checked := 0
	for seed := uint64(1); seed <= 30 && checked < 40; seed++ {
		g := deal(t, testEnv(t), table, seed)
		rng := rand.New(rand.NewPCG(seed, 2))
		for steps := 0; g.sv.Game.Phase != alice.PhaseOver && steps < 2000; steps++ {
			p := g.sv.Game.ToAct()
			// p comes to the keyboard after a hand-over.
			g.viewer, g.stage, g.playing = -1, stageHandoff, false
			g.takeOver()
			if g.viewer != p {
				t.Fatalf("the hand-over went to %d, not %d", g.viewer, p)
			}
			checked += checkSince(t, g, names)
			legal := alice.Legal(g.sv.Game)
			g.play(legal[rng.IntN(len(legal))])
		}
	}
	if checked < 40 {
		t.Fatalf("only %d summaries with something in them", checked)
	}
}

// checkSince compares the summary with one worked out from the game's full
// log since the viewer's last move (every private detail in it), which
// names only the cards he lost or gained himself and the sets made: a card
// that went between two others never shows. It reports 1 if the summary
// had anything to tell.
func checkSince(t *testing.T, g *Game, names []string) int {
	t.Helper()
	me, from := g.viewer, g.sv.Seen[g.viewer]
	block := strings.Join(strings.Fields(g.sinceBlock(200)), " ")
	if from == 0 {
		if block != "" {
			t.Fatalf("a summary before the first move: %q", block)
		}
		return 0
	}
	if !strings.HasPrefix(block, "Since your last turn") {
		t.Fatalf("no summary for %s coming back:\n%s", names[me], g.View())
	}
	want := &since{}
	for _, e := range g.sv.Game.Log[from:] {
		switch {
		case e.Kind == alice.EventAsk && e.OK && e.Other == me:
			want.taken = append(want.taken, e.Card.Title()+" (asked for by "+names[e.Seat]+")")
		case e.Kind == alice.EventDraw && e.Other == me:
			want.taken = append(want.taken, e.Card.Title()+" (drawn by "+names[e.Seat]+")")
		case e.Kind == alice.EventAsk && !e.OK && e.Other == me && e.Forfeit.Valid():
			want.received = append(want.received, e.Forfeit.Title()+" (forfeited by "+names[e.Seat]+")")
		case e.Kind == alice.EventDraw && e.Seat == me:
			want.received = append(want.received, e.Card.Title()+" (drawn from "+names[e.Other]+")")
		case e.Kind == alice.EventSet:
			who := names[e.Seat]
			if e.Seat == me {
				who = "you"
			}
			want.sets = append(want.sets, who+": set "+strconv.Itoa(e.Set)+", "+alice.LeadOf(e.Set).Title())
		}
	}
	if !reflect.DeepEqual(g.since, want) {
		t.Fatalf("%s's summary is %+v, want %+v", names[me], *g.since, *want)
	}
	if len(want.taken)+len(want.received)+len(want.sets) > 0 {
		return 1
	}
	return 0
}

// Issue 16: "The log grows with the terminal (it stays ~5 lines even at
// 140×45)."
func TestLogGrowsWithTheWindow(t *testing.T) {
	table := []seats.Seat{human("Ada"), computer("Bob", seats.Hard), computer("Cy", seats.Easy), computer("Di", seats.Expert), computer("Ed", seats.Medium)}
	g := deal(t, testEnv(t), table, 3)
	rng := rand.New(rand.NewPCG(3, 3))
	for len(g.sv.Game.Log) < 80 {
		legal := alice.Legal(g.sv.Game)
		g.play(legal[rng.IntN(len(legal))])
	}
	logLines := func(w, h int) int {
		g.Update(tea.WindowSizeMsg{Width: w, Height: h})
		known := map[string]bool{}
		for _, l := range g.logAll(w) {
			known[strings.TrimSpace(ansi.Strip(l))] = true
		}
		n := 0
		for _, l := range strings.Split(ansi.Strip(g.View()), "\n") {
			if known[strings.TrimSpace(l)] {
				n++
			}
		}
		return n
	}
	small, large := logLines(80, 24), logLines(140, 45)
	t.Logf("log lines: %d at 80×24, %d at 140×45", small, large)
	if large < 15 || large < small+10 {
		t.Errorf("the log shows %d lines at 80×24 and %d at 140×45: want it to take the room", small, large)
	}
}

// Issue 11: "Esc on a hand-over shows the 'Leave this game?' question over
// the next player's private screen." On every hand-over of a game among
// three people, Esc shows the question over the hand-over alone: no hand,
// no card.
func TestEscOnEveryHandOverShowsNothingPrivate(t *testing.T) {
	g := deal(t, testEnv(t), []seats.Seat{human("Ada"), human("Bertie"), human("Cook")}, 3)
	h := uitest.NewScreen(t, g, 80, 24)
	var titles []string
	for c := range alice.Card(alice.NumCards) {
		titles = append(titles, c.Title())
	}
	handovers := 0
	for steps := 0; game(h).stage != stageOver && steps < 3000; steps++ {
		switch game(h).stage {
		case stageHandoff:
			handovers++
			h.Key("esc")
			frame := h.View()
			if !strings.Contains(frame, "Leave this game?") {
				t.Fatalf("Esc on the hand-over asked nothing:\n%s", frame)
			}
			for _, private := range append([]string{"Your hand", "(you)"}, titles...) {
				if strings.Contains(frame, private) {
					t.Fatalf("behind the question on a hand-over: %q\n%s", private, frame)
				}
			}
			h.Key("n")
			h.Key("enter")
		default:
			h.Key("enter")
		}
	}
	if game(h).stage != stageOver || handovers < 20 {
		t.Fatalf("stage %d after %d hand-overs", game(h).stage, handovers)
	}
}

// Issue 41, point 14: "'Since your last turn… You received nothing' after
// you drew a forfeit card." Once the person has drawn the card forfeited
// to him, the summary shown through the rest of his turn names it.
func TestSinceYourLastTurnNamesTheCardYouDrew(t *testing.T) {
	drew := 0
	for seed := range uint64(8) {
		g := deal(t, testEnv(t), []seats.Seat{computer("Cook", seats.Easy), computer("Dodo", seats.Easy), human("Ada")}, seed)
		h := uitest.NewScreen(t, g, 80, 24)
		for range 400 {
			g := game(h)
			if g.stage == stageOver {
				break
			}
			forfeit, step := g.stage == stagePlay && g.v.Phase == alice.PhaseForfeit, g.sv.Game.Step
			h.Key("enter")
			// Only the draw was played, and Ada plays on.
			if g = game(h); !forfeit || g.sv.Game.Step != step+1 || g.stage != stagePlay || g.since == nil {
				continue
			}
			drew++
			block := strings.Join(strings.Fields(g.sinceBlock(200)), " ")
			if !strings.Contains(block, "drawn from") || strings.Contains(block, "You received nothing") {
				t.Fatalf("seed %d: after Ada drew a forfeited card the summary says: %q", seed, block)
			}
			if drew == 3 {
				return
			}
		}
	}
	if drew == 0 {
		t.Fatal("Ada never drew a forfeited card and played on: the test shows nothing")
	}
}

// A log event taller than the room left for the log shows its beginning,
// cut short, not its last line alone ("Ada." under the summary, where a
// forfeit's message had wrapped).
func TestLogEventTallerThanTheRoomShowsItsBeginning(t *testing.T) {
	g := deal(t, testEnv(t), []seats.Seat{human("Ada"), computer("Dodo", seats.Easy)}, 1)
	last := g.v.Log[len(g.v.Log)-1]
	if !strings.Contains(strings.Join(g.eventLines(last, true, 80), ""), "Dodo") {
		t.Fatalf("the newest event is not Dodo's deal: %q", g.eventLines(last, true, 80))
	}
	if whole := g.eventLines(last, true, 14); len(whole) < 2 {
		t.Fatalf("at 14 cells the event takes %d line", len(whole))
	}
	tail := g.logTail(1, 14)
	if len(tail) != 1 || !strings.Contains(tail[0], "Dodo") || !strings.HasSuffix(tail[0], g.env.Theme.Glyph.Ellipsis) {
		t.Fatalf("one line of log at 14 cells: %q", tail)
	}
}

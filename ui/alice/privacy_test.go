package alice

import (
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"parlour/games/alice"
	"parlour/ui/internal/uitest"
	"parlour/ui/seats"
)

// publicCards are the cards whose titles the viewer's screen may show: every
// leading card (the pack's extra card lists them), his own hand, the cards
// on the table, every card named in the log as he saw it, the cards each
// of those leading cards calls for, and, while he chooses a leading card
// to ask for, the two cards it calls for.
func publicCards(g *Game) map[alice.Card]bool {
	s := g.sv.Game
	v := s.View(g.viewer)
	ok := cardsIn(v.Log)
	add := func(c alice.Card) {
		ok[c] = true
		if c.IsLead() {
			for _, m := range c.Mates() {
				ok[m] = true
			}
		}
	}
	for _, c := range alice.Leads() {
		ok[c] = true
	}
	for _, c := range v.Hand {
		add(c)
	}
	for _, c := range v.Table {
		if c != alice.NoCard {
			add(c)
		}
	}
	if g.stage == stagePlay && v.Phase == alice.PhaseAskLead {
		add(g.pick.card)
	}
	return ok
}

// checkPrivacy fails the test when the frame shows the title of a card in
// another player's hand that the viewer may not know of; or, on the
// hand-over, anything but the hand-over's prompt.
func checkPrivacy(t *testing.T, g *Game, frame string) {
	t.Helper()
	if g.stage == stageHandoff && !g.footer.Asking() {
		want := "Pass the keyboard to " + g.handoff.Name() + " — press Enter when " + g.handoff.Name() + " is ready"
		if got := strings.Join(strings.Fields(frame), " "); got != want {
			t.Fatalf("the hand-over shows %q", got)
		}
		return
	}
	if g.viewer >= 0 && !g.seats[g.viewer].IsHuman() {
		t.Fatalf("the screen shows the hand of %s, a computer seat", g.names[g.viewer])
	}
	s := g.sv.Game
	ok := publicCards(g)
	var titles []string // every title the viewer may see, longest first
	for c := alice.Card(0); c < alice.NumCards; c++ {
		if ok[c] {
			titles = append(titles, c.Title())
		}
	}
	sort.Slice(titles, func(i, j int) bool { return len(titles[i]) > len(titles[j]) })
	rest := strings.Join(strings.Fields(frame), " ")
	for _, title := range titles {
		rest = strings.ReplaceAll(rest, title, "")
	}
	for p, hand := range s.Hands {
		if p == g.viewer {
			continue
		}
		for _, c := range hand {
			if !ok[c] && strings.Contains(rest, c.Title()) {
				t.Fatalf("step %d: %s's screen shows %q from %s's hand:\n%s", s.Step, viewerName(g), c.Title(), g.names[p], frame)
			}
		}
	}
}

func viewerName(g *Game) string {
	if g.viewer < 0 {
		return "the onlookers'"
	}
	return g.names[g.viewer]
}

// checkTwin fails the test when the frame would change if the other
// players held other cards: the screen must be drawn from the viewer's own
// view of the game and nothing else.
func checkTwin(t *testing.T, g *Game, frame string, rng *rand.Rand) {
	t.Helper()
	if g.stage == stageHandoff {
		return
	}
	twin := *g
	s := g.sv.Game
	ts := s
	ts.Hands = make([][]alice.Card, len(s.Hands))
	var pool []alice.Card
	for p, hand := range s.Hands {
		if p != g.viewer {
			pool = append(pool, hand...)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for p, hand := range s.Hands {
		if p == g.viewer {
			ts.Hands[p] = slices.Clone(hand)
			continue
		}
		ts.Hands[p] = slices.Clone(pool[:len(hand)])
		pool = pool[len(hand):]
		slices.Sort(ts.Hands[p])
	}
	ts.Secret = rng.Uint64()
	twin.sv.Game = ts
	twin.refresh()
	if got := strings.TrimSpace(ansi.Strip(twin.View())); got != strings.TrimSpace(frame) {
		t.Fatalf("step %d: the screen changes when the other hands change:\n%s\n---\n%s", s.Step, frame, got)
	}
}

// TestNoHiddenCardReachesAPersonsScreen plays whole games of three people
// and a computer at one keyboard, moving at random, and looks at every
// screen shown: no title of a card in another player's hand appears unless
// the viewer may know of it, the hand-over shows only its prompt, and the
// screen is the same whatever the other hands hold.
func TestNoHiddenCardReachesAPersonsScreen(t *testing.T) {
	table := []seats.Seat{human("Ada"), human("Bertie"), computer("Cook", seats.Expert), human("Dinah")}
	for _, seed := range []uint64{1, 2, 3} {
		env := testEnv(t)
		g := deal(t, env, table, seed)
		rng := rand.New(rand.NewPCG(seed, 99))
		screens, handovers := 0, 0
		check := func(g *Game, frame string) {
			screens++
			if g.stage == stageHandoff {
				handovers++
			}
			checkPrivacy(t, g, frame)
			if screens%7 == 0 {
				checkTwin(t, g, frame, rng)
			}
		}
		h := uitest.New(t, watched{g: g, check: check}, 80, 24)
		current := func() *Game { return h.Model.(watched).g }
		playOut(t, h, current, rng)
		t.Logf("seed %d: %d screens, %d hand-overs, %d steps", seed, screens, handovers, current().sv.Game.Step)
		if handovers == 0 || screens < 100 {
			t.Fatalf("seed %d: only %d screens and %d hand-overs looked at", seed, screens, handovers)
		}
	}
}

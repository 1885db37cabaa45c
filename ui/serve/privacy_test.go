package serve

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"parlour/ui/alice"
	"parlour/ui/internal/uitest"
	"parlour/ui/room"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// cardPattern is a card of a hand as Mono draws it: a tag, a space and a
// title in brackets where the hand is drawn in a row, or the title
// between a box's sides where it is drawn as cards.
var cardPattern = regexp.MustCompile(`\[[0-9]+[^\]\[ ]* [^\]\[]+\]|│ [^│]+ │`)

// cards are the cards of a frame as Mono draws them ("[7 Lost in the
// Wood]", "│ Lost in the Wood │"): Alice's hands; the list of cards a
// player may ask for, which names cards of other hands, does not draw them
// so, and the leading set chosen among those still out ("[9]", public) is
// not a card.
func cards(frame string, into map[string]bool) {
	for _, c := range cardPattern.FindAllString(ansi.Strip(frame), -1) {
		into[c] = true
	}
}

// referenceViews replays the room's log to a copy of the game playing
// seats (none: a spectator), at the SSH test's terminal size, and returns
// every phrase its frames drew, with the number of actions applied when it
// was first drawn.
func referenceViews(t *testing.T, game screen.Entry, snap room.Snapshot, mine []int, content func(string, map[string]bool)) map[string]int {
	t.Helper()
	env := uitest.NewEnv(t)
	s, err := game.Room(env, snap.Config, screen.Link{Seats: mine, Send: func(screen.Action) {}})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 100, 30)
	first := map[string]int{}
	note := func(at int) {
		frame := map[string]bool{}
		content(h.View(), frame)
		for p := range frame {
			if _, ok := first[p]; !ok {
				first[p] = at
			}
		}
	}
	note(0)
	for i, a := range snap.Log {
		h.Send(screen.ActionMsg{Seq: i, Action: a})
		note(i + 1)
	}
	return first
}

// started reports whether the room's game has started.
func (g *registry) started(name string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	r := g.rooms[fold(name)]
	return r != nil && r.started
}

// gameOver reports whether the room's own copy's game is over.
func (g *registry) gameOver(name string) bool {
	g.mu.Lock()
	r := g.rooms[fold(name)]
	g.mu.Unlock()
	if r == nil || r.table == nil {
		return false
	}
	return r.table.t.Headless().GameOver()
}

// snapshot is the room's table as saved.
func (g *registry) snapshot(name string) (room.Snapshot, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	r := g.rooms[fold(name)]
	if r == nil {
		return room.Snapshot{}, false
	}
	if r.table == nil {
		return room.Snapshot{}, true
	}
	return r.table.t.Snapshot(), true
}

// playPrivately opens a room of game for ada, bob and the computer over
// SSH, lets both press keys from their game's keys until the game ends
// (or for budget), then checks that no phrase only ada's seat could see
// (drawn by a copy of her seat replaying the log, never by bob's nor a
// spectator's) ever reached bob's terminal, and the other way round. It
// returns whether the game ended.
// Only what the other seat's copy never draws at all counts: a replay does
// not reach the interactive states (Alice's list of the cards one may ask
// for), which show more than it; and what is revealed later (Mischmasch
// reveals every nucleus and word) is left out, so Mischmasch and Doublets
// have their own tests, which check every byte before each reveal
// (mischmasch_ssh_test.go, doublets_ssh_test.go).
// The terminals are dumb (Mono), as the replayed copies are, so that both
// draw alike; content picks what a frame shows (its cards).
func playPrivately(t *testing.T, game screen.Entry, withComputer bool, content func(string, map[string]bool), keys []string, budget time.Duration) bool {
	ts := startServer(t, t.TempDir(), testLimits(), game)
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), term: "dumb"})
	ada.waitFor("rooms on this server")
	cfg := screen.Config{Seats: []seats.Seat{{Name: "A", Kind: seats.Human}, {Name: "B", Kind: seats.Human}}, Seed: 7}
	if withComputer {
		cfg.Seats = append(cfg.Seats, seats.Seat{Name: "Cook", Kind: seats.Computer, Level: game.Levels[0]})
	}
	if err := ts.reg.create(ts.reg.sessionOf("ada"), "Private", game.ID, cfg); err != nil {
		t.Fatal(err)
	}
	ada.keys("/")
	ada.waitFor("Join the room called")
	ada.keys("Private\r")
	ada.waitFor("laid by ada")
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "Private", term: "dumb"})
	bob.waitFor("laid by ada")
	bob.keys("t")
	bob.waitFor("bob (you)")
	ada.waitFor("bob")
	ada.keys("s")
	waitUntil(t, "the game starts", func() bool { return ts.reg.logLen("Private") > 0 || ts.reg.started("Private") })
	rng := rand.New(rand.NewPCG(1, 2))
	deadline := time.Now().Add(budget)
	over := false
	var last room.Snapshot
	for i := 0; !over && time.Now().Before(deadline); i++ {
		for _, c := range []*client{ada, bob} {
			if err := c.tryKeys(keys[rng.IntN(len(keys))]); err != nil {
				// A player whose random keys left the room at its result
				// screen has ended the session; before the end, that is a
				// failure.
				snap, open := ts.reg.snapshot("Private")
				if open {
					last = snap
				}
				if open && !ts.reg.gameOver("Private") && !strings.Contains(c.text(), "leave the room") {
					t.Fatalf("typing: %v, the game not over", err)
				}
				over = true
				break
			}
			time.Sleep(4 * time.Millisecond)
		}
		if over {
			break
		}
		if i%25 == 0 {
			// The result screen of a room offers to leave it; a room
			// closes once its game is over and everyone left.
			snap, open := ts.reg.snapshot("Private")
			if open {
				last = snap
			}
			over = !open || ts.reg.gameOver("Private") || strings.Contains(ada.text()[ada.seen:], "leave the room")
			ada.mark()
		}
	}
	time.Sleep(300 * time.Millisecond) // the last frames
	if testing.Verbose() {
		ada.mark()
		ada.repaint()
		time.Sleep(300 * time.Millisecond)
		t.Logf("ada's screen at the end:\n%s", ada.text()[ada.seen:])
	}
	snap, open := ts.reg.snapshot("Private")
	if !open {
		snap = last
	}
	if len(snap.Log) < 5 {
		t.Fatalf("only %d actions were played", len(snap.Log))
	}
	seenBy := []map[string]int{referenceViews(t, game, snap, []int{0}, content), referenceViews(t, game, snap, []int{1}, content)}
	spectator := referenceViews(t, game, snap, nil, content)
	terminals := []string{ansi.Strip(ada.raw()), ansi.Strip(bob.raw())}
	privateAll := 0
	for seat := 0; seat < 2; seat++ {
		other := 1 - seat
		private := 0
		for p := range seenBy[seat] {
			if _, seen := seenBy[other][p]; seen {
				continue
			}
			if _, seen := spectator[p]; seen {
				continue
			}
			private++
			if strings.Contains(terminals[other], p) {
				t.Fatalf("%q, which only seat %d's copy draws, reached seat %d's terminal", p, seat+1, other+1)
			}
		}
		t.Logf("seat %d: %d things only its copy draws, none on the other terminal", seat+1, private)
		privateAll += private
	}
	if privateAll == 0 {
		t.Fatal("no copy drew anything private: the check would see nothing")
	}
	t.Logf("%s: %d actions over SSH, game over: %v", game.Title, len(snap.Log), over)
	return over
}

var (
	arrowKeys = []string{"\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D"}
)

func TestAliceRoomOverSSHWholeGameEachSeesOnlyOwnHand(t *testing.T) {
	old := alice.ComputerPause
	alice.ComputerPause = 0
	t.Cleanup(func() { alice.ComputerPause = old })
	keys := append([]string{"\r", "\r", "\r", "g"}, arrowKeys...)
	if !playPrivately(t, alice.GameEntry(), true, cards, keys, 90*time.Second) {
		t.Fatal("the Alice game did not end in 90 s of play")
	}
}

func TestCardsPicksCardsNotTheChosenLeadingSet(t *testing.T) {
	got := map[string]bool{}
	cards("Still out: [9] 10  c: the list\n> [7H Lost in the Wood] [12♠ The Queen's Croquet]\n │ The Mouse │ │ The Duchess │", got)
	want := []string{"[7H Lost in the Wood]", "[12♠ The Queen's Croquet]", "│ The Mouse │", "│ The Duchess │"}
	if len(got) != len(want) {
		t.Fatalf("cards found %v, want %v", got, want)
	}
	for _, c := range want {
		if !got[c] {
			t.Errorf("cards missed %q in %v", c, got)
		}
	}
}

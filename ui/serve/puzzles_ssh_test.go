package serve

import (
	"regexp"
	"strings"
	"testing"

	"parlour/dict"
	"parlour/games/doublets"
	uidoublets "parlour/ui/doublets"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// puzzleOnScreen is the doublet a puzzle's screen sets.
var puzzleOnScreen = regexp.MustCompile(`Change ([A-Z]+) into ([A-Z]+), one letter at a time`)

// TestDoubletPuzzlesRoomOverSSHSolverPlaysSpectatorWatches: ada lays a
// room of Doublet Puzzles from the lobby ("new room" offers it) and takes
// its one seat, bob watches on a plain terminal (TERM=dumb). Ada begins,
// and writes a shortest chain word by word for the doublet her screen
// sets; bob's terminal shows each word once she has entered it, and,
// before she enters it, none of the chain's words still to come (which
// his copy knows, as hers does, for the hint and the result). Both see the
// puzzle solved, then the next one, given up. The room's log is the
// solver's actions alone.
func TestDoubletPuzzlesRoomOverSSHSolverPlaysSpectatorWatches(t *testing.T) {
	game := uidoublets.PuzzlesEntry()
	ts := startServer(t, t.TempDir(), testLimits(), game)
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	ada.waitFor("rooms on this server")
	ada.keys("n")
	ada.waitFor("Doublet Puzzles")
	ada.keys("\x1b") // the game picker offers it; the set-up is laid below

	cfg := screen.Config{Seats: []seats.Seat{{Name: "Ada", Kind: seats.Human}}, Seed: 7,
		Options: map[string]string{"puzzle": "A new doublet", "difficulty": "Medium (4-5 links)", "length": "4"}}
	records := cfg
	records.Options = map[string]string{"puzzle": "My records"}
	if err := ts.reg.create(ts.reg.sessionOf("ada"), "Records", game.ID, records); err == nil || !strings.Contains(err.Error(), "not a puzzle to play in a room") {
		t.Fatalf("a room of the records: %v", err)
	}
	if err := ts.reg.create(ts.reg.sessionOf("ada"), "Puzzle", game.ID, cfg); err != nil {
		t.Fatal(err)
	}
	ada.waitFor("rooms on this server")
	ada.keys("/")
	ada.waitFor("Join the room called")
	ada.keys("Puzzle\r")
	ada.waitFor("laid by ada")
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "Puzzle", term: "dumb"})
	bob.waitFor("laid by ada")
	bob.waitFor("Every seat is taken: you will watch")
	ada.keys("s")
	waitUntil(t, "the room starts", func() bool { return ts.reg.started("Puzzle") })
	bob.waitFor("Waiting for ada to begin")
	ada.waitFor("Press Enter to see the doublet")
	ada.keys("\r")
	ada.waitFor("Change")
	bob.waitFor("watching ada")

	m := puzzleOnScreen.FindStringSubmatch(ada.text())
	if m == nil {
		t.Fatalf("no doublet on ada's screen:\n%s", ada.text())
	}
	d := dict.Default()
	db, err := doublets.New(strings.ToLower(m[1]), strings.ToLower(m[2]))
	if err != nil {
		t.Fatal(err)
	}
	sol, err := doublets.Solve(d, db, dict.Common, nil)
	if err != nil {
		t.Fatal(err)
	}
	words := sol.Chain[1 : len(sol.Chain)-1]
	for i, w := range words {
		seen := bob.text()
		for _, later := range words[i:] {
			if showsWord(seen, later) {
				t.Fatalf("%s reached bob's terminal before ada found it:\n%s", strings.ToUpper(later), seen[max(0, len(seen)-1500):])
			}
		}
		ada.keys(w + "\r")
		bob.waitFor(strings.ToUpper(w))
	}
	bob.waitFor("Solved in")
	ada.waitFor("Solved in")
	ada.waitFor("next puzzle")
	if strings.Contains(bob.text()[bob.seen:], "next puzzle") {
		t.Fatal("the spectator is offered the next puzzle")
	}
	if !ts.reg.gameOver("Puzzle") {
		t.Fatal("the room's copy does not hold the puzzle over")
	}
	ada.keys("n")
	bob.waitFor("watching ada")
	ada.keys("\x07") // Ctrl+G: give up
	ada.waitFor("Give up this puzzle")
	ada.keys("y")
	bob.waitFor("Given up after")
	snap, _ := ts.reg.snapshot("Puzzle")
	for _, a := range snap.Log {
		if a.Seat != 0 {
			t.Fatalf("an action of seat %d in the log", a.Seat)
		}
	}
	if want := 1 + len(words) + 2; len(snap.Log) != want {
		t.Fatalf("%d actions in the log, want %d (begin, %d words, next, give up)", len(snap.Log), want, len(words))
	}
}

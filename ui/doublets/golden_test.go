package doublets

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"parlour/dict/define"

	"parlour/games/doublets"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// The goldens are frames at 80x24 in the Mono theme with fixed seeds; the
// clocks do not tick in the test harness, so every figure is fixed. Update
// them deliberately with: go test ./ui/doublets -run Golden -update

func TestGoldenPuzzle(t *testing.T) {
	h := pigToSty(t, testEnv(t))
	h.Type("pit")
	h.Key("enter")
	h.Type("si")
	golden.RequireEqual(t, []byte(h.View()))
}

func TestGoldenDoubletsDesk(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, easyBot}, oneDoublet)
	h.Key("enter")
	h.Type(game(h).dict.Neighbours(game(h).table.Doublet().From())[0])
	h.Key("enter")
	golden.RequireEqual(t, []byte(h.View()))
}

func TestGoldenScoringPaper(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, easyBot}, map[string]string{"doublets": "3", "length": "4", "difficulty": "Easy (2-3 links)", "limit": "none"})
	for range 2 {
		h.Key("enter")
		solve(t, h)
		closePads(t, h)
		h.Key("enter")
	}
	h.Key("enter")
	solve(t, h)
	closePads(t, h)
	golden.RequireEqual(t, []byte(h.View()))
}

// TestRevealDefinesItsWords: after a doublet, Left and Right go through
// the words of the chains shown and the footer defines each (issue 41).
func TestRevealDefinesItsWords(t *testing.T) {
	h := startGame(t, testEnv(t), []seats.Seat{ada, easyBot}, map[string]string{"doublets": "1", "length": "4", "difficulty": "Easy (2-3 links)", "limit": "none"})
	h.Key("enter")
	solve(t, h)
	closePads(t, h)
	g := game(h)
	if g.table.Phase() != doublets.Revealing || len(g.lookup.Words()) == 0 {
		t.Fatalf("not at a reveal with words:\n%s", h.View())
	}
	h.Key("left")
	last := g.lookup.Words()[len(g.lookup.Words())-1]
	h.MustSee(strings.ToUpper(last) + " (")
	h.MustSee("define a word")
	// Under the chains, the words a player may not know, defined.
	_, glossary, listed := strings.Cut(ansi.Strip(g.revealView()), "Words you may not know")
	unfamiliar := 0
	for _, w := range g.lookup.Words() {
		if _, ok := define.Lookup(w); ok && g.dict.Familiarity(w) < 2 {
			unfamiliar++
			if !strings.Contains(glossary, strings.ToUpper(w)) {
				t.Errorf("%s is not defined under the reveal:\n%s", w, glossary)
			}
		}
	}
	if listed != (unfamiliar > 0) {
		t.Errorf("%d unfamiliar words, and the glossary listed is %v", unfamiliar, listed)
	}
	// A chain through Carroll's ELL (no familiar word) has it defined.
	g.lookup = screen.NewWordLookup(append(g.lookup.Words(), "ell"), define.Lookup)
	if v := ansi.Strip(g.revealView()); !strings.Contains(v, "Words you may not know\nELL  an extension") {
		t.Errorf("ELL is not defined under the reveal:\n%s", v)
	}
}

package doublets

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"parlour/dict"
)

// testDoublets generates n doublets of 3 to 6 letters with a par of 1 to 9
// links.
func testDoublets(t testing.TB, d *dict.Dict, n int, seed uint64) []Doublet {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 17))
	dbs := make([]Doublet, n)
	for i := range dbs {
		lo := 1 + rng.IntN(5)
		db, err := Generate(d, rng, 3+rng.IntN(4), lo, lo+4)
		if err != nil {
			t.Fatal(err)
		}
		dbs[i] = db
	}
	return dbs
}

// seeded returns a fresh random source for a test case.
func seeded(a, b uint64) *rand.Rand { return rand.New(rand.NewPCG(a, b)) }

// checkAttempt fails the test unless a is a correct chain for db (or an
// abandonment with no chain) whose links are no blocklisted words, with a
// positive think time.
func checkAttempt(t *testing.T, d *dict.Dict, db Doublet, l Level, a Attempt) {
	t.Helper()
	if a.Think <= 0 {
		t.Errorf("%v %v: think time %v", l, db, a.Think)
	}
	if a.Abandoned {
		if a.Chain != nil {
			t.Errorf("%v %v: abandoned with a chain %v", l, db, a.Chain)
		}
		return
	}
	if err := Check(d, db, a.Chain); err != nil {
		t.Fatalf("%v %v: chain %v: %v", l, db, a.Chain, err)
	}
	for _, w := range a.Chain {
		if d.Blocked(w) && !slices.Contains(db.Words, w) {
			t.Errorf("%v %v: chain %v uses the blocklisted %q", l, db, a.Chain, w)
		}
	}
}

// TestPlay_EveryChainPassesTheCheck plays generated doublets, Carroll's
// puzzles (some with archaic extra words) and doublets with set words at
// every level.
func TestPlay_EveryChainPassesTheCheck(t *testing.T) {
	d := dict.Default()
	dbs := testDoublets(t, d, 60, 1)
	for _, p := range Carroll() {
		dbs = append(dbs, p.Doublet(d))
	}
	for _, s := range []string{"ale ice ant arm", "head heal tail", "wheat cheap bread", "pig wig sty"} {
		dbs = append(dbs, mustDoublet(t, s))
	}
	ctx := context.Background()
	for i, db := range dbs {
		par, err := Par(d, db)
		if err != nil {
			t.Fatalf("%v: %v", db, err)
		}
		for _, l := range Levels() {
			for seed := range uint64(2) {
				a := Play(ctx, d, db, l, seeded(uint64(i), seed))
				checkAttempt(t, d, db, l, a)
				if a.Abandoned && (l == Expert || par < hardPar) {
					t.Errorf("%v abandoned %v, par %d", l, db, par)
				}
			}
		}
	}
}

// TestPlay_StrengthShowsInTheChains: Expert writes chains at par (the par
// a player is shown, over common words), Hard at most one link over; on
// average the stronger level writes the shorter chains and writes them
// sooner.
func TestPlay_StrengthShowsInTheChains(t *testing.T) {
	d := dict.Default()
	dbs := testDoublets(t, d, 40, 2)
	ctx := context.Background()
	links := map[Level]float64{}
	think := map[Level]time.Duration{}
	for i, db := range dbs {
		sol, _, err := ParChain(d, db)
		if err != nil {
			t.Fatal(err)
		}
		par := sol.Links
		for _, l := range Levels() {
			// A level that abandons is asked again with another seed, so
			// that every level is measured on the same doublets.
			var a Attempt
			for try := uint64(0); ; try++ {
				if a = Play(ctx, d, db, l, seeded(uint64(i), 100+try)); !a.Abandoned {
					break
				}
			}
			n := db.Links(a.Chain)
			switch {
			case l == Expert && n != par:
				t.Errorf("Expert wrote %v for %v, par %d", a.Chain, db, par)
			case l == Hard && n > par+1:
				t.Errorf("Hard wrote %v for %v, par %d", a.Chain, db, par)
			}
			links[l] += float64(n) / float64(len(dbs))
			think[l] += a.Think / time.Duration(len(dbs))
		}
	}
	for _, l := range Levels() {
		t.Logf("%-6v average %.2f links, %v", l, links[l], think[l])
	}
	for _, pair := range [][2]Level{{Expert, Hard}, {Hard, Medium}, {Medium, Easy}} {
		strong, weak := pair[0], pair[1]
		if links[strong] >= links[weak] || think[strong] >= think[weak] {
			t.Errorf("%v: %.2f links in %v; %v: %.2f links in %v", strong, links[strong], think[strong], weak, links[weak], think[weak])
		}
	}
	if links[Easy] < links[Expert]+2 {
		t.Errorf("Easy's chains (%.2f links) are not noticeably longer than Expert's (%.2f)", links[Easy], links[Expert])
	}
}

func TestPlay_SameSeedSameAttempt(t *testing.T) {
	d := dict.Default()
	db := mustDoublet(t, "wheat bread")
	for _, l := range Levels() {
		a := Play(context.Background(), d, db, l, seeded(5, 6))
		b := Play(context.Background(), d, db, l, seeded(5, 6))
		if !slices.Equal(a.Chain, b.Chain) || a.Think != b.Think || a.Abandoned != b.Abandoned {
			t.Errorf("%v: %+v and %+v", l, a, b)
		}
	}
	seen := map[string]bool{}
	for seed := range uint64(10) {
		a := Play(context.Background(), d, db, Easy, seeded(seed, 0))
		seen[strings.Join(a.Chain, " ")] = true
	}
	if len(seen) < 3 {
		t.Errorf("ten seeds gave %d different Easy chains", len(seen))
	}
}

// TestPlay_AbandonRates: on a hard doublet (par 6 or more) each level
// abandons at its documented rate; on an easier one none abandons.
func TestPlay_AbandonRates(t *testing.T) {
	d := dict.Default()
	hard := mustDoublet(t, "army navy") // par 7
	easy := mustDoublet(t, "pig sty")   // par 4
	if par, _ := Par(d, hard); par < hardPar {
		t.Fatalf("%v has par %d; pick a harder doublet", hard, par)
	}
	const n = 100
	want := map[Level]float64{Easy: 0.40, Medium: 0.20, Hard: 0.05, Expert: 0}
	for _, l := range Levels() {
		if styleOf(l).abandon != want[l] {
			t.Errorf("%v abandons at %v; docs/rules/doublets.md says %v", l, styleOf(l).abandon, want[l])
		}
		quit := 0
		for seed := range uint64(n) {
			if Play(context.Background(), d, hard, l, seeded(seed, 9)).Abandoned {
				quit++
			}
			if seed%20 == 0 && Play(context.Background(), d, easy, l, seeded(seed, 9)).Abandoned {
				t.Errorf("%v abandoned %v", l, easy)
			}
		}
		if got := float64(quit) / n; got < want[l]-0.1 || got > want[l]+0.1 {
			t.Errorf("%v abandoned %v %d times in %d; want about %.0f%%", l, hard, quit, n, 100*want[l])
		}
	}
}

// TestPlay_NoChainEveryoneAbandons: when no chain joins the words, every
// level abandons, Expert soonest.
func TestPlay_NoChainEveryoneAbandons(t *testing.T) {
	d := mustLoad(t, "cat cot cut dog dig bag big")
	db := mustDoublet(t, "cat bag")
	var prev time.Duration
	for _, l := range Levels() {
		a := Play(context.Background(), d, db, l, seeded(1, 1))
		if !a.Abandoned || a.Chain != nil || a.Think <= 0 {
			t.Errorf("%v: %+v; want abandoned after some time", l, a)
		}
		if l != Easy && a.Think >= prev {
			t.Errorf("%v gave up after %v, no sooner than the level below (%v)", l, a.Think, prev)
		}
		prev = a.Think
	}
	// Words not in the list are accepted as given words, but no chain
	// joins them either.
	if a := Play(context.Background(), d, mustDoublet(t, "cain abel"), Expert, seeded(1, 1)); !a.Abandoned {
		t.Errorf("cain-abel: %+v", a)
	}
}

// TestPlay_OnlyThroughABlocklistedWord: the program never writes a
// blocklisted link, so a doublet joined only through one is abandoned.
func TestPlay_OnlyThroughABlocklistedWord(t *testing.T) {
	d := dict.Default()
	db := mustDoublet(t, "black white")
	for _, l := range Levels() {
		checkAttempt(t, d, db, l, Play(context.Background(), d, db, l, seeded(2, 2)))
	}
	// A list in which the only way from one word to the other is through a
	// blocklisted word.
	var blocked string
	for _, w := range d.Words(3, dict.Lawful) {
		if d.Blocked(w) {
			blocked = w
			break
		}
	}
	if blocked == "" {
		t.Skip("no blocklisted three-letter word")
	}
	from := other(blocked[0]) + blocked[1:]
	to := blocked[:1] + other(blocked[1]) + blocked[2:]
	if d.Blocked(from) || d.Blocked(to) {
		t.Skip("the test's words are blocklisted too")
	}
	d2 := mustLoad(t, from+" "+blocked+" "+to)
	db2 := mustDoublet(t, from+" "+to)
	for _, l := range Levels() {
		if a := Play(context.Background(), d2, db2, l, seeded(3, 3)); !a.Abandoned {
			t.Errorf("%v: %v wrote %v through a blocklisted word", db2, l, a.Chain)
		}
	}
}

// other returns a letter other than c.
func other(c byte) string {
	if c == 'q' {
		return "x"
	}
	return "q"
}

func TestPlay_CancelledReturnsAtOnce(t *testing.T) {
	d := dict.Default()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, l := range Levels() {
		a := Play(ctx, d, mustDoublet(t, "wheat bread"), l, seeded(1, 2))
		if !a.Abandoned || a.Chain != nil || a.Think != 0 {
			t.Errorf("%v: %+v after cancelling", l, a)
		}
	}
}

// doneAfter is a context that reports itself done after n questions.
type doneAfter struct {
	context.Context
	n int
}

func (c *doneAfter) Err() error {
	if c.n--; c.n < 0 {
		return context.Canceled
	}
	return nil
}

func TestPlay_CancelledWhileWriting(t *testing.T) {
	d := dict.Default()
	db := mustDoublet(t, "wheat bread") // par 5: it never abandons
	for _, l := range Levels() {
		ctx := &doneAfter{Context: context.Background(), n: 4}
		if a := Play(ctx, d, db, l, seeded(1, 2)); !a.Abandoned || a.Chain != nil || a.Think != 0 {
			t.Errorf("%v: %+v after cancelling", l, a)
		}
	}
}

func TestPlay_MalformedDoubletIsAbandoned(t *testing.T) {
	a := Play(context.Background(), dict.Default(), Doublet{Words: []string{"head"}}, Expert, seeded(1, 1))
	if !a.Abandoned || a.Chain != nil {
		t.Errorf("%+v", a)
	}
}

// TestPlay_CommonWordsEvenWhenRareOnesAreShorter: on a doublet whose
// common words need a longer chain than its lawful words, every level keeps
// to common words, and Expert writes the common chain's par (issue 41:
// computers played FER, BUR, KINES).
func TestPlay_CommonWordsEvenWhenRareOnesAreShorter(t *testing.T) {
	d := dict.Default()
	for i, db := range testDoublets(t, d, 40, 3) {
		par, _ := Par(d, db)
		common, err := Solve(d, db, dict.Common, nil)
		if err != nil || common.Links == par {
			continue
		}
		for _, l := range Levels() {
			a := Play(context.Background(), d, db, l, seeded(uint64(i), 4))
			if a.Abandoned {
				continue
			}
			if l == Expert && db.Links(a.Chain) != common.Links {
				t.Errorf("Expert: %v for %v, par %d over common words", a.Chain, db, common.Links)
			}
			for _, w := range a.Chain[1 : len(a.Chain)-1] {
				if !d.IsCommon(w) {
					t.Errorf("%v used the rare word %q in %v", l, w, a.Chain)
				}
			}
		}
		return
	}
	t.Skip("no doublet whose common words need a longer chain")
}

// TestComputersWriteCommonWords: at every level every link of a
// computer's chain is a common word when common words can join the two.
func TestComputersWriteCommonWords(t *testing.T) {
	d := dict.Default()
	rng := rand.New(rand.NewPCG(15, 7))
	for i := range 30 {
		db, err := Generate(d, rng, 3+i%3, 2, 6)
		if err != nil {
			t.Fatal(err)
		}
		for _, level := range Levels() {
			a := Play(context.Background(), d, db, level, rand.New(rand.NewPCG(uint64(i), 3)))
			for _, w := range a.Chain {
				if !d.IsCommon(w) && !slices.Contains(db.Words, w) {
					t.Errorf("%v at %v: the link %q is not a common word", db, level, w)
				}
			}
		}
	}
}

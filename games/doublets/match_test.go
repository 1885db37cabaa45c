package doublets

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

const matchWords = "head heal teal tell tall tail heap leap lead load goad gold cold cord card ward word"

func newTestMatch(t *testing.T, jewels ...string) *Match {
	t.Helper()
	m, err := NewMatch([]string{"Ada", "Bob"}, 2, jewels)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestMatchScoresEachDoubletOnThePaper: the paper follows from the hands,
// speed by the times, brevity by the links.
func TestMatchScoresEachDoubletOnThePaper(t *testing.T) {
	d := mustLoad(t, matchWords)
	m := newTestMatch(t)
	db := mustDoublet(t, "head tail")
	r, err := m.Play(d, db, []Hand{
		{Status: Solved, Chain: words("head heal teal tell tall tail"), Time: 30 * time.Second},
		{Status: Abandoned, Time: 10 * time.Second},
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.Marks[0] != (Marks{Speed: 2, Brevity: 4}) || m.Paper().Totals()[0] != 6 {
		t.Fatalf("marks %+v, totals %v; want 2 and 4 to Ada", r.Marks, m.Paper().Totals())
	}
	if m.Paper().Columns[0].Doublet != "HEAD-TAIL" {
		t.Fatalf("the column is headed %q", m.Paper().Columns[0].Doublet)
	}
}

// TestMatchRefusesANullChainHandedInAsSolved: a solved hand must hold a
// correct chain, and nothing is recorded when it does not.
func TestMatchRefusesANullChainHandedInAsSolved(t *testing.T) {
	d := mustLoad(t, matchWords)
	m := newTestMatch(t)
	_, err := m.Play(d, mustDoublet(t, "head tail"), []Hand{
		{Status: Solved, Chain: words("head tail"), Time: time.Second},
		{Status: Abandoned, Time: time.Second},
	})
	if err == nil || len(m.Played) != 0 || len(m.Paper().Columns) != 0 {
		t.Fatalf("a chain HEAD TAIL was accepted as solved (err %v)", err)
	}
}

// TestMatchRefusesADoubletAfterTheGameIsDone: the agreed number is the
// number played.
func TestMatchRefusesADoubletAfterTheGameIsDone(t *testing.T) {
	d := mustLoad(t, matchWords)
	m, err := NewMatch([]string{"Ada", "Bob"}, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	hands := []Hand{{Status: Solved, Chain: words("head heal teal tell tall tail"), Time: 1}, {Status: Abandoned, Time: 2}}
	if _, err := m.Play(d, mustDoublet(t, "head tail"), hands); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Play(d, mustDoublet(t, "head tail"), hands); err == nil {
		t.Fatal("a second doublet of a one-doublet game was played")
	}
}

// TestReplayRebuildsThePaperFromTheRecord: a record saved and read back
// replays to the same paper, extra-chains and all.
func TestReplayRebuildsThePaperFromTheRecord(t *testing.T) {
	d := mustLoad(t, matchWords)
	m, err := NewMatch([]string{"Ada", "Bob"}, 1, []string{"head", "tail", "gold", "word"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Play(d, mustDoublet(t, "head tail"), []Hand{
		{Status: Solved, Chain: words("head heal teal tell tall tail"), Time: 2 * time.Second},
		{Status: Solved, Chain: words("head heal teal tell tall tail"), Time: time.Second},
	}); err != nil {
		t.Fatal(err)
	}
	if err := m.AddExtra(0, words("gold cold cord word")); err != nil {
		t.Fatal(err)
	}
	if err := m.End(d); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var saved Match
	if err := json.Unmarshal(data, &saved); err != nil {
		t.Fatal(err)
	}
	back, err := ReplayMatch(d, saved)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := back.Paper().String(), m.Paper().String(); got != want {
		t.Fatalf("replayed paper\n%s\nwant\n%s", got, want)
	}
	// GOLD and WORD at the ends, 4 letters each, less two links: 6 marks.
	if back.Paper().Extra[0] != 6 || back.Paper().Totals()[1] != 2 {
		t.Fatalf("extra %v totals %v; want Ada's extra 6 and Bob's speed 2", back.Paper().Extra, back.Paper().Totals())
	}
}

// TestReplayRefusesImpossibleContents: a record no game could have made is
// refused with a reason, never replayed as an absurd game.
func TestReplayRefusesImpossibleContents(t *testing.T) {
	d := mustLoad(t, matchWords)
	good := []Hand{{Status: Abandoned, Time: time.Second}, {Status: Solved, Chain: words("head heal teal tell tall tail"), Time: 2}}
	db := mustDoublet(t, "head tail")
	cases := map[string]Match{
		"one player":        {Players: []string{"Ada"}, Agreed: 1},
		"thirty players":    {Players: strings.Fields(strings.Repeat("x ", 30)), Agreed: 1},
		"a huge name":       {Players: []string{strings.Repeat("a", 100000), "Bob"}, Agreed: 1},
		"no doublets":       {Players: []string{"Ada", "Bob"}, Agreed: 0},
		"5000 doublets":     {Players: []string{"Ada", "Bob"}, Agreed: 5000},
		"a bad jewel":       {Players: []string{"Ada", "Bob"}, Agreed: 1, Jewels: []string{"h\x1bd"}},
		"a jewel twice":     {Players: []string{"Ada", "Bob"}, Agreed: 1, Jewels: []string{"head", "head"}},
		"too many hands":    {Players: []string{"Ada", "Bob"}, Agreed: 1, Played: []Played{{Doublet: db, Hands: append(good, good[0])}}},
		"a negative time":   {Players: []string{"Ada", "Bob"}, Agreed: 1, Played: []Played{{Doublet: db, Hands: []Hand{{Status: Abandoned, Time: -1}, good[1]}}}},
		"a hand unfinished": {Players: []string{"Ada", "Bob"}, Agreed: 1, Played: []Played{{Doublet: db, Hands: []Hand{{}, good[1]}}}},
		"a broken chain": {Players: []string{"Ada", "Bob"}, Agreed: 1, Played: []Played{{Doublet: db,
			Hands: []Hand{good[0], {Status: Solved, Chain: words("head teal tell tall tail"), Time: 1}}}}},
		"past the agreed":    {Players: []string{"Ada", "Bob"}, Agreed: 1, Played: []Played{{Doublet: db, Hands: good}, {Doublet: db, Hands: good}}},
		"a bad doublet":      {Players: []string{"Ada", "Bob"}, Agreed: 1, Played: []Played{{Doublet: Doublet{Words: []string{"head"}}, Hands: good}}},
		"extra for three":    {Players: []string{"Ada", "Bob"}, Agreed: 1, Jewels: []string{"head"}, Extra: make([][][]string, 3)},
		"extra, no jewels":   {Players: []string{"Ada", "Bob"}, Agreed: 1, Extra: [][][]string{{{"head", "heal"}}, nil}},
		"ended before done":  {Players: []string{"Ada", "Bob"}, Agreed: 1, Ended: true},
		"a chain of symbols": {Players: []string{"Ada", "Bob"}, Agreed: 1, Jewels: []string{"head"}, Extra: [][][]string{{{"he\x07d", "heal"}}, nil}},
	}
	for name, saved := range cases {
		if _, err := ReplayMatch(d, saved); err == nil {
			t.Errorf("%s: replayed", name)
		}
	}
}

// TestExtraChainsOfTheComputerGainMarks: a computer player's extra-chains
// each raise its marks, use the jewels, and more time gives more chains.
func TestExtraChainsOfTheComputerGainMarks(t *testing.T) {
	d := mustLoad(t, matchWords)
	jewels := []string{"head", "tail", "gold", "word", "card"}
	for _, level := range Levels() {
		rng := rand.New(rand.NewPCG(1, uint64(level)))
		if got := ExtraChains(d, jewels, nil, level, time.Second, rng); got != nil {
			t.Errorf("%v: %d chains in a second", level, len(got))
		}
		chains := ExtraChains(d, jewels, nil, level, 10*time.Minute, rng)
		if len(chains) == 0 {
			t.Fatalf("%v: no extra-chain in ten minutes", level)
		}
		var set [][]string
		for _, c := range chains {
			before := ScoreExtraChains(d, jewels, set).Marks
			set = append(set, c)
			if after := ScoreExtraChains(d, jewels, set); after.Marks <= before || len(after.Faults) != 0 {
				t.Errorf("%v: chain %v took the marks from %d to %d (faults %v)", level, c, before, after.Marks, after.Faults)
			}
		}
	}
}

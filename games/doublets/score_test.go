package doublets

import (
	"slices"
	"testing"
)

// TestSoloScore_VanityFairRule: a doublet is worth as many marks as there
// are letters in its two words; a mark is lost for each link beyond par,
// and the score never falls below nothing.
func TestSoloScore_VanityFairRule(t *testing.T) {
	tests := []struct {
		doublet     string
		links, par  int
		want        int
		description string
	}{
		{"pig sty", 4, 4, 6, "PIG and STY have six letters; at par, all six"},
		{"pig sty", 5, 4, 5, "one link beyond par loses one mark"},
		{"pig sty", 7, 4, 3, "three beyond, three lost"},
		{"pig sty", 20, 4, 0, "never below zero"},
		{"wheat bread", 6, 6, 10, "two five-letter words: ten marks"},
		{"wheat bread", 5, 6, 10, "better than par earns no bonus"},
		{"kettle holder", 9, 7, 10, "twelve letters, two beyond par"},
	}
	for _, tt := range tests {
		if got := SoloScore(mustDoublet(t, tt.doublet), tt.links, tt.par); got != tt.want {
			t.Errorf("%s: SoloScore(%s, %d links, par %d) = %d, want %d", tt.description, tt.doublet, tt.links, tt.par, got, tt.want)
		}
	}
}

func solved(links, order int) Entry { return Entry{Status: Solved, Links: links, Order: order} }
func abandoned(order int) Entry     { return Entry{Status: Abandoned, Order: order} }
func null() Entry                   { return Entry{Status: Null} }

func scorePair(t *testing.T, a, b Entry) Result {
	t.Helper()
	r, err := ScorePair(a, b)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestScorePair_FirstFinishedGetsTwoForSpeed and the shorter chain gets the
// difference for brevity.
func TestScorePair_FirstFinishedGetsTwoForSpeed(t *testing.T) {
	r := scorePair(t, solved(7, 1), solved(4, 2))
	if want := []Marks{{Speed: 2}, {Brevity: 3}}; !slices.Equal(r.Marks, want) {
		t.Errorf("marks %v, want %v", r.Marks, want)
	}
	r = scorePair(t, solved(4, 2), solved(6, 1))
	if want := []Marks{{Brevity: 2}, {Speed: 2}}; !slices.Equal(r.Marks, want) {
		t.Errorf("marks %v, want %v", r.Marks, want)
	}
	// The first finished with the shorter chain takes both.
	r = scorePair(t, solved(3, 1), solved(5, 2))
	if want := []Marks{{Speed: 2, Brevity: 2}, {}}; !slices.Equal(r.Marks, want) {
		t.Errorf("marks %v, want %v", r.Marks, want)
	}
}

func TestScorePair_ChainsOfEqualLengthGetNoBrevity(t *testing.T) {
	r := scorePair(t, solved(5, 2), solved(5, 1))
	if want := []Marks{{}, {Speed: 2}}; !slices.Equal(r.Marks, want) {
		t.Errorf("marks %v, want %v", r.Marks, want)
	}
}

// TestScorePair_OneAbandonsTheOtherSucceeds: the successful one gets 2 for
// speed and 4 for brevity.
func TestScorePair_OneAbandonsTheOtherSucceeds(t *testing.T) {
	r := scorePair(t, abandoned(1), solved(9, 2))
	if want := []Marks{{}, {Speed: 2, Brevity: 4}}; !slices.Equal(r.Marks, want) || r.Redraw {
		t.Errorf("marks %v redraw %v, want %v", r.Marks, r.Redraw, want)
	}
}

// TestScorePair_NullChainGetsNothing: a chain breaking a rule is null; the
// other, correct, chain scores as against an abandoned one.
func TestScorePair_NullChainGetsNothing(t *testing.T) {
	r := scorePair(t, solved(5, 2), null())
	if want := []Marks{{Speed: 2, Brevity: 4}, {}}; !slices.Equal(r.Marks, want) {
		t.Errorf("marks %v, want %v", r.Marks, want)
	}
}

// TestScorePair_BothAbandonAnotherDoubletIsDrawn, and the first to declare
// gets 3 for decision.
func TestScorePair_BothAbandonAnotherDoubletIsDrawn(t *testing.T) {
	r := scorePair(t, abandoned(2), abandoned(1))
	if !r.Redraw {
		t.Error("both abandoned: another doublet should be drawn")
	}
	if want := []Marks{{}, {Decision: 3}}; !slices.Equal(r.Marks, want) {
		t.Errorf("marks %v, want %v", r.Marks, want)
	}
	if want := []int{2, 1}; !slices.Equal(r.Abandon, want) {
		t.Errorf("abandon %v, want %v", r.Abandon, want)
	}
}

// TestScorePair_BothFailFirstToAbandonGetsThreeForDecision.
func TestScorePair_BothFailFirstToAbandonGetsThreeForDecision(t *testing.T) {
	r := scorePair(t, null(), abandoned(1))
	if want := []Marks{{}, {Decision: 3}}; !slices.Equal(r.Marks, want) || r.Redraw {
		t.Errorf("marks %v redraw %v, want %v, no redraw", r.Marks, r.Redraw, want)
	}
}

// TestScorePair_BothChainsNullNeitherScores.
func TestScorePair_BothChainsNullNeitherScores(t *testing.T) {
	r := scorePair(t, null(), null())
	if want := []Marks{{}, {}}; !slices.Equal(r.Marks, want) || r.Redraw {
		t.Errorf("marks %v redraw %v, want nothing", r.Marks, r.Redraw)
	}
}

func TestScorePair_RefusesBadEntries(t *testing.T) {
	for _, e := range [][2]Entry{
		{solved(3, 1), solved(4, 1)},  // same order
		{solved(3, 0), solved(4, 1)},  // no order
		{solved(-1, 1), solved(4, 2)}, // negative links
		{{Status: 9, Order: 1}, abandoned(2)},
		{abandoned(1), abandoned(1)},
	} {
		if _, err := ScorePair(e[0], e[1]); err == nil {
			t.Errorf("ScorePair(%+v, %+v) succeeded", e[0], e[1])
		}
	}
}

func scoreRound(t *testing.T, entries ...Entry) Result {
	t.Helper()
	r, err := ScoreRound(entries)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func speeds(r Result) []int {
	var s []int
	for _, m := range r.Marks {
		s = append(s, m.Speed)
	}
	return s
}

func brevities(r Result) []int {
	var s []int
	for _, m := range r.Marks {
		s = append(s, m.Brevity)
	}
	return s
}

// TestScoreRound_SpeedAsManyMarksAsPlayers: the first correct chain gets as
// many marks as there are players, the next one fewer, the last none.
func TestScoreRound_SpeedAsManyMarksAsPlayers(t *testing.T) {
	r := scoreRound(t, solved(5, 3), solved(5, 1), solved(5, 4), solved(5, 2))
	if want := []int{2, 4, 0, 3}; !slices.Equal(speeds(r), want) {
		t.Errorf("four players all correct: speed %v, want %v", speeds(r), want)
	}
	r = scoreRound(t, solved(5, 1), solved(5, 2), solved(5, 3))
	if want := []int{3, 2, 0}; !slices.Equal(speeds(r), want) {
		t.Errorf("three players all correct: speed %v, want %v", speeds(r), want)
	}
	// A failed chain is last and gets none; the correct ones keep n, n-1, ...
	r = scoreRound(t, solved(5, 2), abandoned(1), solved(5, 3), null())
	if want := []int{4, 0, 3, 0}; !slices.Equal(speeds(r), want) {
		t.Errorf("two correct of four: speed %v, want %v", speeds(r), want)
	}
}

// TestScoreRound_BrevityLongestGetsNone and every shorter chain the
// difference.
func TestScoreRound_BrevityLongestGetsNone(t *testing.T) {
	r := scoreRound(t, solved(5, 1), solved(8, 2), solved(6, 3))
	if want := []int{3, 0, 2}; !slices.Equal(brevities(r), want) {
		t.Errorf("brevity %v, want %v", brevities(r), want)
	}
}

// TestScoreRound_AbandonedOrNullCountsFourLinksLonger than the longest
// successful chain, and is taken as the longest.
func TestScoreRound_AbandonedOrNullCountsFourLinksLonger(t *testing.T) {
	r := scoreRound(t, solved(5, 1), solved(7, 3), abandoned(2))
	if want := []int{6, 4, 0}; !slices.Equal(brevities(r), want) {
		t.Errorf("brevity %v, want %v", brevities(r), want)
	}
	r = scoreRound(t, null(), solved(7, 1), null(), null())
	if want := []Marks{{}, {Speed: 4, Brevity: 4}, {}, {}}; !slices.Equal(r.Marks, want) {
		t.Errorf("marks %v, want %v", r.Marks, want)
	}
}

// TestScoreRound_AllFailDecisionThreeThenTwo: the first to declare his
// chain abandoned gets 3 for decision, the next 2.
func TestScoreRound_AllFailDecisionThreeThenTwo(t *testing.T) {
	r := scoreRound(t, abandoned(3), abandoned(1), null(), abandoned(2))
	if want := []Marks{{}, {Decision: 3}, {}, {Decision: 2}}; !slices.Equal(r.Marks, want) {
		t.Errorf("marks %v, want %v", r.Marks, want)
	}
	if want := []int{3, 1, 0, 2}; !slices.Equal(r.Abandon, want) {
		t.Errorf("abandon %v, want %v", r.Abandon, want)
	}
	if r.Redraw {
		t.Error("a null chain was handed in: no redraw")
	}
	r = scoreRound(t, abandoned(3), abandoned(1), abandoned(2))
	if !r.Redraw {
		t.Error("all abandoned: another doublet should be drawn")
	}
	r = scoreRound(t, null(), null(), null())
	if want := []Marks{{}, {}, {}}; !slices.Equal(r.Marks, want) || r.Redraw {
		t.Errorf("all null: marks %v, redraw %v", r.Marks, r.Redraw)
	}
}

func TestScoreRound_RefusesBadEntries(t *testing.T) {
	if _, err := ScoreRound([]Entry{solved(3, 1)}); err == nil {
		t.Error("one player accepted")
	}
	if _, err := ScoreRound([]Entry{solved(3, 1), solved(3, 1), solved(3, 2)}); err == nil {
		t.Error("equal orders accepted")
	}
}

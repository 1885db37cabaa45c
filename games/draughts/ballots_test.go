package draughts

import (
	"slices"
	"strings"
	"testing"
)

func openingTexts(list []Opening) []string {
	var out []string
	for _, o := range list {
		out = append(out, o.Text())
	}
	return out
}

func TestBallotDecksAreOpeningsOfTheirGame(t *testing.T) {
	for _, c := range []struct {
		rules      Rules
		ballots    int
		openings   int
		firstMoves string
	}{
		{Rules{}, 174, 216, "11-15 23-19 8-11"},
		{Rules{Variant: Polish}, 332, 447, "31-26 16-21 32-27"},
	} {
		deck, err := Ballots(c.rules)
		if err != nil {
			t.Fatalf("%v: %v", c.rules.Variant, err)
		}
		all, _ := Openings(c.rules) // one a position
		if len(deck) != c.ballots || len(all) != c.openings {
			t.Errorf("%v: %d ballots of %d openings, want %d of %d", c.rules.Variant, len(deck), len(all), c.ballots, c.openings)
		}
		texts := openingTexts(deck)
		if !slices.Contains(texts, c.firstMoves) {
			t.Errorf("%v: the deck lacks %q", c.rules.Variant, c.firstMoves)
		}
		seen := map[string]bool{}
		for i, o := range deck {
			if seen[texts[i]] {
				t.Errorf("%v: %q twice", c.rules.Variant, texts[i])
			}
			seen[texts[i]] = true
			if len(o.Moves) != openingPlies || Outcome(o.State).Status != Ongoing {
				t.Errorf("%v: %q is not an ongoing opening of %d plies", c.rules.Variant, texts[i], openingPlies)
			}
		}
	}
}

func TestBallotsKeepTheRulesTheyWereAskedFor(t *testing.T) {
	r := Rules{Draws: Victorian}
	deck, err := Ballots(r)
	if err != nil {
		t.Fatal(err)
	}
	if got := deck[0].State.Rules(); got.Draws != Victorian {
		t.Errorf("a ballot's rules are %+v, want the Victorian draws asked for", got)
	}
}

func TestLosingGameHasNoBallotDeck(t *testing.T) {
	if _, err := Ballots(Rules{Variant: Losing}); err == nil || !strings.Contains(err.Error(), "no ballot deck") {
		t.Errorf("Ballots of the Losing game: %v, want a refusal", err)
	}
}

func TestLevelOpeningsAreThoseTheSearchScoresWithinTheMargin(t *testing.T) {
	all, _ := Openings(Rules{})
	level, err := LevelOpenings(t.Context(), Rules{}, 20_000, BallotMargin)
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, o := range level {
		listed[o.Text()] = true
	}
	if len(level) == 0 || len(level) >= len(all) {
		t.Fatalf("%d of %d openings level, want some but not all", len(level), len(all))
	}
	for _, o := range all {
		s := o.State.WithEvaluation(EvalClassic).WithPruning(PruneClassic)
		score := Search(t.Context(), s, Limits{Nodes: 20_000}).Score
		if within := abs(score) <= BallotMargin; within != listed[o.Text()] {
			t.Errorf("%s: the search scores it %d, and it is listed level: %v", o.Text(), score, listed[o.Text()])
		}
	}
}

func TestBallotDecksComeFromTheGenerator(t *testing.T) {
	if !slow() {
		t.Skip("slow (about 3 minutes): set PARLOUR_SLOW=1")
	}
	for _, r := range []Rules{{}, {Variant: Polish}} {
		level, err := LevelOpenings(t.Context(), r, BallotNodes, BallotMargin)
		if err != nil {
			t.Fatal(err)
		}
		deck, _ := Ballots(r)
		if got, want := openingTexts(deck), openingTexts(level); !slices.Equal(got, want) {
			t.Errorf("%v: the embedded deck (%d) is not what the generator makes (%d)", r.Variant, len(got), len(want))
		}
	}
}

package draughts

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"strings"
)

// The ballot decks are the openings of Openings that match play draws by
// lot. As the three-move ballot of English draughts bars the openings held
// to be lost, a deck here keeps only the openings that today's Expert (the
// classic evaluation, PruneClassic) finds level within BallotMargin after
// a search of BallotNodes nodes: the others have handed one side a man or
// more in three plies, and a pair of games from them is won by whoever has
// the better colour, whatever the players' strength. The decks are written
// by `go generate` (internal/ballotgen) and embedded.
const (
	BallotNodes  = 2_000_000
	BallotMargin = 50 // half a man
)

//go:generate sh -c "go run ./internal/ballotgen english > ballots_english.txt.tmp && mv ballots_english.txt.tmp ballots_english.txt"
//go:generate sh -c "go run ./internal/ballotgen polish > ballots_polish.txt.tmp && mv ballots_polish.txt.tmp ballots_polish.txt"

//go:embed ballots_english.txt
var ballotsEnglish string

//go:embed ballots_polish.txt
var ballotsPolish string

// Ballots lists the ballot deck of rules r, in the order of Openings: its
// openings whose text (Opening.Text) is a line of the embedded deck. The
// Losing game has no deck.
func Ballots(r Rules) ([]Opening, error) {
	var deck string
	switch r.Variant {
	case English:
		deck = ballotsEnglish
	case Polish:
		deck = ballotsPolish
	case Losing:
		return nil, errors.New("the Losing game has no ballot deck")
	default:
		return nil, fmt.Errorf("draughts variant %v has no ballot deck", r.Variant)
	}
	listed := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(deck), "\n") {
		listed[line] = true
	}
	all, err := Openings(r)
	if err != nil {
		return nil, err
	}
	var out []Opening
	for _, o := range all {
		if listed[o.Text()] {
			out = append(out, o)
		}
	}
	if len(out) != len(listed) {
		return nil, fmt.Errorf("the %s ballot deck lists %d openings, of which %d are openings of these rules", r.Variant, len(listed), len(out))
	}
	return out, nil
}

// LevelOpenings returns the openings of Openings(r) that a search of nodes
// nodes by today's Expert (the classic evaluation, PruneClassic) scores
// within margin of level: what the ballot decks hold, for BallotNodes and
// BallotMargin. The searches are bounded by nodes, not by the clock, so the
// list is the same every time.
func LevelOpenings(ctx context.Context, r Rules, nodes int64, margin int) ([]Opening, error) {
	all, err := Openings(r)
	if err != nil {
		return nil, err
	}
	var out []Opening
	for _, o := range all {
		s := o.State.WithEvaluation(EvalClassic).WithPruning(PruneClassic)
		res := Search(ctx, s, Limits{Nodes: nodes})
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if abs(res.Score) <= margin {
			out = append(out, o)
		}
	}
	return out, nil
}

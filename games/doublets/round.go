package doublets

import "fmt"

// failedExtraLinks is how many links longer than the longest correct chain
// an abandoned or null chain counts in the round game.
const failedExtraLinks = 4

// roundDecision are the decision marks of the round game, to the first and
// the second to abandon when everybody fails.
var roundDecision = []int{3, 2}

// ScoreRound scores one doublet of the round game (three or four players,
// the program acting as Carroll's President; it accepts two or more):
//
//   - speed: the correct chains, in the order they were finished, get as
//     many marks as there are players, one mark fewer each, and the last
//     none. Carroll's words ("the first ... gets as many marks as there are
//     Players; the next gets one mark less, and so on, the last getting
//     none") are followed literally: when every player is correct the last
//     gets none rather than one (four players: 4, 3, 2, 0); when some fail,
//     they are the last and get none (4, 3, 2 for three correct of four);
//   - brevity: the longest chain gets none, each shorter chain the
//     difference in links; an abandoned or null chain counts as the longest,
//     4 links longer than the longest correct one;
//   - when every player fails, the first to have declared his attempt
//     abandoned gets 3 marks for decision and the next 2 (null chains earn
//     nothing); when every player abandoned, Redraw is set as in the game
//     for two.
func ScoreRound(entries []Entry) (Result, error) {
	if len(entries) < 2 {
		return Result{}, fmt.Errorf("doublets: a round needs two or more players, got %d", len(entries))
	}
	if err := validate(entries); err != nil {
		return Result{}, fmt.Errorf("doublets: %w", err)
	}
	n := len(entries)
	solved := byOrder(entries, Solved)
	if len(solved) == 0 {
		return failed(entries, roundDecision...), nil
	}
	r := Result{Marks: make([]Marks, n), Abandon: make([]int, n)}
	for rank, i := range solved {
		if rank < n-1 {
			r.Marks[i].Speed = n - rank
		}
	}
	longest := 0
	for _, i := range solved {
		longest = max(longest, entries[i].Links)
	}
	if len(solved) < n {
		longest += failedExtraLinks
	}
	for _, i := range solved {
		r.Marks[i].Brevity = longest - entries[i].Links
	}
	return r, nil
}

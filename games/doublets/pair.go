package doublets

import "fmt"

// Marks of the game for two players.
const (
	pairSpeed       = 2 // to the first to finish a correct chain
	pairLoneBrevity = 4 // brevity for the only correct chain
	pairDecision    = 3 // to the first to abandon, when both fail
)

// ScorePair scores one doublet of the game for two players:
//
//   - both chains correct: the first finished gets 2 marks for speed, and if
//     the chains differ in length the shorter gets the difference for
//     brevity;
//   - one correct, the other abandoned or null: the correct one gets 2 for
//     speed and 4 for brevity (Carroll names only the abandoned case; a null
//     chain is treated alike, as the round game treats both alike);
//   - both fail: whoever declared his attempt abandoned first gets 3 for
//     decision; if both chains are null nobody scores;
//   - both abandoned: besides the decision marks, Redraw is set: another
//     doublet is drawn in place of this one.
func ScorePair(a, b Entry) (Result, error) {
	entries := []Entry{a, b}
	if err := validate(entries); err != nil {
		return Result{}, fmt.Errorf("doublets: %w", err)
	}
	solved := byOrder(entries, Solved)
	r := Result{Marks: make([]Marks, 2), Abandon: make([]int, 2)}
	switch len(solved) {
	case 2:
		first, second := solved[0], solved[1]
		r.Marks[first].Speed = pairSpeed
		if d := entries[first].Links - entries[second].Links; d > 0 {
			r.Marks[second].Brevity = d
		} else {
			r.Marks[first].Brevity = -d
		}
	case 1:
		r.Marks[solved[0]] = Marks{Speed: pairSpeed, Brevity: pairLoneBrevity}
	case 0:
		r = failed(entries, pairDecision)
	}
	return r, nil
}

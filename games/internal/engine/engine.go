// Package engine holds what the search engines of the board games share:
// the win scores, the limits and result of a search, the conversion of
// win scores for a transposition table, and the search driver. The levels
// of a computer player are package level's. It is pure, like every
// package under games/.
package engine

// WinScore is the score of a won position. A win in n plies scores
// WinScore-n and a loss in n plies -(WinScore-n); ordinary scores stay far
// below.
const WinScore = 30000

// WinBound is the score beyond which (in either direction) a score is a
// forced win or loss.
const WinBound = WinScore - 1000

// Limits bound a search. The zero value searches until ctx is done (or to
// the deepest iteration).
type Limits struct {
	// Depth is the deepest iteration, in plies; 0 means no limit.
	Depth int
	// Nodes is the number of positions the search may visit; 0 means no
	// limit. A search bounded by Depth or Nodes (and not cut short by ctx)
	// gives the same result every time.
	Nodes int64
	// Threads is how many searchers work on the position at once, all
	// sharing the table; 0 means one. Only a search bounded by time alone
	// (no Depth, no Nodes) and of a game that can fork (Forker) uses more,
	// for the result of several at once depends on how their work
	// interleaves: the others search ahead of the first, and what they
	// store in the table lets it go deeper in the same time. The result,
	// its depth and line, is the first searcher's; its nodes are all the
	// searchers'.
	Threads int
}

// Result is what a search found, with moves of type M.
type Result[M any] struct {
	// Move is the best move found; the zero M when the game is over.
	Move M
	// Score is the worth of the position to the side to move, in
	// hundredths of the game's unit (a man, a pawn); beyond ±WinBound it
	// means a forced win or loss (see WinIn).
	Score int
	// Depth is the deepest iteration completed, in plies.
	Depth int
	// Nodes is the number of positions visited.
	Nodes int64
	// PV is the line the search expects, starting with Move.
	PV []M
}

// WinIn reports whether the score is a forced result, and in how many plies
// (positive: the side to move wins; negative: it loses).
func (r Result[M]) WinIn() (plies int, ok bool) {
	switch {
	case r.Score > WinBound:
		return WinScore - r.Score, true
	case r.Score < -WinBound:
		return -(WinScore + r.Score), true
	}
	return 0, false
}

// ToTable and FromTable convert win scores between "from the root" and
// "from this node", so that a transposition table entry serves at any ply
// and a win found elsewhere in the tree keeps its distance.
func ToTable(score, ply int) int {
	switch {
	case score > WinBound:
		return score + ply
	case score < -WinBound:
		return score - ply
	}
	return score
}

// FromTable is the inverse of ToTable.
func FromTable(score, ply int) int {
	switch {
	case score > WinBound:
		return score - ply
	case score < -WinBound:
		return score + ply
	}
	return score
}

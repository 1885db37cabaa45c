package circularchess

// Move-ordering scores: the hash move first, then captures and promotions
// by the worth of what is won, then the two killer moves of the ply, then
// quiet moves by their history.
const (
	hashScore    = 1 << 30
	captureScore = 1 << 24
	killerScore  = 1 << 22
)

// scoreMoves gives each move its ordering score.
func (sr *searcher) scoreMoves(p *position, moves []Move, hashMove Move, ply int) []int32 {
	scores := sr.scores[ply][:len(moves)]
	side := p.side
	for i, m := range moves {
		victim := p.board[m.To].Kind
		switch {
		case m == hashMove:
			scores[i] = hashScore
		case victim != NoKind || m.Promotion != NoKind || (m.To == p.ep && p.board[m.From].Kind == Pawn):
			gain := values[victim] + values[m.Promotion]
			if victim == NoKind && m.Promotion == NoKind {
				gain = values[Pawn]
			}
			scores[i] = int32(captureScore + 16*gain - values[p.board[m.From].Kind]/8)
		case m == sr.killers[ply][0]:
			scores[i] = killerScore + 1
		case m == sr.killers[ply][1]:
			scores[i] = killerScore
		default:
			scores[i] = min(sr.history[side][m.From][m.To], killerScore-1)
		}
	}
	return scores
}

// pickNext brings the best-scored move of moves[i:] to position i and
// returns it.
func pickNext(moves []Move, scores []int32, i int) Move {
	best := i
	for j := i + 1; j < len(moves); j++ {
		if scores[j] > scores[best] {
			best = j
		}
	}
	moves[i], moves[best] = moves[best], moves[i]
	scores[i], scores[best] = scores[best], scores[i]
	return moves[i]
}

// rememberCutoff records a quiet move that refuted its position: as a
// killer of the ply and in the history of its side.
func (sr *searcher) rememberCutoff(ply int, side Color, m Move, depth int) {
	if sr.killers[ply][0] != m {
		sr.killers[ply][1] = sr.killers[ply][0]
		sr.killers[ply][0] = m
	}
	h := &sr.history[side][m.From][m.To]
	*h += int32(depth * depth)
	if *h > killerScore/2 {
		for c := range sr.history {
			for f := range sr.history[c] {
				for t := range sr.history[c][f] {
					sr.history[c][f][t] /= 2
				}
			}
		}
	}
}

package circularchess

import "parlour/games/internal/engine"

// poll counts a node and reports whether the search must stop.
func (sr *searcher) poll() bool {
	sr.nodes++
	if sr.stopped {
		return true
	}
	if !sr.mayStop {
		return false
	}
	if sr.maxNodes > 0 && sr.nodes >= sr.maxNodes {
		sr.stopped = true
	} else if sr.nodes&1023 == 0 {
		select {
		case <-sr.done:
			sr.stopped = true
		default:
		}
	}
	return sr.stopped
}

// settled returns the score of a position that the rules decide without
// looking at the moves (a bare king, a draw), from the side to move's view.
func (sr *searcher) settled(p *position, ply, halfmove int) (int, bool) {
	if sr.rules.Variant == Byzantine {
		us, them := p.side, p.side.Opponent()
		usBare, themBare := p.bare(us), p.bare(them)
		switch {
		case usBare && themBare:
			return 0, true
		case themBare:
			return WinScore - ply, true
		case usBare && popCount(p.colors[them]&^p.kinds[King]) > 1:
			return -(WinScore - ply), true
		}
	} else if p.insufficient() {
		return 0, true
	}
	if halfmove >= 100 {
		return 0, true
	}
	// A repetition within the search counts as a draw at once.
	for i := len(sr.keys) - 2; i >= 0 && i >= len(sr.keys)-halfmove; i -= 2 {
		if sr.keys[i] == p.key {
			return 0, true
		}
	}
	return 0, false
}

// search is the principal variation search of p to depth plies.
func (sr *searcher) search(p *position, depth, ply, alpha, beta, halfmove int, mayNull bool) int {
	sr.pvLen[ply] = 0
	if sr.poll() {
		return 0
	}
	if score, ok := sr.settled(p, ply, halfmove); ok {
		return score
	}
	if ply >= maxPly-1 {
		return p.evaluate(sr.rules)
	}
	// No line from here can beat a mate already found nearer the root.
	alpha, beta = max(alpha, -(WinScore-ply)), min(beta, WinScore-ply-1)
	if alpha >= beta {
		return alpha
	}
	us := p.side
	inCheck := p.inCheck(us)
	if inCheck {
		depth++
	}
	if depth <= 0 {
		return sr.quiesce(p, ply, alpha, beta, halfmove)
	}
	pvNode := beta-alpha > 1
	var hashMove Move
	if e, ok := sr.tt.probe(p.key); ok {
		hashMove = e.move
		score := engine.FromTable(int(e.score), ply)
		if !pvNode && int(e.depth) >= depth &&
			(e.bound == boundExact || e.bound == boundLower && score >= beta || e.bound == boundUpper && score <= alpha) {
			return score
		}
	}
	static := p.evaluate(sr.rules)
	if !pvNode && !inCheck && beta < winBound && beta > -winBound {
		// A position so good that even a weak move keeps it above beta.
		if depth <= 3 && static-110*depth >= beta {
			return static
		}
		// Passing, and still above beta: the real moves will be better.
		if mayNull && depth >= 3 && static >= beta && p.colors[us]&^(p.kinds[Pawn]|p.kinds[King]) != 0 {
			null := &sr.stack[ply+1]
			*null = *p
			null.setEP(NoCell)
			null.flip()
			sr.keys = append(sr.keys, p.key)
			score := -sr.search(null, depth-3-depth/6, ply+1, -beta, -beta+1, halfmove+1, false)
			sr.keys = sr.keys[:len(sr.keys)-1]
			if sr.stopped {
				return 0
			}
			if score >= beta {
				return beta
			}
		}
	}
	moves := p.generate(sr.rules, sr.moves[ply][:0], allMoves)
	scores := sr.scoreMoves(p, moves, hashMove, ply)
	best, bestMove := -infinity, Move{}
	origAlpha := alpha
	legal := 0
	futile := !pvNode && !inCheck && depth <= 2 && static+150*depth <= alpha
	sr.keys = append(sr.keys, p.key)
	defer func() { sr.keys = sr.keys[:len(sr.keys)-1] }()
	for i := range moves {
		m := pickNext(moves, scores, i)
		next := &sr.stack[ply+1]
		*next = p.play(m, sr.rules)
		if next.inCheck(us) {
			continue
		}
		legal++
		quiet := p.board[m.To].Kind == NoKind && m.Promotion == NoKind && m.To != p.ep
		givesCheck := next.inCheck(next.side)
		if futile && quiet && !givesCheck && legal > 1 {
			continue
		}
		hm := nextHalfmove(p, m, halfmove)
		var score int
		if legal == 1 {
			score = -sr.search(next, depth-1, ply+1, -beta, -alpha, hm, true)
		} else {
			reduce := 0
			if depth >= 3 && quiet && !inCheck && !givesCheck && legal > 3 && scores[i] < killerScore {
				reduce = 1
				if legal > 8 && !pvNode {
					reduce = 2
				}
			}
			score = -sr.search(next, depth-1-reduce, ply+1, -alpha-1, -alpha, hm, true)
			if score > alpha && reduce > 0 && !sr.stopped {
				score = -sr.search(next, depth-1, ply+1, -alpha-1, -alpha, hm, true)
			}
			if score > alpha && score < beta && !sr.stopped {
				score = -sr.search(next, depth-1, ply+1, -beta, -alpha, hm, true)
			}
		}
		if sr.stopped {
			return 0
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				sr.setPV(ply, m)
				if score >= beta {
					if quiet {
						sr.rememberCutoff(ply, us, m, depth)
					}
					break
				}
			}
		}
	}
	if legal == 0 {
		if inCheck || sr.rules.Variant == Byzantine {
			return -(WinScore - ply) // checkmated, or stalemated in the Byzantine game
		}
		return 0
	}
	if best == -infinity {
		// Every move was futile: the position is worth about its static
		// score, which is below alpha.
		return alpha
	}
	bound := boundExact
	switch {
	case best >= beta:
		bound = boundLower
	case best <= origAlpha:
		bound = boundUpper
	}
	sr.tt.store(p.key, bestMove, depth, bound, engine.ToTable(best, ply))
	return best
}

// quiesce searches captures and promotions until the position is quiet, so
// that the evaluation never stands in the middle of an exchange. In check
// it searches every move.
func (sr *searcher) quiesce(p *position, ply, alpha, beta, halfmove int) int {
	sr.pvLen[ply] = 0
	if sr.poll() {
		return 0
	}
	if score, ok := sr.settled(p, ply, halfmove); ok {
		return score
	}
	us := p.side
	inCheck := p.inCheck(us)
	static := -infinity
	if !inCheck {
		static = p.evaluate(sr.rules)
		if static >= beta || ply >= maxPly-1 {
			return static
		}
		alpha = max(alpha, static)
	} else if ply >= maxPly-1 {
		return p.evaluate(sr.rules)
	}
	moves := p.generate(sr.rules, sr.moves[ply][:0], !inCheck)
	scores := sr.scoreMoves(p, moves, Move{}, ply)
	best := static
	legal := 0
	for i := range moves {
		m := pickNext(moves, scores, i)
		if !inCheck && static+values[p.board[m.To].Kind]+values[m.Promotion]+200 <= alpha && m.To != p.ep {
			continue // even winning the piece cannot lift the score to alpha
		}
		next := &sr.stack[ply+1]
		*next = p.play(m, sr.rules)
		if next.inCheck(us) {
			continue
		}
		legal++
		score := -sr.quiesce(next, ply+1, -beta, -alpha, nextHalfmove(p, m, halfmove))
		if sr.stopped {
			return 0
		}
		if score > best {
			best = score
			if score > alpha {
				alpha = score
				sr.setPV(ply, m)
				if score >= beta {
					break
				}
			}
		}
	}
	if inCheck && legal == 0 {
		return -(WinScore - ply)
	}
	return best
}

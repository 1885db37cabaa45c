package doublechess

// Perft counts the paths of exactly depth legal quarter-moves from s (a
// pass counts as a move; a game that ends counts no further), the usual
// check of a move generator.
func Perft(s State, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(&s.pos, s.rules, depth)
}

func perft(p *position, r Rules, depth int) uint64 {
	if over(p, r) {
		return 0
	}
	var buf [256]move
	moves := p.legalMoves(buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		q := p.after(m)
		n += perft(&q, r, depth-1)
	}
	return n
}

// over reports whether the game in p has ended.
func over(p *position, r Rules) bool {
	if _, done := p.decided(r); done {
		return true
	}
	col := p.turn
	return !p.isDead(col) && p.isDead(col.Partner()) && !p.hasLegalMove(col)
}

// Divide returns, for each legal move of s, the number of paths of depth-1
// further quarter-moves after it; the counts add up to Perft(s, depth).
func Divide(s State, depth int) map[Move]uint64 {
	out := map[Move]uint64{}
	if depth <= 0 || over(&s.pos, s.rules) {
		return out
	}
	var buf [256]move
	for _, m := range s.pos.legalMoves(buf[:0]) {
		q := s.pos.after(m)
		if depth == 1 {
			out[public(m)] = 1
			continue
		}
		out[public(m)] = perft(&q, s.rules, depth-1)
	}
	return out
}

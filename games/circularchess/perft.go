package circularchess

// Perft counts the move paths of exactly depth moves from s: the number of
// sequences of legal moves, each move counted once however many ways round
// the ring a rook or queen could take to its cell. Only checkmate and
// stalemate end a path early; the draw rules and the Byzantine bare king
// play no part. It is the standard check of a move generator.
func Perft(s State, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][maxMoves]Move, depth)
	stack := make([]position, depth)
	return perft(&s.pos, s.rules, depth, bufs, stack)
}

// perft counts from p; bufs[d-1] holds the moves and stack[d-1] the
// positions met at depth d, so that nothing is allocated on the way.
func perft(p *position, r Rules, depth int, bufs [][maxMoves]Move, stack []position) uint64 {
	var n uint64
	for _, m := range p.generate(r, bufs[depth-1][:0], allMoves) {
		next := &stack[depth-1]
		*next = p.play(m, r)
		if next.inCheck(p.side) {
			continue
		}
		if depth == 1 {
			n++
		} else {
			n += perft(next, r, depth-1, bufs, stack)
		}
	}
	return n
}

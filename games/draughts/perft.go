package draughts

// Perft counts the positions reached after exactly depth moves from s, by
// every sequence of legal moves with compulsory capture (huffing and the
// draw rules play no part). It is the standard check of a move generator.
//
// Two ways of jumping that start and end on the same squares and take the
// same pieces leave the same position. Perft follows the convention of the
// published table of each game, so that its counts can be checked against
// them:
//
//   - English and Losing: each path counts (A. Bik's table for English
//     checkers counts them so). Only a king can make such twins on this
//     board, by going round a ring of four pieces either way, so the
//     choice first shows at depth 12: 388,623,673 counting paths,
//     388,617,999 counting moves. Legal lists such twins once.
//   - Polish: each capture counts once (the table of the international
//     game removes twins). Men, which capture backwards, and flying kings,
//     which may stop on several squares between two captures on one line,
//     make twins often: at depth 8 the counts are 6,483,961 and, counting
//     paths, 6,483,971.
//
// The 8×8 games use a generator of their own, made for perft alone (see
// perft8.go); Polish and Divide use the one that search shares.
func Perft(s State, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if s.rules.Variant != Polish {
		return perft8Start(s.pos, depth)
	}
	return perft(s.pos, s.rules.Variant, depth, perftBufs(depth))
}

// perftBufs returns the move lists of each ply of a perft. They start with
// room to spare: the leaf counter lists captures into bufs[0] without
// keeping it, so an empty one would make it allocate at every such leaf.
func perftBufs(depth int) [][]move {
	bufs := make([][]move, depth)
	for i := range bufs {
		bufs[i] = make([]move, 0, 128)
	}
	return bufs
}

func perft(p position, v Variant, depth int, bufs [][]move) uint64 {
	if depth == 1 {
		if v == Polish {
			return uint64(count10(&p, bufs[0]))
		}
		return uint64(count8(&p, bufs[0], false))
	}
	var list []move
	if v == Polish {
		list = gen10(&p, bufs[depth-1][:0])
	} else {
		list = gen8paths(&p, bufs[depth-1][:0], true, false)
	}
	bufs[depth-1] = list
	crown := crownRow(&p, v)
	var n uint64
	for i := range list {
		n += perft(p.play(list[i], crown), v, depth-1, bufs)
	}
	return n
}

// divide returns the perft count below each move of s (with compulsory
// capture), keyed by the move's text: the usual way to find where two move
// generators disagree. Twin paths of one capture are added together under
// its text.
func divide(s State, depth int) map[string]uint64 {
	out := make(map[string]uint64)
	if depth <= 0 {
		return out
	}
	v := s.rules.Variant
	var list []move
	if v == Polish {
		list = gen10(&s.pos, nil)
	} else {
		list = gen8paths(&s.pos, nil, true, false)
	}
	crown := crownRow(&s.pos, v)
	bufs := perftBufs(depth)
	for _, m := range list {
		n := uint64(1)
		if depth > 1 {
			n = perft(s.pos.play(m, crown), v, depth-1, bufs)
		}
		out[s.MoveText(s.public(m))] += n
	}
	return out
}

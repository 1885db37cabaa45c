package draughts

// generate appends the moves of the side to move in p under rules r. With
// compulsory capture (always so in the Polish game) only captures are
// listed when one exists; in the Polish game only those taking the most
// pieces.
func generate(p *position, r Rules, list []move) []move {
	if r.Variant == Polish {
		return gen10(p, list)
	}
	return gen8(p, list, r.mustCapture())
}

// countMoves counts the moves generate would list under compulsory capture.
func countMoves(p *position, v Variant, scratch []move) int {
	if v == Polish {
		return count10(p, scratch)
	}
	return count8(p, scratch, true)
}

// crownRow is where the side to move in p crowns its men.
func crownRow(p *position, v Variant) uint64 { return geometryOf(v).crown[p.side] }

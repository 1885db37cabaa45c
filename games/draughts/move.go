package draughts

import (
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// Move is one move of a game, in square numbers.
type Move struct {
	// From and To are the squares where the moving piece starts and ends. A
	// king's capture may end where it started.
	From int `json:"from"`
	To   int `json:"to"`
	// Path lists every square the piece stands on, From first and To last:
	// [From, To] for an ordinary move, and one more square for each jump
	// after the first in a capture.
	Path []int `json:"path,omitempty"`
	// Captured lists the squares of the pieces taken, in the order they are
	// jumped; empty for an ordinary move.
	Captured []int `json:"captured,omitempty"`
}

// IsCapture reports whether the move takes pieces.
func (m Move) IsCapture() bool { return len(m.Captured) > 0 }

// String writes the move in the short PDN form: "11-15" for an ordinary
// move, "11x18" for a capture whatever its length.
func (m Move) String() string {
	sep := "-"
	if m.IsCapture() {
		sep = "x"
	}
	return strconv.Itoa(m.From) + sep + strconv.Itoa(m.To)
}

// LongString writes a capture with every square it lands on, such as
// "11x18x25"; an ordinary move is written as by String.
func (m Move) LongString() string {
	if !m.IsCapture() || len(m.Path) < 2 {
		return m.String()
	}
	parts := make([]string, len(m.Path))
	for i, sq := range m.Path {
		parts[i] = strconv.Itoa(sq)
	}
	return strings.Join(parts, "x")
}

// public turns an engine move of the position of s into a Move, finding the
// path the piece takes.
func (s State) public(m move) Move {
	g := geometryOf(s.rules.Variant)
	out := Move{From: g.squareOf[m.from], To: g.squareOf[m.to]}
	if m.caps == 0 {
		out.Path = []int{out.From, out.To}
		return out
	}
	path, taken := tracePath(&s.pos, s.rules.Variant, m)
	out.Path = make([]int, len(path))
	for i, c := range path {
		out.Path[i] = g.squareOf[c]
	}
	out.Captured = make([]int, len(taken))
	for i, c := range taken {
		out.Captured[i] = g.squareOf[c]
	}
	return out
}

// tracePath finds one way for the capture m to be made in p: the cells the
// piece lands on (starting with m.from) and the cells it jumps, in order.
func tracePath(p *position, v Variant, m move) (path, taken []int) {
	g := geometryOf(v)
	occ := p.occupied() &^ (1 << m.from)
	king := p.kings&(1<<m.from) != 0
	flying := king && v == Polish
	d0, d1 := upLeft, downRight
	if !king && v != Polish {
		d0, d1 = forward(p.side)
	}
	crown := uint64(0)
	if !king && v != Polish {
		crown = g.crown[p.side]
	}
	path = []int{int(m.from)}
	var walk func(cell int, done uint64) bool
	walk = func(cell int, done uint64) bool {
		if done == m.caps {
			return cell == int(m.to)
		}
		for d := d0; d <= d1; d++ {
			over := g.next[d][cell]
			for flying && over != noCell && occ&(1<<over) == 0 {
				over = g.next[d][over]
			}
			if over == noCell || m.caps&(1<<over) == 0 || done&(1<<over) != 0 {
				continue
			}
			for land := g.next[d][over]; land != noCell && occ&(1<<land) == 0; land = g.next[d][land] {
				now := done | 1<<over
				if crown&(1<<land) == 0 || now == m.caps {
					path = append(path, land)
					taken = append(taken, over)
					if walk(land, now) {
						return true
					}
					path, taken = path[:len(path)-1], taken[:len(taken)-1]
				}
				if !flying {
					break
				}
			}
		}
		return false
	}
	walk(int(m.from), 0)
	return path, taken
}

// capturesAlong works out which pieces a capture written as a list of
// squares takes: each leg must run along a diagonal and jump exactly one
// enemy piece not already taken (with a flying king, any empty squares
// before and after it). ok is false when the squares do not describe a
// capture on this board.
func capturesAlong(p *position, v Variant, squares []int) (caps uint64, ok bool) {
	g := geometryOf(v)
	for _, sq := range squares {
		if !g.onBoard(sq) {
			return 0, false
		}
	}
	from := g.cellOf[squares[0]]
	if p.pieces[p.side]&(1<<from) == 0 {
		return 0, false
	}
	occ := p.occupied() &^ (1 << from)
	opp := p.pieces[p.side^1]
	flying := v == Polish && p.kings&(1<<from) != 0
	cell := from
	for _, sq := range squares[1:] {
		to := g.cellOf[sq]
		d, steps, diag := g.direction(cell, to)
		if !diag || steps < 2 || (!flying && steps != 2) {
			return 0, false
		}
		var jumped uint64
		for c := g.next[d][cell]; c != to; c = g.next[d][c] {
			if occ&(1<<c) == 0 {
				continue
			}
			if jumped != 0 || opp&(1<<c) == 0 || caps&(1<<c) != 0 {
				return 0, false
			}
			jumped = 1 << c
		}
		if jumped == 0 || occ&(1<<to) != 0 {
			return 0, false
		}
		caps |= jumped
		cell = to
	}
	return caps, true
}

// sortMoves puts moves in a stable order: by From, then To, then path.
func sortMoves(ms []Move) {
	slices.SortFunc(ms, func(a, b Move) int {
		if a.From != b.From {
			return a.From - b.From
		}
		if a.To != b.To {
			return a.To - b.To
		}
		return slices.Compare(a.Path, b.Path)
	})
}

// capsOf turns a list of captured squares into a cell set; ok is false if a
// square is off the board or listed twice.
func capsOf(g *geometry, squares []int) (uint64, bool) {
	var caps uint64
	for _, sq := range squares {
		if !g.onBoard(sq) {
			return 0, false
		}
		b := g.cellBit(sq)
		if caps&b != 0 {
			return 0, false
		}
		caps |= b
	}
	return caps, bits.OnesCount64(caps) == len(squares)
}

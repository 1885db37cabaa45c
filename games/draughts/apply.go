package draughts

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Apply plays m and returns the new state. m is matched against the legal
// moves by From and To, and by Captured or Path when they are given (they
// tell apart two captures between the same squares). When m is not legal
// the error says why in words a player can act on, such as "square 14 is
// empty" or "you must capture: 11x18".
func (s State) Apply(m Move) (State, error) {
	if o := Outcome(s); o.Status != Ongoing {
		return s, fmt.Errorf("the game is over: %s", o.Reason)
	}
	found, err := s.match(attempt{from: m.From, to: m.To, path: m.Path, captured: m.Captured, capture: m.IsCapture() || len(m.Path) > 2})
	if err != nil {
		return s, err
	}
	return s.play(found), nil
}

// attempt is a move as a player wrote or chose it, which may not be legal.
type attempt struct {
	from, to int
	path     []int // every square stood on, when given
	captured []int // captured squares, when given
	capture  bool  // written as a capture
}

// String writes the attempt as the player wrote it.
func (a attempt) String() string {
	if len(a.path) > 2 {
		parts := make([]string, len(a.path))
		for i, sq := range a.path {
			parts[i] = strconv.Itoa(sq)
		}
		return strings.Join(parts, "x")
	}
	sep := "-"
	if a.capture {
		sep = "x"
	}
	return strconv.Itoa(a.from) + sep + strconv.Itoa(a.to)
}

// match finds the one legal move the attempt describes.
func (s State) match(a attempt) (move, error) {
	g := geometryOf(s.rules.Variant)
	if err := s.checkSquares(a); err != nil {
		return move{}, err
	}
	var want uint64
	constrained := false
	if len(a.captured) > 0 {
		caps, ok := capsOf(g, a.captured)
		if !ok {
			return move{}, fmt.Errorf("%s: the captured squares are not a set of squares on the board", a)
		}
		want, constrained = caps, true
	}
	if len(a.path) > 2 {
		caps, ok := capturesAlong(&s.pos, s.rules.Variant, a.path)
		if !ok {
			return move{}, fmt.Errorf("%s: each step of a capture must jump one enemy piece along a diagonal to an empty square", a)
		}
		if constrained && caps != want {
			return move{}, fmt.Errorf("%s: the path does not take the pieces listed as captured", a)
		}
		want, constrained = caps, true
	}
	from, to := int8(g.cellOf[a.from]), int8(g.cellOf[a.to])
	var found []move
	for _, m := range s.moves() {
		if m.from == from && m.to == to && (!constrained || m.caps == want) && (m.caps != 0 || !a.capture) {
			found = append(found, m)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return move{}, s.explain(a)
	}
	texts := make([]string, len(found))
	for i, m := range found {
		texts[i] = s.public(m).LongString()
	}
	return move{}, fmt.Errorf("%s is ambiguous: write the whole path, %s", a, strings.Join(texts, " or "))
}

// checkSquares rejects squares off the board and a start square without a
// piece of the side to move.
func (s State) checkSquares(a attempt) error {
	g := geometryOf(s.rules.Variant)
	for _, sq := range append([]int{a.from, a.to}, append(a.path, a.captured...)...) {
		if !g.onBoard(sq) {
			return fmt.Errorf("there is no square %d: the squares run from 1 to %d", sq, g.squares)
		}
	}
	p, ok := s.Piece(a.from)
	if !ok {
		return fmt.Errorf("square %d is empty", a.from)
	}
	if p.Color != s.pos.side {
		return fmt.Errorf("square %d holds a %s, and it is %s's turn", a.from, p, s.pos.side)
	}
	return nil
}

// explain says why an attempt that matched no legal move is wrong.
func (s State) explain(a attempt) error {
	g := geometryOf(s.rules.Variant)
	v := s.rules.Variant
	legal := s.moves()
	caps := 0
	for _, m := range legal {
		caps = max(caps, bits.OnesCount64(m.caps))
	}
	from, to := g.cellOf[a.from], g.cellOf[a.to]
	piece, _ := s.Piece(a.from)
	if a.to != a.from {
		if _, busy := s.Piece(a.to); busy {
			return fmt.Errorf("square %d is occupied", a.to)
		}
	}
	if caps > 0 && (s.rules.mustCapture() || s.mustTake) {
		// Is the attempt a capture at all, if a short one?
		short := captureReach(&s.pos, v, from)&(1<<to) != 0
		list := s.captureList(legal)
		if short && v == Polish {
			return fmt.Errorf("you must take the most pieces (%d): %s", caps, list)
		}
		if short {
			return fmt.Errorf("%s is not a complete capture: the jumps must go on while they can: %s", a, list)
		}
		return fmt.Errorf("you must capture: %s", list)
	}
	dir, steps, diagonal := g.direction(from, to)
	switch {
	case a.from == a.to:
		return fmt.Errorf("%s does not move the piece", a)
	case !diagonal:
		return fmt.Errorf("squares %d and %d are not on one diagonal", a.from, a.to)
	}
	f0, f1 := forward(piece.Color)
	backwards := dir != f0 && dir != f1
	flying := piece.King && v == Polish
	if steps == 1 || flying && !a.capture {
		if backwards && !piece.King {
			return fmt.Errorf("a man moves only forwards; only a king may move back")
		}
		for c := g.next[dir][from]; c != to; c = g.next[dir][c] {
			if s.pos.occupied()&(1<<c) != 0 {
				return fmt.Errorf("square %d is in the way", g.squareOf[c])
			}
		}
		if a.capture {
			return fmt.Errorf("%s takes nothing: a capture jumps over an enemy piece", a)
		}
		return fmt.Errorf("%s is not a legal move", a)
	}
	if !flying && steps > 2 {
		if piece.King {
			return fmt.Errorf("a king moves one square at a time, or jumps over one piece")
		}
		return fmt.Errorf("a man moves one square at a time, or jumps over one piece")
	}
	if steps == 2 {
		over := g.next[dir][from]
		switch {
		case s.pos.occupied()&(1<<over) == 0:
			return fmt.Errorf("there is no piece on square %d to jump", g.squareOf[over])
		case s.pos.pieces[s.pos.side]&(1<<over) != 0:
			return fmt.Errorf("you cannot jump your own piece on square %d", g.squareOf[over])
		case backwards && !piece.King && v != Polish:
			return fmt.Errorf("a man captures only forwards; only a king may capture backwards")
		}
	}
	return fmt.Errorf("%s is not a legal move", a)
}

// captureList writes the captures among ms, for a message.
func (s State) captureList(ms []move) string {
	var out []Move
	for _, m := range ms {
		if m.caps != 0 {
			out = append(out, s.public(m))
		}
	}
	sortMoves(out)
	texts := make([]string, 0, len(out))
	for _, m := range out {
		texts = append(texts, s.MoveText(m))
	}
	if len(texts) > 6 {
		texts = append(texts[:6], "...")
	}
	return strings.Join(texts, " or ")
}

// listSquares writes squares as "5, 9 or 14".
func listSquares(sqs []int) string {
	parts := make([]string, len(sqs))
	for i, sq := range sqs {
		parts[i] = strconv.Itoa(sq)
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// captureReach returns every cell the piece on from could stand on after
// one or more jumps, whether or not the capture could stop there.
func captureReach(p *position, v Variant, from int) uint64 {
	g := geometryOf(v)
	occ := p.occupied() &^ (1 << from)
	opp := p.pieces[p.side^1]
	king := p.kings&(1<<from) != 0
	flying := king && v == Polish
	d0, d1 := upLeft, downRight
	if !king && v != Polish {
		d0, d1 = forward(p.side)
	}
	var reach uint64
	var walk func(cell int, done uint64)
	walk = func(cell int, done uint64) {
		for d := d0; d <= d1; d++ {
			over := g.next[d][cell]
			for flying && over != noCell && occ&(1<<over) == 0 {
				over = g.next[d][over]
			}
			if over == noCell || opp&(1<<over) == 0 || done&(1<<over) != 0 {
				continue
			}
			for land := g.next[d][over]; land != noCell && occ&(1<<land) == 0; land = g.next[d][land] {
				reach |= 1 << land
				walk(land, done|1<<over)
				if !flying {
					break
				}
			}
		}
	}
	walk(from, 0)
	return reach
}

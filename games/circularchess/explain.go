package circularchess

import (
	"fmt"
	"math/bits"
	"strings"
)

// check returns nil if m is legal in s, or an error that says why not.
func (s State) check(m Move) error {
	if s.isLegal(m) {
		return nil
	}
	fault := func(format string, a ...any) error {
		return fmt.Errorf("%v: "+format, append([]any{m}, a...)...)
	}
	if !m.From.Valid() || !m.To.Valid() {
		return fault("not a move between two cells of the board")
	}
	p := &s.pos
	pc := p.board[m.From]
	switch {
	case m.From == m.To:
		return fault("a move must leave its cell; no piece may go all the way round to where it stands")
	case pc.Kind == NoKind:
		return fault("there is no piece on %v", m.From)
	case pc.Color != p.side:
		return fault("the %v on %v is %v's, and %v is to move", pc.Kind, m.From, pc.Color, p.side)
	}
	if t := p.board[m.To]; t.Kind != NoKind && t.Color == pc.Color {
		return fault("the %v cannot take %v's own %v on %v", pc.Kind, t.Color, t.Kind, m.To)
	}
	var why error
	if pc.Kind == Pawn {
		why = s.pawnFault(m)
	} else {
		why = s.pieceFault(m, pc.Kind)
	}
	if why != nil {
		return fault("%v", why)
	}
	if p.inCheck(p.side) {
		return fault("%v is in check, and this move does not answer it", p.side)
	}
	return fault("it would leave %v's king in check", p.side)
}

// pieceFault says why a piece other than a pawn cannot make move m, or
// returns nil if only the safety of the king stands in its way.
func (s State) pieceFault(m Move, k Kind) error {
	p := &s.pos
	if m.Promotion != NoKind {
		return fmt.Errorf("only a pawn reaching the enemy's home line is promoted")
	}
	if attacks(k, m.From, 0)&m.To.bit() == 0 {
		return fmt.Errorf("%s %s", article(k), kindMoves[k])
	}
	if attacks(k, m.From, p.occupied())&m.To.bit() != 0 {
		return nil
	}
	return fmt.Errorf("the way is blocked by %s", s.blockers(m))
}

// kindMoves says how each kind moves, for the messages.
var kindMoves = [kindCount]string{
	Knight:     "moves one ring and two cells, or two rings and one cell",
	Bishop:     "moves diagonally, one ring and one cell at each step, until it meets a piece or the rim",
	Rook:       "moves round its ring either way, or straight across the rings",
	Queen:      "moves round its ring, straight across the rings, or diagonally",
	King:       "moves one cell in any direction (there is no castling)",
	Counsellor: "moves one cell diagonally",
	Elephant:   "leaps exactly two cells diagonally",
}

// article returns "a knight", "an elephant" and so on.
func article(k Kind) string {
	if strings.ContainsRune("aeiou", rune(k.String()[0])) {
		return "an " + k.String()
	}
	return "a " + k.String()
}

// blockers names the pieces standing between the ends of a slider's move
// that the empty board would allow: on every way it could go.
func (s State) blockers(m Move) string {
	p := &s.pos
	occ := p.occupied()
	var names []string
	name := func(c Cell) string { return "the " + p.board[c].Kind.String() + " on " + c.String() }
	if m.From.ringIndex() == m.To.ringIndex() {
		for _, d := range []int{1, -1} {
			for c := cellOf(m.From.ringIndex(), m.From.pos()+d); c != m.To; c = cellOf(c.ringIndex(), c.pos()+d) {
				if occ&c.bit() != 0 {
					names = append(names, name(c))
					break
				}
			}
		}
		return strings.Join(names, " one way round and ") + " the other"
	}
	for i := range rays {
		if rays[i][m.From]&m.To.bit() == 0 {
			continue
		}
		between := rays[i][m.From] &^ rays[i][m.To] &^ m.To.bit()
		block := between & occ
		var c Cell
		if i < inwardRays {
			c = lowest(block)
		} else {
			c = Cell(63 - bits.LeadingZeros64(block))
		}
		return name(c)
	}
	return "a piece"
}

// pawnFault says why the pawn cannot make move m, or returns nil if only
// the safety of the king stands in its way.
func (s State) pawnFault(m Move) error {
	p := &s.pos
	us := p.side
	d := p.direction(m.From)
	ahead := pawnStep[d][m.From]
	toward := "higher"
	if d == descending {
		toward = "lower"
	}
	heading := fmt.Sprintf("the pawn on %v heads round ring %c toward %s numbers; it steps one cell ahead to %v", m.From, m.From.Ring(), toward, ahead)
	modern := s.rules.Variant == Modern
	promotes := modern && homeCells[us.Opponent()]&m.To.bit() != 0
	target := p.board[m.To]
	switch {
	case m.To == ahead:
		if target.Kind != NoKind {
			return fmt.Errorf("the pawn is blocked by the %v on %v: pawns take diagonally, not straight ahead", target.Kind, m.To)
		}
	case m.To == pawnStep[d][ahead] && m.To.ringIndex() == m.From.ringIndex():
		switch {
		case !modern:
			return fmt.Errorf("Byzantine pawns step one cell at a time")
		case startCells[us]&m.From.bit() == 0:
			return fmt.Errorf("a pawn steps two cells only from its first cell")
		case p.board[ahead].Kind != NoKind:
			return fmt.Errorf("the pawn cannot step two: the %v on %v is in the way", p.board[ahead].Kind, ahead)
		case target.Kind != NoKind:
			return fmt.Errorf("the pawn is blocked by the %v on %v", target.Kind, m.To)
		}
	case pawnAttacks[d][m.From]&m.To.bit() != 0:
		if target.Kind == NoKind && m.To != p.ep {
			return fmt.Errorf("a pawn moves diagonally only to take, and %v is empty", m.To)
		}
	default:
		return fmt.Errorf("%s, or takes one cell diagonally ahead", heading)
	}
	switch {
	case promotes && m.Promotion == NoKind:
		return fmt.Errorf("the pawn reaches %v's home line and must be promoted: add =Q, =R, =B or =N", us.Opponent())
	case !promotes && m.Promotion != NoKind && modern:
		return fmt.Errorf("only a pawn reaching the enemy's home line (cells %s) is promoted", enemyLine[us])
	case m.Promotion != NoKind && !modern:
		return fmt.Errorf("Byzantine pawns are never promoted")
	case promotes && m.Promotion != Queen && m.Promotion != Rook && m.Promotion != Bishop && m.Promotion != Knight:
		return fmt.Errorf("a pawn may become a queen, rook, bishop or knight, not a %v", m.Promotion)
	}
	return nil
}

// enemyLine names the cells of the line on which each side's pawns are
// promoted.
var enemyLine = [2]string{White: "8 and 9", Black: "1 and 16"}

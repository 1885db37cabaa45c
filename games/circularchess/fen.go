package circularchess

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The FEN of Circular Chess writes a position in five or six fields
// separated by spaces, after the Forsyth–Edwards Notation of ordinary chess:
//
//  1. the rings a to d, outermost first, separated by "/"; each ring from
//     cell 1 to cell 16, a piece as its letter (White's in capitals: P N B R
//     Q K, and in the Byzantine game F for the counsellor and E for the
//     elephant), a run of empty cells as its length (1 to 16). A pawn that
//     heads round its ring the other way than a pawn of its side on its own
//     half of the board (one that has gone past the enemy's home line in
//     the Byzantine game) has ">" after it when it heads toward higher
//     numbers, "<" when toward lower;
//  2. the side to move, "w" or "b";
//  3. the cell a pawn has just stepped over, where an enemy pawn may take
//     it en passant, or "-";
//  4. the number of moves, counting each side's, since the last capture or
//     pawn move;
//  5. the number of the full move, from 1;
//  6. optionally, the rules: "modern" (the default), "modern+ep" or
//     "byzantine".
//
// The start of the modern game is
//
//	RP4prrp4PR/NP4pnnp4PN/BP4pbbp4PB/QP4pqkp4PK w - 0 1 modern
//
// FEN returns the state's position in this form.
func (s State) FEN() string {
	p := &s.pos
	var b strings.Builder
	for r := range Rings {
		if r > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for n := range CellsPerRing {
			c := cellOf(r, n)
			pc := p.board[c]
			if pc.Kind == NoKind {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte(pc.Letter())
			if asc := p.ascending&c.bit() != 0; pc.Kind == Pawn && asc != naturalAscending(pc.Color, c) {
				b.WriteByte(directionMark(asc))
			}
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
	}
	side := "w"
	if p.side == Black {
		side = "b"
	}
	fmt.Fprintf(&b, " %s %v %d %d %v", side, p.ep, s.halfmove, s.moveNo, s.rules)
	return b.String()
}

func directionMark(asc bool) byte {
	if asc {
		return '>'
	}
	return '<'
}

// StartFEN is the FEN of the start of the modern game.
const StartFEN = "RP4prrp4PR/NP4pnnp4PN/BP4pbbp4PB/QP4pqkp4PK w - 0 1 modern"

// ParseFEN reads a position written in the FEN of Circular Chess (see
// State.FEN). The rules are read from the sixth field, or are the modern
// rules when it is left out. The position must be one that play could
// reach: one king a side, the pieces of the rules, no pawn where it could
// not stand, and the side that has just moved not in check.
func ParseFEN(text string) (State, error) {
	fields := strings.Fields(text)
	if len(fields) != 5 && len(fields) != 6 {
		return State{}, fmt.Errorf("a FEN has five or six fields (rings, side, en passant, halfmove clock, move number, rules), not %d", len(fields))
	}
	var rules Rules
	if len(fields) == 6 {
		var err error
		if rules, err = ParseRules(fields[5]); err != nil {
			return State{}, fmt.Errorf("FEN rules: %w", err)
		}
	}
	p, err := parseRings(fields[0], rules)
	if err != nil {
		return State{}, err
	}
	switch fields[1] {
	case "w":
	case "b":
		p.flip()
	default:
		return State{}, fmt.Errorf("FEN side to move: want w or b, not %q", fields[1])
	}
	halfmove, err := strconv.Atoi(fields[3])
	if err != nil || halfmove < 0 || halfmove > 9999 {
		return State{}, fmt.Errorf("FEN halfmove clock: want a whole number from 0 to 9999, not %q", fields[3])
	}
	moveNo, err := strconv.Atoi(fields[4])
	if err != nil || moveNo < 1 || moveNo > 99999 {
		return State{}, fmt.Errorf("FEN move number: want a whole number from 1 to 99999, not %q", fields[4])
	}
	if err := p.validate(rules); err != nil {
		return State{}, err
	}
	if fields[2] != "-" {
		c, err := ParseCell(fields[2])
		if err != nil {
			return State{}, fmt.Errorf("FEN en passant cell: %w", err)
		}
		if err := p.setEnPassant(c, rules); err != nil {
			return State{}, fmt.Errorf("FEN en passant cell %v: %w", c, err)
		}
	}
	return State{rules: rules, pos: p, halfmove: halfmove, moveNo: moveNo}, nil
}

// parseRings reads the first field of a FEN.
func parseRings(field string, r Rules) (position, error) {
	p := emptyPosition()
	rings := strings.Split(field, "/")
	if len(rings) != Rings {
		return p, fmt.Errorf("FEN board: want four rings separated by /, found %d", len(rings))
	}
	for ri, text := range rings {
		n := 0
		for i := 0; i < len(text); i++ {
			ch := text[i]
			if ch >= '0' && ch <= '9' {
				j := i
				for j < len(text) && text[j] >= '0' && text[j] <= '9' {
					j++
				}
				run, err := strconv.Atoi(text[i:j])
				if err != nil || run < 1 || text[i] == '0' || n+run > CellsPerRing {
					return p, fmt.Errorf("FEN ring %c: the run of empty cells %q does not fit the ring's 16 cells", 'a'+ri, text[i:j])
				}
				n += run
				i = j - 1
				continue
			}
			pc, err := pieceOfLetter(ch, r)
			if err != nil {
				return p, fmt.Errorf("FEN ring %c: %w", 'a'+ri, err)
			}
			if n >= CellsPerRing {
				return p, fmt.Errorf("FEN ring %c: more than 16 cells", 'a'+ri)
			}
			c := cellOf(ri, n)
			asc := naturalAscending(pc.Color, c)
			if i+1 < len(text) && (text[i+1] == '<' || text[i+1] == '>') {
				if pc.Kind != Pawn {
					return p, fmt.Errorf("FEN ring %c: %q marks the way a pawn heads, and follows %c", 'a'+ri, text[i+1], ch)
				}
				asc = text[i+1] == '>'
				i++
			}
			p.put(c, pc, asc)
			n++
		}
		if n != CellsPerRing {
			return p, fmt.Errorf("FEN ring %c: describes %d cells, not 16", 'a'+ri, n)
		}
	}
	return p, nil
}

// pieceOfLetter reads a piece's FEN letter under rules r.
func pieceOfLetter(ch byte, r Rules) (Piece, error) {
	color := White
	up := ch
	if ch >= 'a' && ch <= 'z' {
		color, up = Black, ch-('a'-'A')
	}
	k, ok := kindOfLetter(up)
	if !ok {
		return Piece{}, fmt.Errorf("%q is not a piece (P N B R Q K, or F and E in the Byzantine game)", ch)
	}
	if !r.allows(k) {
		if r.Variant == Modern {
			return Piece{}, fmt.Errorf("%q is a Byzantine %v: add the rules field byzantine", ch, k)
		}
		return Piece{}, fmt.Errorf("%q is a modern %v: the Byzantine game has counsellors (F) and elephants (E)", ch, k)
	}
	return Piece{color, k}, nil
}

// validate checks that play under rules r could reach the position.
func (p *position) validate(r Rules) error {
	for _, c := range []Color{White, Black} {
		if n := popCount(p.of(c, King)); n != 1 {
			return fmt.Errorf("FEN board: %v has %d kings, not one", c, n)
		}
		for pawns := p.of(c, Pawn); pawns != 0; pawns &= pawns - 1 {
			x := lowest(pawns)
			asc := p.ascending&x.bit() != 0
			if r.Variant == Modern {
				if (homeCells[White]|homeCells[Black])&x.bit() != 0 {
					return fmt.Errorf("FEN board: a modern pawn cannot stand on %v, a home line", x)
				}
				if asc != naturalAscending(c, x) {
					return fmt.Errorf("FEN board: the pawn on %v heads away from %v's home line; modern pawns never turn", x, c.Opponent())
				}
				continue
			}
			d := p.direction(x)
			if front := pawnStep[d][x]; p.board[front] == p.board[x] && p.direction(front) != d {
				return fmt.Errorf("FEN board: %v's pawns on %v and %v meet head-on and would have been removed", c, x, front)
			}
		}
	}
	if p.inCheck(p.side.Opponent()) {
		return fmt.Errorf("FEN board: %v, who has just moved, is in check", p.side.Opponent())
	}
	return nil
}

// setEnPassant sets the en passant cell c, checking that an enemy pawn has
// just stepped two over it. If no pawn of the side to move could take it
// there, the cell is not kept (as after a move).
func (p *position) setEnPassant(c Cell, r Rules) error {
	if !r.EnPassant {
		return errors.New("en passant is not in these rules (use modern+ep)")
	}
	if p.board[c].Kind != NoKind {
		return errors.New("the cell is not empty")
	}
	them := p.side.Opponent()
	for d := ascending; d <= descending; d++ {
		landed, from := pawnStep[d][c], pawnStep[1-d][c]
		if p.board[landed] == (Piece{them, Pawn}) && p.direction(landed) == d && p.board[from].Kind == NoKind && startCells[them]&from.bit() != 0 {
			if pawnAttacks[d][c]&p.pawnsHeading(p.side, 1-d) != 0 {
				p.setEP(c)
			}
			return nil
		}
	}
	return fmt.Errorf("no %v pawn has just stepped two cells over it", them)
}

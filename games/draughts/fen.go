package draughts

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseFEN reads a position in the PDN FEN form, such as
// "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29": the side to move, then
// each side's squares, a "K" before a king. A run of men may be written as
// a range ("W31-50"), a side may have no squares ("B:W:B1"), the whole may
// end with a period and stand in quotes, and the fields "H<n>" (moves
// since a capture or a man moved, counted in plies) and "F<n>" (the move
// number) are read when present. The variant, which the FEN does not say,
// comes from r.
func ParseFEN(fen string, r Rules) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, err
	}
	g := geometryOf(r.Variant)
	bad := func(format string, args ...any) (State, error) {
		return State{}, fmt.Errorf("FEN: "+format, args...)
	}
	text := strings.TrimSpace(fen)
	text = strings.TrimSuffix(strings.TrimPrefix(text, `"`), `"`)
	text = strings.TrimSuffix(strings.TrimSpace(text), ".")
	if text == "" {
		return bad("it is empty")
	}
	fields := strings.Split(text, ":")
	var p position
	switch strings.TrimSpace(fields[0]) {
	case "W":
		p.side = White
	case "B":
		p.side = Black
	default:
		return bad("the side to move must be W or B, not %q", fields[0])
	}
	moveNo, quiet := 1, 0
	seen := [2]bool{}
	for _, f := range fields[1:] {
		f = strings.TrimSpace(f)
		if f == "" {
			return bad("an empty field between colons")
		}
		switch f[0] {
		case 'W', 'B':
			c := Black
			if f[0] == 'W' {
				c = White
			}
			if seen[c] {
				return bad("%s's pieces are listed twice", c)
			}
			seen[c] = true
			if err := readPieces(g, &p, c, f[1:]); err != nil {
				return bad("%v", err)
			}
		case 'H', 'F':
			n, err := strconv.Atoi(f[1:])
			if err != nil || n < 0 || n > 1_000_000 || (f[0] == 'F' && n == 0) {
				return bad("%q is not a count", f)
			}
			if f[0] == 'F' {
				moveNo = n
			} else {
				quiet = n
			}
		default:
			return bad("a field must start with W or B (the pieces), H or F, not %q", f)
		}
	}
	if !seen[White] || !seen[Black] {
		return bad("it must list both White's and Black's squares, even if empty (as in W:W:B1)")
	}
	most := g.menPerSide()
	for _, c := range []Color{White, Black} {
		if men, kings := p.counts(c); men+kings > most {
			return bad("%s has %d pieces; a side starts with %d and never gains one", c, men+kings, most)
		}
	}
	s := newState(r, p, moveNo)
	s.clocks.quiet = quiet
	return s, nil
}

// readPieces reads one side's list of squares ("18,24,K10,31-35").
func readPieces(g *geometry, p *position, c Color, list string) error {
	if strings.TrimSpace(list) == "" {
		return nil
	}
	for item := range strings.SplitSeq(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		king := false
		if item[0] == 'K' || item[0] == 'k' {
			king, item = true, item[1:]
		}
		lo, hi, err := readRange(item)
		if err != nil {
			return err
		}
		for sq := lo; sq <= hi; sq++ {
			if !g.onBoard(sq) {
				return fmt.Errorf("there is no square %d on this board (1-%d)", sq, g.squares)
			}
			b := g.cellBit(sq)
			if p.occupied()&b != 0 {
				return fmt.Errorf("square %d is listed twice", sq)
			}
			if !king && g.crown[c]&b != 0 {
				return fmt.Errorf("a %s man cannot stand on square %d, its crowning row", c, sq)
			}
			p.pieces[c] |= b
			if king {
				p.kings |= b
			}
		}
	}
	return nil
}

// readRange reads "12" or "31-50".
func readRange(item string) (lo, hi int, err error) {
	a, b, isRange := strings.Cut(item, "-")
	lo, err = squareNumber(a)
	if err != nil {
		return 0, 0, err
	}
	if !isRange {
		return lo, lo, nil
	}
	hi, err = squareNumber(b)
	if err != nil {
		return 0, 0, err
	}
	if hi < lo {
		return 0, 0, fmt.Errorf("the range %q runs backwards", item)
	}
	return lo, hi, nil
}

func squareNumber(t string) (int, error) {
	t = strings.TrimSpace(t)
	if t == "" || len(t) > 3 {
		return 0, fmt.Errorf("%q is not a square number", t)
	}
	for _, r := range t {
		if r < '0' || r > '9' {
			return 0, fmt.Errorf("%q is not a square number", t)
		}
	}
	return strconv.Atoi(t)
}

// FEN writes the position in the PDN FEN form: the side to move, White's
// squares, Black's squares. Runs of three or more men are written as
// ranges, and kings follow the men.
func (s State) FEN() string {
	g := geometryOf(s.rules.Variant)
	var b strings.Builder
	b.WriteString(s.pos.side.letter())
	for _, c := range []Color{White, Black} {
		b.WriteString(":" + c.letter())
		var parts []string
		men := squaresOf(g, s.pos.pieces[c]&^s.pos.kings)
		for i := 0; i < len(men); {
			j := i
			for j+1 < len(men) && men[j+1] == men[j]+1 {
				j++
			}
			if j-i >= 2 {
				parts = append(parts, strconv.Itoa(men[i])+"-"+strconv.Itoa(men[j]))
				i = j + 1
				continue
			}
			parts = append(parts, strconv.Itoa(men[i]))
			i++
		}
		for _, sq := range squaresOf(g, s.pos.pieces[c]&s.pos.kings) {
			parts = append(parts, "K"+strconv.Itoa(sq))
		}
		b.WriteString(strings.Join(parts, ","))
	}
	return b.String()
}

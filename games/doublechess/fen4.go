package doublechess

import (
	"fmt"
	"strconv"
	"strings"
)

// FEN4 names the four seats by chess.com's colours, going round in the
// order of play from South: r (red) South, b (blue) West, y (yellow) North
// and g (green) East. In Double Chess these seats hold Black, Green, White
// and Red.
const seatLetters = "rbyg"

// turnLetters are the seats' letters in FEN4's turn field.
const turnLetters = "RBYG"

// ParlourKey is the key of the FEN4 options block under which Parlour
// records what FEN4 has no field for: the pawns that are returning, the
// pawn-pieces, and a stalemate given by opening a checkmate. Its value is
// a string of fields joined by ";", each "name=value":
//
//	returning=e9,f4   the squares of the returning pawns
//	promoted=a5,n7    the squares of the pawn-pieces
//	stalemated=green  the player released from mate with no move (game drawn)
//
// Checkmated players are written in FEN4's own field for eliminated
// players.
const ParlourKey = "parlour"

// FEN4 writes the position in chess.com's FEN4: turn, eliminated
// (checkmated) players, castling rights (none: there is no castling),
// points (none), the quarter-moves since the last capture or pawn move,
// the options block when needed, and the board from rank 14 down, files a
// to n, men written as a seat letter and a piece letter ("yQ"), runs of
// empty squares as numbers, corners included.
func (s State) FEN4() string {
	p := &s.pos
	var sb strings.Builder
	sb.WriteByte(turnLetters[p.turn])
	sb.WriteByte('-')
	for i, c := range Colors {
		if i > 0 {
			sb.WriteByte(',')
		}
		if p.isDead(c) {
			sb.WriteByte('1')
		} else {
			sb.WriteByte('0')
		}
	}
	sb.WriteString("-0,0,0,0-0,0,0,0-0,0,0,0-")
	sb.WriteString(strconv.Itoa(int(p.quiet)))
	sb.WriteByte('-')
	if opts := p.parlourValue(); opts != "" {
		sb.WriteString("{'" + ParlourKey + "':'" + opts + "'}-")
	}
	for rank := Size - 1; rank >= 0; rank-- {
		if rank < Size-1 {
			sb.WriteByte('/')
		}
		run, first := 0, true
		token := func(t string) {
			if !first {
				sb.WriteByte(',')
			}
			sb.WriteString(t)
			first = false
		}
		for file := range Size {
			b := p.board[cell(NewSquare(file, rank))]
			if !isMan(b) {
				run++
				continue
			}
			if run > 0 {
				token(strconv.Itoa(run))
				run = 0
			}
			token(string(seatLetters[colorOf(b)]) + string("?PNBRQK"[kindOf(b)]))
		}
		if run > 0 {
			token(strconv.Itoa(run))
		}
	}
	return sb.String()
}

// parlourValue returns the value of the Parlour key, or "" when there is
// nothing to record.
func (p *position) parlourValue() string {
	var ret, pro []string
	for _, q := range Squares() {
		b := p.board[cell(q)]
		switch {
		case !isMan(b):
		case b&returning != 0:
			ret = append(ret, q.String())
		case b&pawnPiece != 0:
			pro = append(pro, q.String())
		}
	}
	var fields []string
	if len(ret) > 0 {
		fields = append(fields, "returning="+strings.Join(ret, ","))
	}
	if len(pro) > 0 {
		fields = append(fields, "promoted="+strings.Join(pro, ","))
	}
	if p.end == releasedStalemate {
		fields = append(fields, "stalemated="+strings.ToLower(p.endWho.String()))
	}
	if p.leadOpen && (p.aim != [2]uint8{} || p.board != startPosition().board) {
		fields = append(fields, "lead="+aimName(p.aim[BlackWhite])+","+aimName(p.aim[GreenRed]))
	}
	return strings.Join(fields, ";")
}

// ParseFEN4 reads a position written in FEN4 (as State.FEN4 writes it, or
// as chess.com does) and returns it as a game under rules r, in round 1.
// The castling rights and points are ignored: Double Chess has neither.
// Options other than Parlour's key are ignored. The position must make
// sense: one king for each player, no adversaries' kings side by side,
// and the eliminated players exactly those checkmated. The book's array,
// whoever is to move, is a new game: each side's first move will aim its
// attack (lead.go), as in a game begun with NewGame.
func ParseFEN4(text string, r Rules) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, err
	}
	p, err := parseFEN4(strings.Join(strings.Fields(text), ""))
	if err != nil {
		return State{}, fmt.Errorf("FEN4: %w", err)
	}
	if p.board == startPosition().board {
		p.leadOpen = true
	}
	return State{rules: r, pos: p, round: 1}, nil
}

func parseFEN4(text string) (position, error) {
	p := emptyPosition()
	fields := make([]string, 0, 6)
	rest := text
	for range 6 {
		i := strings.IndexByte(rest, '-')
		if i < 0 {
			return p, fmt.Errorf("want six fields before the board, separated by -, found %d", len(fields)+1)
		}
		fields = append(fields, rest[:i])
		rest = rest[i+1:]
	}
	turn := strings.IndexByte(turnLetters, firstByte(fields[0]))
	if len(fields[0]) != 1 || turn < 0 {
		return p, fmt.Errorf("the turn %q is not one of R, B, Y, G", fields[0])
	}
	dead, err := flags(fields[1], "eliminated players")
	if err != nil {
		return p, err
	}
	for i, name := range []string{"kingside castling", "queenside castling", "points"} {
		if _, err := numbers(fields[2+i], name); err != nil {
			return p, err
		}
	}
	quiet, err := strconv.Atoi(fields[5])
	if err != nil || quiet < 0 || quiet > 65535 {
		return p, fmt.Errorf("the count of quarter-moves since a capture or pawn move %q is not a number from 0 to 65535", fields[5])
	}
	var opts string
	if strings.HasPrefix(rest, "{") {
		block, after, err := splitOptions(rest)
		if err != nil {
			return p, err
		}
		if opts, err = parlourOption(block); err != nil {
			return p, err
		}
		rest = after
	}
	if err := p.readBoard(rest); err != nil {
		return p, err
	}
	p.turn, p.quiet = Color(turn), uint16(quiet)
	for c, d := range dead {
		if d {
			p.dead |= 1 << c
		}
	}
	if err := p.readParlour(opts); err != nil {
		return p, err
	}
	if err := p.check(); err != nil {
		return p, err
	}
	p.hash = p.computeHash()
	return p, nil
}

func firstByte(s string) byte {
	if s == "" {
		return 0
	}
	return s[0]
}

// numbers reads four comma-separated whole numbers.
func numbers(field, name string) ([4]int, error) {
	var out [4]int
	parts := strings.Split(field, ",")
	if len(parts) != 4 {
		return out, fmt.Errorf("the %s %q should be four numbers separated by commas", name, field)
	}
	for i, s := range parts {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return out, fmt.Errorf("the %s %q should be four numbers separated by commas", name, field)
		}
		out[i] = n
	}
	return out, nil
}

// flags reads four comma-separated 0s and 1s.
func flags(field, name string) ([4]bool, error) {
	var out [4]bool
	n, err := numbers(field, name)
	for i, v := range n {
		if err == nil && v > 1 {
			err = fmt.Errorf("the %s %q should be four 0s and 1s", name, field)
		}
		out[i] = v == 1
	}
	return out, err
}

// readBoard reads the 14 ranks of the board, rank 14 first.
func (p *position) readBoard(text string) error {
	rows := strings.Split(text, "/")
	if len(rows) != Size {
		return fmt.Errorf("the board has %d ranks separated by /, want 14", len(rows))
	}
	for i, row := range rows {
		rank := Size - 1 - i
		file := 0
		for _, tok := range strings.Split(row, ",") {
			if file >= Size {
				return fmt.Errorf("rank %d has more than 14 squares", rank+1)
			}
			if n, err := strconv.Atoi(tok); err == nil {
				if n < 1 || file+n > Size {
					return fmt.Errorf("rank %d: %q empty squares do not fit in 14 files", rank+1, tok)
				}
				file += n
				continue
			}
			q := NewSquare(file, rank)
			if tok == "x" {
				if q.OnBoard() {
					return fmt.Errorf("rank %d: %v is a square of the board, not a wall (x)", rank+1, q)
				}
				file++
				continue
			}
			b, err := manCode(tok)
			if err != nil {
				return fmt.Errorf("rank %d: %v", rank+1, err)
			}
			if !q.OnBoard() {
				return fmt.Errorf("%v (%s) is off the board: the corners a1–c3, l1–n3, a12–c14 and l12–n14 are cut away", q, tok)
			}
			p.put(q, b)
			file++
		}
		if file != Size {
			return fmt.Errorf("rank %d has %d squares, want 14", rank+1, file)
		}
	}
	return nil
}

// manCode reads a man such as "yQ".
func manCode(tok string) (code, error) {
	if len(tok) != 2 {
		return 0, fmt.Errorf("%q is not a man (want a seat letter r, b, y or g and a piece letter, as yQ)", tok)
	}
	if tok[0] == 'd' {
		return 0, fmt.Errorf("%q is a dead (grey) man of no player; in Double Chess a checkmated army keeps its colour", tok)
	}
	seat := strings.IndexByte(seatLetters, tok[0])
	k := kindOfLetter(tok[1])
	if seat < 0 || k == NoKind {
		return 0, fmt.Errorf("%q is not a man (want a seat letter r, b, y or g and a piece letter P, N, B, R, Q or K)", tok)
	}
	return pieceCode(Color(seat), k), nil
}

package circularchess

import (
	"fmt"
	"strings"
)

// MoveText writes the legal move m in ring-cell notation: the piece's
// letter (none for a pawn), the cell it leaves, "-" or "x" for a capture,
// the cell it reaches, "=Q" (or R, B, N) for a promotion, and "+" for
// check or "#" for checkmate: "Nb1-a3", "c4xd5", "b7-b8=Q+". A move that is
// not legal is written plainly, as Move.String does.
func (s State) MoveText(m Move) string {
	if !s.isLegal(m) {
		return m.String()
	}
	p := &s.pos
	pc := p.board[m.From]
	var b strings.Builder
	if pc.Kind != Pawn {
		b.WriteByte(pc.Kind.Letter())
	}
	b.WriteString(m.From.String())
	if p.board[m.To].Kind != NoKind || (pc.Kind == Pawn && m.To == p.ep) {
		b.WriteByte('x')
	} else {
		b.WriteByte('-')
	}
	b.WriteString(m.To.String())
	if m.Promotion != NoKind {
		b.WriteByte('=')
		b.WriteByte(m.Promotion.Letter())
	}
	next := p.play(m, s.rules)
	if next.inCheck(next.side) {
		if next.hasLegalMove(s.rules) {
			b.WriteByte('+')
		} else {
			b.WriteByte('#')
		}
	}
	return b.String()
}

// ParseMove reads a move of the side to move written in ring-cell notation,
// as MoveText writes it, and returns it if it is legal. The piece letter
// may be left out, and so may the "-", the capture mark, the "=" before a
// promotion and the check marks; what is written must be true ("Nb1-a3"
// when the piece on b1 is a bishop, or "x" where nothing is taken, is an
// error).
func ParseMove(s State, text string) (Move, error) {
	orig := text
	fail := func(format string, a ...any) (Move, error) {
		return Move{}, fmt.Errorf("%q: "+format, append([]any{orig}, a...)...)
	}
	text = strings.TrimSpace(text)
	if strings.EqualFold(strings.ReplaceAll(text, "0", "O"), "O-O") || strings.EqualFold(strings.ReplaceAll(text, "0", "O"), "O-O-O") {
		return fail("there is no castling in Circular Chess")
	}
	mark := byte(0)
	if n := len(text); n > 0 && (text[n-1] == '+' || text[n-1] == '#') {
		mark, text = text[n-1], text[:n-1]
	}
	letter := Kind(NoKind)
	if text != "" && text[0] >= 'A' && text[0] <= 'Z' {
		k, ok := kindOfLetter(text[0])
		if !ok {
			return fail("%q is not a piece letter (K Q R B N P, or F and E in the Byzantine game)", text[0])
		}
		letter, text = k, text[1:]
	}
	from, text, err := readCell(text)
	if err != nil {
		return fail("%v", err)
	}
	capture := false
	if text != "" && (text[0] == '-' || text[0] == 'x' || text[0] == ':') {
		capture, text = text[0] != '-', text[1:]
	}
	to, text, err := readCell(text)
	if err != nil {
		return fail("%v", err)
	}
	m := Move{From: from, To: to}
	text = strings.TrimPrefix(text, "=")
	if text != "" {
		k, ok := kindOfLetter(text[0])
		if !ok || len(text) > 1 {
			return fail("after the cells only a promotion (=Q, =R, =B or =N) and + or # may follow")
		}
		m.Promotion = k
	}
	if o := Outcome(s); o.Status != Ongoing {
		return fail("the game is over: %v", o)
	}
	if err := s.check(m); err != nil {
		return Move{}, err
	}
	pc := s.pos.board[from]
	if letter != NoKind && letter != pc.Kind {
		return fail("the piece on %v is a %v, not a %v", from, pc.Kind, letter)
	}
	written := s.MoveText(m)
	if takes := strings.ContainsRune(written, 'x'); capture && !takes {
		return fail("marks a capture, but %v is empty", to)
	}
	if mark != 0 && !strings.HasSuffix(written, string(mark)) {
		if mark == '#' {
			return fail("marks checkmate, but %s is not mate", written)
		}
		return fail("marks check, but %s does not give check", written)
	}
	return m, nil
}

// readCell reads a cell name from the front of text and returns the rest.
func readCell(text string) (Cell, string, error) {
	if text == "" {
		return NoCell, "", fmt.Errorf("a cell is missing")
	}
	n := 1
	for n < len(text) && n < 3 && text[n] >= '0' && text[n] <= '9' {
		n++
	}
	c, err := ParseCell(text[:n])
	return c, text[n:], err
}

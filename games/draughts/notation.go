package draughts

import (
	"fmt"
	"strconv"
	"strings"
)

// MoveText writes m in PDN as a player of s would: "11-15" or "11x18", and
// the long form "11x18x25" only when another legal capture also runs from
// From to To.
func (s State) MoveText(m Move) string {
	if !m.IsCapture() {
		return m.String()
	}
	for _, o := range Legal(s) {
		if o.From == m.From && o.To == m.To && !sameSet(o.Captured, m.Captured) {
			return m.LongString()
		}
	}
	return m.String()
}

// ParseMove reads PDN move text for the side to move in s: "11-15",
// "11x18", or the long form "11x18x25" with every square landed on.
// Trailing "!" and "?" are ignored, and a capture written with "-", as in
// some old books, is accepted. The move is
// checked against the rules, and the error says what is wrong.
func ParseMove(s State, text string) (Move, error) {
	a, err := readMoveText(text)
	if err != nil {
		return Move{}, err
	}
	m, err := s.match(a)
	if err != nil {
		return Move{}, err
	}
	return s.public(m), nil
}

// readMoveText splits move text into squares.
func readMoveText(text string) (attempt, error) {
	t := strings.TrimSpace(text)
	t = strings.TrimRight(t, "!?")
	bad := func(why string) (attempt, error) {
		return attempt{}, fmt.Errorf("cannot read the move %q: %s (write it as 11-15, 11x18 or 11x18x25)", text, why)
	}
	if t == "" {
		return bad("it is empty")
	}
	var a attempt
	var squares []int
	num := ""
	seps := 0
	flush := func() error {
		if num == "" {
			return fmt.Errorf("a square number is missing")
		}
		n, err := strconv.Atoi(num)
		if err != nil || len(num) > 3 {
			return fmt.Errorf("%q is not a square number", num)
		}
		squares = append(squares, n)
		num = ""
		return nil
	}
	for _, r := range t {
		switch {
		case r >= '0' && r <= '9':
			num += string(r)
		case r == 'x' || r == 'X' || r == ':':
			a.capture = true
			fallthrough
		case r == '-':
			if err := flush(); err != nil {
				return bad(err.Error())
			}
			seps++
		default:
			return bad(fmt.Sprintf("%q is not part of a move", r))
		}
	}
	if err := flush(); err != nil {
		return bad(err.Error())
	}
	if len(squares) < 2 {
		return bad("a move needs two squares")
	}
	if len(squares) > 2 && !a.capture {
		return bad("only a capture lists more than two squares")
	}
	a.from, a.to = squares[0], squares[len(squares)-1]
	a.path = squares
	return a, nil
}

func sameSet(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	seen := make(map[int]bool, len(a))
	for _, x := range a {
		seen[x] = true
	}
	for _, x := range b {
		if !seen[x] {
			return false
		}
	}
	return true
}

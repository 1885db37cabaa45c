package circularchess

import (
	"fmt"
	"strings"
)

// Move is one move: the cell a piece leaves, the cell it goes to, and, for
// a pawn promoted on arrival, the kind it becomes. The capture, the en
// passant and the Byzantine removal of pawns follow from the position.
type Move struct {
	From, To  Cell
	Promotion Kind // NoKind unless a pawn is promoted
}

// String writes the move plainly, without the piece or check marks, as
// "b1-a3" or "b7-b8=Q"; State.MoveText writes it in full.
func (m Move) String() string {
	s := m.From.String() + "-" + m.To.String()
	if m.Promotion != NoKind {
		s += "=" + string(m.Promotion.Letter())
	}
	return s
}

// IsZero reports whether m is the zero Move, which Choose returns when
// there is nothing to play.
func (m Move) IsZero() bool { return m == Move{} }

// MarshalText writes the move as String does, so that a list of moves
// saves as ["b1-a3", "b7-b8=Q"].
func (m Move) MarshalText() ([]byte, error) {
	if !m.From.Valid() || !m.To.Valid() {
		return nil, fmt.Errorf("move %v: not between two cells of the board", m)
	}
	return []byte(m.String()), nil
}

// UnmarshalText reads a move written by MarshalText. Whether it is legal
// depends on the position, which the move does not know.
func (m *Move) UnmarshalText(b []byte) error {
	text := string(b)
	from, rest, ok := strings.Cut(text, "-")
	if !ok {
		return fmt.Errorf("move %q: want two cells joined by -, as b1-a3", text)
	}
	to, promo, promotes := strings.Cut(rest, "=")
	f, err := ParseCell(from)
	if err != nil {
		return fmt.Errorf("move %q: %w", text, err)
	}
	t, err := ParseCell(to)
	if err != nil {
		return fmt.Errorf("move %q: %w", text, err)
	}
	out := Move{From: f, To: t}
	if promotes {
		k, ok := NoKind, false
		if len(promo) == 1 {
			k, ok = kindOfLetter(promo[0])
		}
		if !ok || k == Pawn || k == King {
			return fmt.Errorf("move %q: a promotion is the letter of a piece, as =Q", text)
		}
		out.Promotion = k
	}
	*m = out
	return nil
}

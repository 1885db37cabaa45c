package circularchess

import (
	"errors"
	"fmt"
	"strings"
)

// Variant selects the rules of the game.
type Variant uint8

// The two games.
const (
	// Modern is the game of the Circular Chess Society: the pieces of
	// ordinary chess, pawns that may step two from their first cell and are
	// promoted on the enemy's home line, no castling and no en passant.
	Modern Variant = iota
	// Byzantine is the medieval round game: a counsellor (one step
	// diagonally) for the queen, elephants (a leap of two diagonal steps)
	// for the bishops, pawns that step one cell at a time round and round
	// and never promote; stalemating or baring the other king wins.
	Byzantine
)

var variantNames = [...]string{Modern: "modern", Byzantine: "byzantine"}

// String returns "modern" or "byzantine".
func (v Variant) String() string {
	if int(v) < len(variantNames) {
		return variantNames[v]
	}
	return fmt.Sprintf("variant(%d)", uint8(v))
}

// Rules are the options of one game. The zero value is the modern game
// without en passant.
type Rules struct {
	Variant Variant
	// EnPassant lets a pawn that steps two cells be taken by an enemy pawn
	// as if it had stepped one, as in ordinary chess. The Society's rules
	// leave it out; it exists only in the modern game.
	EnPassant bool
}

// Validate reports whether the options fit together.
func (r Rules) Validate() error {
	if int(r.Variant) >= len(variantNames) {
		return fmt.Errorf("unknown variant %d", uint8(r.Variant))
	}
	if r.Variant == Byzantine && r.EnPassant {
		return errors.New("en passant belongs to the modern game: Byzantine pawns never step two cells")
	}
	return nil
}

// String names the rules as ParseRules reads them: "modern", "modern+ep" or
// "byzantine".
func (r Rules) String() string {
	s := r.Variant.String()
	if r.EnPassant {
		s += "+ep"
	}
	return s
}

// ParseRules reads rules named by Rules.String.
func ParseRules(s string) (Rules, error) {
	switch strings.ToLower(s) {
	case "modern":
		return Rules{}, nil
	case "modern+ep":
		return Rules{EnPassant: true}, nil
	case "byzantine":
		return Rules{Variant: Byzantine}, nil
	}
	return Rules{}, fmt.Errorf("unknown rules %q (want modern, modern+ep or byzantine)", s)
}

// MarshalText writes the rules' name.
func (r Rules) MarshalText() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return []byte(r.String()), nil
}

// UnmarshalText reads a name written by MarshalText.
func (r *Rules) UnmarshalText(b []byte) error {
	v, err := ParseRules(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

// queenKind is the kind that stands on the queen's cell: Queen or
// Counsellor.
func (r Rules) queenKind() Kind {
	if r.Variant == Byzantine {
		return Counsellor
	}
	return Queen
}

// bishopKind is the kind that stands on the bishops' cells: Bishop or
// Elephant.
func (r Rules) bishopKind() Kind {
	if r.Variant == Byzantine {
		return Elephant
	}
	return Bishop
}

// allows reports whether pieces of kind k belong to the game.
func (r Rules) allows(k Kind) bool {
	switch k {
	case Queen, Bishop:
		return r.Variant == Modern
	case Counsellor, Elephant:
		return r.Variant == Byzantine
	}
	return k > NoKind && k < kindCount
}

// Promotions lists the kinds a pawn may become, in the order of notation:
// queen, rook, bishop, knight; none in the Byzantine game.
func (r Rules) Promotions() []Kind {
	if r.Variant == Byzantine {
		return nil
	}
	return []Kind{Queen, Rook, Bishop, Knight}
}

package circularchess

import "fmt"

// Kind is the kind of a piece.
type Kind uint8

// The kinds of piece. The modern game uses Pawn to King; the Byzantine game
// has a Counsellor (the medieval fers) in place of the queen and an Elephant
// (the alfil) in place of each bishop. NoKind is the Promotion of a move
// that promotes nothing.
const (
	NoKind Kind = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
	Counsellor
	Elephant
	kindCount
)

// kindLetters are the letters of the kinds in notation and in the FEN, White's
// in capitals.
var kindLetters = [kindCount]byte{NoKind: '?', Pawn: 'P', Knight: 'N', Bishop: 'B', Rook: 'R', Queen: 'Q', King: 'K', Counsellor: 'F', Elephant: 'E'}

var kindNames = [kindCount]string{NoKind: "nothing", Pawn: "pawn", Knight: "knight", Bishop: "bishop", Rook: "rook",
	Queen: "queen", King: "king", Counsellor: "counsellor", Elephant: "elephant"}

// String returns the kind's name in lower case, such as "knight".
func (k Kind) String() string {
	if k < kindCount {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Letter returns the kind's letter in notation: P, N, B, R, Q, K, F
// (counsellor) or E (elephant).
func (k Kind) Letter() byte {
	if k > NoKind && k < kindCount {
		return kindLetters[k]
	}
	return '?'
}

// kindOfLetter returns the kind with the given upper-case letter.
func kindOfLetter(b byte) (Kind, bool) {
	for k := Pawn; k < kindCount; k++ {
		if kindLetters[k] == b {
			return k, true
		}
	}
	return NoKind, false
}

// Piece is a man on the board: a side and a kind.
type Piece struct {
	Color Color
	Kind  Kind
}

// Letter returns the piece's letter as the FEN writes it: upper case for
// White, lower case for Black.
func (p Piece) Letter() byte {
	b := p.Kind.Letter()
	if p.Color == Black {
		b += 'a' - 'A'
	}
	return b
}

// String describes the piece, such as "White knight".
func (p Piece) String() string { return p.Color.String() + " " + p.Kind.String() }

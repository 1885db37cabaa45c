package doublechess

import "fmt"

// Kind is the rank of a piece: pawn, knight, bishop, rook ("castle"),
// queen or king.
type Kind uint8

// The kinds of men. NoKind marks an empty square, and a move that is not a
// promotion.
const (
	NoKind Kind = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

var kindNames = [...]string{"", "pawn", "knight", "bishop", "rook", "queen", "king"}

// String returns the kind's name in lower case, such as "knight".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Letter returns the kind's letter in the notation: "" for a pawn, "N",
// "B", "R", "Q" or "K".
func (k Kind) Letter() string {
	if k > Pawn && k <= King {
		return string("??NBRQK"[k])
	}
	return ""
}

// kindOfLetter reads a piece letter (P for a pawn); NoKind if it is none.
func kindOfLetter(ch byte) Kind {
	switch ch {
	case 'P':
		return Pawn
	case 'N':
		return Knight
	case 'B':
		return Bishop
	case 'R':
		return Rook
	case 'Q':
		return Queen
	case 'K':
		return King
	}
	return NoKind
}

// Piece is a man on the board.
type Piece struct {
	Color Color `json:"color"`
	Kind  Kind  `json:"kind"`
	// PawnPiece marks a pawn that reached an adversary's back row and was
	// named a piece (rule 8): it can be taken only by a piece of its own
	// kind, a queen or a king.
	PawnPiece bool `json:"pawn_piece,omitempty"`
	// Returning marks a pawn that reached its partner's king-row and now
	// moves and takes the other way (the seed's "thread round its neck").
	Returning bool `json:"returning,omitempty"`
}

// String describes the piece, such as "Black's queen" or "Green's pawn-piece
// rook".
func (p Piece) String() string {
	s := p.Color.String() + "'s "
	switch {
	case p.PawnPiece:
		s += "pawn-piece " + p.Kind.String()
	case p.Returning:
		s += "returning pawn"
	default:
		s += p.Kind.String()
	}
	return s
}

// The engine keeps one byte per cell: the kind in bits 0–2, the colour in
// bits 3–4, the pawn-piece mark in bit 5 and a pawn's return in bit 6. An
// empty cell is 0 and a wall 0xFF.
type code = uint8

const (
	empty     code = 0
	wall      code = 0xFF
	kindMask  code = 7
	colorBit       = 3
	pawnPiece code = 1 << 5
	returning code = 1 << 6
)

// pieceCode encodes a man.
func pieceCode(c Color, k Kind) code { return code(k) | code(c)<<colorBit }

// decode turns a cell byte holding a man into a Piece.
func decode(b code) Piece {
	return Piece{Color: colorOf(b), Kind: kindOf(b), PawnPiece: b&pawnPiece != 0, Returning: b&returning != 0}
}

func kindOf(b code) Kind   { return Kind(b & kindMask) }
func colorOf(b code) Color { return Color(b>>colorBit) & 3 }

// isMan reports whether the cell holds a man (neither empty nor a wall).
func isMan(b code) bool { return b != empty && b != wall }

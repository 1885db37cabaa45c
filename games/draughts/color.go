package draughts

import "fmt"

// Color is a side: Black or White.
type Color uint8

// The two sides. Black moves first in English draughts and the Losing game,
// White in the Polish game.
const (
	Black Color = iota
	White
)

// Opponent returns the other side.
func (c Color) Opponent() Color { return c ^ 1 }

// String returns "Black" or "White".
func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// letter is the colour's letter in FEN ("B" or "W").
func (c Color) letter() string {
	if c == White {
		return "W"
	}
	return "B"
}

// Piece is what stands on a square: a man or a king of one side.
type Piece struct {
	Color Color
	King  bool
}

// String describes the piece in words, such as "White king".
func (p Piece) String() string {
	if p.King {
		return p.Color.String() + " king"
	}
	return p.Color.String() + " man"
}

// MarshalText writes "Black" or "White".
func (c Color) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads "Black" or "White".
func (c *Color) UnmarshalText(b []byte) error {
	switch string(b) {
	case "Black":
		*c = Black
	case "White":
		*c = White
	default:
		return fmt.Errorf("unknown colour %q (want Black or White)", b)
	}
	return nil
}

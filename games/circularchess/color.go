package circularchess

import "fmt"

// Color is a side: White or Black.
type Color uint8

// The two sides. White moves first.
const (
	White Color = iota
	Black
)

// Opponent returns the other side.
func (c Color) Opponent() Color { return c ^ 1 }

// String returns "White" or "Black".
func (c Color) String() string {
	switch c {
	case White:
		return "White"
	case Black:
		return "Black"
	}
	return fmt.Sprintf("color(%d)", uint8(c))
}

package doublechess

import (
	"fmt"
	"strings"
)

// Color is one of the four players, named by the colour of his men. The
// order is the order of play.
type Color uint8

// The four players. Black and White are partners, and so are Green and
// Red.
const (
	Black Color = iota // sits South; his men start on ranks 1 and 2
	Green              // sits West; files a and b
	White              // sits North; ranks 14 and 13
	Red                // sits East; files n and m
)

// Colors lists the players in the order of play.
var Colors = [4]Color{Black, Green, White, Red}

var colorNames = [4]string{"Black", "Green", "White", "Red"}

// String returns the player's name with a capital: "Black", "Green",
// "White" or "Red".
func (c Color) String() string {
	if c < 4 {
		return colorNames[c]
	}
	return fmt.Sprintf("Color(%d)", uint8(c))
}

// Next returns the player who moves after c.
func (c Color) Next() Color { return (c + 1) & 3 }

// Partner returns the player who sits opposite c and plays with him.
func (c Color) Partner() Color { return c ^ 2 }

// Side returns c's side: BlackWhite or GreenRed.
func (c Color) Side() Side { return Side(c & 1) }

// Seat names where c sits: "South", "West", "North" or "East".
func (c Color) Seat() string { return [4]string{"South", "West", "North", "East"}[c&3] }

// MarshalText writes the player's name in lower case.
func (c Color) MarshalText() ([]byte, error) {
	if c >= 4 {
		return nil, fmt.Errorf("no player %d", uint8(c))
	}
	return []byte(strings.ToLower(colorNames[c])), nil
}

// UnmarshalText reads a player's name, in any case.
func (c *Color) UnmarshalText(b []byte) error {
	got, err := ParseColor(string(b))
	if err != nil {
		return err
	}
	*c = got
	return nil
}

// ParseColor reads a player's name ("black", "Green", ...).
func ParseColor(s string) (Color, error) {
	for i, n := range colorNames {
		if strings.EqualFold(n, s) {
			return Color(i), nil
		}
	}
	return 0, fmt.Errorf("no player %q (want black, green, white or red)", s)
}

// Side is one of the two partnerships.
type Side uint8

// The two sides.
const (
	BlackWhite Side = iota // Black and White
	GreenRed               // Green and Red
)

// String returns "Black and White" or "Green and Red".
func (s Side) String() string {
	if s == BlackWhite {
		return "Black and White"
	}
	return "Green and Red"
}

// Other returns the opposing side.
func (s Side) Other() Side { return s ^ 1 }

// Players returns the two partners of the side, the first to move in the
// round first.
func (s Side) Players() [2]Color { return [2]Color{Color(s), Color(s) + 2} }

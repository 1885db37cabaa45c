package alice

import (
	"slices"

	"parlour/ui/sanitize"
	"parlour/ui/seats"
)

// cleanSeats returns the seats with names fit to draw: control characters
// escaped, cut to sanitize.MaxName, a default for a name left empty. Names
// come from the set-up or from a save file, which anyone may have written.
func cleanSeats(all []seats.Seat) []seats.Seat {
	out := slices.Clone(all)
	for i := range out {
		out[i].Name = sanitize.Name(out[i].Name)
		if out[i].Name == "" {
			out[i].Name = seats.DefaultName(i)
		}
	}
	return out
}

package screen

import "slices"

// SetAway records, in a room, which seats' holders have lost their
// connection: the room's screen sets it from the room, and the game's
// player lines read it (Away, AwayMark) every time they are drawn.
func (e *Env) SetAway(away []bool) { e.away = slices.Clone(away) }

// Away reports whether the holder of seat is away from a room.
func (e *Env) Away(seat int) bool { return seat >= 0 && seat < len(e.away) && e.away[seat] }

// AwayMark is what follows the name of a seat's player in a game's player
// lines: " (away)" when he is away from the room, else "". It is words,
// so that it shows without colour and in ASCII.
func (e *Env) AwayMark(seat int) string {
	if e.Away(seat) {
		return " (away)"
	}
	return ""
}

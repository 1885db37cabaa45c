package kit

import "parlour/ui/screen"

// Navigate is what a board screen's Update returns in its own place: next
// when the screen's update already asked for a navigation (or returned
// another screen), else what then holds (the rules opened from the field,
// a yes to leaving, the result once the game is over), else self. A
// screen keeps a screen.Then for what its callbacks decide, where no
// screen can be returned; what it holds is returned once, and never
// outlives the Update that set it.
func Navigate(self, next screen.Screen, then *screen.Then) screen.Screen {
	held := then.Or(self)
	if next != self {
		return next
	}
	return held
}

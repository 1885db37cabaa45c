//go:build !race

package doublechess

// underRace: the race detector slows the searches tenfold, so wall-clock
// figures are not measured under it.
const underRace = false

package circularchess

import "math/bits"

// popCount returns the number of cells in a set.
func popCount(set uint64) int { return bits.OnesCount64(set) }

// lowest returns the cell of the lowest bit of a non-empty set.
func lowest(set uint64) Cell { return Cell(bits.TrailingZeros64(set)) }

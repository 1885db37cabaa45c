package doublechess

import "sync"

// Random keys for hashing positions (Zobrist hashing), drawn once from a
// fixed seed so that keys are the same in every run.
var (
	manKeys  [128][ncells]uint64
	turnKeys [4]uint64
	deadKeys [16]uint64
)

// The keys are drawn into the tables in place (a function returning the
// 295 KB of them by value grew the stack to hold them), and on first use:
// computeHash, through which every position is made, draws them, so that a
// program that never plays Double Chess does not pay for them at start-up.
var zobristOnce sync.Once

func drawZobristKeys() {
	x := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { // splitmix64
		x += 0x9E3779B97F4A7C15
		z := x
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for i := range manKeys {
		for c := range manKeys[i] {
			manKeys[i][c] = next()
		}
	}
	for i := range turnKeys {
		turnKeys[i] = next()
	}
	for d := 1; d < 16; d++ {
		deadKeys[d] = next()
	}
}

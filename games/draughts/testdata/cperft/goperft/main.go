// Command goperft runs draughts.Perft from the English start for depths 1..D
// and prints the counts and the time of the last depth, in the same format
// as perft.cpp, for compare.sh.
package main

import (
	"fmt"
	"os"
	"strconv"
	"time"

	"parlour/games/draughts"
)

func main() {
	depth := 10
	if len(os.Args) > 1 {
		d, err := strconv.Atoi(os.Args[1])
		if err != nil || d < 1 {
			fmt.Fprintln(os.Stderr, "usage: goperft DEPTH")
			os.Exit(2)
		}
		depth = d
	}
	s, err := draughts.NewGame(draughts.Rules{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var n uint64
	var secs float64
	for d := 1; d <= depth; d++ {
		t0 := time.Now()
		n = draughts.Perft(s, d)
		secs = time.Since(t0).Seconds()
		fmt.Printf("perft(%d) = %d\n", d, n)
	}
	fmt.Printf("time(%d) = %.3f s, %.1f M nodes/s\n", depth, secs, float64(n)/secs/1e6)
}

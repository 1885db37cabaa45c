// Command bookgen writes the opening book of English draughts or of the
// Polish game that the draughts package embeds: one line a position, the
// move a search to draughts.BookDepth prefers there (see
// draughts.BookLine), the positions searched on every core the process
// may use. Run it with `go generate` in games/draughts; it reports its
// progress, with the time of day, on standard error.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"runtime"

	"parlour/games/draughts"
)

func main() {
	flag.Parse()
	if flag.NArg() != 1 {
		log.Fatal("usage: bookgen english|polish")
	}
	var v draughts.Variant
	if err := v.UnmarshalText([]byte(flag.Arg(0))); err != nil || v == draughts.Losing {
		log.Fatalf("bookgen: %q is not english or polish", flag.Arg(0))
	}
	positions, err := draughts.BookPositions(v)
	if err != nil {
		log.Fatal(err)
	}
	lines, done := searchAll(positions)
	for i := range positions {
		<-done[i]
		fmt.Println(lines[i])
		log.Printf("bookgen: %s %d/%d: %s", v, i+1, len(positions), lines[i])
	}
}

// searchAll searches the positions' book lines on every core the process
// may use, each position's alone: lines[i] is written before done[i]
// closes. A search bounded by depth alone finds the same line on any
// number of cores.
func searchAll(positions []draughts.Opening) (lines []string, done []chan struct{}) {
	lines = make([]string, len(positions))
	done = make([]chan struct{}, len(positions))
	for i := range done {
		done[i] = make(chan struct{})
	}
	next := make(chan int)
	go func() {
		for i := range positions {
			next <- i
		}
		close(next)
	}()
	for range runtime.GOMAXPROCS(0) {
		go func() {
			for i := range next {
				line, err := draughts.BookLine(context.Background(), positions[i])
				if err != nil {
					log.Fatal(err)
				}
				lines[i] = line
				close(done[i])
			}
		}()
	}
	return lines, done
}

// Command bookgen writes the opening book of English draughts or of the
// Polish game that the draughts package embeds: one line a position, the
// move a search to draughts.BookDepth prefers there (see
// draughts.BookLine). Run it with `go generate` in games/draughts; it
// reports its progress, with the time of day, on standard error.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"

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
	for i, o := range positions {
		line, err := draughts.BookLine(context.Background(), o)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Println(line)
		log.Printf("bookgen: %s %d/%d: %s", v, i+1, len(positions), line)
	}
}

// Command ballotgen writes the ballot deck of English draughts or of the
// Polish game that the draughts package embeds: one opening a line, the
// openings that today's Expert scores level (see draughts.LevelOpenings).
// Run it with `go generate` in games/draughts.
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
		log.Fatal("usage: ballotgen english|polish")
	}
	var v draughts.Variant
	if err := v.UnmarshalText([]byte(flag.Arg(0))); err != nil || v == draughts.Losing {
		log.Fatalf("ballotgen: %q is not english or polish", flag.Arg(0))
	}
	r := draughts.Rules{Variant: v}
	deck, err := draughts.LevelOpenings(context.Background(), r, draughts.BallotNodes, draughts.BallotMargin)
	if err != nil {
		log.Fatal(err)
	}
	for _, o := range deck {
		fmt.Println(o.Text())
	}
	all, _ := draughts.Openings(r)
	log.Printf("ballotgen: %s, %d of %d openings level", v, len(deck), len(all))
}

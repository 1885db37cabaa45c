// Command egdbgen builds an endgame database that the draughts package
// embeds, and writes it to standard output. `egdbgen english` builds what
// draughts.BuiltIn names: every English position of four pieces or fewer
// and of five kings with the plies to the end, and every position of five
// pieces and of six kings as its result (85 seconds and 0.72 GB on this
// two-core machine). `egdbgen polish` builds what draughts.BuiltInPolish
// names: every position of the Polish game of four pieces or fewer, with
// the plies to the end. Run it with `go generate` in games/draughts.
package main

import (
	"flag"
	"fmt"
	"log"

	"parlour/games/draughts"
)

func main() {
	flag.Parse()
	var sp draughts.EndgameSpec
	switch flag.Arg(0) {
	case "english":
		sp = draughts.BuiltIn
	case "polish":
		sp = draughts.BuiltInPolish
	default:
		log.Fatal("usage: egdbgen english|polish")
	}
	db, err := draughts.BuildEndgameDB(sp)
	if err != nil {
		log.Fatal(err)
	}
	data, err := db.MarshalBinary()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(string(data))
	log.Printf("egdbgen: %s: %d positions, %d bytes stored", flag.Arg(0), db.Positions(), len(data))
}

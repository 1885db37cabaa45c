// Command egdbgen builds the endgame database of English draughts that the
// draughts package embeds, and writes it to standard output: what
// draughts.BuiltIn names, every position of four pieces or fewer and of
// five kings with the plies to the end, and every position of five pieces
// and of six kings as its result. Run it with `go generate` in
// games/draughts (85 seconds and 0.72 GB on this two-core machine).
package main

import (
	"fmt"
	"log"

	"parlour/games/draughts"
)

func main() {
	db, err := draughts.BuildEndgameDB(draughts.BuiltIn)
	if err != nil {
		log.Fatal(err)
	}
	data, err := db.MarshalBinary()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(string(data))
	log.Printf("egdbgen: %d positions, %d bytes stored", db.Positions(), len(data))
}

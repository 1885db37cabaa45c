// Command egdbgen builds the endgame database of English draughts that the
// draughts package embeds, and writes it to standard output: every
// position of four pieces or fewer and every position of five kings. Run
// it with `go generate` in games/draughts.
package main

import (
	"fmt"
	"log"

	"parlour/games/draughts"
)

func main() {
	db, err := draughts.BuildEndgameDB(4, true)
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

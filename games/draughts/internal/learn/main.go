// Command learn makes the weights of the learned English evaluation that
// the draughts package embeds (pattern_english.bin), and writes the file
// to standard output: it plays Parlour against itself from every
// three-move opening (a search of a fixed number of nodes a move, so that
// the games, and so the file, are the same on every run with the same
// flags), samples the quiet positions, labels each with the game's result
// for the side to move, and fits the pattern weights by logistic
// regression. Run it with `go generate` in games/draughts; the flags
// default to the inputs of the shipped file.
package main

import (
	"flag"
	"fmt"
	"log"
)

func main() {
	cfg := defaultConfig
	flag.Uint64Var(&cfg.Seed, "seed", cfg.Seed, "seed of the openings' order and the random moves")
	flag.IntVar(&cfg.Games, "games", cfg.Games, "self-play games to play")
	flag.IntVar(&cfg.Nodes, "nodes", cfg.Nodes, "search nodes a move")
	flag.IntVar(&cfg.Epochs, "epochs", cfg.Epochs, "passes of the fit over the positions")
	flag.IntVar(&cfg.Scale, "scale", cfg.Scale, "evaluation units to one unit of log-odds")
	flag.Parse()
	data, stats, err := generate(cfg, func(format string, args ...any) { log.Printf(format, args...) })
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(string(data))
	log.Printf("learn: %d games (%d won by the side that opened, %d drawn), %d positions, log loss %.4f, %d bytes",
		cfg.Games, stats.firstWins, stats.draws, stats.positions, stats.loss, len(data))
}

// Command learn makes the weights of a learned evaluation that the
// draughts package embeds (pattern_english.bin, or pattern_polish.bin with
// -variant polish), and writes the file to standard output: it plays
// Parlour against itself from every three-move opening (a search of a fixed number of nodes a move, so that
// the games, and so the file, are the same on every run with the same
// flags), samples the quiet positions, labels each with the game's result
// for the side to move (or, for the Polish game with -label-nodes, with
// what a search of that many nodes says of it, blended by -lambda with
// the result), and fits the weights by logistic regression (the
// English pattern weights by AdaGrad, the Polish game's few dozen by
// Newton's method with an L2 penalty chosen by held-out games; -sets
// chooses how many of its sets of square weights, and -blocks 16 adds the
// patterns of sixteen blocks, fitted with the rest by L-BFGS). The Polish
// games are played on every core the process may use, each game with a
// random source of its own, so the file is the same on any number of
// cores; with -label-nodes equal to -nodes a position's label is the
// search its game made there. With
// -from NAME a round starts from an earlier round's weights, the file
// testdata/NAME committed beside the generator and embedded in it (the
// generator, an engine's tool, reads no files): its games are played, and
// its labels' searches judge, by the learned evaluation with those
// weights, and the header names the file by its hash (a round of the
// shipped file's inputs finds its input among the committed ones by it).
// With -net it fits instead the network of the variant's neural
// evaluation (neural_english.bin or neural_polish.bin, see
// games/draughts/internal/neural): its games are played by the shipped
// pattern weights, whose evaluation the network corrects, on every core,
// and each quiet position is labelled by the game's result blended by
// -lambda with the score of the search the game made there; the network
// is fitted by Adam on one core. With -from NAME the games are played by
// the neural evaluation with an earlier round's network, committed as
// testdata/NAME, and the header names it by its hash.
// Run it with `go generate` in games/draughts; the flags default to the
// inputs of the variant's shipped file.
package main

import (
	"embed"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"math"

	"parlour/games/draughts"
	"parlour/games/draughts/internal/pattern"
)

// committed are the weights files committed as rounds' inputs
// (testdata/*.bin): the Polish weights of round 5 (polish_round5.bin,
// "d1", shipped before round 6), round 6 (polish_round6.bin, "e1",
// shipped before the blocks), and rounds 8 and 9, the first with block
// patterns (polish_round8.bin from round 6, polish_round9.bin from round
// 8; round 10, shipped, is from round 9), english_round3.bin, the
// English weights of round 3 (shipped before round 4), and
// english_net_round1.bin, the English network's first round (shipped
// before its second).
//
//go:embed testdata/*.bin
var committed embed.FS

// polishRound5 is testdata/polish_round5.bin.
var polishRound5 = mustCommitted("polish_round5.bin")

// polishRound9 is testdata/polish_round9.bin, the input of the shipped
// round.
var polishRound9 = mustCommitted("polish_round9.bin")

// englishNetRound1 is testdata/english_net_round1.bin, the English
// network's first round, the input of the shipped second.
var englishNetRound1 = mustCommitted("english_net_round1.bin")

// englishRound3 is testdata/english_round3.bin, the English weights of
// round 3 (shipped before round 4).
var englishRound3 = mustCommitted("english_round3.bin")

// readCommitted is the committed weights file testdata/name.
func readCommitted(name string) ([]byte, error) {
	return fs.ReadFile(committed, "testdata/"+name)
}

// mustCommitted is readCommitted of a file the generator cannot run without.
func mustCommitted(name string) []byte {
	f, err := readCommitted(name)
	if err != nil {
		panic(err)
	}
	return f
}

// committedInput is the committed weights file whose hash is hash (nil
// for 0, no input), or an error if none is.
func committedInput(hash uint64) ([]byte, error) {
	if hash == 0 {
		return nil, nil
	}
	files, err := fs.Glob(committed, "testdata/*.bin")
	if err != nil {
		return nil, err
	}
	for _, name := range files {
		if f, err := fs.ReadFile(committed, name); err == nil && pattern.FileHash(f) == hash {
			return f, nil
		}
	}
	return nil, fmt.Errorf("learn: no committed weights file hashes to %#x", hash)
}

func main() {
	var given config
	flag.TextVar(&given.Variant, "variant", draughts.English, "the game: english or polish")
	flag.Uint64Var(&given.Seed, "seed", 0, "seed of the openings' order and the random moves (default: the shipped file's)")
	flag.IntVar(&given.Games, "games", 0, "self-play games to play (default: the shipped file's)")
	flag.IntVar(&given.Nodes, "nodes", 0, "search nodes a move (default: the shipped file's)")
	flag.IntVar(&given.Epochs, "epochs", 0, "passes of the fit over the positions (default: the shipped file's)")
	flag.IntVar(&given.LabelNodes, "label-nodes", 0, "Polish: label positions by a search of this many nodes (0: by the games' results)")
	flag.IntVar(&given.LabelEvery, "label-every", 0, "Polish: label each this-many-th quiet position of a game by search (default 1 with -label-nodes)")
	lambda := flag.Float64("lambda", 0, "Polish: the weight of the game's result in a label by search, from 0 to 1")
	search := flag.String("search", "", "the games' pruning: classic or tuned (default: the shipped file's)")
	flag.IntVar(&given.Sets, "sets", 0, fmt.Sprintf("Polish: the sets of square weights to fit: 1 (the men's) or %d (default: the shipped file's)", pattern.PolishSets))
	flag.IntVar(&given.Blocks, "blocks", 0, fmt.Sprintf("Polish: the blocks whose patterns to fit: 0 or %d (default: the shipped file's)", pattern.PolishBlocks))
	fromName := flag.String("from", "", "an earlier round's weights file, committed as testdata/NAME, to play and label with by the learned evaluation (\"\": none; default: the shipped file's input)")
	net := flag.Bool("net", false, "fit the neural evaluation's network (neural_english.bin or neural_polish.bin) in place of the pattern weights; -seed, -games, -nodes, -epochs, -lambda and -from (an earlier round's network) apply")
	flag.Parse()
	if *net {
		runNet(given, *lambda, *fromName)
		return
	}
	cfg, ok := defaultConfig[given.Variant]
	if !ok {
		log.Fatalf("learn: no learned evaluation of %v (english or polish)", given.Variant)
	}
	from, err := committedInput(cfg.From)
	if err != nil {
		log.Fatal(err)
	}
	flag.Visit(func(f *flag.Flag) { // the flags given override the variant's defaults
		if overrideRound(f.Name, given, &cfg.Seed, &cfg.Games, &cfg.Nodes, &cfg.Epochs) {
			return
		}
		switch f.Name {
		case "from":
			cfg.From, cfg.Players, from = 0, draughts.EvalClassic, nil
			if *fromName != "" {
				if from, err = readCommitted(*fromName); err != nil {
					log.Fatalf("learn: -from takes the name of a weights file committed in the generator's testdata/: %v", err)
				}
				cfg.From, cfg.Players = pattern.FileHash(from), draughts.EvalLearned
			}
		case "sets":
			cfg.Sets = given.Sets
		case "blocks":
			cfg.Blocks = given.Blocks
		case "label-nodes":
			cfg.LabelNodes = given.LabelNodes
		case "label-every":
			cfg.LabelEvery = given.LabelEvery
		case "lambda":
			cfg.ResultPerMille = perMille(*lambda)
		case "search":
			switch *search {
			case "classic":
				cfg.Search = draughts.PruneClassic
			case "tuned":
				cfg.Search = draughts.PruneTuned
			default:
				log.Fatalf("learn: -search takes classic or tuned, not %q", *search)
			}
		}
	})
	if cfg.LabelNodes == 0 { // labels by the results: the other label fields are unused
		cfg.LabelEvery, cfg.ResultPerMille = 0, 0
	} else if cfg.LabelEvery == 0 {
		cfg.LabelEvery = 1
	}
	data, stats, err := generate(cfg, from, func(format string, args ...any) { log.Printf(format, args...) })
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(string(data))
	log.Printf("learn: %v, %d games (%d won by Black, %d drawn), %d positions, scale %d, log loss %.4f classic alone, %.4f corrected, %d bytes",
		cfg.Variant, cfg.Games, stats.blackWins, stats.draws, stats.positions, stats.scale, stats.classicLoss, stats.loss, len(data))
}

// runNet is the command with -net: given are the flags read, lambda
// -lambda's and fromName -from's.
func runNet(given config, lambda float64, fromName string) {
	cfg, ok := defaultNetConfig[given.Variant]
	if !ok {
		log.Fatalf("learn: no network of %v (english or polish)", given.Variant)
	}
	flag.Visit(func(f *flag.Flag) {
		if overrideRound(f.Name, given, &cfg.Seed, &cfg.Games, &cfg.Nodes, &cfg.Epochs) {
			return
		}
		switch f.Name {
		case "net", "variant":
		case "lambda":
			cfg.ResultPerMille = perMille(lambda)
		case "from":
			cfg.From = 0
			if fromName != "" {
				file, err := readCommitted(fromName)
				if err != nil {
					log.Fatalf("learn: -from takes the name of a network's file committed in the generator's testdata/: %v", err)
				}
				cfg.From = pattern.FileHash(file)
			}
		default:
			log.Fatalf("learn: -%s does not apply to -net", f.Name)
		}
	})
	data, st, err := generateNet(cfg, func(format string, args ...any) { log.Printf(format, args...) })
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(string(data))
	log.Print(netSummary(cfg, st, len(data)))
}

// perMille is -lambda's weight lambda in thousandths; the command stops
// on a weight not from 0 to 1.
func perMille(lambda float64) int {
	if lambda < 0 || lambda > 1 {
		log.Fatalf("learn: -lambda takes a weight from 0 to 1, not %v", lambda)
	}
	return int(math.Round(lambda * 1000))
}

// overrideRound sets the round's seed, games, nodes a move or epochs to
// given's if name is the flag of one, and reports whether it was.
func overrideRound(name string, given config, seed *uint64, games, nodes, epochs *int) bool {
	switch name {
	case "seed":
		*seed = given.Seed
	case "games":
		*games = given.Games
	case "nodes":
		*nodes = given.Nodes
	case "epochs":
		*epochs = given.Epochs
	default:
		return false
	}
	return true
}

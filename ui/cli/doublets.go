package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime/debug"
	"strconv"
	"strings"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/sanitize"
)

func init() {
	register("doublets",
		Tool{
			Name:    "solve",
			Usage:   "solve FROM TO [--via W1,W2] [--words FILE]",
			Summary: "print one shortest chain from FROM to TO (through the --via words in order)",
			Run:     doubletsSolve,
		},
		Tool{
			Name:    "check",
			Usage:   "check W1 W2 ... Wn [--via W1,W2] [--words FILE]",
			Summary: `check a chain from W1 to Wn: print "ok: N links" or its first fault`,
			Run:     doubletsCheck,
		},
		Tool{
			Name:    "generate",
			Usage:   "generate --length N --difficulty easy|medium|hard --count K [--seed S] [--words FILE]",
			Summary: "print K generated doublets of N letters, one a line with its par and the chain a player is shown",
			Run:     doubletsGenerate,
		},
		Tool{
			Name:    "define",
			Usage:   "define WORD...",
			Summary: "print each word's one-line definition (from WordNet 3.0)",
			Run:     doubletsDefine,
		},
		Tool{
			Name:    "stats",
			Usage:   "stats --length N [--words FILE]",
			Summary: "measure the one-letter graph of the words of N letters",
			Run:     doubletsStats,
		},
	)
}

// toolRun is one run of a doublets tool: its name for messages, its flags,
// and where it writes.
type toolRun struct {
	name  string // as "doublets solve"
	usage string
	valid string // the valid flags, as "--via W1,W2, --words FILE"
	env   ToolEnv
	fs    *flag.FlagSet
	words string // --words FILE
}

// newToolRun returns a run of the named tool with the --words flag;
// the tool adds its own flags to fs.
func newToolRun(env ToolEnv, name, usage, valid string) *toolRun {
	t := &toolRun{name: name, usage: usage, valid: valid, env: env}
	t.fs = flag.NewFlagSet(name, flag.ContinueOnError)
	t.fs.SetOutput(io.Discard)
	t.fs.StringVar(&t.words, "words", "", "")
	return t
}

// dict returns the dictionary: the --words list, or the built-in one. A
// list that cannot be read is bad usage.
func (t *toolRun) dict() (*dict.Dict, error) {
	// Building the dictionary makes short-lived garbage about twice the
	// size of what it keeps; a one-shot tool collects it promptly so that
	// the process stays small.
	defer debug.SetGCPercent(debug.SetGCPercent(loadGCPercent))
	if t.words == "" {
		return dict.Default(), nil
	}
	name := sanitize.Line(t.words)
	data, err := readInput(t.env, t.words, maxWordList)
	if err != nil {
		return nil, fmt.Errorf("cannot read the word list: %s", strings.TrimPrefix(err.Error(), "cannot read "))
	}
	d, err := dict.Load(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("cannot use the word list %s: %s", name, strings.TrimPrefix(err.Error(), "dict: "))
	}
	if n := d.Skipped(); n > 0 {
		fmt.Fprintf(t.env.Stderr, "parlour %s: note: skipped %s of %s that %s not words of the letters a-z\n", t.name, lines(n), name, map[bool]string{true: "is", false: "are"}[n == 1])
	}
	return d, nil
}

// loadGCPercent is the garbage collector's target while a tool builds its
// dictionary.
const loadGCPercent = 10

// maxWordList is the largest word list --words reads: the built-in lawful
// list is about 1.2 MB.
const maxWordList = 16 << 20

// lines writes "1 line", "3 lines".
func lines(n int) string {
	if n == 1 {
		return "1 line"
	}
	return fmt.Sprintf("%d lines", n)
}

// viaFlag adds --via, which takes words separated by commas and may be
// given more than once, to fs.
func viaFlag(fs *flag.FlagSet, via *[]string) {
	fs.Func("via", "", func(s string) error {
		for _, w := range strings.Split(s, ",") {
			w = strings.TrimSpace(w)
			if w == "" {
				return fmt.Errorf("--via takes words separated by commas, as --via heal,teal; not %q", s)
			}
			*via = append(*via, w)
		}
		return nil
	})
}

// doubletsSolve runs `parlour doublets solve FROM TO [--via W1,W2] [--words FILE]`.
func doubletsSolve(env ToolEnv, args []string) int {
	t := newToolRun(env, "doublets solve", "doublets solve FROM TO [--via W1,W2] [--words FILE]", "--via W1,W2, --words FILE")
	var via []string
	viaFlag(t.fs, &via)
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	if len(words) != 2 {
		return t.usageError(fmt.Errorf("solve takes two words, FROM and TO, not %d; as: parlour %s", len(words), t.usage))
	}
	d, err := t.dict()
	if err != nil {
		return t.negative(err) // an unusable word list is bad input
	}
	given := append(append([]string{words[0]}, via...), words[1])
	db, err := doublets.New(given...)
	if err != nil {
		return t.negative(err)
	}
	// The given words need not be in the dictionary (Carroll set CAIN
	// and ABEL).
	sol, err := doublets.Solve(d, db, dict.Lawful, nil)
	if err != nil {
		return t.negative(err)
	}
	// Of the shortest chains, one of common words if there is one.
	if common, err := doublets.Solve(d, db, dict.Common, nil); err == nil && common.Links <= sol.Links {
		sol = common
	}
	fmt.Fprintln(env.Stdout, strings.Join(sol.Chain, " "))
	return ExitOK
}

// doubletsCheck runs `parlour doublets check W1 W2 ... Wn [--via W1,W2] [--words FILE]`.
func doubletsCheck(env ToolEnv, args []string) int {
	t := newToolRun(env, "doublets check", "doublets check W1 W2 ... Wn [--via W1,W2] [--words FILE]", "--via W1,W2, --words FILE")
	var via []string
	viaFlag(t.fs, &via)
	chain, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	if len(chain) < 2 {
		return t.usageError(fmt.Errorf("check takes a chain of two or more words; as: parlour %s", t.usage))
	}
	d, err := t.dict()
	if err != nil {
		return t.negative(err) // an unusable word list is bad input
	}
	fault := func(err error) int {
		fmt.Fprintln(env.Stdout, oneLine(err))
		return ExitNegative
	}
	given := append(append([]string{chain[0]}, via...), chain[len(chain)-1])
	db, err := doublets.New(given...)
	if err != nil {
		// No doublet has these ends (the same word twice, say): report
		// the chain's first fault, reading from the start.
		return fault(firstFault(d, chain, err))
	}
	// The given words need not be in the dictionary; every link must.
	if err := doublets.Check(d, db, chain); err != nil {
		return fault(err)
	}
	fmt.Fprintf(env.Stdout, "ok: %s\n", links(db.Links(chain)))
	return ExitOK
}

// firstFault returns the first fault of a chain read word by word, without
// a doublet: a word not in d, a link of other than one letter, a word used
// twice; or, if there is none, why no doublet could be made (doubletErr).
func firstFault(d *dict.Dict, chain []string, doubletErr error) error {
	seen := map[string]int{}
	for i, w := range chain {
		w = doublets.Normalise(w)
		if i > 0 {
			if _, err := doublets.CheckLink(d, chain[i-1], w); err != nil {
				return err
			}
		}
		if j, ok := seen[w]; ok {
			return &doublets.RepeatError{Word: w, First: j + 1, Again: i + 1}
		}
		seen[w] = i
	}
	return doubletErr
}

// generateBands are the --difficulty names and their bands of par, as in
// the game's set-up.
var generateBands = map[string][2]int{"easy": {2, 3}, "medium": {4, 5}, "hard": {6, 8}}

// maxGenerate is the most doublets one run of generate prints.
const maxGenerate = 1000

// doubletsGenerate runs `parlour doublets generate --length N --difficulty
// easy|medium|hard --count K [--seed S] [--words FILE]`: K doublets as the
// game draws them, one a line, "FROM TO par N" with the par over common
// words.
func doubletsGenerate(env ToolEnv, args []string) int {
	t := newToolRun(env, "doublets generate", "doublets generate --length N --difficulty easy|medium|hard --count K [--seed S] [--words FILE]",
		"--length N, --difficulty easy|medium|hard, --count K, --seed S, --words FILE")
	length, count, difficulty := 0, 0, ""
	var seed uint64 = 1
	t.fs.Func("length", "", func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < 2 || n > 15 {
			return fmt.Errorf("--length takes a number of letters from 2 to 15, not %q", s)
		}
		length = n
		return nil
	})
	t.fs.Func("count", "", numberFlag("count", &count, 1, maxGenerate))
	t.fs.Func("difficulty", "", func(s string) error {
		if _, ok := generateBands[strings.ToLower(s)]; !ok {
			return fmt.Errorf("--difficulty is easy, medium or hard, not %q", s)
		}
		difficulty = strings.ToLower(s)
		return nil
	})
	t.fs.Func("seed", "", seedFlag(&seed))
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	switch {
	case len(words) > 0:
		return t.usageError(fmt.Errorf("generate takes no words (got %q); as: parlour %s", strings.Join(words, " "), t.usage))
	case length == 0 || difficulty == "" || count == 0:
		return t.usageError(fmt.Errorf("generate needs --length, --difficulty and --count; as: parlour %s", t.usage))
	}
	d, err := t.dict()
	if err != nil {
		return t.negative(err) // an unusable word list is bad input
	}
	band := generateBands[difficulty]
	rng := rand.New(rand.NewPCG(seed, uint64(length)))
	for range count {
		db, err := doublets.Generate(d, rng, length, band[0], band[1])
		if err != nil {
			return t.negative(errors.New(strings.TrimPrefix(err.Error(), "doublets: ")))
		}
		if err := writeParChain(env.Stdout, d, db); err != nil {
			return t.negative(err)
		}
	}
	return ExitOK
}

// writeParChain writes a doublet, its par and the chain a player is shown
// for it (doublets.ParChain), as "cash fell par 5: cash cast ... fell".
func writeParChain(w io.Writer, d *dict.Dict, db doublets.Doublet) error {
	sol, rarer, err := doublets.ParChain(d, db)
	if err != nil {
		return err
	}
	note := ""
	if rarer {
		note = " (rarer words: common ones cannot join the two)"
	}
	_, err = fmt.Fprintf(w, "%s %s par %d: %s%s\n", db.From(), db.To(), sol.Links, strings.Join(sol.Chain, " "), note)
	return err
}

// links writes "1 link", "3 links".
func links(n int) string {
	if n == 1 {
		return "1 link"
	}
	return fmt.Sprintf("%d links", n)
}

// doubletsStats runs `parlour doublets stats --length N [--words FILE]`.
func doubletsStats(env ToolEnv, args []string) int {
	t := newToolRun(env, "doublets stats", "doublets stats --length N [--words FILE]", "--length N, --words FILE")
	length := 0
	t.fs.Func("length", "", func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return fmt.Errorf("--length takes a number of letters, 1 or more, not %q", s)
		}
		length = n
		return nil
	})
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	switch {
	case len(words) > 0:
		return t.usageError(fmt.Errorf("stats takes no words (got %q); as: parlour %s", strings.Join(words, " "), t.usage))
	case length == 0:
		return t.usageError(fmt.Errorf("stats needs --length N, the number of letters; as: parlour %s", t.usage))
	}
	d, err := t.dict()
	if err != nil {
		return t.negative(err) // an unusable word list is bad input
	}
	s := doublets.Stats(d, length, dict.Lawful)
	if s.Words == 0 {
		return t.negative(fmt.Errorf("no words of %d letters in the word list", length))
	}
	writeStats(env.Stdout, s)
	return ExitOK
}

// writeStats writes graph statistics one "name: value" a line.
func writeStats(w io.Writer, s doublets.GraphStats) {
	fmt.Fprintf(w, "words: %d\nedges: %d\ncomponents: %d\nisolated: %d\nlargest: %d\ndiameter: %d\npath: %s\n",
		s.Words, s.Edges, s.Components, s.Isolated, s.Largest, s.Diameter, strings.Join(s.Path, " "))
}

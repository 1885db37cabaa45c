package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"parlour/games/circularchess"
)

// circularTools are registered twice: as `parlour circular ...`, the name
// the issue gives them, and under the game's id, circularchess.
var circularTools = []Tool{
	{
		Name:    "perft",
		Usage:   "perft DEPTH [--fen FEN] [--rules modern|modern+ep|byzantine]",
		Summary: "count the move paths 1 to DEPTH moves deep, one line a depth: perft(D) = N",
		Run:     circularPerft,
	},
	{
		Name:    "move",
		Usage:   "move [--fen FEN] [--rules R] [--time 1s] [--depth N]",
		Summary: "print the computer's best move in ring-cell notation, then: depth D score S nodes N (a search past 10s says so on stderr)",
		Run:     circularMove,
	},
	{
		Name:    "game",
		Usage:   "game FILE",
		Summary: "replay a game record (as the screen saves it) and print its final FEN and result; exit 1 at the first illegal move",
		Run:     circularGame,
	},
}

func init() {
	register("circular", circularTools...)
	register("circularchess", circularTools...)
}

// Limits of the circular chess tools.
const (
	circularDefaultTime = time.Second // how long `move` thinks without --time or --depth
	// The deepest perft and search that can finish: from the start perft 7
	// and a depth-18 search take minutes on a laptop, and each step deeper
	// multiplies that by about twenty (perft) or five (search).
	circularMaxPerft = 7
	circularMaxDepth = 18
)

// circularRun is a circular chess tool with the --fen and --rules flags.
type circularRun struct {
	*toolRun
	fen      string
	rules    circularchess.Rules
	hasRules bool
}

func newCircularRun(env ToolEnv, name, usage, valid string) *circularRun {
	t := &toolRun{name: "circularchess " + name, usage: "circularchess " + usage, valid: valid, env: env}
	t.fs = flag.NewFlagSet(t.name, flag.ContinueOnError)
	t.fs.SetOutput(io.Discard)
	c := &circularRun{toolRun: t}
	t.fs.StringVar(&c.fen, "fen", "", "")
	t.fs.Func("rules", "", func(s string) error {
		r, err := circularchess.ParseRules(s)
		if err != nil {
			return fmt.Errorf("--rules: %w", err)
		}
		c.rules, c.hasRules = r, true
		return nil
	})
	return c
}

// position is the --fen position, or the start of the game, under the
// --rules. A FEN that names its rules must name the same as --rules.
func (c *circularRun) position() (circularchess.State, error) {
	if c.fen == "" {
		return circularchess.NewGame(c.rules)
	}
	fen := c.fen
	switch fields := strings.Fields(fen); {
	case len(fields) == 5:
		fen += " " + c.rules.String()
	case len(fields) == 6 && c.hasRules:
		named, err := circularchess.ParseRules(fields[5])
		if err == nil && named != c.rules {
			return circularchess.State{}, fmt.Errorf("--rules %v, but the FEN names the rules %v", c.rules, named)
		}
	}
	s, err := circularchess.ParseFEN(fen)
	if err != nil {
		return s, fmt.Errorf("--fen: %w", err)
	}
	return s, nil
}

// circularPerft runs `parlour circularchess perft DEPTH [--fen FEN] [--rules R]`.
func circularPerft(env ToolEnv, args []string) int {
	c := newCircularRun(env, "perft", "perft DEPTH [--fen FEN] [--rules modern|modern+ep|byzantine]", "--fen FEN, --rules modern|modern+ep|byzantine")
	words, err := c.parse(args)
	if err != nil {
		return c.usageError(err)
	}
	if len(words) != 1 {
		return c.usageError(fmt.Errorf("perft takes one DEPTH, not %d words; as: parlour %s", len(words), c.usage))
	}
	depth, err := strconv.Atoi(words[0])
	if err != nil || depth < 1 || depth > circularMaxPerft {
		return c.usageError(fmt.Errorf("DEPTH is a number of moves from 1 to %d, not %q", circularMaxPerft, words[0]))
	}
	s, err := c.position()
	if err != nil {
		return c.negative(err)
	}
	for n := 1; n <= depth; n++ {
		fmt.Fprintf(env.Stdout, "perft(%d) = %d\n", n, circularchess.Perft(s, n))
	}
	return ExitOK
}

// circularMove runs `parlour circularchess move [--fen FEN] [--rules R] [--time 1s] [--depth N]`.
// With both --time and --depth the search stops at whichever comes first.
// The score S is the worth of the position to the side to move in
// hundredths of a pawn; a forced win in n plies scores 30000-n, a loss
// -(30000-n).
func circularMove(env ToolEnv, args []string) int {
	c := newCircularRun(env, "move", "move [--fen FEN] [--rules R] [--time 1s] [--depth N]", "--fen FEN, --rules R, --time 1s, --depth N")
	var think time.Duration
	depth := 0
	c.fs.Func("time", "", func(s string) error {
		t, err := time.ParseDuration(s)
		if err != nil || t <= 0 {
			return fmt.Errorf("--time takes a length of time such as 1s or 500ms, not %q", s)
		}
		think = t
		return nil
	})
	c.fs.Func("depth", "", func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > circularMaxDepth {
			return fmt.Errorf("--depth takes a number of plies from 1 to %d, not %q", circularMaxDepth, s)
		}
		depth = n
		return nil
	})
	words, err := c.parse(args)
	if err != nil {
		return c.usageError(err)
	}
	switch {
	case len(words) > 0:
		return c.usageError(fmt.Errorf("move takes no words (got %q); give the position with --fen", strings.Join(words, " ")))
	case think == 0 && depth == 0:
		think = circularDefaultTime
	}
	s, err := c.position()
	if err != nil {
		return c.negative(err)
	}
	if o := circularchess.Outcome(s); o.Status != circularchess.Ongoing {
		return c.negative(fmt.Errorf("no move: the game is over (%v)", o))
	}
	ctx := context.Background()
	if think > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, think)
		defer cancel()
	}
	r := thinkWithProgress(c.toolRun, func() circularchess.Result {
		return circularchess.Search(ctx, s, circularchess.Limits{Depth: depth})
	})
	fmt.Fprintln(env.Stdout, s.MoveText(r.Move))
	fmt.Fprintf(env.Stdout, "depth %d score %d nodes %d\n", r.Depth, r.Score, r.Nodes)
	return ExitOK
}

// circularGame runs `parlour circularchess game FILE`: it replays a record
// written by the game's screen (or by hand) through the rules and prints
// the final position and the result, "*" for a game still going.
func circularGame(env ToolEnv, args []string) int {
	c := newCircularRun(env, "game", "game FILE", "none")
	words, err := c.parse(args)
	if err != nil {
		return c.usageError(err)
	}
	if len(words) != 1 {
		return c.usageError(fmt.Errorf("game takes one FILE, not %d words; as: parlour %s", len(words), c.usage))
	}
	data, err := readInput(env, words[0], maxRecordFile)
	if err != nil {
		return c.negative(err)
	}
	g, err := circularchess.ParseRecord(string(data))
	if err != nil {
		return c.negative(fmt.Errorf("%s: %v", words[0], err))
	}
	states, err := g.States()
	if err != nil {
		return c.negative(fmt.Errorf("%s: %v", words[0], err))
	}
	end := states[len(states)-1]
	fmt.Fprintln(env.Stdout, end.FEN())
	result := g.Result
	if o := circularchess.Outcome(end); o.Status != circularchess.Ongoing {
		result = o.String()
	} else if result == "" {
		result = "*"
	}
	fmt.Fprintf(env.Stdout, "%d moves; %s\n", len(g.Moves), result)
	return ExitOK
}

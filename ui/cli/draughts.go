package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"parlour/games/draughts"
)

func init() {
	register("draughts",
		Tool{
			Name:    "perft",
			Usage:   "perft DEPTH [--fen FEN] [--variant english|losing|polish]",
			Summary: "count the positions 1 to DEPTH moves deep, one line a depth: perft(D) = N",
			Run:     draughtsPerft,
		},
		Tool{
			Name:    "move",
			Usage:   "move [--fen FEN] [--variant V] [--time 1s | --depth N]",
			Summary: "print the computer's best move in PDN, then: depth D score S nodes N",
			Run:     draughtsMove,
		},
		Tool{
			Name:    "pdn",
			Usage:   "pdn FILE",
			Summary: "replay the first game of a PDN file and print its final position in FEN",
			Run:     draughtsPDN,
		},
	)
}

// draughtsDefaultTime is how long `draughts move` thinks without --time
// or --depth.
const draughtsDefaultTime = time.Second

// draughtsRun is a draughts tool with the --fen and --variant flags.
type draughtsRun struct {
	*toolRun
	fen     string
	variant draughts.Variant
}

func newDraughtsRun(env ToolEnv, name, usage, valid string) *draughtsRun {
	t := &toolRun{name: "draughts " + name, usage: "draughts " + usage, valid: valid, env: env}
	t.fs = flag.NewFlagSet(t.name, flag.ContinueOnError)
	t.fs.SetOutput(io.Discard)
	d := &draughtsRun{toolRun: t}
	t.fs.StringVar(&d.fen, "fen", "", "")
	t.fs.Func("variant", "", func(s string) error {
		return d.variant.UnmarshalText([]byte(strings.ToLower(s)))
	})
	return d
}

// position is the --fen position (or the opening) of the --variant.
func (d *draughtsRun) position() (draughts.State, error) {
	r := draughts.Rules{Variant: d.variant}
	if d.fen == "" {
		return draughts.NewGame(r)
	}
	return draughts.ParseFEN(r, d.fen)
}

// draughtsPerft runs `parlour draughts perft DEPTH [--fen FEN] [--variant V]`.
func draughtsPerft(env ToolEnv, args []string) int {
	d := newDraughtsRun(env, "perft", "perft DEPTH [--fen FEN] [--variant english|losing|polish]", "--fen FEN, --variant english|losing|polish")
	words, err := d.parse(args)
	if err != nil {
		return d.usageError(err)
	}
	if len(words) != 1 {
		return d.usageError(fmt.Errorf("perft takes one DEPTH, not %d words; as: parlour %s", len(words), d.usage))
	}
	depth, err := strconv.Atoi(words[0])
	if err != nil || depth < 1 || depth > 64 {
		return d.usageError(fmt.Errorf("DEPTH is a number of moves from 1 to 64, not %q", words[0]))
	}
	s, err := d.position()
	if err != nil {
		return d.usageError(err)
	}
	for n := 1; n <= depth; n++ {
		fmt.Fprintf(env.Stdout, "perft(%d) = %d\n", n, draughts.Perft(s, n))
	}
	return ExitOK
}

// draughtsMove runs `parlour draughts move [--fen FEN] [--variant V] [--time 1s | --depth N]`.
func draughtsMove(env ToolEnv, args []string) int {
	d := newDraughtsRun(env, "move", "move [--fen FEN] [--variant V] [--time 1s | --depth N]", "--fen FEN, --variant V, --time 1s, --depth N")
	var think time.Duration
	depth := 0
	d.fs.Func("time", "", func(s string) error {
		t, err := time.ParseDuration(s)
		if err != nil || t <= 0 {
			return fmt.Errorf("--time takes a length of time such as 1s or 500ms, not %q", s)
		}
		think = t
		return nil
	})
	d.fs.Func("depth", "", func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > 64 {
			return fmt.Errorf("--depth takes a number of moves from 1 to 64, not %q", s)
		}
		depth = n
		return nil
	})
	words, err := d.parse(args)
	if err != nil {
		return d.usageError(err)
	}
	switch {
	case len(words) > 0:
		return d.usageError(fmt.Errorf("move takes no words (got %q); give the position with --fen", strings.Join(words, " ")))
	case think > 0 && depth > 0:
		return d.usageError(errors.New("give --time or --depth, not both"))
	case think == 0 && depth == 0:
		think = draughtsDefaultTime
	}
	s, err := d.position()
	if err != nil {
		return d.usageError(err)
	}
	if o := draughts.Outcome(s); o.Status != draughts.Ongoing {
		return d.negative(fmt.Errorf("no move: the game is over (%s)", o.Reason))
	}
	ctx := context.Background()
	if think > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, think)
		defer cancel()
	}
	r := draughts.Search(ctx, s, draughts.Limits{Depth: depth})
	if r.Move.From == 0 {
		return d.negative(errors.New("no move: the side to move must huff first"))
	}
	fmt.Fprintln(env.Stdout, s.MoveText(r.Move))
	fmt.Fprintf(env.Stdout, "depth %d score %d nodes %d\n", r.Depth, r.Score, r.Nodes)
	return ExitOK
}

// draughtsPDN runs `parlour draughts pdn FILE`.
func draughtsPDN(env ToolEnv, args []string) int {
	d := &toolRun{name: "draughts pdn", usage: "draughts pdn FILE", valid: "none (the file's tags give the game)", env: env}
	d.fs = flag.NewFlagSet(d.name, flag.ContinueOnError)
	d.fs.SetOutput(io.Discard)
	words, err := d.parse(args)
	if err != nil {
		return d.usageError(err)
	}
	if len(words) != 1 {
		return d.usageError(fmt.Errorf("pdn takes one FILE, not %d words; as: parlour %s", len(words), d.usage))
	}
	data, err := os.ReadFile(words[0])
	if err != nil {
		return d.usageError(fmt.Errorf("cannot read %s: %w", words[0], unwrapPathError(err)))
	}
	game, err := draughts.ParsePDN(string(data))
	if err != nil {
		return d.negative(fmt.Errorf("%s: %w", words[0], err))
	}
	final, err := game.Final()
	if err != nil {
		return d.negative(fmt.Errorf("%s: %w", words[0], err))
	}
	fmt.Fprintln(env.Stdout, final.FEN())
	return ExitOK
}

// unwrapPathError drops the path an *os.PathError repeats.
func unwrapPathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"parlour/games/doublechess"
	"parlour/games/level"
)

func init() {
	register("doublechess",
		Tool{
			Name:    "perft",
			Usage:   "perft DEPTH [--fen4 F]",
			Summary: "count the move paths 1 to DEPTH quarter-moves deep from the start (or F): perft(D) = N",
			Run:     doubleChessPerft,
		},
		Tool{
			Name:    "move",
			Usage:   "move [--fen4 F] [--time 2s] [--depth N]",
			Summary: "print the computer's move for the player to move in PGN4, then depth, score and nodes (a search past 10s says so on stderr)",
			Run:     doubleChessMove,
		},
		Tool{
			Name:    "pgn4",
			Usage:   "pgn4 FILE",
			Summary: "replay a PGN4 game and print its final FEN4; exit 1 at the first illegal move",
			Run:     doubleChessPGN4,
		},
		Tool{
			Name:    "coachcheck",
			Usage:   "coachcheck [--positions N] [--seed S] [--nodes N] [--coach-nodes N]",
			Summary: "rate N self-play moves with the coach and check each verdict against a long search: the share that agrees, the suggestions worse than the move played",
			Run:     doubleChessCoachCheck,
		},
		Tool{
			Name:    "selfplay",
			Usage:   "selfplay --games N --seed S [--level L] [--max-moves M]",
			Summary: "play N games between computer players and print each result, one a line",
			Run:     doubleChessSelfplay,
		},
	)
}

// Limits of the doublechess tools: the deepest perft and search that can
// finish (from the start, perft 8 takes minutes and a depth-16 search some
// minutes more on a laptop; each step deeper multiplies that by about ten).
const (
	dcMaxPerft = 8
	dcMaxDepth = 16
)

// dcNewRun returns a run of a doublechess tool with its own flags.
func dcNewRun(env ToolEnv, name, usage, valid string) *toolRun {
	t := &toolRun{name: "doublechess " + name, usage: "doublechess " + usage, valid: valid, env: env}
	t.fs = flag.NewFlagSet(name, flag.ContinueOnError)
	t.fs.SetOutput(io.Discard)
	return t
}

// dcFEN4Flag adds --fen4 to t's flags; the state it names, or the start of
// a new game when it is not given, is read by dcStart.
func dcFEN4Flag(t *toolRun) *string {
	var text string
	t.fs.StringVar(&text, "fen4", "", "")
	return &text
}

// dcStart reads the position of --fen4, or returns a new game.
func dcStart(text string) (doublechess.State, error) {
	if text == "" {
		return doublechess.NewGame(doublechess.Rules{})
	}
	return doublechess.ParseFEN4(text, doublechess.Rules{})
}

// dcCountFlag adds a flag taking a whole number from 1 to most.
func dcCountFlag(fs *flag.FlagSet, name string, most int, v *int) {
	fs.Func(name, "", func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > most {
			return fmt.Errorf("--%s takes a whole number from 1 to %d, not %q", name, most, s)
		}
		*v = n
		return nil
	})
}

// doubleChessPerft runs `parlour doublechess perft DEPTH [--fen4 F]`.
func doubleChessPerft(env ToolEnv, args []string) int {
	t := dcNewRun(env, "perft", "perft DEPTH [--fen4 F]", "--fen4 F")
	fen := dcFEN4Flag(t)
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	if len(words) != 1 {
		return t.usageError(fmt.Errorf("perft takes one DEPTH, not %d words; as: parlour %s", len(words), t.usage))
	}
	depth, err := strconv.Atoi(words[0])
	if err != nil || depth < 1 || depth > dcMaxPerft {
		return t.usageError(fmt.Errorf("DEPTH must be a whole number from 1 to %d, not %q", dcMaxPerft, words[0]))
	}
	s, err := dcStart(*fen)
	if err != nil {
		return t.negative(fmt.Errorf("--fen4: %w", err))
	}
	for d := 1; d <= depth; d++ {
		fmt.Fprintf(env.Stdout, "perft(%d) = %d\n", d, doublechess.Perft(s, d))
	}
	return ExitOK
}

// doubleChessMove runs `parlour doublechess move [--fen4 F] [--time 2s] [--depth N]`.
// With both flags the search stops at whichever comes first; with neither
// it thinks for 2s.
func doubleChessMove(env ToolEnv, args []string) int {
	t := dcNewRun(env, "move", "move [--fen4 F] [--time 2s] [--depth N]", "--fen4 F, --time D, --depth N")
	fen := dcFEN4Flag(t)
	var limit time.Duration
	t.fs.Func("time", "", func(s string) error {
		d, err := time.ParseDuration(s)
		if err != nil || d <= 0 {
			return fmt.Errorf("--time takes a duration such as 2s or 500ms, not %q", s)
		}
		limit = d
		return nil
	})
	depth := 0
	dcCountFlag(t.fs, "depth", dcMaxDepth, &depth)
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	switch {
	case len(words) > 0:
		return t.usageError(fmt.Errorf("move takes no words (got %q); as: parlour %s", strings.Join(words, " "), t.usage))
	case limit == 0 && depth == 0:
		limit = 2 * time.Second
	}
	s, err := dcStart(*fen)
	if err != nil {
		return t.negative(fmt.Errorf("--fen4: %w", err))
	}
	if v := doublechess.Outcome(s); v.Status != doublechess.Ongoing {
		return t.negative(fmt.Errorf("the game is over (%s): %s", v.Result(), v.Reason))
	}
	ctx := context.Background()
	if limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, limit)
		defer cancel()
	}
	r := thinkWithProgress(t, func() doublechess.Result {
		return doublechess.Search(ctx, s, doublechess.Limits{Depth: depth})
	})
	fmt.Fprintln(env.Stdout, s.MoveText(r.Move))
	fmt.Fprintf(env.Stdout, "depth %d score %d nodes %d\n", r.Depth, r.Score, r.Nodes)
	return ExitOK
}

// doubleChessPGN4 runs `parlour doublechess pgn4 FILE`.
func doubleChessPGN4(env ToolEnv, args []string) int {
	t := dcNewRun(env, "pgn4", "pgn4 FILE", "none")
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	if len(words) != 1 {
		return t.usageError(fmt.Errorf("pgn4 takes one FILE, not %d words; as: parlour %s", len(words), t.usage))
	}
	data, err := readInput(env, words[0], maxRecordFile)
	if err != nil {
		return t.negative(err)
	}
	g, err := doublechess.ParsePGN4(string(data), doublechess.Rules{})
	var bad *doublechess.MoveError
	switch {
	case errors.As(err, &bad):
		return t.negative(fmt.Errorf("%s: illegal move %d, %v", words[0], bad.Index+1, err))
	case err != nil:
		return t.negative(fmt.Errorf("%s: %v", words[0], err))
	case len(g.Tags) == 0 && len(g.Moves) == 0 && !g.GivenUp:
		return t.negative(fmt.Errorf("%s: no game found (no tags and no moves)", words[0]))
	}
	final, err := g.Final()
	if err != nil {
		return t.negative(fmt.Errorf("%s: %v", words[0], err))
	}
	fmt.Fprintln(env.Stdout, final.FEN4())
	return ExitOK
}

// doubleChessSelfplay runs `parlour doublechess selfplay --games N --seed S [--level L] [--max-moves M]`.
func doubleChessSelfplay(env ToolEnv, args []string) int {
	t := dcNewRun(env, "selfplay", "selfplay --games N --seed S [--level L] [--max-moves M]", "--games N, --seed S, --level L, --max-moves M")
	games, maxMoves := 0, 0
	dcCountFlag(t.fs, "games", 100000, &games)
	dcCountFlag(t.fs, "max-moves", 1_000_000, &maxMoves)
	var seed uint64
	seeded := false
	t.fs.Func("seed", "", givenSeedFlag(&seed, &seeded))
	strength := level.Easy
	t.fs.Func("level", "", func(s string) error {
		l, err := level.Parse(s)
		strength = l
		return err
	})
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	switch {
	case len(words) > 0:
		return t.usageError(fmt.Errorf("selfplay takes no words (got %q); as: parlour %s", strings.Join(words, " "), t.usage))
	case games == 0 || !seeded:
		return t.usageError(fmt.Errorf("selfplay needs --games N and --seed S; as: parlour %s", t.usage))
	}
	tally := map[string]int{}
	for i := range games {
		rng := rand.New(rand.NewPCG(seed, uint64(i)))
		s, _ := doublechess.NewGame(doublechess.Rules{First: doublechess.DrawLots(rng)})
		first, moves := s.Turn(), 0
		for doublechess.Outcome(s).Status == doublechess.Ongoing && (maxMoves == 0 || moves < maxMoves) {
			m := doublechess.Choose(context.Background(), s, strength, rng)
			next, err := s.Apply(m)
			if err != nil {
				return t.negative(fmt.Errorf("game %d: the computer chose an illegal move %v: %v", i+1, m, err))
			}
			s, moves = next, moves+1
		}
		v := doublechess.Outcome(s)
		why := v.Reason
		if v.Status == doublechess.Ongoing {
			why = fmt.Sprintf("unfinished after %d quarter-moves", moves)
		}
		fmt.Fprintf(env.Stdout, "game %d: %s %v first, %d quarter-moves: %s\n", i+1, v.Result(), first, moves, why)
		tally[v.Result()]++
	}
	fmt.Fprintf(env.Stdout, "Black and White won %d, Green and Red won %d, drawn %d, unfinished %d\n",
		tally["1-0"], tally["0-1"], tally["1/2-1/2"], tally["*"])
	return ExitOK
}

// coachCheckProgress is how many positions make a check long enough
// (seconds each) to report its progress on stderr.
const coachCheckProgressFrom = 10

// doubleChessCoachCheck runs the coach against a long search (issue 42's
// figure), saying on stderr how far it has come when it is long.
func doubleChessCoachCheck(env ToolEnv, args []string) int {
	t := dcNewRun(env, "coachcheck", "coachcheck [--positions N] [--seed S] [--nodes N] [--coach-nodes N]", "--positions N, --seed S, --nodes N, --coach-nodes N")
	positions, nodes, coachNodes := 200, 5_000_000, int(doublechess.CoachLimits.Nodes)
	dcCountFlag(t.fs, "positions", 10_000, &positions)
	dcCountFlag(t.fs, "nodes", 1_000_000_000, &nodes)
	dcCountFlag(t.fs, "coach-nodes", 1_000_000_000, &coachNodes)
	seed, seeded := uint64(2026), false
	t.fs.Func("seed", "", givenSeedFlag(&seed, &seeded))
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	if len(words) > 0 {
		return t.usageError(fmt.Errorf("coachcheck takes no words (got %q); as: parlour %s", strings.Join(words, " "), t.usage))
	}
	var progress func(doublechess.Agreement)
	if positions >= coachCheckProgressFrom {
		progress = func(a doublechess.Agreement) {
			fmt.Fprintf(env.Stderr, "\r%d of %d positions, %.1f%% agree", a.Positions, positions, 100*a.Share())
		}
	}
	coach := doublechess.CoachLimits
	coach.Nodes = int64(coachNodes)
	a, err := doublechess.CoachCheckProgress(context.Background(), seed, positions, coach, doublechess.Limits{Nodes: int64(nodes)}, progress)
	if progress != nil {
		fmt.Fprintln(env.Stderr)
	}
	if err != nil {
		return t.negative(err)
	}
	fmt.Fprintf(env.Stdout, "%d positions (seed %d, coach %d nodes, long search %d nodes): %.1f%% agree; %d suggestions, %d scored worse than the move played, %d by more than the noise (%d, or %d thousandths of a score of 20 pawns or more)\n",
		a.Positions, seed, coachNodes, nodes, 100*a.Share(), a.Suggestions, a.Worse, a.WorseBeyondNoise, doublechess.CoachNoise, doublechess.DecidedNoisePermille)
	for _, d := range a.Disagreed {
		fmt.Fprintf(env.Stdout, "  disagreed, at position %d: the long search's best %d, the coach's best %d by it\n", d.Position, d.Long, d.CoachBest)
	}
	for _, c := range a.Checked {
		if c.Long < 0 {
			fmt.Fprintf(env.Stdout, "  scored worse, at position %d: the coach's gap %d, the long search's %d\n", c.Position, c.CoachGap, c.Long)
		}
	}
	return 0
}

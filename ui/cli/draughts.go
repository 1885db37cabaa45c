package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"time"

	"parlour/games/draughts"
	"parlour/ui/sanitize"
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
			Usage:   draughtsMoveUsage,
			Summary: "print the best move Expert's search finds (its evaluation unless --eval says) in PDN, then: depth D score S nodes N",
			Run:     draughtsMove,
		},
		Tool{
			Name:    "pdn",
			Usage:   "pdn FILE",
			Summary: "replay the first game of a PDN file and print its final position in FEN",
			Run:     draughtsPDN,
		},
		Tool{
			Name:    "probe",
			Usage:   `probe [--fen FEN | --pdn FILE] [--moves "..."] [--draws D]`,
			Summary: "the endgame database's value of a position (English: up to five pieces or six kings; Polish: up to four pieces) and its best move",
			Run:     draughtsProbe,
		},
		Tool{
			Name:    "selfplay",
			Usage:   "selfplay [--fen FEN] --white LEVEL --black LEVEL [--games N] [--seed S] [--max-moves M] [--time 1s] [--variant V] [--draws D]",
			Summary: "play the computer against itself and print each game's result and reason",
			Run:     draughtsSelfplay,
		},
		draughtsMatchTool,
	)
}

// draughtsDefaultTime is how long `draughts move` thinks without --time
// or --depth, and draughtsDepthTime the most it thinks for a --depth
// given without --time: a deep iteration may take longer than anyone
// would wait.
const (
	draughtsDefaultTime = time.Second
	draughtsDepthTime   = 10 * time.Second
	draughtsMaxDepth    = 64
)

// perftLimit is the deepest perft the tool runs, per board: about a
// minute's counting on an ordinary machine, each depth taking some five
// (8×8) or eight (10×10) times the one before.
func perftLimit(v draughts.Variant) int {
	if v == draughts.Polish {
		return 11
	}
	return 14
}

// draughtsFileLimit is the largest PDN file the tools read.
const draughtsFileLimit = 4 << 20

// draughtsRun is a draughts tool with the --fen, --variant and --draws
// flags.
type draughtsRun struct {
	*toolRun
	fen     string
	variant draughts.Variant
	draws   draughts.DrawRules
	pdnPath string // --pdn FILE
	moves   string // --moves "11-15 23-19 ..."
}

// gameFlags adds --pdn FILE and --moves, which give the game so far.
func (d *draughtsRun) gameFlags() {
	d.fs.Func("pdn", "", func(s string) error { d.pdnPath = s; return nil })
	d.fs.Func("moves", "", func(s string) error { d.moves = s; return nil })
}

// gameSoFar is the game the flags give: the --pdn file's game or the
// --fen position (or the opening), then the --moves, so that repetitions
// and the draw counts are known. On failure it has reported the fault and
// returns the exit status.
func (d *draughtsRun) gameSoFar() (s draughts.State, code int, ok bool) {
	var err error
	if d.pdnPath != "" {
		game, err := readPDN(d.env, d.pdnPath)
		if err != nil {
			return s, d.fileError(err), false
		}
		if s, err = game.Final(); err != nil {
			return s, d.negative(fmt.Errorf("%s: %s", sanitize.Line(d.pdnPath), sanitize.Line(err.Error()))), false
		}
	} else if s, err = d.position(); err != nil {
		return s, d.usageError(err), false
	}
	for i, text := range strings.Fields(d.moves) {
		if n, ok := strings.CutSuffix(text, "."); ok {
			if _, err := strconv.Atoi(n); err == nil {
				continue // a move number, as "1."
			}
		}
		m, err := draughts.ParseMove(s, text)
		if err == nil {
			s, err = s.Apply(m)
		}
		if err != nil {
			return s, d.negative(fmt.Errorf("--moves, move %d (%s): %s", i+1, sanitize.Line(text), sanitize.Line(err.Error()))), false
		}
	}
	return s, 0, true
}

func newDraughtsRun(env ToolEnv, name, usage, valid string) *draughtsRun {
	t := &toolRun{name: "draughts " + name, usage: "draughts " + usage, valid: valid, env: env}
	t.fs = flag.NewFlagSet(t.name, flag.ContinueOnError)
	t.fs.SetOutput(io.Discard)
	d := &draughtsRun{toolRun: t}
	t.fs.Func("fen", "", func(s string) error { d.fen = s; return nil })
	t.fs.Func("variant", "", func(s string) error {
		return d.variant.UnmarshalText([]byte(strings.ToLower(s)))
	})
	return d
}

// drawsFlag adds --draws modern|victorian.
func (d *draughtsRun) drawsFlag() {
	d.fs.Func("draws", "", func(s string) error {
		return d.draws.UnmarshalText([]byte(strings.ToLower(s)))
	})
}

// rules are the rules the flags give.
func (d *draughtsRun) rules() draughts.Rules {
	return draughts.Rules{Variant: d.variant, Draws: d.draws}
}

// position is the --fen position (or the opening) of the --variant.
func (d *draughtsRun) position() (draughts.State, error) {
	r := d.rules()
	if err := r.Validate(); err != nil {
		return draughts.State{}, err
	}
	if d.fen == "" {
		return draughts.NewGame(r)
	}
	s, err := draughts.ParseFEN(d.fen, r)
	if err != nil {
		return s, errors.New(sanitize.Line(err.Error()))
	}
	return s, nil
}

// negativeNumber is a word the flag parser would take for a flag.
var negativeNumber = regexp.MustCompile(`^-[0-9]+$`)

// numberWords takes out of args the negative numbers that stand where a
// word belongs (not as the value of a flag), so that `perft -1` is a
// wrong DEPTH rather than an unknown flag.
func numberWords(args []string, valued map[string]bool) (rest, numbers []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(rest, args[i:]...), numbers
		}
		if negativeNumber.MatchString(a) {
			numbers = append(numbers, a)
			continue
		}
		rest = append(rest, a)
		name := strings.TrimLeft(a, "-")
		if strings.HasPrefix(a, "-") && !strings.Contains(name, "=") && valued[name] && i+1 < len(args) {
			i++
			rest = append(rest, args[i])
		}
	}
	return rest, numbers
}

// draughtsPerft runs `parlour draughts perft DEPTH [--fen FEN] [--variant V]`.
func draughtsPerft(env ToolEnv, args []string) int {
	d := newDraughtsRun(env, "perft", "perft DEPTH [--fen FEN] [--variant english|losing|polish]", "--fen FEN, --variant english|losing|polish")
	args, numbers := numberWords(args, map[string]bool{"fen": true, "variant": true})
	words, err := d.parse(args)
	if err != nil {
		return d.usageError(err)
	}
	words = append(numbers, words...)
	if len(words) != 1 {
		return d.usageError(fmt.Errorf("perft takes one DEPTH, not %d words; as: parlour %s", len(words), d.usage))
	}
	limit := perftLimit(d.variant)
	depth, err := strconv.Atoi(words[0])
	if err != nil || depth < 1 || depth > limit {
		return d.usageError(fmt.Errorf("DEPTH is a number of moves from 1 to %d on this board (deeper would not finish in reasonable time), not %q", limit, words[0]))
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

// fileError reports a PDN file that could not be read, or that holds no
// game, as bad input (exit 1), as every tool reports a file it cannot use.
func (t *toolRun) fileError(err error) int { return t.negative(err) }

// readPDN reads the first game of a PDN file, refusing what is not a
// regular file of reasonable size.
func readPDN(env ToolEnv, path string) (draughts.Record, error) {
	shown := sanitize.Line(path)
	data, err := readInput(env, path, draughtsFileLimit)
	if err != nil {
		return draughts.Record{}, err
	}
	game, err := draughts.ParsePDN(string(data))
	if err != nil {
		return game, fmt.Errorf("%s: %s", shown, sanitize.Line(err.Error()))
	}
	return game, nil
}

// draughtsMoveUsage is `parlour draughts move`'s usage.
const draughtsMoveUsage = `move [--fen FEN | --pdn FILE] [--moves "11-15 23-19 ..."] [--variant V] [--draws modern|victorian] [--time 1s] [--depth N] [--eval classic|learned]`

// draughtsMove runs `parlour draughts move`: Expert's search, judging by
// Expert's evaluation of the variant unless --eval chooses one, without
// the variety Expert adds among equal moves.
func draughtsMove(env ToolEnv, args []string) int {
	d := newDraughtsRun(env, "move", draughtsMoveUsage,
		`--fen FEN, --pdn FILE, --moves "11-15 23-19 ...", --variant V, --draws modern|victorian, --time 1s, --depth N, --eval classic|learned|neural`)
	d.drawsFlag()
	var think time.Duration
	depth := 0
	eval, evalChosen := draughts.EvalClassic, false
	d.fs.Func("eval", "", func(s string) error {
		if err := eval.UnmarshalText([]byte(s)); err != nil {
			return fmt.Errorf("--eval takes classic, learned or neural, not %q", s)
		}
		evalChosen = true
		return nil
	})
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
		if err != nil || n < 1 || n > draughtsMaxDepth {
			return fmt.Errorf("--depth takes a number of moves from 1 to %d, not %q", draughtsMaxDepth, s)
		}
		depth = n
		return nil
	})
	d.gameFlags()
	words, err := d.parse(args)
	if err != nil {
		return d.usageError(err)
	}
	switch {
	case len(words) > 0:
		return d.usageError(fmt.Errorf("move takes no words (got %q); give the position with --fen, --pdn or --moves", strings.Join(words, " ")))
	case d.pdnPath != "" && d.fen != "":
		return d.usageError(errors.New("give --fen or --pdn, not both: a PDN file sets its own position"))
	case think == 0 && depth == 0:
		think = draughtsDefaultTime
	case think == 0:
		think = draughtsDepthTime
	}
	s, code, ok := d.gameSoFar()
	if !ok {
		return code
	}
	if o := draughts.Outcome(s); o.Status != draughts.Ongoing {
		return d.negative(fmt.Errorf("the game is over: %s", o.Reason))
	}
	if !evalChosen {
		eval = draughts.ExpertEvaluation(s.Rules().Variant)
	}
	s = s.WithEvaluation(eval)
	ctx, cancel := context.WithTimeout(context.Background(), think)
	defer cancel()
	r := thinkWithProgress(d.toolRun, func() draughts.Result {
		return draughts.Search(ctx, s, draughts.Limits{Depth: depth})
	})
	if r.Move.From == 0 {
		return d.negative(errors.New("no move: the side to move must huff first"))
	}
	if depth > 0 && r.Depth < depth && ctx.Err() != nil {
		fmt.Fprintf(env.Stderr, "parlour %s: stopped at --time %v after depth %d of %d\n", d.name, think, r.Depth, depth)
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
	game, err := readPDN(env, words[0])
	if err != nil {
		return d.fileError(err)
	}
	final, err := game.Final()
	if err != nil {
		return d.negative(fmt.Errorf("%s: %s", sanitize.Line(words[0]), sanitize.Line(err.Error())))
	}
	fmt.Fprintln(env.Stdout, final.FEN())
	return ExitOK
}

// draughtsSelfplay runs `parlour draughts selfplay`.
func draughtsSelfplay(env ToolEnv, args []string) int {
	d := newDraughtsRun(env, "selfplay", "selfplay [--fen FEN] --white LEVEL --black LEVEL [--games N] [--seed S] [--max-moves M] [--time 1s] [--variant V] [--draws D]",
		"--fen FEN, --white LEVEL, --black LEVEL, --games N, --seed S, --max-moves M, --time 1s, --variant V, --draws modern|victorian")
	d.drawsFlag()
	var levels [2]draughts.Level
	for _, c := range []draughts.Color{draughts.Black, draughts.White} {
		name := strings.ToLower(c.String())
		d.fs.Func(name, "", func(s string) error {
			if err := levels[c].UnmarshalText([]byte(strings.ToLower(s))); err != nil {
				return fmt.Errorf("--%s takes a level (easy, medium, hard or expert), not %q", name, s)
			}
			return nil
		})
	}
	games, maxMoves, think := 1, 200, time.Second
	var seed uint64 = 1
	d.fs.Func("games", "", numberFlag("games", &games, 1, 10_000))
	d.fs.Func("max-moves", "", numberFlag("max-moves", &maxMoves, 1, 10_000))
	d.fs.Func("seed", "", seedFlag(&seed))
	d.fs.Func("time", "", moveTimeFlag("time", &think))
	words, err := d.parse(args)
	if err != nil {
		return d.usageError(err)
	}
	switch {
	case len(words) > 0:
		return d.usageError(fmt.Errorf("selfplay takes no words (got %q)", strings.Join(words, " ")))
	case levels[draughts.White] == 0 || levels[draughts.Black] == 0:
		return d.usageError(errors.New("give both levels: --white LEVEL --black LEVEL (easy, medium, hard or expert)"))
	}
	start, err := d.position()
	if err != nil {
		return d.usageError(err)
	}
	if o := draughts.Outcome(start); o.Status != draughts.Ongoing {
		return d.negative(fmt.Errorf("the game is over: %s", o.Reason))
	}
	tally := map[string]int{}
	for g := 1; g <= games; g++ {
		rng := rand.New(rand.NewPCG(seed, uint64(g)))
		end, plies, quiet := playOut(start, levels, rng, think, maxMoves)
		o := draughts.Outcome(end)
		var line string
		switch o.Status {
		case draughts.Win:
			line = fmt.Sprintf("%s wins: %s", o.Winner, o.Reason)
			tally[o.Winner.String()+" won"]++
		case draughts.Draw:
			line = "drawn: " + o.Reason
			tally["drawn"]++
		default:
			line = fmt.Sprintf("unfinished after --max-moves %d", maxMoves)
			tally["unfinished"]++
		}
		fmt.Fprintf(env.Stdout, "game %d: %s %s, %d plies, longest quiet run %d plies (final %s)\n", g, o.PDN(start.Rules().Variant), line, plies, quiet, end.FEN())
	}
	fmt.Fprintf(env.Stdout, "%d games: Black won %d, White won %d, drawn %d, unfinished %d\n",
		games, tally["Black won"], tally["White won"], tally["drawn"], tally["unfinished"])
	return ExitOK
}

// playOut plays the computer against itself from s, each side at its
// level, Expert thinking for think a move, until the game ends or each
// side has made maxMoves moves, and returns the final state, the plies
// played and the longest run of plies without a capture or a man moved
// (what the 40-move rule counts). Under the Victorian rules a side gives
// notice as soon as it may.
func playOut(s draughts.State, levels [2]draughts.Level, rng *rand.Rand, think time.Duration, maxMoves int) (draughts.State, int, int) {
	plies, quiet, longest := 0, 0, 0
	for draughts.Outcome(s).Status == draughts.Ongoing && plies < 2*maxMoves {
		side := s.Turn()
		if t, err := s.GiveNotice(side); err == nil {
			s = t
		}
		ctx, cancel := context.WithTimeout(context.Background(), think)
		if sq, ok := draughts.ChooseHuff(ctx, s, levels[side], rng); ok {
			if t, err := s.Huff(sq); err == nil {
				s = t
			}
		}
		m := draughts.Choose(ctx, s, levels[side], rng)
		cancel()
		if m.From == 0 {
			break
		}
		next, err := s.Apply(m)
		if err != nil {
			break
		}
		quiet++
		if m.IsCapture() {
			quiet = 0
		} else if p, _ := s.Piece(m.From); !p.King {
			quiet = 0
		}
		longest = max(longest, quiet)
		s = next
		plies++
	}
	return s, plies, longest
}

// draughtsProbe runs `parlour draughts probe`.
func draughtsProbe(env ToolEnv, args []string) int {
	d := newDraughtsRun(env, "probe", `probe [--fen FEN | --pdn FILE] [--moves "..."] [--draws D]`,
		`--fen FEN, --pdn FILE, --moves "11-15 23-19 ...", --draws modern|victorian`)
	d.drawsFlag()
	d.gameFlags()
	words, err := d.parse(args)
	if err != nil {
		return d.usageError(err)
	}
	switch {
	case len(words) > 0:
		return d.usageError(fmt.Errorf("probe takes no words (got %q); give the position with --fen, --pdn or --moves", strings.Join(words, " ")))
	case d.pdnPath != "" && d.fen != "":
		return d.usageError(errors.New("give --fen or --pdn, not both: a PDN file sets its own position"))
	}
	s, code, ok := d.gameSoFar()
	if !ok {
		return code
	}
	if o := draughts.Outcome(s); o.Status != draughts.Ongoing {
		return d.negative(fmt.Errorf("the game is over: %s", o.Reason))
	}
	variant := s.Rules().Variant
	db := draughts.Endgames(variant)
	if db == nil {
		return d.usageError(fmt.Errorf("the %s game has no endgame database: probe English or Polish positions", variant))
	}
	m, v, ok := db.Best(s)
	switch {
	case !ok && variant == draughts.Polish:
		return d.negative(errors.New("not in the endgame database: it holds the Polish positions of four pieces or fewer"))
	case !ok:
		return d.negative(errors.New("not in the endgame database: it holds the English positions of five pieces or fewer, and of six kings"))
	}
	what := v.Result.String()
	if v.Counted {
		what = fmt.Sprintf("%s in %d plies", v.Result, v.Plies)
		if v.Plies == 1 {
			what = fmt.Sprintf("%s in 1 ply", v.Result)
		}
	}
	fmt.Fprintf(env.Stdout, "%s for %s; best %s\n", what, s.Turn(), s.MoveText(m))
	return ExitOK
}

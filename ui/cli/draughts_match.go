package cli

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"parlour/games/draughts"
	"parlour/games/level"
	"parlour/ui/sanitize"
	"parlour/ui/store"
)

// draughtsMatchUsage is how `parlour draughts match` is called.
const draughtsMatchUsage = "match --a PLAYER --b PLAYER [--games N] [--time 1s] [--time-b 4s] [--variant V] [--draws D] [--seed S] [--max-moves M] [--from G] [--deck all|ballots] [--pdn FILE]; " +
	"a PLAYER is LEVEL[-classic|-learned|-neural][-oldsearch|-newsearch][-nobook][-smalldb][-pace][-threadsN][-contemptN][@FILE], as expert, expert-nobook, expert-smalldb, expert-pace, expert-threads2, expert-contempt20, expert-learned-oldsearch or expert-learned@cand.bin " +
	"(@FILE: the learned evaluation with the weights of FILE, a weights file of the generator, or with -neural the network of FILE, as expert-neural@net.bin), or run:PROGRAM, the Expert of another build of Parlour, asked each move by `PROGRAM draughts move` in a fresh process; " +
	"--from G plays only games G to N of the seed's list, to finish a match begun earlier; " +
	"--deck ballots draws the openings from the ballot deck (the openings today's Expert finds level) instead of all of them"

// draughtsMatchTool is `parlour draughts match`.
var draughtsMatchTool = Tool{
	Name:    "match",
	Usage:   draughtsMatchUsage,
	Summary: "play one computer player against another from the three-move openings, each with both colours, and print W/D/L and the score",
	Run:     draughtsMatch,
}

// matchPlayer is a computer player of a match: a level, the evaluation
// it judges by, the search's pruning and its time a move.
type matchPlayer struct {
	name  string
	level draughts.Level
	eval  draughts.Evaluation
	// evalGiven: eval was named; otherwise the level plays its own
	// (draughts.ExpertEvaluation for Expert, the classic for the others).
	evalGiven bool
	prune     draughts.Pruning
	noBook    bool // Expert searches every move, the opening book set aside
	smallDB   bool // the endgame databases as they were before issue 44 (draughts.State.WithSmallEndgames)
	paced     bool // Expert keeps a pace (draughts.Pace) around its time a move
	threads   int  // Expert's searchers at once (draughts.State.WithThreads); 0 for one
	contempt  int  // what a draw costs the player, in hundredths of a man (draughts.State.WithContempt)
	think     time.Duration
	// weightsPath is the @FILE of the player, "" for none; weights are
	// that file's weights, decoded once (see readMatchWeights): the
	// learned evaluation's correction in place of the shipped one.
	weightsPath string
	weights     *draughts.Weights
	// program, if not "", is another build of Parlour whose Expert plays
	// this seat, asked each move (askProgram): to measure one build
	// against another, such as the Expert an issue started from.
	program string
}

// matchPlayerWords are the words a PLAYER may add to its level, for the
// messages.
const matchPlayerWords = "a level (easy, medium, hard or expert), perhaps with -classic, -learned or -neural (the evaluation), -oldsearch or -newsearch (the pruning), " +
	"-nobook (Expert without its opening book), -smalldb (the endgame databases Parlour had before: the English one of four pieces and five kings alone, no Polish one), -pace (Expert aiming at its time a move, taking up to three times it on an unsure move), -threadsN (Expert searching on N threads at once), -contemptN (a draw scored N hundredths of a man below even for the player) and @FILE (a weights file); or run:PROGRAM (the Expert of another build of Parlour)"

// draughtsWeightsLimit is the largest weights file the match reads: a
// whole English table of patterns, every weight set, is under half of it.
const draughtsWeightsLimit = 1 << 20

// parseMatchPlayer reads LEVEL[-EVALUATION][-SEARCH][@FILE], such as
// "expert", "expert-learned", "expert-classic-oldsearch" or
// "expert-learned@cand.bin". The evaluations are classic and learned,
// the default being the level's own (Expert's is
// draughts.ExpertEvaluation, the others' the classic one); the searches
// oldsearch (the pruning before issue 19) and newsearch (issue 19's), the
// default being the package's (see draughts.Pruning). Easy, Medium and
// Hard always search as oldsearch. @FILE, everything after the first @,
// names a weights file for the learned evaluation (not read here: see
// readMatchWeights), which it implies, or with -neural a network's file
// (the generator's -net); with -classic it is refused.
func parseMatchPlayer(flagName, text string) (matchPlayer, error) {
	if program, ok := strings.CutPrefix(text, "run:"); ok {
		if program == "" {
			return matchPlayer{}, fmt.Errorf("--%s: after run: comes a Parlour program, in %q", flagName, text)
		}
		return matchPlayer{name: "run:" + sanitize.Line(program), level: level.Expert, program: program}, nil
	}
	text, path, hasFile := strings.Cut(text, "@")
	s := strings.ToLower(text)
	p := matchPlayer{name: s}
	if hasFile {
		if path == "" {
			return p, fmt.Errorf("--%s: after @ comes a weights file, in %q", flagName, text+"@")
		}
		p.weightsPath, p.name = path, s+"@"+sanitize.Line(path)
	}
	words := strings.Split(s, "-")
	if err := p.level.UnmarshalText([]byte(words[0])); err != nil {
		return p, fmt.Errorf("--%s takes %s, not %q", flagName, matchPlayerWords, text)
	}
	var evalGiven, pruneGiven bool
	for _, w := range words[1:] {
		switch w {
		case "classic", "learned", "neural":
			if evalGiven {
				return p, fmt.Errorf("--%s: give one evaluation at most, in %q", flagName, text)
			}
			evalGiven, p.evalGiven = true, true
			if err := p.eval.UnmarshalText([]byte(w)); err != nil {
				return p, err
			}
		case "oldsearch", "newsearch":
			if pruneGiven {
				return p, fmt.Errorf("--%s: give one search at most, in %q", flagName, text)
			}
			pruneGiven, p.prune = true, draughts.PruneClassic
			if w == "newsearch" {
				p.prune = draughts.PruneTuned
			}
		case "nobook":
			p.noBook = true
		case "smalldb":
			p.smallDB = true
		case "pace":
			if p.level != level.Expert {
				return p, fmt.Errorf("--%s: only Expert keeps a pace, in %q", flagName, text)
			}
			p.paced = true
		default:
			if digits, ok := strings.CutPrefix(w, "contempt"); ok {
				n, err := strconv.Atoi(digits)
				if err != nil || n < 0 || n > maxMatchContempt {
					return p, fmt.Errorf("--%s: contemptN takes 0 to %d hundredths of a man, not %q", flagName, maxMatchContempt, w)
				}
				p.contempt = n
				continue
			}
			n, err := strconv.Atoi(strings.TrimPrefix(w, "threads"))
			switch {
			case !strings.HasPrefix(w, "threads") || err != nil:
				return p, fmt.Errorf("--%s: after the level come classic, learned or neural (the evaluation), oldsearch or newsearch (the search), nobook, smalldb, pace, threadsN and contemptN, not %q",
					flagName, w)
			case n < 1 || n > maxMatchThreads:
				return p, fmt.Errorf("--%s: threadsN takes 1 to %d searchers, not %q", flagName, maxMatchThreads, w)
			case p.level != level.Expert:
				return p, fmt.Errorf("--%s: only Expert searches on several threads, in %q", flagName, text)
			}
			p.threads = n
		}
	}
	if hasFile && p.evalGiven && p.eval == draughts.EvalClassic {
		return p, fmt.Errorf("--%s: @FILE gives weights of the learned evaluation, or with -neural a network; drop -classic", flagName)
	}
	return p, nil
}

// readMatchWeights reads the weights file of p, if it names one, refusing
// what is not a regular file of reasonable size or not weights of the
// game of rules r.
func readMatchWeights(p *matchPlayer, r draughts.Rules) error {
	if p.weightsPath == "" {
		return nil
	}
	shown := sanitize.Line(p.weightsPath)
	data, err := store.ReadRegularFile(p.weightsPath, draughtsWeightsLimit)
	if err != nil {
		return fmt.Errorf("cannot read %s: %v", shown, store.Cause(err))
	}
	read := draughts.ReadLearnedWeights
	if p.evalGiven && p.eval == draughts.EvalNeural {
		read = draughts.ReadNeuralWeights
	}
	w, err := read(data, r.Variant)
	if err != nil {
		return fmt.Errorf("%s: %s", shown, sanitize.Line(err.Error()))
	}
	p.weights = w
	return nil
}

// matchTally counts a match's games from player A's side.
type matchTally struct {
	won, drawn, lost, unfinished int
	// thought is the time A and B spent on their moves.
	thought [2]thinking
	// whiteGames and whitePoints are the games A played with White and
	// its points in them.
	whiteGames  int
	whitePoints float64
}

// games is the number of games counted.
func (t matchTally) games() int { return t.won + t.drawn + t.lost }

// score is A's points: a win 1, a draw ½.
func (t matchTally) score() float64 { return float64(t.won) + float64(t.drawn)/2 }

// standardError is the standard error of A's score a game, from the
// games' sample variance; 0 with fewer than two games.
func (t matchTally) standardError() float64 {
	n := float64(t.games())
	if n < 2 {
		return 0
	}
	mean := t.score() / n
	squares := float64(t.won)*(1-mean)*(1-mean) + float64(t.drawn)*(0.5-mean)*(0.5-mean) + float64(t.lost)*mean*mean
	return math.Sqrt(squares / (n - 1) / n)
}

// summary is the score line of the match: A's points and percentage,
// the standard error, and A's percentage with each colour.
func (t matchTally) summary() string {
	n := t.games()
	line := fmt.Sprintf("score %.1f/%d = %.1f%% +/- %.1f (one standard error)", t.score(), n, 100*t.score()/float64(n), 100*t.standardError())
	blackGames, blackPoints := n-t.whiteGames, t.score()-t.whitePoints
	for _, c := range []struct {
		colour string
		games  int
		points float64
	}{{"White", t.whiteGames, t.whitePoints}, {"Black", blackGames, blackPoints}} {
		if c.games > 0 {
			line += fmt.Sprintf("; with %s %.1f%% of %d", c.colour, 100*c.points/float64(c.games), c.games)
		}
	}
	return line
}

// draughtsMatch runs `parlour draughts match`.
func draughtsMatch(env ToolEnv, args []string) int {
	d := newDraughtsRun(env, "match", draughtsMatchUsage,
		"--a PLAYER, --b PLAYER, --games N, --time 1s, --time-b 4s, --variant V, --draws modern|victorian, --seed S, --max-moves M, --from G, --deck all|ballots, --pdn FILE")
	d.drawsFlag()
	var players [2]matchPlayer
	var given [2]bool
	for i, name := range []string{"a", "b"} {
		d.fs.Func(name, "", func(s string) error {
			p, err := parseMatchPlayer(name, s)
			players[i], given[i] = p, err == nil
			return err
		})
	}
	games, maxMoves, think := 2, 200, time.Second
	first := 1               // the first game played, counting from 1
	var thinkB time.Duration // B's time a move, when not --time's
	var seed uint64 = 1
	ballots := false // --deck ballots
	var pdnPath string
	d.fs.StringVar(&pdnPath, "pdn", "", "")
	d.fs.Func("games", "", numberFlag("games", &games, 2, 10_000))
	d.fs.Func("max-moves", "", numberFlag("max-moves", &maxMoves, 1, 10_000))
	d.fs.Func("from", "", numberFlag("from", &first, 1, 10_000))
	d.fs.Func("seed", "", seedFlag(&seed))
	d.fs.Func("time", "", moveTimeFlag("time", &think))
	d.fs.Func("time-b", "", moveTimeFlag("time-b", &thinkB))
	d.fs.Func("deck", "", func(s string) error {
		switch s {
		case "all", "ballots":
			ballots = s == "ballots"
			return nil
		}
		return fmt.Errorf("--deck takes all (every opening of three moves) or ballots (those today's Expert finds level), not %q", sanitize.Line(s))
	})
	words, err := d.parse(args)
	if err != nil {
		return d.usageError(err)
	}
	switch {
	case len(words) > 0:
		return d.usageError(fmt.Errorf("match takes no words (got %q)", strings.Join(words, " ")))
	case !given[0] || !given[1]:
		return d.usageError(errors.New("give both players: --a PLAYER --b PLAYER, each " + matchPlayerWords))
	case games%2 != 0:
		return d.usageError(fmt.Errorf("--games must be even: each opening is played twice, with the colours changed (got %d)", games))
	case first > games:
		return d.usageError(fmt.Errorf("--from %d is past the match's last game (--games %d)", first, games))
	case first%2 == 0:
		return d.usageError(fmt.Errorf("--from must be odd: an opening's two games, one with each colour, are played together (got %d)", first))
	case d.fen != "":
		return d.usageError(errors.New("match plays from the three-move openings; it takes no --fen"))
	}
	r := d.rules()
	if err := r.Validate(); err != nil {
		return d.usageError(err)
	}
	openings := draughts.Openings
	if ballots {
		openings = draughts.Ballots
	}
	deck, err := openings(r)
	if err != nil {
		if ballots {
			err = fmt.Errorf("%w; play it with --deck all", err)
		}
		return d.usageError(err)
	}
	for i := range players {
		if err := readMatchWeights(&players[i], r); err != nil {
			return d.fileError(err)
		}
	}
	var records io.Writer // nil: no --pdn
	if pdnPath != "" {
		f, err := os.OpenFile(pdnPath, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return d.fileError(fmt.Errorf("--pdn: %w", err))
		}
		defer f.Close()
		records = f
	}
	players[0].think, players[1].think = think, cmp.Or(thinkB, think)
	rand.New(rand.NewPCG(seed, 0)).Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var tally matchTally
	for g := first - 1; g < games; g++ {
		opening := deck[(g/2)%len(deck)]
		aSide := opening.State.Rules().Variant.FirstToMove()
		if g%2 == 1 {
			aSide = aSide.Opponent()
		}
		var seats [2]matchPlayer
		seats[aSide], seats[aSide.Opponent()] = players[0], players[1]
		rng := rand.New(rand.NewPCG(seed, uint64(g)+1))
		end, moves, spent, err := playMatchGame(opening, seats, rng, maxMoves)
		if err != nil {
			return d.negative(fmt.Errorf("game %d: %w", g+1, err))
		}
		var names [2]string
		names[aSide], names[aSide.Opponent()] = "A "+players[0].name, "B "+players[1].name
		if err := writeMatchGame(records, g+1, opening, moves, end, names); err != nil {
			return d.fileError(fmt.Errorf("--pdn: game %d: %w", g+1, err))
		}
		tally.thought[0] = tally.thought[0].add(spent[aSide])
		tally.thought[1] = tally.thought[1].add(spent[aSide.Opponent()])
		o := draughts.Outcome(end)
		var what string
		points := 0.5
		switch {
		case o.Status == draughts.Win && o.Winner == aSide:
			tally.won++
			what, points = "A won: "+o.Reason, 1
		case o.Status == draughts.Win:
			tally.lost++
			what, points = "B won: "+o.Reason, 0
		case o.Status == draughts.Draw:
			tally.drawn++
			what = "drawn: " + o.Reason
		default:
			tally.drawn++
			tally.unfinished++
			what = fmt.Sprintf("drawn: unfinished after --max-moves %d", maxMoves)
		}
		if aSide == draughts.White {
			tally.whiteGames++
			tally.whitePoints += points
		}
		fmt.Fprintf(env.Stderr, "game %d/%d: opening %s, A %s: %s, %d plies, last position %s; A %d-%d-%d; a move so far: A %v, B %v\n", g+1, games,
			opening.Text(), aSide, what, len(moves), end.FEN(), tally.won, tally.drawn, tally.lost, tally.thought[0].mean(), tally.thought[1].mean())
	}
	times := fmt.Sprintf("at %v a move", think)
	if players[1].think != think {
		times = fmt.Sprintf("A at %v a move, B at %v", think, players[1].think)
	}
	which := fmt.Sprintf("%d games", games)
	if first > 1 {
		which = fmt.Sprintf("games %d to %d of %d", first, games, games)
	}
	if ballots {
		which += " from the ballot deck"
	}
	fmt.Fprintf(env.Stdout, "A %s against B %s, %s %s (%s)\n", players[0].name, players[1].name, which, times, r)
	fmt.Fprintf(env.Stdout, "A won %d, drawn %d, lost %d (unfinished, counted drawn: %d)\n", tally.won, tally.drawn, tally.lost, tally.unfinished)
	fmt.Fprintln(env.Stdout, tally.summary())
	fmt.Fprintf(env.Stdout, "Thinking time a move: A %v, B %v\n", tally.thought[0].mean(), tally.thought[1].mean())
	return ExitOK
}

// judging is s as p searches it: with p's pruning, without the opening
// book if it says so, and its evaluation and weights if it names them.
func (p matchPlayer) judging(s draughts.State) draughts.State {
	s = s.WithPruning(p.prune)
	if p.noBook {
		s = s.WithoutBook()
	}
	if p.smallDB {
		s = s.WithSmallEndgames()
	}
	if p.threads > 0 {
		s = s.WithThreads(p.threads)
	}
	if p.contempt > 0 {
		s = s.WithContempt(p.contempt)
	}
	if p.evalGiven {
		s = s.WithEvaluation(p.eval)
	}
	if p.weights != nil { // refused before the match if they do not fit
		if t, err := s.WithWeights(p.weights); err == nil {
			s = t
		}
	}
	return s
}

// writeMatchGame writes game number round of a match to w in PDN, if w
// is not nil: from the opening's position, the moves played after it,
// each colour named as names says ("A expert").
func writeMatchGame(w io.Writer, round int, o draughts.Opening, moves []draughts.Move, end draughts.State, names [2]string) error {
	if w == nil {
		return nil
	}
	v := o.State.Rules().Variant
	rec := draughts.Record{
		Tags: []draughts.Tag{{Name: "Event", Value: "Parlour match"}, {Name: "Round", Value: strconv.Itoa(round)},
			{Name: "White", Value: names[draughts.White]}, {Name: "Black", Value: names[draughts.Black]},
			{Name: "Opening", Value: o.Text()}},
		Start: o.State, Moves: moves, Result: draughts.Outcome(end).PDN(v),
	}
	text, err := rec.PDN()
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, text+"\n")
	return err
}

// playMatchGame plays a match game from the opening o, each side the
// player of its seat thinking for at most its time a move (the tool keeps
// the clock: each search gets a context with that deadline), until the
// game ends or each side has made maxMoves moves; it returns the final
// state and the moves played. Under the Victorian rules a side gives
// notice as soon as it may. An error is a program player's that did not
// answer with a legal move.
func playMatchGame(o draughts.Opening, seats [2]matchPlayer, rng *rand.Rand, maxMoves int) (draughts.State, []draughts.Move, [2]thinking, error) {
	s := o.State
	var moves []draughts.Move
	line := strings.Fields(o.Text()) // the game from the start, for a program
	var spent [2]thinking
	for draughts.Outcome(s).Status == draughts.Ongoing && len(moves) < 2*maxMoves {
		side := s.Turn()
		if t, err := s.GiveNotice(side); err == nil {
			s = t
		}
		began := time.Now()
		m, err := seats[side].choose(s, rng, line)
		spent[side] = spent[side].add(thinking{time.Since(began), 1})
		if err != nil {
			return s, moves, spent, err
		}
		if m.From == 0 {
			break
		}
		next, err := s.Apply(m)
		if err != nil {
			break
		}
		line = append(line, s.MoveText(m))
		moves = append(moves, m)
		s = next
	}
	return s, moves, spent, nil
}

// maxMatchThreads is the most searchers a match player may run at once.
const maxMatchThreads = 64

// maxMatchContempt is the most a match player's draw may cost it: a man.
const maxMatchContempt = 100

// pacedMost is how many times its time a move a paced player may spend
// on an unsure move.
const pacedMost = 3

// choose is p's move in s: a search within p's time a move or, for a
// paced player, aiming at it and stopping where its pace says, never past
// pacedMost times it.
func (p matchPlayer) choose(s draughts.State, rng *rand.Rand, line []string) (draughts.Move, error) {
	switch {
	case p.program != "":
		return p.askProgram(s, line)
	case !p.paced:
		ctx, cancel := context.WithTimeout(context.Background(), p.think)
		defer cancel()
		return draughts.Choose(ctx, p.judging(s), p.level, rng), nil
	}
	most := pacedMost * p.think
	ctx, cancel := context.WithTimeout(context.Background(), most)
	defer cancel()
	began := time.Now()
	return draughts.ChoosePaced(ctx, p.judging(s), p.level, rng, draughts.NewPace(p.think, most),
		func() time.Duration { return time.Since(began) }, nil), nil
}

// programGrace is how long past its time a move a program player may
// take to start, answer and end before it is given up.
const programGrace = 10 * time.Second

// askProgram is the move that p.program's Expert chooses in s, where the
// game so far is line, from the start: the first line of `PROGRAM
// draughts move --variant V [--draws D] --moves LINE --time T`, which
// every build since the move tool came answers, each time in a fresh
// process (so with an empty table, and the draw counts and repetitions
// of the game replayed; a notice under the Victorian rules is not
// passed on).
func (p matchPlayer) askProgram(s draughts.State, line []string) (draughts.Move, error) {
	r := s.Rules()
	variant, _ := r.Variant.MarshalText()
	args := []string{"draughts", "move", "--variant", string(variant), "--time", p.think.String()}
	if r.Variant != draughts.Polish {
		draws, _ := r.Draws.MarshalText()
		args = append(args, "--draws", string(draws))
	}
	if len(line) > 0 {
		args = append(args, "--moves", strings.Join(line, " "))
	}
	ctx, cancel := context.WithTimeout(context.Background(), p.think+programGrace)
	defer cancel()
	var out, errOut bytes.Buffer
	cmd := exec.CommandContext(ctx, p.program, args...)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		said, _, _ := strings.Cut(strings.TrimSpace(errOut.String()), "\n")
		return draughts.Move{}, fmt.Errorf("%s did not answer at %s: %v %s", p.name, s.FEN(), err, sanitize.Line(said))
	}
	text, _, _ := strings.Cut(out.String(), "\n")
	m, err := draughts.ParseMove(s, strings.TrimSpace(text))
	if err != nil {
		return draughts.Move{}, fmt.Errorf("%s answered %q at %s: %v", p.name, sanitize.Line(text), s.FEN(), err)
	}
	return m, nil
}

// thinking is time spent on moves, and how many.
type thinking struct {
	spent time.Duration
	moves int
}

func (t thinking) add(u thinking) thinking { return thinking{t.spent + u.spent, t.moves + u.moves} }

// mean is the time a move, to the millisecond.
func (t thinking) mean() time.Duration {
	if t.moves == 0 {
		return 0
	}
	return (t.spent / time.Duration(t.moves)).Round(time.Millisecond)
}

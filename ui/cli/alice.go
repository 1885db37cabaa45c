package cli

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"parlour/games/alice"
	"parlour/games/level"
)

func init() {
	register("alice", Tool{
		Name:    "simulate",
		Usage:   "simulate [--players N] [--games G] [--levels easy,expert,...] [--seed S]",
		Summary: "play computer-only games and print each seat's level, win rate and repeated refused asks, one seat a line",
		Run:     aliceSimulate,
	})
}

// The defaults of `parlour alice simulate`.
const (
	simulateDefaultPlayers = 4
	simulateDefaultGames   = 1000
	simulateDefaultLevels  = "easy,medium,hard,expert"
	simulateMaxGames       = 1_000_000
)

// simulateProgressFrom is the number of games from which `alice simulate`
// reports its progress on stderr, every twentieth of the run: a thousand
// games take about a second, a million some minutes.
var simulateProgressFrom = 10_000

// aliceSimulate runs `parlour alice simulate`: seat i plays at the i-th
// level of --levels (the list repeats when it is shorter than the table),
// and each seat's record is printed as
//
//	seat 2 expert 0.412 (won 389, shared 46 of 1000 games; 4.21 sets a game; 0 repeated refused asks)
//
// so that the fourth field is the win rate: the games won, a shared game
// counting as an equal fraction for each winner, per game played. The last
// figure counts the seat's requests that repeated a refused ask with nothing
// new learnt (alice.RepeatedAsks). A long run reports its progress on
// stderr.
func aliceSimulate(env ToolEnv, args []string) int {
	const usage = "alice simulate [--players N] [--games G] [--levels easy,expert,...] [--seed S]"
	t := &toolRun{name: "alice simulate", usage: usage,
		valid: "--players N, --games G, --levels L1,L2,..., --seed S", env: env}
	t.fs = flag.NewFlagSet(t.name, flag.ContinueOnError)
	t.fs.SetOutput(io.Discard)
	players, games, seed := simulateDefaultPlayers, simulateDefaultGames, uint64(1)
	levels, _ := parseLevels(simulateDefaultLevels)
	t.fs.Func("players", "", func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < alice.MinPlayers || n > alice.MaxPlayers {
			return fmt.Errorf("--players takes a number from %d to %d, not %q", alice.MinPlayers, alice.MaxPlayers, s)
		}
		players = n
		return nil
	})
	t.fs.Func("games", "", numberFlag("games", &games, 1, simulateMaxGames))
	t.fs.Func("levels", "", func(s string) error {
		l, err := parseLevels(s)
		if err != nil {
			return err
		}
		levels = l
		return nil
	})
	t.fs.Func("seed", "", seedFlag(&seed))
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	switch {
	case len(words) > 0:
		return t.usageError(fmt.Errorf("simulate takes no words (got %q); as: parlour %s", strings.Join(words, " "), usage))
	case len(levels) > players:
		return t.usageError(fmt.Errorf("%d levels for %d players: give at most one level a seat", len(levels), players))
	}
	var progress func(int)
	if games >= simulateProgressFrom {
		step := max(games/20, 1)
		progress = func(played int) {
			if played%step == 0 && played < games {
				fmt.Fprintf(env.Stderr, "parlour alice simulate: played %d of %d games (%d%%)\n", played, games, 100*played/games)
			}
		}
	}
	stats := alice.SimulateProgress(players, games, levels, seed, progress)
	if stats == nil {
		return t.usageError(fmt.Errorf("cannot simulate %d games of %d players", games, players))
	}
	for _, s := range stats {
		fmt.Fprintf(env.Stdout, "seat %d %s %.3f (won %d, shared %d of %d games; %.2f sets a game; %s)\n",
			s.Seat+1, s.Level, s.WinRate, s.Wins, s.Shared, games, s.Sets, repeatedAsks(s.RepeatedAsks))
	}
	return ExitOK
}

// repeatedAsks counts repeated refused asks in words.
func repeatedAsks(n int) string {
	if n == 1 {
		return "1 repeated refused ask"
	}
	return fmt.Sprintf("%d repeated refused asks", n)
}

// parseLevels reads a list of levels separated by commas, as "easy,expert".
func parseLevels(s string) ([]alice.Level, error) {
	var out []alice.Level
	for _, name := range strings.Split(s, ",") {
		l, err := level.Parse(name)
		if err != nil {
			return nil, fmt.Errorf("--levels takes levels separated by commas, as easy,expert: %v", err)
		}
		out = append(out, l)
	}
	return out, nil
}

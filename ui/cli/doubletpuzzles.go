package cli

import (
	"fmt"
	"strings"
	"time"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/sanitize"
)

func init() {
	register("doublet-puzzles",
		Tool{
			Name:    "daily",
			Usage:   "daily [--date YYYY-MM-DD]",
			Summary: "print the doublet of the day (today's unless --date), its par and the chain a player is shown",
			Run:     doubletPuzzlesDaily,
		},
	)
}

// doubletPuzzlesDaily runs `parlour doublet-puzzles daily [--date
// YYYY-MM-DD]`: the doublet the puzzles set on that day (today's, by this
// machine's calendar, unless --date), as "2026-12-05 folds seven par 6:
// folds ... seven".
func doubletPuzzlesDaily(env ToolEnv, args []string) int {
	t := newToolRun(env, "doublet-puzzles daily", "doublet-puzzles daily [--date YYYY-MM-DD]", "--date YYYY-MM-DD")
	date := time.Now().Format(time.DateOnly)
	t.fs.Func("date", "", func(s string) error {
		if _, err := time.Parse(time.DateOnly, s); err != nil {
			return fmt.Errorf("--date takes a day written YYYY-MM-DD, as 2026-12-05, not %q", sanitize.Line(s))
		}
		date = s
		return nil
	})
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	if len(words) > 0 {
		return t.usageError(fmt.Errorf("daily takes no words (got %q); as: parlour %s", sanitize.Line(strings.Join(words, " ")), t.usage))
	}
	d := dict.Default()
	db, err := doublets.Daily(d, date)
	if err != nil {
		return t.negative(err)
	}
	fmt.Fprintf(env.Stdout, "%s ", date)
	if err := writeParChain(env.Stdout, d, db); err != nil {
		return t.negative(err)
	}
	return ExitOK
}

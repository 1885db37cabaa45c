package cli

import (
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"parlour/games/mischmasch"
	"parlour/ui/sanitize"
)

func init() {
	register("mischmasch",
		Tool{
			Name:    "words",
			Usage:   "words NUCLEUS [--limit N] [--words FILE]",
			Summary: "print the lawful words that hold NUCLEUS, everyday words first, then the rest",
			Run:     mischmaschWords,
		},
		Tool{
			Name:    "nuclei",
			Usage:   "nuclei [--count N] [--seed S] [--words FILE]",
			Summary: "print N nuclei the computer would set at Expert, each with its number of lawful words",
			Run:     mischmaschNuclei,
		},
	)
}

// maxNuclei bounds --count: each nucleus is a search.
const maxNuclei = 1000

// positiveFlag adds a flag that takes a whole number from 1 to most (0:
// no bound).
func positiveFlag(t *toolRun, name string, most int, v *int) {
	t.fs.Func(name, "", func(s string) error {
		n, err := strconv.Atoi(s)
		switch {
		case most == 0 && (err != nil || n < 1):
			return fmt.Errorf("--%s takes a whole number, 1 or more, not %q", name, s)
		case err != nil || n < 1 || most > 0 && n > most:
			return fmt.Errorf("--%s takes a whole number from 1 to %d, not %q", name, most, s)
		}
		*v = n
		return nil
	})
}

// shown makes an error fit to print: what the user typed comes back in it,
// so control characters are shown escaped, never sent to the terminal.
func shown(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	return errors.New(sanitize.Line(err.Error()))
}

// mischmaschWords runs `parlour mischmasch words NUCLEUS [--limit N] [--words FILE]`.
func mischmaschWords(env ToolEnv, args []string) int {
	t := newToolRun(env, "mischmasch words", "mischmasch words NUCLEUS [--limit N] [--words FILE]", "--limit N, --words FILE")
	limit := 0
	positiveFlag(t, "limit", 0, &limit)
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(shown(err))
	}
	if len(words) != 1 {
		return t.usageError(fmt.Errorf("words takes one nucleus, not %d; as: parlour %s", len(words), t.usage))
	}
	d, err := t.dict()
	if err != nil {
		return t.negative(shown(err)) // a word list that cannot be used is bad input
	}
	found, err := mischmasch.WordsContaining(d, words[0], limit)
	if err != nil {
		return t.negative(shown(err)) // so is a nucleus that is not one
	}
	if len(found) == 0 {
		n, _ := mischmasch.ParseNucleus(words[0])
		return t.negative(fmt.Errorf("no lawful word holds %s", n))
	}
	fmt.Fprintln(env.Stdout, strings.Join(found, "\n"))
	return ExitOK
}

// mischmaschNuclei runs `parlour mischmasch nuclei [--count N] [--seed S] [--words FILE]`.
func mischmaschNuclei(env ToolEnv, args []string) int {
	t := newToolRun(env, "mischmasch nuclei", "mischmasch nuclei [--count N] [--seed S] [--words FILE]", "--count N, --seed S, --words FILE")
	count := 10
	positiveFlag(t, "count", maxNuclei, &count)
	seed, seeded := uint64(0), false
	t.fs.Func("seed", "", givenSeedFlag(&seed, &seeded))
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(shown(err))
	}
	if len(words) > 0 {
		return t.usageError(fmt.Errorf("nuclei takes no words (got %q); as: parlour %s", strings.Join(words, " "), t.usage))
	}
	d, err := t.dict()
	if err != nil {
		return t.negative(shown(err))
	}
	if !seeded {
		seed = rand.Uint64()
	}
	found := mischmasch.ExpertNuclei(d, rand.New(rand.NewPCG(seed, 0)), count)
	if len(found) == 0 {
		return t.negative(errors.New("the word list gives no nucleus to set"))
	}
	for _, c := range found {
		fmt.Fprintf(env.Stdout, "%s %d\n", c.Nucleus, c.Words)
	}
	if len(found) < count {
		fmt.Fprintf(env.Stderr, "parlour %s: note: the word list gives only %d nuclei\n", t.name, len(found))
	}
	return ExitOK
}

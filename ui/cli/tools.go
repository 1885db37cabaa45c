package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"
)

// Tool is one of a game's command-line tools, such as `parlour doublets solve`.
type Tool struct {
	Name    string
	Usage   string // after "parlour GAME ", e.g. "solve FROM TO [--via W1,W2]"
	Summary string
	Run     func(env ToolEnv, args []string) int
}

// ToolEnv is where a tool reads and writes: input from Stdin (for a FILE
// given as "-", see readInput), results to Stdout, messages to Stderr.
// Both writers escape control characters, so text echoed from a file or a
// flag cannot drive the terminal.
type ToolEnv struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
}

// registry maps a game id to its tools. Each game's tools file adds its
// entry in an init function (package cli only).
var registry = map[string][]Tool{}

func register(game string, tools ...Tool) { registry[game] = append(registry[game], tools...) }

func toolsFor(game string) ([]Tool, bool) {
	t, ok := registry[game]
	return t, ok
}

// parse reads the flags, which may come before, between or after the
// tool's words, and returns the words. After "--" everything is a word,
// and so is a negative number such as -1 (no flag is named by digits), so
// that `perft -1` is a bad DEPTH rather than an unknown flag.
func (t *toolRun) parse(args []string) ([]string, error) {
	var words []string
	for {
		for len(args) > 0 && isNegativeNumber(args[0]) {
			words, args = append(words, args[0]), args[1:]
		}
		if err := t.fs.Parse(args); err != nil {
			return nil, t.flagError(err)
		}
		rest := t.fs.Args()
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			return append(words, rest...), nil
		}
		if len(rest) == 0 {
			return words, nil
		}
		words = append(words, rest[0])
		args = rest[1:]
	}
}

// isNegativeNumber reports words such as -1 or -0.5.
func isNegativeNumber(s string) bool {
	return len(s) > 1 && s[0] == '-' && s[1] >= '0' && s[1] <= '9'
}

// flagError rewords an error of the flag package.
func (t *toolRun) flagError(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	return rewordFlagError(err, t.valid)
}

// rewordFlagError turns the flag package's "flag provided but not defined:
// -x" and "flag needs an argument: -x" into messages that name the flag as
// the help spells it, --data-dir (-data-dir and --data-dir are the same
// flag), and list the valid flags.
func rewordFlagError(err error, valid string) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		return fmt.Errorf("unknown flag %s; valid flags: %s", "--"+strings.TrimPrefix(name, "-"), valid)
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return fmt.Errorf("flag %s needs a value; valid flags: %s", "--"+strings.TrimPrefix(name, "-"), valid)
	}
	if i := strings.Index(msg, ": "); strings.HasPrefix(msg, "invalid value") && i >= 0 {
		return errors.New(msg[i+2:])
	}
	if strings.HasPrefix(msg, "bad flag syntax: ") {
		return fmt.Errorf("bad flag %s; valid flags: %s", strings.TrimPrefix(msg, "bad flag syntax: "), valid)
	}
	return err
}

// usageError reports bad usage on one line and returns ExitUsage; for
// --help it prints the usage and returns ExitOK.
func (t *toolRun) usageError(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(t.env.Stdout, "usage: parlour %s\n", t.usage)
		return ExitOK
	}
	fmt.Fprintf(t.env.Stderr, "parlour %s: %v\n", t.name, oneLine(err))
	return ExitUsage
}

// negative reports bad input (a file that cannot be read, contents that
// do not parse, an impossible position) or a negative answer on stderr
// and returns ExitNegative.
func (t *toolRun) negative(err error) int {
	fmt.Fprintf(t.env.Stderr, "parlour %s: %v\n", t.name, oneLine(err))
	return ExitNegative
}

// oneLine is err's message on one line, each word of it cut to
// maxEchoedWord characters: a message that quotes what the user typed
// (a 100,000-letter "word") stays a line a terminal can show.
func oneLine(err error) string {
	words := strings.Fields(err.Error())
	for i, w := range words {
		if r := []rune(w); len(r) > maxEchoedWord {
			words[i] = string(r[:maxEchoedWord]) + "..."
		}
	}
	return strings.Join(words, " ")
}

// maxEchoedWord is the longest word of an error message a tool prints.
const maxEchoedWord = 80

// progressEvery is how often a long search says that it is still working.
var progressEvery = 10 * time.Second

// thinkWithProgress runs search and, for as long as it runs, prints on
// stderr every progressEvery how long it has been thinking, so that a deep
// search is never silent. --time bounds a search; Ctrl+C stops one.
func thinkWithProgress[R any](t *toolRun, search func() R) R {
	done := make(chan R, 1)
	go func() { done <- search() }()
	start := time.Now()
	tick := time.NewTicker(progressEvery)
	defer tick.Stop()
	for {
		select {
		case r := <-done:
			return r
		case <-tick.C:
			fmt.Fprintf(t.env.Stderr, "parlour %s: still thinking after %v (--time bounds the search)\n",
				t.name, time.Since(start).Round(time.Second))
		}
	}
}

// Package cli reads Parlour's command line: it opens the menu, starts a
// game's set-up, prints the version and help, and runs the per-game tools.
// Results go to stdout, messages to stderr, one line each, with control
// characters escaped.
//
// The exit status follows one rule for every command and tool:
//
//   - 0: success.
//   - 1 (ExitNegative): the command line was well formed but its input is
//     bad, or the answer is no: a file that cannot be read, is not a
//     regular file or is too large; contents that do not parse or hold no
//     game; an impossible position given with a flag; an illegal move; a
//     chain that is not a doublet; a game that is over.
//   - 2 (ExitUsage): the command line itself is wrong: an unknown command,
//     tool or flag, a flag without its value, a number out of its range,
//     missing or extra words.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strings"
	"unicode/utf8"

	"parlour/ui"
	"parlour/ui/catalogue"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// Version is Parlour's release.
const Version = "0.1.0"

// Exit statuses.
const (
	ExitOK       = 0
	ExitNegative = 1
	ExitUsage    = 2
)

// Env is what a command may use from its surroundings.
type Env struct {
	// Stdin is read by tools given "-" for a file; nil means os.Stdin.
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Getenv         func(string) string
	// Run plays an interactive session (ui.Run unless a test replaces it).
	Run func(ui.Options) error
	// Games is the catalogue (catalogue.Games unless a test replaces it).
	Games []screen.Entry
}

// Main runs the command line args (without the program name) and returns the exit status.
func Main(args []string, env Env) int {
	if env.Run == nil {
		env.Run = ui.Run
	}
	if env.Games == nil {
		env.Games = catalogue.Games()
	}
	if env.Stdin == nil {
		env.Stdin = os.Stdin
	}
	stdout, stderr := &cleanWriter{w: env.Stdout}, &cleanWriter{w: env.Stderr}
	defer stdout.flush()
	defer stderr.flush()
	env.Stdout, env.Stderr = stdout, stderr
	c := &command{env: env}
	return c.main(args)
}

// cleanWriter escapes control characters (sanitize.Text) in everything
// written through it, so that no text echoed from a file, a flag or a
// word can clear the screen or set the window title. Newlines pass. A
// character split between two writes is held back until it is whole.
type cleanWriter struct {
	w       io.Writer
	pending []byte
}

func (c *cleanWriter) Write(p []byte) (int, error) {
	data := append(c.pending, p...)
	cut := len(data)
	// Hold back the start of a multi-byte character cut off at the end.
	for i := 1; i < utf8.UTFMax && i <= len(data); i++ {
		b := data[len(data)-i]
		if b < 0x80 {
			break
		}
		if utf8.RuneStart(b) {
			if !utf8.FullRune(data[len(data)-i:]) {
				cut = len(data) - i
			}
			break
		}
	}
	c.pending = append([]byte(nil), data[cut:]...)
	if _, err := io.WriteString(c.w, sanitize.Text(string(data[:cut]))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// flush writes what is held back, escaped.
func (c *cleanWriter) flush() {
	if len(c.pending) > 0 {
		io.WriteString(c.w, sanitize.Text(string(c.pending)))
		c.pending = nil
	}
}

type command struct {
	env     Env
	opts    ui.Options
	help    bool
	flagSet *flag.FlagSet
}

func (c *command) flags() *flag.FlagSet {
	fs := flag.NewFlagSet("parlour", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.BoolVar(&c.opts.NoColor, "no-color", false, "")
	fs.BoolVar(&c.opts.ASCII, "ascii", false, "")
	fs.StringVar(&c.opts.DataDir, "data-dir", "", "")
	fs.Func("seed", "", givenSeedFlag(&c.opts.Seed, &c.opts.HasSeed))
	fs.Func("date", "", dateFlag(&c.opts.Date))
	fs.BoolVar(&c.help, "help", false, "")
	fs.BoolVar(&c.help, "h", false, "")
	return fs
}

// parseFlags reads global flags anywhere among args and returns the words
// that are not flags.
func (c *command) parseFlags(args []string) ([]string, error) {
	if c.flagSet == nil {
		c.flagSet = c.flags()
	}
	var words []string
	for {
		if err := c.flagSet.Parse(args); err != nil {
			return nil, c.flagError(err)
		}
		rest := c.flagSet.Args()
		if len(rest) == 0 {
			return words, nil
		}
		words = append(words, rest[0])
		args = rest[1:]
	}
}

// globalFlags lists the flags every command takes, for messages.
const globalFlags = "--no-color, --ascii, --data-dir DIR, --seed N, --date YYYY-MM-DD, --help"

func (c *command) flagError(err error) error {
	return rewordFlagError(err, globalFlags)
}

func (c *command) usageError(format string, a ...any) int {
	fmt.Fprintf(c.env.Stderr, "parlour: "+format+"\n", a...)
	return ExitUsage
}

func (c *command) main(args []string) int {
	// Global flags come before the command word, or anywhere for play/version.
	fs := c.flags()
	c.flagSet = fs
	if err := fs.Parse(args); err != nil {
		return c.usageError("%v", c.flagError(err))
	}
	rest := fs.Args()
	if c.env.Getenv != nil && c.env.Getenv("NO_COLOR") != "" {
		c.opts.NoColor = true
	}
	if len(rest) == 0 {
		if c.help {
			c.printHelp()
			return ExitOK
		}
		return c.play("")
	}
	cmd, rest := rest[0], rest[1:]
	switch cmd {
	case "serve":
		return c.serve(rest)
	case "help":
		words, err := c.parseFlags(rest)
		switch {
		case err != nil:
			return c.usageError("%v", err)
		case len(words) == 0:
			c.printHelp()
			return ExitOK
		case len(words) == 1:
			if tools, ok := toolsFor(words[0]); ok || c.isGame(words[0]) {
				c.printGameHelp(words[0], tools)
				return ExitOK
			}
			return c.usageError("no help for %q; ask for a game: %s", words[0], strings.Join(c.gameAndToolIDs(), ", "))
		}
		return c.usageError("help takes at most one game, not %q", strings.Join(words, " "))
	case "version":
		words, err := c.parseFlags(rest)
		if err != nil {
			return c.usageError("%v", err)
		}
		if len(words) > 0 {
			return c.usageError("version takes no words, not %q", strings.Join(words, " "))
		}
		fmt.Fprintf(c.env.Stdout, "parlour %s (%s %s/%s)\n", Version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
		return ExitOK
	case "play":
		words, err := c.parseFlags(rest)
		if err != nil {
			return c.usageError("%v", err)
		}
		if c.help {
			c.printHelp()
			return ExitOK
		}
		switch len(words) {
		case 0:
			return c.usageError("play needs a game; %s", c.gameChoices())
		case 1:
			return c.play(words[0])
		}
		return c.usageError("play takes one game, not %q", strings.Join(words, " "))
	}
	if tools, ok := toolsFor(cmd); ok || c.isGame(cmd) {
		return c.gameCommand(cmd, tools, rest)
	}
	return c.usageError("unknown command %q; choose one of: %s", cmd, strings.Join(c.commandNames(), ", "))
}

func (c *command) play(game string) int {
	if game != "" && !c.isGame(game) {
		return c.usageError("unknown game %q; %s", game, c.gameChoices())
	}
	c.opts.Game = game
	c.opts.Games = c.env.Games
	if err := c.env.Run(c.opts); err != nil {
		fmt.Fprintf(c.env.Stderr, "parlour: %v\n", err)
		return ExitNegative
	}
	return ExitOK
}

func (c *command) isGame(id string) bool {
	for _, g := range c.env.Games {
		if g.ID == id {
			return true
		}
	}
	return false
}

func (c *command) gameIDs() []string {
	var ids []string
	for _, g := range c.env.Games {
		ids = append(ids, g.ID)
	}
	return ids
}

func (c *command) gameChoices() string {
	if len(c.env.Games) == 0 {
		return "no game is playable in this build yet"
	}
	return "choose one of: " + strings.Join(c.gameIDs(), ", ")
}

func (c *command) commandNames() []string {
	return append([]string{"play", "version", "help"}, c.gameAndToolIDs()...)
}

// gameAndToolIDs lists the games, then the other names that have tools.
func (c *command) gameAndToolIDs() []string {
	var names []string
	seen := map[string]bool{}
	for _, id := range append(c.gameIDs(), toolGames()...) {
		if !seen[id] {
			seen[id] = true
			names = append(names, id)
		}
	}
	return names
}

// gameCommand runs `parlour GAME TOOL ...` or prints `parlour GAME --help`.
func (c *command) gameCommand(game string, tools []Tool, args []string) int {
	if len(args) == 0 || args[0] == "--help" || args[0] == "-h" || args[0] == "help" {
		if len(args) > 1 {
			return c.usageError("%s %s takes no more words, not %q", game, args[0], strings.Join(args[1:], " "))
		}
		c.printGameHelp(game, tools)
		return ExitOK
	}
	for _, t := range tools {
		if t.Name == args[0] {
			return t.Run(ToolEnv{Stdin: c.env.Stdin, Stdout: c.env.Stdout, Stderr: c.env.Stderr}, args[1:])
		}
	}
	var names []string
	for _, t := range tools {
		names = append(names, t.Name)
	}
	if len(names) == 0 {
		return c.usageError("%s has no command %q; play it with: parlour play %s", game, args[0], game)
	}
	return c.usageError("%s has no command %q; choose one of: %s", game, args[0], strings.Join(names, ", "))
}

func (c *command) printHelp() {
	w := c.env.Stdout
	fmt.Fprintf(w, `Parlour %s: Victorian parlour games in the terminal.

Usage:
  parlour [flags]               open the menu
  parlour play GAME [flags]     go straight to GAME's set-up
  parlour GAME --help           what GAME is, and its command-line tools
  parlour GAME TOOL [args]      run one of GAME's tools
  parlour serve [flags]         the SSH server: rooms where each player has a terminal
                                (parlour serve --help for its flags)
  parlour version               print the version
  parlour help                  print this help

`, Version)
	fmt.Fprintln(w, "Games:")
	if len(c.env.Games) == 0 {
		fmt.Fprintln(w, "  (none playable in this build yet)")
	}
	for _, g := range c.env.Games {
		fmt.Fprintf(w, "  %-14s %s (%s)\n", g.ID, g.Summary, g.Players())
	}
	fmt.Fprint(w, `
Flags:
  --no-color      no colours (the NO_COLOR environment variable does the same)
  --ascii         plain ASCII characters instead of Unicode symbols
  --data-dir DIR  keep saves and settings in DIR
                  (default $XDG_STATE_HOME/parlour, or ~/.local/state/parlour)
  --seed N        make every random choice reproducible
  --date DAY      take DAY (YYYY-MM-DD) for today: the doublet of the day,
                  the day an attempt is recorded on
  -h, --help      print this help
`)
}

func (c *command) printGameHelp(game string, tools []Tool) {
	w := c.env.Stdout
	for _, g := range c.env.Games {
		if g.ID == game {
			fmt.Fprintf(w, "%s: %s (%s)\n\n  parlour play %s [--seed N]    set up a game\n", g.Title, g.Summary, g.Players(), g.ID)
		}
	}
	if !c.isGame(game) {
		fmt.Fprintf(w, "%s: command-line tools (the game itself is not playable in this build yet)\n\n", game)
	}
	for _, t := range tools {
		fmt.Fprintf(w, "  parlour %s %s\n      %s\n", game, t.Usage, t.Summary)
	}
}

// toolGames lists the games that have tools, sorted.
func toolGames() []string {
	var ids []string
	for id := range registry {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Reading a tool's input: every tool that reads a file (a FILE word or a
// flag such as --words FILE) reads it with readInput, never os.ReadFile or
// os.Open, and reports an error from it as bad input (exit 1):
//
//	data, err := readInput(env, path, maxRecordFile)
//	if err != nil {
//		return t.negative(err)
//	}
//
// A path of "-" reads standard input, through a limit: an endless stream
// stops at limit with a "too large" message instead of eating memory.
// Any other path must be a regular file (a link to one will do): a named
// pipe, a device such as /dev/zero or a folder is refused at once, without
// blocking, and so is a file over limit. The error names the file as the
// user typed it and says why, in one line ("cannot read game.pgn4: it is
// larger than the 8 MB this reads"); the writers of ToolEnv escape any
// control characters in it. A large word list can be turned into a
// reader with bytes.NewReader(data).

// Size limits of the files tools read.
const (
	// maxRecordFile is the largest game record (PGN4, PDN) a tool reads.
	maxRecordFile = 8 << 20
)

// readInput returns the contents of the file at path, or of standard input
// for "-", at most limit bytes; see the comment above.
func readInput(env ToolEnv, path string, limit int64) ([]byte, error) {
	if path == "-" {
		in := env.Stdin
		if in == nil {
			in = os.Stdin
		}
		data, err := io.ReadAll(io.LimitReader(in, limit+1))
		if err != nil {
			return nil, fmt.Errorf("cannot read standard input: %v", store.Cause(err))
		}
		if int64(len(data)) > limit {
			return nil, fmt.Errorf("standard input is too large: %v", &store.TooLargeError{Limit: limit})
		}
		return data, nil
	}
	if path == "" {
		return nil, errors.New("no file named: give a file's path, or - for standard input")
	}
	data, err := store.ReadRegularFile(path, limit)
	var tooLarge *store.TooLargeError
	switch {
	case err == nil:
		return data, nil
	case errors.Is(err, store.ErrNotRegular):
		return nil, fmt.Errorf("cannot read %s: it is not a regular file (a folder, pipe or device); give - to read standard input", path)
	case errors.As(err, &tooLarge):
		return nil, fmt.Errorf("cannot read %s: it is too large: %v", path, err)
	case errors.Is(err, os.ErrNotExist):
		return nil, fmt.Errorf("cannot read %s: there is no such file", path)
	}
	return nil, fmt.Errorf("cannot read %s: %v", path, err)
}

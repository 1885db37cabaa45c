// Package cli reads Parlour's command line: it opens the menu, starts a
// game's set-up, prints the version and help, and runs the per-game tools.
// Results go to stdout, messages to stderr; the exit status is 0 on
// success, 1 on a negative answer and 2 on bad usage.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"sort"
	"strconv"
	"strings"

	"parlour/ui"
	"parlour/ui/catalogue"
	"parlour/ui/screen"
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
	Stdout, Stderr io.Writer
	Getenv         func(string) string
	// Run plays an interactive session (ui.Run unless a test replaces it).
	Run func(ui.Options) error
	// Games is the catalogue (catalogue.Games unless a test replaces it).
	Games []screen.Game
}

// Main runs the command line args (without the program name) and returns the exit status.
func Main(args []string, env Env) int {
	if env.Run == nil {
		env.Run = ui.Run
	}
	if env.Games == nil {
		env.Games = catalogue.Games()
	}
	c := &command{env: env}
	return c.main(args)
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
	fs.Func("seed", "", func(s string) error {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return fmt.Errorf("--seed takes a whole number, not %q", s)
		}
		c.opts.Seed, c.opts.HasSeed = n, true
		return nil
	})
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

func (c *command) flagError(err error) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		return fmt.Errorf("unknown flag --%s; valid flags: --no-color, --ascii, --data-dir DIR, --seed N, --help", name)
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: "); ok {
		return fmt.Errorf("flag %s needs a value", name)
	}
	if i := strings.Index(msg, ": "); strings.HasPrefix(msg, "invalid value") && i >= 0 {
		return errors.New(msg[i+2:])
	}
	return err
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
	case "help":
		c.printHelp()
		return ExitOK
	case "version":
		if _, err := c.parseFlags(rest); err != nil {
			return c.usageError("%v", err)
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
	names := []string{"play", "version", "help"}
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
		c.printGameHelp(game, tools)
		return ExitOK
	}
	for _, t := range tools {
		if t.Name == args[0] {
			return t.Run(ToolEnv{Stdout: c.env.Stdout, Stderr: c.env.Stderr}, args[1:])
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

package ui

import (
	"errors"
	"fmt"
	"os"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/ui/catalogue"
	"parlour/ui/menu"
	"parlour/ui/screen"
	"parlour/ui/setup"
	"parlour/ui/store"
)

// Options are the command line's choices for one session.
type Options struct {
	NoColor bool   // --no-color or NO_COLOR
	ASCII   bool   // --ascii
	DataDir string // --data-dir; "" means store.DefaultDir
	Seed    uint64 // --seed
	HasSeed bool
	Date    string // --date: the day taken for today, YYYY-MM-DD; "" means the clock's
	// Game, when set, opens that game's set-up straight away (parlour play GAME).
	Game string
	// Games overrides the catalogue (tests); nil means catalogue.Games().
	Games []screen.Entry
}

// NewEnv prepares what the screens of a session on this process's own
// terminal share: the store, the settings and the theme. Problems with the
// data folder become a warning, never a failure.
func NewEnv(opts Options) *screen.Env {
	return NewSessionEnv(opts, lipgloss.NewRenderer(os.Stdout))
}

// NewSessionEnv is NewEnv for a session drawn by renderer r (an SSH client's,
// or a test's): the theme takes its colour profile and background from r,
// and nothing global is changed.
func NewSessionEnv(opts Options, r *lipgloss.Renderer) *screen.Env {
	env := &screen.Env{Renderer: r,
		Games: opts.Games, Seed: opts.Seed, HasSeed: opts.HasSeed, Date: opts.Date,
		ForcedMono: opts.NoColor, ForcedASCII: opts.ASCII, DarkBackground: true,
	}
	if env.Games == nil {
		env.Games = catalogue.Games()
	}
	dir := opts.DataDir
	if dir == "" {
		var err error
		if dir, err = store.DefaultDir(); err != nil {
			// No folder at all: nothing is saved, offered or tidied (the
			// shared temporary folder is anyone's).
			env.StoreWarning = err.Error() + "; games will not be saved"
			dir = ""
		}
	}
	env.Store = store.New(dir)
	err := env.Store.Check()
	if err == nil {
		err = env.Store.Lock() // one Parlour writes a folder at a time
	}
	switch {
	case err == nil:
		env.Store.Tidy() // what a killed save left behind; failure changes nothing
	case env.StoreWarning == "":
		env.StoreWarning = err.Error()
		env.StoreLocked = errors.As(err, new(*store.LockedError))
	}
	settings, err := env.Store.LoadSettings()
	if err != nil && env.StoreWarning == "" {
		env.StoreWarning = "Settings reset: " + err.Error()
	}
	if opts.NoColor {
		r.SetColorProfile(termenv.Ascii)
	} else if settings.Theme == store.ThemeAuto {
		// Ask the terminal before Bubble Tea takes over its input.
		env.DarkBackground = r.HasDarkBackground()
	}
	env.ApplySettings(settings)
	env.Setups, _ = env.Store.LoadSetups() // lost memory of a table is no matter
	return env
}

// NewRoot builds the root model for a session: the menu, with the set-up of
// opts.Game on top of it when one was named.
func NewRoot(env *screen.Env, opts Options) (App, error) {
	if opts.Game == "" {
		return NewApp(env, menu.New(env)), nil
	}
	g, ok := env.Game(opts.Game)
	if !ok {
		return NewApp(env, menu.New(env)), fmt.Errorf("unknown game %q", opts.Game)
	}
	return App{env: env, stack: screen.NewStack(menu.New(env), setup.New(env, g))}, nil
}

// Run plays a session in the terminal until the player quits. The terminal
// is restored however the program ends: Ctrl+C, a hang-up, Ctrl+\, a
// crash (whose details go to a file, not over the one line that says so).
func Run(opts Options) error {
	TuneCollector(os.Getenv, SessionGCPercent)
	KeepEndgamesLight()
	env := NewEnv(opts)
	app, err := NewRoot(env, opts)
	if err != nil {
		return err
	}
	output, err := captureOutput(func(terminal *os.File) error {
		p := tea.NewProgram(app, tea.WithAltScreen(), tea.WithMouseCellMotion(), tea.WithOutput(terminal))
		stop := quitOnHangUp(p)
		defer stop()
		_, err := p.Run()
		return err
	})
	return afterRun(err, output, env.Store)
}

// runError turns the program's end into what the command line reports: nil
// for a player's quit, and for a crash (Bubble Tea has already restored the
// terminal and printed the stack) one line saying what happened and where
// the saves are, which exits with status 1.
func runError(err error, saves string) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, tea.ErrProgramPanic) && saves == "":
		return errors.New("Parlour stopped on an internal error (a bug, not your doing); " +
			"there was no data folder, so no game was saved")
	case errors.Is(err, tea.ErrProgramPanic):
		return fmt.Errorf("Parlour stopped on an internal error (a bug, not your doing); "+
			"your games were saved after their last move in %s", saves)
	case errors.Is(err, tea.ErrInterrupted):
		return nil
	}
	return err
}

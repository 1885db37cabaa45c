package screen

import (
	"time"

	"github.com/charmbracelet/lipgloss"

	"parlour/ui/store"
	"parlour/ui/theme"
)

// Env is what every screen shares: the look, the files, the games on offer
// and the command-line choices. The root owns it; screens read it.
type Env struct {
	// Renderer draws this session's styles: its colour profile and
	// background are the session's own (a local terminal, or an SSH client).
	Renderer *lipgloss.Renderer
	Theme    *theme.Theme
	Settings store.Settings
	// Setups are the tables last laid for each game (the set-up offers
	// them again).
	Setups store.Setups
	Store  *store.Store
	// StoreWarning is set when the data folder cannot be written: games
	// still play, but are not saved. The menu shows it.
	StoreWarning string
	// StoreLocked says the warning is that another Parlour holds the
	// folder: the menu takes the warning away once it has ended.
	StoreLocked bool
	Games       []Entry
	// Seed makes every random choice reproducible when HasSeed is set (--seed).
	Seed    uint64
	HasSeed bool
	// Date, when set (--date, YYYY-MM-DD), is the day taken for today:
	// which doublet is the day's, and the day an attempt is recorded on.
	Date string
	// ForcedMono and ForcedASCII are set by --no-color / NO_COLOR and
	// --ascii; they override the settings for this session.
	ForcedMono, ForcedASCII bool
	// DarkBackground is what the terminal said at start-up, for theme Auto.
	DarkBackground bool
	// away marks, in a room, the seats whose holders have lost their
	// connection (SetAway); nil at one keyboard.
	away []bool
}

// Today returns the day taken for today, YYYY-MM-DD: the --date given,
// else the clock's.
func (e *Env) Today() string {
	if e.Date != "" {
		return e.Date
	}
	return time.Now().Format(time.DateOnly)
}

// ApplySettings stores new settings and rebuilds the theme from them,
// keeping the command-line overrides.
func (e *Env) ApplySettings(s store.Settings) {
	e.Settings = s
	mode := theme.Mode(s.Theme)
	if mode == theme.Auto {
		mode = theme.Light
		if e.DarkBackground {
			mode = theme.Dark
		}
	}
	if e.ForcedMono {
		mode = theme.Mono
	}
	if e.Renderer == nil {
		e.Renderer = lipgloss.DefaultRenderer()
	}
	e.Theme = theme.For(e.Renderer, mode, e.ForcedASCII || s.Glyphs == store.GlyphsASCII)
	if e.Store != nil {
		e.Store.SetASCII(e.Theme.ASCII)
	}
}

// Game returns the catalogue entry with the given id.
func (e *Env) Game(id string) (Entry, bool) {
	for _, g := range e.Games {
		if g.ID == id {
			return g, true
		}
	}
	return Entry{}, false
}

// SaveProblem is the notice to show while saving fails (the data folder is
// full, gone or read-only), or "" when the last save worked. It stays until
// a save succeeds.
func (e *Env) SaveProblem() string {
	if e.Store == nil {
		return ""
	}
	if err := e.Store.SaveProblem(); err != nil {
		return "Not saved: " + err.Error()
	}
	return ""
}

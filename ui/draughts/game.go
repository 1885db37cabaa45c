package draughts

import (
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/stopwatch"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
	"parlour/ui/board"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// noteKind is how the message line shows a note: news, or a refusal.
type noteKind int

const (
	noteInfo noteKind = iota
	noteError
)

// Game is the draughts screen: one game (or drill) for two seats, people
// or computers, at one keyboard.
type Game struct {
	env   *screen.Env
	seats []seats.Seat // seats[0] plays the side that moves first, unless swapped
	// swapped is set when the lot (rule 2) gave seats[0] the side that
	// moves second.
	swapped bool
	opts    options
	rec     record
	end     *draughts.Verdict // a resignation, an agreed draw or a loss on time
	seed    uint64

	// The board as shown.
	flipped, numbers bool
	cursor           int   // the square under the cursor
	wantCol          int   // the screen column the cursor keeps to going up and down
	sel              []int // the piece picked up, then the squares chosen for it
	hint             []int // the path of the hinted move
	drawer           board.Drawer

	// The computer.
	think  *kit.Thinking
	effort effort
	pace   time.Duration // the least time a move takes when computers play each other
	paused bool

	// The Victorian clock of the move in progress.
	clock stopwatch.Model
	used  time.Duration // before the stopwatch's run (a resumed game's)

	// The text field: a move, or a file name.
	field   kit.Field
	records kit.Records // the PDN file last saved or opened, and the one being read

	// then is where the navigation decided where none can be returned (a
	// question's answer, the field's F1, the game's end) waits for Update
	// to return it (kit.Navigate).
	then screen.Then

	footer      screen.Footer   // the message line, the question and the key help
	footerDrawn kit.FooterCache // the footer as last drawn
	answers     kit.Answers     // what the footer's question leads to

	// link ties the screen to its room (the zero Link at one keyboard);
	// logPos is where it stands in the room's log; pending counts this
	// copy's actions on their way to the room and back (see room.go).
	link    screen.Link
	logPos  screen.ActionCursor
	pending int

	panel  kit.Panel
	moves  kit.MoveList
	keys   gameKeys
	help   help.Model
	width  int
	height int
}

func newScreen(env *screen.Env, table []seats.Seat, o options, rec record, seed uint64) *Game {
	g := &Game{
		env: env, seats: table, opts: o, rec: rec, seed: seed,
		think:  kit.NewThinking(),
		effort: defaultEffort, pace: defaultPace,
		clock: stopwatch.NewWithInterval(time.Second),
		field: kit.NewField(256), keys: newKeys(), help: env.Theme.Help(),
	}
	g.records = kit.NewRecords(kit.Host{Env: env, Field: &g.field, Footer: &g.footer, Width: &g.width, Ask: g.ask},
		"PDN", "draughts", "pdn", "11-15, 11x18x25 or huff 14")
	g.keys.Spell(env.Theme)
	g.placeCursor()
	g.syncKeys()
	return g
}

// MinSize is the smallest terminal the game needs: the board in its
// smallest cells (3×1) beside a narrow panel.
func (g *Game) MinSize() (int, int) {
	return minSize(g.variant())
}

// Init starts whatever comes next: the computer's thinking or a person's clock.
func (g *Game) Init() tea.Cmd { return g.turn() }

func (g *Game) variant() draughts.Variant { return g.rec.start().Rules().Variant }

// first is the side that seat 1 plays: the side that moves first, unless
// the lot gave seat 1 the other.
func (g *Game) first() draughts.Color {
	if g.swapped {
		return g.variant().FirstToMove().Opponent()
	}
	return g.variant().FirstToMove()
}

// seatOf returns the seat that plays side c.
func (g *Game) seatOf(c draughts.Color) seats.Seat {
	if c == g.first() {
		return g.seats[0]
	}
	return g.seats[1]
}

// facesTop reports whether the one person at the table plays the side
// drawn at the top (Black), so that the board turns to them. Two people
// share the board as it is, and flip it with f.
func (g *Game) facesTop() bool {
	return g.humans() == 1 && g.seatOf(draughts.Black).IsHuman() && g.link.Plays(g.seatIndex(draughts.Black))
}

// seatIndex is the seat (0 or 1) that plays side c.
func (g *Game) seatIndex(c draughts.Color) int {
	if c == g.first() {
		return 0
	}
	return 1
}

// outcome is the game's result: a declared end, or the board's.
func (g *Game) outcome() draughts.Verdict {
	if g.end != nil {
		return *g.end
	}
	return draughts.Outcome(g.rec.now())
}

func (g *Game) over() bool { return g.outcome().Status != draughts.Ongoing }

// humanToMove reports whether a person at this keyboard is to play now.
func (g *Game) humanToMove() bool {
	turn := g.rec.now().Turn()
	return !g.over() && g.seatOf(turn).IsHuman() && g.link.Plays(g.seatIndex(turn))
}

// humans counts the seats people play at this keyboard (in a room, this
// copy's own).
func (g *Game) humans() int { return g.link.Humans(g.seats) }

// drill returns the drill being played, if any.
func (g *Game) drill() (drill, bool) { return drillByID(g.opts.Drill) }

// save writes the autosave; a finished game's is deleted instead.
func (g *Game) save() {
	if g.link.InRoom() {
		return // a room's log is its save
	}
	kit.Autosave(g.env, &g.footer, GameID, saveVersion, g.seats, g.over(), func() any {
		return savedGame{
			Options: g.opts, Start: g.rec.start(), Events: g.rec.events, Played: g.rec.played,
			ClockUsed: g.elapsed().Milliseconds(), Seed: g.seed, Flipped: g.flipped, Numbers: g.numbers,
			PaceMS: g.pace.Milliseconds(), PDNPath: g.records.Path, Swapped: g.swapped,
		}
	})
}

// say sets the message line.
func (g *Game) say(kind noteKind, text string) {
	if kind == noteError {
		g.footer.Fail(text)
	} else {
		g.footer.Note(text)
	}
}

// play does an event at the board and goes on. A huff or a notice is not a
// move: the same player goes on, on the same clock. "Take" hands the turn
// back, as a move does.
func (g *Game) play(e event) (tea.Cmd, error) {
	if g.link.InRoom() {
		return g.send(e)
	}
	return g.apply(e)
}

// apply does an event at the board and goes on (play, at one keyboard or
// as the room hands it back).
func (g *Game) apply(e event) (tea.Cmd, error) {
	if err := g.rec.add(e); err != nil {
		return nil, err
	}
	if e.Kind != moveEvent && e.Kind != takeEvent {
		g.think.Cancel()
		g.save()
		return g.turn(), nil
	}
	return g.changed(), nil
}

// changed follows a move, or moves taken back or played again: the
// thinking in progress stops, a fresh move's clock is set, the game is
// saved, and the next turn begins.
func (g *Game) changed() tea.Cmd {
	g.think.Cancel()
	g.used = 0
	g.clock = stopwatch.NewWithInterval(time.Second)
	g.moves.Reset()
	g.save()
	return g.turn()
}

// turn starts what the position asks for: the result when the game is
// over, the computer's thinking, or a person's clock.
func (g *Game) turn() tea.Cmd {
	g.sel, g.hint = nil, nil
	defer g.syncKeys()
	if g.over() {
		g.think.Cancel()
		g.stopClock()
		g.finish()
		return nil
	}
	if g.link.InRoom() && (g.pending > 0 || !g.link.Plays(g.seatIndex(g.rec.now().Turn()))) {
		return nil // another terminal's seat, or this copy's move on its way
	}
	if !g.humanToMove() {
		if g.paused {
			return nil
		}
		return g.startComputer()
	}
	if turned := g.rec.now().Turn() == draughts.Black; g.opts.TurnBoard && g.humans() == 2 && turned != g.flipped {
		g.flipped = turned // Black's side at the bottom
		g.wantCol = g.screenCol(g.cursor)
	}
	g.placeCursor()
	if g.opts.Clock {
		return g.clock.Start()
	}
	return nil
}

// Update plays the game; once it is over, its result takes its place.
func (g *Game) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	next, cmd := g.update(msg)
	return g.then.After(g, next), cmd
}

func (g *Game) update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	if ok, cmd := g.think.Update(msg); ok {
		return g, cmd
	}
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		g.width, g.height = msg.Width, msg.Height
		g.help.Width = msg.Width
		return g, nil
	case screen.SettingsChangedMsg:
		g.respell()
		return g, nil
	case screen.ShownMsg:
		// Back from the rules: the clock F1 stopped goes on. The computer's
		// search, its spinner and its reports went on under the rules.
		g.respell()
		if g.opts.Clock && g.humanToMove() && !g.clock.Running() {
			return g, g.clock.Start()
		}
		return g, nil
	case screen.QuittingMsg:
		g.think.Cancel()
		g.save()
		return g, nil
	case screen.ThoughtMsg:
		return g, g.thought(msg)
	case screen.ActionMsg:
		return g, g.action(msg)
	case kit.RecordReadMsg:
		return g, g.recordRead(msg)
	case tea.KeyMsg:
		return g.key(msg)
	case tea.MouseMsg:
		return g, g.mouse(msg)
	}
	var cmd tea.Cmd
	g.clock, cmd = g.clock.Update(msg)
	return g, tea.Batch(cmd, g.checkTime())
}

// respell draws the key help in the theme as it is now.
func (g *Game) respell() {
	g.help = g.env.Theme.Help()
	g.help.Width = g.width
	g.keys.Spell(g.env.Theme)
}

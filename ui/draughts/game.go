package draughts

import (
	"time"

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
// or computers, at one keyboard or in a room. The board screen of the kit
// does what every board game does; Game is the rest.
type Game struct {
	kit.BoardScreen
	// Seats[0] plays the side that moves first, unless swapped: the lot
	// (rule 2) gave it the side that moves second.
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
	effort effort

	// The Victorian clock of the move in progress.
	clock stopwatch.Model
	used  time.Duration // before the stopwatch's run (a resumed game's)

	keys gameKeys

	// proposals holds a take-back or draw proposed in a room.
	proposals kit.Proposals
}

func newScreen(env *screen.Env, table []seats.Seat, link screen.Link, o options, rec record, seed uint64) *Game {
	g := &Game{
		opts: o, rec: rec, seed: seed, effort: defaultEffort,
		clock: stopwatch.NewWithInterval(time.Second), keys: newKeys(),
	}
	g.Setup(g, kit.BoardSpec{Env: env, Seats: table, Link: link, Keys: &g.keys.Keys,
		Game: GameID, Title: "Draughts", Notation: "FEN",
		Record: "PDN", Stem: "draughts", Ext: "pdn", MoveHint: "11-15, 11x18x25 or huff 14", FieldLimit: 256,
		Pace: defaultPace})
	g.proposals = g.newProposals()
	g.placeCursor()
	g.SyncKeys()
	return g
}

// MinSize is the smallest terminal the game needs: the board in its
// smallest cells (3×1) beside a narrow panel.
func (g *Game) MinSize() (int, int) {
	return minSize(g.variant())
}

// Init starts whatever comes next: the computer's thinking or a person's clock.
func (g *Game) Init() tea.Cmd { return g.Turn() }

func (g *Game) variant() draughts.Variant { return g.rec.Start().Rules().Variant }

// first is the side that seat 1 plays: the side that moves first, unless
// the lot gave seat 1 the other.
func (g *Game) first() draughts.Color {
	if g.swapped {
		return g.variant().FirstToMove().Opponent()
	}
	return g.variant().FirstToMove()
}

// seatOf returns the seat that plays side c.
func (g *Game) seatOf(c draughts.Color) seats.Seat { return g.Seats[g.seatIndex(c)] }

// facesTop reports whether the one person at the table plays the side
// drawn at the top (Black), so that the board turns to them. Two people
// share the board as it is, and flip it with f.
func (g *Game) facesTop() bool {
	return g.People() == 1 && g.Here(g.seatIndex(draughts.Black))
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
	return draughts.Outcome(g.rec.Now())
}

func (g *Game) Over() bool { return g.outcome().Status != draughts.Ongoing }

// humanToMove reports whether a person at this keyboard is to play now.
func (g *Game) CanMove() bool {
	turn := g.rec.Now().Turn()
	return !g.Over() && g.Here(g.seatIndex(turn))
}

// drill returns the drill being played, if any.
func (g *Game) drill() (drill, bool) { return drillByID(g.opts.Drill) }

// Save writes the autosave; a finished game's is deleted instead, and a
// room's log is its save.
func (g *Game) Save() {
	g.Autosave(GameID, saveVersion, func() any {
		return savedGame{
			Options: g.opts, Start: g.rec.Start(), Events: g.rec.Moves, Played: g.rec.Played,
			ClockUsed: g.elapsed().Milliseconds(), Seed: g.seed, Flipped: g.flipped, Numbers: g.numbers,
			PaceMS: g.Watch.Pace.Milliseconds(), PDNPath: g.Records.Path, Swapped: g.swapped,
		}
	})
}

// say sets the message line.
func (g *Game) say(kind noteKind, text string) {
	if kind == noteError {
		g.Footer.Fail(text)
	} else {
		g.Footer.Note(text)
	}
}

// play does an event at the board and goes on. A huff or a notice is not a
// move: the same player goes on, on the same clock. "Take" hands the turn
// back, as a move does.
func (g *Game) play(e event) (tea.Cmd, error) {
	if g.Link.InRoom() {
		return g.send(e)
	}
	return g.apply(e)
}

// apply does an event at the board and goes on (play, at one keyboard or
// as the room hands it back).
func (g *Game) apply(e event) (tea.Cmd, error) {
	if err := g.rec.Add(e); err != nil {
		return nil, err
	}
	if e.Kind != moveEvent && e.Kind != takeEvent {
		g.Think.Cancel()
		g.Save()
		return g.Turn(), nil
	}
	return g.changed(), nil
}

// changed follows a move, or moves taken back or played again: the
// thinking in progress stops, a fresh move's clock is set, the game is
// saved, and the next turn begins.
func (g *Game) changed() tea.Cmd {
	g.Think.Cancel()
	g.used = 0
	g.clock = stopwatch.NewWithInterval(time.Second)
	g.MoveList.Reset()
	g.Save()
	return g.Turn()
}

// Stop stops the computer's search and the move's clock.
func (g *Game) Stop() {
	g.Think.Cancel()
	g.stopClock()
}

// Turn starts what the position asks for: the result when the game is
// over, the computer's thinking, or a person's clock.
func (g *Game) Turn() tea.Cmd {
	g.sel, g.hint = nil, nil
	defer g.SyncKeys()
	if g.Over() {
		g.Think.Cancel()
		g.stopClock()
		g.finish()
		return nil
	}
	if g.Link.InRoom() && (g.Pending > 0 || g.proposals.Busy() || !g.Link.Plays(g.seatIndex(g.rec.Now().Turn()))) {
		return nil // another terminal's seat, or this copy's move on its way
	}
	if !g.CanMove() {
		if g.Watch.Paused {
			return nil
		}
		return g.startComputer()
	}
	if turned := g.rec.Now().Turn() == draughts.Black; g.opts.TurnBoard && g.People() == 2 && turned != g.flipped {
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
func (g *Game) Update(msg tea.Msg) (screen.Screen, tea.Cmd) { return g.BoardScreen.Update(g, msg) }

// Shown is the game on top again: the clock the rules stopped goes on.
// The computer's search, its spinner and its reports went on under them.
func (g *Game) Shown() tea.Cmd {
	if g.opts.Clock && g.CanMove() && !g.clock.Running() {
		return g.clock.Start()
	}
	return nil
}

// PauseClock stops the move's clock while the rules are open.
func (g *Game) PauseClock() { g.stopClock() }

// Other takes the move clock's ticks.
func (g *Game) Other(msg tea.Msg) tea.Cmd {
	var cmd tea.Cmd
	g.clock, cmd = g.clock.Update(msg)
	return tea.Batch(cmd, g.checkTime())
}

package alice

import (
	"encoding/json"
	"time"

	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/alice"
	"parlour/ui/handoff"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// ComputerPause is how long the screen rests before each computer move,
// so that a person can follow; Enter skips it.
// (Tests through the root model set it to 0.)
var ComputerPause = 900 * time.Millisecond

// Game is the screen of one Alice game.
type Game struct {
	env   *screen.Env
	seats []seats.Seat
	names []string
	sv    saved // the game, as the autosave holds it

	// viewer is the person at the keyboard, whose hand is shown; −1 when
	// nobody's hand may be shown (before the first hand-over, or a table
	// of computers only). v is the game as the viewer sees it: everything
	// on the screen is drawn from v and nothing else.
	viewer int
	v      alice.View
	stage  stage
	pick   picker
	// since sums up, for the person who has just come to play, what
	// happened since his last move; playing tells that he was already
	// playing, so that it is made once each time he comes back.
	since     *since
	sinceFrom int // the log index the summary starts from
	playing   bool
	// settling is set for a moment (settleTime) when play comes back to
	// the person from a computer, and Enter does nothing meanwhile;
	// settled counts those moments, to know the end of the latest.
	settling bool
	settled  int

	handoff *handoff.Model
	thinker screen.Thinker
	mem     []*alice.Memory // each computer seat's memory, built as it plays
	pause   time.Duration
	fast    bool  // no pauses until a person is to act
	held    *move // a computer's move waiting for the leave question to close

	// then is where the screen goes once a key or a message has ended the
	// game: the result screen, which Update returns in the game's place.
	then screen.Then

	// link ties the screen to its room (the zero Link at one keyboard);
	// cursor is where it stands in the room's log; sent is set while a
	// move of this copy's is on its way to the room and back.
	link   screen.Link
	cursor screen.ActionCursor
	sent   bool

	overlay overlay
	vp      viewport.Model
	footer  screen.Footer // messages, the leave question, the key help
	keys    gameKeys
	showAll bool
	width   int
	height  int
}

// newScreen builds the screen of a game dealt or resumed. With one person at
// the table their hand is shown throughout; with several, nobody's is until
// the first hand-over.
func newScreen(env *screen.Env, all []seats.Seat, sv saved, link screen.Link) *Game {
	all = seats.Clean(all)
	g := &Game{env: env, seats: all, sv: sv, viewer: -1, pause: ComputerPause,
		mem: make([]*alice.Memory, len(all)), keys: newKeys(), link: link}
	alone := link.Humans(all) == 1
	for i, s := range all {
		g.names = append(g.names, plain(env.Theme, s.Name))
		if alone && s.IsHuman() && link.Plays(i) {
			g.viewer = i
		}
	}
	g.refresh()
	return g
}

// MinSize is the smallest terminal the game needs.
func (g *Game) MinSize() (int, int) { return 60, 18 }

// Init carries on from wherever the game stands.
func (g *Game) Init() tea.Cmd { return g.next() }

// save writes the autosave, or deletes it once the game is over. A copy in
// a room never saves: the room's log is its save.
func (g *Game) save() {
	if g.link.InRoom() {
		return
	}
	if g.sv.Game.Phase == alice.PhaseOver {
		g.env.Store.Delete(GameID)
		return
	}
	state, err := json.Marshal(g.sv)
	if err == nil {
		err = g.env.Store.Save(store.Envelope{Game: GameID, Version: saveVersion, Seats: g.seats, State: state})
	}
	_ = err // the footer shows the store's save problem until a save works
}

// say puts a line above the key help ("" clears it); failed marks it as an
// error.
func (g *Game) say(line string, failed bool) {
	line = plain(g.env.Theme, line)
	switch {
	case line == "":
		g.footer.Clear()
	case failed:
		g.footer.Fail(line)
	default:
		g.footer.Hint(line)
	}
}

// Update plays the game; once it is over, the result screen takes its
// place.
func (g *Game) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	next, cmd := g.update(msg)
	return g.then.After(g, next), cmd
}

// update plays the game; it returns the game itself, or where a key leads
// (the rules, the menu).
func (g *Game) update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		g.width, g.height = msg.Width, msg.Height
		if g.handoff != nil {
			h, _ := g.handoff.Update(msg)
			g.handoff = &h
		}
		g.fillOverlay()
		return g, nil
	case screen.ShownMsg:
		// Back from the rules: the overlay is drawn afresh. Nothing is set
		// going again: the computer's search came to the game under them.
		g.fillOverlay()
		return g, nil
	case screen.QuittingMsg:
		g.save()
		return g, nil
	case screen.ThoughtMsg:
		return g, g.thought(msg)
	case settledMsg:
		if msg.n == g.settled {
			g.settling = false
		}
		return g, nil
	case screen.ActionMsg:
		return g, g.action(msg)
	case tea.KeyMsg:
		return g.key(msg)
	case tea.MouseMsg:
		return g, g.mouse(msg)
	}
	return g, nil
}

// Dealer is the seat that dealt the game on screen.
func (g *Game) Dealer() int { return g.sv.Game.Dealer }

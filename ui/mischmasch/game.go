package mischmasch

import (
	"time"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	"github.com/charmbracelet/bubbles/stopwatch"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/dict"
	"parlour/games/mischmasch"
	"parlour/ui/handoff"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// Game is the screen of Mischmasch. It shows, in turn: a private desk where
// one seat sets a nucleus or answers one (behind a hand-over when another
// person used the keyboard last), a public screen while only computers have
// something to do, the reveal of each complete move, and the summary at the
// end.
type Game struct {
	env    *screen.Env
	dict   *dict.Dict
	seats  []seats.Seat
	humans int
	st     gameState

	desk     *desk          // the private task on screen, if any
	handoff  *handoff.Model // before the desk, when another person must take the keyboard
	keyboard int            // the seat that used the keyboard last; -1 after a public screen
	clock    stopwatch.Model

	computer computer
	spin     spinner.Model
	spinning bool

	examples [2][]string       // for the reveal: lawful words for each side's nucleus
	lookup   screen.WordLookup // the reveal's words, to define
	defined  string            // the reveal's word looked up, with its definition
	counts   [2]int            // and how many there are in all
	rare     [2]bool           // no familiar word holds the nucleus: the examples are defined
	learned  bool              // examples and counts are those of the last move
	scroll   int               // first line of the summary's list of moves

	// link ties the screen to its room (the zero Link at one keyboard);
	// cursor is where it stands in the room's log; sent are the turns of
	// this copy's seats whose actions are on their way to the room and
	// back (see room.go).
	link   screen.Link
	cursor screen.ActionCursor
	sent   []mischmasch.Turn

	// covered is set while the rules, opened by F1, are over the game:
	// the answering clock waits for them to close (see cover).
	covered bool
	// then is where the screen goes once the game has ended: the result
	// screen, which Update returns in the game's place.
	then screen.Then

	footer  screen.Footer // the leave question and the key help
	keys    gameKeys
	showAll bool
	note    string // a public message: the time ran out, the computer failed
	width   int
	height  int
}

// warmedMsg says that the engine's index of the dictionary is built.
type warmedMsg struct{}

func newScreen(env *screen.Env, all []seats.Seat, st gameState) *Game {
	return newLinkedScreen(env, all, st, screen.Link{})
}

// newLinkedScreen is newScreen for a copy tied to a room by link.
func newLinkedScreen(env *screen.Env, all []seats.Seat, st gameState, link screen.Link) *Game {
	all = seats.Clean(all)
	g := &Game{
		env: env, dict: dict.Default(), seats: all, st: st, keyboard: -1,
		spin:   spinner.New(spinner.WithSpinner(spinner.Line)),
		clock:  stopwatch.NewWithInterval(time.Second),
		link:   link,
		humans: link.Humans(all), // the people at this keyboard
	}
	g.computer.pace = 1
	g.st.Game = g.st.Game.WithDict(g.dict)
	g.keys = newKeys()
	g.syncKeys()
	return g
}

// MinSize is the smallest terminal the game needs.
func (g *Game) MinSize() (int, int) { return 60, 20 }

// Init warms the engine's word index, so that the first reveal does not
// stall, and carries on with whatever was under way.
func (g *Game) Init() tea.Cmd {
	defer g.syncKeys()
	d := g.dict
	warm := func() tea.Msg {
		mischmasch.Count(d, "ab")
		return warmedMsg{}
	}
	return tea.Batch(warm, g.advance(), g.computers())
}

// Update plays the game; once it is over, the result screen takes its
// place.
func (g *Game) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	next, cmd := g.update(msg)
	return g.then.After(g, next), cmd
}

// update plays the game; it returns the game itself, or where a key leads
// (the rules, the menu). The clock, the spinner and the computers' alarm
// tick on while the rules are over the game: every screen of the stack
// has those messages.
func (g *Game) update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	defer g.syncKeys()
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		g.width, g.height = msg.Width, msg.Height
		if g.handoff != nil {
			h, _ := g.handoff.Update(msg)
			g.handoff = &h
		}
		return g, nil
	case screen.ShownMsg:
		// The rules, opened by F1, closed: the answering clock goes on.
		// (The spinner and the computers' alarm never stopped.)
		if !g.covered {
			return g, nil
		}
		g.covered = false
		if g.answering() {
			return g, g.clock.Start()
		}
		return g, nil
	case screen.QuittingMsg:
		g.save()
		return g, nil
	case warmedMsg:
		if g.st.Reveal && !g.learned {
			g.learn()
		}
		return g, nil
	case screen.ThoughtMsg:
		return g, g.thought(msg)
	case screen.ActionMsg:
		return g, g.action(msg)
	case wakeMsg:
		if msg.id != g.computer.wakeID {
			return g, nil
		}
		g.computer.armed = time.Time{}
		return g, g.applyDue(time.Now())
	case spinner.TickMsg:
		if !g.computer.pending() || g.desk != nil {
			g.spinning = false
			return g, nil
		}
		var cmd tea.Cmd
		g.spin, cmd = g.spin.Update(msg)
		return g, cmd
	case tea.KeyMsg:
		return g.key(msg)
	}
	var cmd tea.Cmd
	g.clock, cmd = g.clock.Update(msg)
	if g.answering() && g.timeUp() && !g.desk.ask.Open() {
		return g, g.timeOut()
	}
	return g, cmd
}

// key handles a key press: it returns the game, or where the key leads.
func (g *Game) key(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	if g.footer.Asking() {
		if answered, yes := g.footer.Answer(msg); answered && yes {
			g.computer.stop()
			g.save()
			return screen.Home(), nil
		}
		return g, nil
	}
	switch {
	case key.Matches(msg, g.keys.Back):
		if g.desk != nil && g.handoff == nil && g.desk.ask.Open() {
			return g, g.deskKey(msg) // Esc takes back the answer, not the game
		}
		if g.showAll {
			g.showAll = false // Esc closes the full key help first
			return g, nil
		}
		if g.over() && !g.st.Reveal {
			return screen.Home(), nil
		}
		g.footer.Ask(screen.LeaveQuestionFor(g.env, g.link))
		return g, nil
	case key.Matches(msg, g.keys.Rules):
		g.cover()
		return screen.Open(g, rules.New(g.env, GameID, "Mischmasch")), nil
	case key.Matches(msg, g.keys.Help):
		g.showAll = !g.showAll
		return g, nil
	}
	if g.handoff != nil {
		h, ready := g.handoff.Update(msg)
		g.handoff = &h
		if ready {
			return g, g.openDesk()
		}
		return g, nil
	}
	switch {
	case g.desk != nil:
		return g, g.deskKey(msg)
	case g.st.Reveal:
		if key.Matches(msg, g.keys.Continue) {
			return g, g.nextMove()
		}
		if line, ok := g.lookup.Handle(msg); ok {
			g.defined = line
		}
	case g.over():
		if key.Matches(msg, g.keys.Continue) {
			return screen.Home(), nil
		}
		g.scrollBy(msg)
	case key.Matches(msg, g.keys.Hurry):
		return g, g.hurry()
	}
	return g, nil
}

// cover stops the answering clock while the rules are open over the game:
// the time taken so far is kept in the state, and a new clock, stopped,
// takes the old one's place, so that the old one's ticks still on their
// way are not counted, and the one Start on the rules' closing is the
// only clock ticking.
func (g *Game) cover() {
	g.covered = true
	if g.answering() {
		g.st.Used[g.desk.turn.Seat] = g.used()
	}
	g.clock = stopwatch.NewWithInterval(time.Second)
}

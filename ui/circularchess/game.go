package circularchess

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	cc "parlour/games/circularchess"
	"parlour/ui/board"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// GameID names the game, its rules document and its save file.
const GameID = "circularchess"

const saveVersion = 1

// The set-up's choices of rules.
var rulesChoices = []string{"modern (Circular Chess Society)", "modern with en passant", "Byzantine"}

// GameEntry is the catalogue entry of Circular Chess.
func GameEntry() screen.Game {
	return screen.Game{
		ID: GameID, Title: "Circular Chess",
		Summary:  "chess on a round board of four rings",
		MinSeats: 2, MaxSeats: 2, DefaultSeats: 2,
		Levels: seats.AllLevels,
		Options: []screen.Option{
			{Key: "rules", Label: "Rules", Choices: rulesChoices,
				Help: "Modern: the pieces of ordinary chess. Byzantine: counsellor and elephants; stalemate and a bare king win."},
			{Key: "clock", Label: "Clock", Choices: clockChoices,
				Help: "Each player's time for the whole game; a player whose time runs out loses."},
		},
		SaveVersion: saveVersion,
		New:         newGame,
		Resume:      resumeGame,
		Room:        roomGame,
	}
}

// rulesOf reads the set-up's choice of rules.
func rulesOf(choice string) (cc.Rules, error) {
	switch choice {
	case "", rulesChoices[0]:
		return cc.Rules{}, nil
	case rulesChoices[1]:
		return cc.Rules{EnPassant: true}, nil
	case rulesChoices[2]:
		return cc.Rules{Variant: cc.Byzantine}, nil
	}
	return cc.Rules{}, fmt.Errorf("unknown rules %q", choice)
}

// Game is the Circular Chess screen: one game for two seats, people or
// computers, at one keyboard.
type Game struct {
	env    *screen.Env
	seats  []seats.Seat // seats[0] plays White
	config screen.Config

	states []cc.State // the state before each move of moves, and after the last
	moves  []cc.Move  // every move played, including those taken back
	played int        // moves[:played] are on the board
	texts  []string   // each move in ring-cell notation, written once
	// taken is the letters of the men each side has taken so far.
	taken [2]string
	end   *cc.Verdict // a resignation or an agreed draw
	// endReason says why the players ended the game (end is set).
	endReason string
	seed      uint64

	strip  bool    // the strip view instead of the ring
	cursor cc.Cell // the cell under the keyboard cursor
	sel    cc.Cell // the piece picked up, or cc.NoCell
	hint   cc.Move
	promo  []cc.Move // the promotions to choose from, while asked

	think   *kit.Thinking
	expert  time.Duration // an Expert seat's thinking time a move
	judge   int64         // positions searched for a hint or a draw offer
	pace    time.Duration // the least time a move takes when computers play each other
	field   kit.Field     // a typed move (fieldMove) or a record's name (fieldOpen)
	records kit.Records   // the record file being read

	footer      screen.Footer
	footerDrawn kit.FooterCache // the footer as last drawn
	answers     kit.Answers     // what the footer's question leads to
	panel       kit.Panel
	moveList    kit.MoveList
	help        help.Model // the open field's key help

	// clocks are the players' clocks, when the game is on time.
	clocks kit.Clocks
	// rulesOpen holds the clock while the rules are shown over the game.
	rulesOpen bool
	// then is where the navigation decided where none can be returned (a
	// question's answer, F1, the game's end) waits for Update to return
	// it (kit.Navigate).
	then screen.Then
	// room ties the screen to its room (the zero value at one keyboard;
	// see room.go).
	room roomPlay

	keys          gameKeys
	width, height int
	ring          ringDrawer
	stripDrawer   board.Drawer
	cellBuf       cells
}

func newScreen(env *screen.Env, cfg screen.Config, start cc.State) *Game {
	g := &Game{
		env: env, seats: cfg.Seats, config: cfg, states: []cc.State{start}, seed: cfg.Seed,
		cursor: mustCellAt('b', 2), sel: cc.NoCell, expert: 2 * time.Second, judge: 60_000, pace: time.Second,
		think: kit.NewThinking(), field: kit.NewField(1024), help: env.Theme.Help(),
		keys: newKeys(), clocks: kit.NewClocks(2, clockLimitOf(cfg.Options["clock"])),
	}
	g.records = kit.NewRecords(kit.Host{Env: env, Field: &g.field, Footer: &g.footer, Width: &g.width, Ask: g.ask},
		"record", "circularchess", "txt", "Nb1-a3")
	if !cfg.Seats[0].IsHuman() && cfg.Seats[1].IsHuman() {
		g.cursor = mustCellAt('b', 7) // the person plays Black: start among its men
	}
	g.syncKeys()
	return g
}

func mustCellAt(ring byte, n int) cc.Cell {
	c, _ := cc.CellAt(ring, n)
	return c
}

func newGame(env *screen.Env, cfg screen.Config) (screen.Screen, error) {
	g, err := beginGame(env, cfg)
	if err != nil {
		return nil, err
	}
	g.save()
	return g, nil
}

// beginGame starts the game cfg describes, at one keyboard or in a room.
func beginGame(env *screen.Env, cfg screen.Config) (*Game, error) {
	if len(cfg.Seats) != 2 {
		return nil, fmt.Errorf("circular chess is for two, not %d", len(cfg.Seats))
	}
	r, err := rulesOf(cfg.Options["rules"])
	if err != nil {
		return nil, err
	}
	start, err := cc.NewGame(r)
	if err != nil {
		return nil, err
	}
	return newScreen(env, cfg, start), nil
}

// savedGame is what the autosave holds: the rules and the moves, which
// Resume replays through the engine, so a save can never hold a position
// the rules could not reach.
type savedGame struct {
	Rules cc.Rules `json:"rules"`
	// Start is the FEN of the position the game began from, when a record
	// opened began from a set position rather than the starting array.
	Start   string            `json:"start,omitempty"`
	Moves   []cc.Move         `json:"moves"`
	Played  int               `json:"played"`
	Seed    uint64            `json:"seed"`
	Strip   bool              `json:"strip,omitempty"`
	Options map[string]string `json:"options,omitempty"`
	// ClockUsed is the milliseconds White and Black have taken, when the
	// game has a clock.
	ClockUsed []int64 `json:"clock_used_ms,omitempty"`
}

func resumeGame(env *screen.Env, e store.Envelope) (screen.Screen, error) {
	var sv savedGame
	if err := kit.DecodeSave(e, 2, "circular chess", &sv); err != nil {
		return nil, err
	}
	start, err := cc.NewGame(sv.Rules)
	if err != nil {
		return nil, err
	}
	if sv.Start != "" {
		if start, err = cc.ParseFEN(sv.Start); err != nil {
			return nil, fmt.Errorf("the saved start: %w", err)
		}
		if start.Rules() != sv.Rules {
			return nil, fmt.Errorf("the saved start is a position of the rules %v, the save names %v", start.Rules(), sv.Rules)
		}
	}
	if sv.Played < 0 || sv.Played > len(sv.Moves) {
		return nil, fmt.Errorf("the save says %d moves are on the board, of %d", sv.Played, len(sv.Moves))
	}
	g := newScreen(env, screen.Config{Seats: e.Seats, Options: sv.Options, Seed: sv.Seed}, start)
	s := start
	for i, m := range sv.Moves {
		if cc.Outcome(s).Status != cc.Ongoing {
			return nil, fmt.Errorf("move %d follows the end of the game", i+1)
		}
		next, err := s.Apply(m)
		if err != nil {
			return nil, fmt.Errorf("the saved game does not replay: move %d: %w", i+1, err)
		}
		g.states = append(g.states, next)
		g.texts = append(g.texts, s.MoveText(m))
		s = next
	}
	g.moves, g.played, g.strip = sv.Moves, sv.Played, sv.Strip
	if len(sv.ClockUsed) == 2 {
		for i, ms := range sv.ClockUsed {
			g.clocks.Used[i] = time.Duration(max(ms, 0)) * time.Millisecond
		}
	}
	g.taken = g.takenBy()
	if g.over() {
		return nil, errors.New("the saved game is already over")
	}
	g.syncKeys()
	return g, nil
}

// save writes the autosave; a finished game's is deleted instead.
func (g *Game) save() {
	if g.inRoom() {
		return // a room's log is its save
	}
	kit.Autosave(g.env, &g.footer, GameID, saveVersion, g.seats, g.over(), func() any {
		sv := savedGame{Rules: g.rules(), Moves: g.moves, Played: g.played, Seed: g.seed, Strip: g.strip, Options: g.config.Options}
		if fresh, err := cc.NewGame(sv.Rules); err == nil && fresh.FEN() != g.states[0].FEN() {
			sv.Start = g.states[0].FEN()
		}
		if g.clocks.On() {
			sv.ClockUsed = []int64{g.clocks.TakenNow(int(cc.White)).Milliseconds(), g.clocks.TakenNow(int(cc.Black)).Milliseconds()}
		}
		return sv
	})
}

// now is the position on the board.
func (g *Game) now() cc.State { return g.states[g.played] }

func (g *Game) rules() cc.Rules { return g.states[0].Rules() }

// seatOf is the seat that plays side c.
func (g *Game) seatOf(c cc.Color) seats.Seat { return g.seats[int(c)] }

// outcome is the game's result: a declared end, or the board's.
func (g *Game) outcome() cc.Verdict {
	if g.end != nil {
		return *g.end
	}
	return cc.Outcome(g.now())
}

func (g *Game) over() bool { return g.outcome().Status != cc.Ongoing }

// humanToMove reports whether a person at this keyboard is to play now
// (in a room: one of this copy's seats, its last move back from the room).
func (g *Game) humanToMove() bool {
	turn := g.now().Turn()
	return !g.over() && g.seatOf(turn).IsHuman() && g.plays(turn) && g.room.pending == 0
}

// MinSize is the smallest terminal the game needs: the smallest ring, and
// the strip in its smallest cells, beside a narrow panel, above the footer.
func (g *Game) MinSize() (int, int) {
	stripW, stripH := fit.MinSize(g.stripFrame)
	ringW, ringH := kit.BoardLeft+ringMinW+kit.PanelGap+fit.PanelMin, 1+ringMinH+1+fit.FooterLines
	return max(stripW, ringW), max(stripH, ringH)
}

// Init starts the first turn: a computer's thinking, or nothing.
func (g *Game) Init() tea.Cmd { return g.turn() }

// play plays a legal move and goes on: at once at one keyboard; in a
// room it is sent, and applied when the room hands it back (room.go).
func (g *Game) play(m cc.Move) tea.Cmd {
	if g.inRoom() {
		return g.sendMove(m)
	}
	return g.apply(m)
}

// apply plays a legal move on the board and goes on.
func (g *Game) apply(m cc.Move) tea.Cmd {
	next, err := g.now().Apply(m)
	if err != nil {
		g.footer.Fail(err.Error())
		return nil
	}
	g.footer.Clear()
	g.texts = append(g.texts[:g.played], g.now().MoveText(m))
	g.moves = append(g.moves[:g.played], m)
	g.states = append(g.states[:g.played+1], next)
	g.played++
	return g.changed()
}

// changed follows a move, or moves taken back or played again: the
// search in progress stops, the game is saved, and the next turn begins.
func (g *Game) changed() tea.Cmd {
	g.stopClock()
	g.think.Cancel()
	g.sel, g.hint, g.promo = cc.NoCell, cc.Move{}, nil
	g.taken = g.takenBy()
	g.moveList.Reset()
	g.save()
	return g.turn()
}

// turn starts what the position asks for: the result screen in the
// game's place when the game is over (wherever the game stands: under the
// rules, if the last move arrived while they were open), the computer's
// thinking, or nothing while a person thinks.
func (g *Game) turn() tea.Cmd {
	defer g.syncKeys()
	if g.over() {
		g.stopClock()
		g.think.Cancel()
		g.then.Set(screen.Replace(g.resultScreen()))
		return nil
	}
	clock := g.startClock()
	if g.computerToMove() {
		return tea.Batch(clock, g.startComputer())
	}
	return clock
}

// Results of the thinker.
type (
	computerMove struct{ move cc.Move }
	hintResult   struct{ move cc.Move }
	drawAnswer   struct {
		accept bool
		score  int
	}
)

// scale writes the computer's scores for the thinking line: a bared king
// or a stalemate wins the Byzantine game as well as mate.
func (g *Game) scale() kit.Scale {
	if g.rules().Variant == cc.Byzantine {
		return kit.Scale{Unit: "pawns", Win: "win in", Loss: "loss in"}
	}
	return kit.Scale{Unit: "pawns", Win: "mate in", Loss: "mated in"}
}

// progressOf is a search's progress in s as the thinking line shows it.
func progressOf(s cc.State, r cc.Result, sc kit.Scale) kit.Progress {
	plies, _ := r.WinIn()
	line := kit.LineText(s, r.PV, cc.State.MoveText, cc.State.Apply)
	return kit.Progress{Depth: r.Depth, Score: sc.Score(r.Score, plies), Nodes: r.Nodes, Line: line}
}

// startComputer starts a computer seat's move, its progress reported to
// the thinking line.
func (g *Game) startComputer() tea.Cmd {
	s := g.now()
	level := kit.SeatLevel(g.seatOf(s.Turn()).Level)
	rng := kit.MoveRand(g.seed, g.played)
	sc := g.scale()
	// Two computers move slowly enough to watch.
	return g.think.StartMove(level, g.humans(), kit.Effort{Expert: g.expert, Pace: g.pace}, func(ctx context.Context, report kit.Report) any {
		return computerMove{cc.ChooseProgress(ctx, s, level, rng, func(r cc.Result) { report(progressOf(s, r, sc)) })}
	})
}

// thought takes in a finished search: a computer's move, a hint, or the
// answer to a draw offer.
func (g *Game) thought(msg screen.ThoughtMsg) tea.Cmd {
	if !g.think.Accept(msg) {
		return nil
	}
	switch r := msg.Result.(type) {
	case computerMove:
		if r.move.IsZero() {
			g.footer.Fail(g.seatOf(g.now().Turn()).Name + " found no move to make.")
			return nil
		}
		return g.play(r.move)
	case hintResult:
		if r.move.IsZero() {
			g.footer.Warn("No hint: there is no move to make.")
			return nil
		}
		g.hint = r.move
		g.footer.Hint("Hint: " + g.now().MoveText(r.move) + " (marked + on the board).")
	case drawAnswer:
		name := g.seatOf(g.computerSide()).Name
		if r.accept {
			g.end = &cc.Verdict{Status: cc.Draw}
			g.endReason = "drawn by agreement: " + name + " accepted the offer"
			return g.changed()
		}
		g.footer.Note(fmt.Sprintf("%s declines the draw (it judges its position worth %+.2f pawns).", name, float64(r.score)/100))
	}
	return nil
}

// computerSide is the side a computer plays against a person.
func (g *Game) computerSide() cc.Color {
	if !g.seats[0].IsHuman() {
		return cc.White
	}
	return cc.Black
}

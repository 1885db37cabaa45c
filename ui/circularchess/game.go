package circularchess

import (
	"context"
	"errors"
	"fmt"
	"time"

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
var rulesChoices = []screen.Choice{
	{Value: "modern", Label: "modern (Circular Chess Society)"},
	{Value: "modern-en-passant", Label: "modern with en passant"},
	{Value: "byzantine", Label: "Byzantine"},
}

// GameEntry is the catalogue entry of Circular Chess.
func GameEntry() screen.Entry {
	return screen.Entry{
		ID: GameID, Title: "Circular Chess",
		Summary:  "chess on a round board of four rings",
		MinSeats: 2, MaxSeats: 2, DefaultSeats: 2,
		SeatLabels: []string{"White", "Black"},
		Levels:     seats.AllLevels,
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

// options are the set-up's choices as the game keeps them.
type options struct {
	rules cc.Rules
	clock time.Duration // each player's time for the whole game; 0: no clock
}

// readOptions reads the set-up's choices (values, or an old save's
// labels) once, and gives them back as values too.
func readOptions(stored map[string]string) (options, map[string]string, error) {
	values, err := GameEntry().ReadOptions(stored)
	if err != nil {
		return options{}, nil, err
	}
	var o options
	switch values["rules"] {
	case "modern-en-passant":
		o.rules.EnPassant = true
	case "byzantine":
		o.rules.Variant = cc.Byzantine
	}
	o.clock = clockLimits[values["clock"]]
	return o, values, nil
}

// Game is the Circular Chess screen: one game for two seats, people or
// computers, at one keyboard or in a room. The board screen of the kit
// does what every board game does; Game is the rest.
type Game struct {
	kit.BoardScreen
	config screen.Config

	rec kit.Record[cc.State, cc.Move] // every move played, including those taken back
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

	expert time.Duration // an Expert seat's thinking time a move
	judge  int64         // positions searched for a hint or a draw offer

	// clocks are the players' clocks, when the game is on time.
	clocks kit.Clocks
	// rulesOpen holds the clock while the rules are shown over the game.
	rulesOpen bool
	// agreed is, in a room, the time each side has taken on its moves, as
	// the log's moves say (see room.go).
	agreed [2]time.Duration

	keys        gameKeys
	ring        ringDrawer
	stripDrawer board.Drawer
	cellBuf     cells

	// proposals holds a take-back or draw proposed in a room.
	proposals kit.Proposals
}

func newScreen(env *screen.Env, cfg screen.Config, link screen.Link, o options, start cc.State) *Game {
	g := &Game{
		config: cfg, rec: kit.NewRecord(start, cc.State.Apply, cc.State.MoveText), seed: cfg.Seed,
		cursor: mustCellAt('b', 2), sel: cc.NoCell, expert: 2 * time.Second, judge: 60_000,
		keys: newKeys(), clocks: kit.NewClocks(2, o.clock),
	}
	g.Setup(g, kit.BoardSpec{Env: env, Seats: cfg.Seats, Link: link, Keys: &g.keys.Keys,
		Game: GameID, Title: "Circular Chess", Notation: "FEN",
		Record: kit.PlainRecord, Stem: "circularchess", Ext: "txt", MoveHint: "Nb1-a3", FieldLimit: 1024,
		Pace: time.Second})
	g.proposals = g.newProposals()
	if !g.here(cc.White) && g.here(cc.Black) {
		g.cursor = mustCellAt('b', 7) // the person plays Black: start among its men
	}
	g.SyncKeys()
	return g
}

func mustCellAt(ring byte, n int) cc.Cell {
	c, _ := cc.CellAt(ring, n)
	return c
}

func newGame(env *screen.Env, cfg screen.Config) (screen.Screen, error) {
	g, err := beginGame(env, cfg, screen.Link{})
	if err != nil {
		return nil, err
	}
	g.Save()
	return g, nil
}

// beginGame starts the game cfg describes, at one keyboard or in a room.
func beginGame(env *screen.Env, cfg screen.Config, link screen.Link) (*Game, error) {
	if len(cfg.Seats) != 2 {
		return nil, fmt.Errorf("circular chess is for two, not %d", len(cfg.Seats))
	}
	o, values, err := readOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	start, err := cc.NewGame(o.rules)
	if err != nil {
		return nil, err
	}
	cfg.Options = values
	return newScreen(env, cfg, link, o, start), nil
}

// savedGame is what the autosave holds: the rules and the moves, which
// Resume decodes strictly (kit.DecodeSave), bounds and replays through
// the engine, so a save can never hold a position
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
	// PaceMS is the least time a move takes when computers play each
	// other, as + and - set it (none: the game's own).
	PaceMS int64 `json:"pace_ms,omitempty"`
	// RecordPath is the record file the game was last saved to or opened
	// from: offered when the record is saved again, never written unasked.
	RecordPath string `json:"record_path,omitempty"`
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
	if err := kit.SavedMoves(len(sv.Moves), sv.Played); err != nil {
		return nil, err
	}
	o, values, err := readOptions(sv.Options)
	if err != nil {
		return nil, fmt.Errorf("the saved options: %w", err)
	}
	g := newScreen(env, screen.Config{Seats: e.Seats, Options: values, Seed: sv.Seed}, screen.Link{}, o, start)
	for i, m := range sv.Moves {
		if cc.Outcome(g.rec.Now()).Status != cc.Ongoing {
			return nil, fmt.Errorf("move %d follows the end of the game", i+1)
		}
		if err := g.rec.Add(m); err != nil {
			return nil, fmt.Errorf("the saved game does not replay: move %d: %w", i+1, err)
		}
	}
	g.rec.Played, g.strip = sv.Played, sv.Strip
	if g.clocks.Used, err = kit.SavedClocks(sv.ClockUsed, 2, g.clocks.Limit); err != nil {
		return nil, err
	}
	if g.Watch.Pace, err = kit.SavedPace(sv.PaceMS, g.Watch.Pace); err != nil {
		return nil, err
	}
	if g.Records.Path, err = kit.SavedRecordPath(sv.RecordPath); err != nil {
		return nil, err
	}
	g.taken = g.takenBy()
	if g.Over() {
		return nil, errors.New("the saved game is already over")
	}
	g.SyncKeys()
	return g, nil
}

// Save writes the autosave; a finished game's is deleted instead, and a
// room's log is its save.
func (g *Game) Save() {
	g.Autosave(GameID, saveVersion, func() any {
		sv := savedGame{Rules: g.rules(), Moves: g.rec.Moves, Played: g.rec.Played, Seed: g.seed, Strip: g.strip, Options: g.config.Options,
			RecordPath: g.Records.Path, PaceMS: g.Watch.Pace.Milliseconds()}
		if fresh, err := cc.NewGame(sv.Rules); err == nil && fresh.FEN() != g.rec.Start().FEN() {
			sv.Start = g.rec.Start().FEN()
		}
		if g.clocks.On() {
			sv.ClockUsed = []int64{g.clocks.TakenNow(int(cc.White)).Milliseconds(), g.clocks.TakenNow(int(cc.Black)).Milliseconds()}
		}
		return sv
	})
}

// now is the position on the board.
func (g *Game) now() cc.State { return g.rec.Now() }

func (g *Game) rules() cc.Rules { return g.rec.Start().Rules() }

// seatOf is the seat that plays side c.
func (g *Game) seatOf(c cc.Color) seats.Seat { return g.Seats[int(c)] }

// here reports whether a person plays side c at this keyboard.
func (g *Game) here(c cc.Color) bool { return g.Here(int(c)) }

// outcome is the game's result: a declared end, or the board's.
func (g *Game) outcome() cc.Verdict {
	if g.end != nil {
		return *g.end
	}
	return cc.Outcome(g.now())
}

func (g *Game) Over() bool { return g.outcome().Status != cc.Ongoing }

// CanMove reports whether a person at this keyboard is to play now
// (in a room: one of this copy's seats, its last move back from the room).
func (g *Game) CanMove() bool {
	turn := g.now().Turn()
	return !g.Over() && g.seatOf(turn).IsHuman() && g.plays(turn) && g.Pending == 0
}

// MinSize is the smallest terminal the game needs: the smallest ring, and
// the strip in its smallest cells, beside a narrow panel, above the footer.
func (g *Game) MinSize() (int, int) {
	stripW, stripH := fit.MinSize(g.stripFrame)
	ringW, ringH := kit.BoardLeft+ringMinW+kit.PanelGap+fit.PanelMin, 1+ringMinH+1+fit.FooterLines
	return max(stripW, ringW), max(stripH, ringH)
}

// Init starts the first turn: a computer's thinking, or nothing.
func (g *Game) Init() tea.Cmd { return g.Turn() }

// Update plays the game; once it is over, its result takes its place.
func (g *Game) Update(msg tea.Msg) (screen.Screen, tea.Cmd) { return g.BoardScreen.Update(g, msg) }

// play plays a legal move and goes on: at once at one keyboard; in a
// room it is sent, and applied when the room hands it back (room.go).
func (g *Game) play(m cc.Move) tea.Cmd {
	if g.InRoom() {
		return g.sendMove(m)
	}
	return g.apply(m)
}

// apply plays a legal move on the board and goes on.
func (g *Game) apply(m cc.Move) tea.Cmd {
	if err := g.rec.Add(m); err != nil {
		g.Footer.Fail(err.Error())
		return nil
	}
	g.Footer.Clear()
	return g.changed()
}

// changed follows a move, or moves taken back or played again: the
// search in progress stops, the game is saved, and the next turn begins.
func (g *Game) changed() tea.Cmd {
	g.stopClock()
	g.Think.Cancel()
	g.sel, g.hint, g.promo = cc.NoCell, cc.Move{}, nil
	g.taken = g.takenBy()
	g.MoveList.Reset()
	g.Save()
	return g.Turn()
}

// Turn starts what the position asks for: the result screen in the
// game's place when the game is over (wherever the game stands: under the
// rules, if the last move arrived while they were open), the computer's
// thinking, or nothing while a person thinks.
func (g *Game) Turn() tea.Cmd {
	defer g.SyncKeys()
	if g.Over() {
		g.Stop()
		g.Then.Set(screen.Replace(g.resultScreen()))
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
	rng := kit.MoveRand(g.seed, g.rec.Played)
	sc := g.scale()
	if level == seats.Expert {
		s = s.WithThreads(g.ExpertThreads())
	}
	// Two computers move slowly enough to watch.
	return g.Think.StartMove(level, g.People(), kit.Effort{Expert: g.expert, Pace: g.Watch.Pace}, func(ctx context.Context, report kit.Report) any {
		return computerMove{cc.ChooseProgress(ctx, s, level, rng, func(r cc.Result) { report(progressOf(s, r, sc)) })}
	})
}

// Thought takes in a finished search: a computer's move, a hint, or the
// answer to a draw offer.
func (g *Game) Thought(msg screen.ThoughtMsg) tea.Cmd {
	if !g.Think.Accept(msg) {
		return nil
	}
	switch r := msg.Result.(type) {
	case computerMove:
		if r.move.IsZero() {
			g.Footer.Fail(g.seatOf(g.now().Turn()).Name + " found no move to make.")
			return nil
		}
		return g.play(r.move)
	case hintResult:
		if r.move.IsZero() {
			g.Footer.Warn("No hint: there is no move to make.")
			return nil
		}
		g.hint = r.move
		g.Footer.Hint("Hint: " + g.now().MoveText(r.move) + " (marked + on the board).")
	case drawAnswer:
		if g.InRoom() {
			// The room's copy answers for the computer.
			if p := g.proposals.Open(); p != nil && p.What == kit.ProposeDraw && len(p.Waiting()) > 0 {
				g.sendAction(roomAction{Kind: answerAction, Side: cc.Color(p.Waiting()[0]), Yes: r.accept})
			}
			return nil
		}
		name := g.seatOf(g.computerSide()).Name
		if r.accept {
			g.end = &cc.Verdict{Status: cc.Draw}
			g.endReason = "drawn by agreement: " + name + " accepted the offer"
			return g.changed()
		}
		g.Footer.Note(fmt.Sprintf("%s declines the draw (it judges its position worth %+.2f pawns).", name, float64(r.score)/100))
	}
	return nil
}

// computerSide is the side a computer plays against a person.
func (g *Game) computerSide() cc.Color {
	if !g.Seats[0].IsHuman() {
		return cc.White
	}
	return cc.Black
}

// Stop stops the search in progress and the running clock.
func (g *Game) Stop() {
	g.stopClock()
	g.Think.Cancel()
}

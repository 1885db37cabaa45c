// Package draughts is the screen of English draughts, the Losing game, the
// Polish game and the book's endgame drills: a board to play on by keys,
// clicks or typed PDN, a side panel with the players, the move list, the
// draw counts and the clocks, and computer players.
package draughts

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// GameID names the game and its save file.
const GameID = "draughts"

const saveVersion = 1

// The choices of the set-up's options.
var (
	gameChoices = append([]screen.Choice{{Value: "english", Label: "English draughts"}, {Value: "losing", Label: "The Losing game"},
		{Value: "polish", Label: "The Polish game (10×10)"}}, drillChoices()...)
	captureCh = []screen.Choice{{Value: "compulsory", Label: "compulsory"}, {Value: "huffing", Label: "huffing (rule 6)"}}
	drawCh    = []screen.Choice{{Value: "modern", Label: "modern"}, {Value: "victorian", Label: "Victorian (rules 10, 11)"}}
	clockCh   = []screen.Choice{{Value: "off", Label: "off"}, {Value: "on", Label: "on (rule 7)"}}
	boardCh   = []screen.Choice{{Value: "fixed", Label: "fixed (f turns it)"}, {Value: "turns", Label: "turns to the player to move"}}
	coloursCh = []screen.Choice{{Value: "seated", Label: "as seated"}, {Value: "lot", Label: "by lot (rule 2)"}}
)

// lotStream is the stream of the game's seeded generator that draws the
// colours by lot, apart from the streams its moves use.
const lotStream = 0x6c6f74 // "lot"

// notDrill reports whether the game chosen is a game rather than a drill,
// which sets Black against White itself.
func notDrill(chosen map[string]string) bool {
	_, drill := drillByID(chosen["game"])
	return !drill
}

// englishRules reports whether the game chosen is played under the
// English rules' options: huffing and the draw rules mean nothing in the
// Polish game, and drills have their own.
func englishRules(chosen map[string]string) bool {
	g := chosen["game"]
	return g == "" || g == gameChoices[0].Value || g == gameChoices[1].Value
}

// drillChoices are the drills as choices of game: a drill's value is its
// ID.
func drillChoices() []screen.Choice {
	var out []screen.Choice
	for _, d := range drills {
		out = append(out, screen.Choice{Value: d.ID, Label: d.Choice})
	}
	return out
}

// GameEntry is the catalogue entry of draughts.
func GameEntry() screen.Entry {
	return screen.Entry{
		ID: GameID, Title: "Draughts",
		Summary:  "English, Losing and Polish draughts",
		MinSeats: 2, MaxSeats: 2, DefaultSeats: 2,
		Levels: seats.AllLevels,
		Options: []screen.Option{
			{Key: "game", Label: "Game", Choices: gameChoices,
				Help: "Seat 1 moves first (unless colours go by lot): Black, or White in the Polish game. A drill gives Black a won ending, judged by the Victorian draw rules with compulsory capture."},
			{Key: "capture", Label: "Capturing", Choices: captureCh, ShownWhen: englishRules,
				Help: "Huffing: a capture may be left, and the opponent may then huff the piece."},
			{Key: "draws", Label: "Draw rules", Choices: drawCh, ShownWhen: englishRules,
				Help: "Modern: 40 moves each. Victorian: once the weaker side gives notice, 2 kings v 1 in 20 moves, 3 v 2 in 40."},
			{Key: "colours", Label: "Colours", Choices: coloursCh, ShownWhen: notDrill,
				Help: "As seated: seat 1 takes the side that moves first. By lot: a draw decides who does (rule 2). Playing again changes the sides."},
			{Key: "clock", Label: "Victorian clock", Choices: clockCh,
				Help: "Five minutes a move, one when you have a capture; a player who runs out loses."},
			{Key: "board", Label: "Board", Choices: boardCh,
				Help: "Two people at one board: keep it as it is, or turn it to whoever is to move. One person always has their side at the bottom."},
		},
		SaveVersion: saveVersion,
		New:         newGame,
		Resume:      resumeGame,
		Room:        roomGame,
	}
}

// options are the set-up's choices as the game keeps them.
type options struct {
	Rules draughts.Rules `json:"rules"`
	Clock bool           `json:"clock,omitempty"`
	Drill string         `json:"drill,omitempty"` // a drill's ID
	// TurnBoard turns the board to the player to move when two people play.
	TurnBoard bool `json:"turn_board,omitempty"`
}

// readOptions turns the set-up's choices (values, or an old set-up's
// labels) into options. The Polish game has its own capture and draw
// rules, and drills are played under the Victorian rules with compulsory
// capture, whatever else was chosen.
func readOptions(stored map[string]string) (options, error) {
	var o options
	choices, err := GameEntry().ReadOptions(stored)
	if err != nil {
		return o, err
	}
	switch g := choices["game"]; g {
	case "english":
	case "losing":
		o.Rules.Variant = draughts.Losing
	case "polish":
		o.Rules.Variant = draughts.Polish
	default:
		o.Drill = g // ReadOptions let only a drill's ID through
	}
	o.Rules.Huffing = choices["capture"] == "huffing"
	if choices["draws"] == "victorian" {
		o.Rules.Draws = draughts.Victorian
	}
	o.Rules.ColoursByLot = choices["colours"] == "lot"
	o.Clock = choices["clock"] == "on"
	o.TurnBoard = choices["board"] == "turns"
	switch {
	case o.Drill != "":
		o.Rules = drillRules
	case o.Rules.Variant == draughts.Polish:
		o.Rules.Huffing, o.Rules.Draws = false, draughts.Modern
	}
	return o, o.Rules.Validate()
}

// opening returns the first state of a game with options o.
func (o options) opening() (draughts.State, error) {
	if o.Drill != "" {
		d, ok := drillByID(o.Drill)
		if !ok {
			return draughts.State{}, fmt.Errorf("unknown drill %q", o.Drill)
		}
		return d.start()
	}
	return draughts.NewGame(o.Rules)
}

// lotNote says who drew which colour.
func (g *Game) lotNote() string {
	first := g.variant().FirstToMove()
	return fmt.Sprintf("By lot (rule 2): %s plays %s and moves first; %s plays %s.",
		g.seatOf(first).Name, first, g.seatOf(first.Opponent()).Name, first.Opponent())
}

func newGame(env *screen.Env, cfg screen.Config) (screen.Screen, error) {
	g, err := beginGame(env, cfg, screen.Link{})
	return kit.Begun(g, err, (*Game).Save)
}

// RoomComputerPace is the least time a computer's move takes in a room
// (tests set 0).
var RoomComputerPace = defaultPace

// roomGame is one copy of a game in a room: the game New would start from
// cfg, acting only for link's seats (see room.go).
func roomGame(env *screen.Env, cfg screen.Config, link screen.Link) (screen.Screen, error) {
	g, err := beginGame(env, cfg, link)
	return kit.Begun(g, err, func(g *Game) { g.Watch.Pace = RoomComputerPace })
}

// beginGame starts the game cfg describes, the colours by lot drawn from
// cfg.Seed.
func beginGame(env *screen.Env, cfg screen.Config, link screen.Link) (*Game, error) {
	if len(cfg.Seats) != 2 {
		return nil, fmt.Errorf("draughts is for two, not %d", len(cfg.Seats))
	}
	o, err := readOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	start, err := o.opening()
	if err != nil {
		return nil, err
	}
	g := newScreen(env, cfg.Seats, link, o, newRecord(start), cfg.Seed)
	if o.Rules.ColoursByLot {
		g.swapped = o.Rules.FirstSeat(rand.New(rand.NewPCG(cfg.Seed, lotStream))) != start.Rules().Variant.FirstToMove()
		g.say(noteInfo, g.lotNote())
		g.placeCursor()
	}
	g.flipped = g.facesTop()
	g.wantCol = g.screenCol(g.cursor)
	g.SyncKeys()
	return g, nil
}

// savedGame is what the autosave holds.
type savedGame struct {
	Options   options        `json:"options"`
	Start     draughts.State `json:"start"`
	Events    []event        `json:"events"`
	Played    int            `json:"played"`
	ClockUsed int64          `json:"clock_used_ms,omitempty"` // on the move in progress
	Seed      uint64         `json:"seed"`
	Flipped   bool           `json:"flipped,omitempty"`
	Numbers   bool           `json:"numbers,omitempty"`
	PaceMS    int64          `json:"pace_ms,omitempty"`
	PDNPath   string         `json:"pdn_path,omitempty"`
	Swapped   bool           `json:"seats_swapped,omitempty"` // the lot gave seat 1 the side that moves second
}

// resumeGame continues a save: decoded strictly (kit.DecodeSave, and the
// engine's draughts.DecodeState for the start), every
// number bounded, the drill and the record path checked, and the events
// replayed through the engine. A game already over is refused (and so set
// aside by the menu), never resumed to be deleted.
func resumeGame(env *screen.Env, e store.Envelope) (screen.Screen, error) {
	var sv savedGame
	if err := kit.DecodeSave(e, 2, "draughts", &sv); err != nil {
		return nil, err
	}
	var raw struct {
		Start json.RawMessage `json:"start"`
	}
	if err := json.Unmarshal(e.State, &raw); err != nil {
		return nil, err
	}
	if _, err := draughts.DecodeState(raw.Start); err != nil {
		return nil, err
	}
	if err := kit.SavedRules(sv.Options.Rules, sv.Start.Rules(), sv.Options.Rules.Validate()); err != nil {
		return nil, err
	}
	if err := sv.check(); err != nil {
		return nil, err
	}
	rec, err := replay(sv.Start, sv.Events, sv.Played)
	if err != nil {
		return nil, fmt.Errorf("the saved game does not replay: %w", err)
	}
	g := newScreen(env, e.Seats, screen.Link{}, sv.Options, rec, sv.Seed)
	if g.Over() {
		return nil, fmt.Errorf("the saved game is already over: %s", g.outcome().Reason)
	}
	g.swapped = sv.Swapped
	g.used = kit.Millis(sv.ClockUsed)
	g.flipped, g.numbers = sv.Flipped, sv.Numbers
	if g.Watch.Pace, err = kit.SavedPace(sv.PaceMS, defaultPace); err != nil {
		return nil, err
	}
	if g.Records.Path, err = kit.SavedRecordPath(sv.PDNPath); err != nil {
		return nil, err
	}
	g.placeCursor()
	return g, nil
}

// check bounds what a save says beside its moves: the moves' count and
// the first move's number, the
// time used on the move in progress (within the Victorian clock's five
// minutes, and none without the clock), the computers' pace (one the
// game offers) and the drill (one the game has, under its rules).
func (sv savedGame) check() error {
	if err := kit.SavedMoves(len(sv.Events), sv.Played); err != nil {
		return err
	}
	if n := sv.Start.MoveNumber(); n > kit.MaxSavedMoves {
		return fmt.Errorf("the saved game starts at move %d", n)
	}
	if sv.ClockUsed < 0 || sv.ClockUsed > moveTime.Milliseconds() || sv.ClockUsed > 0 && !sv.Options.Clock {
		return fmt.Errorf("the saved clock shows %d ms used on the move", sv.ClockUsed)
	}
	if sv.Options.Drill != "" {
		if _, ok := drillByID(sv.Options.Drill); !ok || sv.Options.Rules != drillRules {
			return fmt.Errorf("unknown drill %s", sanitize.Line(sv.Options.Drill))
		}
	}
	return nil
}

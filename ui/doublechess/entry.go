// Package doublechess is the screen of Double Chess, the four-handed
// partnership chess of seed 003: the 160-square cross drawn on the board
// kit, four seats (Black South, Green West, White North, Red East), each a
// person or the computer, a coach for the people in practice games, and
// the records kept in PGN4.
package doublechess

import (
	"fmt"
	"math/rand/v2"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// GameID names the game, its rules document and its save file.
const GameID = "doublechess"

const saveVersion = 1

// The choices of the set-up's options.
var (
	firstCh = []screen.Choice{{Value: "lot", Label: "by lot (as the book says)"}, {Value: "black", Label: "Black"}}
	coachCh = []screen.Choice{{Value: "practice", Label: "on in practice (people with computers)"},
		{Value: "on", Label: "on"}, {Value: "off", Label: "off"}}
	clockCh = []screen.Choice{{Value: "off", Label: "off"}, {Value: "30m", Label: "30 minutes each person"}}
	boardCh = []screen.Choice{{Value: "turns", Label: "turns to the person to move"}, {Value: "fixed", Label: "fixed (Black at the bottom)"}}
)

// lotStream is the stream of the game's seeded generator that draws for
// first move, apart from the streams the computers' moves use.
const lotStream = 0x6c6f74 // "lot"

// GameEntry is the catalogue entry of Double Chess.
func GameEntry() screen.Entry {
	return screen.Entry{
		ID: GameID, Title: "Double Chess",
		Summary:  "partnership chess; practise alone or drill",
		MinSeats: 4, MaxSeats: 4, DefaultSeats: 4,
		SeatLabels: []string{"Black (S)", "Green (W)", "White (N)", "Red (E)"},
		Levels:     seats.AllLevels,
		Options: []screen.Option{
			{Key: "play", Label: "Play", Choices: playChoices(),
				Help: "A game: one person can practise with three computers, with the coach; up to four people play. A drill: a position from the book, for the first person seated, judged by the engine; t asks the coach."},
			{Key: "first", Label: "First move", Choices: firstCh, ShownWhen: notDrill,
				Help: "Black and White play against Green and Red. By lot: Red and Black guess, then White and Green, then the winners."},
			{Key: "coach", Label: "Coach", Choices: coachCh, ShownWhen: notDrill,
				Help: "After each of your moves: how the team engine rates it, and warnings in the book's own terms. Only for the people at the table."},
			{Key: "clock", Label: "Clocks", Choices: clockCh, ShownWhen: notDrill,
				Help: "Each person has 30 minutes for the game; one who runs out gives it up, and a game given up before a double checkmate is drawn (rule 14)."},
			{Key: "board", Label: "Board", Choices: boardCh,
				Help: "Turn the board so that the person to move sits at the bottom, or keep Black at the bottom (f turns it a quarter)."},
		},
		SaveVersion: saveVersion,
		New:         newGame,
		Room:        roomGame,
		Resume:      resumeGame,
	}
}

// options are the set-up's choices as the game keeps them.
type options struct {
	Rules     dc.Rules `json:"rules"`
	Lot       bool     `json:"lot,omitempty"`
	Coach     bool     `json:"coach,omitempty"`
	CoachAll  bool     `json:"coach_all,omitempty"` // the coach speaks at a table of four people too
	Clock     bool     `json:"clock,omitempty"`
	TurnBoard bool     `json:"turn_board,omitempty"`
	Drill     string   `json:"drill,omitempty"` // a drill's value (drillID), or none for a game
}

// readOptions turns the set-up's choices (values, or an old set-up's
// labels) into options; a missing choice takes the option's default.
func readOptions(stored map[string]string) (options, error) {
	choices, err := GameEntry().ReadOptions(stored)
	if err != nil {
		return options{}, err
	}
	o := options{
		Lot:       choices["first"] == "lot",
		Coach:     choices["coach"] != "off",
		CoachAll:  choices["coach"] == "on",
		Clock:     choices["clock"] == "30m",
		TurnBoard: choices["board"] == "turns",
	}
	if choices["play"] != playGame {
		o.Drill = choices["play"] // ReadOptions let only a drill's value through
	}
	o.Rules.QueenNotice = true // rule 5, told to the queen's owner
	return o, nil
}

// choicesOf turns options back into the set-up's choices, for the next game.
func choicesOf(o options) map[string]string {
	pick := func(ch []screen.Choice, first bool) string {
		if first {
			return ch[0].Value
		}
		return ch[1].Value
	}
	c := map[string]string{
		"first": pick(firstCh, o.Lot), "coach": coachCh[2].Value,
		"clock": pick(clockCh, !o.Clock), "board": pick(boardCh, o.TurnBoard),
		"play": playGame,
	}
	if o.Drill != "" {
		c["play"] = o.Drill
	}
	switch {
	case o.Coach && o.CoachAll:
		c["coach"] = coachCh[1].Value
	case o.Coach:
		c["coach"] = coachCh[0].Value
	}
	return c
}

func newGame(env *screen.Env, cfg screen.Config) (screen.Screen, error) {
	g, err := beginGame(env, cfg, screen.Link{})
	return kit.Begun(g, err, (*Game).Save)
}

// roomEffort is how hard the computers work in a room (tests make it
// quick).
var roomEffort = defaultEffort

// RoomComputerPace is the least time a computer's move takes in a room
// (tests set 0).
var RoomComputerPace = defaultPace

// roomGame is one copy of a game in a room: the game New would start from
// cfg, acting only for link's seats (see room.go).
func roomGame(env *screen.Env, cfg screen.Config, link screen.Link) (screen.Screen, error) {
	g, err := beginGame(env, cfg, link)
	return kit.Begun(g, err, func(g *Game) { g.effort, g.Watch.Pace = roomEffort, RoomComputerPace })
}

// beginGame starts the game cfg describes, the first move drawn by lot
// from cfg.Seed when the options say so.
func beginGame(env *screen.Env, cfg screen.Config, link screen.Link) (*Game, error) {
	if len(cfg.Seats) != 4 {
		return nil, fmt.Errorf("double chess is for four seats, not %d", len(cfg.Seats))
	}
	o, err := readOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	if d, ok := drillByID(o.Drill); ok {
		if link.InRoom() {
			return nil, fmt.Errorf("the drills are played at one keyboard")
		}
		return beginDrill(env, d, cfg.Seats, o, cfg.Seed)
	}
	lotNote := ""
	if o.Lot {
		o.Rules.First = dc.DrawLots(rand.New(rand.NewPCG(cfg.Seed, lotStream)))
		lotNote = fmt.Sprintf("By lot: Red and Black guessed, then White and Green, then the winners; %s won and moves first.", o.Rules.First)
	}
	start, err := dc.NewGame(o.Rules)
	if err != nil {
		return nil, err
	}
	// In a room the board turns to this copy's own seat, and only its
	// seats act.
	g := newScreen(env, cfg.Seats, link, o, newRecord(start), cfg.Seed)
	if lotNote != "" {
		g.Footer.Note(lotNote)
	}
	return g, nil
}

// savedGame is what the autosave holds: the start and every quarter-move,
// so that undo survives Continue. A game that has ended (a resignation, a
// time-out) is not saved: its save is deleted.
type savedGame struct {
	Options options   `json:"options"`
	Start   dc.State  `json:"start"`
	Moves   []dc.Move `json:"moves"`
	Played  int       `json:"played"`
	Seed    uint64    `json:"seed"`
	Turns   int       `json:"turns,omitempty"`
	Path    string    `json:"pgn4_path,omitempty"`
	Clocks  [4]int64  `json:"clocks_ms,omitempty"` // each seat's time used
	// PaceMS is the least time a move takes when only computers play, as
	// + and - set it (none: the game's own).
	PaceMS int64 `json:"pace_ms,omitempty"`
	// Notes are the coach's notes on the moves, by quarter-move index.
	Notes map[int]coachNote `json:"coach_notes,omitempty"`
}

func resumeGame(env *screen.Env, e store.Envelope) (screen.Screen, error) {
	sv, rec, err := decodeSave(e)
	if err != nil {
		return nil, err
	}
	g := newScreen(env, e.Seats, screen.Link{}, sv.Options, rec, sv.Seed)
	g.turns = sv.Turns
	g.Records.Path = sv.Path
	if g.Watch.Pace, err = kit.SavedPace(sv.PaceMS, defaultPace); err != nil {
		return nil, err
	}
	g.restored = sv.Notes
	for i, ms := range sv.Clocks {
		g.clocks.Used[i] = kit.Millis(ms)
	}
	g.refresh()
	return g, nil
}

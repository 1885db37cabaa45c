// Package mischmasch is the screens of Lewis Carroll's Mischmasch for two
// players, or two teams of two, at one keyboard: each sets the other a
// nucleus and answers the one set to them on a private screen, against their
// own clock; the reveal shows both answers, the verdicts and the words that
// would have done; any seat may be the computer.
package mischmasch

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"parlour/games/mischmasch"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// GameID names the game in the catalogue and its save file.
const GameID = "mischmasch"

// gameVersion is the version of the saved state.
const gameVersion = 1

// The set-up's choices.
var (
	targets    = screen.Plain("5", "10", "15", "20")
	timeLimits = []screen.Choice{{Value: "1m", Label: "1 min"}, {Value: "2m", Label: "2 min"}, {Value: "3m", Label: "3 min"},
		{Value: "5m", Label: "5 min"}, {Value: "off", Label: "off"}}
	scorings    = screen.Plain("1882", "1886")
	judges      = []screen.Choice{{Value: "dictionary", Label: "the dictionary"}, {Value: "carroll", Label: "Carroll's way"}}
	errSeats    = errors.New("Mischmasch is for two players or two teams of two")
	defaultRule = mischmasch.DefaultRules()
)

// GameEntry is the catalogue entry of Mischmasch.
func GameEntry() screen.Entry {
	return screen.Entry{
		ID: GameID, Title: "Mischmasch",
		Summary:  "find words that hold the letters set",
		MinSeats: 2, MaxSeats: 4, DefaultSeats: 2, SeatCounts: []int{2, 4},
		Levels: seats.AllLevels,
		Options: []screen.Option{
			{Key: "target", Label: "Play to", Choices: targets, Default: 1,
				Help: "The move in which a side reaches this score is the last."},
			{Key: "time", Label: "Time to answer", Choices: timeLimits, Default: 1,
				Help: "On each player's own clock; silence when it runs out is \"not ready\"."},
			{Key: "scoring", Label: "Scoring", Choices: scorings,
				Help: "1882: a word 1, \"no word\" 2, resigning 1. 1886: a word 2, \"no word\" 3."},
			{Key: "judge", Label: "\"No word\" judged by", Choices: judges,
				Help: "Carroll's way: \"no word\" is wrong only if the setter names a lawful word."},
		},
		SaveVersion: gameVersion,
		New:         newGame,
		Resume:      resumeGame,
		Room:        roomGame,
	}
}

// parseRules reads the set-up's options (values, or an old set-up's
// labels); a missing option takes its default, an unknown one is an error.
func parseRules(stored map[string]string, players int) (mischmasch.Rules, error) {
	r := defaultRule
	if players != 2 && players != 4 {
		return r, errSeats
	}
	r.Teams = players == 4
	opts, err := GameEntry().ReadOptions(stored)
	if err != nil {
		return r, err
	}
	if r.Target, err = strconv.Atoi(opts["target"]); err != nil {
		return r, err
	}
	r.TimeLimit = 0
	if opts["time"] != "off" {
		d, err := time.ParseDuration(opts["time"])
		if err != nil {
			return r, err
		}
		r.TimeLimit = d
	}
	if opts["scoring"] == "1886" {
		r.Scoring = mischmasch.Scoring1886
	}
	if opts["judge"] == "carroll" {
		r.Judge = mischmasch.JudgeCarroll
	}
	return r, r.Validate()
}

func newGame(env *screen.Env, cfg screen.Config) (screen.Screen, error) {
	st, err := startState(cfg)
	if err != nil {
		return nil, err
	}
	g := newScreen(env, cfg.Seats, st)
	g.save()
	return g, nil
}

// RoomComputerPace is the share of a person's time the computer takes in a
// room (1: as long as a person would; tests set 0).
var RoomComputerPace = 1.0

// roomGame is one copy of a game in a room: the game New would start from
// cfg, acting only for link's seats (see room.go).
func roomGame(env *screen.Env, cfg screen.Config, link screen.Link) (screen.Screen, error) {
	st, err := startState(cfg)
	if err != nil {
		return nil, err
	}
	g := newLinkedScreen(env, cfg.Seats, st, link)
	g.computer.pace = RoomComputerPace
	return g, nil
}

// startState is the start of the game cfg describes.
func startState(cfg screen.Config) (gameState, error) {
	rules, err := parseRules(cfg.Options, len(cfg.Seats))
	if err != nil {
		return gameState{}, err
	}
	s, err := mischmasch.New(nil, rules)
	if err != nil {
		return gameState{}, err
	}
	return gameState{Game: s, Seed: cfg.Seed, Used: make([]time.Duration, len(cfg.Seats))}, nil
}

// resumeGame continues a save, decoded strictly (store.DecodeState, and
// the engine's mischmasch.DecodeState, which checks the game could have
// been played), its rules those the set-up offers, every clock bounded.
func resumeGame(env *screen.Env, saved store.Envelope) (screen.Screen, error) {
	var st gameState
	if err := store.DecodeState(saved.State, &st); err != nil {
		return nil, err
	}
	var raw struct {
		Game json.RawMessage `json:"game"`
	}
	if err := json.Unmarshal(saved.State, &raw); err != nil {
		return nil, err
	}
	var err error
	if st.Game, err = mischmasch.DecodeState(raw.Game); err != nil {
		return nil, err
	}
	if st.Game.Phase() == mischmasch.Over {
		return nil, errors.New("the saved game is already over")
	}
	n := len(saved.Seats)
	if n != st.Game.Seats() {
		return nil, fmt.Errorf("the save has %d seats for a game of %d", n, st.Game.Seats())
	}
	rules := st.Game.Rules()
	if offered, err := parseRules(rulesOptions(rules), n); err != nil || offered != rules {
		return nil, fmt.Errorf("the saved rules (playing to %d, %v to answer) are not the set-up's", rules.Target, rules.TimeLimit)
	}
	if st.Used == nil {
		st.Used = make([]time.Duration, n)
	}
	if len(st.Used) != n {
		return nil, fmt.Errorf("the save has %d clocks for %d seats", len(st.Used), n)
	}
	most := mischmasch.MaxUntimed
	if rules.TimeLimit > 0 {
		most = rules.TimeLimit + time.Minute
	}
	for _, d := range st.Used {
		if d < 0 || d > most {
			return nil, fmt.Errorf("a saved clock shows %v", d)
		}
	}
	if _, ok := st.Game.LastMove(); st.Reveal && !ok {
		return nil, errors.New("the save shows a move that was never played")
	}
	// A reveal learns its words once Init has built the word index.
	return newScreen(env, saved.Seats, st), nil
}

// options writes the game's rules back as the set-up's options, so that
// the result screen's "play again" keeps them.
func (g *Game) options() map[string]string { return rulesOptions(g.st.Game.Rules()) }

// rulesOptions writes rules as the set-up's options.
func rulesOptions(r mischmasch.Rules) map[string]string {
	time := "off"
	if r.TimeLimit > 0 {
		time = fmt.Sprintf("%dm", int(r.TimeLimit.Minutes()))
	}
	judge := judges[0].Value
	if r.Judge == mischmasch.JudgeCarroll {
		judge = judges[1].Value
	}
	return map[string]string{"target": strconv.Itoa(r.Target), "time": time, "scoring": r.Scoring.String(), "judge": judge}
}

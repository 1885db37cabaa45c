// Package doublets is the screens of Lewis Carroll's Doublets: solo
// puzzles against the clock (his 39 of 1879, a doublet of the day, and new
// ones by difficulty) and the game for two to four at one keyboard.
package doublets

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"time"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// Choices of the puzzles' set-up.
const (
	choiceCarroll = "Carroll's 1879 doublets"
	choiceDaily   = "The doublet of the day"
	choiceNew     = "A new doublet"
	choiceJewels  = "Jewels and necklaces"
	choiceStats   = "My records"
)

// difficulties map the set-up's choices to bands of par. The choices are
// plain ASCII, so that they show as they are with --ascii; the forms with an
// en dash are those of older saves and records.
var difficulties = map[string][2]int{
	"Easy (2-3 links)":   {2, 3},
	"Medium (4-5 links)": {4, 5},
	"Hard (6-8 links)":   {6, 8},
	"Easy (2–3 links)":   {2, 3},
	"Medium (4–5 links)": {4, 5},
	"Hard (6–8 links)":   {6, 8},
}

// PuzzlesEntry is the catalogue entry of the solo puzzles.
func PuzzlesEntry() screen.Game {
	return screen.Game{
		ID: PuzzlesID, Rules: "doublets", Title: "Doublet Puzzles",
		Summary:  "word ladders alone, against the clock",
		MinSeats: 1, MaxSeats: 1, DefaultSeats: 1,
		Options: []screen.Option{
			{Key: "puzzle", Label: "Puzzle", Choices: []string{choiceCarroll, choiceDaily, choiceNew, choiceJewels, choiceStats},
				Help: "Carroll's own 39 of 1879, today's doublet, a new one, 18 jewels to link, or your records."},
			{Key: "difficulty", Label: "New doublet: difficulty", Choices: []string{"Easy (2-3 links)", "Medium (4-5 links)", "Hard (6-8 links)"}, Default: 1,
				Help: "How many links the shortest chain of a new doublet needs."},
			{Key: "length", Label: "New doublet: letters", Choices: []string{"3", "4", "5", "6"}, Default: 1,
				Help: "The length of the words of a new doublet."},
		},
		SaveVersion: puzzleVersion,
		New:         newPuzzles,
		Resume:      resumePuzzle,
		Room:        roomPuzzles,
	}
}

func newPuzzles(env *screen.Env, cfg screen.Config) (screen.Screen, error) {
	player := cfg.Seats[0]
	var (
		s   screen.Screen
		err error
	)
	switch cfg.Options["puzzle"] {
	case choiceCarroll:
		var number int
		if _, err := fmt.Sscan(cfg.Options["number"], &number); err == nil {
			// From the result screen: Carroll's doublet of that number.
			p, err := carrollPuzzle(env, player, number-1)
			if err != nil {
				return nil, err
			}
			p.next = carrollAfter(env, player, number-1)
			return guardSaved(env, p, screen.Home), nil
		}
		return newPicker(env, player), nil
	case choiceStats:
		return newStats(env), nil
	case choiceDaily:
		s, err = dailyPuzzle(env, player, time.Now().Format(time.DateOnly))
	case choiceJewels:
		s, err = newJewels(env, player, cfg.Seed)
	default:
		var length int
		fmt.Sscan(cfg.Options["length"], &length)
		s, err = generatedPuzzle(env, player, cfg.Options["difficulty"], length, cfg.Seed)
	}
	if err != nil {
		return nil, err
	}
	return guardSaved(env, s, screen.Home), nil
}

func carrollPuzzle(env *screen.Env, player seats.Seat, index int) (*Puzzle, error) {
	all := doublets.Carroll()
	if index < 0 || index >= len(all) {
		return nil, fmt.Errorf("there is no Carroll puzzle number %d", index+1)
	}
	d := dict.Default()
	st := puzzleState{Source: sourceCarroll, Index: index, Ladder: NewLadder(d, all[index].Doublet(d))}
	return newPuzzle(env, player, st)
}

func dailyPuzzle(env *screen.Env, player seats.Seat, date string) (*Puzzle, error) {
	d := dict.Default()
	db, err := doublets.Daily(d, date)
	if err != nil {
		return nil, err
	}
	return newPuzzle(env, player, puzzleState{Source: sourceDaily, Date: date, Ladder: NewLadder(d, db)})
}

func generatedPuzzle(env *screen.Env, player seats.Seat, difficulty string, length int, seed uint64) (*Puzzle, error) {
	band, ok := difficulties[difficulty]
	if !ok {
		return nil, fmt.Errorf("unknown difficulty %q", difficulty)
	}
	d := dict.Default()
	db, err := doublets.Generate(d, rand.New(rand.NewPCG(seed, uint64(length))), length, band[0], band[1])
	if err != nil {
		return nil, fmt.Errorf("no %d-letter doublet of that difficulty: try another length", length)
	}
	st := puzzleState{Source: sourceGenerated, Difficulty: difficulty, Length: length, Seed: seed, Ladder: NewLadder(d, db)}
	p, err := newPuzzle(env, player, st)
	if err != nil {
		return nil, err
	}
	p.next = func() (screen.Screen, error) { return generatedPuzzle(env, player, difficulty, length, seed+1) }
	return p, nil
}

func resumePuzzle(env *screen.Env, saved store.Envelope) (screen.Screen, error) {
	if len(saved.Seats) != 1 {
		return nil, fmt.Errorf("a puzzle has one player, the save has %d", len(saved.Seats))
	}
	var kind struct{ Source string }
	if err := json.Unmarshal(saved.State, &kind); err != nil {
		return nil, err
	}
	if kind.Source == sourceJewels {
		var js jewelsState
		if err := json.Unmarshal(saved.State, &js); err != nil {
			return nil, err
		}
		return openJewels(env, saved.Seats[0], js)
	}
	var st puzzleState
	if err := json.Unmarshal(saved.State, &st); err != nil {
		return nil, err
	}
	if st.Elapsed < 0 {
		return nil, fmt.Errorf("the saved clock is negative")
	}
	p, err := newPuzzle(env, saved.Seats[0], st)
	if err != nil {
		return nil, err
	}
	switch st.Source {
	case sourceGenerated:
		p.next = func() (screen.Screen, error) {
			return generatedPuzzle(env, saved.Seats[0], st.Difficulty, st.Length, st.Seed+1)
		}
	case sourceCarroll:
		p.next = carrollAfter(env, saved.Seats[0], st.Index)
	}
	return p, nil
}

// carrollAfter makes Carroll's puzzle after number i, for a puzzle resumed
// from the menu (there is no list to return to, so each leads home).
func carrollAfter(env *screen.Env, player seats.Seat, i int) func() (screen.Screen, error) {
	if i+1 >= len(doublets.Carroll()) {
		return nil
	}
	return func() (screen.Screen, error) {
		p, err := carrollPuzzle(env, player, i+1)
		if err != nil {
			return nil, err
		}
		p.next = carrollAfter(env, player, i+1)
		return p, nil
	}
}

// Package doublets is the screens of Lewis Carroll's Doublets: solo
// puzzles against the clock (his 39 of 1879, a doublet of the day, and new
// ones by difficulty) and the game for two to four at one keyboard.
package doublets

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// Choices of the puzzles' set-up, by value.
const (
	choiceCarroll = "carroll"
	choiceDaily   = "daily"
	choiceNew     = "new"
	choiceJewels  = "jewels"
	choiceStats   = "records"
)

// puzzleChoices are the puzzles the set-up offers.
var puzzleChoices = []screen.Choice{
	{Value: choiceCarroll, Label: "Carroll's 1879 doublets"},
	{Value: choiceDaily, Label: "The doublet of the day"},
	{Value: choiceNew, Label: "A new doublet"},
	{Value: choiceJewels, Label: "Jewels and necklaces"},
	{Value: choiceStats, Label: "My records"},
}

// difficulty is the option of a new doublet's difficulty: the band of
// par each choice sets is in bands. The labels are plain ASCII, so that
// they show as they are with --ascii; the forms with an en dash are those
// of older saves and records.
var difficulty = screen.Option{Key: "difficulty", Default: 1, Choices: []screen.Choice{
	{Value: "easy", Label: "Easy (2-3 links)", Was: []string{"Easy (2–3 links)"}},
	{Value: "medium", Label: "Medium (4-5 links)", Was: []string{"Medium (4–5 links)"}},
	{Value: "hard", Label: "Hard (6-8 links)", Was: []string{"Hard (6–8 links)"}},
}}

// bands are the least and the most links of par at each difficulty.
var bands = map[string][2]int{"easy": {2, 3}, "medium": {4, 5}, "hard": {6, 8}}

// readDifficulty reads a difficulty from a set-up, a save or a record: its
// value, or an older version's label; "" is the default.
func readDifficulty(stored string) (string, error) {
	i, ok := difficulty.Index(stored)
	if !ok {
		return "", fmt.Errorf("unknown difficulty %q", stored)
	}
	return difficulty.Choices[i].Value, nil
}

// difficultyLabel is a difficulty's value as the screens name it.
func difficultyLabel(value string) string {
	i, _ := difficulty.Index(value)
	return difficulty.Choices[i].Label
}

// PuzzlesEntry is the catalogue entry of the solo puzzles.
func PuzzlesEntry() screen.Entry {
	return screen.Entry{
		ID: PuzzlesID, Rules: "doublets", Title: "Doublet Puzzles",
		Summary:  "word ladders alone, against the clock",
		MinSeats: 1, MaxSeats: 1, DefaultSeats: 1,
		Options: []screen.Option{
			{Key: "puzzle", Label: "Puzzle", Choices: puzzleChoices,
				Help: "Carroll's own 39 of 1879, today's doublet, a new one, 18 jewels to link, or your records."},
			{Key: "difficulty", Label: "New doublet: difficulty", Choices: difficulty.Choices, Default: difficulty.Default,
				Help: "How many links the shortest chain of a new doublet needs.", ShownWhen: newDoublet},
			{Key: "length", Label: "New doublet: letters", Choices: screen.Plain("3", "4", "5", "6"), Default: 1,
				Help: "The length of the words of a new doublet.", ShownWhen: newDoublet},
		},
		SaveVersion:             puzzleVersion,
		AsksBeforeReplacingSave: true,
		New:                     newPuzzles,
		Resume:                  resumePuzzle,
		Room:                    roomPuzzles,
	}
}

// newDoublet reports whether the puzzle chosen is a new doublet, the one
// the difficulty and the length apply to.
func newDoublet(chosen map[string]string) bool { return chosen["puzzle"] == choiceNew }

func newPuzzles(env *screen.Env, cfg screen.Config) (screen.Screen, error) {
	player := cfg.Seats[0]
	opts, err := PuzzlesEntry().ReadOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	var s screen.Screen
	switch opts["puzzle"] {
	case choiceCarroll:
		var number int
		if _, err := fmt.Sscan(opts["number"], &number); err == nil {
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
		s, err = dailyPuzzle(env, player, env.Today())
	case choiceJewels:
		s, err = newJewels(env, player, cfg.Seed)
	default:
		length, _ := strconv.Atoi(opts["length"]) // ReadOptions let only an offered length through
		s, err = generatedPuzzle(env, player, opts["difficulty"], length, cfg.Seed)
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

// generatedPuzzle is a new doublet of difficulty (a value) and length,
// drawn from seed.
func generatedPuzzle(env *screen.Env, player seats.Seat, difficulty string, length int, seed uint64) (*Puzzle, error) {
	band, ok := bands[difficulty]
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

// resumePuzzle continues a saved puzzle. The save is decoded strictly (no
// field Parlour does not write, the source required) and then replayed:
// the puzzle it names is made afresh (Carroll's number, the day's date, a
// new doublet's difficulty, length and seed; the jewels' seed), its
// doublet must be the saved one, and the saved chain is played into it
// link by link. Nothing the save says reaches the screen unchecked.
func resumePuzzle(env *screen.Env, saved store.Envelope) (screen.Screen, error) {
	if len(saved.Seats) != 1 {
		return nil, fmt.Errorf("a puzzle has one player, the save has %d", len(saved.Seats))
	}
	var kind struct{ Source string }
	if err := json.Unmarshal(saved.State, &kind); err != nil {
		return nil, err
	}
	player := saved.Seats[0]
	if kind.Source == sourceJewels {
		return resumeJewels(env, player, saved.State)
	}
	var st puzzleState
	if err := store.DecodeState(saved.State, &st); err != nil {
		return nil, err
	}
	if st.Elapsed < 0 || st.Elapsed > maxPuzzleTime {
		return nil, fmt.Errorf("the saved clock shows %v", st.Elapsed)
	}
	var p *Puzzle
	var err error
	switch st.Source {
	case sourceCarroll:
		if st.Date != "" || st.Difficulty != "" || st.Length != 0 {
			return nil, fmt.Errorf("a Carroll puzzle with a date or a difficulty")
		}
		p, err = carrollPuzzle(env, player, st.Index)
		if err == nil {
			p.next = carrollAfter(env, player, st.Index)
		}
	case sourceDaily:
		if st.Index != 0 || st.Difficulty != "" || st.Length != 0 {
			return nil, fmt.Errorf("a daily puzzle with a number or a difficulty")
		}
		p, err = dailyPuzzle(env, player, st.Date)
	case sourceGenerated:
		if st.Index != 0 || st.Date != "" {
			return nil, fmt.Errorf("a new doublet with a number or a date")
		}
		if st.Difficulty, err = readDifficulty(st.Difficulty); err != nil {
			return nil, err
		}
		p, err = generatedPuzzle(env, player, st.Difficulty, st.Length, st.Seed)
	default:
		return nil, fmt.Errorf("unknown puzzle source %q", st.Source)
	}
	if err != nil {
		return nil, err
	}
	if err := p.replay(st); err != nil {
		return nil, err
	}
	return p, nil
}

// replay plays a saved chain into the fresh puzzle p: the doublet must be
// the puzzle's, the chain sound, the hints no more than its links.
func (p *Puzzle) replay(st puzzleState) error {
	if !slices.Equal(st.Ladder.Doublet.Words, p.ladder.Doublet.Words) || !slices.Equal(st.Ladder.Doublet.Extra, p.ladder.Doublet.Extra) {
		return fmt.Errorf("the saved doublet %s is not the puzzle's, %s", sanitize.Line(st.Ladder.Doublet.String()), p.ladder.Doublet)
	}
	l := st.Ladder
	if len(l.Chain) == 0 || len(l.Chain) > maxActionWords {
		return fmt.Errorf("a saved chain of %d words", len(l.Chain))
	}
	if err := l.attach(p.dict); err != nil {
		return err
	}
	if l.Complete() {
		return fmt.Errorf("the saved chain is finished")
	}
	if l.Hints < 0 || l.Hints > len(l.Chain)-1 {
		return fmt.Errorf("%d hints for a chain of %d links", l.Hints, len(l.Chain)-1)
	}
	p.ladder, p.st.Ladder, p.st.Elapsed = l, l, st.Elapsed
	return nil
}

// resumeJewels continues saved jewels: the jewels drawn again from the
// saved seed must be the saved ones, and the chains words of letters.
func resumeJewels(env *screen.Env, player seats.Seat, state []byte) (screen.Screen, error) {
	var js jewelsState
	if err := store.DecodeState(state, &js); err != nil {
		return nil, err
	}
	if js.Elapsed < 0 || js.Elapsed > maxPuzzleTime || len(js.Chains) > maxJewelChains {
		return nil, fmt.Errorf("saved jewels with a clock of %v and %d chains", js.Elapsed, len(js.Chains))
	}
	fresh, err := newJewels(env, player, js.Seed)
	if err != nil {
		return nil, err
	}
	if !slices.Equal(fresh.st.Jewels, js.Jewels) {
		return nil, fmt.Errorf("the saved jewels are not those of their seed")
	}
	for _, chain := range js.Chains {
		if len(chain) > maxActionWords || slices.ContainsFunc(chain, func(w string) bool { return !shortWord(w) }) {
			return nil, fmt.Errorf("a saved extra-chain holds something other than short words")
		}
	}
	return openJewels(env, player, js)
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

package doublets

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	"github.com/charmbracelet/bubbles/stopwatch"
	"github.com/charmbracelet/bubbles/textinput"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/handoff"
	"parlour/ui/rules"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// GameID names the hot-seat game's save file.
const GameID = "doublets"

// gameVersion 2 keeps the game's record (doublets.Match) rather than its
// scoring paper: the paper is rebuilt, and so checked, on resume.
const gameVersion = 2

// The phases of a doublet in the game.
const (
	announcing = "announce" // the doublet is shown to everyone
	writingIt  = "writing"  // each seat in turn writes a chain in private
	padding    = "extra"    // each seat that waited writes extra-chains in private
	choosing   = "jewels"   // the seats choose the jewels from the open book
	revealing  = "reveal"   // the chains side by side, and the marks
	finished   = "final"    // the scoring paper after the last doublet
)

// attempt is one seat's chain for the doublet in play.
type attempt struct {
	Ladder Ladder          `json:"ladder"`
	Status doublets.Status `json:"status,omitempty"` // 0 while not finished
	Time   time.Duration   `json:"time_ns"`          // on the seat's own clock
}

// gameState is what the autosave of the game holds.
type gameState struct {
	Length     int              `json:"length"` // 0: 3 to 5 letters, drawn for each doublet
	Difficulty string           `json:"difficulty"`
	Doublets   int              `json:"doublets"` // the number agreed
	Limit      time.Duration    `json:"limit_ns"` // per chain; 0: none
	Seed       uint64           `json:"seed"`
	Drawn      int              `json:"drawn"` // doublets drawn so far
	Match      *doublets.Match  `json:"match"` // the doublets scored so far
	Phase      string           `json:"phase"`
	Doublet    doublets.Doublet `json:"doublet"`
	Turn       int              `json:"turn"` // the seat writing
	Attempts   []attempt        `json:"attempts"`
	Pad        int              `json:"pad,omitempty"`    // the seat at its extra-chains pad
	PadTime    time.Duration    `json:"pad_ns,omitempty"` // its time on the pad so far
	Chosen     []string         `json:"chosen,omitempty"` // jewels chosen so far at the open book
	// Together is set in a room: every seat writes the doublet at once,
	// each at its own terminal, and every pad is open at once (see
	// room.go); Turn and Pad are then unused, and PadOpen says whose pads
	// are still open. A save never holds it.
	Together bool   `json:"together,omitempty"`
	PadOpen  []bool `json:"pad_open,omitempty"`
}

// Game is the screen of Doublets for two to four at one keyboard.
type Game struct {
	env     *screen.Env
	dict    *dict.Dict
	seats   []seats.Seat
	st      gameState
	handoff *handoff.Model
	clock   stopwatch.Model
	thinker screen.Thinker
	spin    spinner.Model
	footer  screen.Footer // the message line, the question and the key help
	// abandoning is set while "Abandon this doublet?" is asked.
	abandoning bool
	keys       gameKeys
	help       help.Model
	showAll    bool
	note       string
	width      int
	height     int

	// The pad of the seat making extra-chains.
	pad       textinput.Model
	padScore  doublets.ExtraScore
	padNote   string
	padFailed bool

	// shortest is a shortest chain of the doublet revealed, and what kind
	// of words it uses; scroll is how far the reveal or the paper is
	// scrolled.
	shortest     []string
	shortestNote string
	scroll       int

	// page is the open book of the jewels' ceremony.
	page map[int][]string

	// link ties the screen to its room (the zero Link at one keyboard);
	// cursor is where it stands in the room's log; sent is set while this
	// copy's chain, or its putting away of a pad, is on its way to the room
	// and back (see room.go).
	link   screen.Link
	cursor screen.ActionCursor
	sent   bool
	// here is, when the seats write at once (gameState.Together), the seat
	// this copy writes or keeps the pad for now, −1 when none of its seats
	// has anything to do.
	here int
	// offset is, in a room, the time the seat at work here had already
	// taken when this copy's clock started: a copy built late (its player
	// reconnecting) counts from when the turn began.
	offset time.Duration
	// age is, while a room's action is applied, how long ago the room
	// accepted it (0 otherwise): a seat's clock that it starts counts from
	// then.
	age time.Duration
}

type gameKeys struct {
	screen.Keys
	Enter, Undo, Abandon, Continue key.Binding
	AddExtra, TakeBack, PutAway    key.Binding
	Choose, LetParlour             key.Binding
	ScrollUp, ScrollDown           key.Binding
}

func (k gameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Continue, k.Enter, k.Undo, k.Abandon, k.AddExtra, k.TakeBack, k.PutAway, k.Choose, k.LetParlour, k.ScrollDown, k.Rules, k.Help, k.Back}
}

func (k gameKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Continue, k.Enter, k.Undo, k.Abandon}, {k.AddExtra, k.TakeBack, k.PutAway, k.Choose, k.LetParlour, k.ScrollUp, k.ScrollDown}, {k.Rules, k.Help, k.Back, k.Quit}}
}

// GameEntry is the catalogue entry of the game.
func GameEntry() screen.Entry {
	return screen.Entry{
		ID: GameID, Rules: "doublets", Title: "Doublets",
		Summary:  "a word-ladder race, Carroll's scoring",
		MinSeats: 2, MaxSeats: 4, DefaultSeats: 2,
		Levels: seats.AllLevels,
		Options: []screen.Option{
			{Key: "doublets", Label: "Doublets in the game", Choices: screen.Plain("6", "3", "1", "10"),
				Help: "Carroll found six convenient; a doublet everyone abandons is replaced."},
			{Key: "length", Label: "Letters", Choices: []screen.Choice{{Value: "3-5", Label: "3 to 5"}, {Value: "3", Label: "3"},
				{Value: "4", Label: "4"}, {Value: "5", Label: "5"}},
				Help: "The length of the doublets' words; \"3 to 5\" draws it for each doublet."},
			{Key: "difficulty", Label: "Difficulty", Choices: difficulty.Choices, Default: difficulty.Default},
			{Key: "limit", Label: "Time for each chain", Choices: []screen.Choice{{Value: "none", Label: "none"},
				{Value: "2m", Label: "2 min"}, {Value: "5m", Label: "5 min"}, {Value: "10m", Label: "10 min"}},
				Help: "When a player's own clock reaches it, the chain is abandoned."},
			{Key: "jewels", Label: "Jewels", Choices: []screen.Choice{{Value: jewelsDrawn, Label: "drawn by Parlour"},
				{Value: jewelsBook, Label: "chosen from a book"}, {Value: jewelsNone, Label: "none"}},
				Help: "18 words for extra-chains, made by whoever finishes early; marked at the end."},
		},
		SaveVersion: gameVersion,
		New:         newGame,
		Resume:      resumeGame,
		Room:        roomGame,
	}
}

// Choices of the jewels option, by value.
const (
	jewelsDrawn = "drawn"
	jewelsBook  = "book"
	jewelsNone  = "none"
)

// gameOptions are the set-up's choices as the game keeps them.
type gameOptions struct {
	doublets   int           // the number agreed
	length     int           // 0: 3 to 5 letters, drawn for each doublet
	difficulty string        // a value of difficulty
	limit      time.Duration // per chain; 0: none
	jewels     string        // jewelsDrawn, jewelsBook or jewelsNone
}

// readGameOptions reads the set-up's choices (values, or an old set-up's
// labels) once.
func readGameOptions(stored map[string]string) (gameOptions, error) {
	opts, err := GameEntry().ReadOptions(stored)
	if err != nil {
		return gameOptions{}, err
	}
	o := gameOptions{difficulty: opts["difficulty"], jewels: opts["jewels"]}
	if o.doublets, err = strconv.Atoi(opts["doublets"]); err != nil {
		return o, err
	}
	if opts["length"] != "3-5" {
		if o.length, err = strconv.Atoi(opts["length"]); err != nil {
			return o, err
		}
	}
	if opts["limit"] != "none" {
		if o.limit, err = time.ParseDuration(opts["limit"]); err != nil {
			return o, err
		}
	}
	return o, nil
}

func newGame(env *screen.Env, cfg screen.Config) (screen.Screen, error) {
	g, err := beginGame(env, cfg, screen.Link{})
	if err != nil {
		return nil, err
	}
	g.save()
	return g, nil
}

// roomGame is one copy of a game in a room: the game New would start from
// cfg, acting only for link's seats (see room.go).
func roomGame(env *screen.Env, cfg screen.Config, link screen.Link) (screen.Screen, error) {
	return beginGame(env, cfg, link)
}

// beginGame starts the game cfg describes; everything random comes from
// cfg.Seed.
func beginGame(env *screen.Env, cfg screen.Config, link screen.Link) (*Game, error) {
	o, err := readGameOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	st := gameState{Difficulty: o.difficulty, Seed: cfg.Seed, Doublets: o.doublets, Length: o.length, Limit: o.limit}
	var names []string
	for _, s := range cfg.Seats {
		names = append(names, s.Name)
	}
	var jewels []string
	if o.jewels == jewelsDrawn {
		if jewels, err = doublets.Jewels(dict.Default(), rand.New(rand.NewPCG(st.Seed, 18))); err != nil {
			return nil, err
		}
	}
	match, err := doublets.NewMatch(names, st.Doublets, jewels)
	if err != nil {
		return nil, err
	}
	st.Match = match
	st.Together = link.InRoom()
	g := newGameScreen(env, cfg.Seats, st)
	g.link = link
	if err := g.draw(); err != nil {
		return nil, err
	}
	if o.jewels == jewelsBook {
		g.st.Phase = choosing
		g.advanceChoosing()
	}
	return g, nil
}

func resumeGame(env *screen.Env, saved store.Envelope) (screen.Screen, error) {
	var st gameState
	if err := json.Unmarshal(saved.State, &st); err != nil {
		return nil, err
	}
	if st.Together {
		return nil, fmt.Errorf("the save holds a room's game")
	}
	if err := st.check(dict.Default(), saved.Seats); err != nil {
		return nil, err
	}
	return newGameScreen(env, saved.Seats, st), nil
}

// maxLimit is the longest time for each chain a save may ask for.
const maxLimit = time.Hour

// check validates a state read from a save against its seats: the record
// is replayed through the engine (every chain checked, the paper rebuilt),
// and the doublet in play, the phase, the turn and every attempt must be
// ones the game itself could have saved. A state that is not is refused
// with the first fault found.
func (st *gameState) check(d *dict.Dict, table []seats.Seat) error {
	n := len(table)
	if n < 2 || n > 4 {
		return fmt.Errorf("the game has %d seats, not 2 to 4", n)
	}
	if st.Match == nil {
		return fmt.Errorf("the save holds no scoring record")
	}
	match, err := doublets.ReplayMatch(d, *st.Match)
	if err != nil {
		return fmt.Errorf("the record does not replay: %v", err)
	}
	st.Match = match
	if len(match.Players) != n {
		return fmt.Errorf("the record has %d players for %d seats", len(match.Players), n)
	}
	for i, s := range table {
		if sanitize.Name(s.Name) != s.Name {
			return fmt.Errorf("seat %d's name holds control characters or is too long", i+1)
		}
		if match.Players[i] != s.Name {
			return fmt.Errorf("seat %d is %q in the record, %q at the table", i+1, match.Players[i], s.Name)
		}
	}
	if st.Difficulty, err = readDifficulty(st.Difficulty); err != nil {
		return err
	}
	if st.Length != 0 && (st.Length < 3 || st.Length > 5) {
		return fmt.Errorf("doublets of %d letters are not offered", st.Length)
	}
	if st.Doublets != match.Agreed {
		return fmt.Errorf("%d doublets agreed, %d in the record", st.Doublets, match.Agreed)
	}
	if st.Limit < 0 || st.Limit > maxLimit {
		return fmt.Errorf("a time for each chain of %v", st.Limit)
	}
	if st.Drawn < len(match.Played) || st.Drawn < 1 || st.Drawn > len(match.Played)+1 {
		return fmt.Errorf("%d doublets drawn, %d played", st.Drawn, len(match.Played))
	}
	if err := st.Doublet.Validate(); err != nil {
		return fmt.Errorf("the doublet in play: %v", err)
	}
	if st.Length != 0 && st.Doublet.Length() != st.Length {
		return fmt.Errorf("the doublet in play has %d letters, not %d", st.Doublet.Length(), st.Length)
	}
	if len(st.Attempts) != n {
		return fmt.Errorf("%d attempts for %d seats", len(st.Attempts), n)
	}
	for i := range st.Attempts {
		a := &st.Attempts[i]
		if !slices.Equal(a.Ladder.Doublet.Words, st.Doublet.Words) || len(a.Ladder.Doublet.Extra) != 0 {
			return fmt.Errorf("%s's chain is for another doublet", table[i].Name)
		}
		if err := a.Ladder.attach(d); err != nil {
			return fmt.Errorf("%s's chain: %v", table[i].Name, err)
		}
		if a.Time < 0 || a.Time > doublets.MaxHandTime {
			return fmt.Errorf("%s's clock shows %v", table[i].Name, a.Time)
		}
		switch a.Status {
		case 0, doublets.Abandoned:
		case doublets.Solved:
			if !a.Ladder.Complete() {
				return fmt.Errorf("%s's chain is handed in unfinished", table[i].Name)
			}
		default:
			return fmt.Errorf("%s's chain has the status %v", table[i].Name, a.Status)
		}
	}
	// finishedBefore reports whether exactly the seats before k finished.
	finishedBefore := func(k int) bool {
		for i, a := range st.Attempts {
			if (a.Status != 0) != (i < k) {
				return false
			}
		}
		return true
	}
	// untouched reports whether no seat has begun the doublet in play.
	untouched := func() bool {
		for _, a := range st.Attempts {
			if len(a.Ladder.Chain) != 1 || a.Time != 0 {
				return false
			}
		}
		return st.Turn == 0 && finishedBefore(0)
	}
	played := st.Drawn == len(match.Played) // the doublet in play is scored
	switch st.Phase {
	case announcing:
		if !untouched() || played || match.Done() {
			return fmt.Errorf("a doublet announced with chains under way")
		}
	case choosing:
		if !untouched() || played || len(match.Played) > 0 || len(match.Jewels) > 0 {
			return fmt.Errorf("jewels chosen with the game under way")
		}
		if err := checkChosen(d, st.Chosen, table); err != nil {
			return err
		}
	case writingIt:
		if st.Together {
			if st.Turn != 0 || finishedBefore(n) || played || match.Done() {
				return fmt.Errorf("the chains handed in do not match the seats writing")
			}
			break
		}
		if st.Turn < 0 || st.Turn >= n {
			return fmt.Errorf("seat %d writes at a table of %d", st.Turn+1, n)
		}
		if !finishedBefore(st.Turn) || played || match.Done() {
			return fmt.Errorf("the chains handed in do not match seat %d writing", st.Turn+1)
		}
	case padding:
		if !played || match.Ended {
			return fmt.Errorf("extra-chains between doublets with no doublet scored")
		}
		if st.Together {
			if len(st.PadOpen) != n || !slices.Contains(st.PadOpen, true) {
				return fmt.Errorf("extra-chains pads open for %v", st.PadOpen)
			}
			for i, open := range st.PadOpen {
				if open && !table[i].IsHuman() {
					return fmt.Errorf("seat %d is at an extra-chains pad", i+1)
				}
			}
			if len(match.Jewels) == 0 {
				return fmt.Errorf("extra-chains in a game without jewels")
			}
			break
		}
		if st.Pad < 0 || st.Pad >= n || !table[st.Pad].IsHuman() {
			return fmt.Errorf("seat %d is at an extra-chains pad", st.Pad+1)
		}
		if st.PadTime < 0 || st.PadTime > doublets.MaxHandTime {
			return fmt.Errorf("%s's pad clock shows %v", table[st.Pad].Name, st.PadTime)
		}
		if len(match.Jewels) == 0 {
			return fmt.Errorf("extra-chains in a game without jewels")
		}
	}
	switch st.Phase {
	case revealing, finished, padding:
		last := match.Played
		if !played || len(last) == 0 || !slices.Equal(last[len(last)-1].Doublet.Words, st.Doublet.Words) {
			return fmt.Errorf("the doublet shown is not the last one scored")
		}
		hands := last[len(last)-1].Hands
		for i, a := range st.Attempts {
			h := hands[i]
			if a.Status != h.Status || a.Time != h.Time || (h.Status == doublets.Solved && !slices.Equal(a.Ladder.Chain, h.Chain)) {
				return fmt.Errorf("%s's chain shown is not the one scored", table[i].Name)
			}
		}
		if st.Phase == finished && !match.Ended {
			return fmt.Errorf("the game shows its end before its last doublet")
		}
		if st.Phase == revealing && match.Ended {
			return fmt.Errorf("the game has ended")
		}
	case announcing, writingIt, choosing:
	default:
		return fmt.Errorf("no phase %q", st.Phase)
	}
	return nil
}

func newGameScreen(env *screen.Env, all []seats.Seat, st gameState) *Game {
	k := gameKeys{
		Keys:       screen.TypingKeys(),
		Enter:      key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "add the word")),
		Undo:       key.NewBinding(key.WithKeys("ctrl+z"), key.WithHelp("⌫/ctrl+z", "take back")),
		Abandon:    key.NewBinding(key.WithKeys("ctrl+g"), key.WithHelp("ctrl+g", "abandon")),
		Continue:   key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "continue")),
		AddExtra:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "add the extra-chain")),
		TakeBack:   key.NewBinding(key.WithKeys("ctrl+z"), key.WithHelp("ctrl+z", "take back")),
		PutAway:    key.NewBinding(key.WithKeys("ctrl+g"), key.WithHelp("ctrl+g", "done")),
		Choose:     key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "choose the word")),
		LetParlour: key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "let Parlour choose")),
		ScrollUp:   key.NewBinding(key.WithKeys("up", "k", "pgup"), key.WithHelp("↑/k", "scroll up")),
		ScrollDown: key.NewBinding(key.WithKeys("down", "j", "pgdown"), key.WithHelp("↓/j", "scroll")),
	}
	g := &Game{env: env, dict: dict.Default(), seats: all, st: st, keys: k, help: env.Theme.Help(),
		spin: spinner.New(spinner.WithSpinner(spinner.Line)), clock: stopwatch.NewWithInterval(time.Second), here: -1}
	if st.Phase == revealing || st.Phase == finished {
		g.prepareReveal()
	}
	g.syncKeys()
	return g
}

// draw draws the next doublet and shows it to everyone.
func (g *Game) draw() error {
	rng := rand.New(rand.NewPCG(g.st.Seed, uint64(g.st.Drawn)))
	length := g.st.Length
	if length == 0 {
		length = 3 + rng.IntN(3)
	}
	band := bands[g.st.Difficulty]
	db, err := doublets.Generate(g.dict, rng, length, band[0], band[1])
	if err != nil {
		return err
	}
	g.st.Drawn++
	g.st.Doublet = db
	g.st.Phase = announcing
	g.st.Turn = 0
	g.st.Attempts = make([]attempt, len(g.seats))
	for i := range g.st.Attempts {
		g.st.Attempts[i].Ladder = NewLadder(g.dict, db)
	}
	g.syncKeys()
	return nil
}

// syncKeys shows the keys that act in the current phase.
func (g *Game) syncKeys() {
	writing := g.writingHuman()
	g.keys.Enter.SetEnabled(writing)
	g.keys.Undo.SetEnabled(writing)
	g.keys.Abandon.SetEnabled(writing)
	g.keys.Continue.SetEnabled(!writing && g.st.Phase != writingIt && g.st.Phase != padding && g.st.Phase != choosing)
	g.keys.Choose.SetEnabled(g.st.Phase == choosing)
	g.keys.LetParlour.SetEnabled(g.st.Phase == choosing)
	pad := g.padHuman()
	g.keys.AddExtra.SetEnabled(pad)
	g.keys.TakeBack.SetEnabled(pad)
	g.keys.PutAway.SetEnabled(pad)
	scroll := g.handoff == nil && g.scrolls()
	g.keys.ScrollUp.SetEnabled(scroll)
	g.keys.ScrollDown.SetEnabled(scroll)
}

// startTurn begins the writing of the seat whose turn it is: a computer
// starts thinking; a person gets the hand-over first when several people play.
func (g *Game) startTurn() tea.Cmd {
	g.handoff = nil
	turn := g.turn()
	if g.st.Together && turn < 0 {
		g.syncKeys() // this copy's seats have all handed in: wait for the others
		return g.spin.Tick
	}
	if turn >= len(g.seats) {
		return nil
	}
	seat := g.seats[turn]
	if !seat.IsHuman() {
		db := g.st.Doublet
		level := seat.Level // the engine plays one out of range as Easy
		rng := rand.New(rand.NewPCG(g.st.Seed, uint64(g.st.Drawn*16+turn+1)))
		d := g.dict
		g.syncKeys()
		return tea.Batch(g.spin.Tick, g.thinker.Start(30*time.Second, func(ctx context.Context) any {
			return doublets.Play(ctx, d, db, level, rng)
		}))
	}
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	if g.link.Humans(g.seats) > 1 {
		h := handoff.New(seat.Name)
		h, _ = h.Update(tea.WindowSizeMsg{Width: g.width, Height: g.height})
		g.handoff = &h
		g.syncKeys()
		return nil
	}
	g.syncKeys()
	return g.clock.Start()
}

// MinSize is the smallest terminal the game needs.
func (g *Game) MinSize() (int, int) { return 60, 18 }

// Init resumes whatever was under way.
func (g *Game) Init() tea.Cmd {
	switch g.st.Phase {
	case choosing:
		g.advanceChoosing()
		return nil
	case writingIt:
		return g.startTurn()
	case padding:
		g.rescorePad()
		return g.openPad()
	}
	return nil
}

func (g *Game) writer() *attempt { return &g.st.Attempts[g.turn()] }

// turn is the seat writing here: the seat whose turn it is at one
// keyboard, this copy's seat at work when the seats write at once (−1
// when none).
func (g *Game) turn() int {
	if g.st.Together {
		return g.here
	}
	return g.st.Turn
}

func (g *Game) elapsed() time.Duration { return g.writer().Time + g.offset + g.clock.Elapsed() }

// save writes the autosave, the writer's clock included.
func (g *Game) save() {
	if g.link.InRoom() {
		return // a room's log is its save
	}
	st := g.st
	st.Attempts = append([]attempt(nil), g.st.Attempts...)
	if st.Phase == writingIt && st.Turn < len(st.Attempts) {
		st.Attempts[st.Turn].Time = g.elapsed()
	}
	if st.Phase == padding {
		st.PadTime = g.padUsed()
	}
	state, err := json.Marshal(st)
	if err == nil {
		err = g.env.Store.Save(store.Envelope{Game: GameID, Version: gameVersion, Seats: g.seats, State: state})
	}
	if err != nil && g.env.SaveProblem() == "" {
		g.note = "Not saved: " + err.Error()
	}
}

// Update plays the game.
func (g *Game) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		g.width, g.height = msg.Width, msg.Height
		g.help.Width = msg.Width
		if g.handoff != nil {
			h, _ := g.handoff.Update(msg)
			g.handoff = &h
		}
		return g, nil
	case screen.SettingsChangedMsg:
		g.help = g.env.Theme.Help()
		g.help.Width = g.width
		return g, nil
	case screen.ShownMsg:
		// Back from the rules: the clock, stopped when they opened, goes on
		// (unless a new one started meanwhile, from a room's action).
		if (g.writingHuman() || g.padHuman()) && !g.clock.Running() {
			return g, g.clock.Start()
		}
		return g, nil
	case screen.QuittingMsg:
		g.save()
		return g, nil
	case screen.ActionMsg:
		return g.action(msg)
	case screen.ThoughtMsg:
		if g.thinker.Accept(msg) {
			if a, ok := msg.Result.(doublets.Attempt); ok {
				return g.computerFinished(a)
			}
		}
		return g, nil
	case spinner.TickMsg:
		if !g.thinker.Busy() && !g.waitingRemote() {
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
	if g.writingHuman() && g.st.Limit > 0 && g.elapsed() >= g.st.Limit {
		g.note = fmt.Sprintf("Time is up: %s's chain is abandoned.", g.seats[g.turn()].Name)
		return g, g.finishWriting(doublets.Abandoned)
	}
	if g.padHuman() && g.padLeft() <= 0 {
		g.note = fmt.Sprintf("The others have finished: %s's extra-chains are put away.", g.seats[g.padSeat()].Name)
		if g.link.InRoom() {
			return g, g.sendPutAway()
		}
		return g, g.nextPad()
	}
	return g, cmd
}

func (g *Game) writingHuman() bool {
	turn := g.turn()
	return g.st.Phase == writingIt && g.handoff == nil && turn >= 0 && turn < len(g.seats) && g.seats[turn].IsHuman() &&
		g.link.Plays(turn) && !g.sent
}

func (g *Game) key(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	if g.footer.Asking() {
		answered, yes := g.footer.Answer(msg)
		switch {
		case answered && yes && g.abandoning:
			g.abandoning = false
			if g.writingHuman() {
				g.note = fmt.Sprintf("%s abandoned the doublet.", g.seats[g.turn()].Name)
				return g, g.finishWriting(doublets.Abandoned)
			}
		case answered && yes:
			g.thinker.Cancel()
			g.save()
			return screen.Home(), nil
		case answered:
			g.abandoning = false
		}
		return g, nil
	}
	// The full help is not drawn over the hand-over screen: there Esc asks
	// to leave whatever ? was last left at.
	if (g.handoff == nil || !key.Matches(msg, g.keys.Back)) && helpKey(msg, g.keys.Keys, &g.showAll) {
		return g, nil
	}
	switch {
	case key.Matches(msg, g.keys.Back):
		if g.st.Phase == finished {
			return screen.Home(), nil
		}
		g.footer.Ask(screen.LeaveQuestionFor(g.env, g.link))
		return g, nil
	case key.Matches(msg, g.keys.Rules):
		return screen.Open(g, rules.New(g.env, "doublets", "Doublets")), g.clock.Stop()
	}
	if g.handoff != nil {
		h, ready := g.handoff.Update(msg)
		g.handoff = &h
		if ready {
			g.handoff = nil
			g.syncKeys()
			return g, g.clock.Start()
		}
		return g, nil
	}
	switch g.st.Phase {
	case announcing:
		switch {
		case key.Matches(msg, g.keys.ScrollUp):
			g.scrollBy(msg, -1)
			return g, nil
		case key.Matches(msg, g.keys.ScrollDown):
			g.scrollBy(msg, 1)
			return g, nil
		}
		if key.Matches(msg, g.keys.Continue) {
			if g.link.InRoom() {
				return g, g.sendKind(kindStart)
			}
			return g, g.startWriting()
		}
	case revealing, finished:
		switch {
		case key.Matches(msg, g.keys.ScrollUp):
			g.scrollBy(msg, -1)
		case key.Matches(msg, g.keys.ScrollDown):
			g.scrollBy(msg, 1)
		case key.Matches(msg, g.keys.Continue) && g.st.Phase == revealing && g.link.InRoom():
			return g, g.sendKind(kindNext)
		case key.Matches(msg, g.keys.Continue) && g.st.Phase == revealing:
			return g.afterReveal()
		case key.Matches(msg, g.keys.Continue):
			return screen.Home(), nil
		}
	case padding:
		if g.padHuman() {
			return g, g.padKey(msg)
		}
	case choosing:
		if _, seat := g.chooseTurn(); !g.link.Plays(seat) {
			return g, nil // another terminal's seat chooses
		}
		return g, g.chooseKey(msg)
	case writingIt:
		if !g.writingHuman() {
			return g, nil
		}
		if key.Matches(msg, g.keys.Abandon) {
			g.abandoning = true
			g.footer.Ask("Abandon this doublet? Your clock stops and the chain is not handed in. (y/n)")
			return g, nil
		}
		var ev ladderEvent
		a := g.writer()
		if key.Matches(msg, g.keys.Undo) {
			a.Ladder, ev = a.Ladder.Undo()
		} else {
			a.Ladder, ev = a.Ladder.Update(msg)
		}
		switch ev {
		case linkAdded, linkUndone:
			g.save()
		case chainComplete:
			g.note = fmt.Sprintf("%s handed in a chain.", g.seats[g.turn()].Name)
			return g, g.finishWriting(doublets.Solved)
		}
	}
	return g, nil
}

// startWriting ends the announcement: the first seat writes (in a room,
// every seat at once, see startMine).
func (g *Game) startWriting() tea.Cmd {
	g.st.Phase = writingIt
	g.st.Turn = 0
	g.save()
	if g.st.Together {
		return g.startMine()
	}
	return g.startTurn()
}

// finishWriting ends the writer's turn and passes to the next seat.
func (g *Game) finishWriting(status doublets.Status) tea.Cmd {
	a := g.writer()
	took := g.elapsed().Round(100 * time.Millisecond) // speed is decided to the tenth shown
	if g.link.InRoom() {
		chain := a.Ladder.Chain
		if status != doublets.Solved {
			chain = nil
		}
		return g.sendChain(roomAction{Kind: kindChain, Status: status, Chain: chain, Time: took})
	}
	a.Time = took
	a.Status = status
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	return g.nextWriter()
}

// computerFinished records a computer seat's chain.
func (g *Game) computerFinished(p doublets.Attempt) (screen.Screen, tea.Cmd) {
	if g.link.InRoom() {
		if g.st.Phase != writingIt || g.here < 0 || g.sent {
			return g, nil // a search for a seat no longer at work here
		}
		act := roomAction{Kind: kindChain, Status: doublets.Solved, Chain: p.Chain,
			Time: min(p.Think.Round(100*time.Millisecond), doublets.MaxHandTime)}
		if p.Abandoned {
			act.Status, act.Chain = doublets.Abandoned, nil
		}
		return g, g.sendChain(act)
	}
	a := g.writer()
	a.Time = min(p.Think.Round(100*time.Millisecond), doublets.MaxHandTime)
	a.Status = doublets.Solved
	if p.Abandoned {
		a.Status = doublets.Abandoned
	} else {
		a.Ladder.Chain = p.Chain
	}
	return g, g.nextWriter()
}

// nextWriter moves to the next seat, or scores the doublet when all wrote.
func (g *Game) nextWriter() tea.Cmd {
	if g.st.Turn+1 < len(g.seats) {
		g.st.Turn++
		g.save()
		return g.startTurn()
	}
	if err := g.score(); err != nil {
		// The state stays as it was before the last seat finished, which
		// a resume accepts: that seat writes again.
		g.writer().Status = 0
		g.note = "Cannot score this doublet: " + err.Error()
		return g.startTurn()
	}
	return g.startPads()
}

// score marks the doublet on the paper: finishing order on each seat's
// own clock.
func (g *Game) score() error {
	if _, err := g.st.Match.Play(g.dict, g.st.Doublet, g.hands()); err != nil {
		return err
	}
	g.st.Phase = revealing
	g.syncKeys()
	return nil
}

// hands are the seats' attempts as the record keeps them.
func (g *Game) hands() []doublets.Hand {
	hands := make([]doublets.Hand, len(g.st.Attempts))
	for i, a := range g.st.Attempts {
		hands[i] = doublets.Hand{Status: a.Status, Time: a.Time}
		if a.Status == doublets.Solved {
			hands[i].Chain = a.Ladder.Chain
		}
	}
	return hands
}

// lastResult is the scoring of the doublet just revealed.
func (g *Game) lastResult() doublets.Result {
	r, _ := g.st.Match.Last()
	return r
}

// afterReveal draws the next doublet or ends the game: the result takes
// the game's place.
func (g *Game) afterReveal() (screen.Screen, tea.Cmd) {
	if g.st.Match.Done() {
		g.st.Match.End(g.dict)
		g.st.Phase = finished
		var room *screen.Link
		if g.link.InRoom() {
			room = &g.link
		} else {
			g.env.Store.Delete(GameID)
		}
		g.syncKeys()
		return screen.Replace(screen.NewResult(g.env, screen.ResultSpec{
			Room: room,
			Game: GameEntry(), Config: g.nextConfig(),
			Headline: g.headline(), Reason: fmt.Sprintf("after %d doublets", g.st.Doublets),
			Body: g.finalBody(),
		})), nil
	}
	if err := g.draw(); err != nil {
		g.note = "Cannot draw a doublet: " + err.Error()
		return g, nil
	}
	g.scroll = 0
	g.save()
	return g, nil
}

// prepareReveal finds a shortest chain of the doublet revealed, of common
// words when one of them is as short as any, saying so otherwise.
func (g *Game) prepareReveal() {
	g.scroll = 0
	g.shortest, g.shortestNote = nil, ""
	if sol, err := doublets.Solve(g.dict, g.st.Doublet, dict.Common, nil); err == nil {
		g.shortest, g.shortestNote = sol.Chain, "common words"
		if lawful, err := doublets.Solve(g.dict, g.st.Doublet, dict.Lawful, nil); err == nil && lawful.Links < sol.Links {
			g.shortest, g.shortestNote = lawful.Chain, "rarer words"
		}
	} else if sol, err := doublets.Solve(g.dict, g.st.Doublet, dict.Lawful, nil); err == nil {
		g.shortest, g.shortestNote = sol.Chain, "rarer words: no chain of common words"
	}
}

// scrollBy moves the reveal or the paper a line (a page with PgUp/PgDn).
func (g *Game) scrollBy(msg tea.KeyMsg, dir int) {
	step := 1
	if msg.Type == tea.KeyPgUp || msg.Type == tea.KeyPgDown {
		step = max(g.bodyHeight()-1, 1)
	}
	most := max(lipgloss.Height(g.body())-g.bodyHeight(), 0)
	g.scroll = min(max(g.scroll+dir*step, 0), most)
}

// View draws the phase in play.
func (g *Game) View() string {
	t := g.env.Theme
	g.help.ShowAll = g.showAll
	if g.handoff != nil {
		if g.footer.Asking() {
			// The question is drawn over a blank: never over the next
			// seat's private screen.
			return screen.PinFooter(t.Title.Render("Doublets"), g.footerView(), g.height)
		}
		return g.handoff.View(t)
	}
	body := g.body()
	if g.scrolls() {
		vp := viewport.New(max(g.width, 1), g.bodyHeight())
		vp.SetContent(body)
		vp.SetYOffset(g.scroll)
		body = vp.View()
		if most := lipgloss.Height(g.body()) - g.bodyHeight(); most > 0 {
			body += "\n" + t.Muted.Render(fmt.Sprintf("lines %d-%d of %d: up and down scroll", g.scroll+1,
				min(g.scroll+g.bodyHeight(), most+g.bodyHeight()), most+g.bodyHeight()))
		}
	}
	return screen.PinFooter(g.header()+"\n\n"+body, g.footerView(), g.height)
}

// scrolls reports whether the phase's body scrolls in a viewport: the
// announcement, the reveal and the paper (the others keep what is being
// typed in view by themselves).
func (g *Game) scrolls() bool {
	return g.st.Phase == announcing || g.st.Phase == revealing || g.st.Phase == finished
}

// header names the game and the doublet in play.
func (g *Game) header() string {
	t := g.env.Theme
	if g.st.Phase == finished {
		return t.Title.Render("Doublets") + t.Muted.Render(" "+t.Glyph.Dot+" the scoring paper")
	}
	if g.st.Phase == choosing {
		return t.Title.Render("Doublets") + t.Muted.Render(" "+t.Glyph.Dot+" choosing the jewels")
	}
	number := g.st.Match.Paper().Counted() + 1
	if (g.st.Phase == revealing || g.st.Phase == padding) && !g.lastResult().Redraw {
		number--
	}
	return t.Title.Render("Doublets") + t.Muted.Render(fmt.Sprintf(" %s doublet %d of %d", t.Glyph.Dot, min(number, g.st.Doublets), g.st.Doublets))
}

// footerView is the save failure (until a save succeeds), the message or
// the open question, and the key help.
func (g *Game) footerView() string {
	msg, failed := g.note, false
	switch {
	case g.writingHuman():
		if m, f := g.writer().Ladder.Message(); m != "" {
			msg, failed = m, f
		}
	case g.padHuman():
		if g.padNote != "" {
			msg, failed = g.padNote, g.padFailed
		}
	}
	return footerView(g.env, g.footer, g.width, msg, failed, g.showAll, g.keys)
}

// bodyHeight is the room between the header and the footer.
func (g *Game) bodyHeight() int {
	return max(g.height-4-lipgloss.Height(g.footerView()), 3)
}

// body is the phase's content, before any scrolling.
func (g *Game) body() string {
	switch g.st.Phase {
	case announcing:
		return g.announceView()
	case writingIt:
		return g.writingView()
	case padding:
		if g.padHuman() {
			return g.padView()
		}
		if g.st.Together {
			return g.waitingView()
		}
		if g.waitingRemote() {
			return g.spin.View() + " " + g.seats[g.st.Pad].Name + " is making extra-chains" + g.env.Theme.Glyph.Ellipsis
		}
		return ""
	case choosing:
		return g.choosingView()
	case revealing:
		return g.revealView()
	case finished:
		return g.finalView()
	}
	return ""
}

func (g *Game) doubletLine() string {
	db := g.st.Doublet
	return fmt.Sprintf("Change %s into %s (%d letters)", strings.ToUpper(db.From()), strings.ToUpper(db.To()), db.Length())
}

// announceView opens a doublet without showing it: each seat sees it only
// when its own clock starts, so nobody thinks on it for free.
func (g *Game) announceView() string {
	t := g.env.Theme
	var b strings.Builder
	b.WriteString(t.Heading.Render(fmt.Sprintf("A doublet of %d letters is drawn", g.st.Doublet.Length())) + "\n\n")
	text := "Each player in turn sees it only when their own clock starts, and writes a " +
		"chain in private. The fastest correct chain wins marks for speed; shorter chains win marks for brevity."
	if g.st.Together {
		text = "When the table is ready every player sees it at once, at their own terminal, and writes a " +
			"chain in private on their own clock. The fastest correct chain wins marks for speed; shorter chains win marks for brevity."
	}
	if g.st.Limit > 0 {
		text += fmt.Sprintf(" Each chain has %s.", formatClock(g.st.Limit))
	}
	b.WriteString(t.Text.Width(max(min(g.width-1, 78), 20)).Render(text) + "\n")
	if len(g.st.Match.Jewels) > 0 {
		b.WriteString("\n" + t.Heading.Render("The jewels") + t.Muted.Render(" (for extra-chains while you wait for the others)") + "\n")
		b.WriteString(jewelsView(t, g.st.Match.Jewels, nil) + "\n")
	}
	b.WriteString("\n" + g.totalsView() + "\n\n")
	b.WriteString(t.Muted.Render("Press Enter when the table is ready."))
	return b.String()
}

// totalsView lists each player's marks so far.
func (g *Game) totalsView() string {
	t := g.env.Theme
	totals := g.st.Match.Paper().Totals()
	var lines []string
	for i, s := range g.seats {
		who := s.Name
		if !s.IsHuman() {
			who += " (computer, " + s.Level.Title() + ")"
		}
		lines = append(lines, "  "+t.Text.Render(padRight(truncateName(who, 36), 36))+fmt.Sprintf("%3d", totals[i]))
	}
	return strings.Join(lines, "\n")
}

// padRight pads s with spaces to width columns.
func padRight(s string, width int) string {
	return s + strings.Repeat(" ", max(width-lipgloss.Width(s), 0))
}

func (g *Game) writingView() string {
	t := g.env.Theme
	if g.st.Together && !g.writingHuman() {
		return t.Heading.Render(fmt.Sprintf("A doublet of %d letters", g.st.Doublet.Length())) + "\n\n" + g.waitingView()
	}
	seat := g.seats[g.turn()]
	if !seat.IsHuman() || !g.link.Plays(g.turn()) || g.sent {
		return t.Heading.Render(fmt.Sprintf("A doublet of %d letters", g.st.Doublet.Length())) + "\n\n" + g.spin.View() + " " + seat.Name + " is writing a chain" + t.Glyph.Ellipsis
	}
	clock := formatClock(g.elapsed())
	if g.st.Limit > 0 {
		clock += " of " + formatClock(g.st.Limit)
	}
	dot := " " + t.Glyph.Dot + " "
	head := t.Turn.Render(t.Glyph.Turn+" "+seat.Name) + t.Muted.Render(" writes"+dot) + t.Text.Render(clock) + "\n" + t.Heading.Render(g.doubletLine())
	return head + "\n\n" + g.writer().Ladder.View(t, max(g.height-10, 3), true)
}

// revealView shows every chain side by side with its marks, beside a
// shortest chain, and the scoring paper so far.
func (g *Game) revealView() string {
	t := g.env.Theme
	r := g.lastResult()
	cols := len(g.seats)
	if g.shortest != nil {
		cols++
	}
	colWidth := max((g.width-2)/cols-2, 10)
	var out []string
	for i, s := range g.seats {
		a := g.st.Attempts[i]
		lines := []string{t.Heading.Render(truncateName(s.Name, colWidth))}
		switch a.Status {
		case doublets.Solved:
			lines = append(lines, t.Muted.Render(countOf(a.Ladder.Links(), "link")), t.Muted.Render(formatTenths(a.Time)))
		case doublets.Abandoned:
			lines = append(lines, t.Warning.Render("abandoned"), t.Warning.Render("at "+formatTenths(a.Time)))
		}
		if i < len(r.Marks) {
			m := r.Marks[i]
			lines = append(lines, fmt.Sprintf("speed %d", m.Speed), fmt.Sprintf("brevity %d", m.Brevity))
			if m.Decision > 0 {
				lines = append(lines, fmt.Sprintf("decision %d", m.Decision))
			}
		}
		lines = append(lines, "")
		if a.Status == doublets.Solved {
			for _, w := range a.Ladder.Chain {
				lines = append(lines, strings.ToUpper(w))
			}
		}
		out = append(out, padLines(lines, colWidth+2))
	}
	if g.shortest != nil {
		lines := []string{t.Heading.Render("Shortest"), t.Muted.Render(countOf(g.st.Doublet.Links(g.shortest), "link")),
			t.Muted.Render(truncateName(g.shortestNote, colWidth)), "", "", ""}
		for _, w := range g.shortest {
			lines = append(lines, t.Muted.Render(strings.ToUpper(w)))
		}
		out = append(out, padLines(lines, colWidth+2))
	}
	view := t.Heading.Render(g.doubletLine()) + "\n\n" + paperView(t, g.st.Match.Paper(), g.width)
	if r.Redraw {
		view += "\n" + t.Warning.Render("Everyone abandoned: this doublet does not count, and another is drawn.")
	}
	return view + "\n\n" + lipgloss.JoinHorizontal(lipgloss.Top, out...)
}

// padLines pads every line to width columns, so the columns line up.
func padLines(lines []string, width int) string {
	for i, l := range lines {
		lines[i] = padRight(l, width)
	}
	return strings.Join(lines, "\n")
}

// countOf writes "1 link", "3 links".
func countOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func truncateName(name string, width int) string {
	if len(name) <= width {
		return name
	}
	return name[:max(width-1, 1)] + "."
}

// finalView is Carroll's scoring paper, the winner, and how each set of
// extra-chains was marked.
func (g *Game) finalView() string {
	return g.env.Theme.Success.Render(g.headline()+".") + "\n\n" + g.finalBody()
}

// nextConfig is the set-up of this game: Enter on the result screen plays
// again with the next seed.
func (g *Game) nextConfig() screen.Config {
	opts := map[string]string{
		"doublets": fmt.Sprint(g.st.Doublets), "length": "3-5", "difficulty": g.st.Difficulty,
		"limit": "none", "jewels": jewelsDrawn,
	}
	if g.st.Length != 0 {
		opts["length"] = fmt.Sprint(g.st.Length)
	}
	if g.st.Limit > 0 {
		opts["limit"] = fmt.Sprintf("%dm", int(g.st.Limit/time.Minute))
	}
	if len(g.st.Match.Jewels) == 0 {
		opts["jewels"] = jewelsNone
	}
	return screen.Config{Seats: g.seats, Seed: g.st.Seed, Options: opts} // the result screen takes the next seed
}

// headline says who won: "Ada wins with 12 marks".
func (g *Game) headline() string {
	totals := g.st.Match.Paper().Totals()
	best := 0
	for _, x := range totals {
		best = max(best, x)
	}
	var winners []string
	for i, x := range totals {
		if x == best {
			winners = append(winners, g.seats[i].Name)
		}
	}
	result := winners[0] + " wins"
	if len(winners) > 1 {
		result = strings.Join(winners, " and ") + " share the win"
	}
	return fmt.Sprintf("%s with %d marks", result, best)
}

// finalBody is the scoring paper and how each set of extra-chains was
// marked.
func (g *Game) finalBody() string {
	t := g.env.Theme
	out := paperView(t, g.st.Match.Paper(), g.width)
	if len(g.st.Match.Jewels) == 0 {
		return out
	}
	out += "\n\n" + t.Heading.Render("Extra-chains")
	for i, score := range g.st.Match.ScoreExtra(g.dict) {
		out += "\n" + t.Text.Render(fmt.Sprintf("%s: %d marks", g.seats[i].Name, score.Marks))
		if len(g.st.Match.Extra[i]) == 0 {
			out += t.Muted.Render(" (none written)")
		}
		for _, p := range score.Pieces {
			kind := "chain"
			if p.Necklace {
				kind = "necklace"
			}
			out += "\n" + t.Text.Width(max(g.width-2, 20)).Render(fmt.Sprintf("  %+3d  %-8s %s", p.Marks, kind, strings.ToUpper(strings.Join(p.Words, " "))))
		}
		for _, f := range score.Faults {
			out += "\n" + t.Warning.Width(max(g.width-2, 20)).Render("  erased: "+f.Error())
		}
	}
	return out
}

// helpKey handles the keys of the full key help, alike on every screen
// that has one: ? opens and closes it, and Esc while it is open closes it
// (rather than asking to leave). It reports whether msg was one of them.
func helpKey(msg tea.KeyMsg, keys screen.Keys, showAll *bool) bool {
	switch {
	case key.Matches(msg, keys.Help):
		*showAll = !*showAll
	case *showAll && key.Matches(msg, keys.Back):
		*showAll = false
	default:
		return false
	}
	return true
}

// footerView draws a screen's footer (the one screen.Footer) with the
// screen's message of the moment: a refusal when failed, news otherwise.
func footerView(env *screen.Env, f screen.Footer, width int, msg string, failed bool, showAll bool, keys help.KeyMap) string {
	if failed {
		f.Fail(msg)
	} else {
		f.Note(msg)
	}
	f.ShowAll = showAll
	return f.View(env, width, keys)
}

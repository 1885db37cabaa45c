package doublets

import (
	"fmt"
	"strconv"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	"github.com/charmbracelet/bubbles/stopwatch"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/dict"
	"parlour/dict/define"
	"parlour/games/doublets"
	"parlour/ui/handoff"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// GameID names the hot-seat game's save file.
const GameID = "doublets"

// Game is the screen of Doublets for two to four, at one keyboard or in a
// room. The game itself is a doublets.Table: the screen draws it and turns
// keys (and, in a room, the room's actions) into its actions. What the
// table does not know is the screen's: the chain each seat is writing, the
// clocks, the hand-overs.
type Game struct {
	env   *screen.Env
	dict  *dict.Dict
	seats []seats.Seat
	table doublets.Table
	// drafts are the chains being written for the doublet in play, one a
	// seat, each with the time its seat's clock showed before this
	// sitting (a resumed game).
	drafts    []draft
	draftedAt int // the doublet the drafts are for (Table.Drawn)
	// here is the seat at work at this terminal: writing, at its pad, or
	// at the book; −1 when none of its seats has anything to do.
	here int
	// workAt is the phase the seat here is at work in.
	workAt  doublets.Phase
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

	// The pad of the seat making extra-chains, or the field of the seat
	// at the book; padTime is the time the seat at its pad had used before
	// this sitting, resumedPad that of a resumed save, until its pad opens.
	pad        textinput.Model
	padScore   doublets.ExtraScore
	padNote    string
	padFailed  bool
	padTime    time.Duration
	resumedPad time.Duration
	bookTurn   int // the book's turn the field is for; −1 before any

	// shortest is a shortest chain of the doublet revealed, and what kind
	// of words it uses; scroll is how far the reveal or the paper is
	// scrolled.
	shortest     []string
	shortestNote string
	lookup       screen.WordLookup // the reveal's words, to define
	defined      string            // the reveal's word looked up, with its definition
	scroll       int

	// link ties the screen to its room (the zero Link at one keyboard);
	// cursor is where it stands in the room's log; sent is set while this
	// copy's chain, or its putting away of a pad, is on its way to the room
	// and back (see room.go).
	link   screen.Link
	cursor screen.ActionCursor
	sent   bool
	// offset is, in a room, the time the seat at work here had already
	// taken when this copy's clock started: a copy built late (its player
	// reconnecting) counts from when the turn began.
	offset time.Duration
	// age is, while a room's action is applied, how long ago the room
	// accepted it (0 otherwise): a seat's clock that it starts counts from
	// then.
	age time.Duration
}

// draft is a chain being written, and the time on its seat's clock
// before this sitting.
type draft struct {
	Ladder Ladder        `json:"ladder"`
	Time   time.Duration `json:"time_ns"`
	// sent counts the drafts of this chain sent to a room (see sendDraft).
	sent int
}

type gameKeys struct {
	screen.Keys
	Enter, Undo, Abandon, Continue key.Binding
	AddExtra, TakeBack, PutAway    key.Binding
	Choose, LetParlour             key.Binding
	ScrollUp, ScrollDown           key.Binding
	Define                         key.Binding // the reveal's lookup (screen.WordLookup)
}

func (k gameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Continue, k.Enter, k.Undo, k.Abandon, k.AddExtra, k.TakeBack, k.PutAway, k.Choose, k.LetParlour, k.ScrollDown, k.Rules, k.Help, k.Back, k.Define}
}

func (k gameKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Continue, k.Enter, k.Undo, k.Abandon}, {k.AddExtra, k.TakeBack, k.PutAway, k.Choose, k.LetParlour, k.ScrollUp, k.ScrollDown, k.Define}, {k.Rules, k.Help, k.Back, k.Quit}}
}

// Choices of the jewels option, by value.
const (
	jewelsDrawn = "drawn"
	jewelsBook  = "book"
	jewelsNone  = "none"
)

// jewelRules are the engine's rules of each choice of jewels.
var jewelRules = map[string]doublets.JewelRule{jewelsDrawn: doublets.DrawnJewels, jewelsBook: doublets.BookJewels, jewelsNone: doublets.NoJewels}

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

// readOptions reads the set-up's choices (values, or an old set-up's
// labels) once, into the table's configuration for the seats.
func readOptions(stored map[string]string, table []seats.Seat) (doublets.TableConfig, error) {
	opts, err := GameEntry().ReadOptions(stored)
	if err != nil {
		return doublets.TableConfig{}, err
	}
	cfg := tableConfig(table)
	band := bands[opts["difficulty"]]
	cfg.MinPar, cfg.MaxPar, cfg.JewelRule = band[0], band[1], jewelRules[opts["jewels"]]
	if cfg.Doublets, err = strconv.Atoi(opts["doublets"]); err != nil {
		return cfg, err
	}
	if opts["length"] != "3-5" {
		if cfg.Length, err = strconv.Atoi(opts["length"]); err != nil {
			return cfg, err
		}
	}
	if opts["limit"] != "none" {
		if cfg.Limit, err = time.ParseDuration(opts["limit"]); err != nil {
			return cfg, err
		}
	}
	return cfg, nil
}

// tableConfig is a configuration with the seats alone.
func tableConfig(table []seats.Seat) doublets.TableConfig {
	var cfg doublets.TableConfig
	for _, s := range table {
		cfg.Seats = append(cfg.Seats, doublets.TableSeat{Name: s.Name, Computer: !s.IsHuman(), Level: s.Level})
	}
	return cfg
}

// nextConfig is the set-up of this game: Enter on the result screen plays
// again with the next seed.
func (g *Game) nextConfig() screen.Config {
	cfg := g.table.Config()
	opts := map[string]string{"doublets": strconv.Itoa(cfg.Doublets), "length": "3-5", "limit": "none", "jewels": jewelsDrawn}
	for value, band := range bands {
		if band == [2]int{cfg.MinPar, cfg.MaxPar} {
			opts["difficulty"] = value
		}
	}
	if cfg.Length != 0 {
		opts["length"] = strconv.Itoa(cfg.Length)
	}
	if cfg.Limit > 0 {
		opts["limit"] = fmt.Sprintf("%dm", int(cfg.Limit/time.Minute))
	}
	if len(g.table.Match().Jewels) == 0 {
		opts["jewels"] = jewelsNone
	}
	return screen.Config{Seats: g.seats, Seed: cfg.Seed, Options: opts} // the result screen takes the next seed
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
	tc, err := readOptions(cfg.Options, cfg.Seats)
	if err != nil {
		return nil, err
	}
	tc.Seed, tc.Together = cfg.Seed, link.InRoom()
	table, err := doublets.NewTable(dict.Default(), tc)
	if err != nil {
		return nil, err
	}
	g := newGameScreen(env, cfg.Seats, table)
	g.link = link
	g.settle()
	return g, nil
}

func newGameScreen(env *screen.Env, all []seats.Seat, table doublets.Table) *Game {
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
	g := &Game{env: env, dict: dict.Default(), seats: all, table: table, keys: k, help: env.Theme.Help(),
		spin: spinner.New(spinner.WithSpinner(spinner.Line)), clock: stopwatch.NewWithInterval(time.Second),
		here: -1, bookTurn: -1}
	g.draftAll()
	g.syncKeys()
	return g
}

// MinSize is the smallest terminal the game needs.
func (g *Game) MinSize() (int, int) { return 60, 18 }

// Init resumes whatever was under way.
func (g *Game) Init() tea.Cmd { return g.settle() }

// Update plays the game.
func (g *Game) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		g.resize(msg)
		return g, nil
	case screen.SettingsChangedMsg:
		g.help = g.env.Theme.Help()
		g.help.Width = g.width
		return g, nil
	case screen.ShownMsg:
		// Back from the rules: a clock that a room's action replaced
		// meanwhile starts.
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
		if a, ok := msg.Result.(doublets.Action); ok && g.thinker.Accept(msg) {
			return g.computerFinished(a)
		}
		return g, nil
	case spinner.TickMsg:
		return g, g.spinning(msg)
	case tea.KeyMsg:
		return g.key(msg)
	}
	var cmd tea.Cmd
	g.clock, cmd = g.clock.Update(msg)
	if timeUp := g.timeUp(); timeUp != nil {
		return g.playing(timeUp)
	}
	return g, cmd
}

// resize takes the window's new size.
func (g *Game) resize(msg tea.WindowSizeMsg) {
	g.width, g.height = msg.Width, msg.Height
	g.help.Width = msg.Width
	if g.handoff != nil {
		h, _ := g.handoff.Update(msg)
		g.handoff = &h
	}
}

// spinning turns the spinner while a computer thinks or the terminal
// waits for the others.
func (g *Game) spinning(msg spinner.TickMsg) tea.Cmd {
	if !g.thinker.Busy() && !g.waitingRemote() {
		return nil
	}
	var cmd tea.Cmd
	g.spin, cmd = g.spin.Update(msg)
	return cmd
}

// timeUp is what the clock decides when it runs out: the writer's chain
// abandoned at the time for each chain, or the pad put away once the
// others have finished; nil while there is time.
func (g *Game) timeUp() tea.Cmd {
	if limit := g.table.Config().Limit; g.writingHuman() && limit > 0 && g.elapsed() >= limit {
		return g.finishWriting(doublets.TimeOut, fmt.Sprintf("Time is up: %s's chain is abandoned.", g.seats[g.here].Name))
	}
	if g.padHuman() && g.padLeft() <= 0 {
		return g.putAway(fmt.Sprintf("The others have finished: %s's extra-chains are put away.", g.seats[g.here].Name))
	}
	return nil
}

// playing is the screen after an action that may have ended the game:
// the result takes its place.
func (g *Game) playing(cmd tea.Cmd) (screen.Screen, tea.Cmd) {
	if g.table.Over() {
		return g.result()
	}
	return g, cmd
}

// result replaces the game, once its last doublet is revealed, with the
// scoring paper.
func (g *Game) result() (screen.Screen, tea.Cmd) {
	var room *screen.Link
	if g.link.InRoom() {
		room = &g.link
	} else {
		g.env.Store.Delete(GameID)
	}
	return screen.Replace(screen.NewResult(g.env, screen.ResultSpec{
		Room: room,
		Game: GameEntry(), Config: g.nextConfig(),
		Headline: g.headline(), Reason: fmt.Sprintf("after %d doublets", g.table.Config().Doublets),
		Body:  g.finalBody(),
		Words: g.finalWords(), Define: define.Lookup,
		Unfamiliar: func(w string) bool { return g.dict.Familiarity(w) < 2 },
	})), nil
}

func (g *Game) key(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	if g.footer.Asking() {
		return g.answer(msg)
	}
	// The full help is not drawn over the hand-over screen: there Esc asks
	// to leave whatever ? was last left at.
	if (g.handoff == nil || !key.Matches(msg, g.keys.Back)) && helpKey(msg, g.keys.Keys, &g.showAll) {
		return g, nil
	}
	switch {
	case key.Matches(msg, g.keys.Back) && g.table.Over():
		return screen.Home(), nil
	case key.Matches(msg, g.keys.Back):
		g.footer.Ask(screen.LeaveQuestionFor(g.env, g.link))
		return g, nil
	case key.Matches(msg, g.keys.Rules):
		// A writer who has seen the doublet is timed while he reads the
		// rules too: no thinking off the clock.
		return screen.Open(g, rules.New(g.env, "doublets", "Doublets")), nil
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
	return g.phaseKey(msg)
}

// phaseKey takes a key of the phase in play.
func (g *Game) phaseKey(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	switch g.table.Phase() {
	case doublets.Announcing, doublets.Revealing:
		return g.playing(g.readingKey(msg))
	case doublets.Finished:
		if key.Matches(msg, g.keys.Continue) {
			return screen.Home(), nil
		}
		g.readingKey(msg)
	case doublets.Padding:
		if g.padHuman() {
			return g, g.padKey(msg)
		}
	case doublets.Choosing:
		if _, seat := g.table.BookTurn(); g.link.Plays(seat) {
			return g, g.chooseKey(msg)
		}
	case doublets.Writing:
		if g.writingHuman() {
			return g, g.writingKey(msg)
		}
	}
	return g, nil
}

// answer takes the answer to the question asked: abandon the doublet, or
// leave the game.
func (g *Game) answer(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	answered, yes := g.footer.Answer(msg)
	switch {
	case answered && yes && g.abandoning:
		g.abandoning = false
		if g.writingHuman() {
			return g, g.finishWriting(doublets.Abandon, fmt.Sprintf("%s abandoned the doublet.", g.seats[g.here].Name))
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

// readingKey takes a key while the doublet is announced or revealed, or
// the paper read: scrolling, and Enter to go on.
func (g *Game) readingKey(msg tea.KeyMsg) tea.Cmd {
	switch {
	case key.Matches(msg, g.keys.ScrollUp):
		g.scrollBy(msg, -1)
	case key.Matches(msg, g.keys.ScrollDown):
		g.scrollBy(msg, 1)
	case key.Matches(msg, g.keys.Continue) && g.table.Phase() == doublets.Announcing:
		return g.play(doublets.Action{Kind: doublets.Start}, g.note)
	case key.Matches(msg, g.keys.Continue) && g.table.Phase() == doublets.Revealing:
		return g.play(doublets.Action{Kind: doublets.Next}, g.note)
	case g.table.Phase() == doublets.Revealing:
		if line, ok := g.lookup.Handle(msg); ok {
			g.defined = line
		}
	}
	return nil
}

// writingKey takes a key of the seat writing its chain.
func (g *Game) writingKey(msg tea.KeyMsg) tea.Cmd {
	if key.Matches(msg, g.keys.Abandon) {
		g.abandoning = true
		g.footer.Ask("Abandon this doublet? Your clock stops and the chain is not handed in. (y/n)")
		return nil
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
		return g.sendDraft()
	case chainComplete:
		return g.finishWriting(doublets.HandIn, fmt.Sprintf("%s handed in a chain.", g.seats[g.here].Name))
	}
	return nil
}

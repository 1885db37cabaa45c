package doublets

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlour/games/doublets"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// A room of Doublet Puzzles (see package parlour/ui/room) has one seat,
// the solver's; every other terminal in it watches. Each terminal runs its
// own PuzzleRoom, built from the same Config, and everything the solver
// does is an action applied when the room hands it back, in the log's
// order, in every copy alike: the puzzle begun (Carroll's number from his
// list, the date of the doublet of the day, or the next new doublet, whose
// seed is cfg.Seed and the number of puzzles begun before it), each word
// entered, a word taken back, a hint, giving up, and the next puzzle once
// one is over. Every action but the first carries the solver's time as
// his own copy measured it when he acted; between actions each copy's
// clock runs from when the room accepted the last one, so a spectator who
// joins late and the solver reconnecting see the same time. A hint's word
// is worked out by each copy when the hint comes back, and the shortest
// and Carroll's chains are drawn only on the result, so a spectator sees
// nothing the solver has not seen. The copies never write the Store: the
// room's log is its save, and records are kept only at one keyboard. The
// result stays on the puzzle's own screen: the solver may ask for the next
// puzzle (n), and m or Esc leave the room.

// The kinds of puzzle room action.
const (
	kindBegin  = "puzzle" // the puzzle chosen is begun
	kindWord   = "word"   // a word offered as the next link
	kindUndo   = "undo"   // the last link taken back
	kindHint   = "hint"   // the next word of a shortest chain, asked for
	kindGiveUp = "giveup" // the solver gives up
	kindAfter  = "next"   // the next puzzle of the same kind, after one ends
	// The jewels.
	kindJewels = "chain"  // a chain (or necklace) of jewels written
	kindRemove = "remove" // the last chain removed
	kindFinish = "finish" // the jewels ended and scored
)

// maxJewelChains bounds the chains of a jewels puzzle in a room.
const maxJewelChains = 64

// maxPuzzleTime bounds the time an action may carry.
const maxPuzzleTime = 100 * time.Hour

// maxHeldKeys bounds the keys a solver's copy holds while its last action
// is on its way to the room and back.
const maxHeldKeys = 256

// puzzleAction is one action of a room of Doublet Puzzles.
type puzzleAction struct {
	Kind   string        `json:"kind"`
	Number int           `json:"number,omitempty"` // Carroll's doublet, from 1
	Date   string        `json:"date,omitempty"`   // the doublet of the day
	Word   string        `json:"word,omitempty"`
	Words  []string      `json:"words,omitempty"`   // a chain of jewels
	Time   time.Duration `json:"time_ns,omitempty"` // the solver's time when he acted
}

// decodePuzzleAction reads an action from the solver's copy, which must be
// treated as hostile: a known kind, a time within bounds, a word of
// letters only, a real date, a number of Carroll's.
func decodePuzzleAction(data []byte) (puzzleAction, bool) {
	var a puzzleAction
	if err := json.Unmarshal(data, &a); err != nil {
		return puzzleAction{}, false
	}
	switch a.Kind {
	case kindBegin, kindWord, kindUndo, kindHint, kindGiveUp, kindAfter, kindJewels, kindRemove, kindFinish:
	default:
		return puzzleAction{}, false
	}
	if a.Time < 0 || a.Time > maxPuzzleTime || len(a.Word) > maxActionWord || !letters(a.Word) {
		return puzzleAction{}, false
	}
	if a.Number < 0 || a.Number > len(doublets.Carroll()) {
		return puzzleAction{}, false
	}
	if a.Date != "" {
		if _, err := time.Parse(time.DateOnly, a.Date); err != nil || len(a.Date) != len(time.DateOnly) {
			return puzzleAction{}, false
		}
	}
	if len(a.Words) > maxActionWords {
		return puzzleAction{}, false
	}
	for i, w := range a.Words {
		if len(w) == 0 || len(w) > maxActionWord || !letters(w) {
			return puzzleAction{}, false
		}
		a.Words[i] = strings.ToLower(w)
	}
	a.Word = strings.ToLower(a.Word)
	return a, true
}

// PuzzleRoom is one terminal's copy of a room of Doublet Puzzles: the
// solver's choice of a puzzle, then the puzzle, then the next.
type PuzzleRoom struct {
	env    *screen.Env
	cfg    screen.Config
	link   screen.Link
	player seats.Seat
	solver bool // this copy plays the seat
	cursor screen.ActionCursor
	// begun counts the puzzles begun in the room: the next new doublet's
	// seed is cfg.Seed plus begun.
	begun  int
	puzzle *Puzzle // the puzzle being solved, or over; nil while choosing
	jewels *Jewels // or the jewels being linked, or over
	picker *Picker // Carroll's list, at the solver's copy while choosing
	note   string  // why the last puzzle asked for could not be made
	// pending counts this copy's actions on their way to the room and
	// back; keys arriving meanwhile are held, then played in order.
	pending int
	held    []tea.KeyMsg
	// ticking is set while a chain of the clock's ticks runs.
	ticking bool
	keys    puzzleRoomKeys
	help    help.Model
	showAll bool
	width   int
	height  int
}

type puzzleRoomKeys struct {
	screen.Keys
	Begin key.Binding
}

func (k puzzleRoomKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Begin, k.Rules, k.Help, k.Back}
}

func (k puzzleRoomKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Begin, k.Rules, k.Help, k.Back, k.Quit}}
}

// puzzleTickMsg moves a room copy's clock on.
type puzzleTickMsg struct{ room *PuzzleRoom }

// roomPuzzles is one copy of a room of Doublet Puzzles: seat 0 is the
// solver's, played where link.Plays it.
func roomPuzzles(env *screen.Env, cfg screen.Config, link screen.Link) (screen.Screen, error) {
	if len(cfg.Seats) != 1 {
		return nil, fmt.Errorf("a puzzle has one player, not %d", len(cfg.Seats))
	}
	if !cfg.Seats[0].IsHuman() {
		return nil, fmt.Errorf("Doublet Puzzles have no computer player: the seat is a person's")
	}
	opts, err := PuzzlesEntry().ReadOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	if opts["puzzle"] == choiceStats {
		return nil, fmt.Errorf("%q is not a puzzle to play in a room: choose another", PuzzlesEntry().ChoiceLabel("puzzle", choiceStats))
	}
	cfg.Options = opts
	k := puzzleRoomKeys{Keys: screen.NewKeys(),
		Begin: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "begin: the clock starts"))}
	k.Back.SetHelp("esc", "leave the room")
	r := &PuzzleRoom{env: env, cfg: cfg, link: link, player: cfg.Seats[0], solver: link.Plays(0), keys: k, help: env.Theme.Help()}
	k.Begin.SetEnabled(r.solver)
	r.keys = k
	if r.solver && r.carrollList() {
		r.picker = newPicker(env, r.player)
		r.picker.records = Records{} // a room keeps no records
		r.picker.room = r
	}
	return r, nil
}

// carrollList reports whether the solver chooses from Carroll's list.
func (r *PuzzleRoom) carrollList() bool {
	_, err := fmt.Sscan(r.cfg.Options["number"], new(int))
	return r.cfg.Options["puzzle"] == choiceCarroll && err != nil
}

// MinSize is the smallest terminal the room's screens need.
func (r *PuzzleRoom) MinSize() (int, int) {
	switch {
	case r.puzzle != nil:
		return r.puzzle.MinSize()
	case r.jewels != nil:
		return r.jewels.MinSize()
	case r.picker != nil:
		return r.picker.MinSize()
	}
	return 48, 10
}

// Init does nothing: the clock runs once a puzzle is begun.
func (r *PuzzleRoom) Init() tea.Cmd { return nil }

// GameOver reports whether the room's puzzle is over (the room's server
// may close a room nobody is in once it is).
func (r *PuzzleRoom) GameOver() bool {
	return r.puzzle != nil && r.puzzle.phase != writing || r.jewels != nil && r.jewels.done
}

// writing reports whether a puzzle is under way (its clock runs).
func (r *PuzzleRoom) writing() bool {
	return r.puzzle != nil && r.puzzle.phase == writing || r.jewels != nil && !r.jewels.done
}

// Applied is the number of room actions this copy has applied.
func (r *PuzzleRoom) Applied() int { return r.cursor.Applied() }

func (r *PuzzleRoom) tick() tea.Cmd {
	r.ticking = true
	return tea.Tick(time.Second, func(time.Time) tea.Msg { return puzzleTickMsg{room: r} })
}

// clockCmd starts the clock's ticks if a puzzle is being written and no
// chain of ticks runs.
func (r *PuzzleRoom) clockCmd() tea.Cmd {
	if r.ticking || !r.writing() {
		return nil
	}
	return r.tick()
}

// send hands an action of the solver's to the room; it is applied when it
// comes back.
func (r *PuzzleRoom) send(a puzzleAction) {
	if !r.solver || !r.link.InRoom() {
		return
	}
	data, err := json.Marshal(a)
	if err != nil {
		return
	}
	r.pending++
	r.link.Send(screen.Action{Seat: 0, Data: data})
}

// Update plays the room.
func (r *PuzzleRoom) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		r.width, r.height = msg.Width, msg.Height
		r.help.Width = msg.Width
	case screen.SettingsChangedMsg:
		r.help = r.env.Theme.Help()
		r.help.Width = r.width
	case screen.ShownMsg:
		// Back from the rules, under which the clock ticked on.
		r.now()
	case puzzleTickMsg:
		if msg.room != r {
			return r, nil
		}
		r.ticking = false
		r.now()
		return r, r.clockCmd()
	case screen.ActionMsg:
		return r.action(msg)
	case tea.KeyMsg:
		if r.pending > 0 && msg.Type != tea.KeyCtrlC {
			if len(r.held) < maxHeldKeys {
				r.held = append(r.held, msg)
			}
			return r, nil
		}
		return r.key(msg)
	}
	return r.forward(msg)
}

// now brings the puzzle's clock up to date.
func (r *PuzzleRoom) now() {
	if r.puzzle != nil {
		r.puzzle.now = time.Now()
	}
	if r.jewels != nil {
		r.jewels.now = time.Now()
	}
}

// forward gives msg to the screen shown inside the room. What that screen
// asks of the stack is asked for the room: the rules open over the room,
// and leaving (Home) leaves it.
func (r *PuzzleRoom) forward(msg tea.Msg) (screen.Screen, tea.Cmd) {
	var (
		next screen.Screen
		cmd  tea.Cmd
	)
	switch {
	case r.puzzle != nil:
		next, cmd = r.puzzle.Update(msg)
	case r.jewels != nil:
		next, cmd = r.jewels.Update(msg)
	case r.picker != nil:
		next, cmd = r.picker.Update(msg)
	}
	n, ok := next.(screen.Navigation)
	if !ok {
		return r, cmd
	}
	if n.Kind == screen.Opening {
		return screen.Open(r, n.Next), cmd
	}
	return n, cmd
}

// key handles a key: the puzzle's or the list's, or the ready screen's.
func (r *PuzzleRoom) key(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	if r.puzzle != nil || r.jewels != nil || r.picker != nil {
		return r.forward(msg)
	}
	if helpKey(msg, r.keys.Keys, &r.showAll) {
		return r, nil
	}
	switch {
	case key.Matches(msg, r.keys.Back):
		return screen.Home(), nil
	case key.Matches(msg, r.keys.Rules):
		return screen.Open(r, rules.New(r.env, "doublets", "Doublets")), nil
	case key.Matches(msg, r.keys.Begin) && r.solver:
		a := puzzleAction{Kind: kindBegin}
		switch r.cfg.Options["puzzle"] {
		case choiceDaily:
			a.Date = time.Now().Format(time.DateOnly) // the solver's day
		case choiceCarroll:
			fmt.Sscan(r.cfg.Options["number"], &a.Number)
		}
		r.send(a)
	}
	return r, nil
}

// action applies an action the room accepted, if it is the next of the
// log, the solver's, and one the puzzle allows now; anything else is
// ignored, identically in every copy. Then the keys this copy held while
// its action was away are played; once one leaves the room or opens the
// rules, the keys after it are typed again, in order, for the screen it
// opens (the rules, or the lobby).
func (r *PuzzleRoom) action(msg screen.ActionMsg) (screen.Screen, tea.Cmd) {
	if !r.cursor.Accept(msg) || msg.Action.Seat != 0 {
		return r, nil
	}
	if r.solver && r.pending > 0 {
		r.pending--
	}
	at := msg.Action.At
	if at.IsZero() {
		at = time.Now() // a log restored after a restart: the clock runs from now
	}
	var cmds []tea.Cmd
	if a, ok := decodePuzzleAction(msg.Action.Data); ok {
		cmds = append(cmds, r.apply(a, at))
	}
	var next screen.Screen = r
	for r.pending == 0 && len(r.held) > 0 {
		k := r.held[0]
		r.held = r.held[1:]
		var cmd tea.Cmd
		next, cmd = r.key(k)
		cmds = append(cmds, cmd)
		if _, ok := next.(screen.Navigation); ok {
			keys := r.held
			cmds = append(cmds, func() tea.Msg { return screen.TypeMsg{Keys: keys} })
			r.held = nil
			break
		}
	}
	cmds = append(cmds, r.clockCmd())
	return next, tea.Batch(cmds...)
}

// apply makes the action's change.
func (r *PuzzleRoom) apply(a puzzleAction, at time.Time) tea.Cmd {
	switch {
	case r.puzzle != nil && r.puzzle.phase != writing && a.Kind == kindAfter && r.hasNext():
		p := r.puzzle
		a = puzzleAction{Kind: kindBegin, Number: p.st.Index + 2, Date: p.st.Date}
		return r.begin(a, at)
	case r.puzzle != nil && r.puzzle.phase == writing:
		_, cmd := r.puzzle.applyRoom(a, at)
		return cmd
	case r.jewels != nil && r.jewels.done && a.Kind == kindAfter:
		return r.begin(puzzleAction{Kind: kindBegin}, at)
	case r.jewels != nil && !r.jewels.done:
		r.jewels.applyRoom(a, at)
	case r.puzzle == nil && r.jewels == nil && a.Kind == kindBegin:
		return r.begin(a, at)
	}
	return nil
}

// hasNext reports whether the puzzle over has a next of its kind:
// Carroll's next doublet, another new one; the doublet of the day has none.
func (r *PuzzleRoom) hasNext() bool {
	if r.jewels != nil {
		return true // another eighteen
	}
	if r.puzzle == nil {
		return false
	}
	switch r.puzzle.st.Source {
	case sourceCarroll:
		return r.puzzle.st.Index+1 < len(doublets.Carroll())
	case sourceGenerated:
		return true
	}
	return false
}

// begin makes the puzzle a begin action names, the same in every copy.
func (r *PuzzleRoom) begin(a puzzleAction, at time.Time) tea.Cmd {
	var (
		p   *Puzzle
		err error
	)
	switch r.cfg.Options["puzzle"] {
	case choiceJewels:
		j, err := newJewels(r.env, r.player, r.cfg.Seed+uint64(r.begun))
		if err != nil {
			r.note = "Cannot draw the jewels: " + err.Error()
			return nil
		}
		r.note = ""
		r.begun++
		j.room, j.from, j.now = r, at, time.Now()
		j.roomKeys()
		if r.width > 0 {
			j.Update(tea.WindowSizeMsg{Width: r.width, Height: r.height})
		}
		r.jewels = j
		return nil
	case choiceCarroll:
		p, err = carrollPuzzle(r.env, r.player, a.Number-1)
	case choiceDaily:
		if a.Date == "" {
			return nil
		}
		p, err = dailyPuzzle(r.env, r.player, a.Date)
	default:
		length, _ := strconv.Atoi(r.cfg.Options["length"]) // read once by roomPuzzles
		p, err = generatedPuzzle(r.env, r.player, r.cfg.Options["difficulty"], length, r.cfg.Seed+uint64(r.begun))
	}
	if err != nil {
		r.note = "Cannot make the puzzle: " + err.Error()
		return nil
	}
	r.note = ""
	r.begun++
	p.room, p.next = r, nil
	p.from, p.now = at, time.Now()
	p.roomKeys()
	if r.width > 0 {
		p.Update(tea.WindowSizeMsg{Width: r.width, Height: r.height})
	}
	r.puzzle, r.picker = p, nil
	return nil
}

// View draws the puzzle, the solver's list, or the room waiting for him.
func (r *PuzzleRoom) View() string {
	switch {
	case r.puzzle != nil:
		return r.puzzle.View()
	case r.jewels != nil:
		return r.jewels.View()
	case r.picker != nil:
		return r.picker.View()
	}
	t := r.env.Theme
	entry := PuzzlesEntry()
	what := entry.ChoiceLabel("puzzle", r.cfg.Options["puzzle"])
	if r.cfg.Options["puzzle"] == choiceNew {
		what += ": " + entry.ChoiceLabel("difficulty", r.cfg.Options["difficulty"]) + ", " + r.cfg.Options["length"] + " letters"
	}
	if r.cfg.Options["puzzle"] == choiceCarroll {
		var n int
		fmt.Sscan(r.cfg.Options["number"], &n)
		what = fmt.Sprintf("Carroll's doublet no. %d", n)
	}
	if t.ASCII {
		what = screen.ASCIIText(what)
	}
	var b strings.Builder
	b.WriteString(t.Title.Render("Doublet Puzzles") + t.Muted.Render(" "+t.Glyph.Dot+" ") + t.Heading.Render(what) + "\n\n")
	if r.solver {
		b.WriteString(t.Text.Render("Press Enter to see the doublet: your clock starts at once.") + "\n" +
			t.Muted.Render("Those watching see each word you add, and nothing more.") + "\n")
	} else {
		b.WriteString(t.Text.Render(fmt.Sprintf("Waiting for %s%s to begin the puzzle.", r.player.Name, r.env.AwayMark(0))) + "\n" +
			t.Muted.Render("You will see each word as it is added.") + "\n")
	}
	if r.note != "" {
		b.WriteString("\n" + t.Error.Render(r.note) + "\n")
	}
	var f screen.Footer
	f.ShowAll = r.showAll
	return screen.PinFooter(b.String(), f.View(r.env, r.width, r.keys), r.height)
}

// roomKeys sets the puzzle's keys for a room: a spectator's only leave,
// scroll and read the rules.
func (p *Puzzle) roomKeys() {
	for _, b := range []*key.Binding{&p.keys.Enter, &p.keys.Undo, &p.keys.Hint, &p.keys.GiveUp} {
		b.SetEnabled(p.room.solver)
	}
	p.keys.Back.SetHelp("esc", "leave the room")
}

// sendElapsed is the solver's time now, which his action carries.
func (p *Puzzle) sendElapsed() time.Duration { return solverTime(p.st.Elapsed, p.from) }

// solverTime is the time a solver's action carries: the time taken up to
// the room's last action, elapsed, and the time since it, from, within
// the bound an action may carry.
func solverTime(elapsed time.Duration, from time.Time) time.Duration {
	return min(elapsed+max(time.Since(from), 0), maxPuzzleTime)
}

// roomKey handles a key of a puzzle in a room: the solver's words, take
// backs, hints and giving up are sent, not applied; a word is checked here
// first, so that a refusal is said at once and nothing is sent.
func (p *Puzzle) roomKey(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	r := p.room
	if p.footer.Asking() {
		answered, yes := p.footer.Answer(msg)
		switch {
		case answered && yes && p.giveUp:
			p.giveUp = false
			if p.phase == writing {
				r.send(puzzleAction{Kind: kindGiveUp, Time: p.sendElapsed()})
			}
		case answered && yes:
			return screen.Home(), nil
		case answered:
			p.giveUp = false
		}
		return p, nil
	}
	if key.Matches(msg, p.keys.Rules) {
		return screen.Open(p, rules.New(p.env, "doublets", "Doublets")), nil
	}
	if helpKey(msg, p.keys.Keys, &p.showAll) {
		return p, nil
	}
	if p.phase != writing {
		switch {
		case msg.Type == tea.KeyUp || msg.Type == tea.KeyPgUp || msg.String() == "k":
			p.scroll = max(p.scroll-1, 0)
		case msg.Type == tea.KeyDown || msg.Type == tea.KeyPgDown || msg.String() == "j":
			p.scroll = min(p.scroll+1, max(lipgloss.Height(p.resultView())-p.resultHeight(), 0))
		case key.Matches(msg, p.keys.Next) && r.solver && r.hasNext():
			r.send(puzzleAction{Kind: kindAfter})
		case key.Matches(msg, p.keys.Back), msg.String() == "m":
			return screen.Home(), nil
		}
		return p, nil
	}
	if key.Matches(msg, p.keys.Back) {
		if !r.solver {
			return screen.Home(), nil
		}
		p.footer.Ask("Leave the room? Your seat and this puzzle wait for you, and the clock runs on. (y/n)")
		return p, nil
	}
	if !r.solver {
		return p, nil
	}
	switch {
	case key.Matches(msg, p.keys.GiveUp):
		p.giveUp = true
		p.footer.Ask("Give up this puzzle and see a shortest chain? (y/n)")
	case key.Matches(msg, p.keys.Hint):
		r.send(puzzleAction{Kind: kindHint, Time: p.sendElapsed()})
	case key.Matches(msg, p.keys.Undo), msg.Type == tea.KeyBackspace && p.ladder.Input() == "":
		if len(p.ladder.Chain) <= 1 {
			p.ladder.say("Nothing to take back.", true)
			return p, nil
		}
		r.send(puzzleAction{Kind: kindUndo, Time: p.sendElapsed()})
	case msg.Type == tea.KeyEnter:
		word := p.ladder.Input()
		if l, ev := p.ladder.Offer(word); ev == noEvent {
			p.ladder = l // refused: the reason, and the word left to mend
			return p, nil
		}
		p.ladder.input = ""
		p.ladder.say("", false)
		r.send(puzzleAction{Kind: kindWord, Word: word, Time: p.sendElapsed()})
	default:
		p.ladder, _ = p.ladder.Update(msg) // typing: this terminal's alone
	}
	return p, nil
}

// applyRoom applies the solver's action, which the room accepted, while
// the puzzle is being written: the same checks as at one keyboard (a word
// the chain cannot take is refused, and the refusal said, in every copy).
// His time is the action's, when the action changed something.
func (p *Puzzle) applyRoom(a puzzleAction, at time.Time) (screen.Screen, tea.Cmd) {
	typed := p.ladder.input // what the solver has typed since: his own
	var ev ladderEvent
	switch a.Kind {
	case kindWord:
		p.ladder, ev = p.ladder.Offer(a.Word)
	case kindUndo:
		p.ladder, ev = p.ladder.Undo()
	case kindHint:
		p.ladder, ev = p.ladder.Hint()
	case kindGiveUp:
		ev = chainComplete
	default:
		return p, nil
	}
	p.ladder.input = typed
	if ev == noEvent {
		return p, nil
	}
	p.st.Elapsed = max(p.st.Elapsed, a.Time)
	p.from, p.now = at, time.Now()
	switch {
	case a.Kind == kindGiveUp:
		return p.finish(gaveUp)
	case ev == chainComplete:
		return p.finish(solved)
	}
	return p, nil
}

// finishInRoom ends a puzzle in a room: the result stays on this screen
// (no records: a room keeps none), n asks for the next puzzle.
func (p *Puzzle) finishInRoom() tea.Cmd {
	p.keys.Next.SetEnabled(p.room.solver && p.room.hasNext())
	p.keys.Back.SetHelp("m/esc", "leave the room")
	if p.phase == solved {
		p.best = Best{Links: p.ladder.Links(), Time: p.st.Elapsed, Hints: p.ladder.Hints, Marks: p.marks()}
	}
	return nil
}

// roomKeys sets the jewels' keys for a room: a spectator's only leave and
// read the rules.
func (j *Jewels) roomKeys() {
	for _, b := range []*key.Binding{&j.keys.Add, &j.keys.Remove, &j.keys.Finish} {
		b.SetEnabled(j.room.solver)
	}
	j.keys.Back.SetHelp("esc", "leave the room")
}

// sendElapsed is the solver's time now, which his action carries.
func (j *Jewels) sendElapsed() time.Duration { return solverTime(j.st.Elapsed, j.from) }

// roomKey handles a key of the jewels in a room: a chain written, the last
// removed and the end are sent, not applied.
func (j *Jewels) roomKey(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	r := j.room
	if j.footer.Asking() {
		answered, yes := j.footer.Answer(msg)
		switch {
		case answered && yes && j.ending:
			j.ending = false
			if !j.done {
				r.send(puzzleAction{Kind: kindFinish, Time: j.sendElapsed()})
			}
		case answered && yes:
			return screen.Home(), nil
		case answered:
			j.ending = false
		}
		return j, nil
	}
	if helpKey(msg, j.keys.Keys, &j.showAll) {
		return j, nil
	}
	switch {
	case key.Matches(msg, j.keys.Rules):
		return screen.Open(j, rules.New(j.env, "doublets", "Doublets")), nil
	case j.done:
		switch {
		case msg.String() == "n" && r.solver:
			r.send(puzzleAction{Kind: kindAfter})
		case key.Matches(msg, j.keys.Back), msg.String() == "m":
			return screen.Home(), nil
		}
		return j, nil
	case key.Matches(msg, j.keys.Back) && !r.solver:
		return screen.Home(), nil
	case key.Matches(msg, j.keys.Back):
		j.footer.Ask("Leave the room? Your seat and the jewels wait for you, and the clock runs on. (y/n)")
		return j, nil
	case !r.solver:
		return j, nil
	case key.Matches(msg, j.keys.Add):
		words := chainWords(j.input.Value())
		if len(words) < 2 {
			j.say("A chain has at least two words: type them separated by spaces.", true)
			return j, nil
		}
		if len(words) > maxActionWords || len(j.st.Chains) >= maxJewelChains {
			j.say(fmt.Sprintf("A room takes at most %d chains of at most %d words.", maxJewelChains, maxActionWords), true)
			return j, nil
		}
		j.input.SetValue("")
		r.send(puzzleAction{Kind: kindJewels, Words: words, Time: j.sendElapsed()})
		return j, nil
	case key.Matches(msg, j.keys.Remove):
		if len(j.st.Chains) == 0 {
			j.say("No chain to remove.", true)
			return j, nil
		}
		r.send(puzzleAction{Kind: kindRemove, Time: j.sendElapsed()})
		return j, nil
	case key.Matches(msg, j.keys.Finish):
		j.ending = true
		j.footer.Ask("End the jewels and score the chains? (y/n)")
		return j, nil
	}
	return j.typed(msg)
}

// applyRoom applies the solver's action, which the room accepted, to the
// jewels under way: the same checks in every copy, his time the action's.
func (j *Jewels) applyRoom(a puzzleAction, at time.Time) {
	switch {
	case a.Kind == kindJewels && len(a.Words) >= 2 && len(j.st.Chains) < maxJewelChains:
		j.appendChain(a.Words)
	case a.Kind == kindRemove && len(j.st.Chains) > 0:
		j.removeChain()
	case a.Kind == kindFinish:
		j.st.Elapsed = max(j.st.Elapsed, a.Time)
		j.done = true
		for _, b := range []*key.Binding{&j.keys.Add, &j.keys.Remove, &j.keys.Finish} {
			b.SetEnabled(false)
		}
		j.keys.Back.SetHelp("m/esc", "leave the room")
		j.say(fmt.Sprintf("%d marks, %s in %s.", j.score.Marks, countOf(len(j.st.Chains), "chain"), formatClock(j.st.Elapsed)), false)
		if j.room.solver {
			j.message += " n: another eighteen jewels."
		}
		return
	default:
		return
	}
	j.st.Elapsed = max(j.st.Elapsed, a.Time)
	j.from, j.now = at, time.Now()
}

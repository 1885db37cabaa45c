package doublets

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/stopwatch"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlour/dict"
	"parlour/dict/define"
	"parlour/games/doublets"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
	"parlour/ui/theme"
)

// PuzzlesID names the solo puzzles' save file.
const PuzzlesID = "doublet-puzzles"

// puzzleVersion is the format of the puzzle save.
const puzzleVersion = 1

// Where a solo puzzle comes from.
const (
	sourceCarroll   = "carroll"
	sourceDaily     = "daily"
	sourceGenerated = "generated"
	sourceJewels    = "jewels"
)

// puzzleState is what the autosave of a solo puzzle holds.
type puzzleState struct {
	Source     string        `json:"source"`
	Index      int           `json:"index,omitempty"`      // Carroll's puzzle number, from 0
	Date       string        `json:"date,omitempty"`       // the daily puzzle's date
	Difficulty string        `json:"difficulty,omitempty"` // generated puzzles
	Length     int           `json:"length,omitempty"`     // generated puzzles
	Ladder     Ladder        `json:"ladder"`
	Elapsed    time.Duration `json:"elapsed_ns"`
	Seed       uint64        `json:"seed"`
}

// puzzlePhase is where the solver stands.
type puzzlePhase int

const (
	writing puzzlePhase = iota
	solved
	gaveUp
)

// Puzzle is the screen of one solo doublet against the clock.
type Puzzle struct {
	env    *screen.Env
	dict   *dict.Dict
	player seats.Seat
	st     puzzleState
	title  string
	ladder Ladder
	// par and count describe the shortest chains; shortest is one of them.
	par      int
	rarer    bool // no chain of common words: the par is over rarer words
	scroll   int  // how far the result is scrolled
	count    *big.Int
	shortest []string
	carroll  *doublets.Puzzle
	clock    stopwatch.Model
	phase    puzzlePhase
	best     Best
	fastest  bool     // the quickest scored solve of its kind yet
	practice *Attempt // the scored attempt, when this one is practice
	streak   int
	footer   screen.Footer
	giveUp   bool // the open question is "give up?"
	keys     puzzleKeys
	help     help.Model
	showAll  bool
	width    int
	height   int
	// back is how leaving returns: to the list of Carroll's puzzles
	// (screen.Close), or home.
	back func() screen.Screen
	// next makes the puzzle that follows this one (n on the result).
	next func() (screen.Screen, error)
	// room is the room the puzzle is played in (see puzzleroom.go), nil
	// at one keyboard. There the clock is st.Elapsed, the solver's time at
	// his last action, and the time since the room accepted it (from);
	// now is when the clock was last read, so that View only draws.
	room *PuzzleRoom
	from time.Time
	now  time.Time
}

type puzzleKeys struct {
	screen.Keys
	Enter, Undo, Hint, GiveUp, Next key.Binding
}

func (k puzzleKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Enter, k.Undo, k.Hint, k.GiveUp, k.Next, k.Rules, k.Help, k.Back}
}

func (k puzzleKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Enter, k.Undo, k.Hint, k.GiveUp}, {k.Next, k.Rules, k.Help, k.Back, k.Quit}}
}

func newPuzzleKeys() puzzleKeys {
	k := puzzleKeys{
		Keys:   screen.TypingKeys(),
		Enter:  key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "add the word")),
		Undo:   key.NewBinding(key.WithKeys("ctrl+z"), key.WithHelp("⌫/ctrl+z", "take back")),
		Hint:   key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "hint")),
		GiveUp: key.NewBinding(key.WithKeys("ctrl+g"), key.WithHelp("ctrl+g", "give up")),
		Next:   key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next puzzle")),
	}
	k.Next.SetEnabled(false)
	return k
}

// newPuzzle prepares the screen for a puzzle, fresh or saved.
func newPuzzle(env *screen.Env, player seats.Seat, st puzzleState) (*Puzzle, error) {
	d := dict.Default()
	p := &Puzzle{env: env, dict: d, player: player, st: st, keys: newPuzzleKeys(), help: env.Theme.Help(), back: screen.Home}
	switch st.Source {
	case sourceCarroll:
		all := doublets.Carroll()
		if st.Index < 0 || st.Index >= len(all) {
			return nil, fmt.Errorf("there is no Carroll puzzle number %d", st.Index+1)
		}
		p.carroll = &all[st.Index]
		p.title = p.carroll.Title
	case sourceDaily:
		p.title = "The doublet of " + st.Date
	default:
		label := difficultyLabel(st.Difficulty)
		p.title = article(label) + " " + label + " doublet"
	}
	if err := st.Ladder.attach(d); err != nil {
		return nil, err
	}
	p.ladder = st.Ladder
	sol, rarer, err := doublets.ParChain(d, p.ladder.Doublet)
	if err != nil {
		return nil, err
	}
	p.rarer = rarer
	p.par, p.count, p.shortest = sol.Links, sol.Count, sol.Chain
	p.clock = stopwatch.NewWithInterval(time.Second)
	return p, nil
}

// MinSize is the smallest terminal the puzzle needs.
func (p *Puzzle) MinSize() (int, int) { return 48, 16 }

// Init starts the clock (in a room, the room's copy runs it).
func (p *Puzzle) Init() tea.Cmd {
	if p.room != nil {
		return nil
	}
	return p.clock.Init()
}

func (p *Puzzle) elapsed() time.Duration {
	if p.room != nil {
		return p.st.Elapsed + max(p.now.Sub(p.from), 0)
	}
	return p.st.Elapsed + p.clock.Elapsed()
}

// save writes the autosave; a failure is shown but play goes on. A puzzle
// in a room is never saved: the room's log is its save.
func (p *Puzzle) save() {
	if p.room != nil {
		return
	}
	st := p.st
	st.Ladder = p.ladder
	st.Elapsed = p.elapsed()
	state, err := json.Marshal(st)
	if err == nil {
		err = p.env.Store.Save(store.Envelope{Game: PuzzlesID, Version: puzzleVersion, Seats: []seats.Seat{p.player}, State: state})
	}
	if err != nil && p.env.SaveProblem() == "" {
		p.ladder.say("Not saved: "+err.Error(), true)
	}
}

// Update plays the puzzle.
func (p *Puzzle) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		p.width, p.height = msg.Width, msg.Height
		p.help.Width = msg.Width
		return p, nil
	case screen.SettingsChangedMsg:
		p.help = p.env.Theme.Help()
		p.help.Width = p.width
		return p, nil
	case screen.ShownMsg:
		// The clock stood still while the rules were open (in a room it
		// runs on: others are watching); it goes on from where it stopped.
		if p.phase == writing && p.room == nil && !p.clock.Running() {
			return p, p.clock.Start()
		}
		return p, nil
	case screen.QuittingMsg:
		if p.phase == writing {
			p.save()
		}
		return p, nil
	case tea.KeyMsg:
		return p.key(msg)
	}
	var cmd tea.Cmd
	p.clock, cmd = p.clock.Update(msg)
	return p, cmd
}

func (p *Puzzle) key(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	if p.room != nil {
		return p.roomKey(msg)
	}
	if p.footer.Asking() {
		answered, yes := p.footer.Answer(msg)
		switch {
		case answered && yes && p.giveUp:
			p.giveUp = false
			return p.finish(gaveUp)
		case answered && yes:
			if p.phase == writing {
				p.save()
			}
			return p.back(), nil
		case answered:
			p.giveUp = false
			if p.phase == writing && !p.clock.Running() {
				return p, p.clock.Start() // the leave question is put away
			}
		}
		return p, nil
	}
	if key.Matches(msg, p.keys.Rules) {
		return screen.Open(p, rules.New(p.env, "doublets", "Doublets")), p.clock.Stop()
	}
	if helpKey(msg, p.keys.Keys, &p.showAll) {
		return p, nil
	}
	if p.phase != writing {
		switch {
		case msg.Type == tea.KeyUp || msg.Type == tea.KeyPgUp || msg.String() == "k":
			p.scroll = max(p.scroll-1, 0)
			return p, nil
		case msg.Type == tea.KeyDown || msg.Type == tea.KeyPgDown || msg.String() == "j":
			p.scroll = min(p.scroll+1, max(lipgloss.Height(p.resultView())-p.resultHeight(), 0))
			return p, nil
		case key.Matches(msg, p.keys.Next) && p.next != nil:
			s, err := p.next()
			if err != nil {
				p.ladder.say(err.Error(), true)
				return p, nil
			}
			return screen.Replace(s), nil
		case key.Matches(msg, p.keys.Back), msg.Type == tea.KeyEnter:
			return p.back(), nil
		}
		return p, nil
	}
	switch {
	case key.Matches(msg, p.keys.Back):
		if p.env.SaveProblem() != "" {
			p.footer.Ask(screen.LeaveQuestionFor(p.env, screen.Link{}))
		} else {
			p.footer.Ask("Leave this puzzle? It stays saved, clock and all: choose Continue in the menu. (y/n)")
		}
		// The clock stands still while the question is open, as it does
		// once the puzzle is left.
		return p, p.clock.Stop()
	case key.Matches(msg, p.keys.GiveUp):
		p.giveUp = true
		p.footer.Ask("Give up this puzzle and see a shortest chain? (y/n)")
		return p, nil
	case key.Matches(msg, p.keys.Hint):
		var ev ladderEvent
		p.ladder, ev = p.ladder.Hint()
		return p.after(ev)
	case key.Matches(msg, p.keys.Undo):
		var ev ladderEvent
		p.ladder, ev = p.ladder.Undo()
		return p.after(ev)
	}
	var ev ladderEvent
	p.ladder, ev = p.ladder.Update(msg)
	return p.after(ev)
}

// after saves after every change to the chain and ends a completed puzzle.
func (p *Puzzle) after(ev ladderEvent) (screen.Screen, tea.Cmd) {
	switch ev {
	case linkAdded, linkUndone:
		p.save()
	case chainComplete:
		return p.finish(solved)
	}
	return p, nil
}

// finish stops the clock, records a solution, and shows the result.
func (p *Puzzle) finish(phase puzzlePhase) (screen.Screen, tea.Cmd) {
	p.phase = phase
	for _, b := range []*key.Binding{&p.keys.Enter, &p.keys.Undo, &p.keys.Hint, &p.keys.GiveUp} {
		b.SetEnabled(false)
	}
	if p.room != nil {
		return p, p.finishInRoom()
	}
	p.st.Elapsed = p.elapsed()
	p.clock = stopwatch.NewWithInterval(time.Second)
	p.env.Store.Delete(PuzzlesID)
	p.keys.Next.SetEnabled(p.next != nil)
	p.keys.Back.SetHelp("enter/esc", "done")
	p.record(phase)
	return p.result(), nil
}

// record keeps the attempt in the player's records, when it is the first
// at this puzzle to end. A later one, made after the answer was shown, is
// practice: it changes no record, streak or share line.
func (p *Puzzle) record(phase puzzlePhase) {
	rec := loadRecords(p.env.Store)
	key := p.recordKey()
	if earlier, ok := rec.scored(key); ok {
		p.practice = &earlier
		return
	}
	a := Attempt{Key: key, Date: p.env.Today(), Par: p.par, Time: p.st.Elapsed,
		Hints: p.ladder.Hints, GaveUp: phase != solved}
	if phase == solved {
		a.Links, a.Marks = p.ladder.Links(), p.marks()
		p.best = Best{Links: a.Links, Time: a.Time, Hints: a.Hints, Marks: a.Marks}
		rec.add(key, p.best)
		if p.st.Source == sourceDaily {
			rec.addDaily(p.st.Date)
			p.streak = rec.Streak
		}
	}
	rec.addAttempt(a)
	if phase == solved {
		kind := p.recordKind()
		sum := rec.summary(kind)
		p.fastest = sum.Solved > 1 && a.Time <= sum.Best
	}
	if err := p.env.Store.WriteJSON(recordsFile, rec); err != nil {
		p.ladder.say("Your result was not recorded: "+err.Error(), true)
	}
}

// recordKind is the start of the record keys of puzzles of this kind.
func (p *Puzzle) recordKind() string {
	key := p.recordKey()
	kind, _, _ := strings.Cut(key, "-")
	return kind + "-"
}

// result replaces the finished puzzle by the shell's result screen: the
// outcome, and the chains side by side; Enter starts another puzzle of the
// same kind (a new doublet, today's again, Carroll's next).
func (p *Puzzle) result() screen.Screen {
	opts := map[string]string{"puzzle": choiceCarroll}
	if p.st.Source == sourceCarroll && p.st.Index+1 < len(doublets.Carroll()) {
		opts["number"] = fmt.Sprint(p.st.Index + 2) // Enter: his next doublet
	}
	switch p.st.Source {
	case sourceDaily:
		opts = map[string]string{"puzzle": choiceDaily}
	case sourceGenerated:
		opts = map[string]string{"puzzle": choiceNew, "difficulty": p.st.Difficulty, "length": fmt.Sprint(p.st.Length)}
	}
	// The body says how it went (as a room shows it, without the
	// headline), so the headline has no reason beside it.
	headline := "Given up: " + p.title
	if p.phase == solved {
		headline = "Solved: " + p.title
	}
	return screen.Replace(screen.NewResult(p.env, screen.ResultSpec{
		Game: PuzzlesEntry(), Config: screen.Config{Seats: []seats.Seat{p.player}, Seed: p.st.Seed, Options: opts},
		Headline: headline, Body: p.resultView(),
		Words: p.shownWords(), Define: define.Lookup, Unfamiliar: p.unfamiliar,
	}))
}

// shownWords are the words the result shows, in the order shown: the
// player's chain (when solved), Carroll's, and the shortest.
func (p *Puzzle) shownWords() []string {
	var words []string
	if p.phase == solved {
		words = append(words, p.ladder.Chain...)
	}
	if p.carroll != nil {
		words = append(words, p.carroll.Chain...)
	}
	return append(words, p.shortest...)
}

// unfamiliar reports whether w is not on the familiar list, for the
// result's definitions of the words a player may not know.
func (p *Puzzle) unfamiliar(w string) bool { return p.dict.Familiarity(w) < 2 }

// marks are the puzzle's marks less one for each hint taken.
func (p *Puzzle) marks() int {
	return max(doublets.SoloScore(p.ladder.Doublet, p.ladder.Links(), p.par)-p.ladder.Hints, 0)
}

func (p *Puzzle) recordKey() string {
	switch p.st.Source {
	case sourceCarroll:
		return fmt.Sprintf("carroll-%d", p.st.Index+1)
	case sourceDaily:
		return "daily-" + p.st.Date
	}
	return "generated-" + strings.ToLower(p.ladder.Doublet.String())
}

// View draws the puzzle or its result.
func (p *Puzzle) View() string {
	t := p.env.Theme
	clock := formatClock(p.elapsed())
	if p.phase != writing {
		clock = formatClock(p.st.Elapsed)
	}
	right := fmt.Sprintf("par %d  %s  hints %d", p.par, clock, p.ladder.Hints)
	header := t.Title.Render("Doublets") + t.Muted.Render(" "+t.Glyph.Dot+" ") + t.Heading.Render(p.title)
	header = lipgloss.JoinHorizontal(lipgloss.Top, header, strings.Repeat(" ", max(p.width-lipgloss.Width(header)-lipgloss.Width(right)-1, 1)), t.Text.Render(right))
	sub := t.Muted.Render(fmt.Sprintf("Change %s into %s, one letter at a time.", strings.ToUpper(p.ladder.Doublet.From()), strings.ToUpper(p.ladder.Doublet.To())))
	if p.room != nil && !p.room.solver {
		sub += t.Muted.Render(" "+t.Glyph.Dot+" ") + t.Text.Render("watching "+p.player.Name+p.env.AwayMark(0))
	}
	msg, failed := p.ladder.Message()
	p.help.ShowAll = p.showAll
	foot := footerView(p.env, p.footer, p.width, msg, failed, p.showAll, p.keys)
	var body string
	if p.phase == writing {
		body = p.ladder.View(t, max(p.height-8, 3), p.room == nil || p.room.solver)
	} else {
		// A long chain scrolls rather than pushing the footer away.
		full := p.resultView()
		vp := viewport.New(max(p.width, 1), p.resultHeight())
		vp.SetContent(full)
		vp.SetYOffset(p.scroll)
		body = vp.View()
		if total := lipgloss.Height(full); total > p.resultHeight() {
			body += "\n" + t.Muted.Render(fmt.Sprintf("lines %d-%d of %d: up and down scroll", vp.YOffset+1, vp.YOffset+p.resultHeight(), total))
		}
	}
	return screen.PinFooter(header+"\n"+sub+"\n\n"+body, foot, p.height)
}

// resultHeight is the room for the result between the header and the
// footer, leaving a line for the scroll note.
func (p *Puzzle) resultHeight() int {
	msg, failed := p.ladder.Message()
	foot := footerView(p.env, p.footer, p.width, msg, failed, p.showAll, p.keys)
	return max(p.height-5-lipgloss.Height(foot), 3)
}

// resultView shows the outcome: time, links against par, marks, and the
// player's chain beside Carroll's and a shortest one.
func (p *Puzzle) resultView() string {
	t := p.env.Theme
	var b strings.Builder
	if p.phase == solved {
		b.WriteString(t.Success.Render(fmt.Sprintf("Solved in %s with %s; par is %d", formatClock(p.st.Elapsed), countOf(p.ladder.Links(), "link"), p.par)) + t.Muted.Render(p.parNote()))
		b.WriteString(t.Muted.Render(fmt.Sprintf(" (%s shortest %s)", p.count.String(), plural(p.count, "chain", "chains"))) + "\n")
		b.WriteString(fmt.Sprintf("Marks %d of %d by Carroll's rule", p.marks(), len(p.ladder.Doublet.From())+len(p.ladder.Doublet.To())))
		b.WriteString(t.Muted.Render(fmt.Sprintf(" %s hints %d", t.Glyph.Dot, p.ladder.Hints)))
		if p.fastest {
			b.WriteString("  " + t.Turn.Render(t.Glyph.Turn+" your fastest yet"))
		}
		if p.streak > 0 {
			b.WriteString(t.Muted.Render(fmt.Sprintf(" %s daily streak %d", t.Glyph.Dot, p.streak)))
		}
		b.WriteString("\n")
		if p.practice != nil {
			b.WriteString(t.Muted.Render("Practice: your first attempt at this puzzle is the one on record.") + "\n")
		}
		b.WriteString(t.Muted.Render("Share: "+p.shareLine()) + "\n\n")
	} else {
		b.WriteString(t.Warning.Render(fmt.Sprintf("Given up after %s. A shortest chain has %s:", formatClock(p.st.Elapsed), countOf(p.par, "link"))) + "\n\n")
	}
	var cols []string
	if p.phase == solved {
		whose := "Your chain"
		if p.room != nil && !p.room.solver {
			whose = p.player.Name + "'s chain"
		}
		cols = append(cols, chainColumn(t, whose, p.ladder.Chain))
	}
	if p.carroll != nil {
		cols = append(cols, chainColumn(t, "Carroll's (1879)", p.carroll.Chain))
	}
	title := "A shortest chain"
	if p.rarer {
		title = "Shortest (rarer words)"
	}
	cols = append(cols, chainColumn(t, title, p.shortest))
	for i := range cols[:len(cols)-1] {
		cols[i] = t.Style().PaddingRight(4).Render(cols[i])
	}
	b.WriteString(lipgloss.JoinHorizontal(lipgloss.Top, cols...))
	return b.String()
}

// parNote says which words the par is measured over.
func (p *Puzzle) parNote() string {
	if p.rarer {
		return " (no chain of common words: par over rarer words)"
	}
	return " over common words"
}

// shareLine says how the puzzle went without giving a word away: the
// scored attempt, when this one is practice.
func (p *Puzzle) shareLine() string {
	what := p.title
	if p.st.Source == sourceDaily {
		what = "Parlour doublet " + p.st.Date
	} else if p.carroll != nil {
		what = fmt.Sprintf("Carroll's doublet no. %d", p.st.Index+1)
	}
	a := Attempt{Links: p.ladder.Links(), Par: p.par, Time: p.st.Elapsed, Hints: p.ladder.Hints}
	if p.practice != nil {
		a = *p.practice
	}
	if a.GaveUp {
		return fmt.Sprintf("%s: given up after %s (par %d)", what, formatClock(a.Time), a.Par)
	}
	hints := "no hints"
	if a.Hints > 0 {
		hints = fmt.Sprintf("%d %s", a.Hints, plural(big.NewInt(int64(a.Hints)), "hint", "hints"))
	}
	return fmt.Sprintf("%s: %s (par %d) in %s, %s", what, countOf(a.Links, "link"), a.Par, formatClock(a.Time), hints)
}

// chainColumn lists a chain under a heading, one word a line.
func chainColumn(t *theme.Theme, title string, chain []string) string {
	lines := []string{t.Heading.Render(title)}
	for _, w := range chain {
		lines = append(lines, strings.ToUpper(w))
	}
	return strings.Join(lines, "\n")
}

func plural(n *big.Int, one, many string) string {
	if n.IsInt64() && n.Int64() == 1 {
		return one
	}
	return many
}

// formatClock writes a duration as m:ss (or h:mm:ss).
func formatClock(d time.Duration) string {
	s := int(d.Round(time.Second).Seconds())
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// article is "An" before a vowel, "A" otherwise: "An Easy doublet".
func article(word string) string {
	if word != "" && strings.ContainsRune("AEIOUaeiou", rune(word[0])) {
		return "An"
	}
	return "A"
}

package doublets

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/stopwatch"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// jewelsState is what the autosave of a jewels puzzle holds.
type jewelsState struct {
	Source  string        `json:"source"` // sourceJewels
	Jewels  []string      `json:"jewels"`
	Chains  [][]string    `json:"chains"`
	Elapsed time.Duration `json:"elapsed_ns"`
	Seed    uint64        `json:"seed"`
}

// Jewels is the screen of Carroll's extra-chains: the player links the
// eighteen jewels into chains and necklaces, and the program scores them
// by his rule at the end.
type Jewels struct {
	env     *screen.Env
	dict    *dict.Dict
	player  seats.Seat
	st      jewelsState
	input   textinput.Model
	score   doublets.ExtraScore
	clock   stopwatch.Model
	done    bool
	message string
	failed  bool
	footer  screen.Footer
	ending  bool // the open question is "end the jewels?"
	keys    jewelKeys
	help    help.Model
	showAll bool
	width   int
	height  int
	// room is the room the jewels are linked in (see puzzleroom.go), nil at
	// one keyboard; the clock is then st.Elapsed and the time since the
	// room accepted the last action (from), read at now.
	room *PuzzleRoom
	from time.Time
	now  time.Time
}

type jewelKeys struct {
	screen.Keys
	Add, Remove, Finish key.Binding
}

func (k jewelKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Add, k.Remove, k.Finish, k.Rules, k.Help, k.Back}
}

func (k jewelKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Add, k.Remove, k.Finish}, {k.Rules, k.Help, k.Back, k.Quit}}
}

func newJewels(env *screen.Env, player seats.Seat, seed uint64) (*Jewels, error) {
	d := dict.Default()
	jewels, err := doublets.Jewels(d, rand.New(rand.NewPCG(seed, 18)))
	if err != nil {
		return nil, err
	}
	return openJewels(env, player, jewelsState{Source: sourceJewels, Jewels: jewels, Seed: seed})
}

func openJewels(env *screen.Env, player seats.Seat, st jewelsState) (*Jewels, error) {
	if len(st.Jewels) == 0 {
		return nil, fmt.Errorf("the save has no jewels")
	}
	in := textinput.New()
	in.Prompt = "> "
	in.Placeholder = "ale are ire ice"
	in.CharLimit = 240
	in.Cursor.SetMode(cursor.CursorStatic)
	screen.StyleInput(env.Theme, &in)
	in.Focus()
	j := &Jewels{env: env, dict: dict.Default(), player: player, st: st, input: in, help: env.Theme.Help(),
		clock: stopwatch.NewWithInterval(time.Second)}
	j.keys = jewelKeys{
		Keys:   screen.TypingKeys(),
		Add:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "add the chain")),
		Remove: key.NewBinding(key.WithKeys("ctrl+z"), key.WithHelp("ctrl+z", "remove last chain")),
		Finish: key.NewBinding(key.WithKeys("ctrl+g"), key.WithHelp("ctrl+g", "finish and score")),
	}
	j.rescore()
	return j, nil
}

// MinSize is the smallest terminal the screen needs.
func (j *Jewels) MinSize() (int, int) { return 60, 18 }

// Init starts the clock (in a room, the room's copy runs it).
func (j *Jewels) Init() tea.Cmd {
	if j.room != nil {
		return nil
	}
	return j.clock.Init()
}

func (j *Jewels) elapsed() time.Duration {
	if j.room != nil {
		if j.done {
			return j.st.Elapsed
		}
		return j.st.Elapsed + max(j.now.Sub(j.from), 0)
	}
	return j.st.Elapsed + j.clock.Elapsed()
}

func (j *Jewels) rescore() { j.score = doublets.ScoreExtraChains(j.dict, j.st.Jewels, j.st.Chains) }

func (j *Jewels) save() {
	if j.room != nil {
		return // a room's log is its save
	}
	st := j.st
	st.Elapsed = j.elapsed()
	state, err := json.Marshal(st)
	if err == nil {
		err = j.env.Store.Save(store.Envelope{Game: PuzzlesID, Version: puzzleVersion, Seats: []seats.Seat{j.player}, State: state})
	}
	if err != nil && j.env.SaveProblem() == "" {
		j.say("Not saved: "+err.Error(), true)
	}
}

func (j *Jewels) say(msg string, failed bool) { j.message, j.failed = msg, failed }

// Update plays the jewels.
func (j *Jewels) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		j.width, j.height = msg.Width, msg.Height
		j.help.Width = msg.Width
		j.input.Width = max(msg.Width-6, 10)
		return j, nil
	case screen.SettingsChangedMsg:
		j.help = j.env.Theme.Help()
		j.help.Width = j.width
		return j, nil
	case screen.ShownMsg:
		// Back from the rules: the clock, stopped when they opened, goes
		// on (in a room it ran on: others are watching).
		if !j.done && j.room == nil && !j.clock.Running() {
			return j, j.clock.Start()
		}
		return j, nil
	case screen.QuittingMsg:
		if !j.done {
			j.save()
		}
		return j, nil
	case tea.KeyMsg:
		return j.key(msg)
	}
	var cmd tea.Cmd
	j.clock, cmd = j.clock.Update(msg)
	return j, cmd
}

func (j *Jewels) key(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	if j.room != nil {
		return j.roomKey(msg)
	}
	if j.footer.Asking() {
		answered, yes := j.footer.Answer(msg)
		if answered && yes && j.ending {
			j.ending = false
			return j.finish()
		}
		if answered && yes {
			if !j.done {
				j.save()
			}
			return screen.Home(), nil
		}
		if answered {
			j.ending = false
		}
		return j, nil
	}
	if helpKey(msg, j.keys.Keys, &j.showAll) {
		return j, nil
	}
	switch {
	case key.Matches(msg, j.keys.Rules):
		return screen.Open(j, rules.New(j.env, "doublets", "Doublets")), j.clock.Stop()
	case j.done:
		if key.Matches(msg, j.keys.Back) || msg.Type == tea.KeyEnter {
			return screen.Home(), nil
		}
		return j, nil
	case key.Matches(msg, j.keys.Back):
		if j.env.SaveProblem() != "" {
			j.footer.Ask(screen.LeaveQuestionFor(j.env, screen.Link{}))
		} else {
			j.footer.Ask("Leave the jewels? They stay saved, chains and clock: choose Continue in the menu. (y/n)")
		}
		return j, nil
	case key.Matches(msg, j.keys.Add):
		return j.addChain()
	case key.Matches(msg, j.keys.Remove):
		if len(j.st.Chains) == 0 {
			j.say("No chain to remove.", true)
			return j, nil
		}
		j.removeChain()
		j.save()
		return j, nil
	case key.Matches(msg, j.keys.Finish):
		j.ending = true
		j.footer.Ask("End the jewels and score the chains? (y/n)")
		return j, nil
	}
	return j.typed(msg)
}

// removeChain takes the last chain away.
func (j *Jewels) removeChain() {
	j.st.Chains = j.st.Chains[:len(j.st.Chains)-1]
	j.rescore()
	j.say("Removed the last chain.", false)
}

// chainWords are the words of a chain as typed.
func chainWords(typed string) []string {
	return strings.FieldsFunc(strings.ToLower(typed), func(r rune) bool { return r == ' ' || r == ',' || r == '-' })
}

// typed takes a key into the line being written.
func (j *Jewels) typed(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	if msg.Type == tea.KeyRunes {
		for _, r := range msg.Runes {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == ' ' || r == ',' || r == '-') {
				j.say("Write the words with letters, separated by spaces.", true)
				return j, nil
			}
		}
	}
	var cmd tea.Cmd
	j.input, cmd = j.input.Update(msg)
	return j, cmd
}

// addChain adds the typed chain, and says how the marks changed and why.
func (j *Jewels) addChain() (screen.Screen, tea.Cmd) {
	words := chainWords(j.input.Value())
	if len(words) < 2 {
		j.say("A chain has at least two words: type them separated by spaces.", true)
		return j, nil
	}
	j.input.SetValue("")
	j.appendChain(words)
	j.save()
	return j, nil
}

// appendChain adds a chain, and says how the marks changed and why.
func (j *Jewels) appendChain(words []string) {
	before := j.score
	j.st.Chains = append(j.st.Chains, words)
	j.rescore()
	gain := j.score.Marks - before.Marks
	note := fmt.Sprintf("Chain %d added: %+d marks.", len(j.st.Chains), gain)
	if n := len(j.score.Faults) - len(before.Faults); n > 0 {
		j.say(note+" Erased: "+j.score.Faults[len(j.score.Faults)-1].Error(), true)
		return
	}
	j.say(note, false)
}

// finish stops the clock and shows the final scoring.
func (j *Jewels) finish() (screen.Screen, tea.Cmd) {
	j.done = true
	j.st.Elapsed = j.elapsed()
	j.clock = stopwatch.NewWithInterval(time.Second)
	j.env.Store.Delete(PuzzlesID)
	rec := loadRecords(j.env.Store)
	best := rec.add("jewels", Best{Marks: j.score.Marks, Time: j.st.Elapsed, Links: len(j.st.Chains)})
	if err := j.env.Store.WriteJSON(recordsFile, rec); err != nil {
		j.say("Your result was not recorded: "+err.Error(), true)
	} else if best {
		j.say(fmt.Sprintf("%d marks: your best at the jewels.", j.score.Marks), false)
	} else {
		j.say(fmt.Sprintf("%d marks.", j.score.Marks), false)
	}
	for _, b := range []*key.Binding{&j.keys.Add, &j.keys.Remove, &j.keys.Finish} {
		b.SetEnabled(false)
	}
	j.keys.Back.SetHelp("enter/esc", "done")
	headline := fmt.Sprintf("%d marks at the jewels", j.score.Marks)
	if best {
		headline += ", your best"
	}
	return screen.Replace(screen.NewResult(j.env, screen.ResultSpec{
		Game: PuzzlesEntry(), Config: screen.Config{Seats: []seats.Seat{j.player}, Seed: j.st.Seed, Options: map[string]string{"puzzle": choiceJewels}},
		Headline: headline, Reason: fmt.Sprintf("%s in %s", countOf(len(j.st.Chains), "chain"), formatClock(j.st.Elapsed)),
		Body: j.scoringView(),
	})), nil
}

// scoringView is how the chains were marked: each scoring piece, what was
// erased, and the marks in all.
func (j *Jewels) scoringView() string {
	t := j.env.Theme
	var b strings.Builder
	b.WriteString(t.Heading.Render("Scoring") + "\n")
	for _, p := range j.score.Pieces {
		kind := "chain"
		if p.Necklace {
			kind = "necklace"
		}
		b.WriteString(fmt.Sprintf("  %+3d  %-8s %s\n", p.Marks, kind, strings.ToUpper(strings.Join(p.Words, " "))))
	}
	for _, f := range j.score.Faults {
		b.WriteString(t.Warning.Render("  erased: "+f.Error()) + "\n")
	}
	b.WriteString(t.Success.Render(fmt.Sprintf("  %d marks in all", j.score.Marks)))
	return b.String()
}

// used reports whether a jewel is in a scoring piece.
func (j *Jewels) used(w string) bool {
	for _, p := range j.score.Pieces {
		if slices.Contains(p.Words, w) {
			return true
		}
	}
	return false
}

// View draws the jewels, the chains and their marks.
func (j *Jewels) View() string {
	t := j.env.Theme
	var b strings.Builder
	right := fmt.Sprintf("marks %d  %s", j.score.Marks, formatClock(j.elapsed()))
	if j.done {
		right = fmt.Sprintf("marks %d  %s", j.score.Marks, formatClock(j.st.Elapsed))
	}
	title := t.Title.Render("Doublets") + t.Muted.Render(" "+t.Glyph.Dot+" ") + t.Heading.Render("Jewels and necklaces")
	b.WriteString(title + strings.Repeat(" ", max(j.width-lipgloss.Width(title)-len(right)-1, 1)) + t.Text.Render(right) + "\n")
	b.WriteString(t.Muted.Render("Link the jewels into chains; a jewel at an end scores its letters, a set jewel") + "\n")
	b.WriteString(t.Muted.Render("twice that, each link costs one. End a chain with its first word for a necklace.") + "\n\n")
	for _, l := range doublets.JewelLengths {
		var row []string
		for _, w := range j.st.Jewels {
			if len(w) != l {
				continue
			}
			if j.used(w) {
				row = append(row, t.Success.Render("+"+strings.ToUpper(w)))
			} else {
				row = append(row, " "+strings.ToUpper(w))
			}
		}
		b.WriteString(fmt.Sprintf("  %d letters ", l) + strings.Join(row, " ") + "\n")
	}
	b.WriteString("\n")
	if j.done {
		b.WriteString(j.scoringView() + "\n")
	} else {
		room := max(j.height-14, 1)
		start := max(len(j.st.Chains)-room, 0)
		for i := start; i < len(j.st.Chains); i++ {
			b.WriteString(fmt.Sprintf("  %2d. %s\n", i+1, strings.ToUpper(strings.Join(j.st.Chains[i], " "))))
		}
		if j.room != nil && !j.room.solver {
			b.WriteString(t.Muted.Render("  watching "+j.player.Name) + "\n")
		} else {
			b.WriteString(screen.InputView(j.env.Theme, j.input) + "\n")
		}
	}
	j.help.ShowAll = j.showAll
	return screen.PinFooter(strings.TrimSuffix(b.String(), "\n"), footerView(j.env, j.footer, j.width, j.message, j.failed, j.showAll, j.keys), j.height)
}

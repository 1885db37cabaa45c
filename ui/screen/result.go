package screen

import (
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
)

// ResultSpec describes the end of a game for the one result screen.
type ResultSpec struct {
	// Game and Config start the next game when the player asks to play
	// again (Enter): the same seats and options, the next seed.
	Game   Entry
	Config Config
	// Headline states the result ("Ada wins", "Drawn"), Reason why ("Bob
	// has no move left", "threefold repetition").
	Headline, Reason string
	// Body is what the game shows below: the final board, the scoring
	// paper, the sets turned up. It scrolls when it does not fit.
	Body string
	// Save, when set, writes the game's record (s) and returns what to
	// tell the player, naming the file's full path.
	Save func() (string, error)
	// Rules is the rules document opened with F1; "" means Game's.
	Rules string
	// Room, when set, says the game was played in a room: Enter does not
	// start another game here, and m/Esc leave the room's screens (back to
	// the lobby) rather than go to the menu.
	Room *Link
	// Keys are keys of the game's own (Double Chess's r, review): the help
	// line lists them, Open answers them (F1 alone then opens the rules
	// when one of them is r).
	Keys []key.Binding
	// Open returns the screen a key of Keys opens over the result, or
	// false for none.
	Open func(k tea.KeyMsg) (Screen, bool)
	// Words are the words the body shows, in the order shown, that the
	// player may look up: ←/→ go from one to the next, and the footer
	// says the word's definition, from Define. Without Define, nothing.
	Words  []string
	Define func(word string) (definition string, ok bool)
	// Unfamiliar, when set, picks out the words of Words a player may not
	// know: the body ends with their definitions.
	Unfamiliar func(word string) bool
}

// Result is the screen every game ends on: the result and its reason, the
// game's own summary, and the same keys everywhere: Enter plays again, m or
// Esc goes to the menu, s saves the record where the game keeps one, F1 or r
// shows the rules.
type Result struct {
	env           *Env
	spec          ResultSpec
	keys          resultKeys
	footer        Footer
	body          viewport.Model
	width, height int
	lookup        WordLookup
}

type resultKeys struct {
	Again, Menu, Save, Scroll, Rules, Help, Define key.Binding
	Game                                           []key.Binding // the game's own (ResultSpec.Keys)
}

func (k resultKeys) ShortHelp() []key.Binding {
	keys := []key.Binding{k.Again, k.Menu, k.Save, k.Define}
	keys = append(keys, k.Game...)
	// Scrolling comes last: the arrows scroll without being told, and a
	// narrow window cuts the help from its end.
	return append(keys, k.Rules, k.Help, k.Scroll)
}

func (k resultKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// NewResult returns the result screen for a finished game.
func NewResult(env *Env, spec ResultSpec) *Result {
	k := resultKeys{
		Again:  key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "play again")),
		Menu:   key.NewBinding(key.WithKeys("m", "esc"), key.WithHelp("m/esc", "menu")),
		Save:   key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "save record")),
		Scroll: key.NewBinding(key.WithKeys("up", "down", "k", "j", "pgup", "pgdown"), key.WithHelp("↑/↓", "scroll")),
		Rules:  key.NewBinding(key.WithKeys("f1", "r"), key.WithHelp("r/F1", "rules")),
		Help:   key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),
	}
	k.Game = spec.Keys
	for _, b := range spec.Keys {
		if slices.Contains(b.Keys(), "r") {
			k.Rules = key.NewBinding(key.WithKeys("f1"), key.WithHelp("F1", "rules"))
		}
	}
	k.Save.SetEnabled(spec.Save != nil)
	k.Again.SetEnabled(spec.Game.New != nil && spec.Room == nil)
	if spec.Room != nil {
		k.Menu.SetHelp("m/esc", "leave the room")
	}
	r := &Result{env: env, spec: spec, keys: k, lookup: NewWordLookup(spec.Words, spec.Define)}
	r.keys.Define = r.lookup.Key
	return r
}

// MinSize is the smallest terminal the result needs.
func (r *Result) MinSize() (int, int) { return 40, 10 }

// Init does nothing.
func (r *Result) Init() tea.Cmd { return nil }

// RulesOpener, when set, opens a game's rules; the rules package sets it
// (screen cannot import it).
var RulesOpener func(env *Env, id, title string) Screen

// Update handles the result's keys.
func (r *Result) Update(msg tea.Msg) (Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		r.width, r.height = msg.Width, msg.Height
		r.layout()
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, r.keys.Again):
			cfg := r.spec.Config
			cfg.Seed++
			next, err := r.spec.Game.New(r.env, cfg)
			if err != nil {
				r.footer.Fail("Cannot start another game: " + err.Error())
				return r, nil
			}
			return Replace(next), nil
		case key.Matches(msg, r.keys.Menu):
			return Home(), nil
		case key.Matches(msg, r.keys.Save):
			said, err := r.spec.Save()
			if err != nil {
				r.footer.Fail("Not saved: " + err.Error())
			} else {
				r.footer.Note(said)
			}
			r.layout()
		case key.Matches(msg, r.keys.Rules):
			if RulesOpener != nil {
				id := r.spec.Rules
				if id == "" {
					id = r.spec.Game.RulesID()
				}
				return Open(r, RulesOpener(r.env, id, r.spec.Game.Title)), nil
			}
		case key.Matches(msg, r.keys.Help):
			r.footer.ShowAll = !r.footer.ShowAll
			r.layout()
		case r.spec.Open != nil && slices.ContainsFunc(r.keys.Game, func(b key.Binding) bool { return key.Matches(msg, b) }):
			if over, ok := r.spec.Open(msg); ok {
				return Open(r, over), nil
			}
		case key.Matches(msg, r.lookup.Key):
			line, _ := r.lookup.Handle(msg)
			r.footer.Note(line)
			r.layout()
		default:
			var cmd tea.Cmd
			r.body, cmd = r.body.Update(msg)
			return r, cmd
		}
	case tea.MouseMsg:
		var cmd tea.Cmd
		r.body, cmd = r.body.Update(msg)
		return r, cmd
	}
	return r, nil
}

func (r *Result) heading() string {
	t := r.env.Theme
	lines := []string{t.Title.Render(r.spec.Headline)}
	if r.spec.Reason != "" {
		lines = append(lines, t.Text.Render(r.spec.Reason))
	}
	return strings.Join(lines, "\n")
}

func (r *Result) layout() {
	if r.width == 0 {
		return
	}
	foot := r.footer.View(r.env, r.width, r.keys)
	room := r.height - strings.Count(r.heading(), "\n") - 1 - 1 - strings.Count(foot, "\n") - 1 - 1
	r.body = viewport.New(r.width, max(room, 1))
	r.body.MouseWheelEnabled = true
	r.body.SetContent(r.spec.Body + r.lookup.Glossary(r.env.Theme, r.width, r.spec.Unfamiliar))
	// Scrolling is offered only when the body does not fit.
	r.keys.Scroll.SetEnabled(r.body.TotalLineCount() > r.body.Height)
}

// Headline is the result as stated (for tests).
func (r *Result) Headline() string { return r.spec.Headline }

// View draws the result, the body and the footer.
func (r *Result) View() string {
	body := r.heading()
	if r.spec.Body != "" {
		body += "\n\n" + r.body.View()
	}
	return PinFooter(body, r.footer.View(r.env, r.width, r.keys), r.height)
}

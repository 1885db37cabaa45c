package screen

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// probe is a screen that records what reaches it and answers keys and
// messages with the navigation a test sets.
type probe struct {
	name  string
	got   *[]string
	onKey map[string]Screen // key → what Update returns
	onMsg func(tea.Msg) Screen
}

func newProbe(name string, got *[]string) *probe {
	return &probe{name: name, got: got, onKey: map[string]Screen{}}
}

func (p *probe) Init() tea.Cmd { return nil }
func (p *probe) View() string  { return p.name }
func (p *probe) Update(msg tea.Msg) (Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		*p.got = append(*p.got, p.name+":"+msg.String())
		if next, ok := p.onKey[msg.String()]; ok {
			return next, nil
		}
	case ShownMsg:
		*p.got = append(*p.got, p.name+":shown")
	case tea.WindowSizeMsg:
	default:
		*p.got = append(*p.got, p.name+":msg")
		if p.onMsg != nil {
			if next := p.onMsg(msg); next != nil {
				return next, nil
			}
		}
	}
	return p, nil
}

func runeKey(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

type tick struct{}

func TestStackGivesKeysToTheTopAndEverythingElseToAll(t *testing.T) {
	var got []string
	s := NewStack(newProbe("menu", &got), newProbe("game", &got), newProbe("rules", &got))
	s.Update(runeKey("x"))
	s.Update(tick{})
	want := []string{"rules:x", "rules:msg", "game:msg", "menu:msg"}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

func TestStackOpensAtOnceSoTheNextKeyReachesTheNewScreen(t *testing.T) {
	var got []string
	lobby := newProbe("lobby", &got)
	picker := newProbe("picker", &got)
	lobby.onKey["n"] = Open(lobby, picker)
	s := NewStack(lobby)
	s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	// n, Down and Enter in one burst: Down and Enter are the picker's.
	s.Update(runeKey("n"))
	s.Update(runeKey("j"))
	s.Update(runeKey("k"))
	if s.Top() != Screen(picker) || got[len(got)-2] != "picker:j" || got[len(got)-1] != "picker:k" {
		t.Fatalf("keys went %v; top %v", got, s.Top().View())
	}
}

func TestKeysTypedAgainGoEachToTheScreenOnTopWhenItComes(t *testing.T) {
	var got []string
	game := newProbe("game", &got)
	rules := newProbe("rules", &got)
	game.onKey["f1"] = Open(game, rules)
	rules.onKey["esc"] = Close()
	s := NewStack(game)
	s.Update(TypeMsg{Keys: []tea.KeyMsg{{Type: tea.KeyF1}, runeKey("j"), {Type: tea.KeyEsc}, runeKey("a")}})
	want := []string{"game:f1", "rules:j", "rules:esc", "game:shown", "game:a"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("keys went %v, want %v", got, want)
	}
}

func TestACoveredScreenReplacesItselfWhereItStands(t *testing.T) {
	var got []string
	game := newProbe("game", &got)
	result := newProbe("result", &got)
	game.onMsg = func(tea.Msg) Screen { return Replace(result) }
	s := NewStack(newProbe("menu", &got), game, newProbe("rules", &got))
	s.Update(tick{})
	if s.Top().View() != "rules" || s.Depth() != 3 {
		t.Fatalf("top %q, depth %d: the covered game's Replace moved the top", s.Top().View(), s.Depth())
	}
	s.Update(BackMsg{})
	if s.Top() != Screen(result) {
		t.Fatalf("after the rules closed the top is %q, want the result", s.Top().View())
	}
	if got[len(got)-1] != "result:shown" {
		t.Fatalf("the result was not told it shows: %v", got)
	}
}

func TestClosingACoveredScreenClosesWhatWasOpenedOverIt(t *testing.T) {
	var got []string
	room := newProbe("room", &got)
	room.onMsg = func(tea.Msg) Screen { return Close() }
	s := NewStack(newProbe("lobby", &got), room, newProbe("rules", &got))
	s.Update(tick{})
	if s.Depth() != 1 || s.Top().View() != "lobby" {
		t.Fatalf("depth %d, top %q", s.Depth(), s.Top().View())
	}
	// A second request from the closed screen can no longer reach the
	// stack: the lobby stays.
	s.Update(tick{})
	if s.Depth() != 1 || s.Empty() {
		t.Fatalf("depth %d after a second message", s.Depth())
	}
}

func TestHomeClosesAllButTheFirstOrTheWholeStackFromTheFirst(t *testing.T) {
	var got []string
	game := newProbe("game", &got)
	game.onKey["y"] = Home()
	s := NewStack(newProbe("menu", &got), game)
	s.Update(runeKey("y"))
	if s.Depth() != 1 || s.Top().View() != "menu" {
		t.Fatalf("Home from the game left %d screens, top %q", s.Depth(), s.Top().View())
	}
	first := newProbe("game", &got)
	first.onKey["y"] = Home()
	room := NewStack(first, newProbe("rules", &got))
	room.Update(BackMsg{})
	room.Update(runeKey("y"))
	if !room.Empty() {
		t.Fatalf("Home from the first screen left %d screens", room.Depth())
	}
	if cmd := room.Update(tick{}); cmd != nil || room.Top() != nil || room.View() != "" {
		t.Fatal("an empty stack still answers")
	}
}

func TestANewScreenIsSizedAndAnUpdatedScreenKept(t *testing.T) {
	var got []string
	menu := newProbe("menu", &got)
	sized := &sizeProbe{}
	menu.onKey["o"] = Open(menu, sized)
	s := NewStack(menu)
	s.Update(tea.WindowSizeMsg{Width: 90, Height: 30})
	s.Update(runeKey("o"))
	if sized.w != 90 || sized.h != 30 || !sized.started {
		t.Fatalf("opened screen started %v at %d×%d", sized.started, sized.w, sized.h)
	}
	if size, ok := s.Size(); !ok || size.Width != 90 {
		t.Fatalf("size %v %v", size, ok)
	}
	if w, h := s.MinSize(func() (int, int) { return 1, 1 }); w != 33 || h != 11 {
		t.Fatalf("min size %d×%d, want the top's", w, h)
	}
}

type sizeProbe struct {
	w, h    int
	started bool
}

func (p *sizeProbe) Init() tea.Cmd       { p.started = true; return nil }
func (p *sizeProbe) View() string        { return "sized" }
func (p *sizeProbe) MinSize() (int, int) { return 33, 11 }
func (p *sizeProbe) Update(msg tea.Msg) (Screen, tea.Cmd) {
	if m, ok := msg.(tea.WindowSizeMsg); ok {
		p.w, p.h = m.Width, m.Height
	}
	return p, nil
}

func TestEnterNeverAnswersAQuestion(t *testing.T) {
	var f Footer
	f.Ask("Leave this game? (y/n)")
	if answered, _ := f.Answer(tea.KeyMsg{Type: tea.KeyEnter}); answered || !f.Asking() {
		t.Fatal("Enter answered the footer's question")
	}
	if answered, yes := f.Answer(runeKey("y")); !answered || !yes {
		t.Fatal("y did not answer yes")
	}
	var c Confirm
	c.Ask("Leave?")
	if answered, _ := c.Answer(tea.KeyMsg{Type: tea.KeyEnter}); answered || !c.Open() {
		t.Fatal("Enter answered the confirmation")
	}
	if answered, yes := c.Answer(tea.KeyMsg{Type: tea.KeyEsc}); !answered || yes {
		t.Fatal("Esc did not answer no")
	}
}

func TestTheLeaveQuestionKnowsARoom(t *testing.T) {
	env := &Env{}
	if q := LeaveQuestionFor(env, Link{}); q != LeaveQuestion {
		t.Fatalf("at one keyboard: %q", q)
	}
	q := LeaveQuestionFor(env, Link{Seats: []int{0}, Send: func(Action) {}})
	if q != RoomLeaveQuestion || strings.Contains(q, "menu") {
		t.Fatalf("in a room: %q", q)
	}
	// One who only watches holds no seat to keep (issue 39).
	if q := LeaveQuestionFor(env, Link{Send: func(Action) {}}); strings.Contains(q, "seat") || strings.Contains(q, "menu") {
		t.Fatalf("watching a room: %q", q)
	}
}

package ui

import (
	"encoding/json"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
	uidraughts "parlour/ui/draughts"
	"parlour/ui/internal/uitest"
	"parlour/ui/menu"
	"parlour/ui/room"
	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// TestARoomsGameUnderTheRulesKeepsUp: Bob's copy of a draughts room runs
// in the root model with the rules open over it; Ada's move reaches it,
// and shows once the rules close.
func TestARoomsGameUnderTheRulesKeepsUp(t *testing.T) {
	env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Seed: 7, HasSeed: true})
	game := uidraughts.GameEntry()
	cfg := screen.Config{Seats: []seats.Seat{{Name: "Ada", Kind: seats.Human}, {Name: "Bob", Kind: seats.Human}}, Seed: 7}
	tb, err := room.Open(game, uitest.NewEnv(t), cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	bob, err := game.Room(env, tb.Config(), tb.Link([]int{1}))
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.New(t, NewApp(env, menu.New(env)), 80, 24)
	h.Send(screen.OpenMsg{Screen: bob})
	h.Send(screen.OpenMsg{Screen: rules.New(env, "draughts", "Draughts")})
	var mu sync.Mutex
	var inbox []tea.Msg
	tb.Join(func(msg tea.Msg) {
		mu.Lock()
		defer mu.Unlock()
		inbox = append(inbox, msg)
	})
	start, err := draughts.NewGame(draughts.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	m := draughts.Legal(start)[0]
	data, _ := json.Marshal(map[string]any{"kind": "move", "move": m})
	tb.Link([]int{0}).Send(room.Action{Seat: 0, Data: data})
	for deadline := time.Now().Add(5 * time.Second); ; {
		mu.Lock()
		msgs := inbox
		inbox = nil
		mu.Unlock()
		for _, msg := range msgs {
			h.Send(msg)
		}
		if len(msgs) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("Ada's move never reached Bob's copy")
		}
		time.Sleep(time.Millisecond)
	}
	if _, ok := h.Model.(App).Current().(rules.Model); !ok {
		t.Fatalf("the rules are not on top: %T", h.Model.(App).Current())
	}
	h.Send(screen.BackMsg{})
	h.MustSee(start.MoveText(m))
}

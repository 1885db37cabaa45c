package kit

import (
	"errors"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// nothing is a screen that shows nothing.
type nothing struct{ readied bool }

func (n *nothing) Init() tea.Cmd                           { return nil }
func (n *nothing) Update(tea.Msg) (screen.Screen, tea.Cmd) { return n, nil }
func (n *nothing) View() string                            { return "" }

func TestBegunReadiesTheGameOrSaysWhyNot(t *testing.T) {
	s, err := Begun(&nothing{}, nil, func(n *nothing) { n.readied = true })
	if err != nil || !s.(*nothing).readied {
		t.Fatal("the game was not readied")
	}
	bad := errors.New("draughts is for two")
	if s, err := Begun[*nothing](nil, bad, func(*nothing) { t.Fatal("readied after an error") }); s != nil || err != bad {
		t.Fatalf("%v, %v", s, err)
	}
}

func TestEndingOffersTheRoomOrTheSave(t *testing.T) {
	env := uitest.NewEnv(t)
	env.Store.Save(store.Envelope{Game: "board", Version: 1, State: []byte("{}")})
	save := func() (string, error) { return "Saved.", nil }
	var here screen.Link
	room, s := Ending(env, "board", &here, save)
	if room != nil || s == nil {
		t.Fatal("at one keyboard the record's save is offered")
	}
	if _, err := env.Store.Load("board", 1); !errors.Is(err, store.ErrNoSave) {
		t.Fatalf("the finished game's autosave stays: %v", err)
	}
	there := screen.Link{Send: func(screen.Action) {}}
	if room, s := Ending(env, "board", &there, save); room != &there || s != nil {
		t.Fatal("in a room the room is offered, and no save")
	}
}

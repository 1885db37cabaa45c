package alice

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

func TestEveryMoveIsSavedAndContinueResumes(t *testing.T) {
	env := testEnv(t)
	table := []seats.Seat{human("Ada"), computer("Cook", seats.Hard), computer("Dodo", seats.Expert)}
	h := start(t, env, table, 12)
	for range 3 {
		if game(h).stage == stagePlay {
			h.Key("enter")
		}
	}
	g := game(h)
	saved, err := env.Store.Load(GameID, saveVersion)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(saved.Seats, table) {
		t.Fatalf("saved seats %+v", saved.Seats)
	}
	s, err := resumeGame(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	r := s.(*Game)
	r.pause = 0
	want, _ := json.Marshal(g.sv)
	got, _ := json.Marshal(r.sv)
	if string(want) != string(got) {
		t.Fatal("the resumed game differs from the one saved")
	}
	h2 := uitest.NewScreen(t, r, 80, 24)
	h2.MustSee("Ada (you)")
	if game(h2).stage != stagePlay && game(h2).stage != stageOver {
		t.Fatalf("resumed at stage %d, not Ada's move", game(h2).stage)
	}
	playOut(t, h2, func() *Game { return game(h2) }, rand.New(rand.NewPCG(12, 1)))
}

func TestResumeWithSeveralPeopleStartsWithTheHandOver(t *testing.T) {
	env := testEnv(t)
	table := []seats.Seat{human("Ada"), human("Bertie"), computer("Cook", seats.Easy)}
	h := start(t, env, table, 6)
	h.Key("enter", "enter") // Ada takes the keyboard and plays
	saved, err := env.Store.Load(GameID, saveVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumeGame(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	h2 := uitest.NewScreen(t, s, 80, 24)
	if g := game(h2); g.stage != stageHandoff {
		t.Fatalf("resumed at stage %d without a hand-over", g.stage)
	}
	h2.MustNotSee("Your hand")
}

func TestQuittingSaves(t *testing.T) {
	env := testEnv(t)
	h := start(t, env, []seats.Seat{human("Ada"), computer("Cook", seats.Easy)}, 6)
	env.Store.Delete(GameID)
	h.Send(screen.QuittingMsg{})
	if _, err := env.Store.Load(GameID, saveVersion); err != nil {
		t.Fatalf("Ctrl+C did not save: %v", err)
	}
}

func TestResumeRefusesABrokenSave(t *testing.T) {
	env := testEnv(t)
	g := deal(t, env, []seats.Seat{human("Ada"), computer("Cook", seats.Easy)}, 6)
	good, _ := json.Marshal(g.sv)
	cases := map[string]store.Envelope{
		"not json":      {Game: GameID, Version: 1, Seats: g.seats, State: json.RawMessage(`{"game":`)},
		"seats differ":  {Game: GameID, Version: 1, Seats: g.seats[:1], State: good},
		"cards missing": {Game: GameID, Version: 1, Seats: g.seats, State: json.RawMessage(`{"game":{"players":2,"hands":[[],[]],"table":[-1,-1],"sets":[[],[]],"phase":"lead"}}`)},
	}
	for name, e := range cases {
		if _, err := resumeGame(env, e); err == nil {
			t.Errorf("%s: resumed", name)
		}
	}
}

func TestScreensAtEverySize(t *testing.T) {
	env := testEnv(t)
	table := []seats.Seat{human("Ada"), human("Bertie"), computer("Cook", seats.Medium), computer("Dodo", seats.Easy),
		computer("Eaglet", seats.Hard), computer("Fury", seats.Expert)}
	h := start(t, env, table, 9)
	sizes := [][2]int{{1, 1}, {20, 5}, {40, 12}, {60, 18}, {80, 24}, {100, 40}, {200, 60}}
	look := func() {
		for _, size := range sizes {
			h.Send(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			frame := h.View()
			if size[0] >= 60 && size[1] >= 18 {
				fits(t, frame, size[0], size[1])
			}
		}
		h.Send(tea.WindowSizeMsg{Width: 80, Height: 24})
	}
	rng := rand.New(rand.NewPCG(9, 9))
	for range 40 {
		look()
		if game(h).stage == stageOver {
			break
		}
		if game(h).stage == stagePlay {
			h.Key([]string{"left", "right", "up", "down"}[rng.IntN(4)])
		}
		h.Key("enter")
	}
	for _, k := range []string{"c", "g", "?"} {
		h.Key(k)
		look()
		h.Key(k)
	}
}

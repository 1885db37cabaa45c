package alice

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/alice"
	"parlour/ui/internal/uitest"
	"parlour/ui/sanitize"
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

// Issue 17: a save whose log names players 10 and 43 is refused with a
// clear message, not resumed as an absurd game.
func TestResumeRefusesALogNamingPlayersNotAtTheTable(t *testing.T) {
	env := testEnv(t)
	table := []seats.Seat{human("Ada"), computer("Cook", seats.Hard), computer("Dodo", seats.Expert)}
	g := deal(t, env, table, 12)
	for _, seat := range []int{9, 42} {
		sv := g.sv
		sv.Game.Log = append([]alice.Event(nil), sv.Game.Log...)
		sv.Game.Log[1].Seat = seat
		state, err := json.Marshal(sv)
		if err != nil {
			t.Fatal(err)
		}
		_, err = resumeGame(env, store.Envelope{Game: GameID, Version: saveVersion, Seats: table, State: state})
		want := fmt.Sprintf("names player %d, at a table of 3", seat+1)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("resuming a log that names player %d: %v", seat+1, err)
		}
	}
}

// Issue 17: names from a save are drawn through sanitize: escapes shown,
// never sent, and a name of 100,000 characters cut to the cap.
func TestResumeDrawsHostileNamesSafely(t *testing.T) {
	env := testEnv(t)
	table := []seats.Seat{human("Ada\x1b[2J\x1b]0;pwned\x07"), computer(strings.Repeat("Dodo", 25000), seats.Expert)}
	g := deal(t, env, table, 3)
	state, err := json.Marshal(g.sv)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumeGame(env, store.Envelope{Game: GameID, Version: saveVersion, Seats: table, State: state})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 80, 24)
	frame := h.Model.View()
	if strings.ContainsAny(frame, "\x1b\x07") {
		t.Fatalf("a raw escape reached the screen: %q", frame)
	}
	for _, n := range game(h).names {
		if len([]rune(n)) > sanitize.MaxName {
			t.Errorf("name of %d characters", len([]rune(n)))
		}
	}
	h.MustSee(`Ada\x1b[2J`)
}

package alice

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// throughJSON returns s as a save file gives it back.
func throughJSON(t *testing.T, s State) State {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	return back
}

// replayed replays s through a save file, failing the test on an error.
func replayed(t *testing.T, s State) State {
	t.Helper()
	got, err := Replay(throughJSON(t, s))
	if err != nil {
		t.Fatalf("step %d: %v", s.Step, err)
	}
	return got
}

func TestReplayGivesBackEveryGameAtEveryStep(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 15
	}
	for g := range games {
		end := selfPlay(t, uint64(g), mixedLevels(g), func(s State, _ Action, _ State) {
			if err := replayed(t, s).sameAs(s); err != nil {
				t.Fatalf("game %d step %d: %v", g, s.Step, err)
			}
		})
		got := replayed(t, end)
		if err := got.sameAs(end); err != nil || len(got.Log) != len(end.Log) {
			t.Fatalf("game %d, over: %v", g, err)
		}
		// The game replayed goes on as the saved one would.
		if got.Phase != PhaseOver {
			t.Fatalf("game %d: replayed into phase %s", g, got.Phase)
		}
	}
}

// midGame returns a game of three well into play, with a forfeit among
// its events.
func midGame(t *testing.T) State {
	t.Helper()
	var mid State
	for seed := uint64(0); seed < 50 && mid.Players == 0; seed++ {
		selfPlay(t, seed, []Level{Easy, Easy, Easy}, func(s State, _ Action, _ State) {
			if mid.Players == 0 && s.Step > 20 && s.Phase == PhaseLead && slices.ContainsFunc(s.Log, func(e Event) bool { return e.Kind == EventDraw }) {
				mid = s
			}
		})
	}
	if mid.Players == 0 {
		t.Fatal("no game of three reached a forfeit in 50 seeds")
	}
	return mid
}

func TestReplayRefusesHandsTheLogDoesNotExplain(t *testing.T) {
	s := throughJSON(t, midGame(t))
	// Move one card from seat 0's hand to seat 1's: every card is still in
	// one place and each hand in order, so Validate alone lets it pass.
	c := s.Hands[0][0]
	s.Hands[0] = s.Hands[0][1:]
	s.Hands[1] = append(s.Hands[1], c)
	slices.Sort(s.Hands[1])
	if err := s.Validate(); err != nil {
		t.Fatalf("the crafted game should pass Validate: %v", err)
	}
	_, err := Replay(s)
	if err == nil || !strings.Contains(err.Error(), "hand of player 1") {
		t.Fatalf("Replay = %v, want the hand of player 1 named", err)
	}
}

func TestReplayRefusesSetsTheLogDoesNotExplain(t *testing.T) {
	s := throughJSON(t, midGame(t))
	from := slices.IndexFunc(s.Sets, func(m []Made) bool { return len(m) > 0 })
	if from < 0 {
		t.Skip("no set made yet in this game")
	}
	to := (from + 1) % s.Players
	s.Sets[to] = append(s.Sets[to], s.Sets[from][0])
	s.Sets[from] = s.Sets[from][1:]
	if err := s.Validate(); err != nil {
		t.Fatalf("the crafted game should pass Validate: %v", err)
	}
	if _, err := Replay(s); err == nil {
		t.Fatal("a set moved to another seat was replayed")
	}
}

func TestReplayRefusesAMoveTheRulesForbid(t *testing.T) {
	s := throughJSON(t, midGame(t))
	// Make the first lead of play a card its player did not hold.
	i := slices.IndexFunc(s.Log, func(e Event) bool { return e.Kind == EventLead })
	e := &s.Log[i]
	for c := range Card(NumCards) {
		if c.IsLead() && c != e.Card && !slices.Contains(s.Log[1+e.Seat].Cards, c) {
			e.Card = c
			break
		}
	}
	_, err := Replay(s)
	if err == nil || !strings.Contains(err.Error(), "not a move the rules allow") {
		t.Fatalf("Replay = %v, want the forbidden lead refused", err)
	}
}

func TestReplayRefusesALogCutShort(t *testing.T) {
	s := throughJSON(t, midGame(t))
	s.Log = s.Log[:len(s.Log)-1]
	if _, err := Replay(s); err == nil {
		t.Fatal("a log missing its last event was replayed")
	}
}

func TestReplayRefusesADealThatIsNotTheLogs(t *testing.T) {
	s := throughJSON(t, midGame(t))
	s.Log[0].Seat = (s.Dealer + 1) % s.Players
	_, err := Replay(s)
	if err == nil || !strings.Contains(err.Error(), "deal") {
		t.Fatalf("Replay = %v, want the deal refused", err)
	}
}

func TestReplayRefusesADrawOfACardTheGiverDidNotHold(t *testing.T) {
	s := throughJSON(t, midGame(t))
	i := slices.IndexFunc(s.Log, func(e Event) bool { return e.Kind == EventDraw })
	e := &s.Log[i]
	for _, c := range s.Log[1+e.Seat].Cards { // a card the receiver was dealt
		if c != e.Card {
			e.Card = c
			break
		}
	}
	if _, err := Replay(s); err == nil {
		t.Fatal("a draw of a card the giver did not hold was replayed")
	}
}

// BenchmarkReplay replays a long game of six, as a Continue does.
func BenchmarkReplay(b *testing.B) {
	t := &testing.T{}
	var long State
	for seed := range uint64(20) {
		end := selfPlay(t, seed, []Level{Easy, Easy, Easy, Easy, Easy, Easy}, nil)
		if len(end.Log) > len(long.Log) {
			long = end
		}
	}
	b.ReportMetric(float64(len(long.Log)), "events")
	for b.Loop() {
		if _, err := Replay(long); err != nil {
			b.Fatal(err)
		}
	}
}

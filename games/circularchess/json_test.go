package circularchess

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestStateJSONRoundTripsWithItsHistory(t *testing.T) {
	s, _ := NewGame(modern)
	s = play(t, s, "Nb1-a3", "Nb8-a6", "Na3-b1", "Na6-b8", "Nb1-a3")
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("%s: %v", data, err)
	}
	if back.FEN() != s.FEN() || back.Repetitions() != s.Repetitions() || len(back.history) != len(s.history) {
		t.Fatalf("%s read back as %s with %d repetitions", data, back.FEN(), back.Repetitions())
	}
	// The restored game reaches the threefold repetition as the first.
	back = play(t, back, "Nb8-a6", "Na3-b1", "Na6-b8")
	if Outcome(back).Reason != Repetition {
		t.Errorf("after restoring: %v", Outcome(back))
	}
	for _, r := range []Rules{{EnPassant: true}, byzantine} {
		for _, s := range randomPositions(t, r, 2, 150, 9) {
			data, _ := json.Marshal(s)
			var back State
			if err := json.Unmarshal(data, &back); err != nil || back.pos != s.pos || back.Repetitions() != s.Repetitions() {
				t.Fatalf("%s: %v", data, err)
			}
		}
	}
}

func TestStateJSONRejectsWhatIsNotAGame(t *testing.T) {
	for data, want := range map[string]string{
		`{"fen": "nonsense"}`: "fields",
		`{"fen": "` + StartFEN + `", "history": ["` + StartFEN + `"]}`:                     "more than",
		`{"fen": "K15/16/16/k15 w - 3 9", "history": ["K15/16/16/k15 w - 0 1 byzantine"]}`: "rules",
		`[1, 2]`: "cannot unmarshal",
	} {
		var s State
		err := json.Unmarshal([]byte(data), &s)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error mentioning %q", data, err, want)
		}
	}
}

func TestMovesSaveAsPlainText(t *testing.T) {
	moves := []Move{mv(t, "b1", "a3"), {From: cell(t, "a7"), To: cell(t, "a8"), Promotion: Queen}, mv(t, "d16", "d1")}
	data, err := json.Marshal(moves)
	if err != nil || string(data) != `["b1-a3","a7-a8=Q","d16-d1"]` {
		t.Fatalf("%s, %v", data, err)
	}
	var back []Move
	if err := json.Unmarshal(data, &back); err != nil || len(back) != 3 || back[1] != moves[1] {
		t.Fatalf("%v, %v", back, err)
	}
	for _, bad := range []string{`"b1a3"`, `"b1-e3"`, `"z1-a3"`, `"a7-a8="`, `"a7-a8=K"`, `"a7-a8=QQ"`} {
		var m Move
		if err := json.Unmarshal([]byte(bad), &m); err == nil {
			t.Errorf("%s read as %v", bad, m)
		}
	}
	if _, err := json.Marshal(Move{From: NoCell}); err == nil {
		t.Error("a move off the board was written")
	}
}

func TestGameRecordSavesAsJSON(t *testing.T) {
	g := randomGame(t, byzantine, rand.New(rand.NewPCG(3, 4)), 60)
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	var back Record
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("%s: %v", data, err)
	}
	want, _ := g.Text()
	if got, err := back.Text(); err != nil || got != want {
		t.Errorf("%s read back as\n%s", data, got)
	}
}

package draughts

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestStateJSONRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for _, r := range []Rules{{}, {Variant: Losing, Draws: Victorian}, {Variant: Polish}, {Huffing: true}} {
		s, _ := NewGame(r)
		for ply := 0; ply < 120 && Outcome(s).Status == Ongoing; ply++ {
			if hs := s.HuffableSquares(); len(hs) > 0 && ply%3 == 0 {
				s, _ = s.Huff(hs[0])
			}
			data, err := json.Marshal(s)
			if err != nil {
				t.Fatal(err)
			}
			var back State
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatalf("%s: %v", data, err)
			}
			again, _ := json.Marshal(back)
			if string(again) != string(data) || back.Repetitions() != s.Repetitions() || Outcome(back) != Outcome(s) {
				t.Fatalf("round trip:\n%s\n%s", data, again)
			}
			ms := Legal(s)
			if len(ms) == 0 {
				break
			}
			s, _ = s.Apply(ms[rng.IntN(len(ms))])
		}
	}
	data, _ := json.Marshal(mustFEN(t, Rules{}, "B:WK32:BK1"))
	if !strings.Contains(string(data), `"variant":"english"`) || !strings.Contains(string(data), `"fen":"B:WK32:BK1"`) {
		t.Errorf("saved form: %s", data)
	}
}

func TestStateJSONRejectsBadSaves(t *testing.T) {
	for _, bad := range []string{
		`{"rules":{"variant":"chess"},"fen":"B:W1:B2","move_number":1}`,
		`{"rules":{"variant":"english"},"fen":"B:W99:B2","move_number":1}`,
		`{"rules":{"variant":"english"},"fen":"B:W10:B2","move_number":0}`,
		`{"rules":{"variant":"english"},"fen":"B:W10:B2","move_number":1,"clocks":{"quiet":-4}}`,
		`{"rules":{"variant":"english"},"fen":"B:W10:B2","move_number":1,"huffable":[2],"clocks":{"ending":-1,"short":-1,"notice":-1}}`,
		`{"rules":{"variant":"polish","huffing":true},"fen":"W:W31:B2","move_number":1}`,
		`[]`,
	} {
		var s State
		if err := json.Unmarshal([]byte(bad), &s); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}

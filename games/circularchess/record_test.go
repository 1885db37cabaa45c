package circularchess

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// randomGame plays a random game under r of at most maxPlies moves.
func randomGame(t *testing.T, r Rules, rng *rand.Rand, maxPlies int) Record {
	t.Helper()
	s, err := NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	g := NewRecord(s)
	for ply := 0; ply < maxPlies && Outcome(s).Status == Ongoing; ply++ {
		ms := Legal(s)
		m := ms[rng.IntN(len(ms))]
		g.Moves = append(g.Moves, m)
		s = s.play(m)
	}
	return g
}

func TestGameTextRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for _, r := range []Rules{modern, {EnPassant: true}, byzantine} {
		for i := range 8 {
			g := randomGame(t, r, rng, 40+60*i)
			text, err := g.Text()
			if err != nil {
				t.Fatal(err)
			}
			back, err := ParseRecord(text)
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			if !slices.Equal(back.Moves, g.Moves) || back.Start.FEN() != g.Start.FEN() {
				t.Fatalf("read back differently:\n%s", text)
			}
			again, _ := back.Text()
			if again != text {
				t.Fatalf("written twice differently:\n%s\n%s", text, again)
			}
			for _, line := range strings.Split(text, "\n") {
				if len(line) > 79 && !strings.HasPrefix(line, "[") {
					t.Errorf("line of %d characters: %q", len(line), line)
				}
			}
		}
	}
}

func TestGameTextLooksLikePGN(t *testing.T) {
	s, _ := NewGame(modern)
	g := Record{Start: s, Moves: []Move{mv(t, "b2", "b4"), mv(t, "c7", "c5"), mv(t, "b4", "c5")}}
	text, err := g.Text()
	if err != nil {
		t.Fatal(err)
	}
	want := "[Rules \"modern\"]\n[Result \"*\"]\n\n1. b2-b4 c7-c5 2. b4xc5 *\n"
	if text != want {
		t.Errorf("got\n%s\nwant\n%s", text, want)
	}
	// A game from a set position with Black to move.
	p := setup(t, modern, Black, "Ka16 Pa15 Pb15 Nb16 rd1 nb3 kd8")
	g = Record{Start: p, Moves: []Move{mv(t, "d1", "a1")}}
	text, _ = g.Text()
	for _, want := range []string{`[FEN "` + p.FEN() + `"]`, `[Result "0-1"]`, "1... Rd1-a1# 0-1"} {
		if !strings.Contains(text, want) {
			t.Errorf("%s lacks %s", text, want)
		}
	}
}

func TestGameResultOfThePlayers(t *testing.T) {
	s, _ := NewGame(byzantine)
	g := Record{Start: s, Moves: []Move{mv(t, "b2", "b3")}, Result: "0-1"}
	text, _ := g.Text()
	if !strings.HasSuffix(text, "1. b2-b3 0-1\n") || !strings.Contains(text, `[Rules "byzantine"]`) {
		t.Errorf("%s", text)
	}
	back, err := ParseRecord(text)
	if err != nil || back.Result != "0-1" || back.Start.Rules() != byzantine {
		t.Errorf("%+v, %v", back, err)
	}
}

func TestParseGameErrorsNameTheFault(t *testing.T) {
	for text, want := range map[string]string{
		`1. b2-b4 b7-b3`:                                  "move 2",
		`[Rules "chaturanga"] 1. b2-b4`:                   "tag Rules",
		`[FEN "nonsense"] 1. b2-b4`:                       "tag FEN",
		`[Rules "modern"`:                                 "never closed",
		`{ 1. b2-b4`:                                      "never closed",
		`[Rules modern] 1. b2-b4`:                         "[Name \"value\"]",
		`1. b2-b4 1-0 c7-c5`:                              "follows the result",
		`[Result "1-0"] 1. b2-b4 0-1`:                     "Result tag",
		`[Result "2-0"] 1. b2-b4`:                         "tag Result",
		`[Rules "modern"] [Rules "modern"]`:               "twice",
		`[FEN "3k4p6K/16/16/16 w - 0 1"] 1. Ka16-a15 1-0`: "",
	} {
		_, err := ParseRecord(text)
		if want == "" {
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want an error mentioning %q", text, err, want)
		}
	}
	// A result the rules decide must be theirs.
	mate := "[FEN \"" + setup(t, modern, Black, "Ka16 Pa15 Pb15 Nb16 rd1 nb3 kd8").FEN() + "\"]\n1... Rd1-a1# 1-0"
	if _, err := ParseRecord(mate); err == nil || !strings.Contains(err.Error(), "0-1") {
		t.Errorf("a mate recorded as 1-0: %v", err)
	}
}

func TestParseGameIgnoresCommentsAndOtherTags(t *testing.T) {
	g, err := ParseRecord("[Event \"Lincoln\"]\n[Rules \"modern\"]\n1. b2-b4 {a quiet start} 1... c7-c5 2.b4xc5 *")
	if err != nil || len(g.Moves) != 3 {
		t.Fatalf("%+v, %v", g, err)
	}
}

// TestParseRecordRefusesAnEmptyRecord: text with neither tags nor moves is
// no game, not a fresh one.
func TestParseRecordRefusesAnEmptyRecord(t *testing.T) {
	for _, text := range []string{"", "  \n\t\n"} {
		if _, err := ParseRecord(text); err == nil || !strings.Contains(err.Error(), "no game found") {
			t.Errorf("ParseRecord(%q): %v", text, err)
		}
	}
	if _, err := ParseRecord("*"); err != nil {
		t.Errorf("a game with no moves and a result: %v", err)
	}
}

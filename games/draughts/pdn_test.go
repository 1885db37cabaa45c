package draughts

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

const sampleGame = `[Event "A friendly game"]
[Black "Wylie"]
[White "Martins"]
[Result "1/2-1/2"]
[GameType "21"]

1. 11-15 {the Old Fourteenth begins} 23-19 2. 8-11 22-17 $2 3. 4-8 (3. 9-13 17-14
10x17 21x14) 17-13 ; a comment to the end of the line
4. 15-18! 24-20 1/2-1/2
`

func TestPDNReadsAGame(t *testing.T) {
	g, err := ParsePDN(sampleGame)
	if err != nil {
		t.Fatal(err)
	}
	if g.Result != "1/2-1/2" || len(g.Moves) != 8 || g.Start.Rules() != (Rules{}) {
		t.Fatalf("result %q, %d moves, rules %v", g.Result, len(g.Moves), g.Start.Rules())
	}
	if !slices.Equal(g.Tags, []Tag{{"Event", "A friendly game"}, {"Black", "Wylie"}, {"White", "Martins"}}) {
		t.Errorf("tags %v", g.Tags)
	}
	final, err := g.Final()
	if err != nil {
		t.Fatal(err)
	}
	if final.Turn() != Black || final.MoveNumber() != 5 {
		t.Errorf("after the game: %s move %d", final.FEN(), final.MoveNumber())
	}
}

func TestPDNWritesAndReadsBack(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 9))
	for _, r := range []Rules{{}, {Variant: Losing}, {Variant: Polish}, {Draws: Victorian}, {Huffing: true}} {
		for i := range 20 {
			s, _ := NewGame(r)
			if i%4 == 3 {
				s = randomState(t, rng, r.Variant, 8)
				s.rules = r
			}
			g := Record{Tags: []Tag{{"Event", `Round "robin" \ test`}}, Start: s}
			for len(g.Moves) < 60 {
				if hs := s.HuffableSquares(); len(hs) > 0 && rng.IntN(2) == 0 {
					s, _ = s.Huff(hs[0])
					g.Huffs = append(g.Huffs, Huff{Before: len(g.Moves), Square: hs[0]})
				}
				ms := Legal(s)
				if len(ms) == 0 {
					break
				}
				m := ms[rng.IntN(len(ms))]
				s, _ = s.Apply(m)
				g.Moves = append(g.Moves, m)
			}
			g.Result = Outcome(s).PDN(r.Variant)
			text, err := g.PDN()
			if err != nil {
				t.Fatal(err)
			}
			back, err := ParsePDN(text)
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			again, _ := back.PDN()
			if again != text {
				t.Fatalf("round trip differs:\n%s\n---\n%s", text, again)
			}
			final, _ := back.Final()
			if final.FEN() != s.FEN() || back.Start.Rules() != r {
				t.Fatalf("replayed to %s, want %s", final.FEN(), s.FEN())
			}
		}
	}
}

func TestPDNTagsDescribeTheGame(t *testing.T) {
	g, err := ParsePDN(`[GameType "20,W,10,10,N2,0"] 1. 32-28 19-23 2. 28x19 14x23 2-0`)
	if err != nil {
		t.Fatal(err)
	}
	if g.Start.Rules().Variant != Polish || g.Result != "2-0" || len(g.Moves) != 4 {
		t.Errorf("international: %v %q %d", g.Start.Rules(), g.Result, len(g.Moves))
	}
	g, err = ParsePDN(`[GameType "21"][Variant "Losing"][FEN "W:WK1:BK32"] 1... 1-5 *`)
	if err != nil {
		t.Fatal(err)
	}
	if g.Start.Rules().Variant != Losing || g.Start.Turn() != White || len(g.Moves) != 1 {
		t.Errorf("losing: %v %v %d", g.Start.Rules(), g.Start.Turn(), len(g.Moves))
	}
	text, _ := g.PDN()
	for _, want := range []string{`[Variant "Losing"]`, `[FEN "W:WK1:BK32"]`, `[GameType "21"]`, "1... 1-5 *"} {
		if !strings.Contains(text, want) {
			t.Errorf("written game lacks %s:\n%s", want, text)
		}
	}
	g, _ = ParsePDN(`[Huffing "Yes"][DrawRules "Victorian"] 1. 11-15 *`)
	if r := g.Start.Rules(); !r.Huffing || r.Draws != Victorian {
		t.Errorf("custom tags: %v", r)
	}
}

func TestPDNLongFormWhenShortIsAmbiguous(t *testing.T) {
	// The man on 10 can reach 26 over 14 and 22 or over 15 and 23.
	s := mustFEN(t, Rules{}, "B:W14,15,22,23:B10")
	if got := legalTexts(s); !slices.Equal(got, []string{"10x17x26", "10x19x26"}) {
		t.Errorf("moves %v", got)
	}
	if _, err := ParseMove(s, "10x26"); err == nil || !strings.Contains(err.Error(), "ambiguous") {
		t.Errorf("10x26: %v", err)
	}
	m, err := ParseMove(s, "10x19x26")
	if err != nil || !slices.Equal(m.Captured, []int{15, 23}) {
		t.Errorf("10x19x26: %v %v", m, err)
	}
	// The long form is always accepted, even when the short would do.
	if _, err := ParseMove(mustFEN(t, Rules{}, "B:W15,22:B11"), "11x18x25"); err != nil {
		t.Error(err)
	}
	if _, err := ParseMove(mustFEN(t, Rules{}, "B:W15,22:B11"), "11x18x27"); err == nil {
		t.Error("a wrong path was accepted")
	}
}

func TestPDNErrorsNameTheFault(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"", "no game"},
		{`[GameType "25"] *`, "GameType 25 is not played here"},
		{`[Event "x] *`, "not closed"},
		{`[Event x] *`, `should read [Name "value"]`},
		{`1. 11-15 {open`, "comment"},
		{`1. 11-15 (2. 9-13`, "variation"},
		{`1. 11-15 22-18 2. 15-19 *`, "move 2 (15-19): you must capture: 15x22"},
		{`1. 12-19 *`, "move 1 (12-19)"},
		{`[Result "3-0"] *`, "not a PDN result"},
		{`[FEN "B:W33:B1"] *`, "no square 33"},
		{`[Variant "Losing"][GameType "20"] *`, "Losing game"},
		{`1. 11-15 {huff 3} *`, "huff 3"},
	} {
		_, err := ParsePDN(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParsePDN(%q) = %v, want an error with %q", c.text, err, c.want)
		}
	}
}

func TestPDNReadsSeveralGames(t *testing.T) {
	games, err := parsePDNGames(sampleGame + "\n" + `[Event "two"] 1. 9-13 *` + "\n[Event \"three\"]\n1. 10-14 22-18 0-1")
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 3 || games[1].Tags[0].Value != "two" || games[2].Result != "0-1" {
		t.Errorf("%d games", len(games))
	}
}

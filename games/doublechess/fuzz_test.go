package doublechess

import "testing"

func FuzzParseFEN4(f *testing.F) {
	f.Add(startFEN4)
	f.Add("R-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-3-{'parlour':'returning=e14;promoted=a8','royal':('a4','','','')}-" +
		"3,rP,yR,yQ,yK,yB,yN,yR,3/14/14/14/14/14/14/14/14/14/14/14/14/3,rK,10")
	f.Add("Y-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x,x,x,8,x,x,x/14")
	f.Add("R-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-3-{'parlour':'lead=red,none'}-" +
		"3,rP,yR,yQ,yK,yB,yN,yR,3/14/14/14/14/14/14/14/14/14/14/14/14/3,rK,10")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseFEN4(text, Rules{})
		if err != nil {
			return
		}
		again, err := ParseFEN4(s.FEN4(), Rules{})
		if err != nil {
			t.Fatalf("%q read, but its rewriting %q is not: %v", text, s.FEN4(), err)
		}
		if again.FEN4() != s.FEN4() {
			t.Fatalf("rewriting changed %q to %q", s.FEN4(), again.FEN4())
		}
		Legal(s)
		Outcome(s)
	})
}

func FuzzParsePGN4(f *testing.F) {
	f.Add(seedPGN4)
	f.Add("[Result \"1/2-1/2\"]\n1. g2-g3 .. b7-c7 {x} (1. d2-d3) $3 .. R")
	f.Add("[StartFen4 \"" + startFEN4 + "\"]\n1. g2-g3")
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParsePGN4(text, Rules{})
		if err != nil {
			return
		}
		out, err := g.PGN4()
		if err != nil {
			t.Fatalf("%q read but not written: %v", text, err)
		}
		back, err := ParsePGN4(out, Rules{})
		if err != nil {
			t.Fatalf("%q written as %q, which is not read: %v", text, out, err)
		}
		if len(back.Moves) != len(g.Moves) {
			t.Fatalf("%q: %d moves, read back %d", text, len(g.Moves), len(back.Moves))
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"g2-g3", "Bf1xn9", "Bf1xBn9", "e13-e14=Q#", "pass", "Qh1-c6++"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s := seedOpening(t)
		m, err := ParseMove(s, text)
		if err != nil {
			return
		}
		if next, err := s.Apply(m); err == nil {
			Outcome(next)
		}
	})
}

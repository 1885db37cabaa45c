package circularchess

import "testing"

// FuzzParseFEN checks that the FEN reader never panics, and that what it
// accepts it writes back in a form it reads to the same position.
func FuzzParseFEN(f *testing.F) {
	for _, seed := range []string{
		StartFEN, "RP4prrp4PR/NP4pnnp4PN/EP4peep4PE/FP4pfkp4PK w - 0 1 byzantine",
		"8P>2K4/16/16/3k1r10 b - 0 2 byzantine", "3p11K/3P12/12P3/6k5p3 b c14 0 2 modern+ep",
		"16/16/16/16 w - 0 1", "K15/16/16/k15 w - 9999 99999", "K99/16/16/k15 w - 0 1", "K<15/16/16/k15 w - 0 1",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		s, err := ParseFEN(fen)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		back, err := ParseFEN(s.FEN())
		if err != nil || back.pos != s.pos || back.FEN() != s.FEN() {
			t.Fatalf("%q -> %q -> %v", fen, s.FEN(), err)
		}
		_ = Legal(s)
		_ = Outcome(s)
	})
}

// FuzzParseMove checks that the move reader never panics and that what it
// accepts is legal and written back as it reads.
func FuzzParseMove(f *testing.F) {
	for _, seed := range []string{"Nb1-a3", "b2-b4", "b2xb3", "a7-a8=Q#", "O-O", "Zz99", "b16-b1", "c", "-", "=Q", "b1b2b3"} {
		f.Add(seed, false)
		f.Add(seed, true)
	}
	modernStart, _ := NewGame(modern)
	byzantineStart, _ := NewGame(byzantine)
	f.Fuzz(func(t *testing.T, text string, byz bool) {
		s := modernStart
		if byz {
			s = byzantineStart
		}
		m, err := ParseMove(s, text)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if !s.isLegal(m) {
			t.Fatalf("%q read as the illegal %v", text, m)
		}
		if again, err := ParseMove(s, s.MoveText(m)); err != nil || again != m {
			t.Fatalf("%q: %v written %q, read back %v, %v", text, m, s.MoveText(m), again, err)
		}
	})
}

// FuzzParseRecord checks that the record reader never panics and that a
// record it reads it writes and reads again to the same game.
func FuzzParseRecord(f *testing.F) {
	for _, seed := range []string{
		"[Rules \"modern\"]\n[Result \"*\"]\n\n1. b2-b4 c7-c5 2. b4xc5 *\n",
		"[Rules \"byzantine\"]\n1. b2-b3 0-1", "[FEN \"8P>2K4/16/16/3k1r10 b - 0 2 byzantine\"] 2... Rd6-d7 *",
		"{", "[", "[A \"", "1.", "1...", "x-x", "[Result \"1-0\"] 1-0", "1. Nb1-a3 {c} Nb8-a6 1/2-1/2",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParseRecord(text)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		out, err := g.Text()
		if err != nil {
			t.Fatalf("%q read, but not written: %v", text, err)
		}
		back, err := ParseRecord(out)
		if err != nil || len(back.Moves) != len(g.Moves) || back.Result != g.Result {
			t.Fatalf("%q -> %q -> %v", text, out, err)
		}
	})
}

package doublechess

import (
	"math/rand/v2"
	"testing"
)

// Move-path counts from the start, Black to move. Depths 1–4 are products
// of twelve: each army has its eight pawn steps and two moves for each
// knight, and nothing one army does yet touches another's moves. Depth 5
// is the first to show the armies meeting.
var perftStart = []uint64{12, 144, 1728, 20736, 333228}

func TestPerftFromTheStart(t *testing.T) {
	s, _ := NewGame(Rules{})
	for i, want := range perftStart {
		if got := Perft(s, i+1); got != want {
			t.Errorf("perft(%d) = %d, want %d", i+1, got, want)
		}
	}
}

// refPerft counts move paths with the reference generator.
func refPerft(b refBoard, depth int, over func(refBoard) bool) uint64 {
	if over(b) {
		return 0
	}
	moves := b.refLegalMoves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, text := range moves {
		m := parseRefMove(text)
		after := b.refPlay(m)
		after.refJudge(b.turn, 0)
		n += refPerft(after, depth-1, over)
	}
	return n
}

func parseRefMove(text string) refMove {
	if text == "pass" {
		return refMove{pass: true}
	}
	var m refMove
	var from, to string
	for i := range text {
		if text[i] == '-' {
			from, to = text[:i], text[i+1:]
			break
		}
	}
	if j := len(to) - 2; j > 0 && to[j] == '=' {
		m.promo = kindOfLetter(to[j+1])
		to = to[:j]
	}
	f, _ := ParseSquare(from)
	g, _ := ParseSquare(to)
	m.ff, m.fr, m.tf, m.tr = f.File(), f.Rank(), g.File(), g.Rank()
	return m
}

// refOver decides, for the reference perft, whether a game has ended:
// by material (rule 19) or a double checkmate. The positions used end no
// other way within the depths counted.
func refOver(b refBoard) bool {
	if (b.dead[0] && b.dead[2]) || (b.dead[1] && b.dead[3]) {
		return true
	}
	pieces, pawns := 0, 0
	for f := range 14 {
		for r := range 14 {
			switch m := b.men[f][r]; {
			case !m.here || m.kind == King:
			case m.kind == Pawn:
				pawns++
			default:
				pieces++
			}
		}
	}
	return pieces == 0 || (pieces == 1 && pawns == 0)
}

// TestPerftAgreesWithReference counts move paths from the start (depths
// 1–4) and from positions full of the game's own rules (depths 1–3: a
// dead army, pawns leaping and returning, pawn-pieces) with both
// generators, and checks them against the recorded counts.
func TestPerftAgreesWithReference(t *testing.T) {
	s, _ := NewGame(Rules{})
	cases := []struct {
		name   string
		s      State
		counts []uint64 // recorded; the reference must agree
	}{
		{"start", s, perftStart[:4]},
		{"seed opening", seedOpening(t), []uint64{19, 456, 8094}},
		{"Green mated", play(t, White, greenMated+" GNd12 GPc6 RRl7 RPm5"), []uint64{24, 592, 23205}},
		{"pawns meeting", play(t, Black, "BKg1 BPe8 WPe9 BPf5 BPf6 GPe6 BPc10 WPc11 GKa7 GPb9 WKh14 RKn8 RPm5 BRa8@p GQe12@p"), []uint64{30, 172, 3067}},
		// Black's pawn on e6 returning meets his own on e5 head-on and
		// leaps it; the pawns on f5 and f6, going one way, do not.
		{"own pawns meeting", play(t, Black, "BKg1 BPe5 BPe6@r BPf5 BPf6 GKa7 WKh14 RKn8 RPm5"), []uint64{24, 117, 2457}},
	}
	for _, c := range cases {
		for i, want := range c.counts {
			d := i + 1
			if got := Perft(c.s, d); got != want {
				t.Errorf("%s: perft(%d) = %d, recorded %d", c.name, d, got, want)
			}
			if ref := refPerft(refFrom(c.s), d, refOver); ref != want {
				t.Errorf("%s: the reference counts perft(%d) = %d, recorded %d", c.name, d, ref, want)
			}
		}
	}
}

// seedOpening returns the position after the seed's four rounds of
// "Examples in opening".
func seedOpening(t testing.TB) State {
	s, _ := NewGame(Rules{})
	for _, m := range []string{"g2-g3", "b7-c7", "h13-h12", "m8-l8", "Bf1xn9", "Qa8xh1", "Qg14xn7", "Kn8xn7", "Kg1xh1", "b8-c8", "j13-j12", "Nn10-m8", "Bn9xm10"} {
		s = mv(t, s, m)
	}
	return s
}

func TestDivideSumsToPerft(t *testing.T) {
	s := seedOpening(t)
	var sum uint64
	for _, n := range Divide(s, 3) {
		sum += n
	}
	if want := Perft(s, 3); sum != want {
		t.Errorf("divide sums to %d, perft %d", sum, want)
	}
}

// TestPerftDeep counts depth 6 from the start, and checks a middle-game
// position against the reference (PARLOUR_SLOW only).
func TestPerftDeep(t *testing.T) {
	if !slow() {
		t.Skip("depth 6 needs PARLOUR_SLOW=1")
	}
	s, _ := NewGame(Rules{})
	if got := Perft(s, 6); got != 5_305_295 {
		t.Errorf("perft(6) = %d, want 5305295", got)
	}
	rng := rand.New(rand.NewPCG(1, 1))
	mid := randomGame(s, rng, 40, uniform, nil)
	if got, want := Perft(mid, 3), refPerft(refFrom(mid), 3, refOver); got != want {
		t.Errorf("%s: perft(3) = %d, reference %d", mid.FEN4(), got, want)
	}
}

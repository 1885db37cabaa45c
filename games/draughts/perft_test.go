package draughts

import (
	"os"
	"testing"
)

// Published perft counts from the opening position: the English table
// counts every path of a capture, the international table each capture
// once (see Perft).
var (
	perftEnglish       = []uint64{7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564, 85242128, 388623673}
	perftInternational = []uint64{9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423}
)

// slow reports whether the long tests were asked for with PARLOUR_SLOW=1.
func slow() bool { return os.Getenv("PARLOUR_SLOW") == "1" }

func TestPerftEnglish(t *testing.T) {
	s, _ := NewGame(Rules{})
	for depth, want := range perftEnglish {
		depth++
		if depth > 8 && !slow() {
			t.Logf("depth %d and deeper need PARLOUR_SLOW=1", depth)
			break
		}
		if got := Perft(s, depth); got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
	}
}

func TestPerftInternational(t *testing.T) {
	s, _ := NewGame(Rules{Variant: Polish})
	for depth, want := range perftInternational {
		depth++
		if depth > 5 && !slow() {
			t.Logf("depth %d and deeper need PARLOUR_SLOW=1", depth)
			break
		}
		if got := Perft(s, depth); got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
	}
}

func TestPerftLosingUsesTheEnglishMoves(t *testing.T) {
	s, _ := NewGame(Rules{Variant: Losing})
	if got := Perft(s, 6); got != perftEnglish[5] {
		t.Errorf("perft(6) = %d", got)
	}
}

func TestDivideSumsToPerft(t *testing.T) {
	s, _ := NewGame(Rules{Variant: Polish})
	var sum uint64
	d := divide(s, 3)
	for _, n := range d {
		sum += n
	}
	if len(d) != 9 || sum != perftInternational[2] {
		t.Errorf("divide: %d moves, %d positions", len(d), sum)
	}
}

func TestPerftConventions(t *testing.T) {
	// The king on 10 can go round the ring either way: one move, two paths.
	ring := mustFEN(t, Rules{}, "B:W14,15,22,23:BK10")
	if n, legal := Perft(ring, 1), len(Legal(ring)); n != 2 || legal != 1 {
		t.Errorf("English ring: perft %d, legal %d", n, legal)
	}
	if d := divide(ring, 1); d["10x10"] != 2 {
		t.Errorf("divide %v", d)
	}
	// The same ring of men in the Polish game: the capture counts once.
	ring = polish(t, "W:W%d:B%d,%d,%d,%d", at(t, Polish, 4, 5), at(t, Polish, 5, 4), at(t, Polish, 5, 6), at(t, Polish, 7, 4), at(t, Polish, 7, 6))
	if n, legal := Perft(ring, 1), len(Legal(ring)); n != 1 || legal != 1 {
		t.Errorf("Polish ring: perft %d, legal %d %v", n, legal, legalTexts(ring))
	}
}

// BenchmarkPerftEnglish counts perft(9) from the English opening; the
// nodes/s metric is leaf positions per second.
func BenchmarkPerftEnglish(b *testing.B) {
	s, _ := NewGame(Rules{})
	benchPerft(b, s, 9)
}

// BenchmarkPerftInternational counts perft(6) from the international
// opening.
func BenchmarkPerftInternational(b *testing.B) {
	s, _ := NewGame(Rules{Variant: Polish})
	benchPerft(b, s, 6)
}

func benchPerft(b *testing.B, s State, depth int) {
	var n uint64
	for b.Loop() {
		n += Perft(s, depth)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "nodes/s")
}

package doublets

import (
	"math/rand/v2"
	"testing"

	"parlour/dict"
)

// TestGenerate_EverydayWordsCommonParWithinTheBand: generated doublets are
// of everyday words, and their difficulty is judged over common words.
func TestGenerate_EverydayWordsCommonParWithinTheBand(t *testing.T) {
	d := dict.Default()
	rng := rand.New(rand.NewPCG(2026, 11))
	for _, band := range []struct{ length, min, max int }{{3, 2, 4}, {4, 3, 6}, {5, 4, 8}, {5, 1, 1}, {6, 5, 10}} {
		for range 10 {
			db, err := Generate(d, rng, band.length, band.min, band.max)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range db.Words {
				if len(w) != band.length || !d.IsEveryday(w) || d.Blocked(w) {
					t.Errorf("%v: word %q", db, w)
				}
			}
			par, err := CommonPar(d, db)
			if err != nil || par < band.min || par > band.max {
				t.Errorf("%v: par %d (%v), want %d to %d", db, par, err, band.min, band.max)
			}
		}
	}
}

func TestGenerate_SameSeedSameDoublet(t *testing.T) {
	d := dict.Default()
	a, _ := Generate(d, rand.New(rand.NewPCG(5, 5)), 4, 3, 6)
	b, _ := Generate(d, rand.New(rand.NewPCG(5, 5)), 4, 3, 6)
	if a.String() != b.String() {
		t.Errorf("%v and %v from one seed", a, b)
	}
}

func TestGenerate_Impossible(t *testing.T) {
	d := dict.Default()
	rng := rand.New(rand.NewPCG(1, 1))
	for _, band := range []struct{ length, min, max int }{{0, 1, 2}, {4, 5, 3}, {4, -1, 3}, {4, 200, 300}, {40, 1, 3}} {
		if db, err := Generate(d, rng, band.length, band.min, band.max); err == nil {
			t.Errorf("Generate(%v) = %v, want an error", band, db)
		}
	}
}

func TestDaily_SameForEveryoneOnADate(t *testing.T) {
	d := dict.Default()
	a, err := Daily(d, "2026-11-30")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Daily(d, "2026-11-30")
	if a.String() != b.String() {
		t.Errorf("the same date gave %v and %v", a, b)
	}
	distinct := map[string]bool{}
	for _, date := range []string{"2026-11-30", "2026-12-01", "2026-12-02", "2027-01-01", "2024-02-29"} {
		db, err := Daily(d, date)
		if err != nil {
			t.Fatalf("%s: %v", date, err)
		}
		distinct[db.String()] = true
		par, _ := Par(d, db)
		if l := db.Length(); l < 4 || l > 5 || par < dailyMinLinks || par > dailyMaxLinks {
			t.Errorf("%s: %v has %d letters and par %d", date, db, l, par)
		}
	}
	if len(distinct) < 4 {
		t.Errorf("five dates gave only %d doublets", len(distinct))
	}
}

func TestDaily_RefusesBadDates(t *testing.T) {
	d := dict.Default()
	for _, date := range []string{"", "2026-11-31", "2023-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "26-11-30", "2026/11/30", "2026-11-3x"} {
		if _, err := Daily(d, date); err == nil {
			t.Errorf("Daily(%q) succeeded", date)
		}
	}
	for _, date := range []string{"2000-02-29", "2024-02-29", "2026-12-31"} {
		if !validDate(date) {
			t.Errorf("%q should be a valid date", date)
		}
	}
}

package doublets

import (
	"math/rand/v2"
	"testing"

	"parlour/dict"
)

// BenchmarkStats5 measures Stats on the five-letter lawful words.
func BenchmarkStats5(b *testing.B) {
	d := dict.Default()
	var s GraphStats
	for b.Loop() {
		s = Stats(d, 5, dict.Lawful)
	}
	b.ReportMetric(float64(s.Largest), "largest")
}

// BenchmarkStats5Common measures Stats on the five-letter common words.
func BenchmarkStats5Common(b *testing.B) {
	d := dict.Default()
	var s GraphStats
	for b.Loop() {
		s = Stats(d, 5, dict.Common)
	}
	b.ReportMetric(float64(s.Largest), "largest")
}

// BenchmarkSolve5 measures Solve (chain, par and count) on generated
// five-letter doublets.
func BenchmarkSolve5(b *testing.B) {
	d := dict.Default()
	rng := rand.New(rand.NewPCG(1, 2))
	var dbs []Doublet
	for range 64 {
		db, err := Generate(d, rng, 5, 3, 10)
		if err != nil {
			b.Fatal(err)
		}
		dbs = append(dbs, db)
	}
	i := 0
	for b.Loop() {
		if _, err := Solve(d, dbs[i%len(dbs)], dict.Lawful, rng); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkGenerate5 measures Generate for five-letter doublets of 4 to 8
// links.
func BenchmarkGenerate5(b *testing.B) {
	d := dict.Default()
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		if _, err := Generate(d, rng, 5, 4, 8); err != nil {
			b.Fatal(err)
		}
	}
}

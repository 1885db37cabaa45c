package doublets

import (
	"context"
	"testing"

	"parlour/dict"
)

// benchmarkPlay measures Play at one level on generated doublets of three
// to six letters (par 1 to 9), and reports the average links written.
func benchmarkPlay(b *testing.B, l Level) {
	d := dict.Default()
	dbs := testDoublets(b, d, 64, 4)
	ctx := context.Background()
	rng := seeded(1, 2)
	links, solved, i := 0, 0, 0
	for b.Loop() {
		db := dbs[i%len(dbs)]
		if a := Play(ctx, d, db, l, rng); !a.Abandoned {
			links += db.Links(a.Chain)
			solved++
		}
		i++
	}
	if solved > 0 {
		b.ReportMetric(float64(links)/float64(solved), "links/chain")
	}
}

func BenchmarkPlayEasy(b *testing.B)   { benchmarkPlay(b, Easy) }
func BenchmarkPlayMedium(b *testing.B) { benchmarkPlay(b, Medium) }
func BenchmarkPlayHard(b *testing.B)   { benchmarkPlay(b, Hard) }
func BenchmarkPlayExpert(b *testing.B) { benchmarkPlay(b, Expert) }

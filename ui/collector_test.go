package ui

import (
	"context"
	"runtime/debug"
	"testing"

	"parlour/games/draughts"
)

func TestTheCollectorsTargetIsSetUnlessGOGCSays(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	env := func(gogc string) func(string) string {
		return func(name string) string {
			if name == "GOGC" {
				return gogc
			}
			return ""
		}
	}
	for _, c := range []struct {
		getenv func(string) string
		want   int
	}{
		{env(""), SessionGCPercent},
		{env("80"), 100},
		{env("off"), 100},
		{nil, 100},
	} {
		debug.SetGCPercent(100)
		TuneCollector(c.getenv, SessionGCPercent)
		if got := debug.SetGCPercent(100); got != c.want {
			t.Errorf("the collector's target is %d%%, want %d%%", got, c.want)
		}
	}
}

// BenchmarkLateMiddleGameSearch searches positions of sixteen to nine
// pieces of English draughts, where the searches read the endgame
// database's blocks, with the pages given back after every
// EndgameReleaseEvery blocks (released) and never (kept): the cost of
// keeping the databases light.
func BenchmarkLateMiddleGameSearch(b *testing.B) {
	var states []draughts.State
	for _, fen := range []string{
		"B:W18,19,21,24,25,30-32:B3,4,6,8,10-13",
		"B:W19,21,22,24,27,30,32:B3,6,8,10,12,13,15",
		"B:W19-23,25,32:B3,10-15",
		"B:W6,20,21,23,25,32:B3,10-13,K31",
		"B:W6,17,20,22,32:B3,10-13,K15",
		"B:W17,20,22,32,K16:B3,12,13,15,K23",
	} {
		s, err := draughts.ParseFEN(fen, draughts.Rules{})
		if err != nil {
			b.Fatal(err)
		}
		states = append(states, s)
	}
	for _, release := range []bool{true, false} {
		name := "kept"
		if release {
			name = "released"
		}
		b.Run(name, func(b *testing.B) {
			if release {
				KeepEndgamesLight()
				defer draughts.OnEndgameReads(0, nil)
			}
			var nodes int64
			for b.Loop() {
				for _, s := range states {
					nodes += draughts.Search(context.Background(), s, draughts.Limits{Nodes: 500_000}).Nodes
				}
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

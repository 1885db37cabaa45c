package doublechess

import (
	"context"
	"testing"
	"time"
)

// BenchmarkPerft5 counts the 333,228 move paths five quarter-moves deep
// from the start; it reports legal moves generated per second.
func BenchmarkPerft5(b *testing.B) {
	s, _ := NewGame(Rules{})
	for b.Loop() {
		if n := Perft(s, 5); n != perftStart[4] {
			b.Fatal(n)
		}
	}
	b.ReportMetric(float64(perftStart[4])*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkSearchNodes searches the seed's opening position to a fixed
// number of nodes and reports nodes per second.
func BenchmarkSearchNodes(b *testing.B) {
	s := seedOpening(b)
	var nodes int64
	for b.Loop() {
		r := Search(context.Background(), s, Limits{Nodes: 300_000})
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkDepthIn2s searches the start position for two seconds and
// reports the depth completed (goal: 8 quarter-moves or more).
func BenchmarkDepthIn2s(b *testing.B) {
	s, _ := NewGame(Rules{})
	depthIn2s(b, s)
}

// BenchmarkDepthIn2sOpening does the same after the seed's four rounds of
// "Examples in opening", a position full of captures and checks.
func BenchmarkDepthIn2sOpening(b *testing.B) {
	depthIn2s(b, seedOpening(b))
}

func depthIn2s(b *testing.B, s State) {
	var depth, nodes int64
	for b.Loop() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		r := Search(ctx, s, Limits{})
		cancel()
		depth += int64(r.Depth)
		nodes += r.Nodes
	}
	b.ReportMetric(float64(depth)/float64(b.N), "depth")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkSearchDepth searches the seed's opening position to a fixed
// depth and reports the time and nodes it takes: the fair comparison of
// two versions of the search, whatever each counts as a node.
func BenchmarkSearchDepth(b *testing.B) {
	s := seedOpening(b)
	var nodes int64
	for b.Loop() {
		nodes += Search(context.Background(), s, Limits{Depth: 9}).Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes")
}

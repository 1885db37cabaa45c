package enginetest

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"parlour/games/level"
)

// Way is a position and a way of searching it, named for the metrics
// ("" for a benchmark of one way).
type Way[S any] struct {
	Name  string
	State S
}

// Search searches s until ctx is done and reports the depth it
// completed and the nodes it searched.
type Search[S any] func(ctx context.Context, s S) (depth int, nodes int64)

// DepthInTimeEach searches each way for d with search, the ways taking
// turns every loop of b so that they see the same load, and reports each
// way's mean depth (in unit: "plies", "depth") and the nodes it searched
// a second, each metric named after its way. The time is the benchmark's
// own (b.Elapsed): an engine's package reads no clock.
func DepthInTimeEach[S any](b *testing.B, d time.Duration, unit string, ways []Way[S], search Search[S]) {
	depth := make([]int64, len(ways))
	nodes := make([]int64, len(ways))
	spent := make([]time.Duration, len(ways))
	for b.Loop() {
		for i, w := range ways {
			ctx, cancel := context.WithTimeout(context.Background(), d)
			began := b.Elapsed()
			dp, n := search(ctx, w.State)
			spent[i] += b.Elapsed() - began
			cancel()
			depth[i] += int64(dp)
			nodes[i] += n
		}
	}
	for i, w := range ways {
		b.ReportMetric(float64(depth[i])/float64(b.N), metric(w.Name, unit))
		b.ReportMetric(float64(nodes[i])/spent[i].Seconds(), metric(w.Name, "nodes/s"))
	}
}

// metric is the name of a way's metric in unit.
func metric(way, unit string) string {
	if way == "" {
		return unit
	}
	return way + "-" + unit
}

// ExpertPlaysALegalMoveInTime checks that Expert, given think by its
// context, plays one of legal in s, and within a second more: a search
// on several threads must stop all its searchers when its time is up.
func ExpertPlaysALegalMoveInTime[S, M any](t *testing.T, p Player[S, M], s S, legal []M, think time.Duration) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), think)
	defer cancel()
	late, stop := context.WithTimeout(context.Background(), think+time.Second)
	defer stop()
	played := make(chan M, 1)
	go func() { played <- p.Choose(ctx, s, level.Expert, rand.New(rand.NewPCG(1, 2))) }()
	select {
	case m := <-played:
		name := p.Name(m)
		if !slices.ContainsFunc(legal, func(l M) bool { return p.Name(l) == name }) {
			t.Errorf("Expert played %s, which is not legal", name)
		}
	case <-late.Done():
		t.Errorf("Expert took more than a second over its %v", think)
	}
}

package doublechess

import (
	"context"
	"syscall"
	"testing"
	"time"

	"parlour/games/internal/enginetest"
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

// BenchmarkDepthIn2sDeadArmy does the same from deadArmy, a middle game
// with White checkmated: a computer's move there against one from the
// start.
func BenchmarkDepthIn2sDeadArmy(b *testing.B) {
	s, err := ParseFEN4(deadArmy, Rules{})
	if err != nil {
		b.Fatal(err)
	}
	depthIn2s(b, s)
}

func depthIn2s(b *testing.B, s State) {
	depthIn2sEach(b, []searchWay{{State: s}})
}

// BenchmarkThreadsDepthIn2s compares a search of two seconds on one thread
// and on two (Expert's at one keyboard), from the start and after the
// seed's opening, the two taking turns: the depth completed and the
// nodes a second of every searcher.
//
//	go test -run '^$' -bench ThreadsDepthIn2s -benchtime 3x ./games/doublechess/
func BenchmarkThreadsDepthIn2s(b *testing.B) {
	start, _ := NewGame(Rules{})
	for name, s := range map[string]State{"start": start, "opening": seedOpening(b)} {
		b.Run(name, func(b *testing.B) {
			depthIn2sEach(b, []searchWay{{Name: "1threads", State: s.WithThreads(1)}, {Name: "2threads", State: s.WithThreads(2)}})
		})
	}
}

// searchWay is a position searched in one way, named for the figures.
type searchWay = enginetest.Way[State]

// depthIn2sEach searches each way for two seconds in turn, every loop,
// and reports each way's mean depth and nodes a second.
func depthIn2sEach(b *testing.B, ways []searchWay) {
	enginetest.DepthInTimeEach(b, 2*time.Second, "depth", ways, func(ctx context.Context, s State) (int, int64) {
		r := Search(ctx, s, Limits{})
		return r.Depth, r.Nodes
	})
}

// deadArmy is a middle game from a random game with White checkmated by
// Red's bishop on i13, Red to move: 59 men on the board, 22 legal moves,
// six of them opening the mate.
const deadArmy = "G-0,0,1,0-0,0,0,0-0,0,0,0-0,0,0,0-1-3,yR,1,yB,yQ,yK,yB,yN,yR,3/3,yP,yP,yP,yP,yP,gB,1,yP,3/5,yN,2,yP,bQ,4/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,1,bP,9,gP,gB/1,bP,4,rB,5,gP,gK/bK,bP,9,gP,1,gQ/bB,bP,10,gP,1/bN,bP,10,gP,gN/bR,bP,10,gP,gR/4,rP,3,rN,5/3,rP,1,rP,rP,rP,rP,rP,rP,3/3,rR,rN,1,rK,rQ,rB,1,rR,3"

// BenchmarkLegalStart lists the legal moves of the start position.
func BenchmarkLegalStart(b *testing.B) {
	s, _ := NewGame(Rules{})
	benchLegal(b, s, 12)
}

// BenchmarkLegalDeadArmy lists the legal moves of a player whose
// adversary is checkmated: each move might open the mate.
func BenchmarkLegalDeadArmy(b *testing.B) {
	s, err := ParseFEN4(deadArmy, Rules{})
	if err != nil {
		b.Fatal(err)
	}
	benchLegal(b, s, 22)
}

// BenchmarkLegalDeadArmyLifted lists the moves of the same men as
// BenchmarkLegalDeadArmy with White's army taken as alive: what those men
// cost without a mate to judge, the fair mark for a dead army's cost.
func BenchmarkLegalDeadArmyLifted(b *testing.B) {
	s, err := ParseFEN4(deadArmy, Rules{})
	if err != nil {
		b.Fatal(err)
	}
	s.pos.setDead(0)
	benchLegal(b, s, len(Legal(s)))
}

func benchLegal(b *testing.B, s State, want int) {
	b.ReportAllocs()
	cpu := cpuTime()
	for b.Loop() {
		if n := len(Legal(s)); n != want {
			b.Fatal(n)
		}
	}
	// On a shared machine the process's CPU time per call varies less
	// than the wall-clock time.
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
}

// cpuTime is the CPU time the process has used, in nanoseconds.
func cpuTime() int64 {
	var r syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &r) != nil {
		return 0
	}
	return r.Utime.Nano() + r.Stime.Nano()
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

// BenchmarkSearchDepthStart and BenchmarkSearchDepthDeadArmy search the
// start and deadArmy to seven quarter-moves, reporting the nodes and the
// nodes per second of CPU time: whether a search from a position with a
// dead army is slower per node than one from the start.
func BenchmarkSearchDepthStart(b *testing.B) {
	s, _ := NewGame(Rules{})
	searchDepth(b, s, 7)
}

func BenchmarkSearchDepthDeadArmy(b *testing.B) {
	s, err := ParseFEN4(deadArmy, Rules{})
	if err != nil {
		b.Fatal(err)
	}
	searchDepth(b, s, 7)
}

func searchDepth(b *testing.B, s State, depth int) {
	var nodes int64
	cpu := cpuTime()
	for b.Loop() {
		nodes += Search(context.Background(), s, Limits{Depth: depth}).Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes")
	b.ReportMetric(float64(nodes)/(float64(cpuTime()-cpu)/1e9), "nodes/cpu-s")
}

// BenchmarkApplyStart and BenchmarkApplyDeadArmy play one move (the first
// legal one) from the start and from deadArmy with Apply, which lists the
// legal moves and judges the four armies after the move: the cost of a
// move of the game.
func BenchmarkApplyStart(b *testing.B) {
	s, _ := NewGame(Rules{})
	benchApply(b, s)
}

func BenchmarkApplyDeadArmy(b *testing.B) {
	s, err := ParseFEN4(deadArmy, Rules{})
	if err != nil {
		b.Fatal(err)
	}
	benchApply(b, s)
}

func benchApply(b *testing.B, s State) {
	m := Legal(s)[0]
	cpu := cpuTime()
	for b.Loop() {
		if _, err := s.Apply(m); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
}

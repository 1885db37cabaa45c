package draughts

import (
	"bytes"
	"compress/flate"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"parlour/games/internal/engine"
	"parlour/games/level"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
)

// forEachPosition calls f with every English position of class c, Black
// to move.
func forEachPosition(c egClass, f func(p position)) { forEachPositionOn(eg8, c, f) }

// forEachPositionOn calls f with every position of class c on board b,
// Black to move.
func forEachPositionOn(b *egBoard, c egClass, f func(p position)) {
	for i := range b.size(c) {
		if p, ok := b.position(i, c); ok {
			f(p)
		}
	}
}

// TestEndgameIndexRoundTrips: every number of a class that is a position
// puts its pieces on playing squares, the men off their far rows, and
// numbers back to itself; turning it round twice gives it back, on the
// board. Both boards.
func TestEndgameIndexRoundTrips(t *testing.T) {
	for _, sp := range []EndgameSpec{BuiltIn, BuiltInPolish} {
		b := sp.board()
		for _, c := range egClasses(sp) {
			step := max(1, b.size(c)/5000)
			for i := 0; i < b.size(c); i += step {
				p, ok := b.position(i, c)
				if !ok {
					continue
				}
				men := p.occupied() &^ p.kings
				switch {
				case p.occupied()&^b.geo.board != 0:
					t.Fatalf("%v %v: position %d stands off the playing squares", sp.Variant, c, i)
				case men&p.pieces[Black]&b.geo.crown[Black] != 0 || men&p.pieces[White]&b.geo.crown[White] != 0:
					t.Fatalf("%v %v: position %d has a man on its far row", sp.Variant, c, i)
				case classOf(&p) != c:
					t.Fatalf("%v %v: position %d is of class %v", sp.Variant, c, i, classOf(&p))
				case b.index(&p, c) != i:
					t.Fatalf("%v %v: position %d indexes as %d", sp.Variant, c, i, b.index(&p, c))
				}
				if q := b.flip(&p); b.flip(&q) != p || q.occupied()&^b.geo.board != 0 {
					t.Fatalf("%v %v: turning %d round does not keep it on the board", sp.Variant, c, i)
				}
				if b.cellsOf(b.squaresOf(p.occupied())) != p.occupied() {
					t.Fatalf("%v %v: position %d's squares do not give its cells back", sp.Variant, c, i)
				}
			}
		}
	}
}

// TestEndgameDBAgreesWithItsMoves checks every value against the values
// of the moves: a side without a move has lost; a position is won in n
// plies when its best move leads to a loss in n-1, lost in n when every
// move leads to a win and the longest takes n-1, and drawn otherwise; for
// the positions held as results alone, the results alike. All positions of
// three pieces or fewer, and a sample of the others.
func TestEndgameDBAgreesWithItsMoves(t *testing.T) {
	for _, sp := range []EndgameSpec{BuiltIn, BuiltInPolish} {
		db, b := Endgames(sp.Variant), sp.board()
		rng := rand.New(rand.NewPCG(16, 2))
		for _, c := range egClasses(sp) {
			step := 1
			switch {
			case c.pieces() > 4 && !sp.countsClass(c):
				step = 1 + rng.IntN(b.size(c)/150+1)
			case c.pieces() > 3:
				step = 1 + rng.IntN(b.size(c)/3000+1)
			}
			for i := 0; i < b.size(c); i += step {
				p, ok := b.position(i, c)
				if !ok {
					continue
				}
				want, got := valueFromMoves(db, &p), db.probe(&p)
				if !got.Counted {
					want = EndgameValue{Result: want.Result}
				}
				if got != want {
					t.Fatalf("%s: the database says %+v, its moves say %+v", newState(Rules{Variant: sp.Variant}, p, 1).FEN(), got, want)
				}
			}
		}
	}
}

// valueFromMoves is the value of p worked out from the database's values
// of the positions its moves lead to.
func valueFromMoves(db *EndgameDB, p *position) EndgameValue {
	ms := db.board.moves(p, nil)
	if len(ms) == 0 {
		return EndgameValue{Result: EndgameLoss, Counted: true}
	}
	win, longest, drawn := -1, 0, false
	for _, m := range ms {
		next := p.play(m, crownRow(p, db.spec.Variant))
		if next.pieces[next.side] == 0 {
			win = 1
			continue
		}
		v := db.probe(&next)
		switch v.Result {
		case EndgameLoss:
			if win < 0 || v.Plies+1 < win {
				win = v.Plies + 1
			}
		case EndgameWin:
			longest = max(longest, v.Plies+1)
		default:
			drawn = true
		}
	}
	var v EndgameValue
	switch {
	case win >= 0:
		v = EndgameValue{Result: EndgameWin, Plies: win, Counted: true}
	case drawn:
		return EndgameValue{}
	default:
		v = EndgameValue{Result: EndgameLoss, Plies: longest, Counted: true}
	}
	if v.Plies > db.board.countLimit(classOf(p)) {
		return EndgameValue{} // drawn by a count
	}
	return v
}

// forcesWin and forcesLoss are a plain look-ahead, independent of the
// database: can the side to move force a win within n plies, and must it
// lose within n plies whatever it does?
func forcesWin(b *egBoard, p *position, n int) bool {
	if n < 1 {
		return false
	}
	for _, m := range b.moves(p, nil) {
		next := p.play(m, crownRow(p, b.variant))
		if forcesLoss(b, &next, n-1) {
			return true
		}
	}
	return false
}

func forcesLoss(b *egBoard, p *position, n int) bool {
	ms := b.moves(p, nil)
	if len(ms) == 0 {
		return true
	}
	if n < 2 {
		return false
	}
	for _, m := range ms {
		next := p.play(m, crownRow(p, b.variant))
		if !forcesWin(b, &next, n-1) {
			return false
		}
	}
	return true
}

// TestEndgameDBMatchesALookAhead compares each database with a plain
// search to five plies, for a sample of positions of four pieces: a win or
// loss within five plies must be found at exactly its length, and
// anything else must not be found at all.
func TestEndgameDBMatchesALookAhead(t *testing.T) {
	for _, sp := range []EndgameSpec{BuiltIn, BuiltInPolish} {
		db, b := Endgames(sp.Variant), sp.board()
		rng := rand.New(rand.NewPCG(4, 4))
		const horizon = 5
		checked := 0
		for _, c := range egClasses(sp) {
			if c.pieces() != 4 {
				continue
			}
			for range 150 {
				p, ok := b.position(rng.IntN(b.size(c)), c)
				if !ok {
					continue
				}
				checked++
				v := db.probe(&p)
				fen := newState(Rules{Variant: sp.Variant}, p, 1).FEN()
				switch {
				case !v.Counted:
					// A result alone: what the look-ahead ends must agree.
					if forcesWin(b, &p, horizon) && v.Result != EndgameWin || forcesLoss(b, &p, horizon) && v.Result != EndgameLoss {
						t.Fatalf("%s: the database says %v; the look-ahead ends it within %d plies", fen, v.Result, horizon)
					}
				case v.Result == EndgameWin && v.Plies <= horizon:
					if !forcesWin(b, &p, v.Plies) || v.Plies > 2 && forcesWin(b, &p, v.Plies-2) {
						t.Fatalf("%s: the database says a win in %d plies; the look-ahead disagrees", fen, v.Plies)
					}
				case v.Result == EndgameLoss && v.Plies <= horizon:
					if !forcesLoss(b, &p, v.Plies) || v.Plies >= 2 && forcesLoss(b, &p, v.Plies-2) {
						t.Fatalf("%s: the database says a loss in %d plies; the look-ahead disagrees", fen, v.Plies)
					}
				default:
					if forcesWin(b, &p, horizon) || forcesLoss(b, &p, horizon) {
						t.Fatalf("%s: the database says %+v; the look-ahead ends it within %d plies", fen, v, horizon)
					}
				}
			}
		}
		if checked < 1000 {
			t.Fatalf("%v: only %d positions checked", sp.Variant, checked)
		}
	}
}

// TestTwoKingsAgainstOneIsAWinExceptTheKnownDraws: the book's "two
// kings to one" says the two kings "can always force a win". With the two
// kings to move that is so in all but 34 of the 14,880 positions. In 26 of
// them every move of the two kings puts one where the lone king takes it
// (as B:WK15:BK11,K18); in the other 8 the two kings stand in a single
// corner (squares 4 or 29) with the lone king holding them there (as
// B:WK11:BK3,K4). No win takes longer than 33 plies, so rule 10's twenty
// moves each always suffice.
func TestTwoKingsAgainstOneIsAWinExceptTheKnownDraws(t *testing.T) {
	db := Endgames(English)
	cornered := map[string]bool{
		"B:WK11:BK3,K4": true, "B:WK7:BK4,K8": true, "B:WK16:BK4,K8": true, "B:WK11:BK4,K12": true,
		"B:WK22:BK21,K29": true, "B:WK17:BK25,K29": true, "B:WK26:BK25,K29": true, "B:WK22:BK29,K30": true,
	}
	wins, hanging, inCorner, longest := 0, 0, 0, 0
	forEachPosition(egClass{bk: 2, wk: 1}, func(p position) {
		v := db.probe(&p)
		fen := newState(Rules{}, p, 1).FEN()
		switch v.Result {
		case EndgameWin:
			wins++
			longest = max(longest, v.Plies)
			return
		case EndgameLoss:
			t.Fatalf("%s: two kings lose", fen)
		}
		if eg8.mustCapture(&p) {
			t.Fatalf("%s: drawn although the kings can take", fen)
		}
		hangs := true
		for _, m := range gen8(&p, nil, true) {
			next := p.play(m, crownRow(&p, English))
			hangs = hangs && eg8.mustCapture(&next)
		}
		switch {
		case hangs:
			hanging++
		case cornered[fen]:
			inCorner++
		default:
			t.Errorf("%s: drawn, and neither a king lost nor the kings cornered", fen)
		}
	})
	if wins != 14846 || hanging != 26 || inCorner != 8 {
		t.Errorf("%d wins, %d draws losing a king, %d cornered; want 14846, 26 and 8", wins, hanging, inCorner)
	}
	// The book: "in about eight or nine moves" to drive the lone king into
	// the double corner, "and when he is there he wins in eight moves":
	// the longest win is 17 moves of the two kings (33 plies), inside rule
	// 10's twenty.
	if longest != 33 {
		t.Errorf("the longest win takes %d plies, want 33", longest)
	}
}

// TestTwoKingsAgainstTwoIsADrawInGeneral: the book's "two kings to two
// must be a draw" in ordinary circumstances, that is when neither side
// has a capture or a king about to be lost: more than nine positions in
// ten with no capture for either side are drawn.
func TestTwoKingsAgainstTwoIsADrawInGeneral(t *testing.T) {
	db := Endgames(English)
	quiet, drawn := 0, 0
	forEachPosition(egClass{bk: 2, wk: 2}, func(p position) {
		other := p
		other.side = White
		if eg8.mustCapture(&p) || eg8.mustCapture(&other) {
			return
		}
		quiet++
		if db.probe(&p).Result == EndgameDraw {
			drawn++
		}
	})
	if drawn*10 < quiet*9 {
		t.Errorf("only %d of %d quiet positions of two kings against two are drawn", drawn, quiet)
	}
	t.Logf("%d of %d quiet positions drawn", drawn, quiet)
}

// TestTheBooksEndingsGetTheBooksResults probes the positions of the
// chapter's problems that the database holds.
func TestTheBooksEndingsGetTheBooksResults(t *testing.T) {
	cases := []struct {
		fen    string
		result EndgameResult
		move   string // the book's move, when it gives one
	}{
		// Two kings to one, the lone king in his double corner: a win,
		// in well under rule 10's twenty moves.
		{"B:WK28:BK18,K19", EndgameWin, ""},
		// Two kings to two, the book's winning position: 26-23 gives a
		// king to take two.
		{"B:WK18,K19:BK26,K31", EndgameWin, "26-23"},
		// Three kings to two, the book's own position: Black wins with
		// the move, and without it.
		{"B:WK5,K32:BK10,K18,K19", EndgameWin, ""},
		{"W:WK5,K32:BK10,K18,K19", EndgameLoss, ""},
	}
	for _, c := range cases {
		s := mustFEN(t, Rules{}, c.fen)
		v, ok := probeEndgame(s)
		if !ok || v.Result != c.result {
			t.Errorf("%s: %+v (%v), want a %v", c.fen, v, ok, c.result)
			continue
		}
		if c.move != "" {
			if m, _, _ := Endgames(English).Best(s); m.String() != c.move {
				t.Errorf("%s: best move %v, the book's %s", c.fen, m, c.move)
			}
		}
	}
	if v, _ := probeEndgame(mustFEN(t, Rules{}, "B:WK28:BK18,K19")); v.Plies > 39 {
		t.Errorf("two kings to one takes %d plies", v.Plies)
	}
}

func TestEndgameDBHoldsOnlyWhatItKnows(t *testing.T) {
	for _, c := range []struct {
		fen   string
		rules Rules
	}{
		{"B:W18,19,20:B1,2,3", Rules{}},             // six pieces with men
		{"B:WK18,K19,K20:BK1,K2,K3,K4", Rules{}},    // seven kings
		{"B:WK28:BK18,K19", Rules{Variant: Losing}}, // another game
		{"B:WK28:BK18,K19", Rules{Huffing: true}},   // capture not compulsory
		{"B:WK28:B", Rules{}},                       // over
	} {
		if _, ok := probeEndgame(mustFEN(t, c.rules, c.fen)); ok {
			t.Errorf("%s (%v): probed", c.fen, c.rules)
		}
	}
}

// TestTheGeneratorRemakesTheBuiltInDatabase builds each game's database
// of three pieces and compares it with the built-in one; with
// PARLOUR_SLOW=1 the whole databases are remade and compared byte for
// byte.
func TestTheGeneratorRemakesTheBuiltInDatabase(t *testing.T) {
	for _, sp := range []EndgameSpec{BuiltIn, BuiltInPolish} {
		built := Endgames(sp.Variant)
		small, err := BuildEndgameDB(EndgameSpec{Variant: sp.Variant, Pieces: 3})
		if err != nil {
			t.Fatal(err)
		}
		for c, tb := range small.tables {
			if !reflect.DeepEqual(tb.storedBlocks(), unpackAll(t, built.tables[c])) {
				t.Errorf("%v: class %v differs from the built-in database", sp.Variant, c)
			}
		}
		if os.Getenv("PARLOUR_SLOW") == "" {
			continue
		}
		full, err := BuildEndgameDB(sp)
		if err != nil {
			t.Fatal(err)
		}
		data, err := full.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(data, builtInData(sp.Variant)) {
			t.Errorf("the generator's %v database differs from the built-in one: run go generate", sp.Variant)
		}
		checkStoredFormReadsAsBuilt(t, built, full)
	}
}

// TestTheStoredFormReadsAsBuilt: probing the built-in database, which
// stores neither positions with a capture nor more than one image of a
// position of kings, gives every position of three pieces or fewer the
// value its solved table holds.
func TestTheStoredFormReadsAsBuilt(t *testing.T) {
	small, err := BuildEndgameDB(EndgameSpec{Pieces: 3})
	if err != nil {
		t.Fatal(err)
	}
	checkStoredFormReadsAsBuilt(t, Endgames(English), small)
}

// checkStoredFormReadsAsBuilt compares stored's probe of every position of
// solved's classes with the entry solved's full table holds for it (the
// result alone, for a class held as results).
func checkStoredFormReadsAsBuilt(t *testing.T, stored, solved *EndgameDB) {
	t.Helper()
	for c, tb := range solved.tables {
		forEachPositionOn(solved.board, c, func(p position) {
			want, got := tb.value(solved.board.index(&p, c), nil), stored.probe(&p)
			if !want.Counted {
				got = EndgameValue{Result: got.Result} // a capture's value has its plies
			}
			if got != want {
				t.Fatalf("%s: %+v, solved as %+v", newState(Rules{Variant: solved.spec.Variant}, p, 1).FEN(), got, want)
			}
		})
	}
}

// TestKingsAloneAreTheSameGameTurnedOrReflected: the board's half turn and
// its reflections in the long diagonals map playing squares to playing
// squares, neighbours to neighbours, and give every position of three kings
// or fewer the value the solved table gives the position itself.
func TestKingsAloneAreTheSameGameTurnedOrReflected(t *testing.T) {
	for _, b := range []*egBoard{eg8, eg10} {
		for k, sym := range b.symmetries {
			seen := uint64(0)
			for s, img := range sym {
				seen |= 1 << img
				r, c, _ := Coords(b.variant, s+1)
				for _, d := range [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
					n := SquareAt(b.variant, r+d[0], c+d[1])
					if n == 0 {
						continue
					}
					ir, ic, _ := Coords(b.variant, int(img)+1)
					nr, nc, _ := Coords(b.variant, int(sym[n-1])+1)
					if abs(ir-nr) != 1 || abs(ic-nc) != 1 {
						t.Fatalf("%v: symmetry %d parts neighbours %d and %d", b.variant, k, s+1, n)
					}
				}
			}
			if seen != 1<<b.squares-1 {
				t.Fatalf("%v: symmetry %d is not a permutation of the squares", b.variant, k)
			}
		}
		small, err := BuildEndgameDB(EndgameSpec{Variant: b.variant, Pieces: 3})
		if err != nil {
			t.Fatal(err)
		}
		for c, tb := range small.tables {
			if c.men() > 0 {
				continue
			}
			values := tb.solved
			forEachPositionOn(b, c, func(p position) {
				if values[b.index(&p, c)] != values[b.read(&p, c)] {
					t.Fatalf("%s: its images differ in value", newState(Rules{Variant: b.variant}, p, 1).FEN())
				}
			})
		}
	}
}

func TestLoadEndgameDBRefusesDamage(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("hello"), egdbEnglish[:len(egdbEnglish)/2], append([]byte(egMagic), 0, 9, 0, 0, 0), append([]byte(egMagic), 2, 5, 0, 0, 0)} {
		if _, err := loadEndgameDB(data); err == nil {
			t.Errorf("%d bytes loaded", len(data))
		}
	}
}

func TestBestKeepsTheValue(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:WK28:BK18,K19")
	for Outcome(s).Status == Ongoing {
		m, v, ok := Endgames(English).Best(s)
		if !ok {
			t.Fatalf("%s: no best move", s.FEN())
		}
		next, err := s.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		if w, ok := probeEndgame(next); ok && w.Plies != v.Plies-1 {
			t.Fatalf("%s: %v goes from %+v to %+v", s.FEN(), m, v, w)
		}
		s = next
	}
	if o := Outcome(s); o.Status != Win || o.Winner != Black {
		t.Errorf("%+v", o)
	}
}

func BenchmarkProbeEndgame(b *testing.B) {
	benchmarkProbes(b, "B:WK28:BK18,K19", "W:W18,K3:B14,K30", "B:WK5,K32:BK10,K18,K19", "W:W21,22:B5,6")
}

// BenchmarkProbeEndgameFivePieces probes positions held as results alone,
// their blocks in the cache.
func BenchmarkProbeEndgameFivePieces(b *testing.B) {
	benchmarkProbes(b, "W:W20,K15,K16:BK24,K26", "W:W29,30,K4:BK5,K9", "B:WK5,K32:BK10,K18,K19,K20", "W:W25,26,27:B5,6")
}

// benchmarkProbes probes the positions of fens in turn.
func benchmarkProbes(b *testing.B, fens ...string) { benchmarkProbesOf(b, English, fens...) }

func benchmarkProbesOf(b *testing.B, v Variant, fens ...string) {
	db := Endgames(v)
	var states []State
	for _, fen := range fens {
		states = append(states, mustFEN(b, Rules{Variant: v}, fen))
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		db.Probe(states[i%len(states)])
	}
}

// BenchmarkUnpackBlock unpacks a block of entries with their plies and a
// block of results: what a probe outside the cache pays.
func BenchmarkUnpackBlock(b *testing.B) {
	db := Endgames(English)
	for _, c := range []egClass{{bm: 1, bk: 1, wm: 1, wk: 1}, {bm: 2, bk: 1, wm: 1, wk: 1}} {
		tb := db.tables[c]
		b.Run(fmt.Sprintf("results=%v", tb.results), func(b *testing.B) {
			var f egInflater
			entries := make([]byte, tb.blockBytes(0))
			packed := tb.cache.blocks(tb)[0]
			for b.Loop() {
				if err := f.inflate(packed, entries); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkProbeEndgameInParallel(b *testing.B) {
	db := Endgames(English)
	c := egClass{bk: 2, wk: 1}
	r := rand.New(rand.NewPCG(3, 4))
	var ps []position
	for len(ps) < 4096 {
		if p, ok := eg8.position(r.IntN(eg8.size(c)), c); ok {
			ps = append(ps, p)
		}
	}
	var seed atomic.Uint64
	b.RunParallel(func(pb *testing.PB) {
		r := rand.New(rand.NewPCG(seed.Add(1), 2))
		for pb.Next() {
			p := ps[r.IntN(len(ps))]
			db.probe(&p)
		}
	})
}

func BenchmarkBuildEndgameDB3(b *testing.B) {
	for b.Loop() {
		if _, err := BuildEndgameDB(EndgameSpec{Pieces: 3}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSearchProbesTheEndgameDB: a shallow search of the book's three kings
// to two sees the database's win at its leaves, where its own look-ahead
// would see only a king more.
func TestSearchProbesTheEndgameDB(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:WK5,K32:BK10,K18,K19")
	v, _ := probeEndgame(s)
	r := Search(context.Background(), s, Limits{Depth: 2})
	if r.Score < endgameWin-v.Plies-2 || r.Score > winBound {
		t.Errorf("score %d; the database says %+v", r.Score, v)
	}
	// The same position in the Losing game is not in the database.
	r = Search(context.Background(), mustFEN(t, Rules{Variant: Losing}, "B:WK5,K32:BK10,K18,K19"), Limits{Depth: 2})
	if r.Score > 1000 || r.Score < -1000 {
		t.Errorf("Losing game: score %d", r.Score)
	}
}

// unpackAll is every block of a class of a database read from its stored
// form, unpacked.
func unpackAll(t *testing.T, tb *egTable) [][]byte {
	t.Helper()
	if err := tb.findBlocks(); err != nil {
		t.Fatalf("class %v: %v", tb.class, err)
	}
	var blocks [][]byte
	for b, packed := range *tb.blocks.Load() {
		block := make([]byte, tb.blockBytes(b))
		if err := readBlock(flate.NewReader(bytes.NewReader(packed)), block, make([]byte, 1)); err != nil {
			t.Fatalf("class %v, block %d: %v", tb.class, b, err)
		}
		blocks = append(blocks, block)
	}
	return blocks
}

// cached is the number of blocks db's cache holds; it fails t if a class
// and the cache disagree on which blocks those are.
func cached(t *testing.T, db *EndgameDB) int {
	t.Helper()
	n := 0
	var cache *egCache
	for _, tb := range db.tables {
		cache = tb.cache
		for b := range tb.unpacked {
			if tb.unpacked[b].Load() != nil {
				n++
			}
		}
	}
	for _, s := range cache.slots {
		if s.table.unpacked[s.block].Load() == nil {
			t.Fatalf("the cache keeps block %d of class %v, which the class does not hold", s.block, s.table.class)
		}
	}
	if n != len(cache.slots) {
		t.Fatalf("the classes hold %d blocks, the cache %d", n, len(cache.slots))
	}
	return n
}

// TestEndgameBlocksAreReadOnTheirFirstProbe: loading the database unpacks
// nothing; a probe unpacks its own block and no other; every block of the
// built-in database unpacks to its length.
// TestEndgameBlocksAreReadOnTheirFirstProbe: loading reads neither a
// class's lengths nor a block; a probe reads its class's lengths and
// unpacks its block, and no other.
func TestEndgameBlocksAreReadOnTheirFirstProbe(t *testing.T) {
	db, err := loadEndgameDB(egdbEnglish)
	if err != nil {
		t.Fatal(err)
	}
	found := func() int {
		n := 0
		for _, tb := range db.tables {
			if tb.blocks.Load() != nil {
				n++
			}
		}
		return n
	}
	if n, f := cached(t, db), found(); n != 0 || f != 0 {
		t.Fatalf("%d blocks unpacked and %d classes' lengths read on loading", n, f)
	}
	if _, ok := db.Probe(mustFEN(t, Rules{}, "B:WK28:BK18,K19")); !ok {
		t.Fatal("not probed")
	}
	if n, f := cached(t, db), found(); n != 1 || f != 1 {
		t.Fatalf("%d blocks unpacked and %d classes' lengths read by one probe, want 1 and 1", n, f)
	}
	for _, tb := range db.tables {
		unpackAll(t, tb)
	}
}

// TestTheCacheHoldsAFixedNumberOfBlocks: with room for four blocks, every
// position of three pieces or fewer still probes to its solved value, and
// the cache never holds more than four.
func TestTheCacheHoldsAFixedNumberOfBlocks(t *testing.T) {
	defer func(n int) { egCacheBlocks = n }(egCacheBlocks)
	egCacheBlocks = 4
	db, err := loadEndgameDB(egdbEnglish)
	if err != nil {
		t.Fatal(err)
	}
	small, err := BuildEndgameDB(EndgameSpec{Pieces: 3})
	if err != nil {
		t.Fatal(err)
	}
	checkStoredFormReadsAsBuilt(t, db, small)
	if n := cached(t, db); n != 4 {
		t.Errorf("the cache holds %d blocks, want 4", n)
	}
}

// BenchmarkSearchEndgame searches positions of five and six pieces, where
// nearly every node is probed in the endgame database, to a fixed depth:
// the cost of a probe in the search. The classes are read before the
// clock starts.
func BenchmarkSearchEndgame(b *testing.B) {
	benchmarkSearches(b, English, "W:W21,22,K30:B5,6,K10", "B:WK5,K32:BK10,K18,K19", "B:W18,19,K27:B1,2,K14", "W:W25,K28:B9,K3,K20")
}

// benchmarkSearches searches each position of the game v to depth 12,
// once before the clock starts (which reads the database's blocks).
func benchmarkSearches(b *testing.B, v Variant, fens ...string) {
	var states []State
	for _, fen := range fens {
		states = append(states, mustFEN(b, Rules{Variant: v}, fen))
	}
	for _, s := range states {
		Search(context.Background(), s, Limits{Depth: 12})
	}
	var nodes int64
	for b.Loop() {
		for _, s := range states {
			nodes += Search(context.Background(), s, Limits{Depth: 12}).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkSearchLateMiddleGame searches, one after another, twelve
// positions of sixteen to eight pieces from one game of Expert against
// itself, a million nodes each: searches that probe some forty classes
// of the endgame database and a few hundred of its blocks, so that the
// blocks' cache turns over as it does in play.
func BenchmarkSearchLateMiddleGame(b *testing.B) {
	var states []State
	for _, fen := range []string{
		"B:W18,19,21,24,25,30-32:B3,4,6,8,10-13",
		"W:W19,21,24,25,30-32:B3,4,6,10,12,13,15",
		"B:W19,21,22,24,27,30,32:B3,6,8,10,12,13,15",
		"W:W19,21-24,30,32:B3,9-13,15",
		"B:W19-23,25,32:B3,10-15",
		"W:W18,20,21,23,25,32:B3,10-14,27",
		"B:W6,20,21,23,25,32:B3,10-13,K31",
		"W:W6,19-21,25,32:B3,10-13,K24",
		"B:W6,17,20,22,32:B3,10-13,K15",
		"W:W17,20,22,32,K2:B3,10-13,K23",
		"B:W17,20,22,32,K16:B3,12,13,15,K23",
		"W:W16,17,22,32:B3,13,15,19,K26",
	} {
		states = append(states, mustFEN(b, Rules{}, fen))
	}
	var nodes int64
	for b.Loop() {
		for _, s := range states {
			nodes += Search(context.Background(), s, Limits{Nodes: 1_000_000}).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// TestOnlySearchesFromSixteenPiecesOrFewerProbeTheEndgameDB: a search from
// seventeen pieces of English draughts leaves the database alone; from
// sixteen it probes it (endgameRootMost). In the Polish game, from ten
// and from nine.
func TestOnlySearchesFromSixteenPiecesOrFewerProbeTheEndgameDB(t *testing.T) {
	for _, c := range []struct {
		fen    string
		rules  Rules
		probes bool
	}{
		{"B:W21-32:B1-5", Rules{}, false}, // seventeen
		{"B:W22-32:B1-5", Rules{}, true},  // sixteen
		{"B:WK5,K32:BK10,K18,K19", Rules{}, true},
		{"W:W28,29,33,38,K46:B3,7,12,K5,K4", Rules{Variant: Polish}, false},
		{"W:W28,29,33,38,K46:B3,7,12,K5", Rules{Variant: Polish}, true},
	} {
		var g game
		g.Set(mustFEN(t, c.rules, c.fen))
		if got := g.db != nil && g.dbMost > 0; got != c.probes {
			t.Errorf("%s: probes the database %v, want %v", c.fen, got, c.probes)
		}
	}
}

// TestTheDatabaseServesManySearchesAtOnce: the rooms of a server share one
// database; probes from several goroutines at once, sharing one cache of
// blocks, agree with probes made one at a time (run with -race to check
// the cache).
func TestTheDatabaseServesManySearchesAtOnce(t *testing.T) {
	fens := []string{"B:WK28:BK18,K19", "B:WK5,K32:BK10,K18,K19", "W:W18,K3:B14,K30", "W:W21,22:B5,6", "B:W18,19:B14,K30"}
	var states []State
	var want []EndgameValue
	for _, fen := range fens {
		s := mustFEN(t, Rules{}, fen)
		v, _ := probeEndgame(s)
		states, want = append(states, s), append(want, v)
	}
	db, err := loadEndgameDB(egdbEnglish)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8*len(fens))
	for range 8 {
		wg.Go(func() {
			for i, s := range states {
				if got, _ := db.Probe(s); got != want[i] {
					errs <- fmt.Sprintf("%s: %+v, one at a time %+v", fens[i], got, want[i])
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// TestASearchThatProbesTheDatabaseHasAHalfSizeTable: from sixteen pieces
// of English draughts, and from nine of the Polish game, a search asks for
// a table of 2^19 slots (4 MiB); from more, one of the size its limits
// give (2^20 slots, 8 MiB, with none). The engine never gives more than
// the limits allow.
func TestASearchThatProbesTheDatabaseHasAHalfSizeTable(t *testing.T) {
	for _, c := range []struct {
		fen   string
		rules Rules
		bits  int
	}{
		{"B:W22-32:B1-5", Rules{}, 19},
		{"B:WK5,K32:BK10,K18,K19", Rules{}, 19},
		{"B:W21-32:B1-5", Rules{}, 20},
		{"B:W22-32:B1-5", Rules{Variant: Polish}, 20},
		{"W:W28,29,33,38,K46:B3,7,12,K5,K4", Rules{Variant: Polish}, 20},
		{"W:W28,29,33,38,K46:B3,7,12,K5", Rules{Variant: Polish}, 19},
	} {
		var g game
		if got := g.TableBits(mustFEN(t, c.rules, c.fen), Limits{}); got != c.bits {
			t.Errorf("%s (%v): %d bits, want %d", c.fen, c.rules.Variant, got, c.bits)
		}
	}
}

// TestASmallSpecWithResultsReadsAsBuilt stores a database of two pieces
// with distances and three as results alone, reads it back, and compares
// every position of it with what was solved.
func TestASmallSpecWithResultsReadsAsBuilt(t *testing.T) {
	sp := EndgameSpec{Pieces: 2, ResultPieces: 3, ResultKings: 4}
	solved, err := BuildEndgameDB(sp)
	if err != nil {
		t.Fatal(err)
	}
	data, err := solved.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	stored, err := loadEndgameDB(data)
	if err != nil {
		t.Fatal(err)
	}
	results := 0
	for c, tb := range stored.tables {
		if tb.results != !sp.countsClass(c) {
			t.Errorf("class %v: results %v", c, tb.results)
		}
		if tb.results {
			results++
		}
	}
	if results == 0 {
		t.Fatal("no class held as results")
	}
	checkStoredFormReadsAsBuilt(t, stored, solved)
}

// TestTheCountedPartIsTheDatabaseOfFourPieces: the counted part holds the
// positions of four pieces and of five kings, each with its plies, and no
// position of five pieces with a man or of six kings.
func TestTheCountedPartIsTheDatabaseOfFourPieces(t *testing.T) {
	part := Endgames(English).Counted()
	for _, c := range []struct {
		fen  string
		held bool
	}{
		{"B:WK5,K32:BK10,K18,K19", true},
		{"B:W5,K32:BK10,K18", true},
		{"W:W20,K15,K16:BK24,K26", false},
		{"B:WK5,K32:BK10,K18,K19,K20", false},
	} {
		s := mustFEN(t, Rules{}, c.fen)
		v, ok := part.Probe(s)
		if ok != c.held || ok && v.Result != EndgameDraw && !v.Counted {
			t.Errorf("%s: %+v, %v", c.fen, v, ok)
		}
		if w, ok := probeEndgame(s); !ok || c.held && w != v {
			t.Errorf("%s: the whole database says %+v, %v", c.fen, w, ok)
		}
	}
}

// TestAWinHeldAsAResultIsConverted: from wins the database holds without
// their plies (five pieces with men), searches of a fixed size on both
// sides win for White within 90 plies, every White move keeping the win.
// Cutting every line at such a position instead, the evaluation ranking
// them, took 101 and 107 plies for the last two; and Easy, Medium and
// Hard probe only the counted part, as they always did.
func TestAWinHeldAsAResultIsConverted(t *testing.T) {
	for _, fen := range []string{"W:W20,K15,K16:BK24,K26", "W:W29,30,K4:BK5,K9", "W:W25,26,27:B5,6"} {
		s := mustFEN(t, Rules{}, fen)
		if v, ok := probeEndgame(s); !ok || v.Result != EndgameWin || v.Counted {
			t.Fatalf("%s: set-up: %+v, %v", fen, v, ok)
		}
		plies := 0
		for ; Outcome(s).Status == Ongoing; plies++ {
			if plies == 90 {
				t.Fatalf("%s: not won in %d plies: %s", fen, plies, s.FEN())
			}
			r := Search(context.Background(), s, Limits{Nodes: 100_000})
			next, err := s.Apply(r.Move)
			if err != nil {
				t.Fatal(err)
			}
			if s.Turn() == White {
				if v, ok := probeEndgame(next); ok && v.Result != EndgameLoss {
					t.Fatalf("%s: %v lets the win go (%+v)", s.FEN(), r.Move, v)
				}
			}
			s = next
		}
		if o := Outcome(s); o.Status != Win || o.Winner != White {
			t.Errorf("%s: %+v at %s", fen, o, s.FEN())
		}
	}
	s := mustFEN(t, Rules{}, "W:W20,K15,K16:BK24,K26")
	for _, l := range []Level{level.Easy, level.Medium, level.Hard} {
		if db := levelState(s, l).rules.endgames(); db != Endgames(English).Counted() {
			t.Errorf("%v probes %+v", l, db.spec)
		}
	}
	if db := levelState(s, level.Expert).rules.endgames(); db != Endgames(English) {
		t.Errorf("Expert probes %+v", db.spec)
	}
}

// TestASearchUnpacksIntoItsOwnBlocks: a search from eight pieces reads the
// results of five pieces through its own cache, not the shared one (where
// each block unpacked is new memory: 25.7 MB for this search when it did),
// and gives the cache back when its session closes.
func TestASearchUnpacksIntoItsOwnBlocks(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:W13,17,20,24,K29:B1,5,12,K23")
	shared := func() map[*egBlock]bool {
		blocks := map[*egBlock]bool{}
		for _, tb := range Endgames(English).tables {
			for b := range tb.unpacked {
				if blk := tb.unpacked[b].Load(); blk != nil && tb.results {
					blocks[blk] = true
				}
			}
		}
		return blocks
	}
	before := shared()
	g := &game{}
	lim := Limits{Nodes: 300_000}
	se := engine.NewSession[State, move, moveTag](g, lim)
	se.Search(context.Background(), s, rootMoves(s), lim, nil)
	own := 0
	for _, slot := range g.dbOwn.slots {
		if slot.table != nil && slot.table.results {
			own++
		}
	}
	if own == 0 {
		t.Error("no block of results in the search's own cache")
	}
	for blk := range shared() {
		if !before[blk] {
			t.Fatal("the search unpacked a block of results into the shared cache")
		}
	}
	se.Close()
	if g.dbOwn != nil {
		t.Error("the search kept its cache after its session closed")
	}
}

// TestASearchFromSixPiecesSeesTheResultsOfFive: taking the man on 11
// leaves White a win of five pieces that the database holds as a result;
// a search scores it in the band of such wins (above any evaluation,
// below every counted win). Probing results only at the horizon's edge
// and beyond, it would not.
func TestASearchFromSixPiecesSeesTheResultsOfFive(t *testing.T) {
	s := mustFEN(t, Rules{}, "W:W20,K15,K16:B11,K24,K26")
	r := Search(context.Background(), s, Limits{Depth: 8})
	if r.Score < endgameResultWin-endgameLead-8 || r.Score > endgameResultWin+endgameLead {
		t.Errorf("score %d, move %v", r.Score, r.Move)
	}
	defer func(d int) { endgameResultDepth = d }(endgameResultDepth)
	endgameResultDepth = 99
	if r := Search(context.Background(), s, Limits{Depth: 8}); r.Score > 5000 {
		t.Errorf("without the results: score %d", r.Score)
	}
}

// TestTheClassesNumberEveryPosition counts, for one to five pieces, the
// positions the classes' numbering holds (those of one colour too, which
// the database leaves out: the game is over) against the published counts
// of the positions of draughts (Schaeffer et al., "Checkers is solved",
// 2007, table 1): 120, 6,972, 261,224, 7,092,774 and 148,688,232. Five
// pieces only with PARLOUR_SLOW=1.
func TestTheClassesNumberEveryPosition(t *testing.T) {
	published := []int{0, 120, 6972, 261224, 7092774, 148688232}
	most := 4
	if os.Getenv("PARLOUR_SLOW") != "" {
		most = 5
	}
	for n := 1; n <= most; n++ {
		count := 0
		for bm := 0; bm <= n; bm++ {
			for bk := 0; bm+bk <= n; bk++ {
				for wm := 0; bm+bk+wm <= n; wm++ {
					c := egClass{bm, bk, wm, n - bm - bk - wm}
					forEachPosition(c, func(position) { count++ })
				}
			}
		}
		if count != published[n] {
			t.Errorf("%d pieces: %d positions, published %d", n, count, published[n])
		}
	}
}

// TestDatabaseScoresAreToldApart: the scores of wins and losses the
// database gives, counted or not, are told from evaluations and from the
// wins the search sees to the end.
func TestDatabaseScoresAreToldApart(t *testing.T) {
	p := mustFEN(t, Rules{}, "W:W20,K15,K16:BK24,K26").pos
	for _, c := range []struct {
		score int
		res   EndgameResult
		ok    bool
	}{
		{endgameEval(EndgameValue{Result: EndgameWin, Plies: 33, Counted: true}, &p, Rules{}, 12), EndgameWin, true},
		{endgameEval(EndgameValue{Result: EndgameLoss, Plies: 254, Counted: true}, &p, Rules{}, engine.MaxPly), EndgameLoss, true},
		{endgameEval(EndgameValue{Result: EndgameWin}, &p, Rules{}, engine.MaxPly), EndgameWin, true},
		{endgameEval(EndgameValue{Result: EndgameLoss}, &p, Rules{}, 3), EndgameLoss, true},
		{evaluate(&p, Rules{}), EndgameDraw, false},
		{winScore - 7, EndgameDraw, false},
		{-(winScore - 8), EndgameDraw, false},
		{0, EndgameDraw, false},
	} {
		if res, ok := DatabaseScore(c.score); res != c.res || ok != c.ok {
			t.Errorf("%d: %v, %v; want %v, %v", c.score, res, ok, c.res, c.ok)
		}
	}
}

func TestOnEndgameReadsIsCalledAfterEverySoManyBlocksUnpacked(t *testing.T) {
	db, err := loadEndgameDB(builtInData(English)) // a cache of its own, empty
	if err != nil {
		t.Fatal(err)
	}
	var table *egTable
	for _, tb := range db.tables {
		if tb.blockCount() >= 6 && (table == nil || tb.id < table.id) {
			table = tb
		}
	}
	if table == nil {
		t.Fatal("no class of six blocks or more")
	}
	calls := 0
	OnEndgameReads(3, func() { calls++ })
	defer OnEndgameReads(0, nil)
	endgameReads.count.Store(0)
	for b := range 6 {
		table.cache.entry(table, b, 0)
		table.cache.entry(table, b, 1) // in the cache now: no block unpacked
	}
	if calls != 2 {
		t.Errorf("six blocks unpacked, a call every three: %d calls, want 2", calls)
	}
	OnEndgameReads(0, nil)
	table.cache.entry(table, 6%table.blockCount(), 0)
	table.cache.entry(table, 7%table.blockCount(), 0)
	table.cache.entry(table, 8%table.blockCount(), 0)
	if calls != 2 {
		t.Errorf("%d calls after the hook was taken away, want 2", calls)
	}
}

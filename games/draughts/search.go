package draughts

import (
	"context"
	"math/bits"
	"slices"
	"time"

	"parlour/games/internal/engine"
)

// winScore, Limits and Result are the driver's (games/internal/engine):
// depths count plies, scores hundredths of a man, and beyond ±WinBound
// (winScore-1000) a forced win or loss in winScore-|score| plies.
const winScore = engine.WinScore

const winBound = engine.WinBound

// Limits bound a search: see engine.Limits.
type Limits = engine.Limits

// Result is what a search found: see engine.Result.
type Result = engine.Result[Move]

// Search looks for the best move of s by iterative deepening on the shared
// driver (games/internal/engine, which also sets the stopping rule): an
// alpha-beta search (principal variation search) with a transposition
// table, captures resolved beyond the horizon, late quiet moves searched
// shallower, and moves tried in the order hash move, captures (most pieces
// first), killer moves, history. How English draughts prunes is the
// state's Pruning (see State.WithPruning): under PruneTuned the quiet
// moves that change what can be captured are not reduced, and a ProbCut
// probe cuts nodes a shallower search already wins. It stops at the
// limits or when ctx is done, whichever comes first, and returns the
// result of the deepest iteration completed.
//
// The engine always captures when it can, even under the huffing rule.
func Search(ctx context.Context, s State, lim Limits) Result {
	return driver.Search(ctx, s, lim, nil)
}

// searchRules are the rules the search plays by: capture is compulsory.
func searchRules(r Rules) Rules {
	r.Huffing = false
	return r
}

// rootMoves lists the moves the search considers in s: every legal move,
// but in a position the endgame database holds as a result alone, only
// those that keep that result (see Set).
func rootMoves(s State) []move {
	moves := generate(&s.pos, searchRules(s.rules), nil)
	if bits.OnesCount64(s.pos.occupied()) > egMostPieces {
		return moves
	}
	db := s.rules.endgames()
	if db == nil || !db.covers(&s.pos) {
		return moves
	}
	v := db.probe(&s.pos)
	if v.Counted || v.Result == EndgameLoss {
		return moves
	}
	var keep []move
	for _, m := range moves {
		next := s.pos.play(m, crownRow(&s.pos, s.rules.Variant))
		if next.pieces[next.side] == 0 || db.probe(&next).fromBefore().Result == v.Result {
			keep = append(keep, m)
		}
	}
	if len(keep) == 0 { // a damaged database: play on by the search
		return moves
	}
	return keep
}

// publicLine writes the line pv, played from s, in Moves.
func publicLine(s State, pv []move) []Move {
	var line []Move
	for _, m := range pv {
		line = append(line, s.public(m))
		s = s.play(m)
	}
	return line
}

// frame is the game at one ply of a search.
type frame struct {
	pos    position
	key    uint64 // pos.key()
	clocks clocks
	left   int        // clocks.pliesLeft: 0 or less when a draw count has run out
	base   int        // index in keys of the first position that could repeat
	sums   neuralSums // the neural network's sums, when the search plays by it
}

// game is a draughts position under search, as the driver sees it (see
// engine.Game).
type game struct {
	rules  Rules // with compulsory capture
	ply    int
	db     *EndgameDB // the endgame database of the game, if it has one
	dbMost int        // the most pieces of a position db may hold
	dbRoom []move     // room for the captures a probe of db lists
	dbOwn  *egLocal   // the search's own cache of db's blocks
	// quietOnly: the modern 8×8 rules, whose only draw count is the
	// quiet-move count.
	quietOnly bool
	stack     [256]frame // at least engine.MaxPly+1, indexed by a byte (see cur)
	keys      []uint64   // keys of the game's positions, the current line's below nkeys, with room for a search
	nkeys     int
	history   engine.History
	scratch   []move
	// tuned: English draughts searched with PruneTuned.
	tuned bool
	// net: the neural evaluation, when the search plays by it (nil
	// otherwise); each frame keeps the network's sums.
	net *neuralEval
	// helper: a searcher beside the first of a search (see Fork).
	helper bool
}

// cur is the frame of the current position. The stack is indexed by a
// byte, which lets the compiler drop the bounds checks of the hot path.
func (g *game) cur() *frame { return &g.stack[uint8(g.ply)] }

// Set readies the game for a search of s.
func (g *game) Set(s State) {
	g.rules, g.ply = searchRules(s.rules), 0
	g.quietOnly = g.rules.Variant != Polish && g.rules.Draws == Modern
	g.tuned = g.rules.Variant == English && g.rules.prune == PruneTuned
	g.history = engine.History{}
	g.keys = g.keys[:0]
	for _, h := range s.history {
		g.keys = append(g.keys, h.key())
	}
	key := s.pos.key()
	g.keys = append(g.keys, key)
	g.nkeys = len(g.keys)
	g.keys = append(g.keys, make([]uint64, engine.MaxPly+1)...) // no line is longer
	g.stack[0] = frame{pos: s.pos, key: key, clocks: s.clocks, left: s.clocks.pliesLeft(g.rules)}
	g.net = nil
	if g.rules.eval == EvalNeural {
		if n := g.rules.network(); n != nil {
			g.net = n
			n.fill(&g.stack[0].sums, &s.pos)
		}
	}

	g.db, g.dbMost = nil, 0
	if db := s.rules.endgames(); db != nil && bits.OnesCount64(s.pos.occupied()) <= endgameRootMost(s.rules.Variant) {
		g.db = db
		if g.db.covers(&s.pos) || g.helper {
			// From a position the database holds, the search looks for the
			// way on: a win held as a result alone says nothing of it, so
			// only the counted part ends a line (the root's moves keep the
			// result: rootMoves). A helper reads the counted part alone
			// too (see Fork).
			g.db = g.db.Counted()
		}
		_, g.dbMost = g.db.spec.most()
		if g.dbRoom == nil {
			g.dbRoom = make([]move, 0, 64)
		}
		if g.dbOwn == nil && !g.helper {
			g.dbOwn = egLocals.Get().(*egLocal)
		}
	}
}

// Release gives the search's own cache of the database's blocks back, for
// the next search to find them warm (engine.Releaser).
func (g *game) Release() {
	if g.dbOwn != nil {
		egLocals.Put(g.dbOwn)
		g.dbOwn = nil
	}
}

// endgameRootMost is the most pieces a search's starting position may hold
// for the search to probe the endgame database of game v. In English
// draughts 16: from more, only lines that trade a dozen pieces reach five
// or fewer; searches of 3 and 15 million nodes from 83 positions of 17 to
// 22 pieces chose the same move with and without the database, while
// probing those lines unpacked megabytes of it in the first minute of a
// game (issue 43). From 13 to 16 pieces the database changed the move in
// 6 positions of 60. In the Polish game, whose database holds four
// pieces, 9: from ten and more few lines reach it, and the half-size
// table (endgameTableBits) costs more than it saves there.
func endgameRootMost(v Variant) int {
	if v == Polish {
		return 9
	}
	return 16
}

// endgameTableBits sizes the table of a search that probes the endgame
// database: 2^19 slots, 4 MiB, half the most. In English draughts,
// searched to the same depth from twelve positions of 16 to 8 pieces of
// one Expert game, it visited 0.95 to 1.16 times the nodes the 8 MiB
// table did (a geometric mean of 0.96 and 1.03 at depths 25 and 27),
// while from 17 to 22 pieces it took 1.36 to 1.46 times as many
// (docs/PERFORMANCE.md, Memory). In the Polish game, searched to the
// depth a 5-million-node search reaches, 0.77 to 1.32 times from nine
// and eight pieces (about as many in all), but 1.13 times as many from
// ten to sixteen.
const endgameTableBits = 19

// TableBits sizes the table for a search from s (engine.TableSizer): a
// smaller one when the endgame database is probed, which answers much of
// what a table would hold.
func (g *game) TableBits(s State, lim Limits) int {
	if s.rules.endgames() != nil && bits.OnesCount64(s.pos.occupied()) <= endgameRootMost(s.rules.Variant) {
		return endgameTableBits
	}
	return engine.TableBits(lim)
}

func (g *game) Enter(ply, depth int) engine.Node {
	if ply == 0 {
		return engine.Node{}
	}
	f := g.cur()
	for i := g.nkeys - 3; i >= f.base; i -= 2 {
		if g.keys[i] == f.key {
			return engine.Node{Over: true, Score: g.drawScore(ply)}
		}
	}
	if f.left <= 0 { // a draw count has run out (clocks.drawn)
		// A side that cannot move has lost before the count runs out.
		g.scratch = generate(&f.pos, g.rules, g.scratch[:0])
		if len(g.scratch) > 0 {
			return engine.Node{Over: true, Score: g.drawScore(ply)}
		}
	}
	if bits.OnesCount64(f.pos.occupied()) <= g.dbMost {
		if score, ok := g.endgame(f, ply, depth); ok {
			return engine.Node{Over: true, Score: score}
		}
	}
	return engine.Node{}
}

// endgame scores the position of f, ply plies from the root, by the
// endgame database, when it holds the position and the win or loss it
// knows comes before any draw count could run out. Wins and losses score
// below the wins the search sees to the end (beyond winBound), the
// quicker win and the slower loss the better.
func (g *game) endgame(f *frame, ply, depth int) (int, bool) {
	if !g.db.covers(&f.pos) || depth < endgameResultDepth && !g.db.counts(&f.pos) {
		return 0, false
	}
	v := g.db.probeWith(&f.pos, g.dbRoom, g.dbOwn)
	if v.Result == EndgameDraw {
		return g.drawScore(ply), true
	}
	if v.Counted && v.Plies > f.left || !v.Counted && f.left < endgameResultLeast {
		return 0, false
	}
	return endgameEval(v, &f.pos, g.rules, ply), true
}

// drawScore is the worth of a drawn position, ply plies from the root, to
// its side to move: nothing, or with contempt (State.WithContempt) the
// contempt less for the side the search moves for (to move at the even
// plies) and as much more for its opponent.
func (g *game) drawScore(ply int) int {
	if ply%2 == 0 {
		return -g.rules.contempt
	}
	return g.rules.contempt
}

// endgameResultDepth is the least depth left to search at which the search
// probes a position the database holds as a result alone. Nearer the
// horizon it searches on: such probes are the most numerous there, and
// most of them unpack a block of their own (32,768 results), which costs
// as much as searching some fifty positions.
var endgameResultDepth = 4

// endgameResultLeast is the fewest plies a draw count must leave for the
// search to trust a win or loss the database holds without its plies;
// with fewer it searches on. A judgement: twenty moves each, half the
// quiet-move count, which the men's moves and the captures of such an
// ending start again.
const endgameResultLeast = 40

func (g *game) Key() uint64 {
	f := g.cur()
	return f.key ^ clockSalt(f.left)
}

func (g *game) Moves(buf []move) []move { return generate(&g.cur().pos, g.rules, buf) }

// Tactical: beyond the horizon every capture is played out (capture is
// compulsory, so there is no standing pat); a quiet position is
// evaluated. On the 8×8 board a position without a capture has its moves
// not listed: the search needs only to know that there is one.
func (g *game) Tactical(_, _, _ int, buf []move) ([]move, int, bool) {
	p := &g.cur().pos
	if g.rules.Variant != Polish {
		switch jumpers, moves := leaf8(p); {
		case jumpers != 0: // as gen8 lists them under compulsory capture
			return captures8(p, jumpers, buf, true), 0, false
		case !moves:
			return buf, g.noMoves(g.ply), true
		default:
			return buf, g.evaluate(), true
		}
	}
	list := generate(p, g.rules, buf)
	switch {
	case len(list) == 0:
		return list, g.noMoves(g.ply), true
	case list[0].caps != 0:
		return list, 0, false
	}
	return list[:0], g.evaluate(), true
}

// leaf8 returns the pieces of the side to move in p, on the 8×8 board,
// that can capture, and whether it can move at all.
func leaf8(p *position) (jumpers uint32, moves bool) {
	me := p.side
	own, opp := uint32(p.pieces[me]), uint32(p.pieces[me^1])
	kings := uint32(p.kings) & own
	empty := ^(own | opp)
	if j := jumpers8(own, kings, opp, empty, me); j != 0 {
		return j, true
	}
	if me == Black {
		return 0, (dl8(own)|dr8(own)|ul8(kings)|ur8(kings))&empty != 0
	}
	return 0, (ul8(own)|ur8(own)|dl8(kings)|dr8(kings))&empty != 0
}

func (g *game) Play(m move) bool {
	f, next := g.cur(), &g.stack[uint8(g.ply+1)]
	next.pos = f.pos.play(m, crownRow(&f.pos, g.rules.Variant))
	next.key = f.pos.keyAfter(f.key, m, &next.pos)
	irreversible := m.caps != 0 || f.pos.manMoved(m)
	next.clocks = f.clocks
	next.clocks.tick(g.rules, &next.pos, irreversible)
	if g.quietOnly && next.clocks.quiet >= 0 {
		next.left = modernQuietLimit - next.clocks.quiet // clocks.pliesLeft, quicker
	} else {
		next.left = next.clocks.pliesLeft(g.rules)
	}
	next.base = f.base
	if g.net != nil {
		next.sums = f.sums
		g.net.update(&next.sums, &f.pos, &next.pos)
	}
	if irreversible {
		next.base = g.nkeys
	}
	g.keys[g.nkeys] = next.key
	g.nkeys++
	g.ply++
	return true
}

func (g *game) Undo() {
	g.ply--
	g.nkeys--
}

func (g *game) Evaluate() int { return g.evaluate() }

// evaluate scores the current position: by the network's sums the frame
// keeps, when the search plays by the neural evaluation.
func (g *game) evaluate() int {
	f := g.cur()
	if g.net != nil {
		return g.net.score(&f.pos, &f.sums[f.pos.side])
	}
	return evaluate(&f.pos, g.rules)
}

func (g *game) NoMoves(ply int, _ bool) (int, move, bool) { return g.noMoves(ply), move{}, false }

// noMoves is the score of a side to move that cannot move.
func (g *game) noMoves(ply int) int {
	if g.rules.Variant == Losing {
		return winScore - ply
	}
	return -(winScore - ply)
}

// Late: late quiet moves are searched a ply or two shallower first, while
// enough pieces stand for the search to trust it. Under PruneTuned, in
// English draughts, a quiet move that changes what can be captured (see
// sharp8) is not reduced.
func (g *game) Late(depth, legal int, order int32, _, _ bool) int {
	if depth < 2 || legal < 3 || order >= killerScore || // a capture scores higher than a killer
		bits.OnesCount64(g.stack[uint8(g.ply-1)].pos.occupied()) <= 6 {
		return 0
	}
	if g.tuned && g.sharp8() {
		return 0
	}
	if depth >= 4 && legal >= 5 {
		return 2
	}
	return 1
}

// Prune: under PruneTuned, in English draughts, a node of a null-window
// search deep enough whose search four plies shallower already clears
// beta by half a man fails high (ProbCut, see engine.Pruning).
func (g *game) Prune(depth, _, beta int, pv, _ bool) engine.Pruning {
	if !g.tuned || pv || depth < probeFrom || beta <= -winBound || beta >= winBound-probeMargin ||
		bits.OnesCount64(g.cur().pos.occupied()) <= 6 {
		return engine.Pruning{}
	}
	return engine.Pruning{Probe: true, ProbeDepth: depth - probeShallower, ProbeBeta: beta + probeMargin}
}

// The ProbCut of PruneTuned: from 6 plies left, a search 4 plies
// shallower, with a margin of half a man.
const (
	probeFrom      = 6
	probeShallower = 4
	probeMargin    = 50
)

// Cutoff remembers a quiet move that refuted the opponent's last move.
func (g *game) Cutoff(m move, depth int) bool {
	if m.caps != 0 {
		return false
	}
	g.history.Reward(int(g.cur().pos.side), int(m.from), int(m.to), depth, historyLimit-1)
	return true
}

// moveTag identifies a move of a known position compactly, in the
// table's 20 bits: its cells, a 7-bit fold of the captured set and a flag.
// The zero tag is no move.
type moveTag uint32

func (g *game) Tag(m move) moveTag { return tagOf(m) }

func tagOf(m move) moveTag {
	c := m.caps
	c ^= c >> 32
	c ^= c >> 16
	c ^= c >> 8
	return moveTag(1<<19 | uint32(c&127)<<12 | uint32(m.to&63)<<6 | uint32(m.from&63))
}

// Move ordering scores.
const (
	hashScore    = 1 << 30
	captureScore = 1 << 24
	killerScore  = 1 << 22
	historyLimit = 1 << 20
)

// Order scores the moves of a node for the order in which to try them.
func (g *game) Order(list []move, hash moveTag, killers *[2]move, scores []int32) []int32 {
	p := &g.cur().pos
	for _, m := range list {
		var s int32
		switch {
		case hash != 0 && hash == tagOf(m):
			s = hashScore
		case m.caps != 0:
			s = captureScore + int32(bits.OnesCount64(m.caps))<<8 + int32(bits.OnesCount64(m.caps&p.kings))<<4
		case m == killers[0]:
			s = killerScore + 1
		case m == killers[1]:
			s = killerScore
		default:
			s = g.history[p.side][m.from][m.to]
		}
		scores = append(scores, s)
	}
	return scores
}

// clockSalt mixes into the hash key how many plies are left before a draw
// count runs out (clocks.pliesLeft), when that is near enough to matter to
// a search.
func clockSalt(left int) uint64 {
	if left >= 2*engine.MaxPly {
		return 0
	}
	return uint64(left+1) * 0x9e3779b97f4a7c15
}

// Pruning selects how the searches of English draughts prune and reduce;
// the other games always search as PruneClassic. The zero value,
// PruneTuned, is Expert's.
type Pruning uint8

// The prunings.
const (
	// PruneTuned keeps from the reductions the quiet moves that change
	// what can be captured (promotions, threats, escapes; see sharp8), and
	// cuts a node whose shallower search already clears beta by a margin
	// (ProbCut; see game.Prune). Expert with it scored 60.2% (±2.5)
	// against Expert with PruneClassic over 200 games at 0.1 s a move
	// (docs/notes/2026-12-05-performance-log.md).
	PruneTuned Pruning = iota
	// PruneClassic is the search as it was before issue 19: every late
	// quiet move reduced alike, and no ProbCut. Easy, Medium and Hard
	// always search so.
	PruneClassic
)

// String returns "classic" or "tuned".
func (p Pruning) String() string {
	if p == PruneTuned {
		return "tuned"
	}
	return "classic"
}

// WithPruning returns s with the computer players' searches pruning by p,
// in s and in every state that follows from it.
func (s State) WithPruning(p Pruning) State {
	s.rules.prune = p
	return s
}

// WithThreads returns s with its searches bounded by time alone, Expert's
// among them, running n searchers at once on the position (see
// engine.Limits.Threads), in s and in every state that follows from it:
// deeper in the same time on as many cores. A search bounded by depth or
// nodes, and every level below Expert, keeps to one, and so to the same
// result every time.
func (s State) WithThreads(n int) State {
	s.rules.threads = n
	return s
}

// WithContempt returns s with its searches scoring a draw c hundredths of
// a man below even for the side they move for, in s and in every state
// that follows from it: a search then prefers playing on to a draw unless
// it judges its position worse by more than c. Against a weaker player a
// draw given away is a game not won.
func (s State) WithContempt(c int) State {
	s.rules.contempt = c
	return s
}

// Threads is how many searchers a search bounded by time alone runs at
// once under r (see State.WithThreads); 0 means one.
func (r Rules) Threads() int { return r.threads }

// Fork is a fresh game for another searcher of the same search
// (engine.Forker): a helper, which reads only the endgame database's
// counted part, through the shared cache. The results of the larger
// classes are read through a search's own cache of blocks (egLocal), a
// mebibyte each, which would make an Expert's game on two threads the
// larger by that and by the garbage of refilling it; the first searcher
// still reads them.
func (g *game) Fork() *game { return &game{helper: true} }

// Pruning is the pruning the searches use under r.
func (r Rules) Pruning() Pruning { return r.prune }

// sharp8 reports whether the quiet move just played, from the parent
// frame's position to the current one, on the 8×8 board, is one the search
// should not reduce: a promotion, a move that makes a threat to capture,
// or one that takes away every capture the opponent had. A move that
// leaves the opponent a capture (an offer, or a piece left hanging) is
// reduced: keeping those from the reductions too made the tree three
// times larger (docs/notes/2026-12-05-performance-log.md).
func (g *game) sharp8() bool {
	parent, cur := &g.stack[uint8(g.ply-1)].pos, &g.cur().pos
	me, opp := parent.side, parent.side^1
	before, after := uint32(parent.pieces[me]), uint32(cur.pieces[me])
	from, to := before&^after, after&^before
	if uint32(parent.kings)&from == 0 && uint32(cur.kings)&to != 0 {
		return true // a promotion
	}
	empty := ^uint32(cur.occupied())
	theirs := uint32(cur.pieces[opp])
	if jumpers8(theirs, theirs&uint32(cur.kings), after, empty, opp) != 0 {
		return false // an offer, or a piece left to be taken
	}
	if jumpers8(after, after&uint32(cur.kings), theirs, empty, me) != 0 {
		return true // a threat
	}
	emptyBefore := ^uint32(parent.occupied())
	return jumpers8(theirs, theirs&uint32(parent.kings), before, emptyBefore, opp) != 0 // an escape: no capture is left now
}

// Pace is how Expert spends its time on a move when it plays on a clock
// (see engine.Pace): the caller measures the time, tells GoOn of each
// iteration through a search's progress, and cancels the search when GoOn
// says stop.
type Pace = engine.Pace[Move]

// NewPace is a Pace aiming at target a move and never past most.
func NewPace(target, most time.Duration) *Pace {
	return &Pace{Target: target, Most: most, Same: func(a, b Move) bool {
		return slices.Equal(a.Path, b.Path) && slices.Equal(a.Captured, b.Captured)
	}}
}

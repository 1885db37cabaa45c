package doublechess

import (
	"context"
	"math/bits"

	"parlour/games/internal/engine"
)

// WinScore is the score of a double checkmate given at once; one n
// quarter-moves away scores WinScore-n, and a loss -(WinScore-n).
// Ordinary scores are in hundredths of a pawn and stay far below.
const WinScore = engine.WinScore

const (
	maxQDepth = 10 // deepest run of captures beyond the horizon
	winBound  = engine.WinBound
)

// Limits bound a search, in quarter-moves and nodes (engine.Limits).
type Limits = engine.Limits

// Result is a search's best move, score, depth in quarter-moves, nodes
// and expected line (engine.Result).
type Result = engine.Result[Move]

// publicLine writes the line pv in Moves.
func publicLine(_ State, pv []move) []Move {
	line := make([]Move, len(pv))
	for i, m := range pv {
		line[i] = public(m)
	}
	return line
}

// Search looks for the best move of the player to move by iterative
// deepening on the shared driver (games/internal/engine, which also sets
// the stopping rule). The sides alternate every quarter-move, so the
// four-handed game is searched as a two-sided one: an alpha-beta search
// (principal variation search) scoring each position for the side to
// move, with a transposition table, captures resolved beyond the horizon,
// null moves, late quiet moves searched shallower, and moves tried in the
// order table move, captures (most valuable victim first), killer moves,
// history. A checkmated player's pass is played without counting as a
// ply. It stops at the limits or when ctx is done, whichever comes first,
// and returns the result of the deepest iteration completed.
func Search(ctx context.Context, s State, lim Limits) Result {
	return driver.Search(ctx, s, lim, nil)
}

// SearchProgress is Search reporting each iteration completed to progress
// (if not nil), for a "thinking" line.
func SearchProgress(ctx context.Context, s State, lim Limits, progress func(Result)) Result {
	return driver.Search(ctx, s, lim, progress)
}

// WithThreads returns s with its searches bounded by time alone, Expert's
// among them, running n searchers at once on the position (see
// engine.Limits.Threads), in s and in every state that follows from it:
// deeper in the same time on as many cores. A search bounded by depth or
// nodes, and every level below Expert, keeps to one, and so to the same
// result every time.
func (s State) WithThreads(n int) State {
	s.threads = n
	return s
}

// Fork is a fresh game for another searcher of the same search
// (engine.Forker).
func (g *game) Fork() *game { return &game{} }

// game is a Double Chess position under search, as the driver sees it
// (see engine.Game).
type game struct {
	rules   Rules
	ply     int
	stack   [engine.MaxPly + 1]position
	moved   [engine.MaxPly + 1]move // the move that led to each ply
	inCheck [engine.MaxPly + 1]bool // the player to move at each ply is in check
	guard   [engine.MaxPly + 1]bool // ... and must not free a checkmated adversary into check
	// zone holds, at a ply where guard is set, the release zone of the
	// player to move, built when Play first needs it: his moves outside it
	// leave the checkmated adversary checkmated (see releaseZone).
	zone    [engine.MaxPly + 1]releaseZone
	threat  [engine.MaxPly + 1]threat
	replies []move // the adversary's moves, for partnerThreatened
	history [128][ncells]int32
}

// threat is whether the partner of the player to move at a ply could be
// checkmated by the next adversary's move, found only when Late first
// needs it.
type threat uint8

const (
	threatUnknown threat = iota
	threatNone
	threatMate
)

// Set readies the game for a search of s.
func (g *game) Set(s State) {
	g.rules, g.ply, g.stack[0] = s.rules, 0, s.pos
	g.history = [128][ncells]int32{}
}

func (g *game) Enter(ply, depth int) engine.Node {
	p := &g.stack[g.ply]
	g.threat[g.ply] = threatUnknown
	if ply > 0 {
		if v, over := p.decided(g.rules); over {
			return engine.Node{Over: true, Score: terminal(v, p, ply)}
		}
	}
	if p.isDead(p.turn) {
		return engine.Node{Extend: 1} // the pass does not count as a ply
	}
	if depth <= 0 {
		return engine.Node{} // Tactical looks for check after standing pat
	}
	return engine.Node{InCheck: g.lookForCheck()}
}

// lookForCheck notes whether the player to move is in check, and whether
// he must guard against freeing a checkmated adversary, for Play.
func (g *game) lookForCheck() bool {
	p := &g.stack[g.ply]
	check := p.inCheck(p.turn)
	g.inCheck[g.ply], g.guard[g.ply] = check, p.adversaryDead(p.turn)
	if g.guard[g.ply] {
		g.zone[g.ply] = releaseZone{}
	}
	return check
}

// terminal returns the score of a finished game for the side to move.
func terminal(v Verdict, p *position, ply int) int {
	if v.Status != Win {
		return 0
	}
	if v.Winner == p.turn.Side() {
		return WinScore - ply
	}
	return -(WinScore - ply)
}

func (g *game) Key() uint64 { return g.stack[g.ply].hash }

func (g *game) Moves(buf []move) []move {
	p := &g.stack[g.ply]
	if p.isDead(p.turn) {
		return append(buf, passMove)
	}
	return p.generate(p.turn, buf)
}

// Tactical: beyond the horizon the side to move may stand on its score or
// take (or promote to a queen), where winning the man could lift the score
// to alpha; a checkmated player passes.
func (g *game) Tactical(qdepth, alpha, beta int, buf []move) ([]move, int, bool) {
	p := &g.stack[g.ply]
	if p.isDead(p.turn) {
		return append(buf, passMove), 0, false
	}
	stand := evaluate(p)
	if stand >= beta || qdepth >= maxQDepth {
		return buf, stand, true
	}
	alpha = max(alpha, stand)
	g.lookForCheck()
	all := p.generate(p.turn, buf)
	moves := all[:0]
	for _, m := range all {
		if t := p.board[m.to()]; t != empty || m.promo() == Queen {
			if stand+manValue[kindOf(t)]+200 >= alpha || m.promo() != NoKind {
				moves = append(moves, m)
			}
		}
	}
	return moves, stand, true
}

func (g *game) Play(m move) bool {
	p := &g.stack[g.ply]
	if m.isPass() {
		g.push(m, *p)
		g.stack[g.ply].play(passMove)
		return true
	}
	if !p.legal(m, p.turn, g.inCheck[g.ply]) {
		return false
	}
	// A move outside the release zone leaves the checkmated adversary
	// checkmated, which judge then need not prove again.
	var stillMated uint8
	guard := g.guard[g.ply]
	if z := &g.zone[g.ply]; guard && !z.mayRelease(p, m, p.turn) {
		stillMated, guard = 1<<z.dead, false
	}
	// The position after m, as p.after makes it, built in its place.
	child := &g.stack[g.ply+1]
	*child = *p
	child.play(m)
	child.judgeKnowing(colorOf(p.board[m.from()]), 0, stillMated)
	if guard && !child.safeFromReleased(p, p.turn) {
		return false
	}
	g.ply++
	g.moved[g.ply] = m
	return true
}

func (g *game) push(m move, p position) {
	g.ply++
	g.stack[g.ply], g.moved[g.ply] = p, m
}

func (g *game) Undo() { g.ply-- }

// PlayNull passes the turn of a player who could move.
func (g *game) PlayNull() {
	g.push(passMove, g.stack[g.ply])
	g.stack[g.ply].play(passMove)
}

func (g *game) Evaluate() int { return evaluate(&g.stack[g.ply]) }

// NoMoves: a player with no legal move passes, unless his partner is
// checkmated too: a stalemate then, and drawn.
func (g *game) NoMoves(_ int, _ bool) (int, move, bool) {
	p := &g.stack[g.ply]
	if p.isDead(p.turn.Partner()) {
		return 0, nullMove, false
	}
	return 0, passMove, true
}

// Prune tries a null move when the side to move, not in check and with a
// piece to spare, might do well enough without moving.
func (g *game) Prune(depth, _, beta int, _, inCheck bool) engine.Pruning {
	p := &g.stack[g.ply]
	if inCheck || depth < 3 || beta >= winBound || beta <= -winBound || p.isDead(p.turn) || !sideHasPieces(p, p.turn) {
		return engine.Pruning{}
	}
	return engine.Pruning{Null: true, NullDepth: depth - 1 - (2 + depth/6)}
}

// sideHasPieces reports whether the side of col has a live piece other
// than pawns and kings, so that passing is unlikely to be its best move
// (the null-move test is unsound only in zugzwang).
func sideHasPieces(p *position, col Color) bool {
	for _, c := range col.Side().Players() {
		if p.isDead(c) {
			continue
		}
		for i, w := range p.men[c] {
			for w != 0 {
				x := i<<6 | bits.TrailingZeros64(w)
				w &= w - 1
				if k := kindOf(p.board[x]); k != Pawn && k != King {
					return true
				}
			}
		}
	}
	return false
}

// quiet reports whether m, in p, neither takes nor promotes.
func quiet(p *position, m move) bool { return p.board[m.to()] == empty && m.promo() == NoKind }

// Late: late quiet moves, not killers, are searched a ply or two shallower
// when the player is not in check and his partner cannot be checkmated by
// the next adversary's move: a quiet move that blocks the partner's mate
// (issue #13: a rook interposed on the partner's back row) must be seen
// at full depth, or a free man taken elsewhere looks better.
func (g *game) Late(depth, legal int, order int32, _, inCheck bool) int {
	if inCheck || depth < 3 || legal <= 3 || order >= killerScore-1 || !quiet(&g.stack[g.ply-1], g.moved[g.ply]) {
		return 0
	}
	t := &g.threat[g.ply-1]
	if *t == threatUnknown {
		*t = threatNone
		if g.partnerThreatened(&g.stack[g.ply-1]) {
			*t = threatMate
		}
	}
	if *t == threatMate {
		return 0
	}
	if legal > 10 && depth >= 5 {
		return 2
	}
	return 1
}

// partnerThreatened reports whether, in p, the partner of the player to
// move would be checkmated by one of the next adversary's moves if the
// player to move passed. (A partner merely in check, who has a move, is
// not enough: reducing nothing there cost the opening search half as many
// nodes again, for mates the next move could not give.)
func (g *game) partnerThreatened(p *position) bool {
	partner := p.turn.Partner()
	if p.isDead(partner) {
		return false
	}
	q := *p
	q.play(passMove)
	adversary := q.turn
	if q.isDead(adversary) {
		return false
	}
	inCheck := q.inCheck(adversary)
	g.replies = q.generate(adversary, g.replies[:0])
	for _, m := range g.replies {
		child := q
		child.play(m)
		if !child.inCheck(partner) || !q.legal(m, adversary, inCheck) {
			continue
		}
		child.judge(adversary, 0)
		if child.isDead(partner) {
			return true
		}
	}
	return false
}

// Cutoff records a quiet move that refuted a line in its history.
func (g *game) Cutoff(m move, depth int) bool {
	p := &g.stack[g.ply]
	if !quiet(p, m) {
		return false
	}
	h := &g.history[p.board[m.from()]&0x7F][m.to()]
	*h += int32(depth * depth)
	if *h > 1<<24 {
		for i := range g.history {
			for j := range g.history[i] {
				g.history[i][j] /= 2
			}
		}
	}
	return true
}

func (g *game) Tag(m move) moveTag { return tagOf(m) }

// moveTag is a move as the table keeps it, in 20 bits: its squares (under
// 196), the kind a pawn becomes and a flag, so that no move's tag is zero,
// which is none. A pass has none: it is the only move where it is played.
type moveTag uint32

func tagOf(m move) moveTag {
	if m.isPass() {
		return 0
	}
	return moveTag(1<<19 | uint32(m.promo())<<16 | uint32(squareOf[m.to()])<<8 | uint32(squareOf[m.from()]))
}

// Move ordering scores.
const (
	hashScore    = 1 << 30
	captureScore = 1 << 28
	killerScore  = 1 << 27
)

// Order scores moves for the order of trying them.
func (g *game) Order(moves []move, hash moveTag, killers *[2]move, scores []int32) []int32 {
	p := &g.stack[g.ply]
	for _, m := range moves {
		var sc int32
		switch t := p.board[m.to()]; {
		case m.isPass(): // a checkmated player's only move
		case hash != 0 && tagOf(m) == hash:
			sc = hashScore
		case t != empty:
			sc = captureScore + int32(manValue[kindOf(t)]*16-manValue[kindOf(p.board[m.from()])]/16)
		case m.promo() != NoKind:
			sc = captureScore + int32(manValue[m.promo()])
		case m == killers[0]:
			sc = killerScore
		case m == killers[1]:
			sc = killerScore - 1
		default:
			sc = g.history[p.board[m.from()]&0x7F][m.to()]
		}
		scores = append(scores, sc)
	}
	return scores
}

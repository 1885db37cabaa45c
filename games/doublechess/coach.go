package doublechess

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"

	"parlour/games/internal/engine"
)

// The coach: what a trainer says of a human player's move. Three pure
// analyses, each of the position before the move and the move played:
// how the team's engine rates the move against its best (Rate), the
// dangers the seed warns of that the move left (Warn), and the adversaries'
// men the partner attacks, so that the player can "second his moves"
// (PartnerAttacks). Coach runs all three.

// HintLimits are the limits of the hint's search, the team engine's best
// move for the person to move. Against a 5,000,000-node search the coach
// agreed at 70% of 60 self-play positions with 300,000 nodes, 82% with
// 1,000,000 and 90% with 2,000,000 (`parlour doublechess coachcheck
// --positions 60 --coach-nodes N`); a screen runs the search while the
// person thinks (Study), so the size costs no waiting.
var HintLimits = Limits{Nodes: 2_000_000}

// CoachLimits are the limits of the coach's search: the hint's, so that
// the coach's best move is the hint's move and the two never contradict
// each other (issue 42: a 40,000-node coach condemned the hint's moves).
var CoachLimits = HintLimits

// CoachNoise is the gap, in hundredths of a pawn, under which the coach
// calls a move "about as good" as the best in a game not yet decided: the
// 90th percentile of how much the score of a search within CoachLimits
// moves between its last two depths, over the positions it scores under
// 20 pawns either way of 120 from seeded self-play (seed 42, every fourth
// quarter-move of Easy games), so that the search's own wavering makes
// the coach condemn a good move at one position in ten at most. It was
// measured at 50 (53 positions; the 80th percentile is 22)
// (MeasureNoise; TestCoachNoiseMeasured with PARLOUR_SLOW=1).
const CoachNoise = 50

// DecidedNoisePermille is how the noise grows once one side is far ahead:
// in thousandths of the score, the 90th percentile of the same measure
// over the positions scored 20 pawns or more, where a search's score
// moves in proportion to it (91, over 66 positions: a score of 40 pawns
// moves by 3.6 pawns; the 80th percentile is 25). See NoiseAt.
const DecidedNoisePermille = 91

// decidedScore is the score, in hundredths of a pawn, from which a game
// counts as decided for the noise.
const decidedScore = 2000

// NoiseAt is the noise of the coach's search at a position it scores
// score for the side to move: CoachNoise, or in a decided game
// DecidedNoisePermille thousandths of the score when that is more.
func NoiseAt(score int) int {
	if score = max(score, -score); score < decidedScore {
		return CoachNoise
	}
	return max(CoachNoise, score*DecidedNoisePermille/1000)
}

// Rating is how the team's engine rates a move against its best move, by
// the hint's search (CoachLimits). Scores are the worth of the position
// to the mover's side after each move, in hundredths of a pawn; beyond
// ±(WinScore-1000) they are a forced double checkmate, won or lost.
type Rating struct {
	Player      Color  // the player who moved
	Played      Move   // the move played
	PlayedText  string // in long algebraic notation, as MoveText writes it
	PlayedScore int
	Best        Move // the engine's best move
	BestText    string
	BestScore   int
	// Line is the engine's best line from the position before the move,
	// its first three quarter-moves: the best move and the replies it
	// expects.
	Line []Step
	// Reason says, in the book's terms, why the move played is worse than
	// the best, when the gap is more than the search's noise and one of
	// the book's reasons applies.
	Reason Reason
	// Depth is the depth of the search of the best move, in quarter-moves.
	Depth int
	// Forced is set when the move played was the only legal move (a pass
	// among them); the scores are then not searched.
	Forced bool
}

// Cost returns how much the move played is worse than the best, in
// hundredths of a pawn (0 when it is the best or as good). Between a
// forced result and an ordinary score it is the whole difference.
func (r Rating) Cost() int { return max(0, r.BestScore-r.PlayedScore) }

// AboutAsGood reports whether the move played is within the search's
// noise at the best move's score (NoiseAt) of the best.
func (r Rating) AboutAsGood() bool {
	return r.Forced || r.Played == r.Best || r.Cost() <= NoiseAt(r.BestScore)
}

// String says in words how the move was rated, as "Nb1-c3 was best
// (Nb1-c3, then Green b7-c7, then White h13-h12); yours loses the queen:
// Green plays …".
func (r Rating) String() string {
	switch {
	case r.Forced:
		return fmt.Sprintf("%s was %v's only move.", r.PlayedText, r.Player)
	case r.Played == r.Best:
		return fmt.Sprintf("%s was the team's best move.", r.PlayedText)
	case r.AboutAsGood():
		return fmt.Sprintf("%s was best; yours is about as good.", r.BestText)
	}
	best := r.BestText + " was best"
	if len(r.Line) > 1 {
		best += " (" + lineText(r.Line) + ")"
	}
	switch {
	case r.Reason.Kind != NoReason:
		return fmt.Sprintf("%s; yours %s.", best, r.Reason)
	case r.BestScore > winBound && r.PlayedScore <= winBound:
		return fmt.Sprintf("%s: it forces a double checkmate; yours lets it slip.", best)
	case r.PlayedScore < -winBound && r.BestScore >= -winBound:
		return fmt.Sprintf("%s; yours lets the adversaries force a double checkmate.", best)
	}
	return fmt.Sprintf("%s; yours costs %s.", best, pawns(r.Cost()))
}

// pawns writes a cost in hundredths of a pawn in round words.
func pawns(cost int) string {
	switch {
	case cost < 75:
		return "about half a pawn"
	case cost < 150:
		return "about a pawn"
	}
	return fmt.Sprintf("about %d pawns", (cost+50)/100)
}

// lineText writes a line as "Nk3-i4, then Red m8-l8, then White h13-h12".
func lineText(line []Step) string {
	parts := make([]string, len(line))
	for i, st := range line {
		parts[i] = st.Text
		if i > 0 {
			parts[i] = fmt.Sprintf("then %v %s", st.Player, st.Text)
		}
	}
	return strings.Join(parts, ", ")
}

// Rate rates the move played, in the state before it, against the team
// engine's best move by a search within lim (CoachLimits for the coach,
// which are the hint's: the best move is then the hint's move): the best
// move and its score from a search of the position before, and the move
// played scored by a search of the position after it, one quarter-move
// shallower, sharing the first search's table. A move condemned by more
// than the noise is given the book's reason, where one applies. Within
// the node and depth limits it is deterministic. It returns an error, and
// no rating, if the move is not legal, the game is over, or ctx is done
// before the searches end.
func Rate(ctx context.Context, before State, played Move, lim Limits) (Rating, error) {
	session := newCoachSession(lim)
	defer session.Close()
	return rate(ctx, session, before, played, lim)
}

// coachSession is the coach's searches, one table for them all.
type coachSession = engine.Session[State, move, moveTag, *game]

// newCoachSession returns a session for the coach's searches within lim;
// close it when they are done.
func newCoachSession(lim Limits) *coachSession {
	return engine.NewSession[State, move, moveTag](&game{}, lim)
}

// rate is Rate within a session.
func rate(ctx context.Context, session *coachSession, before State, played Move, lim Limits) (Rating, error) {
	after, err := before.Apply(played)
	if err != nil {
		return Rating{}, err
	}
	r := Rating{Player: before.Turn(), Played: played, PlayedText: before.MoveText(played)}
	root := before.pos.legalMoves(nil)
	if len(root) == 1 {
		r.Forced, r.Best, r.BestText = true, played, r.PlayedText
		return r, nil
	}
	best := session.Search(ctx, before, root, lim, nil)
	if err := ctx.Err(); err != nil {
		return Rating{}, err
	}
	return rateAgainst(ctx, session, before, after, played, best, nil, lim)
}

// rateAgainst rates the move played, leading to after, against best, the
// search of the position before it within lim in session. A gap found
// near the noise is looked at again, longer, before it is told
// (confirmed), as is any gap in a decided game (doubtful); second is that
// longer look when it is made already (Study.Deepen), else nil.
func rateAgainst(ctx context.Context, session *coachSession, before, after State, played Move, best engine.Result[move], second *secondLook, lim Limits) (Rating, error) {
	r, err := rateOnce(ctx, session, before, after, played, best, lim)
	if err != nil || r.AboutAsGood() || !doubtful(r) || lim.Nodes == 0 {
		return r, err
	}
	if second == nil {
		if second, err = lookAgain(ctx, session, before, r.Best, lim); err != nil {
			return Rating{}, err
		}
	}
	return confirmed(ctx, session, before, played, r, *second, lim)
}

// confirmGap is how many times the noise a gap must reach to be told on
// one look; a gap under it is looked at again by a search of confirmNodes
// times the nodes.
const (
	confirmGap   = 2
	confirmNodes = 2
)

// doubtful reports whether the gap of a rating is told only once a second,
// longer look shows it too: a gap under confirmGap times the noise, or any
// gap in a decided game. There a king mated just beyond the horizon moves
// the scores by many pawns from one look to the next: at position 67 of
// seed 2026's self-play (CoachCheck) the study's look put the hint's move
// 7 pawns above the move played, which "lets White checkmate Green", where
// a 5,000,000-node search scores the two 38.9 and 38.8 pawns down.
func doubtful(r Rating) bool {
	return r.Cost() < confirmGap*NoiseAt(r.BestScore) || max(r.BestScore, -r.BestScore) >= decidedScore
}

// longerLimits are the limits of the second look at a gap: confirmNodes
// times lim's nodes.
func longerLimits(lim Limits) Limits {
	lim.Nodes *= confirmNodes
	return lim
}

// secondLook is the longer look at a position: its search within
// longerLimits, and the first look's best move (the hint's) scored from
// it, as a move played is scored (scoreMove).
type secondLook struct {
	depth     int
	bestScore int
}

// lookAgain makes the second look at before in session, whose first look
// found best: the longer search of the position, then best scored from it.
func lookAgain(ctx context.Context, session *coachSession, before State, best Move, lim Limits) (*secondLook, error) {
	longer := longerLimits(lim)
	root := session.Search(ctx, before, before.pos.legalMoves(nil), longer, nil)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	score, _, err := scoreMove(ctx, session, before, best, root.Depth, longer)
	if err != nil {
		return nil, err
	}
	return &secondLook{depth: root.Depth, bestScore: score}, nil
}

// confirmed looks again at the gap of first, a rating within lim, with
// second, the longer look at the position before the move, made in the
// session that holds the first look's table: the move played is scored
// from it as the best move was. The rating keeps the first look's best
// move, so that the coach still names the hint's; its scores, and so its
// verdict, are the longer look's.
func confirmed(ctx context.Context, session *coachSession, before State, played Move, first Rating, second secondLook, lim Limits) (Rating, error) {
	r := first
	r.Depth, r.BestScore = second.depth, second.bestScore
	var err error
	if r.PlayedScore, _, err = scoreMove(ctx, session, before, played, r.Depth, longerLimits(lim)); err != nil {
		return Rating{}, err
	}
	if r.AboutAsGood() {
		r.Reason = Reason{}
	}
	return r, nil
}

// rateOnce is rateAgainst on one look.
func rateOnce(ctx context.Context, session *coachSession, before, after State, played Move, best engine.Result[move], lim Limits) (Rating, error) {
	r := Rating{Player: before.Turn(), Played: played, PlayedText: before.MoveText(played)}
	r.Best, r.BestScore, r.Depth = public(best.Move), best.Score, best.Depth
	r.BestText = before.MoveText(r.Best)
	r.Line = steps(before, best.PV, 3)
	if r.Best == played {
		r.PlayedScore = r.BestScore
		return r, nil
	}
	score, reply, err := scoreMove(ctx, session, before, played, r.Depth, lim)
	if err != nil {
		return Rating{}, err
	}
	r.PlayedScore = score
	if !r.AboutAsGood() {
		// The root search and the search after a move can differ by more
		// than their noise: the best move is scored again as the move
		// played was, and only a gap both scores show stands.
		again, _, err := scoreMove(ctx, session, before, r.Best, r.Depth, lim)
		if err != nil {
			return Rating{}, err
		}
		r.BestScore = min(r.BestScore, again)
	}
	if !r.AboutAsGood() {
		r.Reason = reasonFor(before, after, reply, best.PV)
		if r.Reason.Kind == NoReason {
			r.Reason = mateFurther(before, after, reply, best.PV)
		}
	}
	return r, nil
}

// scoreMove scores the legal move m of the player to move in before, for
// his side, by a search of the position after it one quarter-move
// shallower than depth, and returns the line the search expects after it.
func scoreMove(ctx context.Context, session *coachSession, before State, m Move, depth int, lim Limits) (int, []move, error) {
	after, err := before.Apply(m)
	if err != nil {
		return 0, nil, err
	}
	if v := Outcome(after); v.Status != Ongoing {
		return engine.ResultFor(v.Status == Win, v.Winner, before.Turn().Side()) * (WinScore - 1), nil, nil
	}
	shallower := lim
	shallower.Depth = max(depth-1, 1)
	reply := session.Search(ctx, after, after.pos.legalMoves(nil), shallower, nil)
	if err := ctx.Err(); err != nil {
		return 0, nil, err
	}
	score := -reply.Score
	// A forced result one quarter-move further from the position before.
	switch {
	case score > winBound:
		score--
	case score < -winBound:
		score++
	}
	return score, reply.PV, nil
}

// steps writes at most n quarter-moves of the line pv, played from s.
func steps(s State, pv []move, n int) []Step {
	var out []Step
	for _, m := range pv[:min(n, len(pv))] {
		out = append(out, step(s, m))
		s = s.play(m)
	}
	return out
}

// WarningKind names a danger the coach warns of.
type WarningKind uint8

// The coach's warnings, in the seed's terms.
const (
	// PartnerMateThreat: the partner's king can be checkmated by the next
	// adversary's move, before the partner moves again.
	PartnerMateThreat WarningKind = iota + 1
	// QueenInDanger: the mover's queen can be lost in the adversaries' two
	// moves before his next: "Calculate well, ere you place her in
	// position, that you cannot be checked in two moves, or you lose her
	// to a certainty."
	QueenInDanger
	// PartnerLeftInCheck: the partner is in check and the mover, who could
	// have covered him, did not.
	PartnerLeftInCheck
)

// String names the warning: "partner's mate threatened", "queen in
// danger" or "partner left in check".
func (k WarningKind) String() string {
	switch k {
	case PartnerMateThreat:
		return "partner's mate threatened"
	case QueenInDanger:
		return "queen in danger"
	case PartnerLeftInCheck:
		return "partner left in check"
	}
	return fmt.Sprintf("WarningKind(%d)", uint8(k))
}

// Step is one quarter-move of a line the coach shows: who plays it, the
// move, and its text in long algebraic notation.
type Step struct {
	Player Color
	Move   Move
	Text   string
}

// Warning is one danger left by a move, with the line that shows it.
type Warning struct {
	Kind    WarningKind
	Player  Color  // the player warned: the one who has just moved
	Partner Color  // his partner
	Square  Square // the partner's king (mate, check), or the queen in danger
	// Line shows the danger: the adversary's mating move (PartnerMateThreat);
	// the adversaries' two moves, the second taking the queen, or the one
	// move that takes her at once (QueenInDanger); for PartnerLeftInCheck,
	// the move that would have covered the partner, when Coach's search
	// found one no worse than the move played (Warn offers none).
	Line []Step
	// Checkers are the squares of the men giving the partner check
	// (PartnerLeftInCheck).
	Checkers []Square
}

// String says the warning in words, with colour and square names.
func (w Warning) String() string {
	switch w.Kind {
	case PartnerMateThreat:
		return fmt.Sprintf("%v's king on %v can be mated before his next move: %s.",
			w.Partner, w.Square, stepsText(w.Line))
	case QueenInDanger:
		return fmt.Sprintf("%v's queen on %v can be lost in two moves: %s. \"Calculate well, ere you place her in position, that you cannot be checked in two moves.\"",
			w.Player, w.Square, stepsText(w.Line))
	case PartnerLeftInCheck:
		var from []string
		for _, q := range w.Checkers {
			from = append(from, q.String())
		}
		cover := ""
		if len(w.Line) > 0 {
			cover = "; " + w.Line[0].Text + " would have covered him"
		}
		return fmt.Sprintf("%v left his partner %v in check from %s%s.",
			w.Player, w.Partner, strings.Join(from, " and "), cover)
	}
	return w.Kind.String()
}

// stepsText writes a line as "Green plays Ra5-a14, then Red Nk9xh8".
func stepsText(line []Step) string {
	var parts []string
	for i, st := range line {
		if i == 0 {
			parts = append(parts, fmt.Sprintf("%v plays %s", st.Player, st.Text))
		} else {
			parts = append(parts, fmt.Sprintf("then %v %s", st.Player, st.Text))
		}
	}
	return strings.Join(parts, ", ")
}

// Warn returns the dangers the move played, in the state before it, left
// for the mover's side, in the order PartnerMateThreat, QueenInDanger,
// PartnerLeftInCheck; none is an empty list. It looks at most three
// quarter-moves ahead and does not search. It returns an error if the
// move is not legal or the game is over.
func Warn(before State, played Move) ([]Warning, error) {
	after, err := before.Apply(played)
	if err != nil {
		return nil, err
	}
	return warnings(before, after), nil
}

// warnings are Warn's, given the state after the move too.
func warnings(before, after State) []Warning {
	mover := before.Turn()
	if Outcome(after).Status != Ongoing {
		return nil
	}
	var out []Warning
	if w, ok := partnerMateThreat(after, mover); ok {
		out = append(out, w)
	}
	out = append(out, queensInDanger(after, mover)...)
	if w, ok := partnerLeftInCheck(before, after, mover); ok {
		out = append(out, w)
	}
	return out
}

// step writes the legal engine move m of the player to move in s as a
// Step.
func step(s State, m move) Step {
	pm := public(m)
	return Step{Player: s.Turn(), Move: pm, Text: s.MoveText(pm)}
}

// partnerMateThreat looks, in s after mover's move, for a move of the
// next adversary that checkmates mover's partner.
func partnerMateThreat(s State, mover Color) (Warning, bool) {
	p := &s.pos
	partner := mover.Partner()
	if p.isDead(partner) || p.isDead(p.turn) || p.turn.Side() == mover.Side() {
		return Warning{}, false
	}
	for _, m := range Legal(s) {
		im, _ := internal(m)
		if q := p.after(im); q.isDead(partner) {
			return Warning{Kind: PartnerMateThreat, Player: mover, Partner: partner,
				Square: s.King(partner), Line: []Step{step(s, im)}}, true
		}
	}
	return Warning{}, false
}

// queensInDanger finds, in s after mover's move, each of mover's queens
// that the adversaries can win before he moves again: the next adversary
// takes her at once, or makes a move after which, whatever mover's
// partner replies, the other adversary takes her. A queen is won when she
// is taken by a man worth less, or is not defended where she stood.
func queensInDanger(s State, mover Color) []Warning {
	p := &s.pos
	if p.isDead(mover) || p.turn.Side() == mover.Side() {
		return nil
	}
	var out []Warning
	p.men[mover].each(func(qc int) {
		if kindOf(p.board[qc]) != Queen {
			return
		}
		if line, ok := queenLine(s, mover, qc); ok {
			out = append(out, Warning{Kind: QueenInDanger, Player: mover, Partner: mover.Partner(),
				Square: squareOf[qc], Line: line})
		}
	})
	return out
}

// queenLine returns the adversaries' line that wins mover's queen on cell
// qc in s, the next adversary to move, if there is one.
func queenLine(s State, mover Color, qc int) ([]Step, bool) {
	first := s.pos.legalMoves(nil)
	// The queen taken at once.
	for _, m := range first {
		if !m.isPass() && m.to() == qc && queenWon(&s.pos, m, mover) {
			return []Step{step(s, m)}, true
		}
	}
	for _, m := range first {
		if !m.isPass() && m.to() == qc {
			continue
		}
		mid := s.play(m)
		if Outcome(mid).Status != Ongoing {
			continue
		}
		// If the other adversary cannot take her even with the partner
		// standing still, no reply of the partner's is needed to save her.
		still := mid
		still.pos.play(passMove)
		if _, ok := takesQueen(still, mover, qc); !ok {
			continue
		}
		var line []Step
		for _, reply := range mid.pos.legalMoves(nil) {
			next := mid.play(reply)
			take, ok := takesQueen(next, mover, qc)
			if !ok {
				line = nil // this reply saves her
				break
			}
			if line == nil {
				line = []Step{step(s, m), step(next, take)}
			}
		}
		if line != nil {
			return line, true
		}
	}
	return nil, false
}

// takesQueen returns a move of the player to move in s, an adversary of
// mover, that wins mover's queen on cell qc.
func takesQueen(s State, mover Color, qc int) (move, bool) {
	p := &s.pos
	if p.isDead(p.turn) || p.turn.Side() == mover.Side() || kindOf(p.board[qc]) != Queen || colorOf(p.board[qc]) != mover {
		return nullMove, false
	}
	if Outcome(s).Status != Ongoing {
		return nullMove, false
	}
	for _, m := range p.legalMoves(nil) {
		if !m.isPass() && m.to() == qc && queenWon(p, m, mover) {
			return m, true
		}
	}
	return nullMove, false
}

// queenWon reports whether the legal move m in p, taking mover's queen,
// wins her: the taker is worth less than a queen, or mover's side cannot
// take back on her square.
func queenWon(p *position, m move, mover Color) bool {
	if manValue[kindOf(p.board[m.from()])] < manValue[Queen] {
		return true
	}
	q := p.after(m)
	return !q.attacked(m.to(), mover.Side(), q.dead)
}

// partnerLeftInCheck reports whether mover's partner is in check after
// the move, alive, when another of mover's moves in before would have
// ended the check. The warning shows no cover: Coach offers one only
// after a search has checked it (coverChecked).
func partnerLeftInCheck(before, after State, mover Color) (Warning, bool) {
	partner := mover.Partner()
	if after.pos.isDead(partner) || !after.pos.inCheck(partner) || len(covers(before, mover)) == 0 {
		return Warning{}, false
	}
	return Warning{Kind: PartnerLeftInCheck, Player: mover, Partner: partner,
		Square: after.King(partner), Checkers: after.Checkers(partner)}, true
}

// covers lists mover's moves in before, the player to move, after which
// his partner is alive and not in check, in the order of Legal.
func covers(before State, mover Color) []move {
	partner := mover.Partner()
	var out []move
	for _, m := range before.pos.legalMoves(nil) {
		if m.isPass() {
			continue
		}
		if q := before.pos.after(m); !q.isDead(partner) && !q.inCheck(partner) {
			out = append(out, m)
		}
	}
	return out
}

// coverChecked returns the cover of the partner's check that the search
// scores best, if it scores at least as well as the move the rating r
// rated: a cover that loses more than it saves (issue 42: a queen put
// between, taken by the checking bishop, which still gives check) is not
// offered.
func coverChecked(ctx context.Context, session *coachSession, before State, r Rating, lim Limits) ([]Step, error) {
	var best []Step
	bestScore := r.PlayedScore
	for _, m := range covers(before, r.Player) {
		pm := public(m)
		score := r.BestScore
		if pm != r.Best {
			var err error
			if score, _, err = scoreMove(ctx, session, before, pm, r.Depth, lim); err != nil {
				return nil, err
			}
		}
		if score >= bestScore {
			best, bestScore = []Step{step(before, m)}, score
		}
	}
	return best, nil
}

// Attack is a man of the adversaries that a player's man attacks: it
// could take it, by its moves and rule 8, if it were his turn.
type Attack struct {
	By       Square // the attacking man's square
	Attacker Piece
	Target   Square // the attacked man's square
	Victim   Piece
	// Defended reports whether a live man of the victim's side guards its
	// square (kings left out).
	Defended bool
}

// String says the attack in words: "White's bishop on f14 attacks Red's
// rook on k11, undefended".
func (a Attack) String() string {
	guard := "defended"
	if !a.Defended {
		guard = "undefended"
	}
	return fmt.Sprintf("%v on %v attacks %v on %v, %s", a.Attacker, a.By, a.Victim, a.Target, guard)
}

// PartnerAttacks returns the men of the adversaries that player c's live
// men attack in s, in order of the attacked man's square and then the
// attacker's: what his partner needs to "second his moves". Kings and
// dead men, which cannot be taken, are left out; a dead army attacks
// nothing. Pins are not looked at.
func PartnerAttacks(s State, c Color) []Attack {
	c &= 3
	p := &s.pos
	if p.isDead(c) {
		return nil
	}
	var out []Attack
	onlyC := p.dead | ^(uint8(1) << c) // count c's men alone as live
	for _, sq := range Squares() {
		x := cell(sq)
		t := p.board[x]
		if !isMan(t) || colorOf(t).Side() == c.Side() || kindOf(t) == King || !p.live(t) {
			continue
		}
		var buf [8]int
		by := p.attackers(x, c.Side(), onlyC, buf[:0])
		if k := int(p.kings[c]); k >= 0 && distance(k, x) == 1 {
			by = append(by, k)
		}
		defended := p.attacked(x, colorOf(t).Side(), p.dead)
		for _, a := range sortedCells(by) {
			if p.canTake(p.board[a], t) {
				out = append(out, Attack{By: squareOf[a], Attacker: decode(p.board[a]),
					Target: sq, Victim: decode(t), Defended: defended})
			}
		}
	}
	return out
}

// sortedCells sorts a few cells by their squares, in place.
func sortedCells(cs []int) []int {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && squareOf[cs[j]] < squareOf[cs[j-1]]; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
	return cs
}

// Advice is everything the coach says of one move.
type Advice struct {
	Rating   Rating
	Warnings []Warning
	// PartnerAttacks are the adversaries' men the mover's partner attacks
	// just after the move. By the mover's next turn they may have changed:
	// a screen shows PartnerIntent's, of the position at his turn.
	PartnerAttacks []Attack
}

// Coach rates the move played in the state before it (Rate, within lim),
// warns of the dangers it left (Warn), offering a cover of the partner's
// check only when the search finds it no worse than the move played, and
// lists what the mover's partner attacks after it (PartnerAttacks). It
// returns an error if the move is not legal, the game is over, or ctx is
// done first.
func Coach(ctx context.Context, before State, played Move, lim Limits) (Advice, error) {
	session := newCoachSession(lim)
	defer session.Close()
	rating, err := rate(ctx, session, before, played, lim)
	if err != nil {
		return Advice{}, err
	}
	after, _ := before.Apply(played)
	return advise(ctx, session, before, after, rating, lim)
}

// advise completes the advice on a move rated: its warnings, a cover of
// the partner's check checked by the search, the partner's attacks.
func advise(ctx context.Context, session *coachSession, before, after State, rating Rating, lim Limits) (Advice, error) {
	var err error
	ws := warnings(before, after)
	for i, w := range ws {
		if w.Kind != PartnerLeftInCheck {
			continue
		}
		if ws[i].Line, err = coverChecked(ctx, session, before, rating, lim); err != nil {
			return Advice{}, err
		}
	}
	return Advice{
		Rating:         rating,
		Warnings:       ws,
		PartnerAttacks: PartnerAttacks(after, before.Turn().Partner()),
	}, nil
}

// Study is the coach's look at a position before a person moves: the
// search of the team's best move (the hint's, within the limits given),
// kept with its table, so that rating the move he then plays takes one
// search more, not two; and, while he still thinks, the longer search a
// doubtful gap is looked at again with (Deepen). Deepen may run on
// one goroutine while another rates the move (Coach) or closes the
// study: each waits for the other. Close it when done.
type Study struct {
	before  State
	lim     Limits
	session *coachSession
	best    engine.Result[move]
	forced  bool
	// mu is held by whatever uses the session after NewStudy: Deepen,
	// Coach and Close.
	mu sync.Mutex
	// second is Deepen's longer look, once made.
	second *secondLook
	// closed is set by Close: the session is given back.
	closed bool
}

// NewStudy searches s, the position before a person's move, within lim.
// It returns an error if the game is over or ctx is done first.
func NewStudy(ctx context.Context, s State, lim Limits) (*Study, error) {
	if v := Outcome(s); v.Status != Ongoing {
		return nil, fmt.Errorf("the game is over: %s", v.Reason)
	}
	st := &Study{before: s, lim: lim, session: newCoachSession(lim)}
	root := s.pos.legalMoves(nil)
	if st.forced = len(root) == 1; !st.forced {
		st.best = st.session.Search(ctx, s, root, lim, nil)
	}
	if err := ctx.Err(); err != nil {
		st.Close()
		return nil, err
	}
	return st, nil
}

// Before is the position studied.
func (st *Study) Before() State { return st.before }

// Hint is the team's best move in the position studied: the hint's.
func (st *Study) Hint() Move {
	if st.forced {
		return Legal(st.before)[0]
	}
	return public(st.best.Move)
}

// Intent is PartnerIntent of the position studied, from the search
// already made.
func (st *Study) Intent() Intent {
	s := st.before
	player := s.Turn()
	in := Intent{Player: player, Partner: player.Partner(), Attacks: PartnerAttacks(s, player.Partner())}
	if aim := s.pos.aimOf(player.Side()); aim != noAim {
		in.Aim, in.Aimed, in.Leader = aim, true, player
		if RightHand(player) != aim {
			in.Leader = in.Partner
		}
	}
	if s.pos.isDead(in.Partner) || st.forced {
		return in
	}
	in.Line = steps(s, st.best.PV, 3)
	if len(in.Line) == 3 && in.Line[2].Player == in.Partner {
		in.Next, in.HasNext = in.Line[2], true
	}
	return in
}

// Deepen makes the longer look at the position studied with which a
// doubtful gap is looked at again (confirmed): the longer search, and
// the hint's move scored from it, so that the rating after the move has
// only the move played to score. A screen runs it once the study is made,
// while the person thinks; a rating made before it ends (its ctx done)
// makes the look itself. It returns ctx's error if ctx is done first.
func (st *Study) Deepen(ctx context.Context) error {
	st.mu.Lock()
	defer st.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return err
	}
	if st.closed || st.forced || st.second != nil || st.lim.Nodes == 0 {
		return nil
	}
	second, err := lookAgain(ctx, st.session, st.before, public(st.best.Move), st.lim)
	if err != nil {
		return err
	}
	st.second = second
	return nil
}

// Coach is Coach of the move played in the position studied, within the
// study's limits, its best move the one already searched.
func (st *Study) Coach(ctx context.Context, played Move) (Advice, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.closed {
		return Advice{}, errors.New("the study is closed")
	}
	after, err := st.before.Apply(played)
	if err != nil {
		return Advice{}, err
	}
	rating, err := st.rate(ctx, played, after)
	if err != nil {
		return Advice{}, err
	}
	return advise(ctx, st.session, st.before, after, rating, st.lim)
}

// rate rates the move played, leading to after, in the position studied.
func (st *Study) rate(ctx context.Context, played Move, after State) (Rating, error) {
	if st.forced {
		return rate(ctx, st.session, st.before, played, st.lim)
	}
	return rateAgainst(ctx, st.session, st.before, after, played, st.best, st.second, st.lim)
}

// Close gives the study's table back, once a search running in it
// (Deepen, stopped by its ctx) has ended.
func (st *Study) Close() {
	st.mu.Lock()
	defer st.mu.Unlock()
	if !st.closed {
		st.closed = true
		st.session.Close()
	}
}

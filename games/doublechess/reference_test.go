package doublechess

// A second move generator, written for the tests from the rules alone: a
// plain 14×14 array, every rule spelt out, no speed tricks. It serves to
// cross-check the engine's moves, checkmates and endings.

import (
	"fmt"
	"slices"
)

type refMan struct {
	here      bool
	col       Color
	kind      Kind
	pawnPiece bool
	returning bool
}

type refBoard struct {
	men  [14][14]refMan // [file][rank]
	turn Color
	dead [4]bool
}

type refMove struct {
	ff, fr, tf, tr int
	promo          Kind
	pass           bool
}

func (m refMove) String() string {
	if m.pass {
		return "pass"
	}
	s := fmt.Sprintf("%c%d-%c%d", 'a'+m.ff, m.fr+1, 'a'+m.tf, m.tr+1)
	if m.promo != NoKind {
		s += "=" + m.promo.Letter()
	}
	return s
}

// refFrom copies a State into the reference board.
func refFrom(s State) refBoard {
	var b refBoard
	for f := range 14 {
		for r := range 14 {
			if p, ok := s.Piece(NewSquare(f, r)); ok {
				b.men[f][r] = refMan{true, p.Color, p.Kind, p.PawnPiece, p.Returning}
			}
		}
	}
	b.turn = s.Turn()
	for _, c := range Colors {
		b.dead[c] = s.Checkmated(c)
	}
	return b
}

func refOn(f, r int) bool {
	if f < 0 || f > 13 || r < 0 || r > 13 {
		return false
	}
	return !((f < 3 || f > 10) && (r < 3 || r > 10))
}

func refPartners(a, b Color) bool { return a%2 == b%2 }

// refMeets reports whether pawns of colours a and b, returning or not,
// go opposite ways, so that they meet head-on.
func refMeets(a Color, aret bool, b Color, bret bool) bool {
	af, ar := refForward(a, aret)
	bf, br := refForward(b, bret)
	return af == -bf && ar == -br
}

// refForward returns the step of a pawn of colour c: Black up, Green right,
// White down, Red left, reversed when returning.
func refForward(c Color, ret bool) (df, dr int) {
	switch c {
	case Black:
		df, dr = 0, 1
	case Green:
		df, dr = 1, 0
	case White:
		df, dr = 0, -1
	default:
		df, dr = -1, 0
	}
	if ret {
		df, dr = -df, -dr
	}
	return
}

func refAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// refReaches reports whether the man at (f, r) attacks (tf, tr), kings
// left out.
func (b *refBoard) refReaches(f, r, tf, tr int) bool {
	m := b.men[f][r]
	df, dr := tf-f, tr-r
	switch m.kind {
	case Pawn:
		ff, fr := refForward(m.col, m.returning)
		if ff == 0 {
			return dr == fr && refAbs(df) == 1
		}
		return df == ff && refAbs(dr) == 1
	case Knight:
		return refAbs(df)*refAbs(dr) == 2
	case Bishop, Rook, Queen:
		straight := df == 0 || dr == 0
		diagonal := refAbs(df) == refAbs(dr)
		if (df == 0 && dr == 0) || (m.kind == Bishop && !diagonal) || (m.kind == Rook && !straight) || (!straight && !diagonal) {
			return false
		}
		sf, sr := cmpInt(df), cmpInt(dr)
		for x, y := f+sf, r+sr; x != tf || y != tr; x, y = x+sf, y+sr {
			if !refOn(x, y) || b.men[x][y].here {
				return false
			}
		}
		return true
	}
	return false
}

func cmpInt(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// refAttackers lists the live men of c's adversaries that attack (tf, tr).
func (b *refBoard) refAttackers(c Color, tf, tr int) []string {
	var out []string
	for f := range 14 {
		for r := range 14 {
			m := b.men[f][r]
			if m.here && !refPartners(m.col, c) && !b.dead[m.col] && b.refReaches(f, r, tf, tr) {
				out = append(out, fmt.Sprintf("%d,%d", f, r))
			}
		}
	}
	return out
}

func (b *refBoard) refKing(c Color) (int, int) {
	for f := range 14 {
		for r := range 14 {
			if m := b.men[f][r]; m.here && m.col == c && m.kind == King {
				return f, r
			}
		}
	}
	panic("no king")
}

func (b *refBoard) refInCheck(c Color) bool {
	f, r := b.refKing(c)
	return len(b.refAttackers(c, f, r)) > 0
}

// refMayTake reports whether man a may take man t.
func (b *refBoard) refMayTake(a, t refMan) bool {
	if refPartners(a.col, t.col) || t.kind == King || b.dead[t.col] {
		return false
	}
	if t.pawnPiece {
		return a.kind == t.kind || a.kind == Queen || a.kind == King
	}
	return true
}

// refPseudo lists the moves of c's men by their own rules.
func (b *refBoard) refPseudo(c Color) []refMove {
	var out []refMove
	add := func(f, r, tf, tr int, pawn bool) {
		back := false
		if pawn {
			if c == Black || c == White {
				back = tf == 0 || tf == 13
			} else {
				back = tr == 0 || tr == 13
			}
		}
		if !back {
			out = append(out, refMove{ff: f, fr: r, tf: tf, tr: tr})
			return
		}
		for _, k := range []Kind{Queen, Rook, Bishop, Knight} {
			out = append(out, refMove{ff: f, fr: r, tf: tf, tr: tr, promo: k})
		}
	}
	for f := range 14 {
		for r := range 14 {
			m := b.men[f][r]
			if !m.here || m.col != c {
				continue
			}
			for tf := range 14 {
				for tr := range 14 {
					if !refOn(tf, tr) || (tf == f && tr == r) {
						continue
					}
					t := b.men[tf][tr]
					if t.here && !b.refMayTake(m, t) {
						continue
					}
					df, dr := tf-f, tr-r
					switch m.kind {
					case Pawn:
						ff, fr := refForward(c, m.returning)
						step := df == ff && dr == fr
						leap := df == 2*ff && dr == 2*fr
						diag := false
						if ff == 0 {
							diag = dr == fr && refAbs(df) == 1
						} else {
							diag = df == ff && refAbs(dr) == 1
						}
						var mid refMan
						if refOn(f+ff, r+fr) {
							mid = b.men[f+ff][r+fr]
						}
						switch {
						case step && !t.here:
							add(f, r, tf, tr, true)
						case leap && !t.here && mid.here && mid.kind == Pawn && refPartners(mid.col, c) && refMeets(c, m.returning, mid.col, mid.returning):
							add(f, r, tf, tr, true)
						case diag && t.here:
							add(f, r, tf, tr, true)
						}
					case King:
						if refAbs(df) > 1 || refAbs(dr) > 1 {
							continue
						}
						near := false
						for _, a := range Colors {
							if refPartners(a, c) {
								continue
							}
							kf, kr := b.refKing(a)
							near = near || (refAbs(kf-tf) <= 1 && refAbs(kr-tr) <= 1)
						}
						if !near {
							add(f, r, tf, tr, false)
						}
					default:
						if b.refReaches(f, r, tf, tr) {
							add(f, r, tf, tr, false)
						}
					}
				}
			}
		}
	}
	return out
}

// refPlay makes a move on a copy of the board.
func (b refBoard) refPlay(m refMove) refBoard {
	if m.pass {
		b.turn = (b.turn + 1) % 4
		return b
	}
	man := b.men[m.ff][m.fr]
	b.turn = (man.col + 1) % 4
	b.men[m.ff][m.fr] = refMan{}
	if man.kind == Pawn {
		switch {
		case m.promo != NoKind:
			man = refMan{here: true, col: man.col, kind: m.promo, pawnPiece: true}
		case man.col == Black && m.tr == 13, man.col == White && m.tr == 0,
			man.col == Green && m.tf == 13, man.col == Red && m.tf == 0:
			man.returning = true
		}
	}
	b.men[m.tf][m.tr] = man
	return b
}

// refLegal reports whether c's pseudo-legal move leaves his king
// unattacked and gives his partner's king no attacker it did not have,
// with the armies alive before the move; and, if it releases a checkmated
// adversary (judged on the position after it, level moves deep, up to
// three), whether it takes nothing and the same holds with the released
// army alive.
func (b *refBoard) refLegal(c Color, m refMove, level int) bool {
	after := b.refPlay(m)
	if after.refInCheck(c) || !b.refNoNewAttacker(&after, c) {
		return false
	}
	adversaryDead := false
	for _, a := range Colors {
		adversaryDead = adversaryDead || (!refPartners(a, c) && b.dead[a])
	}
	if level >= 3 || !adversaryDead {
		return true
	}
	after.refJudge(c, level)
	released := false
	for _, a := range Colors {
		released = released || (!refPartners(a, c) && b.dead[a] && !after.dead[a])
	}
	capture := b.men[m.tf][m.tr].here
	return !released || (!capture && !after.refInCheck(c) && b.refNoNewAttacker(&after, c))
}

// refNoNewAttacker reports whether c's partner's king is attacked in
// after by no man that did not attack it in b.
func (b *refBoard) refNoNewAttacker(after *refBoard, c Color) bool {
	pf, pr := b.refKing((c + 2) % 4)
	before := b.refAttackers((c+2)%4, pf, pr)
	for _, a := range after.refAttackers((c+2)%4, pf, pr) {
		if !slices.Contains(before, a) {
			return false
		}
	}
	return true
}

func (b *refBoard) refHasMove(c Color, level int) bool {
	for _, m := range b.refPseudo(c) {
		if b.refLegal(c, m, level) {
			return true
		}
	}
	return false
}

// refJudge decides the checkmates after mover's move, by the procedure the
// rules document gives, level hypothetical moves deep (0 for the game).
func (b *refBoard) refJudge(mover Color, level int) (releasedStalemate bool) {
	before := b.dead
	order := []Color{(mover + 1) % 4, (mover + 3) % 4, (mover + 2) % 4, mover}
	for range 4 {
		changed := false
		for _, c := range order {
			mated := b.refInCheck(c) && !b.refHasMove(c, level+1)
			if mated != b.dead[c] {
				b.dead[c] = mated
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	if level > 0 {
		return false
	}
	for _, c := range Colors {
		if !refPartners(c, mover) && before[c] && !b.dead[c] && !b.refHasMove(c, 1) {
			releasedStalemate = true
		}
	}
	return releasedStalemate
}

// refLegalMoves lists the legal moves of the player to move, as strings.
func (b *refBoard) refLegalMoves() []string {
	if b.dead[b.turn] {
		return []string{"pass"}
	}
	var out []string
	for _, m := range b.refPseudo(b.turn) {
		if b.refLegal(b.turn, m, 0) {
			out = append(out, m.String())
		}
	}
	if len(out) == 0 {
		return []string{"pass"}
	}
	slices.Sort(out)
	return out
}

// engineMoves lists the engine's legal moves of s as the reference writes
// them.
func engineMoves(s State) []string {
	var out []string
	for _, m := range Legal(s) {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

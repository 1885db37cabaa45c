package circularchess

import (
	"fmt"
	"slices"
)

// This file holds a second move generator, written for the tests only and
// as plainly as the rules read: a 4×16 array of pieces, moves found by
// walking ring and cell numbers step by step, and a move legal when no
// reply of the opponent lands on the mover's king. It shares nothing with
// the engine but the public types, and is slow.

// refMan is a piece on the reference board, with its direction if a pawn.
type refMan struct {
	color Color
	kind  Kind
	up    bool // a pawn heading toward higher numbers
}

// refBoard is the reference position.
type refBoard struct {
	rules  Rules
	man    [4][16]refMan // [ring][number-1]; kind NoKind when empty
	side   Color
	epRing int // the en passant cell, or epRing -1
	epNum  int
}

// refOf copies a State through its public methods.
func refOf(s State) refBoard {
	b := refBoard{rules: s.Rules(), side: s.Turn(), epRing: -1}
	for r := range 4 {
		for n := range 16 {
			c, _ := CellAt(byte('a'+r), n+1)
			if pc, ok := s.Piece(c); ok {
				b.man[r][n] = refMan{pc.Color, pc.Kind, s.Ascending(c)}
			}
		}
	}
	if ep := s.EnPassant(); ep != NoCell {
		b.epRing, b.epNum = int(ep.Ring()-'a'), ep.Number()-1
	}
	return b
}

// wrap brings a cell number (zero-based) back onto the ring.
func wrap(n int) int { return ((n % 16) + 16) % 16 }

// refMove is a move on the reference board, zero-based.
type refMove struct {
	fr, fn, tr, tn int
	promo          Kind
}

func (m refMove) public() Move {
	from, _ := CellAt(byte('a'+m.fr), m.fn+1)
	to, _ := CellAt(byte('a'+m.tr), m.tn+1)
	return Move{From: from, To: to, Promotion: m.promo}
}

// pseudo returns the moves of side c, ignoring its king's safety.
func (b *refBoard) pseudo(c Color) []refMove {
	var out []refMove
	for r := range 4 {
		for n := range 16 {
			if m := b.man[r][n]; m.kind != NoKind && m.color == c {
				out = append(out, b.manMoves(r, n)...)
			}
		}
	}
	return out
}

// manMoves returns the moves of the man on ring r, cell n.
func (b *refBoard) manMoves(r, n int) []refMove {
	me := b.man[r][n]
	var out []refMove
	seen := map[[2]int]bool{}
	// try adds the move to ring tr, cell tn if it is on the board and not
	// onto a man of one's own; it reports whether the cell was empty.
	try := func(tr, tn int) bool {
		if tr < 0 || tr > 3 {
			return false
		}
		tn = wrap(tn)
		t := b.man[tr][tn]
		if t.kind != NoKind && t.color == me.color {
			return false
		}
		if !seen[[2]int{tr, tn}] && (tr != r || tn != n) {
			seen[[2]int{tr, tn}] = true
			out = append(out, refMove{r, n, tr, tn, NoKind})
		}
		return t.kind == NoKind
	}
	slide := func(dr, dn, most int) {
		for k := 1; k <= most; k++ {
			if !try(r+k*dr, n+k*dn) {
				return
			}
		}
	}
	rookLike := func() {
		slide(0, 1, 15)
		slide(0, -1, 15)
		slide(1, 0, 3)
		slide(-1, 0, 3)
	}
	bishopLike := func() {
		for _, dr := range []int{1, -1} {
			for _, dn := range []int{1, -1} {
				slide(dr, dn, 3)
			}
		}
	}
	switch me.kind {
	case Rook:
		rookLike()
	case Bishop:
		bishopLike()
	case Queen:
		rookLike()
		bishopLike()
	case Knight:
		for _, d := range [][2]int{{1, 2}, {1, -2}, {-1, 2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}} {
			try(r+d[0], n+d[1])
		}
	case King:
		for dr := -1; dr <= 1; dr++ {
			for dn := -1; dn <= 1; dn++ {
				if dr != 0 || dn != 0 {
					try(r+dr, n+dn)
				}
			}
		}
	case Counsellor:
		for _, d := range [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
			try(r+d[0], n+d[1])
		}
	case Elephant:
		for _, d := range [][2]int{{2, 2}, {2, -2}, {-2, 2}, {-2, -2}} {
			try(r+d[0], n+d[1])
		}
	case Pawn:
		out = b.pawnMoves(r, n)
	}
	return out
}

// pawnMoves returns the moves of the pawn on ring r, cell n.
func (b *refBoard) pawnMoves(r, n int) []refMove {
	me := b.man[r][n]
	dir := -1
	if me.up {
		dir = 1
	}
	modern := b.rules.Variant == Modern
	// promotes reports whether a pawn arriving on cell number tn (zero-
	// based) reaches the enemy's home line.
	promotes := func(tn int) bool {
		if !modern {
			return false
		}
		if me.color == White {
			return tn == 7 || tn == 8
		}
		return tn == 0 || tn == 15
	}
	var out []refMove
	add := func(tr, tn int) {
		if promotes(tn) {
			for _, k := range []Kind{Queen, Rook, Bishop, Knight} {
				out = append(out, refMove{r, n, tr, tn, k})
			}
			return
		}
		out = append(out, refMove{r, n, tr, tn, NoKind})
	}
	one := wrap(n + dir)
	if b.man[r][one].kind == NoKind {
		add(r, one)
		first := (me.color == White && (n == 1 || n == 14)) || (me.color == Black && (n == 6 || n == 9))
		two := wrap(n + 2*dir)
		if modern && first && b.man[r][two].kind == NoKind {
			add(r, two)
		}
	}
	for _, tr := range []int{r - 1, r + 1} {
		if tr < 0 || tr > 3 {
			continue
		}
		t := b.man[tr][one]
		if t.kind != NoKind && t.color != me.color {
			add(tr, one)
		}
		if tr == b.epRing && one == b.epNum {
			add(tr, one)
		}
	}
	return out
}

// play returns the board after move m of the side to move.
func (b refBoard) play(m refMove) refBoard {
	me := b.man[m.fr][m.fn]
	epRing, epNum := b.epRing, b.epNum
	b.epRing = -1
	b.man[m.fr][m.fn] = refMan{}
	b.man[m.tr][m.tn] = me
	if me.kind == Pawn {
		dir := -1
		if me.up {
			dir = 1
		}
		if m.tr == epRing && m.tn == epNum {
			b.man[epRing][wrap(epNum-dir)] = refMan{}
		}
		if m.promo != NoKind {
			b.man[m.tr][m.tn] = refMan{color: me.color, kind: m.promo}
		}
		if m.tr == m.fr && m.tn == wrap(m.fn+2*dir) && b.rules.EnPassant {
			// Keep the passed cell if an enemy pawn could take on it and
			// so take this pawn.
			pr, pn := m.fr, wrap(m.fn+dir)
			for r := range 4 {
				for n := range 16 {
					e := b.man[r][n]
					if e.kind != Pawn || e.color == me.color {
						continue
					}
					edir := -1
					if e.up {
						edir = 1
					}
					if (r == pr-1 || r == pr+1) && wrap(n+edir) == pn && wrap(pn-edir) == m.tn {
						b.epRing, b.epNum = pr, pn
					}
				}
			}
		}
		if b.rules.Variant == Byzantine {
			ahead := b.man[m.tr][wrap(m.tn+dir)]
			if ahead.kind == Pawn && ahead.color == me.color && ahead.up != me.up {
				b.man[m.tr][wrap(m.tn+dir)] = refMan{}
				b.man[m.tr][m.tn] = refMan{}
			}
		}
	}
	b.side = b.side.Opponent()
	return b
}

// kingTaken reports whether side c could take the other side's king.
func (b *refBoard) kingTaken(c Color) bool {
	for _, m := range b.pseudo(c) {
		if t := b.man[m.tr][m.tn]; t.kind == King && t.color != c {
			return true
		}
	}
	return false
}

// legal returns the legal moves of the side to move, sorted.
func (b *refBoard) legal() []Move {
	var out []Move
	for _, m := range b.pseudo(b.side) {
		next := b.play(m)
		if !next.kingTaken(next.side) {
			out = append(out, m.public())
		}
	}
	slices.SortFunc(out, compareMoves)
	return out
}

// perft counts move paths as Perft does.
func (b *refBoard) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range b.pseudo(b.side) {
		next := b.play(m)
		if !next.kingTaken(next.side) {
			n += next.perft(depth - 1)
		}
	}
	return n
}

// diffMoves describes how two move lists differ, or returns "".
func diffMoves(got, want []Move) string {
	var extra, missing []Move
	for _, m := range got {
		if !slices.Contains(want, m) {
			extra = append(extra, m)
		}
	}
	for _, m := range want {
		if !slices.Contains(got, m) {
			missing = append(missing, m)
		}
	}
	if len(extra) == 0 && len(missing) == 0 && len(got) == len(want) {
		return ""
	}
	return fmt.Sprintf("extra %v, missing %v (got %d, want %d)", extra, missing, len(got), len(want))
}

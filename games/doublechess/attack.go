package doublechess

// Steps on the padded board.
var (
	knightSteps = [8]int{2*upRow + 1, 2*upRow - 1, -2*upRow + 1, -2*upRow - 1, upRow + 2, upRow - 2, -upRow + 2, -upRow - 2}
	kingSteps   = [8]int{1, -1, upRow, -upRow, upRow + 1, upRow - 1, -upRow + 1, -upRow - 1}
	rookDirs    = [4]int{1, -1, upRow, -upRow}
	bishopDirs  = [4]int{upRow + 1, upRow - 1, -upRow + 1, -upRow - 1}
)

// attacked reports whether cell c is attacked by a man of side s whose
// army is alive (not in dead). Kings are left out: they never stand next
// to an adversary's king (rule 10), which is checked on its own.
func (p *position) attacked(c int, s Side, dead uint8) bool {
	for _, col := range s.Players() {
		if dead&(1<<col) != 0 {
			continue
		}
		fwd, side := pawnAhead[col], pawnSide[col]
		pawn := pieceCode(col, Pawn)
		if p.board[c-fwd-side] == pawn || p.board[c-fwd+side] == pawn ||
			p.board[c+fwd-side] == pawn|returning || p.board[c+fwd+side] == pawn|returning {
			return true
		}
	}
	live := func(b code) bool {
		return (colorOf(b)^Color(s))&1 == 0 && dead&(1<<colorOf(b)) == 0
	}
	for _, st := range knightSteps {
		if b := p.board[c+st]; kindOf(b) == Knight && live(b) {
			return true
		}
	}
	for _, d := range rookDirs {
		x := c + d
		for p.board[x] == empty {
			x += d
		}
		if b := p.board[x]; (kindOf(b) == Rook || kindOf(b) == Queen) && live(b) {
			return true
		}
	}
	for _, d := range bishopDirs {
		x := c + d
		for p.board[x] == empty {
			x += d
		}
		if b := p.board[x]; (kindOf(b) == Bishop || kindOf(b) == Queen) && live(b) {
			return true
		}
	}
	return false
}

// attackers appends to buf the cells of the live men of side s, kings
// left out, that attack cell c, as attacked finds them.
func (p *position) attackers(c int, s Side, dead uint8, buf []int) []int {
	ok := func(b code) bool {
		return isMan(b) && Side(colorOf(b)&1) == s && dead&(1<<colorOf(b)) == 0
	}
	for _, col := range s.Players() {
		if dead&(1<<col) != 0 {
			continue
		}
		fwd, side := pawnAhead[col], pawnSide[col]
		for _, ret := range [2]code{0, returning} {
			d := fwd
			if ret != 0 {
				d = -fwd
			}
			want := pieceCode(col, Pawn) | ret
			for _, x := range [2]int{c - d - side, c - d + side} {
				if p.board[x] == want {
					buf = append(buf, x)
				}
			}
		}
	}
	for _, st := range knightSteps {
		if b := p.board[c+st]; kindOf(b) == Knight && ok(b) {
			buf = append(buf, c+st)
		}
	}
	for _, d := range rookDirs {
		x := c + d
		for p.board[x] == empty {
			x += d
		}
		if b := p.board[x]; (kindOf(b) == Rook || kindOf(b) == Queen) && ok(b) {
			buf = append(buf, x)
		}
	}
	for _, d := range bishopDirs {
		x := c + d
		for p.board[x] == empty {
			x += d
		}
		if b := p.board[x]; (kindOf(b) == Bishop || kindOf(b) == Queen) && ok(b) {
			buf = append(buf, x)
		}
	}
	return buf
}

// inCheck reports whether player col's king is attacked by a live man of
// an adversary.
func (p *position) inCheck(col Color) bool {
	return p.attacked(int(p.kings[col]), col.Side().Other(), p.dead)
}

// nearAdversaryKing reports whether cell c adjoins the king of an
// adversary of col, dead or alive (rule 10).
func (p *position) nearAdversaryKing(c int, col Color) bool {
	for _, a := range col.Side().Other().Players() {
		k := int(p.kings[a])
		if k < 0 {
			continue
		}
		df, dr := int(fileOf[c])-int(fileOf[k]), int(rankOf[c])-int(rankOf[k])
		if df >= -1 && df <= 1 && dr >= -1 && dr <= 1 {
			return true
		}
	}
	return false
}

// lineStep returns the step that leads from cell a toward cell b along a
// rank, file or diagonal, or 0 if they are not on one line (or are the
// same cell).
func lineStep(a, b int) int {
	df, dr := int(fileOf[b])-int(fileOf[a]), int(rankOf[b])-int(rankOf[a])
	sf, sr := sign(df), sign(dr)
	switch {
	case df == 0 && dr == 0:
		return 0
	case df == 0 || dr == 0 || df == dr || df == -dr:
		return sf + sr*upRow
	}
	return 0
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// sliderAlong reports whether the man b slides along the step d.
func sliderAlong(b code, d int) bool {
	k := kindOf(b)
	if k == Queen {
		return true
	}
	diagonal := d != 1 && d != -1 && d != upRow && d != -upRow
	return (k == Bishop && diagonal) || (k == Rook && !diagonal)
}

// discovers reports whether, in p (after a move from cell from), the king
// on cell k is attacked through from by a live slider of side s: the
// square the move left opened a line.
func (p *position) discovers(k, from int, s Side, dead uint8) bool {
	d := lineStep(k, from)
	if d == 0 {
		return false
	}
	x := k + d
	for p.board[x] == empty {
		x += d
	}
	if b := p.board[x]; b == wall || Side(colorOf(b)&1) != s || dead&(1<<colorOf(b)) != 0 || !sliderAlong(b, d) {
		return false
	}
	// The line is new only if it passes through from.
	return distance(k, from) < distance(k, x)
}

// distance is the number of king steps between two cells.
func distance(a, b int) int {
	df, dr := int(fileOf[a])-int(fileOf[b]), int(rankOf[a])-int(rankOf[b])
	return max(df, -df, dr, -dr)
}

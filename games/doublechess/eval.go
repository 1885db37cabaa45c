package doublechess

import "math/bits"

// Values of the men in hundredths of a single-chess pawn. The seed rates
// the castles and the queen above their single-chess worth ("to capture
// her the sacrifice of a castle and bishop is ... not too great") and the
// knights below, their value "greatly reduced" towards the end; pawns that
// move one square and seldom become pieces count for little.
var (
	manValue = [7]int{Pawn: 70, Knight: 260, Bishop: 340, Rook: 620, Queen: 1150}
	// knightEarly is the knight's extra worth with every man on the board,
	// fading as men are taken: "their greatest value is at the beginning".
	knightEarly = 60
)

const (
	// matedPenalty is what a checkmated partner costs his side: the
	// adversaries then have "two moves to his one", and "the one who
	// refuses to sacrifice in order to save his partner from checkmate
	// brings speedy defeat on each". It is worth more than a queen, so a
	// rook is given up to save the partner rather than taken while he is
	// mated.
	matedPenalty = 1500
	// deadShare is the part (in eighths) of a dead army's men still
	// counted: they may come back to life.
	deadShare = 2
	// pawnPieceBonus rewards a pawn-piece, hard to take (rule 8).
	pawnPieceBonus = 40
	// aimBonus rewards a piece of a side on the half of the board of the
	// adversary its attack is aimed at (lead.go): the leader attacks his
	// right-hand adversary and his partner seconds him there.
	aimBonus = 18
)

// centre[c] is how near cell c is to the middle of the board: 0 on the
// edge of the 14×14 grid, up to 6 in the middle.
var centre = func() (out [ncells]int8) {
	for c := range out {
		if squareOf[c] == NoSquare {
			continue
		}
		f, r := int(fileOf[c]), int(rankOf[c])
		out[c] = int8(min(f, 13-f, r, 13-r))
	}
	return out
}()

// evaluate scores p for the side to move, in hundredths of a pawn: the
// men (a dead army's at a fraction, less the cost of the mate), where
// they stand, and the danger to each live king from adversaries' men near
// it against the cover of friendly men beside it.
func evaluate(p *position) int {
	var score [2]int
	var danger [4]int // to each king, from live adversaries' men near it
	var force [2]int  // each side's live pieces, pawns and kings aside
	early := int(p.pieces) + int(p.pawns)
	for _, col := range Colors {
		v := 0
		alive := !p.isDead(col)
		adv := col.Side().Other().Players()
		k0, k1 := int(p.kings[adv[0]]), int(p.kings[adv[1]])
		var aimed *[ncells]bool // the half of the adversary aimed at
		if a := p.aimOf(col.Side()); a != noAim {
			aimed = &halves[a]
		}
		for i, w := range p.men[col] {
			for w != 0 {
				c := i<<6 | bits.TrailingZeros64(w)
				w &= w - 1
				b := p.board[c]
				k := kindOf(b)
				v += manValue[k]
				switch k {
				case Pawn:
					v += pawnAdvance(col, c)
				case Knight:
					v += knightEarly*early/60 + 8*int(centre[c])
				case Bishop:
					v += 4 * int(centre[c])
				case Queen:
					v += 3 * int(centre[c])
				case Rook:
					v += 2 * int(centre[c])
				case King:
					continue
				}
				if b&pawnPiece != 0 {
					v += pawnPieceBonus
				}
				if aimed != nil && aimed[c] {
					v += aimBonus
				}
				if alive {
					if k != Pawn {
						force[col&1] += manValue[k]
					}
					wt := dangerWeight[k]
					if d := distance(c, k0); d <= 3 {
						danger[adv[0]] += wt * (4 - d)
					}
					if d := distance(c, k1); d <= 3 {
						danger[adv[1]] += wt * (4 - d)
					}
				}
			}
		}
		if alive {
			score[col&1] += v
		} else {
			score[col&1] += v*deadShare/8 - matedPenalty
		}
	}
	for _, col := range Colors {
		if !p.isDead(col) {
			score[col&1] -= kingDanger(p, col, danger[col])
		}
	}
	if p.pieces <= preyPieces {
		if pt := p.turn.Partner(); !p.isDead(pt) && !p.isDead(p.turn.Next()) {
			score[p.turn&1] -= prey(p, pt, p.turn.Next())
		}
	}
	for _, side := range [2]Side{BlackWhite, GreenRed} {
		if weak := force[side^1]; weak <= manValue[Rook] && force[side] >= weak+manValue[Rook] {
			score[side] += mopUp(p, side)
		}
	}
	return thinOut(p, score[p.turn&1]-score[p.turn&1^1])
}

// thinOut scales an advantage down as the pieces thin out: with few
// pieces a double checkmate is hard to force, and with one piece and no
// pawns the game is drawn (rule 19). So the side ahead keeps its pieces
// and the side behind seeks to trade them, instead of both trading down
// to a draw.
func thinOut(p *position, score int) int {
	if n := int(p.pieces); n < thinPieces {
		return score * (n + thinPieces) / (2 * thinPieces)
	}
	return score
}

// thinPieces is the number of pieces below which an advantage counts for
// less.
const thinPieces = 6

// mopUp rewards the stronger side in an ending for hemming in the live
// adversaries' kings: few squares to flee to, near the edge, its own kings
// close by. A double checkmate needs both kings caught with few men; the
// king nearer his mate counts double, so that the attack goes to one king
// and mates the weaker partner first.
func mopUp(p *position, side Side) int {
	bonus, best := 0, 0
	for _, a := range side.Other().Players() {
		if p.isDead(a) {
			continue
		}
		b := hemmedIn(p, side, a)
		bonus, best = bonus+b, max(best, b)
	}
	return bonus + best
}

// hemmedIn scores how closely side's men hold player a's king: few
// squares to flee to, near the edge, side's kings close by.
func hemmedIn(p *position, side Side, a Color) int {
	own := side.Players()
	k := int(p.kings[a])
	escapes := 0
	for _, st := range kingSteps {
		t := k + st
		b := p.board[t]
		if b == wall || (isMan(b) && (colorOf(b)^a)&1 == 0) {
			continue
		}
		if !p.nearAdversaryKing(t, a) && !p.attacked(t, side, p.dead) {
			escapes++
		}
	}
	if escapes == 0 && p.isDead(a.Partner()) && !p.inCheck(a) && !p.hasLegalMove(a) {
		// Hemmed in without check, with his partner mated: a stalemate
		// and a draw at his turn ("except his adversaries should stalemate
		// him, when it is drawn"), worth nothing to the side that gives it.
		return -30 * 8
	}
	near := min(distance(int(p.kings[own[0]]), k), distance(int(p.kings[own[1]]), k))
	return 30*(8-escapes) + 12*(6-int(centre[k])) + 4*(13-near)
}

// pawnAdvance rewards a pawn for going forward, a little.
func pawnAdvance(col Color, c int) int {
	var n int
	switch col {
	case Black:
		n = int(rankOf[c]) - 1
	case White:
		n = 12 - int(rankOf[c])
	case Green:
		n = int(fileOf[c]) - 1
	default:
		n = 12 - int(fileOf[c])
	}
	return 3 * max(0, min(n, 8))
}

// dangerWeight is how much an adversary's man near a king threatens it.
var dangerWeight = [7]int{Pawn: 1, Knight: 3, Bishop: 2, Rook: 3, Queen: 6}

// kingDanger turns the danger to player col's king into a penalty, less
// the cover of his own and his partner's men beside him.
func kingDanger(p *position, col Color, danger int) int {
	k := int(p.kings[col])
	cover := 0
	for _, st := range kingSteps {
		if b := p.board[k+st]; isMan(b) && (colorOf(b)^col)&1 == 0 {
			cover++
		}
	}
	return danger*danger/4 - 6*min(cover, 4)
}

// preyPieces is the number of pieces at and below which evaluate counts
// the men left to be taken (see prey).
const preyPieces = 10

// prey is what player col, the partner of the player to move, stands to
// lose to the next player, taker, his adversary, who moves before col
// can: half the worth of each of col's pieces that one of taker's men may
// take and that is not guarded, or that a pawn of taker's may take, less
// the pawn. The player to move may move his own men out of harm, and his
// captures are searched, but not his partner's men. A search a
// quarter-move deep sees the next adversary's captures but not the
// other's; without this the side ahead in an ending walked its pieces up
// to the kings and pawns it was hemming in and lost them there, and the
// game to rule 19.
func prey(p *position, col, taker Color) int {
	own := col.Side()
	lost := 0
	var buf [8]int
	ka := int(p.kings[taker])
	p.men[col].each(func(x int) {
		b := p.board[x]
		k := kindOf(b)
		if k == Pawn || k == King {
			return
		}
		worst := 0 // the least worth of a man of taker's that may take it, plus one
		for _, a := range p.attackers(x, taker.Side(), p.dead, buf[:0]) {
			if t := p.board[a]; colorOf(t) == taker && p.canTake(t, b) {
				if w := manValue[kindOf(t)] + 1; worst == 0 || w < worst {
					worst = w
				}
			}
		}
		if ka >= 0 && distance(ka, x) == 1 && !p.nearAdversaryKing(x, taker) {
			worst = 1 // his king, worth nothing
		}
		switch {
		case worst == 0:
		case worst == manValue[Pawn]+1 && manValue[k] > manValue[Pawn]:
			lost += (manValue[k] - manValue[Pawn]) / 2
		case !p.attacked(x, own, p.dead) && !p.nearAdversaryKing(x, taker):
			lost += manValue[k] / 2
		}
	})
	return lost
}

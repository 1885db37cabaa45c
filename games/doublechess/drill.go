package doublechess

import (
	"context"
	"fmt"
	"strings"
)

// Goal is what a partnership drill asks of the player to move.
type Goal uint8

// The drills' goals, each verified by the engine (Drill.Check).
const (
	// Release: free the checkmated partner with one move.
	Release Goal = iota + 1
	// OpenMate: open the checkmated adversary's mate, without taking, so
	// that the partner can take one of his men ("It is lawful to open
	// adversary's checkmate for the purpose of capturing any of his
	// pieces").
	OpenMate
	// CloseMate: checkmate again the adversary whose mate is open ("he may
	// close the checkmate again at his discretion").
	CloseMate
	// DoubleGuard: guard the square Drill.Square with two men or more.
	DoubleGuard
	// DoubleMate: the partners' two moves to the adversary's one after a
	// mate: win the game by double checkmate.
	DoubleMate
	// BookMove: play the move of the book's Examples in Opening
	// (Drill.Square holds it).
	BookMove
)

// Drill is a partnership drill: a position, the player to move, and a
// goal the engine verifies.
type Drill struct {
	Name string
	Task string // the goal, as the player reads it
	Note string // the book's words behind it
	Goal Goal
	// Turn and Men are the position (see menState); Opening, if not empty,
	// is a game from the start instead, its moves in long algebraic
	// notation, the player to move after them.
	Turn    Color
	Men     string
	Opening []string
	// Square is the square to guard (DoubleGuard) or the book's move
	// (BookMove).
	Square string
	// Solution is a known solution: the player's move, or a line of
	// quarter-moves from the position.
	Solution []string
}

// Start returns the drill's position.
func (d Drill) Start() (State, error) {
	if len(d.Opening) == 0 {
		return menState(d.Turn, d.Men)
	}
	s, err := NewGame(Rules{})
	if err != nil {
		return State{}, err
	}
	for _, text := range d.Opening {
		m, err := ParseMove(s, text)
		if err != nil {
			return State{}, err
		}
		if s, err = s.Apply(m); err != nil {
			return State{}, err
		}
	}
	return s, nil
}

// Check reports whether the quarter-moves played from the drill's
// position s (as Start gave it) reach its goal, and says why in words.
// All but DoubleMate are judged on the player's first move.
func (d Drill) Check(s State, moves []Move) (solved bool, why string) {
	if len(moves) == 0 {
		return false, "no move is played yet"
	}
	player := s.Turn()
	partner := player.Partner()
	after, err := s.Apply(moves[0])
	if err != nil {
		return false, err.Error()
	}
	text := s.MoveText(moves[0])
	switch d.Goal {
	case Release:
		if after.Checkmated(partner) {
			return false, fmt.Sprintf("%s leaves %v checkmated", text, partner)
		}
		return true, fmt.Sprintf("%s releases %v from checkmate", text, partner)
	case OpenMate:
		for _, a := range [2]Color{player.Next(), partner.Next()} {
			if !s.Checkmated(a) {
				continue
			}
			if after.Checkmated(a) {
				return false, fmt.Sprintf("%s leaves %v's mate closed", text, a)
			}
			if take, ok := partnerTakes(after, a); ok {
				return true, fmt.Sprintf("%s opens %v's mate: %v can take with %s", text, a, partner, take)
			}
			return false, fmt.Sprintf("%s opens %v's mate, but %v can take nothing of his", text, a, partner)
		}
		return false, "no adversary is checkmated"
	case CloseMate:
		for _, a := range [2]Color{player.Next(), partner.Next()} {
			if !s.Checkmated(a) && after.Checkmated(a) {
				return true, fmt.Sprintf("%s checkmates %v again", text, a)
			}
		}
		return false, fmt.Sprintf("%s checkmates no adversary", text)
	case DoubleGuard:
		q, err := ParseSquare(d.Square)
		if err != nil {
			return false, err.Error()
		}
		n := guards(after, q, player.Side())
		if n < 2 {
			return false, fmt.Sprintf("after %s, %v is guarded %s", text, q, times(n))
		}
		return true, fmt.Sprintf("after %s, %v is guarded %s", text, q, times(n))
	case DoubleMate:
		for i, m := range moves[1:] {
			if Outcome(after).Status != Ongoing {
				break
			}
			if after, err = after.Apply(m); err != nil {
				return false, fmt.Sprintf("quarter-move %d: %v", i+2, err)
			}
		}
		if v := Outcome(after); v.Status == Win && v.Winner == player.Side() {
			return true, fmt.Sprintf("%s: %s", text, v.Reason)
		}
		return false, fmt.Sprintf("%s does not win by double checkmate", text)
	case BookMove:
		if book, err := ParseMove(s, d.Square); err == nil && book == moves[0] {
			return true, fmt.Sprintf("%s is the book's move", text)
		}
		return false, fmt.Sprintf("the book plays %s, not %s", d.Square, text)
	}
	return false, "the drill has no goal"
}

// partnerTakes returns, in s after the player's move, a legal capture of
// a man of adversary a by the player's partner, the next adversary
// standing still.
func partnerTakes(s State, a Color) (string, bool) {
	q := s
	q.pos.play(passMove)
	for _, m := range q.pos.legalMoves(nil) {
		if t := q.pos.board[m.to()]; !m.isPass() && isMan(t) && colorOf(t) == a {
			return q.MoveText(public(m)), true
		}
	}
	return "", false
}

// guards counts the live men of side, kings aside, that guard square q
// in s.
func guards(s State, q Square, side Side) int {
	var buf [8]int
	return len(s.pos.attackers(cell(q), side, s.pos.dead, buf[:0]))
}

// times writes a count of guards in words.
func times(n int) string {
	switch n {
	case 0:
		return "not at all"
	case 1:
		return "once"
	}
	return fmt.Sprintf("%d times", n)
}

// Hint is the coach's hint for the drill in its position s: of the
// player's moves that reach the goal alone, the one the search (within
// lim) scores best; failing those, the search's best move.
func (d Drill) Hint(ctx context.Context, s State, lim Limits) (Move, error) {
	session := newCoachSession(lim)
	defer session.Close()
	best := session.Search(ctx, s, s.pos.legalMoves(nil), lim, nil)
	if err := ctx.Err(); err != nil {
		return Move{}, err
	}
	var hint Move
	found, hintScore := false, 0
	for _, m := range Legal(s) {
		if ok, _ := d.Check(s, []Move{m}); !ok {
			continue
		}
		score, _, err := scoreMove(ctx, session, s, m, best.Depth, lim)
		if err != nil {
			return Move{}, err
		}
		if !found || score > hintScore {
			hint, hintScore, found = m, score, true
		}
	}
	if !found {
		return public(best.Move), nil
	}
	return hint, nil
}

// Drills are the partnership drills of issue 42, in the book's order of
// ideas: release, open and close a mate, the double guard, two moves to
// one, and the Examples in Opening.
var Drills = []Drill{
	{Name: "Release by taking", Goal: Release, Turn: Black,
		Men:      "BKg1 BRe5 GKa7 GRe14 WKh14 WPg13 WPh13 WPi13 RKn8",
		Task:     "White is checkmated by Green's rook: release him.",
		Note:     "In nine cases out of ten the one who refuses to sacrifice in order to save his partner from checkmate brings speedy defeat on each.",
		Solution: []string{"Re5xe14"}},
	{Name: "Release by covering", Goal: Release, Turn: Black,
		Men:      "BKg1 BNi12 GKa7 GRb9 WKh14 WPg13 WPh13 WPi13 RKn8 RRk14",
		Task:     "White is checkmated by Red's rook: put a man between.",
		Note:     "Only, therefore, by making desperate sacrifices to release his partner from checkmate can the non-checkmated one hope to save the game.",
		Solution: []string{"Ni12-j14"}},
	{Name: "Open Green's mate", Goal: OpenMate, Turn: Black,
		Men:      "BKg1 BRa4 GKa7 GPb6 GPb7 GPb8 GQe10 WKh14 WBg12 RKn8 RRm5",
		Task:     "Green is checkmated and his queen dead: open the mate so that White can take her.",
		Note:     "It is lawful to open adversary's checkmate for the purpose of capturing any of his pieces, who by that means are returned to life.",
		Solution: []string{"Ra4-d4"}},
	{Name: "Open Red's mate", Goal: OpenMate, Turn: Black,
		Men:      "BKg1 BRn4 GKa7 GRb10 WKh14 WNh10 RKn8 RPm7 RPm8 RPm9 RRj9",
		Task:     "Red is checkmated and his rook dead: open the mate so that White can take it.",
		Note:     "Though the adversary may at any time open checkmate, he cannot in the same move take a piece, but his partner may do so.",
		Solution: []string{"Rn4-k4"}},
	{Name: "Close Green's mate", Goal: CloseMate, Turn: Black,
		Men:      "BKg1 BRd4 GKa7 GPb6 GPb7 GPb8 GRe11 WKh14 RKn8 RRm5",
		Task:     "Green's mate is open: close it again.",
		Note:     "He may close the checkmate again at his discretion when it comes to his turn.",
		Solution: []string{"Rd4-a4"}},
	{Name: "Close Red's mate", Goal: CloseMate, Turn: Black,
		Men:      "BKg1 BRk4 GKa7 GRb10 WKh14 RKn8 RPm7 RPm8 RPm9 RRj9",
		Task:     "Red's mate is open: close it again.",
		Note:     "Having once secured checkmate, render it permanent by pieces of lesser value.",
		Solution: []string{"Rk4-n4"}},
	{Name: "The double guard on Black's left", Goal: DoubleGuard, Turn: Black, Square: "f3",
		Men:      "BKh1 BPe2 BBh9 GKa7 GQf9 WKh14 WRd14 RKn8 RRm5",
		Task:     "Green's queen eyes f3, on your left: guard it twice.",
		Note:     "Make your attack to the right and defend on the left, taking care to guard your king against check by a double guard.",
		Solution: []string{"Bh9-j7"}},
	{Name: "The double guard on White's left", Goal: DoubleGuard, Turn: White, Square: "i12",
		Men:      "BKg1 BRd1 GKa7 GRb9 WKh14 WPh13 WNj11 RKn8 RQi5",
		Task:     "Red's queen eyes i12, on your left: guard it twice.",
		Note:     "Your left-hand defence must be of double strength, to prevent this result being obtained.",
		Solution: []string{"Nj11-k13"}},
	{Name: "Two moves to one: Black mates", Goal: DoubleMate, Turn: Black,
		Men:      "BKg1 BRa4 BRk4 GKa7 GPb6 GPb7 GPb8 WKh14 RKn8 RPm7 RPm8 RPm9",
		Task:     "Green is checkmated: mate Red and win.",
		Note:     "One partner having been checkmated, the antagonists concentrate their attack upon the remaining one, with the enormous advantage of having two moves to his one!",
		Solution: []string{"Rk4-n4"}},
	{Name: "Two moves to one: White mates", Goal: DoubleMate, Turn: White,
		Men:      "BKg1 BRa4 GKa7 GPb6 GPb7 GPb8 WKh14 WQj5 RKn8 RPm7 RPm8 RPm9",
		Task:     "Green is checkmated: mate Red and win.",
		Note:     "The game is only won by both partners being checkmated.",
		Solution: []string{"Qj5-n5"}},
	{Name: "Opening: the bishop takes Red's", Goal: BookMove, Square: "Bf1xn9",
		Opening:  []string{"g2-g3", "b7-c7", "h13-h12", "m8-l8"},
		Task:     "Second round, the book's opening: Black's move.",
		Note:     "First round—Black king's pawn to king's third; green ditto; white ditto; red ditto. Second round—Black bishop takes red bishop.",
		Solution: []string{"Bf1xn9"}},
	{Name: "Opening: White queen takes Red's", Goal: BookMove, Square: "Qg14xn7",
		Opening:  []string{"g2-g3", "b7-c7", "h13-h12", "m8-l8", "Bf1xn9", "Qa8xh1"},
		Task:     "Second round: Green has taken Black's queen. White's move.",
		Note:     "Green queen takes black queen; white queen takes red queen; red king takes white queen.",
		Solution: []string{"Qg14xn7"}},
	{Name: "Opening: Green takes the queen", Goal: BookMove, Square: "Qa8xh1",
		Opening:  []string{"g2-g3", "b7-c7", "h13-h12", "m8-l8", "Bf1xn9"},
		Task:     "Second round: Black's bishop has taken Red's. Green's move.",
		Note:     "Second round—Black bishop takes red bishop; green queen takes black queen.",
		Solution: []string{"Qa8xh1"}},
	{Name: "Opening: the bishop takes a pawn", Goal: BookMove, Square: "Bn9xm10",
		Opening:  []string{"g2-g3", "b7-c7", "h13-h12", "m8-l8", "Bf1xn9", "Qa8xh1", "Qg14xn7", "Kn8xn7", "Kg1xh1", "b8-c8", "j13-j12", "Nn10-m8"},
		Task:     "Fourth round: Black's move.",
		Note:     "Thus at the beginning of the fourth round red and green find themselves obliged to put up with the loss of a bishop and pawn, and a strong attack, to be followed up by the knights, will be directed against red.",
		Solution: []string{"Bn9xm10"}},
}

// String names the goal.
func (g Goal) String() string {
	names := [...]string{Release: "release", OpenMate: "open the mate", CloseMate: "close the mate",
		DoubleGuard: "double guard", DoubleMate: "double checkmate", BookMove: "the book's move"}
	if int(g) < len(names) && names[g] != "" {
		return names[g]
	}
	return fmt.Sprintf("Goal(%d)", uint8(g))
}

// drillMoves parses a line of quarter-moves played from s.
func drillMoves(s State, line []string) ([]Move, error) {
	var out []Move
	for _, text := range line {
		m, err := ParseMove(s, strings.TrimSpace(text))
		if err != nil {
			return nil, err
		}
		out = append(out, m)
		if s, err = s.Apply(m); err != nil {
			return nil, err
		}
	}
	return out, nil
}

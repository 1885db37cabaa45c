package doublechess

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestRule7PartnersMenGiveNoCheck(t *testing.T) {
	s := play(t, Black, "BKe5 WQe9 WBb8 WKh14 GKa7 RKn8")
	if s.InCheck(Black) {
		t.Error("White's queen checks her partner's king")
	}
	if !hasMove(s, "Ke5-e6") || !hasMove(s, "Ke5-d6") {
		t.Error("Black's king may not step onto squares his partner's men attack")
	}
}

func TestRule10AdversariesKingsNeverAdjoin(t *testing.T) {
	s := play(t, Black, "BKe6 GKc6 WKg7 RKn8")
	for _, m := range movesFrom(t, s, "e6") {
		if m[len(m)-2] == 'd' {
			t.Errorf("Black's king may stand next to Green's: %s", m)
		}
	}
	if !hasMove(s, "Ke6-f7") {
		t.Error("Black's king may not stand next to his partner's")
	}
	illegal(t, s, "Ke6-d6", "rule 10")
}

func TestRule3NoMoveLeavesOwnKingInCheck(t *testing.T) {
	s := play(t, Black, "BKh3 BBh6 GRh9 WKj14 GKa7 RKn8")
	if got := movesFrom(t, s, "h6"); len(got) != 0 {
		t.Errorf("the pinned bishop may move: %v", got)
	}
	illegal(t, s, "Bh6-g7", "leave Black's king in check", "Green's rook on h9")
}

func TestRule3NoMoveDiscoversCheckOnPartner(t *testing.T) {
	// Black's bishop on h8 shields White's king on h10 from Green's rook.
	s := play(t, Black, "BKg1 BBh8 GRh5 WKh10 GKa7 RKn8")
	if got := movesFrom(t, s, "h8"); len(got) != 0 {
		t.Errorf("the bishop may unmask White's king: %v", got)
	}
	illegal(t, s, "Bh8-g9", "discover check on White's king", "rule 3")
	// A rook on the line may move along it.
	s = play(t, Black, "BKg1 BRh8 GRh5 WKh10 GKa7 RKn10")
	if got := movesFrom(t, s, "h8"); !slices.Equal(got, []string{"Rh8-h6", "Rh8-h7", "Rh8-h9", "Rh8xh5"}) {
		t.Errorf("the rook may play %v", got)
	}
}

func TestNoObligationToCoverPartnersCheck(t *testing.T) {
	// White is in check from Green's rook; Black may play elsewhere.
	s := play(t, Black, "BKg1 BPj2 WKh10 GRh5 GKa7 RKn8")
	if !s.InCheck(White) {
		t.Fatal("White should be in check")
	}
	if !hasMove(s, "j2-j3") {
		t.Error("Black must cover his partner's check")
	}
}

func TestRule17TakeOnlyToGetOutOfCheck(t *testing.T) {
	s := play(t, Black, "BKg1 BRd4 GQg4 GNd9 WKh14 GKa7 RKn8")
	if !s.InCheck(Black) {
		t.Fatal("Black should be in check")
	}
	if !hasMove(s, "Rd4xg4") {
		t.Error("Black may not take the checking queen")
	}
	illegal(t, s, "Rd4xd9", "rule 17")
}

func TestRule18KingMayNotLeaveCheckByExposingPartner(t *testing.T) {
	// Red's bishop on d4 checks Black's king on f6 and, through him, aims
	// at White's king on h8. Every step of the king out of check opens the
	// diagonal onto his partner; the knight must cover on e5 instead.
	s := play(t, Black, "BKf6 BNc4 RBd4 WKh8 GKa11 RKn5")
	if !s.InCheck(Black) {
		t.Fatal("Black should be in check")
	}
	if got := movesFrom(t, s, "f6"); len(got) != 0 {
		t.Errorf("the king may play %v", got)
	}
	illegal(t, s, "Kf6-f7", "rule 18")
	if got := legalTexts(s); !slices.Equal(got, []string{"Nc4-e5"}) {
		t.Errorf("legal moves %v, want only the knight's cover", got)
	}
}

func TestRule11PlayingOutOfTurnIsRefused(t *testing.T) {
	s, _ := NewGame(Rules{})
	illegal(t, s, "b7-c7", "it is Black's turn")
}

func TestRule5NoticeOfPartnersQueenAttacked(t *testing.T) {
	s := play(t, Black, "BKg1 WQe9 GRa9 WKh14 GKa7 RKn8")
	if got := s.QueenNotice(); got != nil {
		t.Errorf("notice given though the rules do not ask for it: %v", got)
	}
	s.rules.QueenNotice = true
	if got := s.QueenNotice(); !slices.Equal(got, []Square{mustSquare(t, "e9")}) {
		t.Errorf("notice %v, want e9", got)
	}
	s = play(t, Black, "BKg1 WQe9 WKh14 GKa7 RKn8")
	s.rules.QueenNotice = true
	if got := s.QueenNotice(); got != nil {
		t.Errorf("notice for a queen nobody attacks: %v", got)
	}
}

func TestRule9AMoveIsMadeWholeOrNotAtAll(t *testing.T) {
	s, _ := NewGame(Rules{})
	before := s.FEN4()
	bad := mustMove(t, s, "Ne1-f3")
	bad.To = mustSquare(t, "e3")
	if after, err := s.Apply(bad); err == nil || after.FEN4() != before {
		t.Errorf("a refused move changed the game: %v", err)
	}
	next := mv(t, s, "Ne1-f3")
	if s.FEN4() != before || next.FEN4() == before {
		t.Error("playing a move changed the state it was played from, or nothing")
	}
}

func TestRule12MenLeaveTheBoardOnlyWhenTaken(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 12))
	for range 10 {
		s, _ := NewGame(Rules{})
		randomGame(s, rng, 2000, uniform, func(st State, m Move) {
			_, taking := st.Piece(m.To)
			next, _ := st.Apply(m)
			lost := 0
			for _, c := range Colors {
				lost += len(st.Men(c)) - len(next.Men(c))
			}
			if want := map[bool]int{true: 1}[taking && !m.Pass]; lost != want {
				t.Fatalf("%v: %d men left the board, want %d", m, lost, want)
			}
		})
	}
}

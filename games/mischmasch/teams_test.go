package mischmasch

import (
	"slices"
	"testing"
)

func TestTeamsSitAlternatelyRoundTheTable(t *testing.T) {
	for seat, side := range []Side{SideA, SideB, SideA, SideB} {
		if SeatSide(seat) != side {
			t.Errorf("seat %d is on side %s", seat, SeatSide(seat))
		}
	}
	if s := newGame(t, teams); s.Seats() != 4 {
		t.Errorf("%d seats", s.Seats())
	}
}

func TestTeamsFirstMoveSeats0And1GuessTheirPartnersSet(t *testing.T) {
	s := newGame(t, teams)
	// Seat 2 (A) sets for B, seat 3 (B) sets for A.
	if got := s.Waiting(); !slices.Equal(got, []Turn{{TaskSet, SideB, 3}, {TaskSet, SideA, 2}}) {
		t.Fatalf("waiting for %v", got)
	}
	s = step(t, s, set(SideA, "gp"), set(SideB, "emo"))
	if got := s.Waiting(); !slices.Equal(got, []Turn{{TaskDeclare, SideA, 0}, {TaskDeclare, SideB, 1}}) {
		t.Fatalf("waiting for %v", got)
	}
	if a := s.Attempt(SideB); a.Setter != 2 || a.Guesser != 1 {
		t.Errorf("B's nucleus: set by %d, guessed by %d", a.Setter, a.Guesser)
	}
}

func TestTeamsPartnersChangeRolesWithEachNewNucleus(t *testing.T) {
	s := rightWords(t, newGame(t, teams))
	if s.Guesser(SideA) != 2 || s.Guesser(SideB) != 3 || s.Setter(SideA) != 0 || s.Setter(SideB) != 1 {
		t.Fatalf("guessers %d %d, setters %d %d", s.Guesser(SideA), s.Guesser(SideB), s.Setter(SideA), s.Setter(SideB))
	}
	if got := s.Waiting(); !slices.Equal(got, []Turn{{TaskSet, SideB, 1}, {TaskSet, SideA, 0}}) {
		t.Errorf("waiting for %v", got)
	}
	s = rightWords(t, s)
	if s.Guesser(SideA) != 0 || s.Guesser(SideB) != 1 {
		t.Errorf("third move: guessers %d %d", s.Guesser(SideA), s.Guesser(SideB))
	}
}

func TestTeamsKeptNucleusStaysWithItsGuesser(t *testing.T) {
	s := step(t, newGame(t, teams), set(SideB, "gp"), set(SideA, "emo"),
		declare(SideA, NotReady), declare(SideB, Ready), name(SideB, "lemon"))
	// A keeps gp with seat 0; seat 2 sets again for B, whose partners
	// changed roles: seat 3 now guesses.
	if s.Guesser(SideA) != 0 || s.Guesser(SideB) != 3 {
		t.Fatalf("guessers %d %d", s.Guesser(SideA), s.Guesser(SideB))
	}
	if got := s.Waiting(); !slices.Equal(got, []Turn{{TaskSet, SideA, 2}}) {
		t.Fatalf("waiting for %v", got)
	}
	s = step(t, s, set(SideA, "imse"))
	// A says "no word" to gp: seat 3 set it, and names the word, though he
	// guesses for B now.
	s = step(t, s, declare(SideA, NoWord), declare(SideB, NotReady))
	if got := s.Waiting(); !slices.Equal(got, []Turn{{TaskSetterWord, SideB, 3}}) {
		t.Fatalf("waiting for %v", got)
	}
}

func TestTeamsShareAScore(t *testing.T) {
	s := rightWords(t, newGame(t, teams))
	s = rightWords(t, s)
	// Seats 0 and 2 each found a word for A, seats 1 and 3 for B.
	wantScores(t, s, 2, 2)
	h := s.History()
	if h[0].Attempts[SideA].Guesser != 0 || h[1].Attempts[SideA].Guesser != 2 {
		t.Error("the partners did not take turns")
	}
}

package draughts

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"parlour/games/level"
)

// bookText is the embedded book of v.
func bookText(v Variant) string {
	if v == Polish {
		return bookPolish
	}
	return bookEnglish
}

// TestTheBookHoldsEveryBallotPosition: each book has one line for each of
// its positions (the opening, and every position on the way to a ballot
// opening, up to the ballot opening itself), in order, with a legal move.
func TestTheBookHoldsEveryBallotPosition(t *testing.T) {
	for _, v := range []Variant{English, Polish} {
		positions, err := BookPositions(v)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(bookText(v)), "\n")
		if len(lines) != len(positions) {
			t.Fatalf("%s book: %d lines for %d positions: run go generate in games/draughts", v, len(lines), len(positions))
		}
		for i, o := range positions {
			want := o.Text()
			if want == "" {
				want = bookStart
			}
			if moves, _, _ := strings.Cut(lines[i], ": "); moves != want {
				t.Fatalf("%s book line %d is for %q, not %q", v, i+1, moves, want)
			}
			forced := len(Legal(o.State)) == 1 // the search stops short on a forced move
			if !forced && !strings.Contains(lines[i], fmt.Sprintf("(depth %d,", BookDepth(v))) {
				t.Fatalf("%s book line %d was not searched to depth %d: %q", v, i+1, BookDepth(v), lines[i])
			}
		}
		if _, err := readBook(v); err != nil {
			t.Fatalf("%s book: %v", v, err)
		}
	}
}

// TestExpertPlaysFromTheBook: in every book position Expert plays the
// book's move at once, even with no time to search; set aside, the book
// gives nothing.
func TestExpertPlaysFromTheBook(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for _, v := range []Variant{English, Polish} {
		positions, _ := BookPositions(v)
		book, err := readBook(v)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range positions {
			m := Choose(done, o.State, level.Expert, nil)
			if got, want := o.State.MoveText(m), book[o.State.pos.key()]; got != want {
				t.Fatalf("%s after %q: Expert plays %s, the book %s", v, o.Text(), got, want)
			}
			if _, ok := bookMove(o.State.WithoutBook()); ok {
				t.Fatalf("%s after %q: the book set aside still gives a move", v, o.Text())
			}
		}
	}
}

// TestOnlyExpertPlaysFromTheBook: Easy, Medium and Hard keep their own
// character; the Losing game has no book.
func TestOnlyExpertPlaysFromTheBook(t *testing.T) {
	for _, l := range []Level{level.Easy, level.Medium, level.Hard} {
		if playsFromBook(l) {
			t.Errorf("%v plays from the book", l)
		}
	}
	if !playsFromBook(level.Expert) {
		t.Error("Expert does not play from the book")
	}
	s, _ := NewGame(Rules{Variant: Losing})
	if _, ok := bookMove(s); ok {
		t.Error("the Losing game has a book move")
	}
}

// TestTheBookRegenerates: the first lines of each book are what the
// generator writes today (the searches are bounded by depth alone). Slow:
// PARLOUR_SLOW=1.
func TestTheBookRegenerates(t *testing.T) {
	if os.Getenv("PARLOUR_SLOW") == "" {
		t.Skip("slow: set PARLOUR_SLOW=1")
	}
	for _, v := range []Variant{English, Polish} {
		positions, _ := BookPositions(v)
		lines := strings.Split(strings.TrimSpace(bookText(v)), "\n")
		for i := len(positions) - 2; i < len(positions); i++ {
			line, err := BookLine(context.Background(), positions[i])
			if err != nil {
				t.Fatal(err)
			}
			if line != lines[i] {
				t.Errorf("%s book line %d: generated %q, embedded %q", v, i+1, line, lines[i])
			}
		}
	}
}

package doublets

import (
	"fmt"
	"slices"
)

// The book-opening ceremony: in turn, each seat is shown a page of the
// book opened at random and picks jewels from it (in the game for two,
// each picks three words of each length; in the round game, one of each
// length a turn, until there are 18), or lets Parlour pick for it. The
// computer seats let Parlour pick.

// jewelTotal is the number of jewels chosen.
var jewelTotal = len(JewelLengths) * JewelsPerLength

// perTurn is how many words of each length a seat picks in one turn.
func (t Table) perTurn() int {
	if len(t.cfg.Seats) == 2 {
		return JewelsPerLength / 2
	}
	return 1
}

// BookTurn is the ceremony's turn under way, and the seat whose it is.
func (t Table) BookTurn() (turn, seat int) {
	turn = len(t.chosen) / (len(JewelLengths) * t.perTurn())
	return turn, turn % len(t.cfg.Seats)
}

// BookTurns is the number of turns at the book.
func (t Table) BookTurns() int { return jewelTotal / (len(JewelLengths) * t.perTurn()) }

// Need is how many more words of l letters the seat at the book picks.
func (t Table) Need(l int) int {
	turn, _ := t.BookTurn()
	return t.needFrom(turn, l)
}

// needFrom is how many more words of l letters are picked in the given
// turn.
func (t Table) needFrom(turn, l int) int {
	per := t.perTurn()
	start := min(turn*len(JewelLengths)*per, len(t.chosen))
	n := 0
	for _, w := range t.chosen[start:] {
		if len(w) == l {
			n++
		}
	}
	return per - n
}

// Chosen are the jewels chosen so far at the book.
func (t Table) Chosen() []string { return slices.Clone(t.chosen) }

// Page is the book's page open for the turn under way: its words by
// length. It belongs to the table: do not change it.
func (t Table) Page() map[int][]string { return t.page }

// atBook plays a jewel chosen by the seat at the book, or Parlour's
// choosing for it.
func (t *Table) atBook(a Action) error {
	if t.phase != Choosing {
		return t.phaseError(a)
	}
	if _, seat := t.BookTurn(); a.Seat != seat {
		return fmt.Errorf("doublets: it is %s's turn at the book, not %s's", t.cfg.Seats[seat].Name, t.cfg.Seats[a.Seat].Name)
	}
	if a.Kind == LetParlour {
		return t.pickForSeat()
	}
	w := Normalise(a.Word)
	switch {
	case !slices.Contains(t.page[len(w)], w):
		return fmt.Errorf("doublets: %q is not on the page: the jewels are chosen from the page the book is open at", w)
	case slices.Contains(t.chosen, w):
		return fmt.Errorf("doublets: %q is a jewel already", w)
	case t.Need(len(w)) == 0:
		return fmt.Errorf("doublets: the words of %d letters of this turn are chosen", len(w))
	}
	t.chosen = append(t.chosen, w)
	if t.turnDone() {
		return t.advanceChoosing()
	}
	return nil
}

// openBook opens the book for the turn under way: at the page the record
// drew, or at random.
func (t *Table) openBook() error {
	turn, _ := t.BookTurn()
	page, given, err := t.given.givenPage(len(t.draws.Pages))
	if err != nil {
		return err
	}
	if !given {
		page = OpenPlace(t.d, t.cfg.rng(bookStream+turn), t.chosen)
	}
	t.page = page
	t.draws.Pages = append(t.draws.Pages, page)
	return nil
}

// pickForSeat picks the rest of the turn's words from the page: those the
// record picked, or at random; and runs the ceremony on.
func (t *Table) pickForSeat() error {
	turn, _ := t.BookTurn()
	picks, given := t.givenPicks()
	if !given {
		picks = t.randomPicks(turn)
	}
	var kept []string
	for _, w := range picks {
		if t.needFrom(turn, len(w)) > 0 && slices.Contains(t.page[len(w)], w) && !slices.Contains(t.chosen, w) {
			t.chosen = append(t.chosen, w)
			kept = append(kept, w)
		}
	}
	t.draws.Picks = append(t.draws.Picks, kept)
	if !t.turnDone() {
		return fmt.Errorf("doublets: the book has too few words here to choose from")
	}
	return t.advanceChoosing()
}

// givenPicks is the record's next pick, if it has one.
func (t *Table) givenPicks() ([]string, bool) {
	n := len(t.draws.Picks)
	if n >= len(t.given.Picks) {
		return nil, false
	}
	return t.given.Picks[n], true
}

// randomPicks are the words Parlour picks at random from the page for
// the turn: enough of each length.
func (t *Table) randomPicks(turn int) []string {
	rng := t.cfg.rng(pickStream + turn)
	var picks []string
	for _, l := range JewelLengths {
		words := slices.Clone(t.page[l])
		rng.Shuffle(len(words), func(i, j int) { words[i], words[j] = words[j], words[i] })
		need := t.needFrom(turn, l)
		for _, w := range words {
			if need <= 0 {
				break
			}
			if !slices.Contains(t.chosen, w) && !slices.Contains(picks, w) {
				picks = append(picks, w)
				need--
			}
		}
	}
	return picks
}

// turnDone reports, after a pick, whether it completed the seat's turn.
func (t *Table) turnDone() bool {
	size := len(JewelLengths) * t.perTurn()
	return len(t.chosen) > 0 && len(t.chosen)%size == 0
}

// advanceChoosing runs the ceremony on: the book opens for the next turn,
// a computer seat lets Parlour pick at once; after the last pick the
// jewels are set and the first doublet is announced.
func (t *Table) advanceChoosing() error {
	if len(t.chosen) < jewelTotal {
		if err := t.openBook(); err != nil {
			return err
		}
		if _, seat := t.BookTurn(); t.cfg.Seats[seat].Computer {
			return t.pickForSeat()
		}
		return nil
	}
	if err := t.match.ChooseJewels(t.chosen); err != nil {
		return err
	}
	t.chosen, t.page = nil, nil
	t.phase = Announcing
	return nil
}

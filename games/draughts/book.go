package draughts

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"strings"
	"sync"
)

// The opening book is what Expert plays in the first plies of English and
// Polish games: for every position on the way to a ballot opening, and
// the ballot openings themselves, the move a search to a fixed depth
// (BookDepth) prefers, well past what Expert reaches in a second. The
// books are written by `go generate` (internal/bookgen, from the ballot
// decks) and embedded. Only Expert plays from them; the other levels keep
// their own character.

//go:generate sh -c "go run ./internal/bookgen english > book_english.txt.tmp && mv book_english.txt.tmp book_english.txt"
//go:generate sh -c "go run ./internal/bookgen polish > book_polish.txt.tmp && mv book_polish.txt.tmp book_polish.txt"

//go:embed book_english.txt
var bookEnglish string

//go:embed book_polish.txt
var bookPolish string

// BookDepth is the depth, in plies, of the search that chose each book
// move of a variant: deeper than Expert's search at a second a move
// (about 23 plies in English, 18 in Polish on this project's machines).
func BookDepth(v Variant) int {
	if v == Polish {
		return 21
	}
	return 26
}

// bookStart is how a book line writes the opening position, which has no
// moves before it.
const bookStart = "start"

// BookPositions lists the positions the book of variant v holds, in the
// order of its lines: every distinct position on the way through the
// first plies of a ballot opening (the opening position, then those after
// one ply, two, three), each as the moves that first reach it.
func BookPositions(v Variant) ([]Opening, error) {
	r := Rules{Variant: v}
	deck, err := Ballots(r)
	if err != nil {
		return nil, err
	}
	start, err := NewGame(r)
	if err != nil {
		return nil, err
	}
	seen := map[uint64]bool{}
	var out []Opening
	for ply := 0; ply <= openingPlies; ply++ {
		for _, o := range deck {
			s := start
			for _, m := range o.Moves[:ply] {
				s, _ = s.Apply(m)
			}
			if k := s.pos.key(); !seen[k] {
				seen[k] = true
				out = append(out, Opening{Moves: o.Moves[:ply], State: s})
			}
		}
	}
	return out, nil
}

// BookLine searches the book position o to BookDepth with Expert's
// evaluation and writes its line of the book: the moves that reach it (or
// "start"), the move chosen, the depth and the score, as
// "11-15 23-19: 8-11 (depth 26, score -7)". The search is bounded by depth
// alone, so the line is the same every time.
func BookLine(ctx context.Context, o Opening) (string, error) {
	v := o.State.Rules().Variant
	s := o.State.WithEvaluation(ExpertEvaluation(v))
	r := Search(ctx, s, Limits{Depth: BookDepth(v)})
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if r.Move.From == 0 {
		return "", fmt.Errorf("book position %q has no move", o.Text())
	}
	moves := o.Text()
	if moves == "" {
		moves = bookStart
	}
	return fmt.Sprintf("%s: %s (depth %d, score %d)", moves, s.MoveText(r.Move), r.Depth, r.Score), nil
}

// openingBook is a book read: each position's key and the move's text.
type openingBook map[uint64]string

var (
	bookOnce  [2]sync.Once
	bookRead  [2]openingBook
	bookFault [2]error
)

// readBook parses the embedded book of variant v (English or Polish) on
// first use.
func readBook(v Variant) (openingBook, error) {
	i, text := 0, bookEnglish
	if v == Polish {
		i, text = 1, bookPolish
	}
	bookOnce[i].Do(func() { bookRead[i], bookFault[i] = parseBook(Rules{Variant: v}, text) })
	return bookRead[i], bookFault[i]
}

// parseBook reads a book's lines (see BookLine) under rules r, replaying
// each line's moves and checking its move is legal there.
func parseBook(r Rules, text string) (openingBook, error) {
	start, err := NewGame(r)
	if err != nil {
		return nil, err
	}
	book := openingBook{}
	for n, line := range strings.Split(strings.TrimSpace(text), "\n") {
		moves, rest, ok := strings.Cut(line, ": ")
		fields := strings.Fields(rest)
		if !ok || len(fields) == 0 {
			return nil, fmt.Errorf("book line %d: %q is not \"moves: move (depth, score)\"", n+1, line)
		}
		s := start
		if moves != bookStart {
			for _, w := range strings.Fields(moves) {
				m, err := ParseMove(s, w)
				if err != nil {
					return nil, fmt.Errorf("book line %d: %v", n+1, err)
				}
				s, _ = s.Apply(m)
			}
		}
		if _, err := ParseMove(s, fields[0]); err != nil {
			return nil, fmt.Errorf("book line %d: %v", n+1, err)
		}
		book[s.pos.key()] = fields[0]
	}
	if len(book) == 0 {
		return nil, errors.New("the opening book is empty")
	}
	return book, nil
}

// WithoutBook returns s with Expert searching every move, the opening
// book set aside, in s and in every state that follows from it: Expert as
// it played before the book, for a match against the book.
func (s State) WithoutBook() State {
	s.rules.noBook = true
	return s
}

// bookMove is the book's move in s, if s is a position of its variant's
// book with nothing pending (no "Take", no capture owed after one) and
// the book not set aside.
func bookMove(s State) (Move, bool) {
	v := s.rules.Variant
	if s.rules.noBook || v != English && v != Polish || s.missed != nil || s.mustTake {
		return Move{}, false
	}
	book, err := readBook(v)
	if err != nil {
		return Move{}, false
	}
	text, ok := book[s.pos.key()]
	if !ok {
		return Move{}, false
	}
	m, err := ParseMove(s, text)
	return m, err == nil
}

package circularchess

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// cell returns the named cell or fails the test.
func cell(t testing.TB, name string) Cell {
	t.Helper()
	c, err := ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// setup builds a state from pieces written as "Ka1 qd8 pb5 Pc9>": the
// letter (White's in capitals), the cell, and for a pawn optionally the way
// it heads, as in the FEN.
func setup(t testing.TB, r Rules, toMove Color, pieces string) State {
	t.Helper()
	var board [4][16]string
	for _, tok := range strings.Fields(pieces) {
		mark := ""
		if strings.HasSuffix(tok, "<") || strings.HasSuffix(tok, ">") {
			tok, mark = tok[:len(tok)-1], tok[len(tok)-1:]
		}
		c := cell(t, tok[1:])
		board[c.ringIndex()][c.pos()] = tok[:1] + mark
	}
	var rings []string
	for _, ring := range board {
		var b strings.Builder
		empty := 0
		for _, x := range ring {
			if x == "" {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteString(x)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		rings = append(rings, b.String())
	}
	side := "w"
	if toMove == Black {
		side = "b"
	}
	s, err := ParseFEN(strings.Join(rings, "/") + " " + side + " - 0 1 " + r.String())
	if err != nil {
		t.Fatalf("setup %q: %v", pieces, err)
	}
	return s
}

// mustFEN reads a FEN or fails the test.
func mustFEN(t testing.TB, fen string) State {
	t.Helper()
	s, err := ParseFEN(fen)
	if err != nil {
		t.Fatalf("%q: %v", fen, err)
	}
	return s
}

// play applies moves written in notation, failing the test on any error.
func play(t testing.TB, s State, moves ...string) State {
	t.Helper()
	for _, text := range moves {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatalf("%s: %v", s.FEN(), err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	return s
}

// targets lists the cells the piece on from may move to, sorted and
// written once each (promotions folded together). It asks the move
// generator directly, so that positions with too few men to mate serve too.
func targets(s State, from Cell) []string {
	var out []string
	for _, m := range s.pos.legal(s.rules, nil) {
		if m.From == from && !slices.Contains(out, m.To.String()) {
			out = append(out, m.To.String())
		}
	}
	slices.SortFunc(out, func(a, b string) int { return int(cellNum(a)) - int(cellNum(b)) })
	return out
}

func cellNum(name string) Cell {
	c, _ := ParseCell(name)
	return c
}

// cells writes cell names sorted as targets does.
func cells(names string) []string {
	out := strings.Fields(names)
	slices.SortFunc(out, func(a, b string) int { return int(cellNum(a)) - int(cellNum(b)) })
	return out
}

// wantTargets fails the test unless the piece on from reaches exactly the
// cells in want.
func wantTargets(t *testing.T, s State, from, want string) {
	t.Helper()
	got := targets(s, cell(t, from))
	if w := cells(want); !slices.Equal(got, w) {
		t.Errorf("%s: the piece on %s reaches %v, want %v", s.FEN(), from, got, w)
	}
}

// applyErr applies the move and returns the error, failing the test if the
// move was accepted.
func applyErr(t *testing.T, s State, m Move) string {
	t.Helper()
	_, err := s.Apply(m)
	if err == nil {
		t.Fatalf("%s: %v was accepted", s.FEN(), m)
	}
	return err.Error()
}

// mv makes a plain move from two cell names.
func mv(t testing.TB, from, to string) Move { return Move{From: cell(t, from), To: cell(t, to)} }

// transform maps a state through a symmetry of the board: each cell to
// f(cell), the sides swapped if swap; every pawn turns about when the map
// reverses the ring, which both the symmetries below do.
func transform(t testing.TB, s State, f func(Cell) Cell, swap bool) State {
	t.Helper()
	var pieces []string
	for c := Cell(0); c < NoCell; c++ {
		pc, ok := s.Piece(c)
		if !ok {
			continue
		}
		if swap {
			pc.Color = pc.Color.Opponent()
		}
		tok := string(pc.Letter()) + f(c).String()
		if pc.Kind == Pawn {
			if s.Ascending(c) {
				tok += "<"
			} else {
				tok += ">"
			}
		}
		pieces = append(pieces, tok)
	}
	side := s.Turn()
	if swap {
		side = side.Opponent()
	}
	return setup(t, s.Rules(), side, strings.Join(pieces, " "))
}

// mirror swaps the sides: White's home cells 1 and 16 become Black's 8 and
// 9, so cell n goes to 9-n round the same ring.
func mirror(t testing.TB, s State) State {
	return transform(t, s, func(c Cell) Cell { return cellOf(c.ringIndex(), 7-c.pos()) }, true)
}

// reflect turns the board over the line between the home cells: cell n
// goes to 17-n, and each side keeps its pieces.
func reflect(t testing.TB, s State) State {
	return transform(t, s, func(c Cell) Cell { return cellOf(c.ringIndex(), 15-c.pos()) }, false)
}

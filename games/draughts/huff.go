package draughts

import (
	"errors"
	"fmt"
)

// HuffableSquares lists the squares of the opponent's pieces that the side
// to move may huff: with the huffing rule, after the opponent left a
// capture untaken, each piece of his that could have captured (on the
// square it now stands on, if it was the piece moved). The list is empty
// otherwise, and again once a move or a huff has been made.
func (s State) HuffableSquares() []int {
	return squaresOf(geometryOf(s.rules.Variant), s.huffable)
}

// Huff removes the opponent's piece on square, as book rule 6 allows after
// he left a capture untaken. The huff is not a move: the same side then
// moves. Only one piece may be huffed.
func (s State) Huff(square int) (State, error) {
	if !s.rules.Huffing {
		return s, errors.New("huffing is not in these rules")
	}
	if s.huffable == 0 {
		return s, errors.New("there is nothing to huff: your opponent did not leave a capture untaken")
	}
	g := geometryOf(s.rules.Variant)
	if !g.onBoard(square) {
		return s, fmt.Errorf("there is no square %d: the squares run from 1 to %d", square, g.squares)
	}
	if s.huffable&g.cellBit(square) == 0 {
		return s, fmt.Errorf("the piece on square %d cannot be huffed; you may huff %s", square, listSquares(s.HuffableSquares()))
	}
	s.pos.removeCells(g.cellBit(square))
	s.huffable, s.missed = 0, nil
	s.history = nil
	s.clocks.quiet = 0
	s.clocks.settle(s.rules, &s.pos, false)
	return s, nil
}

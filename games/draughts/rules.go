package draughts

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Variant selects the game.
type Variant uint8

// The three games of the chapter.
const (
	// English is the British game on 8×8: men move and capture forwards,
	// kings move one square; capturing is compulsory but any capture may be
	// chosen.
	English Variant = iota
	// Losing uses the English moves, but a side left without a legal move
	// wins.
	Losing
	// Polish is international draughts on 10×10: men capture backwards too,
	// kings fly, and the capture taking the most pieces is compulsory.
	Polish
)

var variantNames = [...]string{English: "english", Losing: "losing", Polish: "polish"}

// String returns the variant's name in lower case ("english", "losing",
// "polish").
func (v Variant) String() string {
	if int(v) < len(variantNames) {
		return variantNames[v]
	}
	return fmt.Sprintf("variant(%d)", uint8(v))
}

// MarshalText writes the variant's name.
func (v Variant) MarshalText() ([]byte, error) {
	if int(v) >= len(variantNames) {
		return nil, fmt.Errorf("unknown draughts variant %d", uint8(v))
	}
	return []byte(variantNames[v]), nil
}

// UnmarshalText reads a name written by MarshalText.
func (v *Variant) UnmarshalText(b []byte) error {
	for i, n := range variantNames {
		if n == string(b) {
			*v = Variant(i)
			return nil
		}
	}
	return fmt.Errorf("unknown draughts variant %q (want english, losing or polish)", b)
}

// BoardSize is the number of rows (and columns) of the variant's board: 8 or
// 10.
func (v Variant) BoardSize() int {
	if v == Polish {
		return 10
	}
	return 8
}

// Squares is the number of playing squares: 32 or 50.
func (v Variant) Squares() int { return v.BoardSize() * v.BoardSize() / 2 }

// FirstToMove is the side that opens the game: Black in the 8×8 games,
// White in the Polish game.
func (v Variant) FirstToMove() Color {
	if v == Polish {
		return White
	}
	return Black
}

// DrawRules selects the set of draw rules for the 8×8 games.
type DrawRules uint8

// The two sets of draw rules.
const (
	// Modern: a draw on the third repetition of a position with the same side
	// to move, or after 40 moves by each side with no capture and no man
	// moved.
	Modern DrawRules = iota
	// Victorian: the book's rules 10 and 11. Two kings against one must be
	// won within 20 moves each; with three or more pieces against two the
	// weaker side may give notice, and then the game must be won within 40
	// moves each. The third repetition is a draw here too (see the rules
	// document).
	Victorian
)

var drawNames = [...]string{Modern: "modern", Victorian: "victorian"}

// String returns "modern" or "victorian".
func (d DrawRules) String() string {
	if int(d) < len(drawNames) {
		return drawNames[d]
	}
	return fmt.Sprintf("draws(%d)", uint8(d))
}

// MarshalText writes the name of the set.
func (d DrawRules) MarshalText() ([]byte, error) {
	if int(d) >= len(drawNames) {
		return nil, fmt.Errorf("unknown draw rules %d", uint8(d))
	}
	return []byte(drawNames[d]), nil
}

// UnmarshalText reads a name written by MarshalText.
func (d *DrawRules) UnmarshalText(b []byte) error {
	for i, n := range drawNames {
		if n == string(b) {
			*d = DrawRules(i)
			return nil
		}
	}
	return fmt.Errorf("unknown draw rules %q (want modern or victorian)", b)
}

// Rules are the options of one game. The zero value is English draughts
// with compulsory capture and the modern draw rules.
type Rules struct {
	Variant Variant `json:"variant"`
	// Huffing lifts the compulsion to capture (book rule 6): a capture may be
	// left untaken, and the opponent may then huff, that is remove, a piece
	// that could have captured. Only in the 8×8 games.
	Huffing bool `json:"huffing,omitempty"`
	// Draws selects the draw rules of the 8×8 games. The Polish game always
	// uses the international (FMJD) draw rules.
	Draws DrawRules `json:"draws"`
	// ColoursByLot settles by lot which seat plays which colour, as book
	// rule 2 has it ("the choice of colour is determined by lot"); without
	// it the first seat takes the side that moves first. See FirstSeat.
	ColoursByLot bool `json:"colours_by_lot,omitempty"`
	// eval is the evaluation the computer players use (see Evaluation
	// and State.WithEvaluation); it is not saved. evalChosen: eval was
	// set by WithEvaluation; otherwise Expert plays ExpertEvaluation.
	eval       Evaluation
	evalChosen bool
	// weights, if not nil, is the learned correction the learned
	// evaluation uses in place of the shipped one (see
	// State.WithLearnedWeights); it is not saved.
	weights *Weights
	// prune is how the searches prune (see Pruning and
	// State.WithPruning); it is not saved.
	prune Pruning
	// noBook: Expert does not play from the opening book (see
	// State.WithoutBook); it is not saved.
	noBook bool
	// smallEndgames: the searches probe only the counted part of the
	// endgame database (see State.WithSmallEndgames); it is not saved.
	smallEndgames bool
	// threads is how many searchers a search bounded by time alone runs
	// at once (see State.WithThreads); it is not saved.
	threads int
	// contempt is what a draw costs the side a search moves for, in
	// hundredths of a man (see State.WithContempt); it is not saved.
	contempt int
}

// FirstSeat returns the colour the first seat plays: by lot when the rules
// say so (rng draws it; a nil rng means a fixed seed), otherwise the side
// that moves first. After the first game the men are commonly changed:
// that is the caller's to do.
func (r Rules) FirstSeat(rng *rand.Rand) Color {
	if !r.ColoursByLot {
		return r.Variant.FirstToMove()
	}
	if rng == nil {
		rng = rand.New(rand.NewPCG(2, 2))
	}
	return Color(rng.IntN(2))
}

// Validate reports whether the options fit together.
func (r Rules) Validate() error {
	if int(r.Variant) >= len(variantNames) {
		return fmt.Errorf("unknown draughts variant %d", uint8(r.Variant))
	}
	if int(r.Draws) >= len(drawNames) {
		return fmt.Errorf("unknown draw rules %d", uint8(r.Draws))
	}
	if r.Variant == Polish && r.Huffing {
		return errors.New("huffing belongs to the 8×8 games; the Polish game always requires the largest capture")
	}
	if r.Variant == Polish && r.Draws == Victorian {
		return errors.New("the Victorian draw rules belong to the 8×8 games; the Polish game uses the international draw rules")
	}
	return nil
}

// mustCapture reports whether capturing is compulsory.
func (r Rules) mustCapture() bool { return !r.Huffing }

// String describes the rules briefly, such as "english, huffing, victorian
// draws".
func (r Rules) String() string {
	s := r.Variant.String()
	if r.Huffing {
		s += ", huffing"
	}
	if r.Variant != Polish {
		s += ", " + r.Draws.String() + " draws"
	}
	if r.ColoursByLot {
		s += ", colours by lot"
	}
	return s
}

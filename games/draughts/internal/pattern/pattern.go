// Package pattern is the learned evaluations' weights of package
// draughts as a file holds them: their layout, the samples of positions
// they are fitted to, and the weights file. Package draughts scores
// positions with the shipped files; the generator
// (games/draughts/internal/learn) fits new ones and writes them.
//
// The package is pure: it reads and writes bytes, never files.
package pattern

// Variant is the game whose weights a file holds, numbered as
// draughts.Variant numbers it (a test of package draughts checks).
type Variant uint8

// The games with a learned evaluation.
const (
	English Variant = 0
	Polish  Variant = 2
)

// The layout of English draughts' weights: a table of Indices weights for
// each of the Windows windows, then the Scalars counts' weights.
const (
	// Windows is the number of windows of the English board: rows
	// 1-2, 2-3, ... 7-8.
	Windows = 7
	// Squares is the number of dark squares in a window.
	Squares = 8
	// Indices is the number of patterns of a window: 3^8.
	Indices = 6561
	// Scalars is the number of counts after the patterns.
	Scalars = 8
	// EnglishWeights is the number of weights in all of English draughts.
	EnglishWeights = Windows*Indices + Scalars
)

// The counts, each the side to move's less the opponent's, except
// ScalarMove, which is 1: the worth of having the move.
const (
	ScalarMen = iota
	ScalarKings
	ScalarTempo       // rows advanced by the men
	ScalarKingMoves   // ordinary moves of the kings
	ScalarManMoves    // ordinary moves of the men
	ScalarRunaways    // men no enemy piece can stop
	ScalarRunawayRows // rows advanced by those men
	ScalarMove
)

// EnglishSample is a quiet position of English draughts as the learned
// evaluation sees it: the weights of Plus are added, those of Minus taken
// away, and each count multiplies its weight (at index
// Windows*Indices + i). Classic is the classic evaluation's score for the
// side to move, the fixed input the weights correct.
type EnglishSample struct {
	Plus, Minus [Windows]int32
	Scalars     [Scalars]int8
	Classic     int32
}

// The layout of the Polish weights: PolishSets sets of PolishSquares
// square weights, then the PolishCounts counts' (at PolishCountsAt).
const (
	// PolishSquares is the number of square weights of a set, one for
	// each playing square of the 10×10 board as the piece's own side sees
	// it (square 1 its back corner, 50 its crowning row's last square).
	PolishSquares = 50
	// PolishSets is the number of sets of square weights (see the
	// Polish sets).
	PolishSets = 6
	// PolishCounts is the number of counts after the square weights.
	PolishCounts = 9
	// PolishCountsAt is the index of the first count's weight.
	PolishCountsAt = PolishSets * PolishSquares
	// PolishWeights is the number of weights of the Polish correction
	// without blocks.
	PolishWeights = PolishCountsAt + PolishCounts
	// PolishBlocks is the number of blocks of a file with block patterns:
	// the sixteen blocks of four rows by four columns whose top left
	// corner is on an even row and column, each of eight dark squares,
	// with a weight for each of their Indices patterns, after the counts
	// (at PolishWeights).
	PolishBlocks = 16
	// PolishWeightsWithBlocks is the number of weights of a Polish
	// correction with block patterns.
	PolishWeightsWithBlocks = PolishWeights + PolishBlocks*Indices
)

// The Polish sets of square weights, at PolishSquares times the constant:
// a weight for each square a piece of the kind stands on, seen from its
// own side. "Ahead" is towards the side's crowning row; "left" and
// "right" are as the side sees the board.
const (
	PolishSetMen          = iota // every man
	PolishSetKings               // every king
	PolishSetChainedLeft         // men with an own piece ahead to their left
	PolishSetChainedRight        // men with an own piece ahead to their right
	PolishSetFacedLeft           // men with an enemy piece ahead to their left
	PolishSetFacedRight          // men with an enemy piece ahead to their right
	polishSetsListed             // PolishSets, checked by a test
)

// The Polish counts, at PolishCountsAt + the constant: each the side to
// move's less the opponent's, except PolishMove (1) and PolishEnPrise.
const (
	PolishMaterial     = iota // men, and three for each king (the classic evaluation's ratio)
	PolishManMoves            // ordinary moves of the men
	PolishBacked              // men whose two squares behind hold own pieces
	PolishLone                // men with no own piece on a neighbouring square
	PolishChains              // pairs of own men on diagonally neighbouring squares
	PolishImbalance           // men on the fuller wing less those on the other (columns 0-4 against 5-9)
	PolishEnPrise             // the side to move's pieces an enemy piece could take at once
	PolishMaterialLate        // PolishMaterial times the pieces off the board (40 less those left)
	PolishMove                // 1: the worth of having the move
	polishCountsListed        // PolishCounts, checked by a test
)

// PolishSample is a quiet position of the Polish game as the learned
// correction sees it: the correction is the sum of each weight times its
// feature (square weights first: +1 for a man of the side to move on
// that square as it sees the board, -1 for an opponent's man on that
// square as the opponent sees it; then the counts). Classic is the classic
// evaluation's score for the side to move, the fixed input the weights
// correct; Kings tells whether a king stands.
type PolishSample struct {
	Features [PolishWeights]int16
	Classic  int32
	Kings    bool
	// Plus and Minus are the block patterns (see PolishBlocks) as the side
	// to move sees the board and as the opponent does: the weights at
	// PolishWeights+Plus[k] are added, those at PolishWeights+Minus[k]
	// taken away.
	Plus, Minus [PolishBlocks]int32
}

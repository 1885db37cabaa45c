package mischmasch

import "time"

// Attempt is one side's part in a move: the nucleus set to it and what came
// of it. While the move goes on the fields fill in; once it is complete the
// attempt, verdict and all, is kept in the game's history.
type Attempt struct {
	// Nucleus is the letters the side must find a word for; "" until set.
	Nucleus string `json:"nucleus,omitempty"`
	// Setter is the seat that set the nucleus, Guesser the seat that
	// answers it.
	Setter  int `json:"setter"`
	Guesser int `json:"guesser"`
	// Tries counts the moves in which this side has had this nucleus, this
	// one included: 1 for a new nucleus, more for one kept after "not
	// ready" or a wrong word.
	Tries int `json:"tries"`

	// Declaration is what the guesser said; Place is 1 if he spoke first
	// in the move, 2 if second (0 before he speaks).
	Declaration Declaration `json:"declaration,omitempty"`
	Place       int         `json:"place,omitempty"`
	// Elapsed is the time he took to declare; Late is set when it was more
	// than the time limit, and the declaration was taken as "not ready".
	Elapsed time.Duration `json:"elapsed_ns,omitempty"`
	Late    bool          `json:"late,omitempty"`
	// Word is the word the guesser named after "ready".
	Word string `json:"word,omitempty"`
	// SetterWord is the word the setter named after "no word" ("" if he
	// named none); SetterSpoke tells that he has answered.
	SetterWord  string `json:"setter_word,omitempty"`
	SetterSpoke bool   `json:"setter_spoke,omitempty"`

	// Verdict, Reason, Marks and Scorer are filled in when the move is
	// complete: what the declaration proved to be, why, and the marks it
	// gave to which side (Scorer is meaningless when Marks is 0).
	Ruling Ruling `json:"verdict,omitempty"`
	Reason string `json:"reason,omitempty"`
	Marks  int    `json:"marks,omitempty"`
	Scorer Side   `json:"scorer"`
	// Keeps tells that the side goes on with this nucleus next move.
	Keeps bool `json:"keeps,omitempty"`
}

// Move is one complete move, or the move in progress.
type Move struct {
	Number int `json:"number"`
	// Attempts are indexed by the side that guesses.
	Attempts [2]Attempt `json:"attempts"`
	// Scores are the sides' scores after the move.
	Scores [2]int `json:"scores"`
	// Last is set on the move that ended the game.
	Last bool `json:"last,omitempty"`
}

// Ruling is what a declaration proved to be once the move was complete.
type Ruling uint8

// The verdicts.
const (
	// Pending: the move is not complete.
	Pending Ruling = iota
	// Unanswered: "not ready" (or silence); no marks, the nucleus is kept.
	Unanswered
	// WordRight: the word is lawful and contains the nucleus; the guesser
	// scores.
	WordRight
	// WordWrong: it is not; the setter's side scores and the guesser keeps
	// the nucleus.
	WordWrong
	// NoWordRight: "no word" upheld; the guesser scores.
	NoWordRight
	// NoWordWrong: a word was shown; the setter's side scores.
	NoWordWrong
	// Resigned: the setter's side scores and the nucleus is barred for the
	// rest of the game.
	Resigned
)

var verdictNames = []string{
	Pending:     "pending",
	Unanswered:  "not ready",
	WordRight:   "word right",
	WordWrong:   "word wrong",
	NoWordRight: "no word right",
	NoWordWrong: "no word wrong",
	Resigned:    "resigned",
}

// String returns the verdict in words, such as "word right".
func (v Ruling) String() string { return nameOf(verdictNames, int(v), "verdict") }

// MarshalText writes the verdict by name.
func (v Ruling) MarshalText() ([]byte, error) { return marshalName(verdictNames, int(v), "verdict") }

// UnmarshalText reads a verdict written by MarshalText.
func (v *Ruling) UnmarshalText(text []byte) error {
	x, err := parseName(verdictNames, text, "verdict")
	*v = Ruling(x)
	return err
}

package mischmasch

import (
	"fmt"
	"time"
)

// Rules are the options of a game, fixed when it starts.
type Rules struct {
	// Target is the score that ends the game: the move in which either
	// side reaches it is the last.
	Target int `json:"target"`
	// TimeLimit is how long a player may take to declare; a player who
	// takes longer is "not ready". Zero means no limit.
	TimeLimit time.Duration `json:"time_limit_ns"`
	// Scoring is the table of marks: Carroll's rules of 1882 or of 1886.
	Scoring Scoring `json:"scoring"`
	// Judge decides who says whether a "no word" is right.
	Judge Judge `json:"judge"`
	// Teams is the game for two sets of players: four seats, two teams of
	// two partners who share a score.
	Teams bool `json:"teams,omitempty"`
}

// DefaultRules are the rules of a game unless the players choose otherwise:
// a target of 10, two minutes to declare, the scoring of 1882, "no word"
// judged by the dictionary, two players.
func DefaultRules() Rules {
	return Rules{Target: 10, TimeLimit: 2 * time.Minute, Scoring: Scoring1882, Judge: JudgeDictionary}
}

// MaxTarget is the highest target a game may have.
const MaxTarget = 1000

// Validate reports what is wrong with the rules, or nil.
func (r Rules) Validate() error {
	switch {
	case r.Target < 1 || r.Target > MaxTarget:
		return fmt.Errorf("mischmasch: the target must be 1 to %d, not %d", MaxTarget, r.Target)
	case r.TimeLimit < 0:
		return fmt.Errorf("mischmasch: the time limit cannot be negative (%v)", r.TimeLimit)
	case r.Scoring != Scoring1882 && r.Scoring != Scoring1886:
		return fmt.Errorf("mischmasch: unknown scoring %d", r.Scoring)
	case r.Judge != JudgeDictionary && r.Judge != JudgeCarroll:
		return fmt.Errorf("mischmasch: unknown judge %d", r.Judge)
	}
	return nil
}

// Seats returns the number of seats: 2, or 4 in the game for teams.
func (r Rules) Seats() int {
	if r.Teams {
		return 4
	}
	return 2
}

// Scoring selects a table of marks.
type Scoring uint8

// The two tables Carroll published.
const (
	// Scoring1882: word right 1, word wrong 1, "no word" right 2,
	// "no word" wrong 2, resigning 1.
	Scoring1882 Scoring = iota
	// Scoring1886: word right 2, word wrong 2, "no word" right 3,
	// "no word" wrong 3, resigning 1.
	Scoring1886
)

var scoringNames = []string{Scoring1882: "1882", Scoring1886: "1886"}

// String returns "1882" or "1886".
func (s Scoring) String() string { return nameOf(scoringNames, int(s), "scoring") }

// MarshalText writes the scoring by name.
func (s Scoring) MarshalText() ([]byte, error) { return marshalName(scoringNames, int(s), "scoring") }

// UnmarshalText reads a scoring written by MarshalText.
func (s *Scoring) UnmarshalText(text []byte) error {
	v, err := parseName(scoringNames, text, "scoring")
	*s = Scoring(v)
	return err
}

// Marks is a table of marks. A mark "lost" by one side is scored by the
// other: the guesser scores for a right word or a right "no word", the
// setter's side for a wrong word, a wrong "no word" and a resignation.
type Marks struct {
	WordRight   int `json:"word_right"`
	WordWrong   int `json:"word_wrong"`
	NoWordRight int `json:"no_word_right"`
	NoWordWrong int `json:"no_word_wrong"`
	Resign      int `json:"resign"`
}

// Marks returns the table of the scoring.
func (s Scoring) Marks() Marks {
	if s == Scoring1886 {
		return Marks{WordRight: 2, WordWrong: 2, NoWordRight: 3, NoWordWrong: 3, Resign: 1}
	}
	return Marks{WordRight: 1, WordWrong: 1, NoWordRight: 2, NoWordWrong: 2, Resign: 1}
}

// Judge selects who decides whether a "no word" is right.
type Judge uint8

// The two ways of judging "no word".
const (
	// JudgeDictionary: "no word" is right exactly when no lawful word
	// contains the nucleus. The setter's word, if he names one, is shown.
	JudgeDictionary Judge = iota
	// JudgeCarroll: "no word" is wrong only if the setter names a lawful
	// word containing the nucleus, as at Carroll's table.
	JudgeCarroll
)

var judgeNames = []string{JudgeDictionary: "dictionary", JudgeCarroll: "carroll"}

// String returns "dictionary" or "carroll".
func (j Judge) String() string { return nameOf(judgeNames, int(j), "judge") }

// MarshalText writes the judge by name.
func (j Judge) MarshalText() ([]byte, error) { return marshalName(judgeNames, int(j), "judge") }

// UnmarshalText reads a judge written by MarshalText.
func (j *Judge) UnmarshalText(text []byte) error {
	v, err := parseName(judgeNames, text, "judge")
	*j = Judge(v)
	return err
}

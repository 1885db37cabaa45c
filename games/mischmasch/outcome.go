package mischmasch

import (
	"fmt"

	"parlour/games/outcome"
)

// Status says whether a game goes on, and how it ended: the words every
// engine shares (package outcome).
type Status = outcome.Status

// The states of a game.
const (
	Ongoing = outcome.Ongoing
	Win     = outcome.Win
	Draw    = outcome.Draw
)

// Verdict says how a game stands: ongoing, won by a side, or drawn, with the
// reason in words.
type Verdict struct {
	Status Status `json:"status"`
	Winner Side   `json:"winner"` // meaningful when Status is Win
	Reason string `json:"reason,omitempty"`
}

// Outcome tells whether the game is over. It ends with the move in which
// either side reaches the target; once that move is complete, the higher
// score wins and equal scores draw.
func Outcome(s State) Verdict {
	if s.phase != Over {
		return Verdict{Status: Ongoing}
	}
	a, b := s.scores[SideA], s.scores[SideB]
	moves := fmt.Sprintf("%d moves", s.cur.Number)
	if s.cur.Number == 1 {
		moves = "1 move"
	}
	switch {
	case a == b:
		return Verdict{Status: Draw, Reason: fmt.Sprintf("%d all after %s: equal scores draw", a, moves)}
	case a > b:
		return Verdict{Status: Win, Winner: SideA, Reason: fmt.Sprintf("%d to %d after %s: the higher score wins", a, b, moves)}
	}
	return Verdict{Status: Win, Winner: SideB, Reason: fmt.Sprintf("%d to %d after %s: the higher score wins", b, a, moves)}
}

package alice

import (
	"strconv"
	"strings"
)

// RuleError is an action the rules do not allow, worded for the player. Its
// message names players by seat; Error writes them as "Player N", Text with
// the names given.
type RuleError struct {
	msg   string // {1}, {2}, ... stand for the names of seats[0], seats[1], ...
	seats []int
}

// refuse returns a RuleError whose message msg names seats as {1}, {2}, ...
func refuse(msg string, seats ...int) *RuleError {
	return &RuleError{msg: msg, seats: seats}
}

// Error returns the message with "Player N" for each player.
func (e *RuleError) Error() string { return e.Text(nil) }

// Text returns the message with names[i] for the player at seat i.
func (e *RuleError) Text(names []string) string {
	pairs := make([]string, 0, 2*len(e.seats))
	for i, s := range e.seats {
		pairs = append(pairs, "{"+strconv.Itoa(i+1)+"}", seatName(names, s))
	}
	return strings.NewReplacer(pairs...).Replace(e.msg)
}

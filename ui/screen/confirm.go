package screen

import (
	tea "github.com/charmbracelet/bubbletea"
)

// Confirm is a yes/no question shown over a screen, such as "Leave this
// game?". Only y answers yes; n or Esc answers no; other keys, Enter
// among them, leave it open.
type Confirm struct {
	Question string
	open     bool
}

// Ask opens the question.
func (c *Confirm) Ask(question string) { c.Question, c.open = question, true }

// Open reports whether the question is waiting for an answer.
func (c Confirm) Open() bool { return c.open }

// Answer reads a key while the question is open. It reports whether the
// key answered, and the answer.
func (c *Confirm) Answer(msg tea.KeyMsg) (answered, yes bool) {
	answered, yes = answerYesNo(msg)
	if answered {
		c.open = false
	}
	return answered, yes
}

// answerYesNo reads a key as the answer to a yes/no question. Enter is no
// answer: a player typing a word and Enter must not say yes by accident.
func answerYesNo(msg tea.KeyMsg) (answered, yes bool) {
	switch msg.String() {
	case "y", "Y":
		return true, true
	case "n", "N", "esc":
		return true, false
	}
	return false, false
}

// LeaveQuestion is what every game asks before Esc leaves it.
const LeaveQuestion = "Leave this game? It stays saved: choose Continue in the menu to resume. (y/n)"

// RoomLeaveQuestion is what Esc asks in a room, where there is no menu to
// continue from and leaving keeps the seat.
const RoomLeaveQuestion = "Leave the room? Your seat is kept for you: reconnect, or join the room again, to return. (y/n)"

// WatcherLeaveQuestion is what Esc asks one who only watches a room's
// game: he holds no seat to keep.
const WatcherLeaveQuestion = "Stop watching and go back to the lobby? (y/n)"

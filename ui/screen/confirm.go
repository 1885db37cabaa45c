package screen

import (
	tea "github.com/charmbracelet/bubbletea"
)

// Confirm is a yes/no question shown over a screen, such as "Leave this
// game?". y or Enter answers yes; n or Esc answers no.
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
	switch msg.String() {
	case "y", "Y", "enter":
		c.open = false
		return true, true
	case "n", "N", "esc":
		c.open = false
		return true, false
	}
	return false, false
}

// LeaveQuestion is what every game asks before Esc leaves it.
const LeaveQuestion = "Leave this game? It stays saved: choose Continue in the menu to resume. (y/n)"

package mischmasch

// Phase is the stage a move has reached.
type Phase uint8

// The phases of a move, in order, and the end of the game.
const (
	// Setting: each side sets a nucleus for the other, unless the other
	// keeps the nucleus it already has. The nuclei stay private until both
	// are set.
	Setting Phase = iota
	// Declaring: each side's guesser says "ready", "no word", "I resign"
	// or "not ready".
	Declaring
	// Naming: a guesser who said "ready" names his word; after a "no
	// word", the setter names a word containing the nucleus, or says he
	// has none.
	Naming
	// Over: the game has ended; see Outcome.
	Over
)

var phaseNames = []string{Setting: "setting", Declaring: "declaring", Naming: "naming", Over: "over"}

// String returns "setting", "declaring", "naming" or "over".
func (p Phase) String() string { return nameOf(phaseNames, int(p), "phase") }

// MarshalText writes the phase by name.
func (p Phase) MarshalText() ([]byte, error) { return marshalName(phaseNames, int(p), "phase") }

// UnmarshalText reads a phase written by MarshalText.
func (p *Phase) UnmarshalText(text []byte) error {
	v, err := parseName(phaseNames, text, "phase")
	*p = Phase(v)
	return err
}

// Task is an input a State waits for.
type Task uint8

// The tasks, one for each step method of State.
const (
	// TaskSet: set a nucleus for the other side (SetNucleus).
	TaskSet Task = iota
	// TaskDeclare: declare on the nucleus set to one's side (Declare).
	TaskDeclare
	// TaskName: name the word one said "ready" for (NameWord).
	TaskName
	// TaskSetterWord: after the other side's "no word", name a word
	// containing the nucleus one set, or none (SetterWord).
	TaskSetterWord
)

var taskNames = []string{TaskSet: "set", TaskDeclare: "declare", TaskName: "name", TaskSetterWord: "setter word"}

// String returns "set", "declare", "name" or "setter word".
func (t Task) String() string { return nameOf(taskNames, int(t), "task") }

// Turn is one input a State waits for: the task, the side that acts, and the
// seat at the table that must act for it.
type Turn struct {
	Task Task
	// Side is the acting side: the setter for TaskSet and TaskSetterWord,
	// the guesser for TaskDeclare and TaskName.
	Side Side
	// Seat is the player who acts: 0-1, or 0-3 in the game for teams.
	Seat int
}

package mischmasch

import (
	"fmt"
	"time"
)

// MaxWordLength is the longest text accepted as a named word.
const MaxWordLength = 64

// ResignedError is a nucleus that may not be set because it was resigned
// earlier in the game. Adding or removing a letter makes a new nucleus.
type ResignedError struct {
	Nucleus string
}

func (e *ResignedError) Error() string { return e.Nucleus + " was resigned earlier this game" }

// SetNucleus sets the nucleus (as typed: it is parsed with ParseNucleus)
// that side gives the other side to guess. It is refused while the other
// side keeps its nucleus from an earlier move, and for a resigned nucleus.
// A setter need not know a word containing it. Until both nuclei are set the
// first setter may change his; when the second is set, the move goes on to
// Declaring.
func (s State) SetNucleus(side Side, text string) (State, error) {
	if err := s.expect(Setting, side, "set a nucleus"); err != nil {
		return s, err
	}
	target := side.Other()
	if a := s.cur.Attempts[target]; a.Tries > 1 {
		return s, fmt.Errorf("mischmasch: %s keeps the nucleus %s from the last move, so %s sets none now", target, a.Nucleus, side)
	}
	n, err := ParseNucleus(text)
	if err != nil {
		return s, err
	}
	if s.IsResigned(n) {
		return s, &ResignedError{Nucleus: n}
	}
	a := &s.cur.Attempts[target]
	a.Nucleus, a.Setter = n, s.Setter(side)
	if s.cur.Attempts[side].Nucleus != "" {
		s.phase = Declaring
	}
	return s, nil
}

// Declare records what the guesser of side says on the nucleus set to it,
// and the time he took. When the game has a time limit and elapsed exceeds
// it, the declaration is taken as NotReady, whatever it was: he did not speak
// in time (Attempt.Late tells so). A caller whose clock runs out declares
// NotReady with the elapsed time. When both sides have declared, the move
// goes on to Naming, or is complete at once if nobody has a word to name.
func (s State) Declare(side Side, d Declaration, elapsed time.Duration) (State, error) {
	if err := s.expect(Declaring, side, "declare"); err != nil {
		return s, err
	}
	a := &s.cur.Attempts[side]
	switch {
	case a.Declaration != Undeclared:
		return s, fmt.Errorf("mischmasch: %s has already said %q this move", side, a.Declaration)
	case d < Ready || d > NotReady:
		return s, fmt.Errorf("mischmasch: %d is not a declaration", d)
	case elapsed < 0:
		return s, fmt.Errorf("mischmasch: negative time taken (%v)", elapsed)
	}
	if limit := s.rules.TimeLimit; limit > 0 && elapsed > limit {
		d, a.Late = NotReady, true
	}
	a.Declaration, a.Elapsed, a.Place = d, elapsed, 1
	if s.cur.Attempts[side.Other()].Declaration != Undeclared {
		a.Place = 2
		s.phase = Naming
	}
	return s.completeIfDone(), nil
}

// NameWord records the word the guesser of side names after saying "ready".
// Capitals are made small; anything else is kept, and judged: the word is
// binding, and a word that is not lawful or lacks the nucleus is a wrong
// guess. Only an empty answer is refused. The word may be named as soon as
// the side has declared, before the other side speaks; it stays private until
// the move is complete.
func (s State) NameWord(side Side, word string) (State, error) {
	if s.phase != Declaring && s.phase != Naming {
		return s, s.phaseError(side, "name a word")
	}
	if !side.valid() {
		return s, fmt.Errorf("mischmasch: no side %d", side)
	}
	a := &s.cur.Attempts[side]
	switch {
	case a.Declaration != Ready:
		return s, fmt.Errorf("mischmasch: %s has not said \"ready\", so names no word", side)
	case a.Word != "":
		return s, fmt.Errorf("mischmasch: %s has already named %s", side, a.Word)
	}
	w, err := parseNamed(word)
	if err != nil {
		return s, err
	}
	if w == "" {
		return s, fmt.Errorf("name the word you found for %s", a.Nucleus)
	}
	a.Word = w
	return s.completeIfDone(), nil
}

// SetterWord records the word that side, having set the nucleus the other
// side said "no word" to, names as containing it; "" when he has none. The
// word is binding, like a guesser's. When the dictionary judges, it is shown
// beside the dictionary's verdict; in Carroll's way it decides the verdict.
func (s State) SetterWord(side Side, word string) (State, error) {
	if err := s.expect(Naming, side, "name a word for his nucleus"); err != nil {
		return s, err
	}
	a := &s.cur.Attempts[side.Other()]
	switch {
	case a.Declaration != NoWord:
		return s, fmt.Errorf("mischmasch: %s did not say \"no word\", so %s names no word for %s", side.Other(), side, a.Nucleus)
	case a.SetterSpoke:
		return s, fmt.Errorf("mischmasch: %s has already answered for %s", side, a.Nucleus)
	}
	w, err := parseNamed(word)
	if err != nil {
		return s, err
	}
	a.SetterWord, a.SetterSpoke = w, true
	return s.completeIfDone(), nil
}

// parseNamed normalises a named word and refuses one too long to be a word.
func parseNamed(word string) (string, error) {
	w := normaliseWord(word)
	if len(w) > MaxWordLength {
		return "", fmt.Errorf("that is too long for a word (at most %d letters)", MaxWordLength)
	}
	return w, nil
}

// expect checks that the game is in phase p and side is a side.
func (s State) expect(p Phase, side Side, doing string) error {
	if !side.valid() {
		return fmt.Errorf("mischmasch: no side %d", side)
	}
	if s.phase != p {
		return s.phaseError(side, doing)
	}
	return nil
}

// phaseError says that side cannot do something in the present phase.
func (s State) phaseError(side Side, doing string) error {
	if s.phase == Over {
		return fmt.Errorf("mischmasch: the game is over; %s cannot %s", side, doing)
	}
	return fmt.Errorf("mischmasch: %s cannot %s now: the move is at %s", side, doing, s.phase)
}

// completeIfDone completes the move once the Naming phase has nothing left
// to wait for.
func (s State) completeIfDone() State {
	if s.phase == Naming && len(s.Waiting()) == 0 {
		return s.complete()
	}
	return s
}

// Action is any one input to a game, so that a caller (or the computer
// player) can drive it generically with Apply.
type Action struct {
	Task Task
	// Side is the acting side, as in Turn.
	Side Side
	// Text is the nucleus for TaskSet, the word for TaskName and
	// TaskSetterWord; for TaskDeclare with Ready, the word may come with
	// the declaration (it is named at once, privately, and dropped if the
	// declaration came too late and counts as NotReady).
	Text        string
	Declaration Declaration
	// Elapsed is the time the player took. For TaskDeclare it is judged
	// against the time limit; from the computer player it is the time a
	// person would have taken, which a screen may wait before acting.
	Elapsed time.Duration
}

// Apply performs the action.
func (s State) Apply(a Action) (State, error) {
	switch a.Task {
	case TaskSet:
		return s.SetNucleus(a.Side, a.Text)
	case TaskDeclare:
		if _, err := parseNamed(a.Text); err != nil {
			return s, err
		}
		next, err := s.Declare(a.Side, a.Declaration, a.Elapsed)
		if err != nil || normaliseWord(a.Text) == "" || next.cur.Attempts[a.Side].Declaration != Ready {
			return next, err
		}
		// A "ready" leaves the move waiting for its word, so it is still
		// the same move.
		return next.NameWord(a.Side, a.Text)
	case TaskName:
		return s.NameWord(a.Side, a.Text)
	case TaskSetterWord:
		return s.SetterWord(a.Side, a.Text)
	}
	return s, fmt.Errorf("mischmasch: unknown task %d", a.Task)
}

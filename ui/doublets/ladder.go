package doublets

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/screen"
	"parlour/ui/theme"
)

// Ladder is the chain being written for one doublet: the words so far,
// the word being typed, and the last message (a refused link and why).
// It checks each link as it is entered, so the chain is always correct so
// far, and closes itself when the last word can follow.
type Ladder struct {
	Doublet doublets.Doublet `json:"doublet"`
	Chain   []string         `json:"chain"` // starts with the first given word
	Hints   int              `json:"hints"`
	input   string
	message string
	failed  bool // message is a refusal
	checker *doublets.Checker
	dict    *dict.Dict
}

// ladderEvent is what a key did to the ladder.
type ladderEvent int

const (
	noEvent ladderEvent = iota
	linkAdded
	linkUndone
	chainComplete
)

// NewLadder starts a chain for db.
func NewLadder(d *dict.Dict, db doublets.Doublet) Ladder {
	l := Ladder{Doublet: db, Chain: []string{db.From()}}
	l.attach(d)
	return l
}

// attach connects a ladder read from a save to the dictionary, and checks
// that its chain is sound (a hand-edited save could hold anything).
func (l *Ladder) attach(d *dict.Dict) error {
	l.dict = d
	l.checker = doublets.NewChecker(d, l.Doublet)
	if err := l.Doublet.Validate(); err != nil {
		return err
	}
	if len(l.Chain) == 0 {
		l.Chain = []string{l.Doublet.From()}
	}
	for i := range l.Chain {
		if _, err := l.checker.Extend(l.Chain[:i], l.Chain[i]); err != nil {
			return fmt.Errorf("the saved chain is broken: %v", err)
		}
	}
	return nil
}

// Complete reports whether the chain reaches the last word.
func (l Ladder) Complete() bool { return l.checker.Complete(l.Chain) }

// Links counts the words between the two ends.
func (l Ladder) Links() int { return max(len(l.Chain)-2, 0) }

// LinksSoFar counts the words written after the first, for a chain still
// being written.
func (l Ladder) LinksSoFar() int {
	if l.Complete() {
		return l.Links()
	}
	return len(l.Chain) - 1
}

// Input is the word being typed.
func (l Ladder) Input() string { return l.input }

// Message is the last note for the player, and whether it is a refusal.
func (l Ladder) Message() (string, bool) { return l.message, l.failed }

func (l *Ladder) say(msg string, failed bool) { l.message, l.failed = msg, failed }

// Update takes a key. Letters are typed, Backspace deletes (and on an
// empty line takes back the last link), Enter offers the word as a link.
func (l Ladder) Update(msg tea.KeyMsg) (Ladder, ladderEvent) {
	if l.Complete() {
		return l, noEvent
	}
	switch msg.Type {
	case tea.KeyRunes:
		// A burst of keys (a paste, fast typing) is taken whole:
		// apostrophes and hyphens are ignored, as in a chain (Carroll's
		// e'en is een), and any other non-letter is refused alone.
		refused := ""
		for _, r := range msg.Runes {
			if r >= 'A' && r <= 'Z' {
				r += 'a' - 'A'
			}
			switch {
			case r == '\'' || r == '’' || r == '-':
				continue
			case r < 'a' || r > 'z':
				refused = "Only the letters a to z make words."
				continue
			case len(l.input) >= l.Doublet.Length():
				refused = fmt.Sprintf("Words of this doublet have %d letters.", l.Doublet.Length())
				continue
			}
			l.input += string(r)
		}
		l.say(refused, refused != "")
	case tea.KeyBackspace:
		if l.input == "" {
			return l.Undo()
		}
		l.input = l.input[:len(l.input)-1]
		l.say("", false)
	case tea.KeyCtrlU:
		l.input = ""
		l.say("", false)
	case tea.KeyEnter:
		return l.Offer(l.input)
	}
	return l, noEvent
}

// Offer adds word to the chain if it may follow; otherwise the chain is
// unchanged, the word stays in the line to be mended, and Message says why.
func (l Ladder) Offer(word string) (Ladder, ladderEvent) {
	word = strings.ToLower(strings.TrimSpace(word))
	if word == "" {
		l.say("Type a word, then Enter.", true)
		return l, noEvent
	}
	if len(word) != l.Doublet.Length() {
		l.say(fmt.Sprintf("%q has %s; this doublet's words have %d.", word, countOf(len(word), "letter"), l.Doublet.Length()), true)
		return l, noEvent
	}
	link, err := l.checker.Extend(l.Chain, word)
	if err != nil {
		l.say(refusal(err), true)
		return l, noEvent
	}
	prev := l.Chain[len(l.Chain)-1]
	l.Chain = append(l.Chain, word)
	l.input = ""
	if l.Complete() {
		l.say("The chain is complete.", false)
		return l, chainComplete
	}
	// Close the chain when the last word can follow this one.
	if _, err := l.checker.Extend(l.Chain, l.Doublet.To()); err == nil {
		if closed := append(slices.Clone(l.Chain), l.Doublet.To()); l.checker.Complete(closed) {
			l.Chain = closed
			l.say(fmt.Sprintf("%s, and %s follows: the chain is complete.", strings.ToUpper(word), strings.ToUpper(l.Doublet.To())), false)
			return l, chainComplete
		}
	}
	l.say(fmt.Sprintf("%s to %s: letter %d, %c for %c.", strings.ToUpper(prev), strings.ToUpper(word), link.Pos, link.To, link.From), false)
	return l, linkAdded
}

// Undo takes back the last link.
func (l Ladder) Undo() (Ladder, ladderEvent) {
	if len(l.Chain) <= 1 || l.Complete() {
		l.say("Nothing to take back.", true)
		return l, noEvent
	}
	gone := l.Chain[len(l.Chain)-1]
	l.Chain = l.Chain[:len(l.Chain)-1]
	l.say(fmt.Sprintf("Took back %s.", strings.ToUpper(gone)), false)
	return l, linkUndone
}

// Hint adds the next word of a shortest chain from where the chain stands.
func (l Ladder) Hint() (Ladder, ladderEvent) {
	next, err := doublets.Hint(l.dict, l.Doublet, l.Chain)
	if err != nil {
		l.say(err.Error(), true)
		return l, noEvent
	}
	l.Hints++
	l, ev := l.Offer(next)
	if ev != noEvent {
		l.message = fmt.Sprintf("Hint %d: %s", l.Hints, l.message)
	}
	return l, ev
}

// refusal words a checker error for the player.
func refusal(err error) string {
	var notWord *doublets.NotWordError
	if errors.As(err, &notWord) {
		return fmt.Sprintf("%s is not in the dictionary.", strings.ToUpper(notWord.Word))
	}
	msg := err.Error()
	return screen.Capitalise(msg) + "."
}

// View draws the chain from the first word down to the line being typed,
// then the last word, in at most height lines. Each link notes which letter
// changed, and a caret line marks the changed letters of the word being
// typed, so the change shows without colour too.
func (l Ladder) View(t *theme.Theme, height int, focused bool) string {
	var lines []string
	for i, w := range l.Chain {
		number := "   "
		if i > 0 && !(l.Complete() && i == len(l.Chain)-1) {
			number = fmt.Sprintf("%2d ", i)
		}
		line := number + strings.ToUpper(w)
		if i > 0 {
			line = number + markChange(t, l.Chain[i-1], w) + "  " + t.Muted.Render(changeNote(l.Chain[i-1], w))
		}
		lines = append(lines, line)
	}
	if !l.Complete() {
		prev := l.Chain[len(l.Chain)-1]
		blank := strings.Repeat("_", l.Doublet.Length()-len(l.input))
		cursor := ""
		if focused {
			cursor = " " + t.Heading.Render(t.Glyph.Cursor)
		}
		lines = append(lines, fmt.Sprintf("%2d ", len(l.Chain))+markChange(t, prev, l.input)+t.Muted.Render(blank)+cursor)
		lines = append(lines, "   "+t.Heading.Render(carets(prev, l.input)))
		lines = append(lines, "   "+t.Title.Render(strings.ToUpper(l.Doublet.To())))
	}
	if height > 0 && len(lines) > height {
		// Keep the end of the chain in view: the first word, an ellipsis, the rest.
		keep := max(height-2, 1)
		lines = append([]string{lines[0], "   " + t.Muted.Render(t.Glyph.Ellipsis)}, lines[len(lines)-keep:]...)
		lines = lines[:min(len(lines), height)]
	}
	return strings.Join(lines, "\n")
}

// changeNote says which letter changed between two words: "2: i>a".
func changeNote(prev, word string) string {
	for i := 0; i < len(word) && i < len(prev); i++ {
		if prev[i] != word[i] {
			return fmt.Sprintf("%d: %c>%c", i+1, prev[i], word[i])
		}
	}
	return ""
}

// carets marks with ^ the typed letters that differ from prev.
func carets(prev, typed string) string {
	var b strings.Builder
	for i := 0; i < len(typed); i++ {
		if i < len(prev) && prev[i] != typed[i] {
			b.WriteByte('^')
		} else {
			b.WriteByte(' ')
		}
	}
	return strings.TrimRight(b.String(), " ")
}

// markChange writes word in capitals, the letters that differ from prev
// bold and underlined.
func markChange(t *theme.Theme, prev, word string) string {
	var b strings.Builder
	for i := 0; i < len(word); i++ {
		c := strings.ToUpper(word[i : i+1])
		if i < len(prev) && prev[i] != word[i] {
			b.WriteString(t.Turn.Underline(true).Render(c))
		} else {
			b.WriteString(t.Text.Render(c))
		}
	}
	return b.String()
}

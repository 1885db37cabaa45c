package screen

import (
	"strings"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
)

// Tone is how a footer message reads: news, a caution, or a refusal.
type Tone int

// The tones of a footer message.
const (
	ToneNote Tone = iota // news: a move made, a game saved
	ToneWarn             // a caution: a clock running low, an offer
	ToneFail             // a refusal: an illegal move, a non-word
	ToneHint             // guidance when nothing else is said
)

// Footer is the bottom of every game screen: one message line (a note, a
// warning or an error; an open yes/no question in its place), a notice when
// the last save failed, and the key help. Every game uses this one.
type Footer struct {
	msg      string
	tone     Tone
	question string
	asking   bool
	ShowAll  bool // the full key help (the "?" key)
}

// Note, Warn and Fail set the message line in their tone; Hint sets quiet
// guidance. Each replaces the message before it.
func (f *Footer) Note(msg string) { f.msg, f.tone = msg, ToneNote }

// Warn sets a caution.
func (f *Footer) Warn(msg string) { f.msg, f.tone = msg, ToneWarn }

// Fail sets a refusal, drawn in the error style.
func (f *Footer) Fail(msg string) { f.msg, f.tone = msg, ToneFail }

// Hint sets guidance, drawn muted.
func (f *Footer) Hint(msg string) { f.msg, f.tone = msg, ToneHint }

// Clear empties the message line.
func (f *Footer) Clear() { f.msg = "" }

// Message is the message line's text and tone.
func (f Footer) Message() (string, Tone) { return f.msg, f.tone }

// Ask opens a yes/no question; it shows in place of the message until
// answered.
func (f *Footer) Ask(question string) { f.question, f.asking = question, true }

// Asking reports whether a question waits for its answer.
func (f Footer) Asking() bool { return f.asking }

// Question is the open question, or "".
func (f Footer) Question() string {
	if f.asking {
		return f.question
	}
	return ""
}

// Answer reads a key while a question is open: only y is yes, n or Esc
// is no; other keys, Enter among them, do not answer (and should be
// ignored by the screen).
func (f *Footer) Answer(msg tea.KeyMsg) (answered, yes bool) {
	answered, yes = answerYesNo(msg)
	if answered {
		f.asking = false
	}
	return answered, yes
}

// View draws the footer width cells wide: the message line (wrapped to at
// most two lines), the save problem if the store has one, and the key help.
func (f Footer) View(env *Env, width int, keys help.KeyMap) string {
	t := env.Theme
	w := max(width-1, 1)
	var lines []string
	msg, style := f.msg, t.Success
	switch f.tone {
	case ToneWarn:
		style = t.Warning
	case ToneFail:
		style = t.Error
	case ToneHint:
		style = t.Muted
	}
	if f.asking {
		msg, style = f.question, t.Warning
	}
	if msg != "" {
		lines = append(lines, twoLines(msg, w, t.Glyph.Ellipsis, style.Render)...)
	} else {
		lines = append(lines, "")
	}
	// The save problem's line, unless the message line says it already.
	if p := env.SaveProblem(); p != "" && p != msg {
		lines = append(lines, twoLines(p, w, t.Glyph.Ellipsis, t.Error.Render)...)
	}
	h := t.Help()
	h.Width = width
	h.ShowAll = f.ShowAll
	lines = append(lines, HelpView(h, keys))
	return strings.Join(lines, "\n")
}

// twoLines wraps text to width w, at most two lines (the second ending in
// ellipsis when cut), each drawn by render.
func twoLines(text string, w int, ellipsis string, render func(...string) string) []string {
	wrapped := strings.Split(ansi.Wrap(text, w, ""), "\n")
	if len(wrapped) > 2 {
		wrapped = wrapped[:2]
		wrapped[1] = ansi.Truncate(wrapped[1]+" "+ellipsis, w, ellipsis)
	}
	for i, l := range wrapped {
		wrapped[i] = render(l)
	}
	return wrapped
}

// LeaveQuestionFor is the question Esc asks before it leaves a game: in a
// room, what leaving the room does; at one keyboard, that the game stays
// saved, only when the last save worked.
func LeaveQuestionFor(env *Env, link Link) string {
	if link.InRoom() && len(link.Seats) == 0 {
		return WatcherLeaveQuestion
	}
	if link.InRoom() {
		return RoomLeaveQuestion
	}
	if env.SaveProblem() != "" {
		return "Leave this game? The last save FAILED, so leaving loses the moves since. (y/n)"
	}
	return LeaveQuestion
}

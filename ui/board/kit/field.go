package kit

import (
	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/theme"
)

// Field is the one-line text field of a board screen: a typed move, or a
// file name. It stays open with its text after a refused entry, so that
// the player can mend it; the screen says what was wrong in its message
// line.
type Field struct {
	input textinput.Model
	use   string // what the field is for; "" when closed
	ascii bool   // the theme draws only ASCII: only ASCII may be typed
	// offered marks text the field offers rather than text the player
	// typed: the first character typed replaces it, as a selected default
	// does, and a key that moves the cursor keeps it to be edited.
	offered bool
}

// FieldAction is what a key did to an open field.
type FieldAction int

const (
	// Typing: the key edited the text.
	Typing FieldAction = iota
	// Submit: Enter; the screen reads Value and acts on it.
	Submit
	// Cancel: Esc; the field is closed.
	Cancel
	// Rules: F1; the screen opens the rules over itself.
	Rules
)

// NewField returns a closed field that holds up to limit characters.
func NewField(limit int) Field {
	in := textinput.New()
	in.CharLimit = limit
	return Field{input: in}
}

// Open opens the field, in the theme's look, for use (the screen's own name for what it holds)
// with a prompt, a placeholder shown while it is empty, the text to start
// with, and the window's width.
func (f *Field) Open(t *theme.Theme, use, prompt, placeholder, value string, width int) {
	f.use, f.ascii = use, t.ASCII
	screen.StyleInput(t, &f.input)
	f.input.Prompt = prompt
	f.input.Placeholder = placeholder
	f.input.Width = max(width-lipgloss.Width(prompt)-2, 1)
	f.input.SetValue(value)
	f.input.CursorEnd()
	f.input.Cursor.SetMode(cursor.CursorStatic)
	f.input.Focus()
	f.offered = false
}

// Offer opens the field as Open does, with value offered: typing replaces
// it, Backspace clears it, and ←, →, Home or End keep it to be edited.
func (f *Field) Offer(t *theme.Theme, use, prompt, value string, width int) {
	f.Open(t, use, prompt, "", value, width)
	f.offered = value != ""
}

// Close closes the field.
func (f *Field) Close() {
	f.use = ""
	f.input.Blur()
}

// For is what the field is open for, or "" when it is closed.
func (f Field) For() string { return f.use }

// IsOpen reports whether the field is open.
func (f Field) IsOpen() bool { return f.use != "" }

// Value is the text typed.
func (f Field) Value() string { return f.input.Value() }

// Key handles a key while the field is open. Of the characters typed or
// pasted, only those fit to draw as they are reach the text (no control
// or bidirectional override; only ASCII in an ASCII theme).
func (f *Field) Key(msg tea.KeyMsg) (FieldAction, tea.Cmd) {
	switch msg.Type {
	case tea.KeyEsc:
		f.Close()
		return Cancel, nil
	case tea.KeyEnter:
		return Submit, nil
	case tea.KeyF1:
		return Rules, nil
	}
	if f.offered {
		f.offered = false
		switch msg.Type {
		case tea.KeyRunes, tea.KeySpace:
			f.input.SetValue("")
		case tea.KeyBackspace, tea.KeyDelete:
			f.input.SetValue("")
			return Typing, nil
		}
	}
	msg.Runes = sanitize.Typed(msg.Runes, f.ascii)
	var cmd tea.Cmd
	f.input, cmd = f.input.Update(msg)
	return Typing, cmd
}

// View draws the field's line.
func (f Field) View() string { return f.input.View() }

// FieldKeys are the keys of an open field, for its help line.
var FieldKeys = []key.Binding{
	key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "ok")),
	key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),
	key.NewBinding(key.WithKeys("f1"), key.WithHelp("F1", "rules")),
}

// Footer is a board screen's footer while the field is open: the field's
// line, and under it the field's keys, or the message line's complaint
// about what was typed, cut to the window's width.
func (f Field) Footer(t *theme.Theme, keys help.Model, footer screen.Footer, width int) string {
	below := screen.ShortHelpView(keys, FieldKeys)
	if msg, tone := footer.Message(); msg != "" {
		style := t.Success
		if tone == screen.ToneFail {
			style = t.Error
		}
		below = style.Render(ansi.Truncate(msg, max(width-1, 1), t.Glyph.Ellipsis))
	}
	return f.line(t, width) + "\n" + below
}

// line draws the field's line; while its text is offered, it says so after
// the text when the window has room.
func (f Field) line(t *theme.Theme, width int) string {
	line := screen.InputView(t, f.input)
	if !f.offered {
		return line
	}
	note := "  (type to replace, " + t.Glyph.LeftArr + " to edit)"
	if lipgloss.Width(line)+lipgloss.Width(note) >= width {
		return line
	}
	return line + t.Muted.Render(note)
}

// Settle readies a board screen's footer (not the open field's) to be
// drawn: guidance, what to do now, on the message line when nothing else
// is said there, and the message cut to one line when the footer has
// fewer than two lines to show it in.
func Settle(t *theme.Theme, f *screen.Footer, guidance string, lines, width int) {
	msg, tone := f.Message()
	if msg == "" {
		msg, tone = guidance, screen.ToneHint
	}
	if lines < 2 && !f.Asking() {
		msg = ansi.Truncate(msg, max(width-1, 1), t.Glyph.Ellipsis)
	}
	switch tone {
	case screen.ToneFail:
		f.Fail(msg)
	case screen.ToneWarn:
		f.Warn(msg)
	case screen.ToneHint:
		f.Hint(msg)
	default:
		f.Note(msg)
	}
}

// AskToLeave asks the players whether to leave the game (the question
// says whether it stays saved, or what leaving a room does) and, on yes,
// runs stop (the thinking cancelled, the game saved) and sets then to go
// home: the menu, or out of the room.
func AskToLeave(env *screen.Env, link screen.Link, ask func(question string, then func(yes bool) tea.Cmd), stop func(), then *screen.Then) {
	ask(screen.LeaveQuestionFor(env, link), func(yes bool) tea.Cmd {
		if !yes {
			return nil
		}
		stop()
		then.Set(screen.Home())
		return nil
	})
}

// Input is the text field itself, for screen.InputView.
func (f Field) Input() textinput.Model { return f.input }

// Answers keeps what a yes/no question in a screen's footer leads to.
type Answers struct{ then func(yes bool) tea.Cmd }

// Ask puts question in footer f; then runs with the answer.
func (a *Answers) Ask(f *screen.Footer, question string, then func(yes bool) tea.Cmd) {
	f.Ask(question)
	a.then = then
}

// Pending reports whether a question is open with an answer to lead to.
func (a *Answers) Pending() bool { return a.then != nil }

// Dismiss closes the question in footer f unanswered (it no longer
// stands: another player settled it); its answer leads nowhere.
func (a *Answers) Dismiss(f *screen.Footer) {
	if a.then != nil && f.Asking() {
		f.Answer(tea.KeyMsg{Type: tea.KeyEsc})
	}
	a.then = nil
}

// Key gives a key to the open question: the command the answer leads to,
// nil until it is answered.
func (a *Answers) Key(f *screen.Footer, msg tea.KeyMsg) tea.Cmd {
	answered, yes := f.Answer(msg)
	if !answered {
		return nil
	}
	then := a.then
	a.then = nil
	if then == nil {
		return nil
	}
	return then(yes)
}

package kit

import (
	"slices"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/rules"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// Board is what a board game gives the BoardScreen it is built on: its
// engine's calls, its drawing and its own keys. The BoardScreen owns the
// rest: the order messages and keys are taken in, the leave question, the
// rules, the key panel, the record field, undo and redo with consent,
// autosaves and the room's log.
type Board interface {
	// Over reports whether the game has ended.
	Over() bool
	// CanMove reports whether a person at this keyboard is to move now;
	// Wait says, to one who may not, whose turn it is.
	CanMove() bool
	Wait() string
	// Turn starts what the position asks for: the computer's search, the
	// clock of the side to move, or the game's end.
	Turn() tea.Cmd
	// Stop stops the searches and clocks running for the game: it is left,
	// or the program quits. Save writes its autosave (none in a room).
	Stop()
	Save()
	// Shown is the game on top again (back from the rules): a clock the
	// rules stopped goes on.
	Shown() tea.Cmd
	// PauseClock stops the clock of the person to move while he reads the
	// rules at one keyboard.
	PauseClock()
	// Thought, Action and RecordRead take in a search's result, an action
	// of the room's log and a record file read.
	Thought(msg screen.ThoughtMsg) tea.Cmd
	Action(msg screen.ActionMsg) tea.Cmd
	RecordRead(msg RecordReadMsg) tea.Cmd
	// FieldActs is what the record field's keys lead to.
	FieldActs() FieldActs
	// Modal takes a key first, while the game asks something of its own
	// (a promotion), and reports whether it did.
	Modal(msg tea.KeyMsg) (tea.Cmd, bool)
	// Key takes the game's own keys, after the room's refusals; it reports
	// whether msg was one. The shared keys (Keys) follow.
	Key(msg tea.KeyMsg) (tea.Cmd, bool)
	// MoveCursor steps the cursor; Jump takes it to the next place that
	// matters now (by > 0) or the one before: the pieces that can move, or
	// a picked piece's cells (Cycle). Choose acts on the cell under it;
	// Deselect drops a piece picked up, and reports whether there was one.
	MoveCursor(dx, dy int)
	Jump(by int)
	Choose() tea.Cmd
	Deselect() bool
	// Undo, Redo, Hint, Resign and OfferDraw answer their keys.
	Undo() tea.Cmd
	Redo() tea.Cmd
	Hint() tea.Cmd
	Resign() tea.Cmd
	OfferDraw() tea.Cmd
	// MoveLines is the number of lines of the move list, for its scrolling.
	MoveLines() int
	// Mouse takes a click or the wheel, when nothing is asked.
	Mouse(msg tea.MouseMsg) tea.Cmd
	// Other takes any other message (a clock's tick, a spinner's); it is
	// given the spinner's ticks after the shared Thinking.
	Other(msg tea.Msg) tea.Cmd
	// SyncKeys enables the keys that act now, after every message.
	SyncKeys()
}

// BoardScreen is the part of a board-game screen every game shares: the
// session, the seats and the room, the footer with its question and the
// record field, the side panel's view and move list, the computer's
// thinking, and the window. A game's screen embeds it, made by
// NewBoardScreen with the game as its Board, and its Update is the
// BoardScreen's.
type BoardScreen struct {
	Env   *screen.Env
	Seats []seats.Seat
	// Link ties the screen to its room (the zero Link at one keyboard);
	// LogPos is where the screen stands in the room's log; Pending counts
	// this copy's actions on their way to the room and back.
	Link    screen.Link
	LogPos  screen.ActionCursor
	Pending int
	// Then keeps a navigation decided where none can be returned (a
	// question's answer, the field's F1, the game's end) until Update
	// returns it.
	Then        screen.Then
	Footer      screen.Footer // the message line, the question and the key help
	FooterDrawn FooterCache   // the footer as last drawn
	Answers     Answers       // what the footer's question leads to
	Panel       Panel
	MoveList    MoveList
	Field       Field
	Records     Records // the record file last saved or opened, and the one being read
	Think       *Thinking
	Watch       Watching   // a game of computers alone: paused, and its pace
	Help        help.Model // the key help's look
	Width       int
	Height      int

	board    Board
	keys     *Keys  // the shared bindings, in the game's own key map
	game     string // the game's id, for its rules
	title    string // the game's name, for its rules
	notation string // the position's notation: "FEN"
	// refusal is what a room says of the record files' keys (Save, Load),
	// hidden there: none is read or written on the server.
	refusal string
}

// BoardSpec is what NewBoardScreen needs beside the game itself.
type BoardSpec struct {
	Env   *screen.Env
	Seats []seats.Seat
	Link  screen.Link
	Keys  *Keys // the shared bindings in the game's key map
	// Game and Title name the game's rules; Notation the position's
	// notation ("FEN4").
	Game, Title, Notation string
	// Record names the record format ("PDN"), Stem and Ext its files
	// ("draughts", "pdn"), MoveHint the move field's placeholder.
	Record, Stem, Ext, MoveHint string
	// FieldLimit is the longest text the field takes.
	FieldLimit int
	// Pace is the least time a move takes, at first, when computers alone
	// play (Watching).
	Pace time.Duration
	// Sentence writes an error for the message line (nil: the kit's
	// Sentence), where the game's messages need their own.
	Sentence func(error) string
}

// Setup makes b the BoardScreen of board, as spec describes. b must not be
// copied after: the record flows keep pointers into it.
func (b *BoardScreen) Setup(board Board, spec BoardSpec) {
	*b = BoardScreen{
		Env: spec.Env, Seats: seats.Clean(spec.Seats), Link: spec.Link, Think: NewThinking(),
		Field: NewField(spec.FieldLimit), Help: spec.Env.Theme.Help(), Watch: Watching{Pace: spec.Pace},
		board: board, keys: spec.Keys, game: spec.Game, title: spec.Title, notation: spec.Notation,
	}
	b.Records = NewRecords(Host{Env: b.Env, Field: &b.Field, Footer: &b.Footer, Width: &b.Width, Ask: b.Ask, Sentence: spec.Sentence},
		spec.Record, spec.Stem, spec.Ext, spec.MoveHint)
	b.keys.Spell(b.Env.Theme)
	b.refusal = "Not in a room: no " + spec.Record + " files are read or written on the server."
	if b.InRoom() { // no game enables them again
		b.keys.Save.SetEnabled(false)
		b.keys.Load.SetEnabled(false)
	}
}

// InRoom reports whether the screen plays in a room.
func (b *BoardScreen) InRoom() bool { return b.Link.InRoom() }

// Here reports whether a person plays seat at this keyboard (in a room,
// one of this copy's own seats).
func (b *BoardScreen) Here(seat int) bool { return b.Seats[seat].IsHuman() && b.Link.Plays(seat) }

// PersonHere is the seat of the person who acts now, when it is not a
// move (a resignation, a proposal): the one to move, turn, if he plays
// here, or else the first seat a person plays here; ok is false when no
// one does.
func (b *BoardScreen) PersonHere(turn int) (seat int, ok bool) {
	if b.Here(turn) {
		return turn, true
	}
	for s := range b.Seats {
		if b.Here(s) {
			return s, true
		}
	}
	return turn, false
}

// People counts the seats people play at this keyboard (in a room, this
// copy's own).
func (b *BoardScreen) People() int { return b.Link.Humans(b.Seats) }

// Ask puts a yes/no question in the footer; then runs with the answer.
func (b *BoardScreen) Ask(question string, then func(yes bool) tea.Cmd) {
	b.Answers.Ask(&b.Footer, question, then)
}

// Update plays the game: msg goes where it belongs, and the navigation a
// question, the rules or the game's end decided is returned in self's
// place.
func (b *BoardScreen) Update(self screen.Screen, msg tea.Msg) (screen.Screen, tea.Cmd) {
	cmd := b.update(msg)
	return b.Then.After(self, self), cmd
}

func (b *BoardScreen) update(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		b.Width, b.Height = msg.Width, msg.Height
		b.Help.Width = msg.Width
		return nil
	case screen.SettingsChangedMsg:
		b.respell()
		return nil
	case screen.ShownMsg:
		b.respell()
		return b.board.Shown()
	case screen.QuittingMsg:
		b.board.Stop()
		b.board.Save()
		return nil
	case ProgressMsg:
		if ok, cmd := b.Think.Take(msg); ok {
			return cmd
		}
		return b.board.Other(msg)
	case spinner.TickMsg:
		return tea.Batch(b.Think.Tick(msg), b.board.Other(msg))
	}
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case screen.ThoughtMsg:
		cmd = b.board.Thought(msg)
	case screen.ActionMsg:
		cmd = b.board.Action(msg)
	case RecordReadMsg:
		cmd = b.board.RecordRead(msg)
	case tea.KeyMsg:
		cmd = b.key(msg)
	case tea.MouseMsg:
		if b.Footer.Asking() || b.Field.IsOpen() {
			return nil
		}
		cmd = b.board.Mouse(msg)
	default:
		cmd = b.board.Other(msg)
	}
	b.board.SyncKeys()
	return cmd
}

// respell draws the key help in the theme as it is now.
func (b *BoardScreen) respell() {
	b.Help = b.Env.Theme.Help()
	b.Help.Width = b.Width
	b.keys.Spell(b.Env.Theme)
}

// key takes a key in order: the footer's question and the open field,
// the game's own question, the notation panel's closing, the room's
// refusals, a move's keys (Tab too) and a draw offer off a person's turn
// (they say whose it is), the game's keys, then the keys every board
// game shares.
func (b *BoardScreen) key(msg tea.KeyMsg) tea.Cmd {
	if cmd, ok := b.Records.Intercept(msg, &b.Answers, b.board.FieldActs); ok {
		return cmd
	}
	if cmd, ok := b.board.Modal(msg); ok {
		return cmd
	}
	if b.Panel.CloseNotation(&b.Footer, b.keys, msg) {
		return nil // Esc and the notation key only close it
	}
	b.Footer.Clear()
	if b.InRoom() && Pressed(msg, b.keys.Save, b.keys.Load) {
		b.Footer.Fail(b.refusal)
		return nil
	}
	if b.People() > 0 && !b.board.Over() && !b.board.CanMove() && Pressed(msg, b.keys.Type, b.keys.Hint, b.keys.Draw, b.keys.Next, b.keys.Previous) {
		b.Footer.Warn(b.board.Wait()) // the keys are off: not a person's turn here
		return nil
	}
	if cmd, ok := b.board.Key(msg); ok {
		return cmd
	}
	return b.sharedKey(msg)
}

// sharedKey answers the keys every board game has.
func (b *BoardScreen) sharedKey(msg tea.KeyMsg) tea.Cmd {
	k := b.keys
	if dx, dy, ok := k.Step(msg); ok {
		b.board.MoveCursor(dx, dy)
		return nil
	}
	switch {
	case key.Matches(msg, k.Next):
		b.board.Jump(1)
	case key.Matches(msg, k.Previous):
		b.board.Jump(-1)
	case key.Matches(msg, k.Back):
		return b.back()
	case key.Matches(msg, k.Rules):
		return b.OpenRules()
	case key.Matches(msg, k.Help):
		b.Panel.Toggle(PanelKeys)
	case key.Matches(msg, k.Notate):
		b.Panel = PanelNotation
		b.Footer.Note("The position in " + b.notation + " is in the panel (Shift+drag selects it in most terminals).")
	case key.Matches(msg, k.Scroll):
		b.MoveList.Scroll(msg.String(), b.board.MoveLines())
	case key.Matches(msg, k.Select):
		return b.board.Choose()
	case IsTypedMove(msg):
		move, _ := TypedMove(msg) // ":" and the move at once: typed fast, or pasted
		b.OpenMoveField(move)
	case key.Matches(msg, k.Type):
		b.OpenMoveField("")
	case key.Matches(msg, k.Save):
		b.Records.OfferField(FieldSave)
	case key.Matches(msg, k.Load):
		b.Records.OfferField(FieldOpen)
	case key.Matches(msg, k.Undo):
		return b.board.Undo()
	case key.Matches(msg, k.Redo):
		return b.board.Redo()
	case key.Matches(msg, k.Hint):
		return b.board.Hint()
	case key.Matches(msg, k.Resign):
		return b.board.Resign()
	case key.Matches(msg, k.Draw):
		return b.board.OfferDraw()
	case key.Matches(msg, k.Pause):
		return b.togglePause()
	case key.Matches(msg, k.Faster):
		b.Footer.Note(b.Watch.Step(-1))
		b.board.Save()
	case key.Matches(msg, k.Slower):
		b.Footer.Note(b.Watch.Step(1))
		b.board.Save()
	}
	return nil
}

// togglePause stops a game of computers alone, or lets it go on.
func (b *BoardScreen) togglePause() tea.Cmd {
	b.Watch.Paused = !b.Watch.Paused
	if b.Watch.Paused {
		b.Think.Cancel()
		b.Footer.Note("Paused: p to go on.")
		return nil
	}
	return b.board.Turn()
}

// EnableKeys enables the kit's keys that act now (Keys.Enable), toMove
// when a person here is to move; pausing and the pace while computers
// alone play at this keyboard.
func (b *BoardScreen) EnableKeys(toMove bool) {
	over, people := b.board.Over(), b.People() > 0
	b.keys.Enable(over, people, toMove)
	watching := !over && !people && !b.InRoom()
	for _, k := range []*key.Binding{&b.keys.Pause, &b.keys.Faster, &b.keys.Slower} {
		k.SetEnabled(watching)
	}
}

// OfferDrawTo offers a draw at one keyboard, for seat by to seat to: a
// computer weighs it (weigh starts its search, whose answer the game
// takes in), a person answers y or n; agreed ends the game drawn.
func (b *BoardScreen) OfferDrawTo(by, to int, weigh, agreed func() tea.Cmd) tea.Cmd {
	other := b.Seats[to]
	if !other.IsHuman() {
		b.Footer.Note("You offer a draw" + b.Env.Theme.Glyph.Ellipsis)
		return weigh()
	}
	b.Ask(b.Seats[by].Name+" offers a draw. "+other.Name+", do you accept? (y/n)", func(yes bool) tea.Cmd {
		if !yes {
			b.Footer.Note(other.Name + " declines the draw: play on.")
			return nil
		}
		return agreed()
	})
	return nil
}

// RoomWait says, in a room, what this copy waits for when no one here
// may act: its own move on its way, the person at another terminal whose
// turn it is (seat turn, playing side), or the room's computer; "" at
// one keyboard, when the game is over, or when someone here may act.
func (b *BoardScreen) RoomWait(turn int, side string) string {
	e := b.Env.Theme.Glyph.Ellipsis
	switch {
	case !b.InRoom() || b.board.Over():
		return ""
	case b.Pending > 0:
		return "Your move is on its way to the room" + e
	case b.board.CanMove():
		return ""
	case b.Seats[turn].IsHuman():
		return b.Seats[turn].Name + " (" + side + ") is playing, at another terminal" + e
	}
	return side + " (the room's computer) is thinking" + e
}

// WaitText tells one who may not act now whose turn it is: the player's
// name and his side ("Wait: it is Ada's turn (White).").
func WaitText(name, side string) string {
	return "Wait: it is " + name + "'s turn (" + side + ")."
}

// OpenMoveField opens the field for a move, with text in it, when a
// person here may move; to anyone else it says whose turn it is.
func (b *BoardScreen) OpenMoveField(text string) {
	if !b.board.CanMove() {
		if wait := b.board.Wait(); wait != "" {
			b.Footer.Warn(wait)
		}
		return
	}
	b.Records.OpenField(FieldMove, text)
}

// back drops a piece picked up, closes the panel's other view, goes home
// from a finished game, or asks to leave.
func (b *BoardScreen) back() tea.Cmd {
	switch {
	case b.board.Deselect():
		return nil
	case b.Panel != PanelMoves:
		b.Panel = PanelMoves
		return nil
	case b.board.Over():
		b.Then.Set(screen.Home())
		return nil
	}
	AskToLeave(b.Env, b.Link, b.Ask, func() {
		b.board.Stop()
		b.board.Save()
	}, &b.Then)
	return nil
}

// OpenRules shows the game's rules over it (by Then). At one keyboard the
// person to move reads them on stopped time; in a room the others wait
// for no one, and his clock goes on.
func (b *BoardScreen) OpenRules() tea.Cmd {
	if !b.InRoom() {
		b.board.PauseClock()
	}
	b.Then.Set(screen.Open(b.board.(screen.Screen), rules.New(b.Env, b.game, b.title)))
	return nil
}

// ProposalHost is what a room's proposals need of the screen that every
// board game gives alike: its seats by number, its room, its footer and
// its question; after a refusal, a turn that waited for the proposal
// (not this copy's person's) starts again. The game adds what its
// proposals say and do (Describe, Answer, Weigh, Do) and may name its
// seats otherwise.
func (b *BoardScreen) ProposalHost() ProposalHost {
	return ProposalHost{
		Resume: func() tea.Cmd {
			if !b.board.CanMove() {
				return b.board.Turn()
			}
			return nil
		},
		Human:    func(seat int) bool { return b.Seats[seat].IsHuman() },
		Name:     func(seat int) string { return b.Seats[seat].Name },
		Here:     b.Link.Plays,
		Ask:      b.Ask,
		Note:     b.Footer.Note,
		Fail:     b.Footer.Fail,
		Dismiss:  b.DismissRoomQuestion,
		Ellipsis: b.Env.Theme.Glyph.Ellipsis,
	}
}

// Seating is the screen as the kit's take-back flow sees it; name names a
// seat in its questions.
func (b *BoardScreen) Seating(seatsAtTable int, human func(seat int) bool, name func(seat int) string) Seating {
	return Seating{Seats: seatsAtTable, Human: human, Name: name, Ask: b.Ask, Note: b.Footer.Note, Fail: b.Footer.Fail}
}

// Autosave writes the game's autosave, state giving what it holds; a
// finished game's is deleted instead, and a room's log is its save.
func (b *BoardScreen) Autosave(game string, version int, state func() any) {
	if b.InRoom() {
		return
	}
	Autosave(b.Env, &b.Footer, game, version, b.Seats, b.board.Over(), state)
}

// Accept takes in an action of the room's log if it is the next one, and
// counts this copy's own back; mine reports that it was one of them.
func (b *BoardScreen) Accept(msg screen.ActionMsg) (mine, ok bool) {
	if !b.LogPos.Accept(msg) {
		return false, false
	}
	mine = b.Link.Plays(msg.Action.Seat) && b.Pending > 0
	if mine {
		b.Pending--
	}
	return mine, true
}

// Send hands an action of one of this copy's seats to the room; it is
// done when the room hands it back (Accept).
func (b *BoardScreen) Send(a screen.Action) {
	b.Pending++
	b.Link.Send(a)
}

// Pressed reports whether msg is one of the bindings' keys, enabled or
// not: a refusal says why a key does nothing.
func Pressed(msg tea.KeyMsg, bindings ...key.Binding) bool {
	for _, b := range bindings {
		if slices.Contains(b.Keys(), msg.String()) {
			return true
		}
	}
	return false
}

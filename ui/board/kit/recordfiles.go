package kit

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/sanitize"
	"parlour/ui/screen"
)

// The uses of a board screen's Field: a typed move, or the name of a
// file to save the record to or to open one from.
const (
	FieldMove = "move"
	FieldSave = "save"
	FieldOpen = "load"
)

// Host is what the kit's field and record flows act on: the screen's
// session, its text field and footer, the window's width, and how it asks
// a yes/no question (kit.Answers.Ask, most often). It points into the
// screen, which makes it once (NewRecords).
type Host struct {
	Env    *screen.Env
	Field  *Field
	Footer *screen.Footer
	Width  *int
	Ask    func(question string, then func(yes bool) tea.Cmd)
	// Sentence writes an error as a sentence for the message line; nil
	// is the kit's Sentence.
	Sentence func(error) string
}

// sentence writes err as the screen writes its errors.
func (h Host) sentence(err error) string {
	if h.Sentence != nil {
		return h.Sentence(err)
	}
	return Sentence(err)
}

// Records is a board screen's text field and its game records in files:
// a move typed, or the record saved to a name typed in the field, or
// opened from one, read in a command and put on the board once the
// players agree; the full path said each time.
type Records struct {
	Format string // the record's format, as the prompts name it: "PDN", "PGN4", or PlainRecord
	Stem   string // the start of the file names offered and made: "draughts"
	Ext    string // their ending, without the dot: "pdn"
	// MoveHint is the move field's placeholder: "h2-h3 or Bf1xc4".
	MoveHint string
	// Path is the file offered first in the field: the last saved or
	// opened, or the one a resumed game's save names. A path from a save
	// is never trusted: it is only offered.
	Path string
	// mine is the file this screen saved to or opened: replaced without
	// asking, and where SaveNow writes.
	mine    string
	h       Host
	loading string // the file being read, while the field waits for it
}

// NewRecords returns the records of a screen (h points into it) whose
// records are in format, in files named stem-….ext, and whose moves are
// typed as moveHint shows.
func NewRecords(h Host, format, stem, ext, moveHint string) Records {
	return Records{Format: format, Stem: stem, Ext: ext, MoveHint: moveHint, h: h}
}

// FieldActs are what the field's keys lead to (Key): the move typed when
// a person may move, the record's text and the screen's own save after
// the record is saved, and the rules (F1).
type FieldActs struct {
	CanMove bool
	Typed   func(text string) (tea.Cmd, error)
	Write   func() (string, error)
	Saved   func()
	// Rules opens the rules over the screen: it cannot return the
	// screen.Open, so it keeps it in the screen's screen.Then for its
	// Update to return (Navigate), and returns what else it starts.
	Rules func() tea.Cmd
}

// Key handles a key while the field is open, whatever it is open for:
// Enter plays the move typed (SubmitMove) or saves or opens the record
// named (Submit), Esc closes the field, F1 shows the rules.
func (r *Records) Key(msg tea.KeyMsg, a FieldActs) tea.Cmd {
	return r.FieldKey(msg, func() tea.Cmd {
		if r.h.Field.For() == FieldMove {
			return r.SubmitMove(r.h.Field.Value(), a.CanMove, a.Typed)
		}
		return r.Submit(r.h.Field.Value(), a.Write, a.Saved)
	}, a.Rules)
}

// Intercept gives a key to what stands above the board's own keys: the
// footer's open question (what answers leads to), then the open field
// (Key, with the acts acts gives). ok reports that one of them took it.
func (r *Records) Intercept(msg tea.KeyMsg, answers *Answers, acts func() FieldActs) (cmd tea.Cmd, ok bool) {
	switch {
	case r.h.Footer.Asking():
		return answers.Key(r.h.Footer, msg), true
	case r.h.Field.IsOpen():
		return r.Key(msg, acts()), true
	}
	return nil, false
}

// RecordsDir is where records go unless the player names a folder.
func RecordsDir(dataDir string) string { return filepath.Join(dataDir, RecordsFolder) }

// FolderNote says where a bare file name goes, for the message line.
func FolderNote(dataDir string) string {
	if dataDir == "" {
		return "There is no data folder: type a full path."
	}
	return "A name without a folder is in " + sanitize.Line(RecordsDir(dataDir)) + "."
}

// Offer is the file name the field offers: the last saved or opened, or
// the game's own name in the records folder.
func (r *Records) Offer() string {
	if r.Path != "" {
		return r.Path
	}
	return r.Stem + "." + r.Ext
}

// PlainRecord is the format of a game whose record has no name of its own
// (Circular Chess writes its moves in its own text form): the prompts do
// not name it.
const PlainRecord = "record"

// Prompt is the field's prompt for use (FieldSave or FieldOpen).
func (r *Records) Prompt(use string) string {
	if use == FieldSave && r.Format == PlainRecord {
		return "Save the game to: "
	}
	if use == FieldSave {
		return "Save the game (" + r.Format + ") to: "
	}
	return "Open a " + r.Format + " file: "
}

// OpenField opens the field for use with value in it: for a move
// (FieldMove), or a file (FieldSave, FieldOpen) saying where a bare name
// goes.
func (r *Records) OpenField(use, value string) {
	if use == FieldMove {
		r.h.Field.Open(r.h.Env.Theme, use, "Move: ", r.MoveHint, value, *r.h.Width)
		return
	}
	r.h.Field.Open(r.h.Env.Theme, use, r.Prompt(use), "", value, *r.h.Width)
	r.h.Footer.Note(FolderNote(r.h.Env.Store.Dir()))
}

// OfferField opens the field for use (FieldSave or FieldOpen) with the
// file name Offer gives, offered: typing replaces it.
func (r *Records) OfferField(use string) {
	r.h.Field.Offer(r.h.Env.Theme, use, r.Prompt(use), r.Offer(), *r.h.Width)
	r.h.Footer.Note(FolderNote(r.h.Env.Store.Dir()))
}

// Close closes the field; a file it waited for is no longer wanted.
func (r *Records) Close() {
	r.h.Field.Close()
	r.loading = ""
}

// FieldKey handles a key while the field is open: Enter runs submit, Esc
// closes the field (and clears the message line), F1 runs rules (which
// opens them through the screen's screen.Then, see FieldActs); the rest
// is typing.
func (r *Records) FieldKey(msg tea.KeyMsg, submit, rules func() tea.Cmd) tea.Cmd {
	action, cmd := r.h.Field.Key(msg)
	switch action {
	case Cancel:
		r.Close()
		r.h.Footer.Clear()
	case Submit:
		return submit()
	case Rules:
		return rules()
	}
	return cmd
}

// SubmitMove acts on a move typed in the field: nothing typed closes it;
// a move typed when no person is to move (canMove false) is refused and
// the field closed; typed plays it, and on its error the field stays open
// with the text, to be mended, and the error is said.
func (r *Records) SubmitMove(text string, canMove bool, typed func(text string) (tea.Cmd, error)) tea.Cmd {
	text = strings.TrimSpace(text)
	if text == "" {
		r.Close()
		return nil
	}
	if !canMove {
		r.Close()
		r.h.Footer.Fail("Wait: it is not a person's turn.")
		return nil
	}
	r.h.Footer.Clear() // what was said of the last try is stale now
	cmd, err := typed(text)
	if err != nil {
		r.h.Footer.Fail(r.h.sentence(err))
		return nil
	}
	r.Close()
	return cmd
}

// Submit acts on a file name typed in the field open for FieldSave or
// FieldOpen. Saving writes the record write gives (asking first before
// replacing a file this screen did not save to or open) and then runs saved (the screen's own
// save, which keeps Path); opening starts reading the file. On an error
// the field stays open with the text, to be mended.
func (r *Records) Submit(text string, write func() (string, error), saved func()) tea.Cmd {
	text = strings.TrimSpace(text)
	use := r.h.Field.For()
	if use == FieldOpen {
		return r.Start(text)
	}
	if use != FieldSave {
		return nil
	}
	path, err := RecordPath(text, r.h.Env.Store.Dir())
	if err != nil {
		r.h.Footer.Fail(r.h.sentence(err))
		return nil
	}
	if exists(path) && path != r.mine {
		r.Close()
		r.h.Ask(fmt.Sprintf("%s exists. Replace it with this game? (y/n)", sanitize.Line(path)), func(yes bool) tea.Cmd {
			if yes {
				r.Save(path, write, saved)
			} else {
				r.OpenField(FieldSave, text)
			}
			return nil
		})
		return nil
	}
	r.Save(path, write, saved)
	return nil
}

// Save writes the record write gives to path, atomically, and says where
// in full; then path is this screen's file and saved runs. On an error the field opens
// again with the path, and the error is said.
func (r *Records) Save(path string, write func() (string, error), saved func()) {
	text, err := write()
	if err == nil {
		err = WriteRecord(path, []byte(text))
	}
	if err != nil {
		r.OpenField(FieldSave, path)
		r.h.Footer.Fail("Not saved: " + r.h.sentence(err))
		return
	}
	r.Close()
	r.Path, r.mine = path, path
	r.h.Footer.Note("Saved the game to " + sanitize.Line(path) + ".")
	if saved != nil {
		saved()
	}
}

// NewRecordPath is a file in the records folder under dataDir that does
// not exist yet, named from stem, the time now and ext:
// draughts-2026-12-01-150405.pdn, or with -2, -3… after the time.
func NewRecordPath(dataDir, stem, ext string) (string, error) {
	name := stem + "-" + time.Now().Format("2006-01-02-150405")
	path, err := RecordPath(name+"."+ext, dataDir)
	for n := 2; err == nil && exists(path); n++ {
		path, err = RecordPath(fmt.Sprintf("%s-%d.%s", name, n, ext), dataDir)
	}
	return path, err
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// SaveNow writes the record write gives where this screen last saved or
// opened it, or to a new file in the records folder (never to a path only
// offered), and returns the sentence that says where in full (for the
// result screen's save).
func (r *Records) SaveNow(dataDir string, write func() (string, error)) (string, error) {
	path := r.mine
	if path == "" {
		var err error
		if path, err = NewRecordPath(dataDir, r.Stem, r.Ext); err != nil {
			return "", err
		}
	}
	text, err := write()
	if err == nil {
		err = WriteRecord(path, []byte(text))
	}
	if err != nil {
		return "", err
	}
	r.Path, r.mine = path, path
	return "Saved the game to " + sanitize.Line(path) + ".", nil
}

// Start starts reading the record file named by text, in a command (the
// screen never waits on a file), and says so; the screen passes the
// RecordReadMsg that comes back to Read.
func (r *Records) Start(text string) tea.Cmd {
	path, err := RecordPath(text, r.h.Env.Store.Dir())
	if err != nil {
		r.h.Footer.Fail(r.h.sentence(err))
		return nil
	}
	r.loading = path
	r.h.Footer.Note("Opening " + sanitize.Line(path) + r.h.Env.Theme.Glyph.Ellipsis)
	return ReadRecord(path)
}

// Reading reports whether a file is being read for the screen.
func (r *Records) Reading() bool { return r.loading != "" }

// Read takes in a record file read off the loop. parse reads its game
// and returns take, which puts it on the board (shown is the file's path
// made safe to show; take says what was opened) and returns what comes
// next. When inProgress, the players are asked first whether to replace
// the game on the board. A file refused or unreadable leaves the game as
// it was, and says why: with the field still open, of "it" (the file
// named above), else by its path. A read no longer waited for (the field
// closed, another file asked for) is ignored.
func (r *Records) Read(msg RecordReadMsg, inProgress bool, parse func(data []byte) (take func(shown string) tea.Cmd, err error)) tea.Cmd {
	if msg.Path == "" || msg.Path != r.loading {
		return nil
	}
	r.loading = ""
	path, shown := msg.Path, sanitize.Line(msg.Path)
	if msg.Err != nil {
		text := ReadError(msg.Err)
		if r.h.Field.For() != FieldOpen {
			text = strings.Replace(text, "Cannot open it", "Cannot open "+shown, 1)
		}
		r.h.Footer.Fail(text)
		return nil
	}
	take, err := parse(msg.Data)
	if err != nil {
		r.h.Footer.Fail("Cannot read " + shown + ": " + r.h.sentence(err))
		return nil
	}
	r.Close()
	do := func() tea.Cmd {
		r.Path, r.mine = path, path
		return take(shown)
	}
	if !inProgress {
		return do()
	}
	r.h.Ask("Replace this game with the one in "+shown+"? (y/n)", func(yes bool) tea.Cmd {
		if !yes {
			r.h.Footer.Note("The game goes on; the record was not opened.")
			return nil
		}
		return do()
	})
	return nil
}

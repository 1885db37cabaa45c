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

// The uses of a board screen's Field beside a typed move: the name of a
// file to save the record to, or to open one from.
const (
	FieldSave = "save"
	FieldOpen = "load"
)

// Host is what the kit's field and record flows act on: the screen's
// session, its text field and footer, the window's width, and how it asks
// a yes/no question (kit.Answers.Ask, most often). A screen makes one
// for each call; it holds nothing of its own.
type Host struct {
	Env    *screen.Env
	Field  *Field
	Footer *screen.Footer
	Width  int
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

// Records is a board screen's game records in files: saved to a name
// typed in the field, or opened from one, read in a command and put on
// the board once the players agree; the full path said each time. Its
// zero value with Format, Stem and Ext set is ready.
type Records struct {
	Format string // the record's format, as the prompts name it: "PDN", "PGN4"
	Stem   string // the start of the file names offered and made: "draughts"
	Ext    string // their ending, without the dot: "pdn"
	// Path is the file last saved or opened: offered first in the field,
	// replaced without asking, and where SaveNow writes.
	Path    string
	loading string // the file being read, while the field waits for it
}

// RecordsDir is where records go unless the player names a folder.
func RecordsDir(dataDir string) string { return filepath.Join(dataDir, RecordsFolder) }

// FolderNote says where a bare file name goes, for the message line.
func FolderNote(dataDir string) string {
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

// Prompt is the field's prompt for use (FieldSave or FieldOpen).
func (r *Records) Prompt(use string) string {
	if use == FieldSave {
		return "Save the game (" + r.Format + ") to: "
	}
	return "Open a " + r.Format + " file: "
}

// OpenField opens the field for use (FieldSave or FieldOpen) with value
// in it, and says where a bare name goes.
func (r *Records) OpenField(h Host, use, value string) {
	h.Field.Open(h.Env.Theme, use, r.Prompt(use), "", value, h.Width)
	h.Footer.Note(FolderNote(h.Env.Store.Dir()))
}

// Close closes the field; a file it waited for is no longer wanted.
func (r *Records) Close(h Host) {
	h.Field.Close()
	r.loading = ""
}

// FieldKey handles a key while the field is open: Enter runs submit, Esc
// closes the field (and clears the message line), F1 runs rules; the
// rest is typing.
func (r *Records) FieldKey(h Host, msg tea.KeyMsg, submit, rules func() tea.Cmd) tea.Cmd {
	action, cmd := h.Field.Key(msg)
	switch action {
	case Cancel:
		r.Close(h)
		h.Footer.Clear()
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
func (r *Records) SubmitMove(h Host, text string, canMove bool, typed func(text string) (tea.Cmd, error)) tea.Cmd {
	text = strings.TrimSpace(text)
	if text == "" {
		r.Close(h)
		return nil
	}
	if !canMove {
		r.Close(h)
		h.Footer.Fail("Wait: it is not a person's turn.")
		return nil
	}
	cmd, err := typed(text)
	if err != nil {
		h.Footer.Fail(h.sentence(err))
		return nil
	}
	r.Close(h)
	return cmd
}

// Submit acts on a file name typed in the field open for FieldSave or
// FieldOpen. Saving writes the record write gives (asking first before
// replacing a file other than Path) and then runs saved (the screen's own
// save, which keeps Path); opening starts reading the file. On an error
// the field stays open with the text, to be mended.
func (r *Records) Submit(h Host, text string, write func() (string, error), saved func()) tea.Cmd {
	text = strings.TrimSpace(text)
	use := h.Field.For()
	if use == FieldOpen {
		return r.Start(h, text)
	}
	if use != FieldSave {
		return nil
	}
	path, err := RecordPath(text, h.Env.Store.Dir())
	if err != nil {
		h.Footer.Fail(h.sentence(err))
		return nil
	}
	if _, err := os.Stat(path); err == nil && path != r.Path {
		r.Close(h)
		h.Ask(fmt.Sprintf("%s exists. Replace it with this game? (y/n)", sanitize.Line(path)), func(yes bool) tea.Cmd {
			if yes {
				r.Save(h, path, write, saved)
			} else {
				r.OpenField(h, FieldSave, text)
			}
			return nil
		})
		return nil
	}
	r.Save(h, path, write, saved)
	return nil
}

// Save writes the record write gives to path, atomically, and says where
// in full; then Path is path and saved runs. On an error the field opens
// again with the path, and the error is said.
func (r *Records) Save(h Host, path string, write func() (string, error), saved func()) {
	text, err := write()
	if err == nil {
		err = WriteRecord(path, []byte(text))
	}
	if err != nil {
		r.OpenField(h, FieldSave, path)
		h.Footer.Fail("Not saved: " + h.sentence(err))
		return
	}
	r.Close(h)
	r.Path = path
	h.Footer.Note("Saved the game to " + sanitize.Line(path) + ".")
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

// SaveNow writes the record write gives where it was last saved or
// opened, or to a new file in the records folder, and returns the
// sentence that says where in full (for the result screen's save).
func (r *Records) SaveNow(dataDir string, write func() (string, error)) (string, error) {
	path := r.Path
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
	r.Path = path
	return "Saved the game to " + sanitize.Line(path) + ".", nil
}

// Start starts reading the record file named by text, in a command (the
// screen never waits on a file), and says so; the screen passes the
// RecordReadMsg that comes back to Read.
func (r *Records) Start(h Host, text string) tea.Cmd {
	path, err := RecordPath(text, h.Env.Store.Dir())
	if err != nil {
		h.Footer.Fail(h.sentence(err))
		return nil
	}
	r.loading = path
	h.Footer.Note("Opening " + sanitize.Line(path) + h.Env.Theme.Glyph.Ellipsis)
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
func (r *Records) Read(h Host, msg RecordReadMsg, inProgress bool, parse func(data []byte) (take func(shown string) tea.Cmd, err error)) tea.Cmd {
	if msg.Path == "" || msg.Path != r.loading {
		return nil
	}
	r.loading = ""
	path, shown := msg.Path, sanitize.Line(msg.Path)
	if msg.Err != nil {
		text := ReadError(msg.Err)
		if h.Field.For() != FieldOpen {
			text = strings.Replace(text, "Cannot open it", "Cannot open "+shown, 1)
		}
		h.Footer.Fail(text)
		return nil
	}
	take, err := parse(msg.Data)
	if err != nil {
		h.Footer.Fail("Cannot read " + shown + ": " + h.sentence(err))
		return nil
	}
	r.Close(h)
	do := func() tea.Cmd {
		r.Path = path
		return take(shown)
	}
	if !inProgress {
		return do()
	}
	h.Ask("Replace this game with the one in "+shown+"? (y/n)", func(yes bool) tea.Cmd {
		if !yes {
			h.Footer.Note("The game goes on; the record was not opened.")
			return nil
		}
		return do()
	})
	return nil
}

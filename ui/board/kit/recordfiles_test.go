package kit

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

// table is a screen's share of the record flow: its field and footer,
// the question asked, and its answer to come.
type table struct {
	env      *screen.Env
	field    Field
	footer   screen.Footer
	answers  Answers
	records  Records
	saves    int
	recorded string // what the record's text is
	width    int
}

func newTable(t *testing.T) *table {
	tb := &table{env: uitest.NewEnv(t), field: NewField(200), recorded: "1. a b *", width: 80}
	tb.records = NewRecords(tb.host(), "PDN", "draughts", "pdn", "11-15")
	return tb
}

func (tb *table) host() Host {
	return Host{Env: tb.env, Field: &tb.field, Footer: &tb.footer, Width: &tb.width,
		Ask: func(q string, then func(bool) tea.Cmd) { tb.answers.Ask(&tb.footer, q, then) }}
}

func (tb *table) write() (string, error) { return tb.recorded, nil }
func (tb *table) saved()                 { tb.saves++ }

// submit types text into the field open for use and presses Enter.
func (tb *table) submit(use, text string) tea.Cmd {
	tb.records.OpenField(use, text)
	return tb.records.Submit(tb.field.Value(), tb.write, tb.saved)
}

func (tb *table) message() string { m, _ := tb.footer.Message(); return m }

func (tb *table) answer(yes bool) tea.Cmd {
	k := "n"
	if yes {
		k = "y"
	}
	return tb.answers.Key(&tb.footer, uitest.Key(k))
}

func TestRecordSavedInTheRecordsFolderWithItsFullPath(t *testing.T) {
	tb := newTable(t)
	if tb.records.Offer() != "draughts.pdn" {
		t.Fatalf("offers %q", tb.records.Offer())
	}
	tb.records.OpenField(FieldSave, tb.records.Offer())
	if !strings.Contains(tb.field.View(), "Save the game (PDN) to: ") || !strings.Contains(tb.message(), filepath.Join(tb.env.Store.Dir(), "records")) {
		t.Fatalf("the field reads %q, the note %q", tb.field.View(), tb.message())
	}
	tb.records.Submit(" draughts.pdn ", tb.write, tb.saved)
	want := filepath.Join(tb.env.Store.Dir(), "records", "draughts.pdn")
	data, err := os.ReadFile(want)
	if err != nil || string(data) != tb.recorded {
		t.Fatalf("saved %q, %v", data, err)
	}
	if tb.message() != "Saved the game to "+want+"." || tb.records.Path != want || tb.saves != 1 || tb.field.IsOpen() {
		t.Fatalf("said %q, path %q, saves %d, field open %v", tb.message(), tb.records.Path, tb.saves, tb.field.IsOpen())
	}
	if tb.records.Offer() != want {
		t.Fatalf("offers %q after the save", tb.records.Offer())
	}
	// The same file again is replaced without a question.
	tb.recorded = "2"
	tb.submit(FieldSave, want)
	if data, _ := os.ReadFile(want); string(data) != "2" || tb.footer.Asking() {
		t.Fatalf("the file saved to before reads %q; asking %v", data, tb.footer.Asking())
	}
}

func TestRecordSaveAsksBeforeReplacingAnotherFile(t *testing.T) {
	tb := newTable(t)
	other := filepath.Join(t.TempDir(), "theirs.pdn")
	if err := os.WriteFile(other, []byte("theirs"), 0o644); err != nil {
		t.Fatal(err)
	}
	tb.submit(FieldSave, other)
	if !tb.footer.Asking() || !strings.Contains(tb.footer.Question(), other+" exists") {
		t.Fatalf("no question: %q", tb.footer.Question())
	}
	tb.answer(false)
	if data, _ := os.ReadFile(other); string(data) != "theirs" {
		t.Fatal("replaced on no")
	}
	if tb.field.For() != FieldSave || tb.field.Value() != other {
		t.Fatalf("after no the field is %q with %q", tb.field.For(), tb.field.Value())
	}
	tb.records.Submit(tb.field.Value(), tb.write, tb.saved)
	tb.answer(true)
	if data, _ := os.ReadFile(other); string(data) != tb.recorded || tb.records.Path != other {
		t.Fatalf("after yes the file reads %q", data)
	}
}

func TestRecordNotSavedKeepsTheFieldOpen(t *testing.T) {
	tb := newTable(t)
	dir := filepath.Join(t.TempDir(), "no", "such")
	tb.submit(FieldSave, filepath.Join(dir, "x.pdn"))
	if !strings.HasPrefix(tb.message(), "Not saved: ") || tb.field.For() != FieldSave || tb.saves != 0 || tb.records.Path != "" {
		t.Fatalf("said %q; field %q", tb.message(), tb.field.For())
	}
	tb.submit(FieldSave, "  ")
	if !strings.Contains(tb.message(), "Type the name of a file") || !tb.field.IsOpen() {
		t.Fatalf("an empty name: %q", tb.message())
	}
}

// read opens text in the field and runs the read it starts.
func (tb *table) read(text string) RecordReadMsg {
	cmd := tb.submit(FieldOpen, text)
	if cmd == nil {
		return RecordReadMsg{}
	}
	return cmd().(RecordReadMsg)
}

func TestRecordOpenedReplacesTheGameOnlyWithConsent(t *testing.T) {
	tb := newTable(t)
	path := filepath.Join(t.TempDir(), "game.pdn")
	if err := os.WriteFile(path, []byte("the game"), 0o644); err != nil {
		t.Fatal(err)
	}
	taken := ""
	parse := func(data []byte) (func(string) tea.Cmd, error) {
		return func(shown string) tea.Cmd { taken = string(data) + " from " + shown; return nil }, nil
	}
	msg := tb.read(path)
	if !strings.HasPrefix(tb.message(), "Opening "+path) {
		t.Fatalf("said %q", tb.message())
	}
	tb.records.Read(msg, true, parse)
	if !tb.footer.Asking() || taken != "" || tb.field.IsOpen() {
		t.Fatalf("no question before replacing the game (taken %q)", taken)
	}
	tb.answer(false)
	if taken != "" || tb.records.Path != "" || !strings.Contains(tb.message(), "not opened") {
		t.Fatalf("taken on no: %q, %q", taken, tb.message())
	}
	tb.records.Read(tb.read(path), false, parse)
	if taken != "the game from "+path || tb.records.Path != path {
		t.Fatalf("taken %q, path %q", taken, tb.records.Path)
	}
}

func TestRecordReadNoLongerWaitedForIsIgnored(t *testing.T) {
	tb := newTable(t)
	path := filepath.Join(t.TempDir(), "game.pdn")
	os.WriteFile(path, []byte("x"), 0o644)
	msg := tb.read(path)
	tb.records.FieldKey(uitest.Key("esc"), nil, nil) // the player gave up
	called := false
	tb.records.Read(msg, false, func([]byte) (func(string) tea.Cmd, error) { called = true; return nil, nil })
	if called || tb.records.Reading() {
		t.Fatal("a read given up was taken in")
	}
}

func TestRecordUnreadableSaysWhy(t *testing.T) {
	tb := newTable(t)
	missing := filepath.Join(t.TempDir(), "missing.pdn")
	parse := func([]byte) (func(string) tea.Cmd, error) { return nil, errors.New("no game in it") }
	tb.records.Read(tb.read(missing), false, parse)
	if tb.message() != "Cannot open it: No such file or directory." || tb.field.For() != FieldOpen {
		t.Fatalf("with the field open: %q", tb.message())
	}
	// Started with the field closed, the message names the file.
	tb.records.Close()
	msg := tb.records.Start(missing)().(RecordReadMsg)
	tb.records.Read(msg, false, parse)
	if tb.message() != "Cannot open "+missing+": No such file or directory." {
		t.Fatalf("with the field closed: %q", tb.message())
	}
	bad := filepath.Join(t.TempDir(), "bad.pdn")
	os.WriteFile(bad, []byte("x"), 0o644)
	tb.records.Read(tb.read(bad), false, parse)
	if tb.message() != "Cannot read "+bad+": No game in it." || !tb.field.IsOpen() {
		t.Fatalf("a bad record: %q", tb.message())
	}
}

func TestTypedMoveFlow(t *testing.T) {
	tb := newTable(t)
	open := func() { tb.field.Open(tb.env.Theme, "move", "Move: ", "", "", 80) }
	typed := func(text string) (tea.Cmd, error) {
		if text != "11-15" {
			return nil, errors.New("not a move: " + text)
		}
		return tea.Quit, nil
	}
	open()
	if cmd := tb.records.SubmitMove(" 11-15 ", true, typed); cmd == nil || tb.field.IsOpen() {
		t.Fatal("a legal move did not play, or left the field open")
	}
	open()
	tb.records.SubmitMove("9-9", true, typed)
	if tb.message() != "Not a move: 9-9." || !tb.field.IsOpen() {
		t.Fatalf("a wrong move: %q, open %v", tb.message(), tb.field.IsOpen())
	}
	tb.records.SubmitMove("11-15", false, typed)
	if tb.message() != "Wait: it is not a person's turn." || tb.field.IsOpen() {
		t.Fatalf("not a person's turn: %q", tb.message())
	}
	open()
	if tb.records.SubmitMove("", true, typed); tb.field.IsOpen() {
		t.Fatal("nothing typed left the field open")
	}
}

func TestNewRecordPathNeverReplacesAFile(t *testing.T) {
	dir := t.TempDir()
	first, err := NewRecordPath(dir, "circularchess", "txt")
	if err != nil || filepath.Dir(first) != filepath.Join(dir, "records") || !strings.HasSuffix(first, ".txt") {
		t.Fatalf("%q, %v", first, err)
	}
	if err := WriteRecord(first, []byte("x")); err != nil {
		t.Fatal(err)
	}
	second, _ := NewRecordPath(dir, "circularchess", "txt")
	if second == first {
		t.Fatal("the same name twice")
	}
	tb := newTable(t)
	said, err := tb.records.SaveNow(tb.env.Store.Dir(), tb.write)
	if err != nil || !strings.HasPrefix(said, "Saved the game to "+filepath.Join(tb.env.Store.Dir(), "records", "draughts-")) {
		t.Fatalf("%q, %v", said, err)
	}
	again, _ := tb.records.SaveNow(tb.env.Store.Dir(), tb.write)
	if again != said {
		t.Fatalf("saved again to another file: %q, then %q", said, again)
	}
}

// TestHostWritesErrorsItsOwnWay: a screen whose messages keep a square's
// small letter ("h1-h5: …") has its own way of writing errors used.
func TestHostWritesErrorsItsOwnWay(t *testing.T) {
	tb := newTable(t)
	tb.records.h.Sentence = func(err error) string { return "<" + err.Error() + ">" }
	tb.field.Open(tb.env.Theme, "move", "Move: ", "", "", 80)
	tb.records.SubmitMove("h1-h5", true, func(string) (tea.Cmd, error) { return nil, errors.New("h1-h5: the way is blocked") })
	if tb.message() != "<h1-h5: the way is blocked>" {
		t.Fatalf("said %q", tb.message())
	}
}

// TestFieldKeyLeadsToTheMoveOrTheRecord: Enter in the field plays the
// move typed, or saves the record named, as the field is open for.
func TestFieldKeyLeadsToTheMoveOrTheRecord(t *testing.T) {
	tb := newTable(t)
	played := ""
	acts := FieldActs{CanMove: true, Write: tb.write, Saved: tb.saved,
		Typed: func(text string) (tea.Cmd, error) { played = text; return nil, nil },
		Rules: func() tea.Cmd { return tea.Quit }}
	tb.records.OpenField(FieldMove, "11-15")
	if !strings.Contains(tb.field.View(), "Move: ") {
		t.Fatalf("the move field reads %q", tb.field.View())
	}
	tb.records.Key(uitest.Key("enter"), acts)
	if played != "11-15" || tb.field.IsOpen() {
		t.Fatalf("played %q", played)
	}
	tb.records.OpenField(FieldSave, "game.pdn")
	tb.records.Key(uitest.Key("enter"), acts)
	if tb.saves != 1 || !strings.HasSuffix(tb.records.Path, "game.pdn") {
		t.Fatalf("saves %d, path %q", tb.saves, tb.records.Path)
	}
	tb.records.OpenField(FieldOpen, "")
	if cmd := tb.records.Key(uitest.Key("f1"), acts); cmd == nil {
		t.Fatal("F1 did not show the rules")
	}
}

func TestInterceptTheQuestionThenTheField(t *testing.T) {
	tb := newTable(t)
	played := ""
	acts := func() FieldActs {
		return FieldActs{CanMove: true, Typed: func(text string) (tea.Cmd, error) { played = text; return nil, nil }}
	}
	if _, ok := tb.records.Intercept(uitest.Key("u"), &tb.answers, acts); ok {
		t.Fatal("a board key was taken")
	}
	answered := false
	tb.answers.Ask(&tb.footer, "Leave? (y/n)", func(yes bool) tea.Cmd { answered = yes; return nil })
	tb.records.OpenField(FieldMove, "11-15")
	if _, ok := tb.records.Intercept(uitest.Key("y"), &tb.answers, acts); !ok || !answered || played != "" {
		t.Fatal("the question did not come first")
	}
	if _, ok := tb.records.Intercept(uitest.Key("enter"), &tb.answers, acts); !ok || played != "11-15" {
		t.Fatalf("the field did not take Enter: played %q", played)
	}
}

// A record path read from a save (set as a resumed screen sets it) is only
// offered: saving to it asks when the file exists, the result screen's
// save never writes there, and a file replaced keeps its mode.
func TestRecordPathFromASaveIsOnlyOffered(t *testing.T) {
	tb := newTable(t)
	victim := filepath.Join(t.TempDir(), "private")
	if err := os.WriteFile(victim, []byte("mine"), 0o600); err != nil {
		t.Fatal(err)
	}
	tb.records.Path = victim // from the save
	if tb.records.Offer() != victim {
		t.Fatalf("offers %q", tb.records.Offer())
	}
	said, err := tb.records.SaveNow(tb.env.Store.Dir(), tb.write)
	if err != nil || strings.Contains(said, victim) {
		t.Fatalf("the result's save said %q, %v", said, err)
	}
	if data, _ := os.ReadFile(victim); string(data) != "mine" {
		t.Fatalf("the result's save wrote over the saved path: %q", data)
	}
	tb.records.Path = victim
	tb.submit(FieldSave, victim)
	if !tb.footer.Asking() || !strings.Contains(tb.footer.Question(), victim+" exists") {
		t.Fatalf("no question before replacing the saved path: %q", tb.footer.Question())
	}
	tb.answer(true)
	info, err := os.Stat(victim)
	if data, _ := os.ReadFile(victim); err != nil || string(data) != tb.recorded || info.Mode().Perm() != 0o600 {
		t.Fatalf("replaced on yes: %q, mode %v, %v", data, info.Mode(), err)
	}
	// Confirmed once, it is this screen's file: replaced without asking.
	tb.recorded = "again"
	tb.submit(FieldSave, victim)
	if data, _ := os.ReadFile(victim); tb.footer.Asking() || string(data) != "again" {
		t.Fatalf("asked again %v, reads %q", tb.footer.Asking(), data)
	}
}

func TestRecordIsNeverWrittenOverALinkOrASpecialFile(t *testing.T) {
	tb := newTable(t)
	dir := t.TempDir()
	target := filepath.Join(dir, "target")
	os.WriteFile(target, []byte("kept"), 0o600)
	link := filepath.Join(dir, "link.pdn")
	if err := os.Symlink(target, link); err != nil {
		t.Skip(err)
	}
	tb.submit(FieldSave, link)
	if tb.footer.Asking() {
		tb.answer(true)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", info.Mode(), err)
	}
	if data, _ := os.ReadFile(target); string(data) != "kept" || !strings.Contains(tb.message(), "Not saved") {
		t.Fatalf("target reads %q; said %q", data, tb.message())
	}
}

func TestSavedRecordPathIsChecked(t *testing.T) {
	for _, bad := range []string{"records/x.pdn", "/tmp/\x1b]0;pwned\x07.pdn", "/tmp/" + strings.Repeat("a", 5000), "/tmp/a\u202e.pdn"} {
		if _, err := SavedRecordPath(bad); err == nil {
			t.Errorf("SavedRecordPath(%q) accepted", bad)
		}
	}
	for _, good := range []string{"", "/home/ada/games/x.pdn", "/home/zoë/x.pgn4"} {
		if got, err := SavedRecordPath(good); err != nil || got != good {
			t.Errorf("SavedRecordPath(%q) = %q, %v", good, got, err)
		}
	}
}

// TestFieldTakesOnlyWhatItMayDraw: a bidi override or an escape pasted
// into the field never reaches it; in an ASCII theme, only ASCII does.
func TestFieldTakesOnlyWhatItMayDraw(t *testing.T) {
	tb := newTable(t)
	tb.records.OpenField(FieldMove, "")
	tb.field.Key(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("11\u202e-15\x1b")})
	if tb.field.Value() != "11-15" {
		t.Fatalf("the field holds %q", tb.field.Value())
	}
	tb.env = uitest.NewASCIIEnv(t)
	tb.records = NewRecords(tb.host(), "PDN", "draughts", "pdn", "11-15")
	tb.records.OpenField(FieldMove, "")
	tb.field.Key(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("李11-15")})
	if tb.field.Value() != "11-15" {
		t.Fatalf("under ASCII the field holds %q", tb.field.Value())
	}
}

// TestNoDataFolderNoRecordsFolder: without a data folder (HOME unset) a
// bare name goes nowhere, not into the working folder.
func TestNoDataFolderNoRecordsFolder(t *testing.T) {
	if _, err := RecordPath("game.pdn", ""); err == nil {
		t.Error("a bare name has a place without a data folder")
	}
	if _, err := NewRecordPath("", "draughts", "pdn"); err == nil {
		t.Error("a new record has a place without a data folder")
	}
	if got, err := RecordPath("/tmp/game.pdn", ""); err != nil || got != "/tmp/game.pdn" {
		t.Errorf("a full path: %q, %v", got, err)
	}
	if note := FolderNote(""); strings.Contains(note, "records") {
		t.Errorf("the note says %q", note)
	}
}

// TestAnOfferedFileNameIsReplacedByTyping: the name the save and open
// fields offer is replaced by what the player types, as a selected default
// is; Backspace clears it; ← keeps it to be edited. Typed text the field
// reopens with after a refusal is never offered.
func TestAnOfferedFileNameIsReplacedByTyping(t *testing.T) {
	tb := newTable(t)
	keys := func(ks ...string) {
		for _, k := range ks {
			tb.field.Key(uitest.Key(k))
		}
	}
	tb.records.OfferField(FieldSave)
	if tb.field.Value() != "draughts.pdn" {
		t.Fatalf("offers %q", tb.field.Value())
	}
	if line := tb.field.Footer(tb.env.Theme, tb.env.Theme.Help(), tb.footer, 80); !strings.Contains(line, "draughts.pdn") || !strings.Contains(line, "(type to replace") {
		t.Fatalf("the field reads %q", line)
	}
	keys("g", "a")
	if line := tb.field.Footer(tb.env.Theme, tb.env.Theme.Help(), tb.footer, 80); strings.Contains(line, "to replace") {
		t.Fatalf("after typing the field still reads %q", line)
	}
	if tb.field.Value() != "ga" {
		t.Fatalf("typing ga over the offer gives %q", tb.field.Value())
	}
	tb.records.OfferField(FieldOpen)
	keys("backspace")
	if tb.field.Value() != "" {
		t.Fatalf("backspace on the offer leaves %q", tb.field.Value())
	}
	tb.records.OfferField(FieldSave)
	keys("left", "2")
	if tb.field.Value() != "draughts.pd2n" {
		t.Fatalf("← then 2 gives %q", tb.field.Value())
	}
	tb.records.OpenField(FieldSave, "mine.pdn")
	keys("x")
	if tb.field.Value() != "mine.pdnx" {
		t.Fatalf("text reopened after a refusal was replaced: %q", tb.field.Value())
	}
}

// TestThePromptsNameTheRecordsFormat: the save and open prompts name a
// format that has a name (PDN), and a plain record is just the game.
func TestThePromptsNameTheRecordsFormat(t *testing.T) {
	for _, c := range []struct{ format, save, open string }{
		{"PDN", "Save the game (PDN) to: ", "Open a PDN file: "},
		{PlainRecord, "Save the game to: ", "Open a record file: "},
	} {
		r := Records{Format: c.format}
		if got := r.Prompt(FieldSave); got != c.save {
			t.Errorf("%s: the save prompt is %q, want %q", c.format, got, c.save)
		}
		if got := r.Prompt(FieldOpen); got != c.open {
			t.Errorf("%s: the open prompt is %q, want %q", c.format, got, c.open)
		}
	}
}

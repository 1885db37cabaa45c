package kit

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/board"
	"parlour/ui/store"
	"parlour/ui/theme"
)

// log is a record of events by seat, for the take-back policy.
type log struct {
	movers []int
	played int
}

func (l log) Played() int           { return l.played }
func (l log) Len() int              { return len(l.movers) }
func (l log) Mover(i int) int       { return l.movers[i] }
func (l log) Describe(i int) string { return string(rune('a' + i)) }

func TestUndoAgainstComputersGoesBackToThePersonsMove(t *testing.T) {
	human := func(s int) bool { return s == 0 }
	c, err := Undo(log{movers: []int{0, 1, 0, 1}, played: 4}, 2, human)
	if err != nil || c.Events != 2 || c.What() != "c and d" || c.NeedsConsent() {
		t.Fatalf("undo %+v, %v", c, err)
	}
	if _, err := Undo(log{movers: []int{1}, played: 1}, 2, human); !errors.Is(err, ErrNoMoveOfYours) {
		t.Fatalf("undo of the computer's move alone: %v", err)
	}
	if _, err := Undo(log{}, 2, human); !errors.Is(err, ErrNothingToUndo) {
		t.Fatalf("undo of nothing: %v", err)
	}
	c, err = Redo(log{movers: []int{0, 1, 0, 1}, played: 0}, 2, human)
	if err != nil || c.Events != 2 || c.What() != "a and b" {
		t.Fatalf("redo %+v, %v", c, err)
	}
	if _, err := Redo(log{movers: []int{0}, played: 1}, 2, human); !errors.Is(err, ErrNothingToRedo) {
		t.Fatalf("redo of nothing: %v", err)
	}
}

func TestUndoBetweenPeopleAsksTheOthers(t *testing.T) {
	names := []string{"Ada", "Bob", "Cy", "Di"}
	name := func(s int) string { return names[s] }
	// Four-handed, Cy a computer: Ada's take-back needs Bob and Di.
	human := func(s int) bool { return s != 2 }
	c, err := Undo(log{movers: []int{0, 1, 2, 3, 0}, played: 5}, 4, human)
	if err != nil || c.Events != 1 || c.Asker != 0 {
		t.Fatalf("%+v %v", c, err)
	}
	if q := c.UndoQuestion(name); q != "Ada asks to take back e. Bob and Di, do you agree? (y/n)" {
		t.Fatalf("question %q", q)
	}
	if r := c.Refusal(name); r != "Bob and Di do not agree: the move stands." {
		t.Fatalf("refusal %q", r)
	}
	c, _ = Redo(log{movers: []int{0, 1}, played: 1}, 2, func(int) bool { return true })
	if q := c.RedoQuestion(name); q != "Play b again for Bob? Ada, do you agree? (y/n)" {
		t.Fatalf("question %q", q)
	}
}

func TestMoveListScrollsAndSaysWhatIsHidden(t *testing.T) {
	th := theme.New(theme.Mono, true)
	moves := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"}
	var m MoveList
	if got := m.Lines(th, moves, 4); strings.Join(got, ",") != "^ 7 earlier (pgup),8,9,10" {
		t.Fatalf("latest: %q", got)
	}
	m.Scroll("pgup", len(moves))
	if got := m.Lines(th, moves, 4); strings.Join(got, ",") != "^ 2 earlier (pgup),3,4,v 6 later (pgdn)" {
		t.Fatalf("scrolled: %q", got)
	}
	m.Scroll("home", len(moves))
	if got := m.Lines(th, moves, 4); got[0] != "1" {
		t.Fatalf("home: %q", got)
	}
	m.Scroll("end", len(moves))
	if m.Back != 0 {
		t.Fatal("end did not return to the latest moves")
	}
	if got := m.Lines(th, nil, 4); got[0] != "No moves yet." {
		t.Fatalf("empty: %q", got)
	}
}

func TestRecordPathsAreFullAndGoInTheRecordsFolder(t *testing.T) {
	data := t.TempDir()
	p, err := RecordPath("game.pdn", data)
	if err != nil || p != filepath.Join(data, RecordsFolder, "game.pdn") {
		t.Fatalf("%q %v", p, err)
	}
	if p, _ := RecordPath("/tmp/x.pdn", data); p != "/tmp/x.pdn" {
		t.Fatalf("an absolute path moved: %q", p)
	}
	if _, err := RecordPath("  ", data); err == nil {
		t.Fatal("an empty name was accepted")
	}
	if err := WriteRecord(p, []byte("x")); err != nil {
		t.Fatal(err)
	}
	full, _ := RecordPath("game.pdn", data)
	if err := WriteRecord(full, []byte("[Event]")); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(full)
	if err != nil || info.Mode().Perm() != RecordMode {
		t.Fatalf("the record's mode is %v (%v), want %v", info.Mode().Perm(), err, os.FileMode(RecordMode))
	}
}

func TestReadRecordRefusesPipesAtOnce(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.pdn")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	done := make(chan RecordReadMsg, 1)
	go func() { done <- ReadRecord(fifo)().(RecordReadMsg) }()
	select {
	case msg := <-done:
		if !errors.Is(msg.Err, store.ErrNotRegular) {
			t.Fatalf("a pipe read as %q, %v", msg.Data, msg.Err)
		}
		if text := ReadError(msg.Err); !strings.Contains(text, "not a regular file") {
			t.Fatalf("message %q", text)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("reading a named pipe blocked")
	}
}

// listenerOf runs the commands of a Start in goroutines, as the
// program would, but the listener (the last), which it returns.
func listenerOf(t *testing.T, cmd tea.Cmd) tea.Cmd {
	t.Helper()
	batch, ok := cmd().(tea.BatchMsg)
	if !ok || len(batch) == 0 {
		t.Fatalf("not a batch: %T", cmd)
	}
	for _, c := range batch[:len(batch)-1] {
		go c() // the spinner's tick, and the search
	}
	return batch[len(batch)-1]
}

func TestThinkingLineShowsProgressOrTime(t *testing.T) {
	th := NewThinking()
	release := make(chan struct{})
	defer close(release)
	cmd := th.Start("move", func(ctx context.Context, report Report) any {
		report(Progress{Depth: 12, Score: Scale{Unit: "pawns"}.Score(35, 0), Nodes: 1_234_567, Line: []string{"Nb1-a3", "Nb8-a6"}})
		<-release
		return nil
	})
	if cmd == nil || !th.Busy() {
		t.Fatal("nothing started")
	}
	if got := th.Line(" · "); got != "0 s" {
		t.Fatalf("before any progress: %q", got)
	}
	msg, ok := listenerOf(t, cmd)().(ProgressMsg)
	if !ok {
		t.Fatal("the listener brought no progress")
	}
	taken, next := th.Take(msg)
	if !taken || next == nil {
		t.Fatal("the current search's report was not taken, or the listener not re-armed")
	}
	if got := th.Line(" · "); got != "depth 12 · +0.35 pawns · 1.2M positions · 0 s · Nb1-a3 Nb8-a6" {
		t.Fatalf("with progress: %q", got)
	}
}

// TestAStaleSearchsReportIsIgnored: a report of a search replaced, or
// cancelled, does not reach the line; the listener of a search that ended
// returns at once.
func TestAStaleSearchsReportIsIgnored(t *testing.T) {
	th := NewThinking()
	reported := make(chan struct{})
	release := make(chan struct{})
	first := th.Start("move", func(ctx context.Context, report Report) any {
		report(Progress{Depth: 3, Score: "+9.99"})
		close(reported)
		<-release
		return nil
	})
	listen := listenerOf(t, first)
	<-reported
	stale := listen().(ProgressMsg)
	th.Start("hint", func(ctx context.Context, report Report) any { <-release; return nil })
	if taken, cmd := th.Take(stale); taken || cmd != nil {
		t.Fatal("a replaced search's report was taken")
	}
	if got := th.Line(" · "); got != "0 s" {
		t.Fatalf("the line shows a stale report: %q", got)
	}
	th.Cancel()
	if taken, _ := th.Take(ProgressMsg{ID: stale.ID + 1, Progress: Progress{Depth: 5}}); taken {
		t.Fatal("a report was taken after the search was cancelled")
	}
	close(release)
	done := make(chan tea.Msg, 1)
	go func() { done <- listen() }()
	select {
	case msg := <-done:
		if msg != nil {
			t.Fatalf("the ended run's listener brought %v", msg)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("the listener of a search replaced kept waiting")
	}
}

func TestScaleWritesScoresFromTheMoversView(t *testing.T) {
	s := Scale{Unit: "pawns", Win: "mate in", Loss: "mated in"}
	for _, c := range []struct {
		score, winIn int
		want         string
	}{{35, 0, "+0.35 pawns"}, {-120, 0, "-1.20 pawns"}, {0, 0, "+0.00 pawns"}, {29995, 5, "mate in 3"}, {-29996, -4, "mated in 2"}, {29999, 1, "mate in 1"}} {
		if got := s.Score(c.score, c.winIn); got != c.want {
			t.Errorf("Score(%d, %d) = %q, want %q", c.score, c.winIn, got, c.want)
		}
	}
}

func TestPlaceChoosesTheLargestCellsThatFit(t *testing.T) {
	fit := Fit{PanelMin: 26, FooterLines: 2}
	frame := func(w, h int) board.Spec { return board.Spec{Cols: 8, Rows: 8, CellW: w, CellH: h} }
	small := fit.Place(frame, 60, 14)
	big := fit.Place(frame, 120, 40)
	if small.Grid.CellW != 3 || big.Grid.CellW != 7 {
		t.Fatalf("cells %d at 60x14, %d at 120x40", small.Grid.CellW, big.Grid.CellW)
	}
	w, h := fit.MinSize(frame)
	if w != BoardLeft+24+PanelGap+26 || h != 1+8+1+2 {
		t.Fatalf("minimum %dx%d", w, h)
	}
}

func TestReadRecordRefusesFilesOverTheCap(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.pdn")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(RecordLimit + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	msg := ReadRecord(path)().(RecordReadMsg)
	var big *store.TooLargeError
	if !errors.As(msg.Err, &big) || msg.Data != nil {
		t.Fatalf("a file over the cap read as %d bytes, %v", len(msg.Data), msg.Err)
	}
	if text := ReadError(msg.Err); text != "Cannot open it: larger than the 4 MB this reads." {
		t.Fatalf("message %q", text)
	}
	if text := ReadError(syscall.ENOENT); text != "Cannot open it: No such file or directory." {
		t.Fatalf("message %q", text)
	}
}

func TestSentenceIsSafeForTheTerminal(t *testing.T) {
	if got := Sentence(errors.New("bad \x1b[2J move")); strings.Contains(got, "\x1b") || !strings.HasPrefix(got, "Bad") || !strings.HasSuffix(got, ".") {
		t.Fatalf("%q", got)
	}
}

func TestClockText(t *testing.T) {
	for d, want := range map[time.Duration]string{0: "0:00", 65 * time.Second: "1:05", 5 * time.Minute: "5:00", 3725 * time.Second: "1:02:05", -time.Second: "0:00"} {
		if got := ClockText(d); got != want {
			t.Errorf("ClockText(%v) = %q, want %q", d, got, want)
		}
	}
}

func TestThinkingStatusJoinsSpinnerWordsAndProgress(t *testing.T) {
	th := NewThinking()
	tm := theme.New(theme.Mono, true)
	if got, want := th.Status(tm, "Ada is thinking..."), th.Spinner()+" Ada is thinking... 0 s"; got != want {
		t.Fatalf("status %q, want %q", got, want)
	}
}

// TestFramePinsTheFooterUnderTheBody: the frame is the body and, at the
// bottom of the window, the footer drawn in the lines left.
func TestFramePinsTheFooterUnderTheBody(t *testing.T) {
	tm := theme.New(theme.Mono, true)
	f := Fit{PanelMin: 10, FooterLines: 2}
	frame := func(w, h int) board.Spec {
		return board.Spec{Cols: 4, Rows: 4, CellW: w, CellH: h, Cell: func(int, int) board.Cell { return board.Cell{} }}
	}
	l := f.Place(frame, 60, 20)
	drawn, _ := board.Draw(tm, l.Spec, BoardLeft, l.Top)
	given := 0
	out := l.Frame(tm, "Title", 60, 20, drawn, []string{"panel"}, func(lines int) string {
		given = lines
		return "message\nkeys"
	})
	lines := strings.Split(out, "\n")
	if len(lines) != 20 || lines[0] != "Title" || lines[18] != "message" || lines[19] != "keys" {
		t.Fatalf("the frame reads %q", lines)
	}
	if given != 20-l.Lines([]string{"panel"})-2 {
		t.Fatalf("the footer was given %d lines", given)
	}
}

func TestNotationLinesWrapThePosition(t *testing.T) {
	tm := theme.New(theme.Mono, true)
	got := NotationLines(tm, "FEN", "W:W21,22,23:B1,2,3", 10, ",:")
	want := []string{"The position in FEN", "W:W21,22,", "23:B1,2,3", "", "Any key to go back."}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("lines %q, want %q", got, want)
	}
}

func TestTooSmallSaysSoOnlyUnderTheLeastSize(t *testing.T) {
	tm := theme.New(theme.Mono, true)
	least := func() (int, int) { return 60, 20 }
	if notice, small := TooSmall(tm, 59, 24, least); !small || notice == "" {
		t.Fatal("a window too narrow passes")
	}
	if _, small := TooSmall(tm, 60, 20, least); small {
		t.Fatal("a window of the least size is too small")
	}
}

func TestTypedMoveTakesTheWholeBurst(t *testing.T) {
	for _, c := range []struct {
		msg  tea.KeyMsg
		move string
		ok   bool
	}{
		{tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":11-15")}, "11-15", true},
		{tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":")}, "", false},
		{tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("11-15")}, "", false},
		{tea.KeyMsg{Type: tea.KeyEnter}, "", false},
	} {
		move, ok := TypedMove(c.msg)
		if move != c.move || ok != c.ok || IsTypedMove(c.msg) != c.ok {
			t.Errorf("%q: %q %v, want %q %v", string(c.msg.Runes), move, ok, c.move, c.ok)
		}
	}
}

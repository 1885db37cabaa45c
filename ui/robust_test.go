package ui_test

// Robustness fuzzing of every game in the catalogue (issue 17, "Kept in
// the repo"). FuzzResumeSave resumes arbitrary save bytes and plays random
// input; FuzzPlayEveryGame starts each game with people in every seat and
// plays random keys, typed text, clicks and window sizes. After every
// message both check that nothing panics, that no frame is wider or taller
// than the window, and that a hand-over frame shows nothing but whose turn
// comes next. The committed corpus under testdata/fuzz is replayed by the
// default `go test`; `go test -fuzz FuzzPlayEveryGame ./ui/` searches on.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"parlour/ui"
	"parlour/ui/catalogue"
	"parlour/ui/internal/uitest"
	"parlour/ui/menu"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// maxEvents bounds one fuzz input's script, so that each input runs in a
// fraction of a second.
const maxEvents = 300

// fuzzNames are the players of FuzzPlayEveryGame.
var fuzzNames = []string{"Ada", "Bram", "Cleo", "Dov", "Eve", "Finn"}

// fuzzEnv is a session on its own data folder, with colours off so that
// frames are plain text, and every random choice seeded.
func fuzzEnv(t *testing.T, dir string, ascii bool) *screen.Env {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	env := ui.NewSessionEnv(ui.Options{DataDir: dir, Seed: 7, HasSeed: true, ASCII: ascii}, r)
	t.Cleanup(env.Store.Unlock)
	return env
}

// driver runs the root model as the program would: commands run
// concurrently and their messages come back in the order they finish.
type driver struct {
	t             *testing.T
	app           tea.Model
	width, height int
	sized         bool
	msgs          chan tea.Msg
	quit          bool
	names         []string // the players, for the hand-over check
	handOffs      int      // hand-over frames checked
	trail         []string // the events so far, for failure messages
}

// panicMsg carries a panic out of a command's goroutine.
type panicMsg struct {
	value any
	stack []byte
}

func newDriver(t *testing.T, app tea.Model, names []string) *driver {
	d := &driver{t: t, app: app, msgs: make(chan tea.Msg, 4096), names: names}
	d.run(app.Init())
	return d
}

// run starts cmd in its own goroutine, as Bubble Tea does.
func (d *driver) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	go func() {
		defer func() {
			if v := recover(); v != nil {
				d.post(panicMsg{v, debug.Stack()})
			}
		}()
		d.post(cmd())
	}()
}

func (d *driver) post(msg tea.Msg) {
	select {
	case d.msgs <- msg:
	default: // the program is flooded; a real one would block, we drop
	}
}

// send delivers msg to the model and checks the frame that follows.
func (d *driver) send(msg tea.Msg) {
	d.t.Helper()
	if d.quit {
		return
	}
	switch m := msg.(type) {
	case nil:
		return
	case panicMsg:
		d.fail("a command panicked: %v\n%s", m.value, m.stack)
	case tea.QuitMsg:
		d.quit = true
		return
	case tea.BatchMsg:
		for _, c := range m {
			d.run(c)
		}
		return
	case tea.WindowSizeMsg:
		d.width, d.height, d.sized = m.Width, m.Height, true
	}
	if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && reflect.TypeOf(msg).String() == "tea.sequenceMsg" {
		var cmds []tea.Cmd
		for i := range v.Len() {
			if c, ok := v.Index(i).Interface().(tea.Cmd); ok && c != nil {
				cmds = append(cmds, c)
			}
		}
		d.run(func() tea.Msg {
			for _, c := range cmds {
				d.post(c())
			}
			return nil
		})
		return
	}
	var cmd tea.Cmd
	func() {
		defer func() {
			if v := recover(); v != nil {
				d.fail("Update(%T) panicked: %v\n%s", msg, v, debug.Stack())
			}
		}()
		d.app, cmd = d.app.Update(msg)
	}()
	d.run(cmd)
	d.check()
}

// settle delivers the messages of commands that finish within a moment
// (saves, file reads, quick computer moves); timers and long searches
// deliver later, between the next events, as in the real program.
func (d *driver) settle() {
	d.t.Helper()
	for range 200 {
		select {
		case msg := <-d.msgs:
			d.send(msg)
		case <-time.After(2 * time.Millisecond):
			return
		}
		if d.quit {
			return
		}
	}
}

func (d *driver) fail(format string, a ...any) {
	d.t.Helper()
	trail := d.trail
	if len(trail) > 40 {
		trail = append([]string{"..."}, trail[len(trail)-40:]...)
	}
	d.t.Fatalf("after %s:\n%s", strings.Join(trail, " "), fmt.Sprintf(format, a...))
}

// check asserts what must hold of every frame.
func (d *driver) check() {
	d.t.Helper()
	var view string
	func() {
		defer func() {
			if v := recover(); v != nil {
				d.fail("View panicked: %v\n%s", v, debug.Stack())
			}
		}()
		view = d.app.View()
	}()
	if !d.sized {
		return
	}
	lines := strings.Split(view, "\n")
	if len(lines) > d.height {
		d.fail("frame of %d lines in a window %d high:\n%s", len(lines), d.height, view)
	}
	for i, line := range lines {
		if w := ansi.StringWidth(line); w > d.width {
			d.fail("line %d is %d wide in a window %d wide: %q", i+1, w, d.width, line)
		}
	}
	d.checkHandOff(ansi.Strip(view))
}

// checkHandOff: a frame that asks to pass the keyboard shows nothing but
// that request, which names whose turn comes next.
func (d *driver) checkHandOff(view string) {
	d.t.Helper()
	if !strings.Contains(view, "Pass the keyboard to") {
		return
	}
	d.handOffs++
	if line := handOffLeak(view, d.names); line != "" {
		d.fail("a hand-over shows more than whose turn comes next: %q in\n%s", line, view)
	}
}

// handOffLeak returns a line of the hand-over frame view that is not part
// of the request to pass the keyboard to one of names, or "". With the
// leave question open over a hand-over (Esc), the frame may also show
// what is public: the question, the key help, a rule, and the game's
// header (a line that begins with its title: the move and the scores).
func handOffLeak(view string, names []string) string {
	var prompts []string
	for _, n := range names {
		for _, shown := range []string{n, sanitize.Name(n), sanitize.ASCII(sanitize.Name(n))} {
			prompts = append(prompts, fmt.Sprintf("Pass the keyboard to %s — press Enter when %s is ready", shown, shown),
				fmt.Sprintf("Pass the keyboard to %s - press Enter when %s is ready", shown, shown))
		}
	}
	asking := strings.Contains(view, "(y/n)")
	for _, line := range strings.Split(view, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || asking && publicBesideAQuestion(line) {
			continue
		}
		found := false
		for _, p := range prompts {
			if strings.Contains(p, line) {
				found = true
				break
			}
		}
		if !found {
			return line
		}
	}
	return ""
}

// leaveQuestions are the questions Esc asks, which may stand over a
// hand-over.
var leaveQuestions = []string{screen.LeaveQuestion, "Leave this game? The last save FAILED, so leaving loses the moves since. (y/n)"}

// helpLine is a line of key help: "r/F1 rules • ? keys • esc leave".
var helpLine = regexp.MustCompile(`^[^•]{1,24}( [•*] [^•]{1,24})+$`)

// publicBesideAQuestion reports a line that a hand-over may show while a
// question stands over it: part of the question, key help, a rule, or a
// game's header.
func publicBesideAQuestion(line string) bool {
	for _, q := range leaveQuestions {
		if strings.Contains(q, line) {
			return true
		}
	}
	if helpLine.MatchString(line) || strings.Trim(line, "─-=") == "" {
		return true
	}
	for _, g := range catalogue.Games() {
		if strings.HasPrefix(line, g.Title+" ") {
			return true
		}
	}
	return false
}

func TestHandOffLeakFindsOtherText(t *testing.T) {
	names := []string{"Ada", "Bram"}
	clean := "\n   Pass the keyboard to Bram — press Enter\n     when Bram is ready   \n\n"
	if line := handOffLeak(clean, names); line != "" {
		t.Fatalf("a clean hand-over flagged: %q", line)
	}
	if line := handOffLeak(clean+"Ada's letters: E T A O\n", names); line != "Ada's letters: E T A O" {
		t.Fatalf("a leaking hand-over passed: %q", line)
	}
	// Esc on a hand-over asks to leave over it, under the public header.
	asked := "Mischmasch · move 1 · playing to 10     Ada 0 · Bram 0\n────────\n" + clean +
		screen.LeaveQuestion + "\nr/F1 rules • ? keys • esc leave\n"
	if line := handOffLeak(asked, names); line != "" {
		t.Fatalf("the leave question over a hand-over flagged: %q", line)
	}
	if line := handOffLeak(asked+"Ada's nucleus: ST\n", names); line != "Ada's nucleus: ST" {
		t.Fatalf("a leak beside the question passed: %q", line)
	}
}

// TestFuzzHarnessReachesAHandOff makes sure the hand-over check is not
// idle: two people starting a game with hidden hands meet a hand-over.
func TestFuzzHarnessReachesAHandOff(t *testing.T) {
	seen := 0
	for _, g := range catalogue.Games() {
		env := fuzzEnv(t, t.TempDir(), false)
		s, err := g.New(env, defaultConfig(g, seatsFor(g, 0)))
		if err != nil {
			continue
		}
		d := newDriver(t, openOver(env, s), fuzzNames)
		windowFirst(d)
		d.play([]byte("\x00\x00\x00\x00\x00\x00"))
		seen += d.handOffs
	}
	if seen == 0 {
		t.Fatal("no game showed a hand-over to check")
	}
}

// keyTable is the keys a script byte can stand for.
var keyTable = func() []tea.KeyMsg {
	keys := []tea.KeyMsg{
		{Type: tea.KeyEnter}, {Type: tea.KeyEsc}, {Type: tea.KeyUp}, {Type: tea.KeyDown},
		{Type: tea.KeyLeft}, {Type: tea.KeyRight}, {Type: tea.KeyTab}, {Type: tea.KeyShiftTab},
		{Type: tea.KeyBackspace}, {Type: tea.KeyDelete}, {Type: tea.KeySpace, Runes: []rune(" ")},
		{Type: tea.KeyF1}, {Type: tea.KeyHome}, {Type: tea.KeyEnd}, {Type: tea.KeyPgUp}, {Type: tea.KeyPgDown},
		{Type: tea.KeyCtrlZ}, {Type: tea.KeyCtrlU}, {Type: tea.KeyCtrlS}, {Type: tea.KeyCtrlG},
		{Type: tea.KeyEnter}, {Type: tea.KeyEnter}, {Type: tea.KeyDown}, {Type: tea.KeyRight},
	}
	for _, r := range "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789?/-.,:;'!" {
		keys = append(keys, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	return keys
}()

// play turns script into events: most bytes are keys; 0xF0-0xFF is a new
// window size (two bytes follow), 0xE0-0xEF typed text (a length and the
// characters follow, control characters included), 0xDF a click (two bytes
// follow) and 0xDE Ctrl+C, which quits.
func (d *driver) play(script []byte) {
	d.t.Helper()
	next := func(i *int) byte {
		*i++
		if *i < len(script) {
			return script[*i]
		}
		return 0
	}
	for i, events := 0, 0; i < len(script) && events < maxEvents && !d.quit; i, events = i+1, events+1 {
		b := script[i]
		var msg tea.Msg
		switch {
		case b >= 0xF0:
			w, h := 1+int(next(&i))%160, 1+int(next(&i))%60
			msg = tea.WindowSizeMsg{Width: w, Height: h}
			d.trail = append(d.trail, fmt.Sprintf("[%dx%d]", w, h))
		case b >= 0xE0:
			n := 1 + int(next(&i))%24
			runes := make([]rune, 0, n)
			for range n {
				runes = append(runes, rune(next(&i)))
			}
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: runes}
			d.trail = append(d.trail, fmt.Sprintf("type(%q)", string(runes)))
		case b == 0xDF:
			x, y := int(next(&i)), int(next(&i))
			if d.sized {
				x, y = x%max(d.width, 1), y%max(d.height, 1)
			}
			msg = tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
			d.trail = append(d.trail, fmt.Sprintf("click(%d,%d)", x, y))
		case b == 0xDE:
			msg = tea.KeyMsg{Type: tea.KeyCtrlC}
			d.trail = append(d.trail, "ctrl+c")
		default:
			k := keyTable[int(b)%len(keyTable)]
			msg = k
			d.trail = append(d.trail, k.String())
		}
		d.send(msg)
		d.settle()
	}
}

// openOver puts s on top of the menu, as choosing it there would.
func openOver(env *screen.Env, s screen.Screen) tea.Model {
	app := ui.NewApp(env, menu.New(env))
	m, _ := app.Update(screen.OpenMsg{Screen: s})
	return m
}

// defaultConfig is the set-up screen's default choices with n people.
func defaultConfig(g screen.Entry, n int) screen.Config {
	cfg := screen.Config{Options: map[string]string{}, Seed: 11}
	for _, o := range g.Options {
		if len(o.Choices) > 0 {
			cfg.Options[o.Key] = o.Choices[min(max(o.Default, 0), len(o.Choices)-1)].Value
		}
	}
	for i := range n {
		cfg.Seats = append(cfg.Seats, seats.Seat{Name: fuzzNames[i%len(fuzzNames)], Kind: seats.Human})
	}
	return cfg
}

// seatsFor picks a number of players the game allows.
func seatsFor(g screen.Entry, pick byte) int {
	var allowed []int
	for n := g.MinSeats; n <= g.MaxSeats; n++ {
		if g.AllowsSeats(n) {
			allowed = append(allowed, n)
		}
	}
	if len(allowed) == 0 {
		return max(g.MinSeats, 1)
	}
	return allowed[int(pick)%len(allowed)]
}

// windowFirst makes sure a script starts with a window size, as the
// program always does.
func windowFirst(d *driver) {
	d.send(tea.WindowSizeMsg{Width: 80, Height: 24})
	d.settle()
}

// FuzzPlayEveryGame starts a game of the catalogue with people in every
// seat and plays the script.
func FuzzPlayEveryGame(f *testing.F) {
	games := catalogue.Games()
	for i := range games {
		f.Add(byte(i), byte(0), false, []byte{})
		f.Add(byte(i), byte(1), false, []byte("\x00\x00\x00\x00\x00\x00\x00\x00"))
		f.Add(byte(i), byte(0), true, []byte("\xf0\x13\x05\x00\xf0\x27\x0b\x00\x01\x0b\xf0\x50\x18"))
	}
	f.Fuzz(func(t *testing.T, game, pick byte, ascii bool, script []byte) {
		g := games[int(game)%len(games)]
		t.Chdir(t.TempDir()) // a game may write a record to the working folder
		env := fuzzEnv(t, t.TempDir(), ascii)
		cfg := defaultConfig(g, seatsFor(g, pick))
		s, err := g.New(env, cfg)
		if err != nil {
			t.Skipf("%s would not start: %v", g.ID, err)
		}
		d := newDriver(t, openOver(env, s), fuzzNames)
		windowFirst(d)
		d.play(script)
	})
}

// FuzzResumeSave writes save as a game's autosave, resumes it as the menu's
// Continue would, and plays the script. A save the store or the game
// refuses is fine; a panic, an oversized frame or a leaked secret is not.
func FuzzResumeSave(f *testing.F) {
	games := catalogue.Games()
	for i := range games {
		f.Add(byte(i), []byte(`{"game":"x","version":1,"saved_at":"2026-11-30T12:00:00Z","seats":[],"state":{}}`), []byte{0})
	}
	f.Fuzz(func(t *testing.T, game byte, save, script []byte) {
		g := gameOfSave(games, game, save)
		t.Chdir(t.TempDir()) // a game may write a record to the working folder
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, store.SaveName(g.ID)), save, 0o600); err != nil {
			t.Fatal(err)
		}
		env := fuzzEnv(t, dir, false)
		saved, err := env.Store.Load(g.ID, g.SaveVersion)
		if err != nil {
			return
		}
		var s screen.Screen
		func() {
			defer func() {
				if v := recover(); v != nil {
					t.Fatalf("resuming %s panicked: %v\n%s", g.ID, v, debug.Stack())
				}
			}()
			s, err = g.Resume(env, saved)
		}()
		if err != nil {
			return
		}
		var names []string
		for _, seat := range saved.Seats {
			names = append(names, seat.Name)
		}
		d := newDriver(t, openOver(env, s), names)
		windowFirst(d)
		d.play(script)
	})
}

// gameOfSave is the game a save is for, so that a save of the corpus
// reaches its own game's resume whatever the catalogue's order: the game
// its envelope names, when the catalogue has it, else the game'th.
func gameOfSave(games []screen.Entry, game byte, save []byte) screen.Entry {
	var head struct{ Game string }
	if json.Unmarshal(save, &head) == nil {
		for _, g := range games {
			if g.ID == head.Game {
				return g
			}
		}
	}
	return games[int(game)%len(games)]
}

// hostileName is a seat name full of terminal escapes (clear the screen,
// set the window title, a C1 control) and far too long.
var hostileName = "\x1b[2J\x1b]0;owned\x07\u009b" + strings.Repeat("Ada", 5000)

// TestWriteResumeCorpus writes real saves of every game, made by playing
// the seeds of FuzzPlayEveryGame, into the corpus of FuzzResumeSave, each
// also with the first player renamed hostileName. Run it with
// PARLOUR_WRITE_FUZZ_CORPUS=1 after changing a game's save format.
//
// Left out for now: testdata/crashers/doublets-turn-equals-seats (a
// Doublets save in the writing phase whose turn equals the number of
// seats) panics in doublets.(*Game).writingView, issue 17 point 1; move
// it into testdata/fuzz/FuzzResumeSave once that is fixed.
func TestWriteResumeCorpus(t *testing.T) {
	if os.Getenv("PARLOUR_WRITE_FUZZ_CORPUS") == "" {
		t.Skip("set PARLOUR_WRITE_FUZZ_CORPUS=1 to rewrite testdata/fuzz/FuzzResumeSave")
	}
	out := filepath.Join("testdata", "fuzz", "FuzzResumeSave")
	os.MkdirAll(out, 0o755)
	scripts := [][]byte{
		[]byte("\x00"),
		[]byte("\x00\x00\x00\x00"),
		[]byte("\xe0\x05cold\x00\xe0\x04cord\x00\x00"),
		[]byte("\x03\x05\x00\x03\x00\x02\x05\x00\x00\x04\x00"),
		[]byte("\x00\xe0\x02pit\x00"), // Carroll's first doublet: PIG, then pit
	}
	written := map[string]bool{}
	for name, save := range crafted40 {
		entry := fmt.Sprintf("go test fuzz v1\nbyte(%q)\n[]byte(%q)\n[]byte(%q)\n", byte(0), save, "\x00\x01\x00\x02\x00")
		if err := os.WriteFile(filepath.Join(out, name), []byte(entry), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for i, g := range catalogue.Games() {
		for j, script := range scripts {
			dir := t.TempDir()
			env := fuzzEnv(t, dir, false)
			s, err := g.New(env, defaultConfig(g, seatsFor(g, byte(j))))
			if err != nil {
				continue
			}
			d := newDriver(t, openOver(env, s), fuzzNames)
			windowFirst(d)
			d.play(script)
			time.Sleep(20 * time.Millisecond)
			d.settle()
			data, err := os.ReadFile(filepath.Join(dir, store.SaveName(g.ID)))
			if err != nil {
				continue
			}
			var e store.Envelope
			if json.Unmarshal(data, &e) != nil {
				continue
			}
			hostile, _ := json.Marshal(hostileName)
			variants := map[string][]byte{
				fmt.Sprintf("%s-%d", g.ID, j):         data,
				fmt.Sprintf("%s-%d-hostile", g.ID, j): bytes.ReplaceAll(data, []byte(`"Ada"`), hostile),
			}
			for name, save := range variants {
				if written[string(save)] {
					continue
				}
				written[string(save)] = true
				entry := fmt.Sprintf("go test fuzz v1\nbyte(%q)\n[]byte(%q)\n[]byte(%q)\n", byte(i), save, "\x00\x02\x00\x01\x00\xe0\x03abc\x00\x01")
				if err := os.WriteFile(filepath.Join(out, name), []byte(entry), 0o644); err != nil {
					t.Fatal(err)
				}
				t.Logf("wrote %s", name)
			}
		}
	}
}

// crafted40 are the crafted saves of issue 40, each of which crashed,
// misled or was resumed as an impossible game; TestWriteResumeCorpus
// writes them into the corpus of FuzzResumeSave.
var crafted40 = map[string]string{
	"issue40-doublechess-empty-state": `{"game":"doublechess","version":1,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"},{"name":"D","kind":"human"}],"state":{}}`,
	"issue40-draughts-empty-state":    `{"game":"draughts","version":1,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],"state":{}}`,
	"issue40-draughts-won-start": `{"game":"draughts","version":1,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],"state":{"options":{"rules":{"variant":"english","draws":"modern"}},` +
		`"start":{"rules":{"variant":"english","draws":"modern"},"fen":"B:W:B1","move_number":1,"clocks":{"quiet":0,"ending":-1,"short":-1,"notice":-1,"notice_by":"Black"}},"events":[],"played":0,"seed":1}}`,
	"issue40-draughts-clock-overflow": `{"game":"draughts","version":1,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],"state":{"options":{"rules":{"variant":"english","draws":"modern"},"clock":true},` +
		`"start":{"rules":{"variant":"english","draws":"modern"},"fen":"B:W21-32:B1-12","move_number":9223372036854775807,"clocks":{"quiet":0,"ending":-1,"short":-1,"notice":-1,"notice_by":"Black"}},"events":[],"played":0,"seed":1,"clock_used_ms":9223372036854775807,"pdn_path":"/etc/passwd"}}`,
	"issue40-draughts-hostile-names": `{"game":"draughts","version":1,"seats":[{"name":"\u001b]0;owned\u0007\u001b]52;c;cHduZWQ=\u0007\u001b[2J\u202e李李李李李李李李李李李李李李李李李李李李","kind":"human"},{"name":"B","kind":"human"}],` +
		`"state":{"options":{"rules":{"variant":"english","draws":"modern"}},"start":{"rules":{"variant":"english","draws":"modern"},"fen":"B:W21-32:B1-12","move_number":1,"clocks":{"quiet":0,"ending":-1,"short":-1,"notice":-1,"notice_by":"Black"}},"events":[],"played":0,"seed":1}}`,
	"issue40-circularchess-empty-state": `{"game":"circularchess","version":1,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],"state":{}}`,
	"issue40-mischmasch-empty-state":    `{"game":"mischmasch","version":1,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],"state":{}}`,
	"issue40-mischmasch-time-used": `{"game":"mischmasch","version":1,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"}],"state":{"game":{"version":1,"rules":{"target":10,"time_limit_ns":120000000000,"scoring":"1886","judge":"dictionary"},` +
		`"phase":"setting","move":{"number":1,"attempts":[{"setter":0,"guesser":0,"tries":1,"scorer":0},{"setter":0,"guesser":1,"tries":1,"scorer":0}],"scores":[0,0]},"scores":[0,0],"guessers":[0,1]},"seed":1,"used_ns":[9223372036854775807,0]}}`,
	"issue40-alice-empty-state":  `{"game":"alice","version":1,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"state":{}}`,
	"issue40-puzzle-hints":       `{"game":"doublet-puzzles","version":1,"seats":[{"name":"A","kind":"human"}],"state":{"source":"carroll","index":0,"ladder":{"doublet":{"words":["pig","sty"]},"chain":["pig","pit"],"hints":-100},"elapsed_ms":-5}}`,
	"issue40-puzzle-date-escape": `{"game":"doublet-puzzles","version":1,"seats":[{"name":"A","kind":"human"}],"state":{"source":"daily","date":"\u001b]0;owned\u0007\u001b[2J","ladder":{"doublet":{"words":["pig","sty"]},"chain":["pig"]}}}`,
}

// TestResumeCorpusReachesEveryGame: the corpus of FuzzResumeSave holds
// for every game of the catalogue a real save that its Resume takes, so
// that fuzzing starts from each game's resume, not from a refusal.
func TestResumeCorpusReachesEveryGame(t *testing.T) {
	dir := filepath.Join("testdata", "fuzz", "FuzzResumeSave")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	games := catalogue.Games()
	resumed := map[string]bool{}
	for _, ent := range entries {
		data, err := os.ReadFile(filepath.Join(dir, ent.Name()))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		if len(lines) < 3 || !strings.HasPrefix(lines[2], "[]byte(") {
			continue
		}
		save, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[2], "[]byte("), ")"))
		if err != nil {
			t.Fatalf("%s: %v", ent.Name(), err)
		}
		g := gameOfSave(games, 0, []byte(save))
		env := fuzzEnv(t, t.TempDir(), false)
		if err := env.Store.WriteFile(store.SaveName(g.ID), []byte(save)); err != nil {
			t.Fatal(err)
		}
		saved, err := env.Store.Load(g.ID, g.SaveVersion)
		if err != nil {
			continue
		}
		if _, err := g.Resume(env, saved); err == nil {
			resumed[g.ID] = true
		}
	}
	for _, g := range games {
		if !resumed[g.ID] {
			t.Errorf("no save in the corpus resumes %s", g.ID)
		}
	}
}

// TestMenuListsSavesBesideSpecialFiles: a save that is a link to /dev/zero,
// a named pipe, a dangling link or a folder neither blocks the menu's
// listing nor hides the real saves beside it.
func TestMenuListsSavesBesideSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, store.SaveName("draughts")), 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	os.Symlink("/dev/zero", filepath.Join(dir, store.SaveName("doublets")))
	os.Symlink(filepath.Join(dir, "gone"), filepath.Join(dir, store.SaveName("mischmasch")))
	os.Mkdir(filepath.Join(dir, store.SaveName("doublet-puzzles")), 0o755)
	real := store.Envelope{Game: "alice", Version: 1, Seats: []seats.Seat{{Name: "Ada", Kind: seats.Human}, {Name: "Bram", Kind: seats.Human}}, State: json.RawMessage(`{}`)}
	if err := store.New(dir).Save(real); err != nil {
		t.Fatal(err)
	}
	env := fuzzEnv(t, dir, false)
	app, err := ui.NewRoot(env, ui.Options{})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.New(t, app, 80, 24)
	h.MustSee("Continue Alice")
	h.MustSee("Ada, Bram")
}

package circularchess

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

func TestAGameAgainstTheComputerByKeys(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, easy}, "")
	h.MustSee("White to move")
	moveByKeys(h, g, "b2", "b4")
	if g.rec.Played != 2 {
		t.Fatalf("after b2-b4 and the computer's reply, %d moves are on the board", g.rec.Played)
	}
	h.MustSee("1. b2-b4 ")
	h.MustSee("White to move")
	moveByKeys(h, g, "c2", "c3")
	if g.rec.Played != 4 {
		t.Fatalf("%d moves on the board, want 4:\n%s", g.rec.Played, h.View())
	}
	h.MustSee("2. c2-c3 ")
}

func TestCursorGoesRoundTheRingAndAcrossTheRings(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")
	g.cursor = cellOf(t, "a1")
	h.Key("left")
	if g.cursor != cellOf(t, "a16") {
		t.Fatalf("left from a1 goes to %v, want a16 (the ring closes)", g.cursor)
	}
	h.Key("right", "right")
	if g.cursor != cellOf(t, "a2") {
		t.Fatalf("right twice from a16 goes to %v", g.cursor)
	}
	h.Key("down", "down", "down", "down")
	if g.cursor != cellOf(t, "d2") {
		t.Fatalf("down four times from a2 goes to %v, want d2 (ring d is the last)", g.cursor)
	}
	h.Key("up")
	if g.cursor != cellOf(t, "c2") {
		t.Fatalf("up from d2 goes to %v", g.cursor)
	}
	h.Key("v", "left")
	if g.cursor != cellOf(t, "c1") {
		t.Fatalf("left in the strip goes to %v", g.cursor)
	}
}

func TestEveryCellIsClickableInBothViews(t *testing.T) {
	for _, strip := range []bool{false, true} {
		h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")
		g.strip = strip
		h.View()
		for c := cc.Cell(0); c < cc.NoCell; c++ {
			g.sel = cc.NoCell
			clickCell(h, g, c)
			if g.cursor != c {
				t.Fatalf("strip %v: a click on %v put the cursor on %v", strip, c, g.cursor)
			}
			if p, ok := g.now().Piece(c); ok && p.Color == cc.White && g.sel != c {
				t.Fatalf("strip %v: a click on White's %v did not pick it up", strip, c)
			}
		}
		if g.rec.Played != 0 {
			t.Fatalf("clicks alone played %d moves", g.rec.Played)
		}
	}
}

func TestAMoveByMouseInTheRingAndTheStrip(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")
	clickCell(h, g, cellOf(t, "b1"))
	h.MustSee("[N]")
	clickCell(h, g, cellOf(t, "a3"))
	if g.rec.Played != 1 || g.rec.Moves[0] != (cc.Move{From: cellOf(t, "b1"), To: cellOf(t, "a3")}) {
		t.Fatalf("the clicks played %v", g.rec.Moves)
	}
	h.Key("v")
	h.MustSee("1  2  3")
	clickCell(h, g, cellOf(t, "b8"))
	clickCell(h, g, cellOf(t, "a6"))
	if g.rec.Played != 2 {
		t.Fatalf("the clicks in the strip played %v", g.rec.Moves[:g.rec.Played])
	}
	h.MustSee("1. Nb1-a3 Nb8-a6")
}

func TestBothViewsMarkTheSameCells(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")
	goTo(h, g, cellOf(t, "b2"))
	h.Key("enter", "right")
	ring := h.View()
	h.Key("v")
	strip := h.View()
	for _, view := range []string{ring, strip} {
		if !strings.Contains(view, ">P<") || strings.Count(view, ".") < 2 {
			t.Fatalf("the selection and its targets are not shown:\n%s", view)
		}
	}
}

func TestTypedMovesAndTheEnginesErrors(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")
	typeMove(h, "Nb1-b3")
	if g.rec.Played != 0 {
		t.Fatal("an illegal typed move was played")
	}
	h.MustSee("knight")
	typeMove(h, "Bb1-a3")
	h.MustSee("is a knight, not a bishop")
	typeMove(h, "zz\x1b[31m")
	if strings.Contains(h.Model.View(), "\x1b[31m") {
		t.Fatal("typed control characters reach the terminal")
	}
	typeMove(h, "Nb1-a3")
	if g.rec.Played != 1 {
		t.Fatalf("Nb1-a3 was not played: %s", h.View())
	}
	h.MustSee("1. Nb1-a3")
}

func TestPromotionIsAskedFor(t *testing.T) {
	env := testEnv(t)
	s, err := cc.ParseFEN("6P9/16/16/8k6K w - 0 1 modern")
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(newScreen(env, screen.Config{Seats: []seats.Seat{ada, bob}}, screen.Link{}, options{}, s))
	h := uitest.NewScreen(t, g, 80, 24)
	moveByKeys(h, g, "a7", "a8")
	h.MustSee("Promote to:")
	if g.rec.Played != 0 {
		t.Fatal("the promotion was played before the piece was chosen")
	}
	h.Key("n")
	if g.rec.Played != 1 || g.rec.Moves[0].Promotion != cc.Knight {
		t.Fatalf("played %v, want a knight", g.rec.Moves)
	}
	h.Key("u", "y") // Bob agrees to the take-back
	typeMove(h, "a7-a8")
	h.MustSee("Promote to:")
	h.Key("q")
	if g.rec.Played != 1 || g.rec.Moves[0].Promotion != cc.Queen {
		t.Fatalf("played %v, want a queen", g.rec.Moves)
	}
}

func TestCheckMarksTheKingAndTheCheckingPieces(t *testing.T) {
	env := testEnv(t)
	s, err := cc.ParseFEN("15r/16/16/8k6K w - 0 1 modern")
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(newScreen(env, screen.Config{Seats: []seats.Seat{ada, bob}}, screen.Link{}, options{}, s))
	h := uitest.NewScreen(t, g, 80, 24)
	h.MustSee("in check")
	h.MustSee("!K!")
	h.MustSee("!r!")
}

func TestAByzantineGame(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, easy}, rulesChoices[2].Value)
	h.MustSee("Rules: Byzantine")
	h.MustSee("F") // the counsellor
	if g.rules().Variant != cc.Byzantine {
		t.Fatalf("rules %v", g.rules())
	}
	moveByKeys(h, g, "b2", "b3")
	if g.rec.Played != 2 {
		t.Fatalf("%d moves on the board", g.rec.Played)
	}
	typeMove(h, "b3-b5")
	h.MustSee("b3-b5")
	if g.rec.Played != 2 {
		t.Fatal("a Byzantine pawn stepped two cells")
	}
}

func TestUndoAndRedoAgainstTheComputer(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, easy}, "")
	moveByKeys(h, g, "b2", "b4")
	start := fen(g)
	h.Key("u")
	if g.rec.Played != 0 {
		t.Fatalf("undo left %d moves", g.rec.Played)
	}
	h.Key("U")
	if g.rec.Played != 2 || fen(g) != start {
		t.Fatalf("redo gave %d moves, %s", g.rec.Played, fen(g))
	}
}

func TestHintMarksAMove(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")
	h.Key("t")
	if g.hint.IsZero() {
		t.Fatalf("no hint: %s", h.View())
	}
	h.MustSee("Hint: ")
}

// finish gives g the message that ends the game and returns the result
// screen that takes the game's place.
func finish(t *testing.T, g *Game, msg tea.Msg) *screen.Result {
	t.Helper()
	next, _ := g.Update(msg)
	n, ok := next.(screen.Navigation)
	if !ok || n.Kind != screen.Replacing {
		t.Fatal("the game did not go to the result screen")
	}
	r, ok := n.Next.(*screen.Result)
	if !ok {
		t.Fatalf("the result screen is %T", n.Next)
	}
	return r
}

func TestResignAndDrawOfferEndOnTheResultScreen(t *testing.T) {
	env := testEnv(t)
	_, g := startGame(t, env, []seats.Seat{ada, bob}, "")
	g.Resign()
	r := finish(t, g, uitest.Key("y"))
	h := uitest.NewScreen(t, r, 80, 24)
	h.MustSee("Bob (Black) wins")
	h.MustSee("Ada resigned")
	if _, err := env.Store.Load(GameID, saveVersion); err == nil {
		t.Fatal("the finished game's save is still there")
	}

	_, g = startGame(t, env, []seats.Seat{ada, bob}, "")
	g.Update(uitest.Key("d"))
	if !g.Footer.Asking() || !strings.Contains(g.Footer.Question(), "Bob, do you accept") {
		t.Fatalf("the draw offer asks %q", g.Footer.Question())
	}
	r = finish(t, g, uitest.Key("y"))
	h = uitest.NewScreen(t, r, 80, 24)
	h.MustSee("Drawn")
	h.MustSee("drawn by agreement")
}

func TestCheckmateShowsTheReason(t *testing.T) {
	env := testEnv(t)
	s, err := cc.ParseFEN("8k7/QR14/16/15K w - 0 1 modern")
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(newScreen(env, screen.Config{Seats: []seats.Seat{ada, bob}}, screen.Link{}, options{}, s))
	uitest.NewScreen(t, g, 80, 24)
	g.Update(uitest.Key(":"))
	for _, r := range "Qb1-a1#" {
		g.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	h := uitest.NewScreen(t, finish(t, g, uitest.Key("enter")), 80, 24)
	h.MustSee("Ada (White) wins")
	h.MustSee("Black is checkmated")
}

func TestLeaveAndContinue(t *testing.T) {
	env := testEnv(t)
	h, g := startGame(t, env, []seats.Seat{ada, easy}, rulesChoices[1].Value)
	moveByKeys(h, g, "b2", "b4")
	h.Key("v")
	want := fen(g)
	h.Key("esc")
	h.MustSee("Leave this game?")
	h.Key("y")
	if h.Navigated().Kind != screen.GoingHome {
		t.Fatal("esc y does not leave")
	}
	g2 := resumeSaved(t, env)
	if fen(g2) != want || !g2.strip || g2.rules() != (cc.Rules{EnPassant: true}) {
		t.Fatalf("resumed at %s (strip %v, %v), want %s", fen(g2), g2.strip, g2.rules(), want)
	}
	h2 := uitest.NewScreen(t, quicken(g2), 80, 24)
	h2.MustSee("1. b2-b4 ")
}

func TestResumeReplaysTheMovesAndRefusesAnIllegalOne(t *testing.T) {
	env := testEnv(t)
	table := []seats.Seat{ada, bob}
	for _, bad := range []string{
		`{"rules":"modern","moves":["b2-b4","b4-b6"],"played":2}`,
		`{"rules":"modern","moves":["b2-b4"],"played":3}`,
		`{"rules":"byzantine+ep","moves":[],"played":0}`,
		`{"rules":"modern","moves":["q9-z1"],"played":1}`,
	} {
		if _, err := resumeGame(env, store.Envelope{Game: GameID, Version: saveVersion, Seats: table, State: json.RawMessage(bad)}); err == nil {
			t.Errorf("resumed %s", bad)
		}
	}
	good := `{"rules":"modern","moves":["b2-b4","a7-a5"],"played":1,"seed":7}`
	s, err := resumeGame(env, store.Envelope{Game: GameID, Version: saveVersion, Seats: table, State: json.RawMessage(good)})
	if err != nil {
		t.Fatal(err)
	}
	if g := s.(*Game); g.rec.Played != 1 || len(g.rec.Moves) != 2 {
		t.Fatalf("resumed %d of %d moves", g.rec.Played, len(g.rec.Moves))
	}
}

func TestTheScreenFitsAndIsASCII(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {77, 22}, {120, 40}} {
		h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")
		h.Send(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		for _, strip := range []bool{false, true} {
			g.strip = strip
			out := h.Model.View()
			ls := strings.Split(out, "\n")
			if len(ls) > size[1] {
				t.Fatalf("%v: %d lines", size, len(ls))
			}
			for i, l := range ls {
				if w := len([]rune(l)); w > size[0] {
					t.Fatalf("%v: line %d is %d wide", size, i, w)
				}
			}
			for i, b := range []byte(out) {
				if b >= 0x80 || b == 0x1b {
					t.Fatalf("%v: byte %d is %#x with the ASCII theme and no colour", size, i, b)
				}
			}
			if !strings.Contains(out, "enter pick/move") {
				t.Fatalf("%v: no key help:\n%s", size, out)
			}
		}
	}
}

// BenchmarkView is the whole screen at 80×24 in colour, ring view, with a
// piece picked up (goal: 0.5 ms).
func BenchmarkView(b *testing.B) {
	for _, strip := range []bool{false, true} {
		name := "ring"
		if strip {
			name = "strip"
		}
		b.Run(name, func(b *testing.B) {
			env := &screen.Env{Store: store.New(b.TempDir()), Settings: store.DefaultSettings()}
			env.ApplySettings(env.Settings)
			env.Theme = themes()["dark"]
			s, _ := cc.NewGame(cc.Rules{})
			g := newScreen(env, screen.Config{Seats: []seats.Seat{ada, bob}}, screen.Link{}, options{}, s)
			g.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
			g.strip = strip
			g.choose(cellOf(b, "b1"))
			b.ReportAllocs()
			for b.Loop() {
				_ = g.View()
			}
		})
	}
}

func TestTheRecordIsSavedAndReadsBack(t *testing.T) {
	env := testEnv(t)
	h, g := startGame(t, env, []seats.Seat{ada, bob}, rulesChoices[2].Value)
	typeMove(h, "b2-b3")
	typeMove(h, "b7-b6")
	g.Resign()
	r := finish(t, g, uitest.Key("y"))
	hr := uitest.NewScreen(t, r, 80, 24)
	hr.Key("s")
	hr.MustSee("Saved the game to")
	names, _ := filepath.Glob(filepath.Join(env.Store.Dir(), kit.RecordsFolder, "circularchess-*.txt"))
	if len(names) != 1 {
		t.Fatalf("record files %v", names)
	}
	text, err := os.ReadFile(names[0])
	if err != nil {
		t.Fatal(err)
	}
	rec, err := cc.ParseRecord(string(text))
	if err != nil {
		t.Fatalf("the record does not read back: %v\n%s", err, text)
	}
	if len(rec.Moves) != 2 || rec.Result != "0-1" || rec.Start.Rules().Variant != cc.Byzantine {
		t.Fatalf("read back %v moves, result %q, rules %v:\n%s", rec.Moves, rec.Result, rec.Start.Rules(), text)
	}
}

// spinnerTick is the first tick of a search's spinner, from the command
// that started it (the search itself is not run).
func spinnerTick(t *testing.T, cmd tea.Cmd) spinner.TickMsg {
	t.Helper()
	batch, ok := cmd().(tea.BatchMsg)
	if !ok {
		t.Fatalf("not a batch: %T", cmd)
	}
	tick, ok := batch[0]().(spinner.TickMsg)
	if !ok {
		t.Fatal("the thinking line does not turn")
	}
	return tick
}

func TestTheThinkingLineKeepsOneClock(t *testing.T) {
	_, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")
	first := spinnerTick(t, g.Hint())
	second := spinnerTick(t, g.Hint()) // a second search replaces the first
	if _, cmd := g.Update(first); cmd != nil {
		t.Fatal("a tick of the replaced search re-armed itself")
	}
	if _, cmd := g.Update(second); cmd == nil {
		t.Fatal("the current search's tick did not re-arm")
	}
	g.Think.Cancel()
	if _, cmd := g.Update(second); cmd != nil {
		t.Fatal("a tick re-armed after the search ended")
	}
}

func TestTwoComputersPlayTheGameOut(t *testing.T) {
	env := testEnv(t)
	s, err := newGame(env, screen.Config{Seats: []seats.Seat{easy, easy}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(s.(*Game))
	g.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	// Run each command to its end, however long the machine takes: the
	// harness would drop a slow one.
	pending := []tea.Cmd{g.Init()}
	ended := false
	for steps := 0; len(pending) > 0 && steps < 5000; steps++ {
		cmd := pending[0]
		pending = pending[1:]
		if cmd == nil {
			continue
		}
		switch msg := cmd().(type) {
		case tea.BatchMsg:
			pending = append(pending, msg...)
		case screen.ThoughtMsg:
			s, next := g.Update(msg)
			if n, ok := s.(screen.Navigation); ok && n.Kind == screen.Replacing {
				ended = true
			}
			pending = append(pending, next)
		}
	}
	if !ended || !g.Over() {
		t.Fatalf("two computers stopped after %d moves, the game not over", g.rec.Played)
	}
	t.Logf("%d moves: %v", g.rec.Played, g.outcome())
}

// TestTheThinkingLineShowsTheComputersProgress: the computer's search
// reports reach the thinking line (depth, score, positions, best line);
// a report of a search replaced since, and its result, are ignored.
func TestTheThinkingLineShowsTheComputersProgress(t *testing.T) {
	hard := seats.Seat{Name: "Hal", Kind: seats.Computer, Level: seats.Hard}
	s, err := newGame(testEnv(t), screen.Config{Seats: []seats.Seat{hard, ada}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(s.(*Game))
	g.Update(tea.WindowSizeMsg{Width: 120, Height: 30})
	batch := g.startComputer()().(tea.BatchMsg) // the spinner, the search, the listener
	thought := batch[1]().(screen.ThoughtMsg)   // the search, run to its end
	report, ok := batch[2]().(kit.ProgressMsg)
	if !ok {
		t.Fatal("the search reported nothing")
	}
	g.Update(report)
	view := ansi.Strip(g.View())
	for _, want := range []string{"Hal is thinking", "depth 9", "pawns", "positions", report.Progress.Line[0]} {
		if !strings.Contains(view, want) {
			t.Fatalf("the thinking line lacks %q:\n%s", want, view)
		}
	}
	g.startComputer() // a new search replaces the first
	g.Update(report)
	g.Update(thought)
	if view := ansi.Strip(g.View()); strings.Contains(view, "positions") || g.rec.Played != 0 {
		t.Fatalf("the replaced search's report or move was taken (%d moves):\n%s", g.rec.Played, view)
	}
	g.Think.Cancel()
}

// TestAColonAndAMoveAtOnceArePlayed: ":" and a move arriving as one key
// event (typed fast, or pasted) open the field with the move in it.
func TestAColonAndAMoveAtOnceArePlayed(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")
	h.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":Nb1-a3")})
	h.Key("enter")
	if g.rec.Played != 1 {
		t.Fatalf("the burst \":Nb1-a3\" was not played: %s", h.View())
	}
	h.MustSee("1. Nb1-a3")
}

// BenchmarkKeyAndView times the frame a player waits for, at 80×24 in
// colour: the cursor moved a cell (Right, then Left back) and the screen
// drawn, in the ring view and in the strip.
func BenchmarkKeyAndView(b *testing.B) {
	for _, strip := range []bool{false, true} {
		name := "ring"
		if strip {
			name = "strip"
		}
		b.Run(name, func(b *testing.B) {
			env := &screen.Env{Store: store.New(b.TempDir()), Settings: store.DefaultSettings()}
			env.ApplySettings(env.Settings)
			env.Theme = themes()["dark"]
			s, _ := cc.NewGame(cc.Rules{})
			g := newScreen(env, screen.Config{Seats: []seats.Seat{ada, bob}}, screen.Link{}, options{}, s)
			g.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
			g.strip = strip
			keys := []tea.KeyMsg{{Type: tea.KeyRight}, {Type: tea.KeyLeft}}
			_ = g.View()
			b.ReportAllocs()
			b.ResetTimer()
			for i := range b.N {
				g.Update(keys[i%2])
				_ = g.View()
			}
		})
	}
}

// Issue 42, point 6: the result screen shows the whole ring at 80×24,
// both arrow heads and the cell numbers beside them, without scrolling;
// and the set-up says which seat is White.
func TestTheResultScreenShowsTheWholeRing(t *testing.T) {
	env := testEnv(t) // ASCII: the arrow heads are v and ^
	_, g := startGame(t, env, []seats.Seat{ada, bob}, "")
	g.Resign()
	h := uitest.NewScreen(t, finish(t, g, uitest.Key("y")), 80, 24)
	lines := strings.Split(h.View(), "\n")
	top, bottom := -1, -1
	for i, l := range lines {
		f := strings.Fields(l)
		switch {
		case len(f) == 3 && f[0] == "8" && f[1] == "v" && f[2] == "9":
			top = i
		case len(f) == 3 && f[0] == "1" && f[1] == "^" && f[2] == "16":
			bottom = i
		}
	}
	if top < 0 || bottom < 0 {
		t.Fatalf("the ring is cut (top row %d, bottom row %d):\n%s", top, bottom, h.View())
	}
	if labels := GameEntry().SeatLabels; len(labels) != 2 || labels[0] != "White" || labels[1] != "Black" {
		t.Fatalf("the set-up names the seats %q", labels)
	}
}

// TestResumeRefusesCraftedSaves: issue 40's crafted saves are refused,
// each with its reason, never resumed as a fresh or impossible game.
func TestResumeRefusesCraftedSaves(t *testing.T) {
	env := testEnv(t)
	table := []seats.Seat{ada, bob}
	for bad, reason := range map[string]string{
		`{}`: `no "rules"`,
		`{"rules":"modern","moves":[],"played":0,"seed":1,"nucleus":"x"}`:                                                                 "unknown field",
		`{"rules":"modern","moves":[],"played":0,"seed":1,"options":{"clock":"10 minutes each"},"clock_used_ms":[-1,0]}`:                  "clock",
		`{"rules":"modern","moves":[],"played":0,"seed":1,"options":{"clock":"10 minutes each"},"clock_used_ms":[9223372036854775807,0]}`: "clock",
		`{"rules":"modern","moves":[],"played":0,"seed":1,"clock_used_ms":[5,5]}`:                                                         "clock",
		`{"rules":"modern","moves":[],"played":-1,"seed":1}`:                                                                              "on the board",
		`{"rules":"modern","moves":[],"played":0,"seed":1,"start":"\u001b]0;pwned\u0007"}`:                                                "start",
		`{"options":{"rules":"modern"},"start":{"turn":0},"events":[],"played":0,"seed":1}`:                                               `no "rules"`,
		`{"rules":"modern","moves":[],"played":0,"seed":1,"record_path":"../../.bashrc"}`:                                                 "not a full path",
		`{"rules":"modern","moves":[],"played":0,"seed":1,"record_path":"/tmp/a\u001b]0;pwned\u0007"}`:                                    "control characters",
	} {
		_, err := resumeGame(env, store.Envelope{Game: GameID, Version: saveVersion, Seats: table, State: json.RawMessage(bad)})
		if err == nil || !strings.Contains(err.Error(), reason) {
			t.Errorf("resumed %s: %v (want %q)", bad, err, reason)
		}
	}
}

// TestASeatsNameIsDrawnCleaned: a name with a terminal escape and a
// right-to-left override, as a save file or a set-up may hold, is drawn
// escaped and without the override everywhere the game shows it: the
// panel, the whose-turn line and the resignation question.
func TestASeatsNameIsDrawnCleaned(t *testing.T) {
	eve := seats.Seat{Name: "\x1b[2JEve\u202e", Kind: seats.Human}
	h, _ := startGame(t, testEnv(t), []seats.Seat{eve, bob}, rulesChoices[0].Value)
	h.Key("R")
	frame := h.View()
	if strings.Contains(frame, "\x1b[2J") || strings.ContainsRune(frame, '\u202e') {
		t.Fatalf("the name reaches the terminal raw:\n%q", frame)
	}
	h.MustSee(`\x1b[2JEve, resign this game?`)
}

// TestTabJumpsBetweenMovablePiecesThenTargets: Tab takes the cursor round
// the pieces that can move, as in every board game, by number and the
// outer ring first, on from the cursor (at b2); Shift+Tab goes back; with a piece picked up, Tab goes
// round the cells it may go to, and Enter plays there.
func TestTabJumpsBetweenMovablePiecesThenTargets(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, rulesChoices[0].Value)
	var seen []string
	for range 5 {
		h.Key("tab")
		seen = append(seen, g.cursor.String())
	}
	if want := []string{"c2", "d2", "a15", "b15", "c15"}; !slices.Equal(seen, want) {
		t.Fatalf("tab visited %v, want the pieces that can move, %v", seen, want)
	}
	h.Key("shift+tab")
	if g.cursor.String() != "b15" {
		t.Fatalf("shift+tab went to %v, want b15", g.cursor)
	}
	h.Key("shift+tab", "shift+tab", "shift+tab", "shift+tab", "enter") // a15, d2, c2, b2: pick up its pawn
	if g.sel.String() != "b2" {
		t.Fatalf("picked up %v, want b2", g.sel)
	}
	var targets []string
	for range 3 {
		h.Key("tab")
		targets = append(targets, g.cursor.String())
	}
	if want := []string{"b3", "b4", "b3"}; !slices.Equal(targets, want) {
		t.Fatalf("with b2 picked up tab visited %v, want %v", targets, want)
	}
	h.Key("tab", "enter")
	if g.rec.Played != 1 || g.rec.Text(0) != "b2-b4" {
		t.Fatalf("tab and Enter played %q:\n%s", g.rec.Text(0), h.View())
	}
}

// TestComputersPauseAndSpeed: with computers alone at the table, p pauses
// them (nothing moves, the panel says so), + and - change their pace, the
// autosave keeps it, and p lets them go on.
func TestComputersPauseAndSpeed(t *testing.T) {
	env := testEnv(t)
	s, err := newGame(env, screen.Config{Seats: []seats.Seat{easy, easy}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(s.(*Game))
	g.Watch.Paused = true
	h := uitest.NewScreen(t, g, 80, 24)
	if g.rec.Played != 0 || g.Think.Busy() {
		t.Fatal("a paused game moved")
	}
	h.MustSee("Paused")
	h.MustSee("p pause")
	g.Watch.Pace = time.Second
	h.Key("+")
	if g.Watch.Pace != 500*time.Millisecond {
		t.Fatalf("faster: pace %v", g.Watch.Pace)
	}
	h.MustSee("The computers take at least 0.5 s a move.")
	h.Key("-", "-")
	if g.Watch.Pace != 2*time.Second {
		t.Fatalf("slower: pace %v", g.Watch.Pace)
	}
	if r := resumeSaved(t, env); r.Watch.Pace != 2*time.Second {
		t.Fatalf("resumed at a pace of %v, not the one set", r.Watch.Pace)
	}
	g.Watch.Pace = 0
	h.Key("p") // the harness runs the computers' searches to the game's end
	if g.Watch.Paused || g.rec.Played == 0 {
		t.Fatalf("p did not let the computers go on:\n%s", h.View())
	}
}

// TestThePersonResignsOnTheComputersTurn: R on the computer's turn asks
// the person at the table, as in every board game, never the computer;
// y gives the game to the computer.
func TestThePersonResignsOnTheComputersTurn(t *testing.T) {
	s, err := newGame(testEnv(t), screen.Config{Seats: []seats.Seat{easy, ada}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := quicken(s.(*Game))
	g.Watch.Paused = true // the computer (White) holds its first move, so that it is its turn
	h := uitest.NewScreen(t, g, 80, 24)
	if g.now().Turn() != cc.White || g.rec.Played != 0 {
		t.Fatal("not the computer's turn")
	}
	h.Key("R")
	h.MustSee("Ada, resign this game? (y/n)")
	r := finish(t, g, uitest.Key("y"))
	hr := uitest.NewScreen(t, r, 80, 24)
	hr.MustSee("Ada resigned")
}

// TestDrawByAgreementAndTheComputersAnswer: d asks the other person, whose
// n declines and y ends the game drawn; a computer weighs the offer, and
// declines it at the start.
func TestDrawByAgreementAndTheComputersAnswer(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, rulesChoices[0].Value)
	h.Key("d")
	h.MustSee("Ada offers a draw. Bob, do you accept? (y/n)")
	h.Key("n")
	h.MustSee("Bob declines the draw: play on.")
	if g.Over() {
		t.Fatal("a declined draw ended the game")
	}
	g.Footer.Clear()
	h.Key("d")
	r := finish(t, g, uitest.Key("y"))
	uitest.NewScreen(t, r, 80, 24).MustSee("drawn by agreement")

	h, g = startGame(t, testEnv(t), []seats.Seat{ada, easy}, rulesChoices[0].Value)
	h.Key("d")
	h.MustSee("Easy declines the draw")
	if g.Over() {
		t.Fatal("the computer took a draw at the start")
	}
}

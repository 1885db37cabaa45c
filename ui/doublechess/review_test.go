package doublechess

import (
	"os"
	"strings"
	"testing"

	dc "parlour/games/doublechess"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

// reviewedGame plays the queen out where she is lost (queenOut), then a
// second move, and resigns: a finished game at one keyboard with a
// turning point.
func reviewedGame(t *testing.T) (*uitest.Harness, *Game) {
	t.Helper()
	return reviewedGameIn(t, uitest.NewEnv(t))
}

// queenOutPlayed is a practice game in env from queenOut, with the queen
// played out where she is lost (a turning point).
func queenOutPlayed(t *testing.T, env *screen.Env) (*uitest.Harness, *Game) {
	t.Helper()
	o, _ := readOptions(blackFirst)
	s, err := dc.ParseFEN4(queenOut, o.Rules)
	if err != nil {
		t.Fatal(err)
	}
	g := newScreen(env, practice, screen.Link{}, o, newRecord(s), 7)
	g.effort = quick
	h := onTable(t, g)
	typeMove(h, "Qh1-h5")
	return h, g
}

// reviewedGameIn is reviewedGame in env.
func reviewedGameIn(t *testing.T, env *screen.Env) (*uitest.Harness, *Game) {
	t.Helper()
	h, g := queenOutPlayed(t, env)
	if !g.CanMove() {
		t.Fatalf("not Black's turn again: %s", h.View())
	}
	typeMove(h, g.rec.Now().MoveText(g.snap.legal[0]))
	h.Key("R", "y")
	if !onResult(h) {
		t.Fatalf("no result:\n%s", h.View())
	}
	return h, g
}

// TestReviewWalksTheGameTurningPointsFirst: on the result screen r opens
// the review at the costliest turning point with the coach's note and the
// best line; → and ← walk the quarter-moves; Esc goes back to the result.
func TestReviewWalksTheGameTurningPointsFirst(t *testing.T) {
	h, g := reviewedGame(t)
	h.MustSee("r: review the game")
	h.MustSee("r review") // the result's own help line lists the key
	h.MustNotSee("r/F1 rules")
	h.MustSee("F1 rules")
	a, ok := g.advice[0]
	if !ok || a.Rating.AboutAsGood() {
		t.Fatalf("the queen's move is no turning point: %+v", a.Rating)
	}
	h.Key("r")
	v, ok := h.Model.(table).stack.Top().(*review)
	if !ok {
		t.Fatalf("r did not open the review:\n%s", h.View())
	}
	if len(v.turning) == 0 || v.turning[0] != 0 || v.at != 1 {
		t.Fatalf("turning points %v, at %d", v.turning, v.at)
	}
	h.MustSee("Turning points")
	h.MustSee("Round 1, Black's Qh1-h5")
	panel := strings.Join(v.panelLines(60, 40), " ")
	if !strings.Contains(panel, "Coach: "+a.Rating.BestText+" was best") {
		t.Fatalf("the note is not shown: %s", panel)
	}
	h.Key("right")
	if v.at != 2 || v.board.rec.Played != 2 {
		t.Fatalf("→ did not walk on: at %d", v.at)
	}
	h.MustSee("No note")
	h.Key("left", "left")
	h.MustSee("The start")
	h.Key("t")
	if v.at != 1 {
		t.Fatalf("t did not go to the turning point: at %d", v.at)
	}
	h.Key("esc")
	if _, ok := h.Model.(table).stack.Top().(*screen.Result); !ok {
		t.Fatalf("Esc did not go back to the result:\n%s", h.View())
	}
	h.Key("f1")
	if _, ok := h.Model.(table).stack.Top().(*screen.Result); ok {
		t.Fatal("F1 no longer opens the rules over the result")
	}
}

// TestRecordKeepsTheCoachsNotes: the record saved from the result holds
// the coach's notes as PGN4 comments after their moves.
func TestRecordKeepsTheCoachsNotes(t *testing.T) {
	h, g := reviewedGame(t)
	h.Key("s")
	path := g.Records.Path
	if path == "" {
		t.Fatalf("not saved: %s", h.View())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := "Qh1-h5 {Coach: " + g.advice[0].Rating.String()
	if !strings.Contains(string(data), want) {
		t.Fatalf("no %q in\n%s", want, data)
	}
}

// TestABlackFirstRecordOpensAtAnyTable: a record Black began (written
// without StartFen4) opens in a game where the lot gave another army the
// first move; the record's first mover plays first.
func TestABlackFirstRecordOpensAtAnyTable(t *testing.T) {
	env := uitest.NewEnv(t)
	h, g := startGame(t, env, fourPeople, map[string]string{"first": firstCh[0].Value})
	for seed := uint64(8); g.opts.Rules.First == dc.Black; seed++ {
		s, err := newGame(env, screen.Config{Seats: fourPeople, Options: map[string]string{"first": firstCh[0].Value}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		g = s.(*Game)
		h = onTable(t, g)
	}
	path := t.TempDir() + "/black.pgn4"
	record := "[Event \"Examples in opening\"]\n\n1. g2-g3 .. b7-c7 .. h13-h12 .. m8-l8\n"
	if err := os.WriteFile(path, []byte(record), 0o600); err != nil {
		t.Fatal(err)
	}
	h.Key("o", "ctrl+u")
	h.Type(path)
	h.Key("enter")
	if g.rec.Played != 4 || g.rec.Start().Turn() != dc.Black {
		t.Fatalf("the record did not open: %d played, %q", g.rec.Played, message(g))
	}
}

// TestReviewAndDrillsInASCII: under --ascii and NO_COLOR the review, its
// intent marks and a drill's result are ASCII only (the book's words of
// the opening drills hold a dash).
func TestReviewAndDrillsInASCII(t *testing.T) {
	h, _ := reviewedGameIn(t, uitest.NewASCIIEnv(t))
	h.Key("r")
	uitest.AssertASCII(t, "the review", h.View())
	h.Key("t", "right")
	uitest.AssertASCII(t, "the review walked on", h.View())

	d := dc.Drills[10] // the book's opening: its words hold a dash
	s, err := newGame(uitest.NewASCIIEnv(t), screen.Config{Seats: practice, Options: map[string]string{"play": drillID(d)}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	g.effort = quick
	h = onTable(t, g)
	uitest.AssertASCII(t, "the drill", h.View())
	typeMove(h, d.Solution[0])
	if !onResult(h) {
		t.Fatalf("no result:\n%s", h.View())
	}
	uitest.AssertASCII(t, "the drill's result", h.View())
}

// TestContinuedGameKeepsTheCoachsNotes: the autosave keeps the coach's
// notes, so a game left and continued is reviewed with the notes on the
// moves made before, its turning point among them, and its record keeps
// them as comments.
func TestContinuedGameKeepsTheCoachsNotes(t *testing.T) {
	env := uitest.NewEnv(t)
	_, g := queenOutPlayed(t, env)
	note, ok := g.coachNotes()[0]
	if !ok || note.Cost == 0 {
		t.Fatalf("the queen's move is no turning point: %+v", note)
	}
	g.Save()
	e, err := env.Store.Load(GameID, saveVersion)
	if err != nil {
		t.Fatal(err)
	}
	resumed, err := resumeGame(env, e)
	if err != nil {
		t.Fatal(err)
	}
	r := resumed.(*Game)
	r.effort = quick
	h := onTable(t, r)
	h.Key("R", "y")
	if !onResult(h) {
		t.Fatalf("no result:\n%s", h.View())
	}
	h.Key("r")
	v, ok := h.Model.(table).stack.Top().(*review)
	if !ok {
		t.Fatalf("r did not open the review:\n%s", h.View())
	}
	if len(v.turning) != 1 || v.turning[0] != 0 || v.at != 1 {
		t.Fatalf("turning points %v, at %d", v.turning, v.at)
	}
	if panel := strings.Join(v.panelLines(60, 40), " "); !strings.Contains(panel, note.Lines[0]) {
		t.Fatalf("the note made before the Continue is not shown: %s", panel)
	}
	if text, err := r.pgn4Text(); err != nil || !strings.Contains(text, "{"+note.Lines[0]) {
		t.Fatalf("the record lacks the note (%v):\n%s", err, text)
	}
}

// TestSavedNotesAreCleaned: a note in a save is shown as plain ASCII,
// whatever the file held.
func TestSavedNotesAreCleaned(t *testing.T) {
	notes, err := cleanNotes(map[int]coachNote{0: {Lines: []string{"Coach: \x1b]0;owned\x07 fine \u00e9"}}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range notes[0].Lines[0] {
		if r < 0x20 || r >= 0x7f {
			t.Fatalf("%q is not printable ASCII", notes[0].Lines[0])
		}
	}
}

// TestARefusalGoesWithTheNextTry: a typed move refused leaves the field
// open with its reason; once a move is played the reason is gone (it
// stood on under the board after the move, as if the new move had been
// refused).
func TestARefusalGoesWithTheNextTry(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), practice, blackFirst)
	typeMove(h, "Qh1-h5")
	h.MustSee("the way is blocked")
	h.Key("ctrl+u")
	h.Type("g2-g3")
	h.Key("enter")
	if g.rec.Played == 0 {
		t.Fatalf("g2-g3 was not played:\n%s", h.View())
	}
	h.MustNotSee("the way is blocked")
}

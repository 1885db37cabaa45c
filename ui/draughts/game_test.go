package draughts

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func TestOpeningBoardAt80x24(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	lines := screenLines(h)
	if len(lines) != 24 {
		t.Fatalf("%d lines at 80×24", len(lines))
	}
	for i, l := range lines {
		if w := ansi.StringWidth(l); w > 80 {
			t.Fatalf("line %d is %d wide: %q", i, w, l)
		}
	}
	h.MustSee("▸ ● Black  Ada")
	h.MustSee("○ White  Bob")
	h.MustSee("● Black to move")
	h.MustSee("No moves yet.")
	if n := strings.Count(h.View(), "●"); n < 12 {
		t.Fatalf("%d black men drawn", n)
	}
	// The edge labels give each row's end squares, square 1 top left.
	if f := strings.Fields(lines[2]); f[0] != "1" || f[9] != "4" {
		t.Fatalf("top row %q", lines[2])
	}
	if g.cursor == 0 {
		t.Fatal("no cursor")
	}
}

func TestKeysPickAPieceAndShowItsTargets(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	if g.cursor != 9 {
		t.Fatalf("the cursor starts on %d, want 9 (the first piece that can move)", g.cursor)
	}
	h.Key("right")
	if g.cursor != 10 {
		t.Fatalf("right: cursor on %d", g.cursor)
	}
	h.Key("enter")
	h.MustSee("Move the black man on 10 to 14 or 15")
	if got := g.targets(); len(got) != 2 || got[0] != 14 || got[1] != 15 {
		t.Fatalf("targets %v", got)
	}
	h.Key("down") // down keeps to the column: 10 -> 15
	if g.cursor != 15 {
		t.Fatalf("down: cursor on %d", g.cursor)
	}
	h.Key("enter")
	if got := fen(g); got != "W:W21-32:B1-9,11,12,15" {
		t.Fatalf("after 10-15 the position is %s", got)
	}
	h.MustSee("1. 10-15")
	h.MustSee("▸ ○ White  Bob")
}

func TestEscapeDropsThePiece(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	h.Key("enter")
	if len(g.sel) != 1 {
		t.Fatal("nothing picked up")
	}
	h.Key("esc")
	if len(g.sel) != 0 || g.Footer.Asking() {
		t.Fatal("Esc did not just drop the piece")
	}
	h.Key("esc")
	h.MustSee("Leave this game?")
	h.Key("n")
	h.MustNotSee("Leave this game?")
}

func TestTypedMovesAndTheirErrors(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	typeMove(h, "11-17")
	h.MustSee("Squares 11 and 17 are not on one diagonal.")
	if g.Field.For() != kit.FieldMove || g.Field.Value() != "11-17" {
		t.Fatal("the refused move was not kept in the field for mending")
	}
	h.Key("backspace", "backspace")
	h.Type("15")
	h.Key("enter")
	if g.Field.For() != "" || g.rec.Played != 1 {
		t.Fatalf("11-15 not played: field %q, %d played", g.Field.For(), g.rec.Played)
	}
	// A digit opens the field by itself; letters stay commands.
	h.Type("22-18")
	h.Key("enter")
	if got := fen(g); got != "B:W18,21,23-32:B1-10,12,15" {
		t.Fatalf("after 11-15 22-18: %s", got)
	}
}

func TestForcedCaptureIsExplained(t *testing.T) {
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, bob}, draughts.Rules{}, "B:W18,30:B1,14")
	h.MustSee("You must capture: 14x23.")
	if g.cursor != 14 {
		t.Fatalf("the cursor is on %d, not the piece that must capture", g.cursor)
	}
	clickSquare(h, g, 1)
	h.MustSee("You must capture: 14x23.")
	if len(g.sel) != 0 {
		t.Fatal("a piece that may not move was picked up")
	}
	typeMove(h, "1-5")
	h.MustSee("You must capture: 14x23.")
	h.Key("esc")
	clickSquare(h, g, 14)
	clickSquare(h, g, 23)
	if got := fen(g); got != "W:W30:B1,23" {
		t.Fatalf("after 14x23: %s", got)
	}
}

func TestMultiJumpStepByStepAndAutomatically(t *testing.T) {
	// Two ways on from 10: the player chooses.
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, bob}, draughts.Rules{}, "B:W6,14,15:B1")
	clickSquare(h, g, 1)
	clickSquare(h, g, 10)
	h.MustSee("Jump on: choose 17 or 19.")
	clickSquare(h, g, 20)
	h.MustSee("The capture must go on: choose 17 or 19")
	clickSquare(h, g, 19)
	if got := fen(g); got != "W:W14:B19" {
		t.Fatalf("after 1x10x19: %s", got)
	}
	h.MustSee("1. 1x19")
	// One way on: the first jump finishes the move.
	h, g = startAt(t, testEnv(t), []seats.Seat{ada, bob}, draughts.Rules{}, "B:W6,15,30:B1")
	clickSquare(h, g, 1)
	clickSquare(h, g, 10)
	if got := fen(g); got != "W:W30:B19" {
		t.Fatalf("the unambiguous capture did not finish itself: %s", got)
	}
}

func TestFlippedBoardMapsClicksAfterResizes(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}, {60, 13}} {
		h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, size[0], size[1])
		h.Key("f", "n") // White at the top; square numbers shown
		l := g.layout()
		top := strings.Join(screenLines(h)[l.Top:l.Top+l.Grid.CellH], "\n")
		if !strings.Contains(top, "32") || strings.Contains(top, " 1 ") {
			t.Fatalf("%v: flipped, the top row should hold 32:\n%s", size, top)
		}
		// Find where the numbers are drawn, as a person would, and click
		// there. Cells one row high number only the empty squares, and
		// mark the targets of a picked-up piece instead: there the piece
		// is picked up by the keyboard, and the target found beforehand.
		move := func(from, to int) {
			t.Helper()
			tx, ty := findOnBoard(t, h, g, strconv.Itoa(to))
			if g.layout().Grid.CellH == 1 {
				g.cursor = from
				h.Key("enter")
			} else {
				h.Click(findOnBoard(t, h, g, strconv.Itoa(from)))
			}
			h.Click(tx, ty)
		}
		move(11, 15)
		if got := fen(g); got != "W:W21-32:B1-10,12,15" {
			t.Fatalf("%v flipped: clicking 11 then 15 gave %s", size, got)
		}
		h.Send(tea.WindowSizeMsg{Width: size[0] + 7, Height: size[1] + 3})
		h.Key("f")
		move(22, 18)
		if got := fen(g); got != "B:W18,21,23-32:B1-10,12,15" {
			t.Fatalf("%v resized and flipped back: clicking 22 then 18 gave %s", size, got)
		}
	}
}

// findOnBoard finds a square's number on the board (not among the edge
// labels) and returns a screen position inside its cell.
func findOnBoard(t *testing.T, h *uitest.Harness, g *Game, text string) (int, int) {
	t.Helper()
	l := g.layout()
	for y, line := range screenLines(h) {
		start := 0
		for {
			i := strings.Index(line[start:], text)
			if i < 0 {
				break
			}
			x := ansi.StringWidth(line[:start+i])
			if _, _, ok := l.Grid.At(x, y); ok {
				if _, _, ok := l.Grid.At(x+len(text)-1, y); ok {
					return x, y
				}
			}
			start += i + len(text)
		}
	}
	t.Fatalf("%q is not on the board:\n%s", text, h.View())
	return 0, 0
}

func TestClicksOffTheBoardDoNothing(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	h.Click(0, 0)
	h.Click(79, 10)
	h.Send(tea.MouseMsg{X: 70, Y: 10, Button: tea.MouseButtonWheelUp})
	if g.rec.Played != 0 || len(g.sel) != 0 {
		t.Fatal("a click off the board acted")
	}
}

func TestTinyTerminalAsksForRoomThenPlays(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, easy}, nil, 20, 6)
	h.MustSee("needs at")
	h.Key("right", "enter", "down", "enter", "f", "?", "esc")
	h.Click(3, 3)
	h.Send(tea.WindowSizeMsg{Width: 1, Height: 1})
	_ = h.View()
	h.Send(tea.WindowSizeMsg{Width: 80, Height: 24})
	h.MustSee("Black")
	w, ht := g.MinSize()
	h.Send(tea.WindowSizeMsg{Width: w, Height: ht})
	h.MustNotSee("needs at")
	for i, l := range screenLines(h) {
		if ansi.StringWidth(l) > w {
			t.Fatalf("at the minimum %dx%d line %d is %d wide", w, ht, i, ansi.StringWidth(l))
		}
	}
	if len(screenLines(h)) > ht {
		t.Fatalf("at the minimum %dx%d the frame has %d lines", w, ht, len(screenLines(h)))
	}
}

func TestPolishBoardFits80x24(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, map[string]string{"game": gameChoices[2].Value}, 80, 24)
	lines := screenLines(h)
	if len(lines) > 24 {
		t.Fatalf("%d lines", len(lines))
	}
	l := g.layout()
	if l.Grid.Rows != 10 || l.Grid.CellW < 3 || l.BoardH > 21 {
		t.Fatalf("layout %+v", l.Grid)
	}
	h.MustSee("▸ ○ White  Ada")
	h.MustSee("Polish")
	clickSquare(h, g, 32)
	clickSquare(h, g, 28)
	if g.rec.Played != 1 {
		t.Fatal("32-28 not played by clicks")
	}
	if w, _ := g.MinSize(); w > 80 {
		t.Fatalf("the Polish game needs %d columns", w)
	}
}

func TestUndoAgainstTheComputerIsFree(t *testing.T) {
	env := testEnv(t)
	h, g := startGame(t, env, []seats.Seat{ada, easy}, nil, 80, 24)
	start := fen(g)
	typeMove(h, "11-15")
	if g.rec.Played != 2 {
		t.Fatalf("%d events after a move and the reply", g.rec.Played)
	}
	afterReply := fen(g)
	h.Key("u")
	if fen(g) != start || g.rec.Played != 0 {
		t.Fatalf("undo left %s", fen(g))
	}
	h.MustSee("Took back 11-15 and ")
	h.Key("U")
	if fen(g) != afterReply {
		t.Fatalf("redo gave %s, want %s", fen(g), afterReply)
	}
	h.Key("u")
	typeMove(h, "9-13") // a new move drops what could be redone
	if g.rec.CanRedo() {
		t.Fatal("redo survives a new move")
	}
}

func TestUndoBetweenPeopleNeedsConsent(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	typeMove(h, "11-15")
	h.Key("u")
	h.MustSee("Ada asks to take back 11-15. Bob, do you agree? (y/n)")
	h.Key("n")
	if g.rec.Played != 1 {
		t.Fatal("the move was taken back without consent")
	}
	h.MustSee("Bob does not agree")
	h.Key("u", "y")
	if g.rec.Played != 0 {
		t.Fatal("the agreed take-back did not happen")
	}
	h.Key("U")
	h.MustSee("Play 11-15 again for Ada? Bob, do you agree?")
	h.Key("y")
	if g.rec.Played != 1 {
		t.Fatal("redo did not play the move again")
	}
}

func TestResumeKeepsEverything(t *testing.T) {
	env := testEnv(t)
	h, g := startGame(t, env, []seats.Seat{ada, easy}, map[string]string{"draws": drawCh[1].Value, "clock": clockCh[1].Value}, 80, 24)
	typeMove(h, "11-15")
	h.Key("n")    // the board is turned to Ada, who plays Black, already
	g.used = 30e9 // half a minute into Ada's move: she must capture, so she has one
	g.Save()
	saved, err := env.Store.Load(GameID, saveVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumeGame(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	g2 := s.(*Game)
	h2 := uitest.NewScreen(t, g2, 80, 24)
	if fen(g2) != fen(g) || g2.rec.Played != g.rec.Played || !g2.flipped || !g2.numbers {
		t.Fatalf("resumed %s (%d events, flipped %v), want %s (%d)", fen(g2), g2.rec.Played, g2.flipped, fen(g), g.rec.Played)
	}
	if g2.opts != g.opts || g2.rec.Now().Rules().Draws != draughts.Victorian {
		t.Fatalf("options %+v", g2.opts)
	}
	h2.MustSee("1. 11-15")
	h2.MustSee("Clock: 0:30 (1 min: capture)")
}

func TestBrokenSavesAreRefused(t *testing.T) {
	env := testEnv(t)
	startGame(t, env, []seats.Seat{ada, bob}, nil, 80, 24)
	saved, _ := env.Store.Load(GameID, saveVersion)
	var sv savedGame
	json.Unmarshal(saved.State, &sv)
	bad := sv
	bad.Events = []event{{Kind: moveEvent, Move: &draughts.Move{From: 11, To: 17}}}
	bad.Played = 1
	saved.State, _ = json.Marshal(bad)
	if _, err := resumeGame(env, saved); err == nil {
		t.Fatal("a save with an illegal move resumed")
	}
	saved.Seats = saved.Seats[:1]
	if _, err := resumeGame(env, saved); err == nil {
		t.Fatal("a save with one seat resumed")
	}
}

func TestComputersPlayToTheEnd(t *testing.T) {
	env := testEnv(t)
	h, g := startGame(t, env, []seats.Seat{easy, {Name: "Other", Kind: seats.Computer, Level: seats.Easy}}, nil, 80, 24)
	if !g.Over() {
		t.Fatalf("the game stopped after %d events:\n%s", g.rec.Played, h.View())
	}
	h.MustSee(resultShort(g.outcome(), g.seatOf))
	h.MustSee("enter play again")
	if _, err := env.Store.Load(GameID, saveVersion); err == nil {
		t.Fatal("a finished game's save was kept")
	}
	// Play again: the sides change. (The next game, between computers at
	// their usual pace, waits on the test harness's dropped timer.)
	first := g.Seats[0].Name
	h.Key("enter")
	if g = current(t, h); g.Seats[1].Name != first {
		t.Fatal("the sides did not change for the next game")
	}
}

func TestComputersPauseAndSpeed(t *testing.T) {
	env := testEnv(t)
	s, err := newGame(env, configFor([]seats.Seat{easy, medium}, nil))
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	g.effort, g.Watch.Paused = quick, true
	h := uitest.NewScreen(t, g, 80, 24)
	if g.rec.Played != 0 {
		t.Fatal("a paused game moved")
	}
	h.Key("+")
	if g.Watch.Pace != 500e6 {
		t.Fatalf("faster: pace %v", g.Watch.Pace)
	}
	h.Key("-", "-")
	if g.Watch.Pace != 2e9 {
		t.Fatalf("slower: pace %v", g.Watch.Pace)
	}
	h.MustSee("p pause")
}

func TestHintIsMarkedOnTheBoard(t *testing.T) {
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, easy}, draughts.Rules{}, "B:W18,30:B1,14")
	h.Key("t")
	h.MustSee("Hint: 14x23")
	if len(g.hint) != 2 || g.hint[0] != 14 || g.hint[1] != 23 {
		t.Fatalf("hint path %v", g.hint)
	}
	h.MustSee(" + ") // the empty square the hint goes to
}

func TestResignAndDrawByAgreement(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	h.Key("d")
	h.MustSee("Ada offers a draw. Bob, do you accept? (y/n)")
	h.Key("n")
	h.MustSee("Bob declines the draw")
	h.Key("R")
	h.MustSee("Ada, resign this game? (y/n)")
	h.Key("y")
	h.MustSee("Bob (White) wins: Ada resigned.")
	if g.keys.Undo.Enabled() {
		t.Fatal("undo offered after a resignation")
	}
	h, _ = startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	h.Key("d", "y")
	h.MustSee("Drawn by agreement")
}

func TestComputerWeighsADrawOffer(t *testing.T) {
	// Black is a king down: the computer, White, declines.
	h, _ := startAt(t, testEnv(t), []seats.Seat{ada, medium}, draughts.Rules{}, "B:WK18,K30:BK1")
	h.Key("d")
	h.MustSee("Medium declines the draw")
	// Here the computer is the one behind: it accepts.
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, medium}, draughts.Rules{}, "B:WK30:BK1,K18")
	h.Key("d")
	if o := g.outcome(); o.Status != draughts.Draw {
		t.Fatalf("the computer a king down refused a draw: %+v", o)
	}
	for _, c := range []struct {
		score, move int
		want        bool
	}{{-30, 1, true}, {0, 1, false}, {0, 21, true}, {15, 30, true}, {40, 30, false}} {
		if got := acceptsDraw(c.score, c.move); got != c.want {
			t.Errorf("acceptsDraw(%d, move %d) = %v", c.score, c.move, got)
		}
	}
}

func TestHuffing(t *testing.T) {
	r := draughts.Rules{Huffing: true}
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, bob}, r, "B:W18,30:B1,14")
	h.MustSee("You may capture 14x23; leave it, and you may be huffed.")
	typeMove(h, "1-5") // Ada leaves the capture
	h.MustSee(`Ada left a capture: H to huff 14`)
	clickSquare(h, g, 14)
	h.MustSee("Bob huffs the black man on 14")
	if _, ok := g.rec.Now().Piece(14); ok || g.rec.Now().Turn() != draughts.White {
		t.Fatal("the huff did not take the man, or passed the turn")
	}
	typeMove(h, "30-26")
	if g.rec.Played != 3 {
		t.Fatalf("%d events", g.rec.Played)
	}
}

func TestNoticeUnderRule11(t *testing.T) {
	r := draughts.Rules{Draws: draughts.Victorian}
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, bob}, r, "B:WK20,K28,K32:BK1,K5")
	if !g.keys.Notice.Enabled() {
		t.Fatal("notice not offered to the side with two against three")
	}
	h.Key("N")
	h.MustSee("Ada gives notice (rule 11)")
	h.MustSee("Rule 11: 40 moves left")
	if g.keys.Notice.Enabled() {
		t.Fatal("notice offered twice")
	}
}

func TestVictorianClockRunsOut(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, map[string]string{"clock": clockCh[1].Value}, 80, 24)
	h.MustSee("Clock: 5:00 (5 min a move)")
	g.used = moveTime
	h.Send(tickFor(g))
	h.MustSee("Bob (White) wins: Ada's time ran out (rule 7")
}

func TestPDNSaveAndOpen(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/game.pdn"
	env := testEnv(t)
	h, g := startGame(t, env, []seats.Seat{ada, bob}, nil, 80, 24)
	typeMove(h, "11-15")
	typeMove(h, "23-19")
	h.Key("s")
	h.MustSee("Save the game (PDN) to: draughts.pdn")
	h.Key("ctrl+u")
	h.Type(path)
	h.Key("enter")
	h.MustSee("Saved the game to " + path)
	want := fen(g)

	h2, g2 := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	h2.Key("o", "ctrl+u")
	h2.Type(dir + "/missing.pdn")
	h2.Key("enter")
	h2.MustSee("Cannot open it: No such file or directory.")
	if g2.Field.For() != kit.FieldOpen {
		t.Fatal("the field closed on an error")
	}
	h2.Key("ctrl+u")
	h2.Type(path)
	h2.Key("enter")
	if fen(g2) != want || g2.rec.Played != 2 {
		t.Fatalf("opened %s (%d moves), want %s", fen(g2), g2.rec.Played, want)
	}
	h2.MustSee("1. 11-15  23-19")
	// With moves on the board, opening asks first.
	h2.Key("o", "enter")
	h2.MustSee("Replace this game with the one in")
	h2.Key("n")
	if g2.rec.Played != 2 {
		t.Fatal("a refused open replaced the game")
	}
}

func TestFENIsShown(t *testing.T) {
	h, _ := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	h.Key("c")
	h.MustSee("B:W21-32:B1-12")
	h.Key("x")
	h.MustNotSee("B:W21-32:B1-12")
}

func TestKeysPanelListsOnlyWhatActs(t *testing.T) {
	h, _ := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	h.Key("?")
	h.MustSee("offer a draw")
	h.MustNotSee("pause")
	h.MustNotSee("redo")
	h.Key("?")
	h.MustNotSee("offer a draw")
}

func TestOptionsAreRead(t *testing.T) {
	o, err := readOptions(map[string]string{"game": gameChoices[2].Value, "capture": captureCh[1].Value, "draws": drawCh[1].Value})
	if err != nil || o.Rules.Variant != draughts.Polish || o.Rules.Huffing || o.Rules.Draws != draughts.Modern {
		t.Fatalf("Polish with huffing and Victorian draws read as %+v, %v", o, err)
	}
	o, err = readOptions(map[string]string{"game": drills[2].ID, "capture": captureCh[1].Value})
	if err != nil || o.Drill != "3v2" || o.Rules != drillRules {
		t.Fatalf("a drill read as %+v, %v", o, err)
	}
	if _, err := readOptions(map[string]string{"game": "Chess"}); err == nil {
		t.Fatal("an unknown game was accepted")
	}
}

func configFor(table []seats.Seat, opts map[string]string) screen.Config {
	return screen.Config{Seats: table, Options: opts, Seed: 3}
}

func TestBlackHumanPlaysFromTheBottom(t *testing.T) {
	_, g := startGame(t, testEnv(t), []seats.Seat{ada, easy}, nil, 80, 24)
	if !g.flipped {
		t.Fatal("the board does not turn to Ada, alone at the table and playing Black")
	}
	_, g = startGame(t, testEnv(t), []seats.Seat{easy, ada}, nil, 80, 24)
	if g.flipped {
		t.Fatal("the board turned away from Ada, playing White")
	}
	_, g = startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	if g.flipped {
		t.Fatal("two people: the board should stay as it is (f flips it)")
	}
}

func TestTabJumpsBetweenMovablePiecesThenTargets(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	var seen []int
	for range 4 {
		h.Key("tab")
		seen = append(seen, g.cursor)
	}
	if want := []int{10, 11, 12, 9}; !slices.Equal(seen, want) {
		t.Fatalf("tab visited %v, want the men that can move, %v", seen, want)
	}
	h.Key("tab", "enter") // pick up 10
	h.Key("tab")
	first := g.cursor
	h.Key("tab")
	if first != 14 || g.cursor != 15 {
		t.Fatalf("with 10 picked up tab went to %d then %d, want 14 then 15", first, g.cursor)
	}
	h.Key("enter")
	if got := fen(g); got != "W:W21-32:B1-9,11,12,15" {
		t.Fatalf("10-15 by tab: %s", got)
	}
}

func TestFENPanelPassesTheKeyOn(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	h.Key("c")
	h.MustSee("B:W21-32:B1-12")
	h.Key("right") // closes the FEN and moves the cursor
	h.MustNotSee("B:W21-32:B1-12")
	if g.cursor != 10 {
		t.Fatalf("the key after the FEN was swallowed: cursor on %d", g.cursor)
	}
}

func TestWordingOfCountsAndDraws(t *testing.T) {
	if got := plural(1, "move"); got != "1 move" {
		t.Fatal(got)
	}
	h, _ := startGame(t, testEnv(t), []seats.Seat{ada, bob}, map[string]string{"draws": drawCh[1].Value}, 100, 24)
	h.MustSee("Victorian draws")
	h.MustNotSee("victorian draws")
}

func TestTwoPeopleMayHaveTheBoardTurnToThem(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, map[string]string{"board": boardCh[1].Value}, 80, 24)
	if !g.flipped {
		t.Fatal("Black, Ada, to move, but the board is not turned to her")
	}
	typeMove(h, "11-15")
	if g.flipped {
		t.Fatal("White, Bob, to move, but the board is not turned to him")
	}
	if o := choicesOf(g.opts); o["board"] != boardCh[1].Value {
		t.Fatal("play again forgets the board's turning")
	}
}

func TestOptionsThatDoNotApplyAreHidden(t *testing.T) {
	var capture, draws screen.Option
	for _, o := range GameEntry().Options {
		switch o.Key {
		case "capture":
			capture = o
		case "draws":
			draws = o
		}
	}
	for _, game := range []string{gameChoices[2].Value, drills[0].Choice} {
		if capture.ShownWhen(map[string]string{"game": game}) || draws.ShownWhen(map[string]string{"game": game}) {
			t.Errorf("huffing or the draw rules offered for %q", game)
		}
	}
	if !capture.ShownWhen(map[string]string{"game": gameChoices[0].Value}) || !draws.ShownWhen(map[string]string{"game": gameChoices[1].Value}) {
		t.Error("the English options hidden for the English games")
	}
}

// TestAColonAndAMoveAtOnceArePlayed: ":" and a move arriving as one key
// event (typed fast, or pasted) open the field with the move in it; the
// move is not lost.
func TestAColonAndAMoveAtOnceArePlayed(t *testing.T) {
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	h.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":11-15")})
	h.Key("enter")
	if g.rec.Played != 1 {
		t.Fatalf("the burst \":11-15\" played %d moves; screen:\n%s", g.rec.Played, h.View())
	}
	h.MustSee("1. 11-15")
}

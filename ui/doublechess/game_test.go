package doublechess

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board"
	"parlour/ui/board/kit"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// TestSeedExamplesInOpeningReplayThroughTheScreen plays the seed's
// "Examples in opening" by typed moves at the board: every move is taken,
// Red and Green have lost "a bishop and pawn" besides the queens, and the
// moves stand in the panel by rounds.
func TestSeedExamplesInOpeningReplayThroughTheScreen(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	for _, m := range seedOpening {
		typeMove(h, m)
		if msg := message(g); strings.Contains(msg, "not") {
			t.Fatalf("%s refused: %s", m, msg)
		}
	}
	if g.rec.Played != len(seedOpening) {
		t.Fatalf("%d quarter-moves played, want %d", g.rec.Played, len(seedOpening))
	}
	s := g.rec.Now()
	if s.Turn() != dc.Green || s.Round() != 4 {
		t.Fatalf("turn %v round %d, want Green in round 4", s.Turn(), s.Round())
	}
	if n := len(s.Men(dc.Red)); n != 13 {
		t.Fatalf("Red has %d men, want 13", n)
	}
	h.MustSee("2. Bf1xn9 Qa8xh1")
	h.MustSee("Qg14xn7+ Kn8xn7")
	h.MustSee("4. Bn9xm10")
}

// TestPartnerPointsOutTheQueenRule5 opens the a8–h1 diagonal: on Black's
// turn his partner points out that Green's queen attacks his.
func TestPartnerPointsOutTheQueenRule5(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	for _, m := range seedOpening[:4] {
		typeMove(h, m)
	}
	if !strings.Contains(message(g), "Your partner points out: your queen on h1 is attacked (rule 5).") {
		t.Fatalf("message %q", message(g))
	}
	if len(g.notes) == 0 || !strings.Contains(g.notes[len(g.notes)-1].text, "points out") {
		t.Fatalf("the notice is not in the panel:\n%s", panelText(g))
	}
	// Black's queen now attacks Green's on a8: Bob, who plays Green, is told.
	typeMove(h, "h2-h3")
	if want := "Bob: Your partner points out: your queen on a8 is attacked"; !strings.HasPrefix(message(g), want) {
		t.Fatalf("message %q, want %q", message(g), want)
	}
}

// TestIllegalMovesAreExplained types moves the rules forbid: the engine's
// reason is shown, the field stays open with the text, and nothing moves.
func TestIllegalMovesAreExplained(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	h.Key(":")
	h.Type("g2-g4") // rule 13
	h.Key("enter")
	if g.rec.Played != 0 || !g.Field.IsOpen() || message(g) == "" {
		t.Fatalf("played %d, field open %v, message %q", g.rec.Played, g.Field.IsOpen(), message(g))
	}
	h.Key("esc")
	typeMove(h, "Qh1-h5")
	if g.rec.Played != 0 || !strings.Contains(message(g), "h1") {
		t.Fatalf("a blocked queen moved, or no reason: %q", message(g))
	}
}

// TestMovesByKeysAndMouse plays a move with the cursor and Enter, and one
// with two clicks.
func TestMovesByKeysAndMouse(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	g.cursor = sq(t, "g2")
	h.Key("enter", "up", "enter")
	if g.rec.Played != 1 || g.rec.Text(0) != "g2-g3" {
		t.Fatalf("keys played %v", g.rec.roundLines())
	}
	// Green sits at the bottom now (the board turns to the person to move).
	if g.turns != turnsFor(dc.Green) {
		t.Fatalf("the board did not turn to Green: %d", g.turns)
	}
	clickSquare(h, g, sq(t, "b7"))
	clickSquare(h, g, sq(t, "c7"))
	if g.rec.Played != 2 || g.rec.Text(1) != "b7-c7" {
		t.Fatalf("clicks played %v: %s", g.rec.roundLines(), message(g))
	}
}

// TestSpacePicksAsEnterDoes: Space picks a man up and puts him down, as
// Enter does (the rules page says "Enter or Space").
func TestSpacePicksAsEnterDoes(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	g.cursor = sq(t, "g2")
	h.Key(" ")
	if g.sel != sq(t, "g2") {
		t.Fatalf("Space picked up %v, not the pawn on g2", g.sel)
	}
	h.Key("up", " ")
	if g.rec.Played != 1 || g.rec.Text(0) != "g2-g3" {
		t.Fatalf("Space played %v", g.rec.roundLines())
	}
}

// TestMouseHitsEveryCell clicks every one of the 160 squares in each of
// the four turns of the board: the cursor lands on the square clicked,
// and a click on a cut corner finds no square.
func TestMouseHitsEveryCell(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	for turns := range 4 {
		g.turns = turns
		for _, q := range dc.Squares() {
			g.sel = dc.NoSquare
			clickSquare(h, g, q)
			if g.cursor != q {
				t.Fatalf("turns %d: a click on %v put the cursor on %v", turns, q, g.cursor)
			}
		}
		grid := g.layout().Grid
		x, y := grid.Origin(0, 0)
		if _, _, ok := grid.At(x, y); ok {
			t.Fatalf("turns %d: a1 (a cut corner) was hit", turns)
		}
	}
}

// TestPracticeUndoGoesBackToThePersonsTurn plays a move against three
// computers, which reply; undo takes back their moves with it, redo plays
// them again.
func TestPracticeUndoGoesBackToThePersonsTurn(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), practice, blackFirst)
	typeMove(h, "g2-g3")
	if g.rec.Played != 4 || g.rec.Now().Turn() != dc.Black {
		t.Fatalf("after the computers: %d played, %v to move", g.rec.Played, g.rec.Now().Turn())
	}
	typeMove(h, "h2-h3")
	if g.rec.Played != 8 {
		t.Fatalf("%d played", g.rec.Played)
	}
	h.Key("u")
	if g.rec.Played != 4 || g.rec.Now().Turn() != dc.Black {
		t.Fatalf("undo left %d played, %v to move", g.rec.Played, g.rec.Now().Turn())
	}
	h.Key("U")
	if g.rec.Played != 8 {
		t.Fatalf("redo left %d played", g.rec.Played)
	}
}

// TestUndoBetweenPeopleNeedsConsent asks the other people first.
func TestUndoBetweenPeopleNeedsConsent(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	typeMove(h, "g2-g3")
	h.Key("u")
	if !g.Footer.Asking() || !strings.Contains(g.Footer.Question(), "Bob, Cy and Di") {
		t.Fatalf("question %q", g.Footer.Question())
	}
	h.Key("n")
	if g.rec.Played != 1 {
		t.Fatal("taken back without consent")
	}
	h.Key("u", "y")
	if g.rec.Played != 0 {
		t.Fatal("not taken back with consent")
	}
}

// TestCoachRatesTheMoveAndTheComputersGoOn: in practice the coach speaks
// after the person's move, in the panel.
func TestCoachRatesTheMoveAndTheComputersGoOn(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), practice, blackFirst)
	typeMove(h, "g2-g3")
	if !strings.Contains(panelText(g), "Coach:") {
		t.Fatalf("the coach said nothing:\n%s", panelText(g))
	}
	h.Key("C")
	typeMove(h, "h2-h3")
	if strings.Contains(panelText(g), "Coach:") {
		t.Fatalf("the coach spoke when off:\n%s", panelText(g))
	}
}

// TestCoachSilentAtATableOfFour: four people, coach left "on in practice".
func TestCoachSilentAtATableOfFour(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	typeMove(h, "g2-g3")
	if g.coach.Busy() || strings.Contains(panelText(g), "Coach:") {
		t.Fatal("the coach spoke at a table of four people")
	}
}

// TestDrawOfferRule14 gives the game up by agreement: drawn by rule 14.
func TestDrawOfferRule14(t *testing.T) {
	h, _ := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	typeMove(h, "g2-g3")
	h.Key("d", "y")
	if !onResult(h) {
		t.Fatalf("no result:\n%s", h.View())
	}
	h.MustSee("Draw")
	h.MustSee("rule 14")
}

// TestResignIsARule14Draw: a game resigned before both partners are
// mated is drawn (rule 14: "Should it be relinquished before such an
// event, it is to be considered drawn"), and the record says so (it said
// the adversaries won, and the saved record "*").
func TestResignIsARule14Draw(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	typeMove(h, "g2-g3")
	h.Key("R", "y")
	if v := g.outcome(); !onResult(h) || v.Status != dc.Draw || !strings.Contains(v.Reason, "Bob (Green) resigned") || !strings.Contains(v.Reason, "rule 14") {
		t.Fatalf("%+v", v)
	}
	h.MustSee("Draw")
	text, err := g.pgn4Text()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, `[Result "1/2-1/2"]`) || !strings.Contains(text, "1. g2-g3\n1/2-1/2") {
		t.Fatalf("the record does not say drawn:\n%s", text)
	}
}

// TestResumeEqualsTheGame leaves a game with moves taken back and
// continues it: the same moves, the same position, and undo still works.
func TestResumeEqualsTheGame(t *testing.T) {
	env := uitest.NewEnv(t)
	h, g := startGame(t, env, fourPeople, blackFirst)
	for _, m := range seedOpening[:6] {
		typeMove(h, m)
	}
	h.Key("u", "y", "u", "y")
	e, err := env.Store.Load(GameID, saveVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumeGame(env, e)
	if err != nil {
		t.Fatal(err)
	}
	r := s.(*Game)
	if r.rec.Played != 4 || len(r.rec.Moves) != 6 || r.rec.Now().FEN4() != g.rec.Now().FEN4() {
		t.Fatalf("resumed %d of %d, %s", r.rec.Played, len(r.rec.Moves), r.rec.Now().FEN4())
	}
	r.effort = quick
	h2 := onTable(t, r)
	h2.Key("U", "y")
	if r.rec.Played != 5 || r.rec.Text(4) != "Bf1xn9" {
		t.Fatalf("redo after resume: %d %v", r.rec.Played, r.rec.roundLines())
	}
}

// TestBadSaveIsRefused: a save whose moves do not replay, or that is not
// JSON, or has three seats, does not open.
func TestBadSaveIsRefused(t *testing.T) {
	env := uitest.NewEnv(t)
	start, _ := dc.NewGame(dc.Rules{QueenNotice: true})
	bad, _ := json.Marshal(savedGame{Options: options{Rules: dc.Rules{QueenNotice: true}}, Start: start,
		Moves: []dc.Move{{From: sq(t, "g2"), To: sq(t, "g4")}}, Played: 1})
	for name, e := range map[string]store.Envelope{
		"illegal move": {Game: GameID, Version: saveVersion, Seats: fourPeople, State: bad},
		"not JSON":     {Game: GameID, Version: saveVersion, Seats: fourPeople, State: []byte(`{"moves":`)},
		"three seats":  {Game: GameID, Version: saveVersion, Seats: fourPeople[:3], State: bad},
	} {
		if _, err := resumeGame(env, e); err == nil {
			t.Errorf("%s: the save opened", name)
		}
	}
}

// TestPGN4SaveAndOpen saves the game in the records folder, naming the
// full path, and opens it into a fresh game at the same position.
func TestPGN4SaveAndOpen(t *testing.T) {
	env := uitest.NewEnv(t)
	h, g := startGame(t, env, fourPeople, blackFirst)
	for _, m := range seedOpening {
		typeMove(h, m)
	}
	h.Key("s")
	h.Key("ctrl+u")
	h.Type("opening.pgn4")
	h.Key("enter")
	path := filepath.Join(env.Store.Dir(), "records", "opening.pgn4")
	if !strings.Contains(message(g), "Saved the game to "+path) {
		t.Fatalf("message %q", message(g))
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), "Bn9xm10") {
		t.Fatalf("%v\n%s", err, data)
	}
	h2, g2 := startGame(t, env, fourPeople, blackFirst)
	h2.Key("o", "ctrl+u")
	h2.Type("opening.pgn4")
	h2.Key("enter")
	if g2.rec.Now().FEN4() != g.rec.Now().FEN4() || g2.rec.Played != len(seedOpening) {
		t.Fatalf("opened %d: %s\nwant %s (%s)", g2.rec.Played, g2.rec.Now().FEN4(), g.rec.Now().FEN4(), message(g2))
	}
}

// greenMated is a position with Green checkmated (Black's queen on b7,
// guarded by White's bishop on d9) and Black to move.
const greenMated = "R-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-3,yR,3,yK,6/14/3,bN,10/14/14/3,yB,10/13,gK/bK,rQ,12/14/14/14/14/14/6,rK,3,rR,3"

// startAt starts a game of four people from a position in FEN4.
func startAt(t *testing.T, fen string) (*uitest.Harness, *Game) {
	t.Helper()
	o, _ := readOptions(blackFirst)
	s, err := dc.ParseFEN4(fen, o.Rules)
	if err != nil {
		t.Fatal(err)
	}
	g := newScreen(uitest.NewEnv(t), fourPeople, screen.Link{}, o, newRecord(s), 7)
	g.effort = quick
	return onTable(t, g), g
}

// TestCheckmatedArmyPassesAutomatically: once an army is checkmated its
// turn is passed at once, and the message says so; the dead men are
// marked, and the turn strip says "checkmated".
func TestCheckmatedArmyPassesAutomatically(t *testing.T) {
	h, g := startAt(t, greenMated)
	h.MustSee("Green Bob      checkmated")
	h.MustSee("x Green") // the corner's label
	typeMove(h, "Kg1-g2")
	if !strings.Contains(message(g), "Green is checkmated and passes.") {
		t.Fatalf("message %q", message(g))
	}
	if g.rec.Now().Turn() != dc.White || g.rec.Played != 2 {
		t.Fatalf("%v to move after %d", g.rec.Now().Turn(), g.rec.Played)
	}
	// Undo goes past the pass, back to Black's move.
	h.Key("u", "y")
	if g.rec.Played != 0 {
		t.Fatalf("undo left %d played", g.rec.Played)
	}
}

// TestColonAndMoveAtOnce: a terminal may deliver ":g2-g3" typed fast as
// one message; the field opens with the move in it.
func TestColonAndMoveAtOnce(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	h.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":g2-g3")})
	h.Key("enter")
	if g.rec.Played != 1 {
		t.Fatalf("not played: %q", message(g))
	}
}

// promotion has Black's pawn on b5 able to take Green's knight on a6, on
// Green's back row: a promotion (rule 8's pawn-piece).
const promotion = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-3,yR,3,yK,6/14/14/14/14/bK,13/13,gK/14/bN,13/1,rP,12/14/14/14/6,rK,3,rR,3"

// TestPromotionIsPrompted types a pawn's capture onto a back row without
// the piece, and picks one up and puts it down there: each time the screen
// asks which piece, and the pawn becomes it, marked as a pawn-piece.
func TestPromotionIsPrompted(t *testing.T) {
	h, g := startAt(t, promotion)
	typeMove(h, "b5xa6")
	if len(g.promo) == 0 || g.rec.Played != 0 {
		t.Fatalf("no prompt: %q", message(g))
	}
	h.MustSee("Promote the pawn to: q queen, r rook, b bishop or n knight")
	h.Key("n")
	p, _ := g.rec.Now().Piece(sq(t, "a6"))
	if g.rec.Played != 1 || p.Kind != dc.Knight || !p.PawnPiece {
		t.Fatalf("played %d, a6 holds %v", g.rec.Played, p)
	}
	h.MustSee("b♘") // the pawn-piece's outline, beside its army's letter

	h2, g2 := startAt(t, promotion)
	clickSquare(h2, g2, sq(t, "b5"))
	clickSquare(h2, g2, sq(t, "a6"))
	h2.Key("esc") // another move after all
	if len(g2.promo) != 0 || g2.sel != dc.NoSquare || g2.rec.Played != 0 {
		t.Fatal("Esc did not drop the promotion")
	}
	typeMove(h2, "b5xa6=Q")
	if p, _ := g2.rec.Now().Piece(sq(t, "a6")); p.Kind != dc.Queen {
		t.Fatalf("a6 holds %v", p)
	}
}

// twoPieces has only the partners' two rooks left besides the kings.
const twoPieces = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-3,yR,3,yK,6/14/14/14/14/14/13,gK/bK,13/14/14/14/14/14/6,rK,3,rR,3"

// TestTwoPieceEndingHonoursOfWar offers the book's declaration in the
// ending of two pieces, and the game ends drawn with the honours of war.
func TestTwoPieceEndingHonoursOfWar(t *testing.T) {
	h, g := startAt(t, twoPieces)
	if !g.keys.Declare.Enabled() || !strings.Contains(panelText(g), "honours of war") {
		t.Fatalf("no declaration offered:\n%s", panelText(g))
	}
	h.Key("H")
	if !strings.Contains(g.Footer.Question(), "Bob, Cy and Di, do you agree?") {
		t.Fatalf("question %q", g.Footer.Question())
	}
	h.Key("y")
	h.MustSee("Draw, with the honours of war")
	// Declared before any move, the game's record is saved still (it
	// said "Not saved: the game is over").
	h.Key("s")
	h.MustSee("Saved")
	h.MustNotSee("Not saved")
}

// TestPanelsInASCII opens the keys and the FEN4 panels and ends the game,
// under --ascii and NO_COLOR: every byte below 0x80, no escape codes.
func TestPanelsInASCII(t *testing.T) {
	h, _ := startGame(t, uitest.NewASCIIEnv(t), fourPeople, blackFirst)
	for _, m := range seedOpening[:8] {
		typeMove(h, m)
	}
	frames := map[string]string{"board": h.View()}
	h.Key("?")
	frames["keys"] = h.View()
	h.Key("?", "c")
	frames["FEN4"] = h.View()
	if !strings.Contains(frames["FEN4"], "R-") {
		t.Fatalf("no FEN4:\n%s", frames["FEN4"])
	}
	h.Key("esc", "R", "y")
	if !onResult(h) {
		t.Fatal("no result")
	}
	frames["result"] = h.View()
	for where, f := range frames {
		uitest.AssertASCII(t, where, f)
		if strings.Contains(f, "\x1b") {
			t.Fatalf("%s: escape codes under NO_COLOR", where)
		}
	}
}

// TestHintMarksTheTeamsBestMove asks for a hint: the move is named and
// its squares marked, and nothing is played.
func TestHintMarksTheTeamsBestMove(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), practice, blackFirst)
	h.Key("t")
	if len(g.hint) != 2 || !strings.HasPrefix(message(g), "Hint: the team's best move is ") || g.rec.Played != 0 {
		t.Fatalf("hint %v, message %q, played %d", g.hint, message(g), g.rec.Played)
	}
}

// TestComputersWeighADrawOffer: at the start the computer adversaries
// judge the game level and accept giving it up drawn (rule 14).
func TestComputersWeighADrawOffer(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), practice, blackFirst)
	h.Key("d")
	if !onResult(h) {
		t.Fatalf("no answer, or declined: %q", message(g))
	}
	if v := g.outcome(); v.Status != dc.Draw || !strings.Contains(v.Reason, "rule 14") {
		t.Fatalf("%+v", v)
	}
}

// TestClockRunsOutForThePersonsSide: with clocks, a person out of time
// gives the game up for his side: drawn, by rule 14.
func TestClockRunsOutForThePersonsSide(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, map[string]string{"first": firstCh[1].Value, "clock": clockCh[1].Value})
	h.MustSee("Black 30:00    playing")
	g.clocks.Used[dc.Black] = clockBudget
	h.Send(g.clocks.Current())
	if !onResult(h) || g.outcome().Status != dc.Draw || !g.rec.Now().GivenUp() || !strings.Contains(g.outcome().Reason, "ran out of time") {
		t.Fatalf("%+v", g.outcome())
	}
}

// TestReturningPawnAndPawnPieceMarked draws a returning pawn (the book's
// "thread round its neck") and a pawn-piece (rule 8) apart from the
// others, beside their armies' letters; and a checkmated army's men with
// x.
func TestReturningPawnAndPawnPieceMarked(t *testing.T) {
	board := promotion[strings.LastIndex(promotion, "-")+1:]
	h, _ := startAt(t, "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'parlour':'returning=b5;promoted=a6'}-"+board)
	h.MustSee("b♙") // Black's returning pawn on b5
	h.MustSee("g♘") // Green's pawn-piece knight on a6
	h.MustSee("b♜") // an ordinary man
	h2, _ := startAt(t, greenMated)
	h2.MustSee("g♚x") // Green's king, checkmated
	h2.MustSee("b♛")
}

// queenOut has Black's queen on h1, able to go to h5, where Red's knight
// on j6 takes her (Green's rook on a11 keeps the game from rule 19).
const queenOut = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-7,yK,6/14/14/bR,13/14/14/13,gK/bK,13/9,gN,4/14/14/14/14/6,rK,rQ,6"

// TestCoachWarnsInTheBooksTerms: the person puts his queen where she is
// lost before he moves again; the coach warns in the book's words, in the
// panel, as a warning.
func TestCoachWarnsInTheBooksTerms(t *testing.T) {
	o, _ := readOptions(blackFirst)
	s, err := dc.ParseFEN4(queenOut, o.Rules)
	if err != nil {
		t.Fatal(err)
	}
	g := newScreen(uitest.NewEnv(t), practice, screen.Link{}, o, newRecord(s), 7)
	g.effort = quick
	h := onTable(t, g)
	typeMove(h, "Qh1-h5")
	found := false
	for _, n := range g.notes {
		if n.warn && strings.Contains(n.text, "Black's queen on h5 can be lost in two moves") && strings.Contains(n.text, "ere you place her in position") {
			found = true
		}
	}
	if !found {
		t.Fatalf("no warning in %+v (%q, %+v, %d played)", g.notes, message(g), g.outcome(), g.rec.Played)
	}
}

// TestMovesTypedAsTwoSquaresAreTaken: the squares alone are enough ("j1-i3",
// "j1i3", "j1 i3"); the board says which man moves. A pair of squares no
// man can move between is refused with the rules' reason.
func TestMovesTypedAsTwoSquaresAreTaken(t *testing.T) {
	for _, text := range []string{"j1-i3", "j1i3", "j1 i3", "j1xi3+"} {
		h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
		typeMove(h, text)
		if g.rec.Played != 1 {
			t.Fatalf("%q: %d quarter-moves played (message %q)", text, g.rec.Played, message(g))
		}
		h.MustSee("Nj1-i3")
	}
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	typeMove(h, "j1-j3")
	if g.rec.Played != 0 || message(g) == "" {
		t.Fatalf("a knight went straight ahead: played %d, message %q", g.rec.Played, message(g))
	}
}

// TestRefusalNamesTheRuleFirst: a refusal that ends with its rule names
// it first, so that the message cut at 80 columns keeps it.
func TestRefusalNamesTheRuleFirst(t *testing.T) {
	err := errors.New("the pawn-piece on e5 is a rook: only a rook, a queen or a king may take it (rule 8)")
	if got := sentence(err); got != "Rule 8: the pawn-piece on e5 is a rook: only a rook, a queen or a king may take it." {
		t.Fatalf("%q", got)
	}
	if got := sentence(errors.New("h1-h5: the way is blocked at h2")); got != "h1-h5: the way is blocked at h2." {
		t.Fatalf("%q", got)
	}
	if got := sentence(errors.New("Green is checkmated: his men are dead (rule 4)")); got != "Rule 4: Green is checkmated: his men are dead." {
		t.Fatalf("%q", got)
	}
}

// TestKeysPanelListsRedoAndHonours: ? lists U and H even before their
// moment, saying when they act.
func TestKeysPanelListsRedoAndHonours(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	h.Key("?")
	panel := panelText(g)
	for _, want := range []string{"U         redo (after u)", "H         honours (2 pieces)"} {
		if !strings.Contains(panel, want) {
			t.Fatalf("no %q in\n%s", want, panel)
		}
	}
}

// TestThinkingLineShowsDepthAndScore: the computer's search reports its
// depth and score (the rules page promises them), which the thinking
// line shows beside the seconds.
func TestThinkingLineShowsDepthAndScore(t *testing.T) {
	var got kit.Progress
	searchReport(func(p kit.Progress) { got = p })(dc.Result{Depth: 7, Score: 35, Nodes: 12_000})
	if got.Depth != 7 || got.Score != "+0.35" || got.Nodes != 12_000 {
		t.Fatalf("reported %+v", got)
	}
	if scoreText(dc.WinScore-3) != "double mate" || scoreText(-(dc.WinScore-3)) != "mated" {
		t.Fatal("a forced result is not named")
	}
}

// TestPanelNotesScroll: a long warning no longer pushes the coach's
// rating and the partner's note off the panel for good: the panel says
// the notes go on, and ] and [ scroll them.
func TestPanelNotesScroll(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), practice, blackFirst)
	long := strings.Repeat("A warning that runs on and on. ", 6)
	g.addNote(true, "Coach: "+long)
	g.addNote(true, "Your partner points out: "+long)
	g.addNote(false, "Coach: the rating comes last.")
	h.Send(tea.WindowSizeMsg{Width: 80, Height: 24})
	if !strings.Contains(panelText(g), "[ ] notes 1-") || strings.Contains(panelText(g), "Coach: the rating comes") {
		t.Fatalf("the notes do not say they go on:\n%s", panelText(g))
	}
	for range 30 {
		h.Key("]")
	}
	if !strings.Contains(panelText(g), "Coach: the rating comes") {
		t.Fatalf("] did not scroll to the last note:\n%s", panelText(g))
	}
	for range 30 {
		h.Key("[")
	}
	if !strings.Contains(panelText(g), "Coach: A warning") {
		t.Fatalf("[ did not scroll back:\n%s", panelText(g))
	}
}

// TestEachArmyHasItsOwnLastMoveMark: the four last moves share the
// last-move colour, so the square each one left bears its army's letter.
func TestEachArmyHasItsOwnLastMoveMark(t *testing.T) {
	h, g := startGame(t, uitest.NewEnv(t), fourPeople, blackFirst)
	for _, m := range seedOpening[:4] { // g2-g3, b7-c7, h13-h12, m8-l8
		typeMove(h, m)
	}
	cells := g.cells(g.currentMarks(), false)
	for from, letter := range map[string]string{"g2": "b", "b7": "g", "h13": "w", "m8": "r"} {
		q := sq(t, from)
		if c := cells(q.File(), q.Rank()); c.Note != letter || c.Marks&board.LastMove == 0 {
			t.Errorf("%s, left by the last move, is drawn %+v; want the letter %q", from, c, letter)
		}
	}
}

// TestComputersPauseAndSpeed: with computers in all four seats, p pauses
// them (nothing moves, the panel says so), - slows them from the game's
// own pace of 0.6 s to the next of the kit's paces, and a resumed game
// keeps its pace, the game's own one too (Circular Chess's test holds
// the rest of the keys).
func TestComputersPauseAndSpeed(t *testing.T) {
	env := uitest.NewEnv(t)
	s, err := newGame(env, screen.Config{Seats: []seats.Seat{easy, easy, easy, easy}, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := s.(*Game)
	g.effort, g.Watch.Paused = quick, true
	h := onTable(t, g)
	if g.rec.Played != 0 || g.Think.Busy() {
		t.Fatal("a paused game moved")
	}
	h.MustSee("Paused")
	resumed := func() time.Duration {
		g.Save()
		e, err := env.Store.Load(GameID, saveVersion)
		if err != nil {
			t.Fatal(err)
		}
		r, err := resumeGame(env, e)
		if err != nil {
			t.Fatal(err)
		}
		return r.(*Game).Watch.Pace
	}
	if g.Watch.Pace != defaultPace || resumed() != defaultPace {
		t.Fatalf("the computers' pace is %v, not the game's own %v", g.Watch.Pace, defaultPace)
	}
	h.Key("-")
	h.MustSee("The computers take at least 1 s a move.")
	if g.Watch.Pace != time.Second || resumed() != time.Second {
		t.Fatalf("slower from the game's own pace: %v", g.Watch.Pace)
	}
}

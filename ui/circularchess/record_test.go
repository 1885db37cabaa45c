package circularchess

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// writeFile writes a record file for a test to open.
func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// openByKeys opens a record through the screen's keys: o, the name, Enter.
func openByKeys(h *uitest.Harness, name string) {
	h.T.Helper()
	h.Key("o")
	h.Type(name)
	h.Key("enter")
}

// TestARecordIsOpenedAtItsLastPosition: o and a bare name open the record
// in the records folder, the game stands at its last position, the message
// names the full path, and undo steps back through the moves read.
func TestARecordIsOpenedAtItsLastPosition(t *testing.T) {
	env := testEnv(t)
	path := writeFile(t, filepath.Join(env.Store.Dir(), kit.RecordsFolder), "game.txt",
		"[Rules \"Byzantine\"]\n[Result \"*\"]\n\n1. b2-b3 b7-b6 2. c2-c3 *\n")
	h, g := startGame(t, env, []seats.Seat{ada, bob}, "")
	openByKeys(h, "game.txt")
	h.MustSee("Opened")
	if !strings.Contains(g.Footer.View(env, 400, g.keys), path) {
		t.Fatalf("the message does not name %s:\n%s", path, h.View())
	}
	if g.rec.Played != 3 || len(g.rec.Moves) != 3 || g.rules().Variant != cc.Byzantine {
		t.Fatalf("after opening, %d of %d moves on the board, rules %v", g.rec.Played, len(g.rec.Moves), g.rules())
	}
	if g.config.Options["rules"] != rulesChoices[2].Value {
		t.Fatalf("the set-up's rules are %q, not the record's", g.config.Options["rules"])
	}
	h.Key("u", "y") // Bob agrees to the take-back
	if g.rec.Played != 2 {
		t.Fatalf("undo after opening left %d moves on the board", g.rec.Played)
	}
	typeMove(h, "d2-d3")
	if g.rec.Played != 3 || len(g.rec.Moves) != 3 || g.rec.Moves[2].To != cellOf(t, "d3") {
		t.Fatal("play does not go on from the record's position")
	}
}

// TestOpeningARecordAsksBeforeReplacingAGame: with a game in progress the
// players are asked first; n keeps the game.
func TestOpeningARecordAsksBeforeReplacingAGame(t *testing.T) {
	env := testEnv(t)
	writeFile(t, filepath.Join(env.Store.Dir(), kit.RecordsFolder), "game.txt", "1. b2-b3 *\n")
	h, g := startGame(t, env, []seats.Seat{ada, bob}, "")
	typeMove(h, "b2-b4")
	before := fen(g)
	openByKeys(h, "game.txt")
	h.MustSee("Replace this game")
	h.Key("n")
	if fen(g) != before || g.rec.Played != 1 {
		t.Fatal("answering no changed the game")
	}
	openByKeys(h, "game.txt")
	h.Key("y")
	if g.rec.Played != 1 || g.rec.Moves[0].To != cellOf(t, "b3") {
		t.Fatal("answering yes did not put the record's game on the board")
	}
}

// TestOpeningAMissingRecordSaysSo: a clear message under the field that
// names the file in full, to be mended; nothing changed.
func TestOpeningAMissingRecordSaysSo(t *testing.T) {
	env := testEnv(t)
	h, g := startGame(t, env, []seats.Seat{ada, bob}, "")
	typeMove(h, "b2-b4")
	before := fen(g)
	openByKeys(h, "nothing.txt")
	text := g.Footer.View(env, 400, g.keys)
	if !strings.Contains(text, "Cannot open it: No such file or directory.") {
		t.Fatalf("the message does not say why:\n%s", text)
	}
	h.MustSee("nothing.txt") // the name, in the field still open
	if !g.Field.IsOpen() || g.Field.Value() != "nothing.txt" {
		t.Fatalf("the field does not keep the name to mend: %q", g.Field.Value())
	}
	if fen(g) != before || g.rec.Played != 1 {
		t.Fatal("a missing file changed the game")
	}

}

// TestOpeningANamedPipeDoesNotFreeze: a named pipe is refused at once,
// never waited on.
func TestOpeningANamedPipeDoesNotFreeze(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "game.txt")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, "")
	done := make(chan struct{})
	go func() {
		openByKeys(h, fifo)
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		t.Fatal("opening a named pipe froze the screen")
	}
	if text := g.Footer.View(g.Env, 400, g.keys); !strings.Contains(text, "Cannot open it: not a regular file") || g.Field.Value() != fifo {
		t.Fatalf("the refusal does not say why:\n%s", text)
	}
	if g.rec.Played != 0 || len(g.rec.Moves) != 0 {
		t.Fatal("the refused file changed the game")
	}
}

// TestARecordWithAnIllegalMoveIsRefused: the file is refused with the
// move named, and the game on the board is unchanged.
func TestARecordWithAnIllegalMoveIsRefused(t *testing.T) {
	env := testEnv(t)
	path := writeFile(t, t.TempDir(), "bad.txt", "1. b2-b3 b7-b6 2. Nb1-b5 *\n")
	h, g := startGame(t, env, []seats.Seat{ada, bob}, "")
	typeMove(h, "b2-b4")
	before, moves := fen(g), len(g.rec.Moves)
	openByKeys(h, path)
	text := g.Footer.View(env, 400, g.keys)
	if !strings.Contains(text, "Cannot read "+path) || !strings.Contains(text, "Move 3: b1-b5") {
		t.Fatalf("the refusal does not name the file and the move:\n%s", text)
	}
	if fen(g) != before || len(g.rec.Moves) != moves || g.Footer.Asking() {
		t.Fatal("a record with an illegal move changed the game")
	}
}

// TestTheRecordIsSavedDuringTheGame: s on the board offers a file in the
// records folder, as every board game's s does; Enter saves the record so
// far there and states the full path, and it reads back. A second save
// goes to the same file without asking, and Continue offers it again.
func TestTheRecordIsSavedDuringTheGame(t *testing.T) {
	env := testEnv(t)
	h, g := startGame(t, env, []seats.Seat{ada, bob}, rulesChoices[1].Value)
	typeMove(h, "b2-b4")
	h.Key("s")
	if !g.Field.IsOpen() || g.Field.Value() != "circularchess.txt" {
		t.Fatalf("s offers %q (field open: %v)", g.Field.Value(), g.Field.IsOpen())
	}
	h.Key("enter")
	path := filepath.Join(env.Store.Dir(), kit.RecordsFolder, "circularchess.txt")
	text := g.Footer.View(env, 400, g.keys)
	if !strings.Contains(text, "Saved the game to "+path) {
		t.Fatalf("the message does not state the full path:\n%s", text)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := cc.ParseRecord(string(data))
	if err != nil || len(rec.Moves) != 1 || !rec.Start.Rules().EnPassant {
		t.Fatalf("the record reads back as %v, %v:\n%s", rec, err, data)
	}
	if g.Over() || g.rec.Played != 1 {
		t.Fatal("saving the record changed the game")
	}
	typeMove(h, "b7-b5")
	h.Key("s")
	h.Key("enter") // the file is this game's own: no question
	if g.Footer.Asking() {
		t.Fatalf("saving again to the game's own file asks:\n%s", h.View())
	}
	if data, _ := os.ReadFile(path); !strings.Contains(string(data), "b7-b5") {
		t.Fatalf("the second save did not replace the first:\n%s", data)
	}
	h.Send(screen.QuittingMsg{})
	if r := resumeSaved(t, env); r.Records.Offer() != path {
		t.Fatalf("Continue offers %q, not the file saved to", r.Records.Offer())
	}
}

// TestARecordFromASetPositionIsOpenedAndResumed: a record whose FEN tag
// gives its start is played from there, and Continue keeps that start.
func TestARecordFromASetPositionIsOpenedAndResumed(t *testing.T) {
	env := testEnv(t)
	const start = "R5prrp4PR/NP4pnnp4PN/BP4pbbp4PB/QP4pqkp4PK w - 0 1 modern"
	writeFile(t, filepath.Join(env.Store.Dir(), kit.RecordsFolder), "set.txt",
		"[Rules \"modern\"]\n[FEN \""+start+"\"]\n[Result \"*\"]\n\n1. b2-b4 *\n")
	h, g := startGame(t, env, []seats.Seat{ada, bob}, "")
	openByKeys(h, "set.txt")
	if g.rec.Start().FEN() != start || g.rec.Played != 1 {
		t.Fatalf("opened from %s with %d moves", g.rec.Start().FEN(), g.rec.Played)
	}
	h.Send(screen.QuittingMsg{})
	if r := resumeSaved(t, env); r.rec.Start().FEN() != start || r.rec.Played != 1 || fen(r) != fen(g) {
		t.Fatalf("resumed from %s at %s", r.rec.Start().FEN(), fen(r))
	}
}

// TestASaveOfTheFourthOfDecemberResumes: a save written before the set-up
// stored values (its options hold the labels "10 minutes each" and
// "modern with en passant") resumes with its moves, its rules and its
// clock.
func TestASaveOfTheFourthOfDecemberResumes(t *testing.T) {
	g := uitest.ResumeOldSave(t, testEnv(t), GameEntry(), "testdata/save-2026-12-04.json").(*Game)
	if g.rec.Played != 2 || !g.rules().EnPassant || g.clocks.Limit != 10*time.Minute {
		t.Fatalf("resumed at move %d, rules %+v, clock %v", g.rec.Played, g.rules(), g.clocks.Limit)
	}
	if g.config.Options["clock"] != "10m" || g.config.Options["rules"] != "modern-en-passant" {
		t.Fatalf("the options read as %v, not as values", g.config.Options)
	}
	h := uitest.NewScreen(t, g, 80, 24)
	h.MustSee("Clocks: W 9:55")
	move := g.now().MoveText(cc.Legal(g.now())[0])
	typeMove(h, move)
	if g.rec.Played < 3 || g.rec.Text(2) != move {
		t.Fatalf("the resumed game does not play on:\n%s", h.View())
	}
}

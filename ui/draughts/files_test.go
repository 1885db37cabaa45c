package draughts

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// TestOpenPDNNamedPipeDoesNotFreeze types a named pipe into "open PDN":
// the key handler must not read it (it would block for ever), and the
// read in its command refuses it at once with a clear message.
func TestOpenPDNNamedPipeDoesNotFreeze(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "game.pdn")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	h, g := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	h.Key("o", "ctrl+u")
	h.Type(fifo)
	done := make(chan struct{})
	go func() {
		h.Key("enter")
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		t.Fatal("opening a named pipe froze the screen")
	}
	h.MustSee("not a regular file")
	if g.Field.For() != kit.FieldOpen || g.rec.Played != 0 {
		t.Fatal("the refused file closed the field or changed the game")
	}
}

// TestOpenPDNIsReadInACommand checks that Enter in "open PDN" returns a
// command that reads the file, and reads nothing itself.
func TestOpenPDNIsReadInACommand(t *testing.T) {
	g := quicken(newScreen(testEnv(t), []seats.Seat{ada, bob}, screen.Link{}, options{}, newRecord(mustStart(t)), 7))
	g.Records.OpenField(kit.FieldOpen, "/no/such/file.pdn")
	_, cmd := g.Update(uitest.Key("enter"))
	if cmd == nil {
		t.Fatal("no command to read the file")
	}
	if msg, ok := cmd().(kit.RecordReadMsg); !ok || msg.Err == nil {
		t.Fatalf("the command gave %#v", msg)
	}
}

// TestPDNSavedInTheRecordsFolder: a bare name is saved under the data
// folder's records/, mode 0644, and the message names the full path.
func TestPDNSavedInTheRecordsFolder(t *testing.T) {
	env := testEnv(t)
	h, _ := startGame(t, env, []seats.Seat{ada, bob}, nil, 120, 24)
	typeMove(h, "11-15")
	h.Key("s")
	h.MustSee("A name without a folder is in " + filepath.Join(env.Store.Dir(), "records"))
	h.Key("enter")
	want := filepath.Join(env.Store.Dir(), "records", "draughts.pdn")
	h.MustSee("Saved the game to " + want + ".")
	info, err := os.Stat(want)
	if err != nil || info.Mode().Perm() != 0o644 {
		t.Fatalf("the record: %v, mode %v", err, info.Mode().Perm())
	}
}

// TestNoColourShowsEveryMark: with NO_COLOR the frame has no escape codes,
// and the cursor, the piece picked up, its targets, the last move, kings
// and both sides' pieces are each drawn with a sign of their own.
func TestNoColourShowsEveryMark(t *testing.T) {
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, bob}, draughts.Rules{}, "W:WK30,21:B1,K14")
	typeMove(h, "30-26")
	if strings.Contains(h.Model.View(), "\x1b") {
		t.Fatal("escape codes with NO_COLOR")
	}
	h.MustSee("◆♔◆") // the king that moved, on the last move's square
	h.MustSee(" ◆ ") // the square it left
	h.MustSee("○")   // a white man
	g.cursor = 14
	h.Key("enter")
	h.MustSee("[♚]") // the cursor, on the king picked up
	h.Key("right")
	h.MustSee("»♚«") // the king picked up, the cursor gone on
	if n, want := strings.Count(h.View(), " · "), len(g.targets()); n < want-1 {
		t.Fatalf("%d targets marked of %d", n, want)
	}
}

package serve

import (
	tea "github.com/charmbracelet/bubbletea"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
)

// TestAHugeWindowIsDrawnAtTheClamp: a client that says its window is
// 65535 by 65535 is drawn at most 500 by 200: its lobby frame is a few
// kilobytes, not megabytes.
func TestAHugeWindowIsDrawnAtTheClamp(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	c := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), term: "dumb", window: &[2]int{65535, 65535}})
	c.waitFor("rooms on this server")
	time.Sleep(300 * time.Millisecond)
	if n := len(c.raw()); n > 256<<10 {
		t.Fatalf("the lobby took %d bytes to draw", n)
	}
	for _, line := range strings.Split(c.text(), "\n") {
		if w := ansi.StringWidth(line); w > maxWindowWidth {
			t.Fatalf("a line %d wide", w)
		}
	}
}

// TestAWindowOfNoSizeGetsTheDefault: a pty of 0 by 0 (ssh -tt from a
// script) is drawn at 80 by 24, not left blank; a window too small for
// the lobby says so.
func TestAWindowOfNoSizeGetsTheDefault(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	c := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), term: "dumb", window: &[2]int{0, 0}})
	c.repaint = func() {} // the window stays 0 by 0
	c.waitFor("rooms on this server")
	tiny := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), term: "dumb", window: &[2]int{3, 40}})
	tiny.waitFor("Parlour needs at least")
}

// TestALongCommandIsRefusedBeforeItIsRead: `ssh host '<200 KB>'` is
// refused at once with the reason; splitting it into words (twice: the
// log and Parlour) cost seconds of the server's time before.
func TestALongCommandIsRefusedBeforeItIsRead(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	start := time.Now()
	c := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), term: "dumb", command: strings.Repeat(`a "b c `, 30_000)})
	c.waitEnd()
	if took := time.Since(start); took > 2*time.Second {
		t.Fatalf("the refusal took %v", took)
	}
	if !strings.Contains(c.stderr(), "give the name of a room") {
		t.Fatalf("the refusal does not say why: %q", c.stderr())
	}
}

// TestAFloodOfLettersCostsLittle: a megabyte of printable keys in one
// burst is read in short reads, so the session still answers a key at
// once after it (Bubble Tea's parser took time that grew as the square of
// the run: about a minute of the server's time for 2.4 MB).
func TestAFloodOfLettersCostsLittle(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	c := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), term: "dumb"})
	c.waitFor("rooms on this server")
	start := time.Now()
	c.keys(strings.Repeat("x", 1<<20))
	c.mark()
	// The letters over the rate are dropped; once the flood is read, a key
	// is taken again (a key a second, until the session answers).
	for !strings.Contains(c.text()[c.seen:], "Join the room called") {
		if time.Since(start) > 8*time.Second {
			t.Fatalf("the session did not answer a key for %v after the flood", time.Since(start))
		}
		c.keys("/")
		time.Sleep(time.Second)
		c.repaint()
	}
	t.Logf("answered %v after a flood of 1 MB", time.Since(start))
}

// TestInputIsCutShortAndNeverInsideAKey: reads are at most maxInputRead
// bytes, and a cut moves back to before an escape sequence near it.
func TestInputIsCutShortAndNeverInsideAKey(t *testing.T) {
	letters := []byte(strings.Repeat("a", 300))
	if got := inputCut(letters); got != maxInputRead {
		t.Fatalf("cut at %d", got)
	}
	withKey := []byte(strings.Repeat("a", maxInputRead-2) + "\x1b[A" + "bbb")
	if got := inputCut(withKey); got != maxInputRead-2 {
		t.Fatalf("cut at %d, inside the arrow key", got)
	}
	if got := inputCut([]byte("short")); got != 5 {
		t.Fatalf("cut a short read at %d", got)
	}
}

// TestABurstOfLettersCountsALetterAKey: letters that arrive as one message
// (a paste, or a packet of them) count one key each against
// --keys-per-second: those over the rate are dropped, those under it kept.
func TestABurstOfLettersCountsALetterAKey(t *testing.T) {
	now := time.Unix(0, 0)
	r := newRateLimit(10, func() time.Time { return now }) // a burst of 20
	burst := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(strings.Repeat("x", 50))}
	got, ok := r.filter(nil, burst).(tea.KeyMsg)
	if !ok || len(got.Runes) != 20 || r.dropped != 30 {
		t.Fatalf("50 letters at once kept %d, dropped %d; want 20 and 30", len(got.Runes), r.dropped)
	}
	if _, dropped := r.filter(nil, burst).(keysDroppedMsg); !dropped {
		t.Fatal("letters over the rate were let through")
	}
	now = now.Add(time.Second)
	if got := r.filter(nil, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("ab")}).(tea.KeyMsg); string(got.Runes) != "ab" {
		t.Fatalf("a second later, %q", string(got.Runes))
	}
}

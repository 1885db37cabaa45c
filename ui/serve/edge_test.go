package serve

import (
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

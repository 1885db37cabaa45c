package serve

import (
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestLobbyFitsEightyColumns: at 80 columns, a room with the longest name
// shows every column, the state last ("your seat"), and who is away.
func TestLobbyFitsEightyColumns(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	small := &[2]int{24, 80}
	adaKey := newKey(t)
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: adaKey, window: small})
	long := strings.Repeat("n", testLimits().RoomNameLen)
	createRoom(ada, long, true)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), window: small, command: long})
	bob.waitFor("laid by")
	bob.keys("t")
	ada.waitFor("bob")
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	ada.close()
	waitUntil(t, "ada is away", func() bool { return !ts.reg.seatConnected(long, 0) })

	back := mustDial(t, ts.addr, dialOpts{user: "ada", key: adaKey, window: small, command: "nowhere"})
	back.waitFor("There is no room of that name")
	back.waitFor("your seat")
	carol := mustDial(t, ts.addr, dialOpts{user: "carol", key: newKey(t), window: small})
	carol.waitFor("Away")
	carol.waitFor("playing")
	row := lastLineWith(carol.text(), long)
	if !strings.Contains(row, "2 of 2") || !strings.Contains(row, " 1 ") {
		t.Errorf("the row does not show the seats and one away: %q", row)
	}
	if strings.Contains(carol.text(), "your seat") {
		t.Error("a player holding no seat was told of one")
	}
	carol.waitFor("enter watch")
	// A jump of the cursor (a frame drawn from its top) starts a line too.
	drawn := cursorJump.ReplaceAllString(back.raw(), "\n")
	for _, line := range strings.Split(ansi.Strip(drawn), "\n") {
		if w := ansi.StringWidth(strings.TrimRight(line, "\r ")); w > 80 {
			t.Fatalf("a line of %d columns: %q", w, line)
		}
	}
}

// cursorJump is a cursor position sequence (CSI row;column H).
var cursorJump = regexp.MustCompile(`\x1b\[[0-9;]*H`)

// lastLineWith is the last line of text that holds s.
func lastLineWith(text, s string) string {
	lines := strings.Split(text, "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.Contains(lines[i], s) {
			return lines[i]
		}
	}
	return ""
}

// TestSpectatorLeavesWithoutASeatQuestion: Esc takes a spectator of a
// game straight back to the lobby; it never says a seat is kept.
func TestSpectatorLeavesWithoutASeatQuestion(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Show", false)
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "Show"})
	bob.waitFor("Pick game")
	bob.mark()
	bob.keys("\x1b")
	bob.waitFor("rooms on this server")
	if strings.Contains(bob.text(), "seat is kept") {
		t.Fatal("a spectator was told a seat is kept")
	}
}

// TestAFullRoomOffersNoSeat: while seats are free a newcomer is offered
// one (t); once every seat is taken, one who comes to watch is not.
func TestAFullRoomOffersNoSeat(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Full", true)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "Full"})
	bob.waitFor("t take a seat")
	bob.keys("t")
	bob.waitFor("Waiting for ada")
	cat := mustDial(t, ts.addr, dialOpts{user: "cat", key: newKey(t), command: "Full"})
	cat.waitFor("you will watch")
	cat.waitFor("esc back to the lobby")
	if footer := cat.text()[strings.LastIndex(cat.text(), "you will watch"):]; strings.Contains(footer, "take a seat") {
		t.Fatalf("a full room offered a seat:\n%s", footer)
	}
}

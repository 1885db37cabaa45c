package serve

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestPasswordRoom: a room laid with a password asks it of a player and
// of a spectator alike; a wrong one is refused, and the next try waits a
// second; the password is never drawn, nor written to the room's file,
// and it still holds after a restart.
func TestPasswordRoom(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir, testLimits())
	const password = "swordfish77"
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createPrivateRoom(ada, "Snug", true, ByPassword, password)
	ada.waitFor("Private: for those with the password")

	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t)})
	bob.waitFor("password") // the lobby's state column
	bob.keys("\r")
	bob.waitFor("This room is for those with the password")
	bob.keys("wrong\r")
	bob.waitFor("That is not the room's password")
	bob.keys(password + "\r")
	bob.waitFor("Wait a second before trying again")
	time.Sleep(1100 * time.Millisecond)
	bob.keys(password + "\r")
	bob.waitFor("laid by ada")
	bob.waitFor("Watching: 1")

	eve := mustDial(t, ts.addr, dialOpts{user: "eve", key: newKey(t), command: "snug"})
	eve.waitFor("This room is for those with the password")
	eve.keys("\x1b")
	eve.waitFor("rooms on this server")
	if ts.reg.view(ts.reg.sessionOf("eve")).Name != "" {
		t.Fatal("a session without the password got into the room")
	}
	for who, c := range map[string]*client{"ada": ada, "bob": bob, "eve": eve} {
		if strings.Contains(c.raw(), password) {
			t.Fatalf("%s's screen showed the password", who)
		}
	}

	ts.stop(t)
	files, _ := filepath.Glob(filepath.Join(dir, "rooms", "room-*.json"))
	if len(files) != 1 {
		t.Fatalf("room files: %v", files)
	}
	saved, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(saved), password) || !strings.Contains(string(saved), `"kind": "password"`) && !strings.Contains(string(saved), `"kind":"password"`) {
		t.Fatalf("the room's file holds the password, or no lock: %s", saved)
	}
	again := startServer(t, dir, testLimits())
	carol := mustDial(t, again.addr, dialOpts{user: "carol", key: newKey(t), command: "Snug"})
	carol.waitFor("This room is for those with the password")
	carol.keys(password + "\r")
	carol.waitFor("laid by ada")
}

// TestInvitationRoom: the creator of a room by invitation sees its code
// on asking (nobody else does), and a player typing it, in any case and
// without its dash, enters; after a restart the creator gets a new code
// and the old one no longer opens the room.
func TestInvitationRoom(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir, testLimits())
	adaKey := newKey(t)
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: adaKey})
	createPrivateRoom(ada, "Den", true, ByInvitation, "")
	ada.waitFor("Private: for those with the invitation code")
	ada.keys("i")
	ada.waitFor("Invitation code: ")
	code := regexp.MustCompile(`Invitation code: ([A-Z2-9]{5}-[A-Z2-9]{5})`).FindStringSubmatch(ada.text())
	if code == nil {
		t.Fatalf("no code drawn:\n%s", ada.text())
	}
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "Den"})
	bob.waitFor("This room is for those with the invitation code")
	if _, err := ts.reg.invitation(ts.reg.sessionOf("bob")); err == nil {
		t.Fatal("a session not the creator was given the code")
	}
	bob.keys(strings.ToLower(strings.ReplaceAll(code[1], "-", "")) + "\r")
	bob.waitFor("laid by ada")
	bob.keys("t")
	bob.waitFor("bob (you)")
	if strings.Contains(bob.text(), code[1]) {
		t.Fatal("the code was shown to a player who is not the creator")
	}

	ts.stop(t)
	again := startServer(t, dir, testLimits())
	ada2 := mustDial(t, again.addr, dialOpts{user: "ada", key: adaKey, command: "Den"})
	ada2.waitFor("laid by ada") // the creator needs no code
	ada2.keys("i")
	ada2.waitFor("Invitation code: ")
	fresh := regexp.MustCompile(`Invitation code: ([A-Z2-9]{5}-[A-Z2-9]{5})`).FindStringSubmatch(ada2.text())
	if fresh == nil || fresh[1] == code[1] {
		t.Fatalf("no new code after the restart: %v", fresh)
	}
	eve := mustDial(t, again.addr, dialOpts{user: "eve", key: newKey(t), command: "Den"})
	eve.waitFor("invitation code")
	eve.keys(code[1] + "\r")
	eve.waitFor("That is not the room's invitation code")
	time.Sleep(1100 * time.Millisecond)
	eve.keys(fresh[1] + "\r")
	eve.waitFor("laid by ada")
}

// TestRoomLockFromFileIsChecked: a room file whose lock is not one the
// server makes is refused, not opened to all.
func TestRoomLockFromFileIsChecked(t *testing.T) {
	for _, l := range []roomLock{
		{Kind: ByPassword, Hash: []byte("plain text")},
		{Kind: ByPassword},
		{Kind: "guess", Hash: []byte("x")},
		{Kind: Open, Hash: []byte("x")},
	} {
		if err := l.check(); err == nil {
			t.Errorf("lock %+v accepted", l)
		}
	}
	good, err := newLock(ByPassword, "pw")
	if err != nil || good.check() != nil || !good.opens("pw") || good.opens("pW") {
		t.Fatalf("a good lock: %v", err)
	}
	if _, err := newLock(ByPassword, strings.Repeat("x", maxSecret+1)); err == nil {
		t.Fatal("a password over the most accepted")
	}
}

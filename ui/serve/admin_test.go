package serve

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// adminServer starts a server whose admin is the key returned.
func adminServer(t *testing.T, dir string) (*testServer, gossh.Signer) {
	t.Helper()
	key := newKey(t)
	file := filepath.Join(t.TempDir(), "admins")
	if err := os.WriteFile(file, gossh.MarshalAuthorizedKey(key.PublicKey()), 0o600); err != nil {
		t.Fatal(err)
	}
	return startServerConfig(t, Config{DataDir: dir, Limits: testLimits(), AdminKeys: file}), key
}

// TestAdminScreenIsForAdminsOnly: a player without an admin key is never
// offered the admin screen, a forged key press does nothing, and every
// action asked on its behalf is refused by the server.
func TestAdminScreenIsForAdminsOnly(t *testing.T) {
	ts, _ := adminServer(t, t.TempDir())
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t)})
	bob.waitFor("rooms on this server")
	bob.keys("a")
	bob.keys("?")
	bob.waitFor("join by name")
	if strings.Contains(bob.text(), "admin") {
		t.Fatal("a player without an admin key was offered the admin screen")
	}
	guest := mustDial(t, ts.addr, dialOpts{user: "guest"})
	guest.waitFor("rooms on this server")
	for name, id := range map[string]int64{"bob": ts.reg.sessionOf("bob"), "guest": ts.reg.sessionOf("guest")} {
		for what, err := range map[string]error{
			"overview": func() error { _, err := ts.overview(id); return err }(),
			"close":    ts.closeRoom(id, "any"),
			"kick":     ts.kick(id, id),
			"ban":      ts.ban(id, Ban{Addr: "10.0.0.1"}),
			"unban":    ts.unban(id, Ban{Addr: "10.0.0.1"}),
			"announce": ts.announce(id, "hello"),
			"motd":     ts.setMOTD(id, "hello"),
		} {
			if !errors.Is(err, errNotAdmin) {
				t.Errorf("%s's %s: %v, want refused", name, what, err)
			}
		}
	}
	if ts.motd() != "" || ts.desk.bannedAddr("10.0.0.1") {
		t.Fatal("a refused action took effect")
	}
}

// TestAdminActions: from the admin screen an admin sets the message of
// the day (shown in every lobby), announces (shown to every session),
// closes a room (its players go back to the lobby), kicks a session, and
// bans a key, which stays banned after a restart; unbanning lets it in.
func TestAdminActions(t *testing.T) {
	dir := t.TempDir()
	ts, adminKey := adminServer(t, dir)
	admin := mustDial(t, ts.addr, dialOpts{user: "root", key: adminKey})
	admin.waitFor("a admin")
	bobKey := newKey(t)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: bobKey})
	createRoom(bob, "Doomed", true)
	carol := mustDial(t, ts.addr, dialOpts{user: "carol", key: newKey(t)})
	carol.waitFor("Doomed")

	admin.keys("a")
	admin.waitFor("administration")
	admin.waitFor("Doomed")
	admin.keys("m")
	admin.waitFor("Message of the day")
	admin.keys("Tea at four in the drawing room\r")
	admin.waitFor("The message of the day is set")
	carol.waitFor("Tea at four in the drawing room")

	admin.keys("p")
	admin.waitFor("Announce to every session")
	admin.keys("Closing in five minutes\r")
	admin.waitFor("Announced to every session")
	bob.waitFor("Announcement: Closing in five minutes")

	// The first line is the room.
	admin.keys("c")
	admin.waitFor(`Close the room "Doomed"`)
	admin.keys("y")
	bob.waitFor("The room was closed")
	waitUntil(t, "the room is gone", func() bool { return len(ts.reg.list(Identity{})) == 0 })

	// Sessions by id: root, bob, carol. Kick carol.
	admin.keys("\x1b")
	admin.waitFor("rooms on this server")
	admin.keys("a")
	admin.waitFor("administration")
	admin.keys("\x1b[B\x1b[B")
	time.Sleep(50 * time.Millisecond)
	admin.keys("e")
	admin.waitFor("End carol's session?")
	admin.keys("y")
	carol.waitEnd()
	if !strings.Contains(carol.stderr(), "An administrator ended this session") {
		t.Fatalf("carol was not told: %q", carol.stderr())
	}

	waitUntil(t, "carol's session is gone", func() bool { return ts.reg.sessionOf("carol") == 0 })
	time.Sleep(100 * time.Millisecond) // the admin screen looks again
	admin.keys("\x1b[B")               // the last session: bob
	time.Sleep(50 * time.Millisecond)
	admin.keys("b")

	admin.waitFor("Ban bob's key SHA256:")
	admin.keys("y")
	bob.waitEnd()
	if _, err := dial(t, ts.addr, dialOpts{user: "bob", key: bobKey}); err == nil {
		t.Fatal("a banned key came in")
	}

	ts.stop(t)
	again := startServerConfig(t, Config{DataDir: dir, Limits: testLimits(), AdminKeys: ts.cfg.AdminKeys})
	if _, err := dial(t, again.addr, dialOpts{user: "bob", key: bobKey}); err == nil {
		t.Fatal("a banned key came in after a restart")
	}
	root := mustDial(t, again.addr, dialOpts{user: "root", key: adminKey})
	root.waitFor("Tea at four in the drawing room")
	if err := again.unban(again.reg.sessionOf("root"), Ban{Key: gossh.FingerprintSHA256(bobKey.PublicKey())}); err != nil {
		t.Fatal(err)
	}
	mustDial(t, again.addr, dialOpts{user: "bob", key: bobKey}).waitFor("rooms on this server")

	// An address banned: new connections from it are refused; the admin's
	// own session goes on.
	if err := again.ban(again.reg.sessionOf("root"), Ban{Addr: "127.0.0.1"}); err != nil {
		t.Fatal(err)
	}
	if _, err := dial(t, again.addr, dialOpts{user: "eve", key: newKey(t)}); err == nil {
		t.Fatal("a banned address came in")
	}
	root.keys("a")
	root.waitFor("address 127.0.0.1")
}

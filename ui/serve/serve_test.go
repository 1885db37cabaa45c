package serve

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"parlour/ui/screen"
	"parlour/ui/seats"
)

// createRoom lays a Pick room called name from the lobby; the second seat
// is a person's when human, else the computer's.
func createRoom(c *client, name string, human bool) {
	c.t.Helper()
	createPrivateRoom(c, name, human, Open, "")
}

// layTable lays a Pick table from the lobby, as createRoom does, up to
// the room's name page.
func layTable(c *client, human bool) {
	c.t.Helper()
	c.waitFor("rooms on this server")
	c.keys("n")
	c.waitFor("choose the game")
	c.keys("\r")
	c.waitFor("set the table")
	c.keys("\r") // seat 1 -> seat 2
	c.waitFor("Seat 2")
	if human {
		c.keys("\x1b[D")
		time.Sleep(20 * time.Millisecond)
		c.keys("\x1b[D")
		c.waitFor("Human")
	}
	c.keys("\r") // -> rounds
	time.Sleep(20 * time.Millisecond)
	c.keys("\r") // -> open
	c.waitFor("Open the room")
	c.keys("\r")
	c.waitFor("Name of the room")
}

// createPrivateRoom lays a room as createRoom does, for those with the
// password (ByPassword) or by invitation.
func createPrivateRoom(c *client, name string, human bool, p Privacy, password string) {
	c.t.Helper()
	layTable(c, human)
	c.keys("\x15" + name) // Ctrl+U clears the proposed name
	for _, step := range privacies {
		if step == p {
			break
		}
		c.keys("\t")
		time.Sleep(20 * time.Millisecond)
	}
	if p != Open {
		c.waitFor(screen.Capitalise(p.Describe()))
	}
	if p == ByPassword {
		c.keys(password)
	}
	c.keys("\r")
	c.waitFor("laid by")
}

func TestConnectShowsLobby(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	c := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	c.waitFor("rooms on this server")
	c.waitFor("You are ada (key SHA256:")
	c.waitFor("No room is open yet")
	// Esc leaves Parlour, and the session ends cleanly.
	c.keys("\x1b")
	c.waitEnd()
}

func TestKeylessSessionGetsANameOnly(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	c := mustDial(t, ts.addr, dialOpts{user: "bob"})
	c.waitFor("You are bob (no key: a name only)")
}

// TestKeylessJoinerIsNotTheCreator: of two sessions without a key, the
// one that laid the room starts it; the other, joining, is not offered
// the start and cannot start it.
func TestKeylessJoinerIsNotTheCreator(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada"})
	createRoom(ada, "Keyless", true)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", command: "Keyless"})
	bob.waitFor("laid by ada")
	bob.waitFor("Press t to take a free seat")
	if err := ts.reg.start(ts.reg.sessionOf("bob")); err == nil || ts.reg.started("Keyless") {
		t.Fatalf("bob, without a key, started ada's room: %v", err)
	}
	if err := ts.reg.start(ts.reg.sessionOf("ada")); err != nil {
		t.Fatal(err)
	}
}

func TestDisplayNameIsSanitisedAndCapped(t *testing.T) {
	l := testLimits()
	l.NameLen = 6
	ts := startServer(t, t.TempDir(), l)
	c := mustDial(t, ts.addr, dialOpts{user: "eve\x1b]0;pwned\x07longname", key: newKey(t)})
	c.waitFor("You are eve")
	if strings.Contains(c.raw(), "\x1b]0;pwned") {
		t.Fatal("the user name's escape sequence reached the terminal")
	}
}

func TestSessionWithoutTerminalIsTurnedAway(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	c := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), noPty: true})
	c.waitEnd()
	if !strings.Contains(c.text()+c.stderr(), "Requires an active PTY") {
		t.Fatalf("no word of the missing terminal: %q %q", c.text(), c.stderr())
	}
}

func TestCreateAndJoinRoom(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Parlour one", true)
	ada.waitFor("ada (you)")
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t)})
	bob.waitFor("Parlour one")
	bob.waitFor("1 of 2") // seats taken of the people's
	bob.keys("\r")
	bob.waitFor("laid by ada")
	bob.waitFor("Watching: 1")
	bob.keys("t")
	bob.waitFor("bob (you)")
	bob.waitFor("Waiting for ada to start")
	ada.waitFor("bob")
	// Only the creator starts.
	bob.keys("s")
	time.Sleep(50 * time.Millisecond)
	if strings.Contains(bob.text(), "Pick game") {
		t.Fatal("a player who is not the creator started the game")
	}
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	bob.waitFor("turn of ada")
}

func TestJoinByCommand(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Chess club", true)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "chess club"})
	bob.waitFor("laid by ada")
	bob.keys("t")
	bob.waitFor("bob (you)")
	eve := mustDial(t, ts.addr, dialOpts{user: "eve", key: newKey(t), command: "nowhere"})
	eve.waitFor("There is no room of that name")
}

func TestJoinByNameInLobby(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Tea room", true)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t)})
	bob.waitFor("Tea room")
	bob.keys("/")
	bob.waitFor("Join the room called")
	bob.keys("TEA ROOM\r")
	bob.waitFor("laid by ada")
}

// playPick plays a whole Pick game of two people, each picking in turn,
// and checks that neither terminal ever got the other's secrets.
func TestTwoSessionsPlayAWholeGamePrivately(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Secrets", true)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "Secrets"})
	bob.waitFor("laid by ada")
	bob.keys("t")
	bob.waitFor("bob (you)")
	ada.waitFor("bob")
	ada.keys("s")
	picks := []string{"3", "1", "4", "1", "5", "2"}
	for i, p := range picks {
		who := []*client{ada, bob}[i%2]
		who.waitFor("YOUR TURN")
		who.keys(p)
		if i < len(picks)-1 {
			who.waitFor(secret(i%2, i/2, int(p[0]-'0')))
		}
	}
	ada.waitFor("Game over")
	bob.waitFor("Game over")
	for i, p := range picks {
		seat, n := i%2, int(p[0]-'0')
		other := []*client{bob, ada}[seat]
		if strings.Contains(other.raw(), secret(seat, i/2, n)) {
			t.Fatalf("seat %d's secret pick reached the other terminal", seat+1)
		}
	}
	// The result leaves to the lobby.
	ada.keys("m")
	ada.waitFor("rooms on this server")
}

func TestComputerSeatPlaysInRoom(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Solo", false)
	ada.keys("s")
	for r := 0; r < 3; r++ {
		ada.waitFor("YOUR TURN")
		ada.keys("2")
		if r < 2 { // after the last, the computer ends the game at once
			ada.waitFor(secret(0, r, 2))
		}
	}
	ada.waitFor("Game over")
}

// TestComputersStoppedAreToldToTheRoom: a pick of 9 breaks the room's
// own copy (the one playing the computer) each time it is applied; the
// table builds the copy again once, it breaks again at the same move, and
// the session is told plainly, above its game, that the computer players
// stopped, instead of waiting for ever; a session entering after is told
// too.
func TestComputersStoppedAreToldToTheRoom(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	key := newKey(t)
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: key})
	createRoom(ada, "Broken", false)
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	ada.keys("9")
	ada.waitFor("The computer players of this room have stopped")
	ada.waitFor("Pick game, move 1")
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "Broken"})
	bob.waitFor("The computer players of this room have stopped")
}

func TestFreeSeatsGoToTheComputerAtStart(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Waiting", true)
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	ada.keys("1")
	ada.waitFor("move 2") // the computer moved
}

func TestReconnectWithSameKeyGoesBackToTheSeat(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	adaKey, bobKey := newKey(t), newKey(t)
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: adaKey})
	createRoom(ada, "Return", true)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: bobKey, command: "Return"})
	bob.waitFor("laid by")
	bob.keys("t")
	ada.waitFor("bob")
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	ada.keys("4")
	bob.waitFor("YOUR TURN")
	bob.keys("2")
	bob.waitFor(secret(1, 0, 2))
	bob.close()
	waitUntil(t, "bob's seat is away", func() bool {
		rooms := ts.reg.list(Identity{})
		return len(rooms) == 1 && !ts.reg.seatConnected("Return", 1)
	})
	ada.waitFor("bob (away)") // the game's own lines say so
	// Straight back to the room and the seat, his secret with him.
	again := mustDial(t, ts.addr, dialOpts{user: "bob", key: bobKey})
	again.waitFor(secret(1, 0, 2))
	ada.keys("5")
	again.waitFor("YOUR TURN")
	// Another key with the same name gets no seat.
	mallory := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "Return"})
	mallory.waitFor("Pick game")
	if strings.Contains(mallory.raw(), "SECRET1") {
		t.Fatal("a different key with the same name saw bob's secrets")
	}
}

func TestKilledSessionLeavesRoomPlayable(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Crash", true)
	bobKey := newKey(t)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: bobKey, command: "Crash"})
	bob.waitFor("laid by")
	bob.keys("t")
	ada.waitFor("bob")
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	ada.keys("1")
	bob.waitFor("YOUR TURN")
	bob.keys("!") // the test game panics in bob's session
	bob.waitEnd()
	if ts.reg.seatConnected("Crash", 1) {
		t.Error("bob's seat was still his session's when his client heard it ended")
	}
	if !strings.Contains(bob.stderr(), "internal error") {
		t.Errorf("no word of the failure to the client: %q", bob.stderr())
	}
	// The server goes on; bob comes back to his seat and the game goes on.
	again := mustDial(t, ts.addr, dialOpts{user: "bob", key: bobKey})
	again.waitFor("YOUR TURN")
	again.keys("3")
	ada.waitFor("YOUR TURN")
	ada.keys("2")
	ada.waitFor(secret(0, 1, 2))
}

func TestConnectionDroppedMidGameLeavesRoomPlayable(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Drop", true)
	bobKey := newKey(t)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: bobKey, command: "Drop"})
	bob.waitFor("laid by")
	bob.keys("t")
	ada.waitFor("bob")
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	ada.keys("1")
	bob.waitFor("YOUR TURN")
	bob.conn.Close() // killed mid-game
	eve := mustDial(t, ts.addr, dialOpts{user: "eve", key: newKey(t), command: "Drop"})
	eve.waitFor("Pick game, move 1")
	again := mustDial(t, ts.addr, dialOpts{user: "bob", key: bobKey})
	again.waitFor("YOUR TURN")
	again.keys("5")
	eve.waitFor("move 2")
}

func TestTakeoverAfterTimeout(t *testing.T) {
	l := testLimits()
	l.TakeoverAfter = 200 * time.Millisecond
	ts := startServer(t, t.TempDir(), l)
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Takeover", true)
	bobKey := newKey(t)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: bobKey, command: "Takeover"})
	bob.waitFor("laid by")
	bob.keys("t")
	ada.waitFor("bob")
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	ada.keys("1")
	bob.waitFor("YOUR TURN")
	bob.close()
	// The computer plays bob's seat: ada gets her turn again.
	ada.waitFor("move 2")
	ada.waitFor("YOUR TURN")
	// Bob comes back and plays his seat himself.
	again := mustDial(t, ts.addr, dialOpts{user: "bob", key: bobKey})
	again.waitFor("Pick game")
	ada.keys("2")
	again.waitFor("YOUR TURN")
}

func TestLimitSessionsMax(t *testing.T) {
	l := testLimits()
	l.MaxSessions = 2
	ts := startServer(t, t.TempDir(), l)
	a := mustDial(t, ts.addr, dialOpts{user: "a", key: newKey(t)})
	a.waitFor("rooms on this server")
	b := mustDial(t, ts.addr, dialOpts{user: "b", key: newKey(t)})
	b.waitFor("rooms on this server")
	c := mustDial(t, ts.addr, dialOpts{user: "c", key: newKey(t)})
	c.waitEnd()
	if !strings.Contains(c.stderr(), "Parlour is full: 2 sessions at most (--sessions-max)") {
		t.Fatalf("the third session was told %q", c.stderr())
	}
	// The server goes on: once one leaves, another may come.
	a.close()
	waitUntil(t, "a's session is gone", func() bool { return ts.sessionCount() == 1 })
	d := mustDial(t, ts.addr, dialOpts{user: "d", key: newKey(t)})
	d.waitFor("rooms on this server")
}

func TestLimitSessionsPerAddress(t *testing.T) {
	l := testLimits()
	l.SessionsPerAddress = 1
	ts := startServer(t, t.TempDir(), l)
	a := mustDial(t, ts.addr, dialOpts{user: "a", key: newKey(t)})
	a.waitFor("rooms on this server")
	b := mustDial(t, ts.addr, dialOpts{user: "b", key: newKey(t)})
	b.waitEnd()
	if !strings.Contains(b.stderr(), "Too many sessions from your address: 1 at most (--sessions-per-address)") {
		t.Fatalf("told %q", b.stderr())
	}
}

func TestLimitRoomsMax(t *testing.T) {
	l := testLimits()
	l.MaxRooms = 1
	ts := startServer(t, t.TempDir(), l)
	a := mustDial(t, ts.addr, dialOpts{user: "a", key: newKey(t)})
	createRoom(a, "First", true)
	b := mustDial(t, ts.addr, dialOpts{user: "b", key: newKey(t)})
	b.waitFor("First")
	b.keys("n")
	b.waitFor("choose the game")
	b.keys("\r")
	b.waitFor("set the table")
	for i := 0; i < 3; i++ {
		b.keys("\r")
		time.Sleep(30 * time.Millisecond)
	}
	b.waitFor("Open the room")
	b.keys("\r")
	b.waitFor("Name of the room")
	b.keys("\x15Second\r")
	b.waitFor("The server has 1 rooms, its most (--rooms-max)")
}

func TestLimitRoomNameLength(t *testing.T) {
	l := testLimits()
	l.RoomNameLen = 8
	ts := startServer(t, t.TempDir(), l)
	if _, err := l.CleanRoomName("123456789"); err == nil || !strings.Contains(err.Error(), "at most 8 characters") {
		t.Fatalf("a long name was taken: %v", err)
	}
	// The field itself stops at the limit.
	a := mustDial(t, ts.addr, dialOpts{user: "a", key: newKey(t)})
	createRoom(a, "ABCDEFGHIJKL", true)
	if names := ts.reg.list(Identity{}); len(names) != 1 || names[0].Name != "ABCDEFGH" {
		t.Fatalf("rooms %+v", names)
	}
}

func TestLimitIdleTimeout(t *testing.T) {
	l := testLimits()
	l.IdleTimeout = 300 * time.Millisecond
	ts := startServer(t, t.TempDir(), l)
	a := mustDial(t, ts.addr, dialOpts{user: "a", key: newKey(t)})
	a.waitFor("rooms on this server")
	a.waitEnd()
	if !strings.Contains(a.stderr(), "without a key (--idle-timeout)") {
		t.Fatalf("told %q", a.stderr())
	}
}

func TestLimitKeysPerSecondDropsExcess(t *testing.T) {
	l := testLimits()
	l.KeysPerSecond = 5
	ts := startServer(t, t.TempDir(), l)
	a := mustDial(t, ts.addr, dialOpts{user: "a", key: newKey(t)})
	a.waitFor("rooms on this server")
	for i := 0; i < 40; i++ {
		a.keys("?")
		time.Sleep(3 * time.Millisecond)
	}
	a.waitFor("Too many keys at once: some were dropped (at most 5 a second)")
	// The session goes on.
	time.Sleep(2100 * time.Millisecond)
	a.mark()
	a.keys("n")
	a.waitFor("choose the game")
}

func TestRateLimitAllowsBurstThenRate(t *testing.T) {
	now := time.Unix(0, 0)
	r := newRateLimit(10, func() time.Time { return now })
	allowed := 0
	for i := 0; i < 100; i++ {
		if r.allow() {
			allowed++
		}
	}
	if allowed != 20 {
		t.Fatalf("a burst of %d allowed, want 20", allowed)
	}
	now = now.Add(500 * time.Millisecond)
	allowed = 0
	for i := 0; i < 100; i++ {
		if r.allow() {
			allowed++
		}
	}
	if allowed != 5 {
		t.Fatalf("%d allowed after half a second, want 5", allowed)
	}
}

func TestAuthorizedKeysRestrictEntry(t *testing.T) {
	dir := t.TempDir()
	good, bad := newKey(t), newKey(t)
	file := filepath.Join(dir, "authorized_keys")
	if err := os.WriteFile(file, gossh.MarshalAuthorizedKey(good.PublicKey()), 0o600); err != nil {
		t.Fatal(err)
	}
	srv, err := New(Config{Listen: "127.0.0.1:0", DataDir: dir, AuthorizedKeys: file, Limits: testLimits(), Games: nil})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := srv.Listen()
	if err != nil {
		t.Fatal(err)
	}
	ts := &testServer{Server: srv, addr: ln.Addr().String(), done: make(chan error, 1)}
	go func() { ts.done <- srv.Serve(ln) }()
	t.Cleanup(func() { ts.stop(t) })
	c := mustDial(t, ts.addr, dialOpts{user: "ok", key: good})
	c.waitFor("rooms on this server")
	if _, err := dial(t, ts.addr, dialOpts{user: "no", key: bad}); err == nil {
		t.Fatal("a key not in --authorized-keys entered")
	}
	if _, err := dial(t, ts.addr, dialOpts{user: "nokey"}); err == nil {
		t.Fatal("a session without a key entered despite --authorized-keys")
	}
}

func TestHostKeyMadeOnceMode0600(t *testing.T) {
	dir := t.TempDir()
	a := startServer(t, dir, testLimits())
	fp := a.Fingerprint()
	info, err := os.Stat(a.HostKeyPath())
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o600 {
		t.Fatalf("host key mode %v, want 0600", info.Mode().Perm())
	}
	a.stop(t)
	b := startServer(t, dir, testLimits())
	if b.Fingerprint() != fp {
		t.Fatal("a second start made a new host key")
	}
	if !strings.HasPrefix(fp, "SHA256:") {
		t.Fatalf("fingerprint %q", fp)
	}
}

func TestRestartRestoresRooms(t *testing.T) {
	dir := t.TempDir()
	adaKey, bobKey := newKey(t), newKey(t)
	ts := startServer(t, dir, testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: adaKey})
	createRoom(ada, "Lasting", true)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: bobKey, command: "Lasting"})
	bob.waitFor("laid by")
	bob.keys("t")
	ada.waitFor("bob")
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	ada.keys("3")
	bob.waitFor("YOUR TURN")
	bob.keys("4")
	bob.waitFor(secret(1, 0, 4))
	ada.waitFor("move 2")
	ts.stop(t)
	ada.waitEnd()
	if !strings.Contains(ada.stderr(), "shutting down") {
		t.Errorf("ada was told %q at the shutdown", ada.stderr())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "rooms", "room-*.json"))
	if len(files) != 1 {
		t.Fatalf("room files %v", files)
	}
	again := startServer(t, dir, testLimits())
	if rooms := again.reg.list(Identity{}); len(rooms) != 1 || rooms[0].Name != "Lasting" || !rooms[0].Started {
		t.Fatalf("rooms after the restart: %+v", rooms)
	}
	bob2 := mustDial(t, again.addr, dialOpts{user: "bob", key: bobKey})
	bob2.waitFor(secret(1, 0, 4))
	ada2 := mustDial(t, again.addr, dialOpts{user: "ada", key: adaKey})
	ada2.waitFor("move 2")
	ada2.waitFor(secret(0, 0, 3))
	ada2.waitFor("YOUR TURN")
	ada2.keys("5")
	bob2.waitFor("YOUR TURN")
}

func TestBrokenRoomFileIsSetAside(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "rooms"), 0o700); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "rooms", "room-0000000000000001.json"), []byte("{not json"), 0o600)
	os.WriteFile(filepath.Join(dir, "rooms", "room-0000000000000002.json"),
		[]byte(`{"version":1,"name":"x","game":"nosuchgame","seats":[]}`), 0o600)
	ts := startServer(t, dir, testLimits())
	if n := len(ts.reg.list(Identity{})); n != 0 {
		t.Fatalf("%d rooms from broken files", n)
	}
	c := mustDial(t, ts.addr, dialOpts{user: "a", key: newKey(t)})
	c.waitFor("No room is open yet")
}

func TestDumbTerminalGetsNoColour(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	c := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), term: "dumb"})
	c.waitFor("rooms on this server")
	time.Sleep(100 * time.Millisecond)
	// Bubble Tea's own screen handling is there; no colour or style codes.
	for _, sgr := range regexp.MustCompile(`\x1b\[[0-9;]*m`).FindAllString(c.raw(), -1) {
		if sgr != "\x1b[m" && sgr != "\x1b[0m" {
			t.Fatalf("a dumb terminal got the style code %q", sgr)
		}
	}
}

func TestKeylessPlayerSeatIsFreedWhenLeavingBeforeStart(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Open", true)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", command: "Open"})
	bob.waitFor("laid by")
	bob.keys("t")
	ada.waitFor("bob")
	bob.close()
	// No key, nothing to come back with: the seat is free again.
	waitUntil(t, "bob's seat is free", func() bool {
		rooms := ts.reg.list(Identity{})
		return len(rooms) == 1 && rooms[0].Free == 1
	})
	eve := mustDial(t, ts.addr, dialOpts{user: "eve", key: newKey(t), command: "Open"})
	eve.waitFor("laid by")
	eve.keys("t")
	eve.waitFor("eve (you)")
}

func TestRoomExpiresWhenNobodyComes(t *testing.T) {
	l := testLimits()
	l.RoomExpiry = 300 * time.Millisecond
	dir := t.TempDir()
	ts := startServer(t, dir, l)
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Fleeting", false)
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	ada.close()
	waitUntil(t, "the room is closed", func() bool { return len(ts.reg.list(Identity{})) == 0 })
	waitUntil(t, "its file is gone", func() bool {
		files, _ := filepath.Glob(filepath.Join(dir, "rooms", "room-*.json"))
		return len(files) == 0
	})
}

// TestEscFromTheRoomsNameGoesBackToTheSetUp: Esc on the room's name page
// goes back one step, to the table as it was laid (seat 2 still a
// person's), not to the lobby with the set-up lost; Enter there comes
// back to the name, and the room opens as laid.
func TestEscFromTheRoomsNameGoesBackToTheSetUp(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	c := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	layTable(c, true)
	c.mark()
	c.keys("\x1b")
	c.waitFor("set the table")
	c.repaint()
	time.Sleep(100 * time.Millisecond)
	if screen := c.text()[c.seen:]; strings.Contains(screen, "Computer") {
		t.Fatalf("the set-up came back without the seats as laid:\n%s", screen)
	}
	c.keys("\r")
	c.waitFor("Name of the room")
	c.keys("\r")
	c.waitFor("laid by")
	ts.reg.mu.Lock()
	defer ts.reg.mu.Unlock()
	r := ts.reg.rooms[fold("ada's Pick")]
	if r == nil {
		t.Fatalf("no room %q", "ada's Pick")
	}
	if got := r.seats[1].Kind; got != seats.Human {
		t.Fatalf("seat 2 of the room opened after going back is %v, want a person's", got)
	}
}

package serve

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui"
	uicircular "parlour/ui/circularchess"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// f1 is the key F1 as a terminal sends it.
const f1 = "\x1bOP"

// circularRoom lays a Circular Chess room for ada and bob, both people,
// and starts it; ada plays White.
func circularRoom(t *testing.T) (ts *testServer, ada, bob *client) {
	t.Helper()
	game := uicircular.GameEntry()
	ts = startServer(t, t.TempDir(), testLimits(), game)
	ada = mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), term: "dumb"})
	ada.waitFor("rooms on this server")
	cfg := screen.Config{Seats: []seats.Seat{{Name: "A", Kind: seats.Human}, {Name: "B", Kind: seats.Human}}, Seed: 7}
	if err := ts.reg.create(ts.reg.sessionOf("ada"), "Ring", game.ID, cfg); err != nil {
		t.Fatal(err)
	}
	ada.keys("/")
	ada.waitFor("Join the room called")
	ada.keys("Ring\r")
	ada.waitFor("laid by ada")
	bob = mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "Ring", term: "dumb"})
	bob.waitFor("laid by ada")
	bob.keys("t")
	bob.waitFor("bob (you)")
	ada.waitFor("bob")
	ada.keys("s")
	waitUntil(t, "the game starts", func() bool { return ts.reg.started("Ring") })
	return ts, ada, bob
}

// TestARoomsResultReachesAPlayerReadingTheRules: Bob opens the rules, Ada
// resigns, Bob closes the rules: he sees the result screen, not the
// board with the result in its panel (the room screen used to hand the
// game's replacement to the screen on top, which dropped it).
func TestARoomsResultReachesAPlayerReadingTheRules(t *testing.T) {
	_, ada, bob := circularRoom(t)
	bob.waitFor("ring/strip") // the board's key bar: the game is on bob's screen
	bob.mark()
	bob.keys(f1)
	bob.waitFor("Chess on a round board")
	ada.keys("R")
	ada.waitFor("resign this game?")
	ada.keys("y")
	ada.waitFor("leave the room") // ada's result screen
	time.Sleep(200 * time.Millisecond)
	bob.mark()
	bob.keys("\x1b")
	bob.waitFor("leave the room") // the result screen's m/esc
	bob.keys("m")
	bob.waitFor("rooms on this server")
}

// TestLeavingARoomTwentyTimesKeepsTheSession: joining a room from the
// lobby and pressing Esc, twenty times, always comes back to the lobby
// (the room screen's leave ran twice when the registry's notice came
// first, and the second Back closed the lobby, ending the session).
func TestLeavingARoomTwentyTimesKeepsTheSession(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Hall", true)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t)})
	bob.waitFor("Hall")
	for i := range 20 {
		bob.mark()
		bob.keys("\r")
		bob.waitFor("laid by ada")
		bob.mark()
		bob.keys("\x1b")
		bob.waitFor("rooms on this server")
		select {
		case <-bob.ended:
			t.Fatalf("leaving the room ended the session, time %d", i+1)
		default:
		}
	}
	// The creator's Esc before the start leaves the room too, and only it.
	ada.mark()
	ada.keys("\x1b")
	ada.waitFor("rooms on this server")
	time.Sleep(100 * time.Millisecond)
	select {
	case <-ada.ended:
		t.Fatal("the creator's Esc ended the session")
	default:
	}
}

// TestLeavingAFinishedRoomFromItsResultKeepsTheSession: m on the result
// screen goes back to the lobby, and the session stays.
func TestLeavingAFinishedRoomFromItsResultKeepsTheSession(t *testing.T) {
	_, ada, bob := circularRoom(t)
	ada.waitFor("ring/strip") // the board's key bar: the game is on ada's screen
	ada.keys("R")
	ada.waitFor("resign this game?")
	ada.keys("y")
	for _, c := range []*client{ada, bob} {
		c.waitFor("leave the room")
		c.mark()
		c.keys("m")
		c.waitFor("rooms on this server")
	}
	time.Sleep(100 * time.Millisecond)
	for _, c := range []*client{ada, bob} {
		select {
		case <-c.ended:
			t.Fatal("m on the result ended the session")
		default:
		}
	}
}

// TestTheLobbySaysWhenARoomsGameIsOver: a room whose game has ended is
// marked so in every lobby, not "playing" (its table never told the
// registry).
func TestTheLobbySaysWhenARoomsGameIsOver(t *testing.T) {
	ts, ada, _ := circularRoom(t)
	cat := mustDial(t, ts.addr, dialOpts{user: "cat", key: newKey(t)})
	cat.waitFor("playing")
	ada.waitFor("ring/strip")
	ada.keys("R")
	ada.waitFor("resign this game?")
	ada.mark()
	ada.keys("y")
	ada.waitFor("leave the room")
	cat.waitFor("game over")
}

// TestTheLeaveQuestionInARoomNamesNoMenu: Esc during a room's game asks
// about the room, not about a menu that does not exist over SSH.
func TestTheLeaveQuestionInARoomNamesNoMenu(t *testing.T) {
	_, ada, _ := circularRoom(t)
	ada.waitFor("bob")
	ada.mark()
	ada.keys("\x1b")
	ada.waitFor("Leave the room?")
	if strings.Contains(ada.text()[ada.seen:], "Continue in the menu") {
		t.Fatal("the room's leave question names the menu")
	}
	ada.keys("\r") // Enter is no answer
	time.Sleep(100 * time.Millisecond)
	ada.keys("n")
	time.Sleep(100 * time.Millisecond)
	ada.mark()
	ada.keys("\x1b")
	ada.waitFor("Leave the room?")
	time.Sleep(100 * time.Millisecond)
	ada.mark()
	ada.keys("y")
	ada.waitFor("rooms on this server")
}

// TestKeysTypedAheadReachTheScreenTheyOpen: n, Down and Enter in one
// burst in the lobby open the game picker, move to its second game and
// choose it (Down and Enter used to land in the lobby).
func TestKeysTypedAheadReachTheScreenTheyOpen(t *testing.T) {
	second := pickGame()
	second.ID, second.Title = "pick2", "Second pick"
	ts := startServer(t, t.TempDir(), testLimits(), pickGame(), second)
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	ada.waitFor("rooms on this server")
	ada.keys("n\x1b[B\r")
	ada.waitFor("set the table")
	ada.waitFor("Second pick")
}

// TestARoomScreenLeavesOnceAndAtOnce: Esc in a room closes the room screen
// in the same update, so the registry's notice that follows reaches the
// lobby, not a room screen that would leave a second time (whose second
// Back used to close the lobby and end the session).
func TestARoomScreenLeavesOnceAndAtOnce(t *testing.T) {
	reg := newRegistry(testLimits(), []screen.Entry{pickGame()})
	var notices []tea.Msg
	ada, err := reg.register(Identity{Key: "a", Name: "ada"}, "", func(m tea.Msg) { notices = append(notices, m) })
	if err != nil {
		t.Fatal(err)
	}
	bob, err := reg.register(Identity{Key: "b", Name: "bob"}, "", func(tea.Msg) {})
	if err != nil {
		t.Fatal(err)
	}
	if err := reg.create(ada.id, "Hall", pickID, pickConfig("3")); err != nil {
		t.Fatal(err)
	}
	env := uitest.NewEnv(t)
	app := ui.NewApp(env, newLobby(env, reg, nil, bob.id, Identity{Key: "b", Name: "bob"}, ""))
	var m tea.Model = app
	m, _ = m.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
	for range 20 {
		m, _ = m.Update(enterRoomMsg{name: "Hall"})
		if _, in := m.(ui.App).Current().(*roomScreen); !in {
			t.Fatalf("entering showed %T", m.(ui.App).Current())
		}
		var cmd tea.Cmd
		m, cmd = m.Update(uitest.Key("esc"))
		if _, back := m.(ui.App).Current().(*lobby); !back || m.(ui.App).Depth() != 1 {
			t.Fatalf("Esc left %T on top, %d screens", m.(ui.App).Current(), m.(ui.App).Depth())
		}
		// The registry's notice, then what the leave's command says.
		m, _ = m.Update(roomsChangedMsg{})
		if cmd != nil {
			m, _ = m.Update(cmd())
		}
		if m.(ui.App).Depth() != 1 {
			t.Fatalf("after the notices: %d screens", m.(ui.App).Depth())
		}
	}
}

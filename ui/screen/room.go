package screen

import (
	"encoding/json"
	"slices"
	"time"

	"parlour/ui/seats"
)

// The types a game screen needs to play in a room live here, in package
// screen, because screen.Entry names them (Entry.Room) and every game screen
// already imports screen. Package parlour/ui/room, which runs a room's table,
// imports screen and re-exports them as room.Link, room.Action and
// room.ActionMsg; game screens may use either name. The layering is
//
//	ui/screen  ←  ui/room  ←  ui/serve (sessions, lobby)
//	    ↑
//	game screens (ui/alice, …)  — import screen, never room's table
//
// so there is no cycle.

// Link ties one copy of a game screen to its room. The zero Link is
// hot-seat play at one keyboard: every human seat acts here and the screen
// plays the computers itself.
type Link struct {
	// Seats are the seats this copy plays: the session's own seats, none for
	// a spectator, and the computer seats for the room's own copy.
	Seats []int
	// Send hands an action of one of Seats to the room. It must not block.
	// The copy does NOT apply the action: it waits for it to come back as
	// an ActionMsg, in the room's order, like every other copy.
	Send func(Action)
}

// InRoom reports whether the copy plays in a room (Send is set).
func (l Link) InRoom() bool { return l.Send != nil }

// Plays reports whether this copy may act for seat: always at one keyboard,
// only for Link.Seats in a room.
func (l Link) Plays(seat int) bool {
	return !l.InRoom() || slices.Contains(l.Seats, seat)
}

// Humans is the number of people at this keyboard: every human seat of
// all at one keyboard, the copy's own in a room. Hand-overs are for two or
// more of them.
func (l Link) Humans(all []seats.Seat) int {
	n := 0
	for i, s := range all {
		if s.IsHuman() && l.Plays(i) {
			n++
		}
	}
	return n
}

// Action is one seat's move as the game's own record writes it: Data is
// JSON that the game decodes, and must treat as hostile (another player's
// copy built it).
type Action struct {
	Seat int             `json:"seat"`
	Data json.RawMessage `json:"data"`
	// At is when the room accepted the action (the table stamps it). It is
	// not part of the action's JSON (the room's snapshot keeps the stamps
	// beside the log): zero means unknown (a save without them).
	At time.Time `json:"-"`
}

// ActionMsg is an action the room accepted, delivered in log order to every
// copy, the sender's too. Seq is its place in the log, from 0.
type ActionMsg struct {
	Seq    int
	Action Action
}

// Age is how long ago the room accepted the action: 0 when that is not
// known. A copy built late (a player reconnecting) uses it to set its own
// seat's clock going from when that seat's turn began, not from now.
func (m ActionMsg) Age() time.Duration {
	if m.Action.At.IsZero() {
		return 0
	}
	return max(time.Since(m.Action.At), 0)
}

// ActionCursor is where a copy stands in its room's log: it accepts each
// ActionMsg once, in order, and refuses repeats and gaps.
type ActionCursor struct{ next int }

// Accept reports whether msg is the next action of the log, and moves past
// it if so.
func (c *ActionCursor) Accept(msg ActionMsg) bool {
	if msg.Seq != c.next {
		return false
	}
	c.next++
	return true
}

// Applied is the number of actions accepted so far.
func (c ActionCursor) Applied() int { return c.next }

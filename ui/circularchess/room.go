package circularchess

import (
	"encoding/json"
	"slices"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
)

// In a room (see package parlour/ui/room) every terminal runs its own copy
// of this screen, started from the same Config. Circular Chess hides
// nothing, so every copy shows the whole board; a copy lets only its own
// seats act. A move, a resignation and a side's time running out on its
// own clock go to the room (send) and are done when they come back, in the
// room's order, in every copy alike (action). The room's own copy plays the
// computer seats. Taking a move back, playing it again and offering a draw
// are proposals the other person answers at his own terminal (consent.go).
// No record file is read or written on the server.
//
// The clocks (each side's time for the whole game) agree across copies
// because a move carries the time it took as the mover's own copy measured
// it: every copy adds that to the mover's time, and starts the next side's
// clock from when the room accepted the move (so a copy built late, its
// player reconnecting, neither gives a fresh clock nor loses time taken).

// The kinds of action a room's log holds.
const (
	moveAction    = "move"    // Side plays Move, which took MS
	resignAction  = "resign"  // Side resigns
	timeoutAction = "timeout" // Side's time ran out on its own clock
	proposeAction = "propose" // Side's person proposes What (consent.go)
	answerAction  = "answer"  // Side's answer (Yes) to the proposal open
)

// maxActionBytes is the longest action a copy reads: far more than any
// move needs.
const maxActionBytes = 256

// roomAction is one seat's action, as the room's log holds it.
type roomAction struct {
	Kind string   `json:"kind"`
	Side cc.Color `json:"side"`
	Move *cc.Move `json:"move,omitempty"`
	// MS is the milliseconds the move took on the mover's clock (a game
	// on time only).
	MS int64 `json:"ms,omitempty"`
	// What is a proposal (undo, redo or draw); Yes an answer to it.
	What string `json:"what,omitempty"`
	Yes  bool   `json:"yes,omitempty"`
}

// RoomComputerPace is the least time a computer's move takes in a room
// (tests set 0).
var RoomComputerPace = time.Second

// roomGame is one copy of a game in a room: the game New would start from
// cfg, acting only for link's seats.
func roomGame(env *screen.Env, cfg screen.Config, link screen.Link) (screen.Screen, error) {
	g, err := beginGame(env, cfg, link)
	if err != nil {
		return nil, err
	}
	g.Watch.Pace = RoomComputerPace
	return g, nil
}

// plays reports whether this copy acts for side c: always at one keyboard,
// only for its own seats in a room.
func (g *Game) plays(c cc.Color) bool { return g.Link.Plays(int(c)) }

// computerToMove reports whether this copy is to start a computer's move
// now: the side to move is a computer this copy plays, and no move of its
// own is on its way to the room.
func (g *Game) computerToMove() bool {
	turn := g.now().Turn()
	return !g.Over() && !g.seatOf(turn).IsHuman() && g.plays(turn) && g.Pending == 0 && !g.proposals.Busy() && !g.Watch.Paused
}

// personHere is the side of the person who acts now (kit's PersonHere).
func (g *Game) personHere() (cc.Color, bool) {
	seat, ok := g.PersonHere(int(g.now().Turn()))
	return cc.Color(seat), ok
}

// whoseTurn says why no one here may act now: whose turn it is, or in a
// room that this copy's move is on its way; "" when someone may.
func (g *Game) whoseTurn() string {
	if g.Over() || g.CanMove() {
		return ""
	}
	if g.Pending > 0 {
		return "Wait: your move is on its way to the table."
	}
	turn := g.now().Turn()
	return kit.WaitText(g.seatOf(turn).Name, turn.String())
}

// sayWhoseTurn puts whoseTurn in the footer, if there is anything to say.
func (g *Game) sayWhoseTurn() {
	if text := g.whoseTurn(); text != "" {
		g.Footer.Warn(text)
	}
}

// roomResult makes the result screen a room's: back to the lobby, and no
// record written on the server.
func (g *Game) roomResult(spec *screen.ResultSpec) {
	if g.InRoom() {
		spec.Room, spec.Save = &g.Link, nil
	}
}

// sendAction hands one of this copy's seats' actions to the room.
func (g *Game) sendAction(a roomAction) tea.Cmd {
	data, err := json.Marshal(a)
	if err != nil {
		g.Footer.Fail("Not sent: " + kit.Sentence(err))
		return nil
	}
	g.sel, g.hint, g.promo = cc.NoCell, cc.Move{}, nil
	g.Send(screen.Action{Seat: int(a.Side), Data: data})
	return nil
}

// sendMove sends a move of the side to move, a person's or the room's
// computer's, unless this copy does not play it or the rules refuse it
// (then nothing changes, and the footer says why).
func (g *Game) sendMove(m cc.Move) tea.Cmd {
	s := g.now()
	side := s.Turn()
	if g.Over() || !g.plays(side) || g.Pending > 0 {
		g.sayWhoseTurn()
		return nil
	}
	if p := g.proposals.Open(); p != nil {
		g.Footer.Fail("Wait for the answer to " + g.Seats[p.By].Name + "'s proposal.")
		return nil
	}
	if _, err := s.Apply(m); err != nil {
		g.Footer.Fail(sanitize.Line(err.Error()))
		g.sel = cc.NoCell
		return nil
	}
	a := roomAction{Kind: moveAction, Side: side, Move: &m}
	if g.clocks.On() {
		a.MS = max(g.clocks.TakenNow(int(side))-g.agreed[side], 0).Milliseconds()
	}
	g.Footer.Clear()
	return g.sendAction(a)
}

// sendResign sends this copy's person's resignation.
func (g *Game) sendResign(side cc.Color) tea.Cmd {
	if g.Over() || !g.here(side) {
		return nil
	}
	return g.sendAction(roomAction{Kind: resignAction, Side: side})
}

// sendTimeout sends that side's time ran out, on the clock of the copy
// that plays it; the other copies wait for it.
func (g *Game) sendTimeout(side cc.Color) tea.Cmd {
	if g.Over() || !g.plays(side) || g.Pending > 0 {
		return nil
	}
	return g.sendAction(roomAction{Kind: timeoutAction, Side: side})
}

// Action does an action the room accepted, if it is the next of the log
// and its seat may do it now; anything else is ignored, identically in
// every copy.
func (g *Game) Action(msg screen.ActionMsg) tea.Cmd {
	mine, ok := g.Accept(msg)
	if !ok {
		return nil
	}
	seat := msg.Action.Seat
	ignore := func() tea.Cmd {
		if mine {
			return g.Turn() // this copy's own action refused: its turn goes on
		}
		return nil
	}
	a, ok := decodeAction(msg.Action.Data)
	if !ok || g.Over() || seat != int(a.Side) {
		return ignore()
	}
	s := g.now()
	switch a.Kind {
	case proposeAction:
		return g.proposals.OpenedTwoSeats(a.What, int(a.Side))
	case answerAction:
		return g.proposals.Answered(seat, a.Yes)
	case resignAction:
		g.proposals.Close()
		g.settleClocks()
		g.end = &cc.Verdict{Status: cc.Win, Winner: a.Side.Opponent()}
		g.endReason = g.seatOf(a.Side).Name + " resigned"
		return g.changed()
	case timeoutAction:
		if a.Side != s.Turn() || !g.clocks.On() {
			return ignore()
		}
		g.proposals.Close()
		g.settleClocks()
		g.clocks.Used[a.Side] = max(g.clocks.Used[a.Side], g.clocks.Limit)
		g.end = &cc.Verdict{Status: cc.Win, Winner: a.Side.Opponent()}
		g.endReason = g.seatOf(a.Side).Name + "'s time ran out (" + kit.ClockText(g.clocks.Limit) + " each)"
		return g.changed()
	}
	if a.Side != s.Turn() || g.proposals.Busy() || !slices.Contains(cc.Legal(s), *a.Move) {
		return ignore()
	}
	if g.clocks.On() {
		g.agreed[a.Side] += min(kit.Millis(a.MS), g.clocks.Limit)
		g.settleClocks()
		// The next side's time began when the room accepted this move: a
		// copy built since (its player reconnecting) counts from then.
		g.clocks.Used[a.Side.Opponent()] += msg.Age()
	}
	return g.apply(*a.Move)
}

// settleClocks stops the running clock and sets each side's time to what
// the log's moves say, whatever this copy's own clock measured.
func (g *Game) settleClocks() {
	g.stopClock()
	copy(g.clocks.Used, g.agreed[:])
}

// decodeAction reads an action from another copy, which must be treated as
// hostile: a known kind, a side, and for a move a move written as the
// engine writes one (whether it is legal is for action to judge).
func decodeAction(data []byte) (roomAction, bool) {
	var a roomAction
	if len(data) > maxActionBytes || json.Unmarshal(data, &a) != nil {
		return roomAction{}, false
	}
	if a.Side != cc.White && a.Side != cc.Black {
		return roomAction{}, false
	}
	switch a.Kind {
	case moveAction:
		if a.Move == nil {
			return roomAction{}, false
		}
	case resignAction, timeoutAction, answerAction:
		a.Move, a.MS = nil, 0
	case proposeAction:
		switch a.What {
		case kit.ProposeUndo, kit.ProposeRedo, kit.ProposeDraw:
		default:
			return roomAction{}, false
		}
		a.Move, a.MS = nil, 0
	default:
		return roomAction{}, false
	}
	if a.Kind != proposeAction {
		a.What = ""
	}
	if a.Kind != answerAction {
		a.Yes = false
	}
	return a, true
}

// othersTurn reports whether, in a room, the side to move is played at
// another terminal (or by the room's computer).
func (g *Game) othersTurn() bool { return g.InRoom() && !g.Over() && !g.plays(g.now().Turn()) }

package circularchess

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/charmbracelet/bubbles/key"
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
// computer seats. Moves are not taken back in a room, draws are not
// offered, and no record file is read or written on the server.
//
// The clocks (each side's time for the whole game) agree across copies
// because a move carries the time it took as the mover's own copy measured
// it: every copy adds that to the mover's time, and starts the next side's
// clock from when the room accepted the move (so a copy built late, its
// player reconnecting, neither gives a fresh clock nor loses time taken).

// roomPlay is the screen's tie to its room; the zero value is play at one
// keyboard.
type roomPlay struct {
	link   screen.Link
	logPos screen.ActionCursor // where the copy stands in the room's log
	// pending counts this copy's actions on their way to the room and back.
	pending int
	// agreed is the time each side has taken on its moves, as the log's
	// moves say.
	agreed [2]time.Duration
}

// The kinds of action a room's log holds.
const (
	moveAction    = "move"    // Side plays Move, which took MS
	resignAction  = "resign"  // Side resigns
	timeoutAction = "timeout" // Side's time ran out on its own clock
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
}

// RoomComputerPace is the least time a computer's move takes in a room
// (tests set 0).
var RoomComputerPace = time.Second

// roomGame is one copy of a game in a room: the game New would start from
// cfg, acting only for link's seats.
func roomGame(env *screen.Env, cfg screen.Config, link screen.Link) (screen.Screen, error) {
	g, err := beginGame(env, cfg)
	if err != nil {
		return nil, err
	}
	g.room.link = link
	g.pace = RoomComputerPace
	if !g.here(cc.White) && g.here(cc.Black) {
		g.cursor = mustCellAt('b', 7) // this copy plays Black: start among its men
	} else {
		g.cursor = mustCellAt('b', 2)
	}
	g.syncKeys()
	return g, nil
}

// inRoom reports whether the screen plays in a room.
func (g *Game) inRoom() bool { return g.room.link.InRoom() }

// plays reports whether this copy acts for side c: always at one keyboard,
// only for its own seats in a room.
func (g *Game) plays(c cc.Color) bool { return g.room.link.Plays(int(c)) }

// here reports whether a person plays side c at this keyboard.
func (g *Game) here(c cc.Color) bool { return g.seatOf(c).IsHuman() && g.plays(c) }

// computerToMove reports whether this copy is to start a computer's move
// now: the side to move is a computer this copy plays, and no move of its
// own is on its way to the room.
func (g *Game) computerToMove() bool {
	turn := g.now().Turn()
	return !g.over() && !g.seatOf(turn).IsHuman() && g.plays(turn) && g.room.pending == 0
}

// resigner is the side a resignation gives up: the side to move at one
// keyboard; in a room this copy's person, on either turn.
func (g *Game) resigner() cc.Color {
	turn := g.now().Turn()
	if g.inRoom() && !g.here(turn) && g.here(turn.Opponent()) {
		return turn.Opponent()
	}
	return turn
}

// whoseTurn says why this copy may not act now, in a room: whose turn it
// is, or that its move is on its way; "" when it may, or at one keyboard.
func (g *Game) whoseTurn() string {
	if !g.inRoom() || g.over() || g.humanToMove() {
		return ""
	}
	if g.room.pending > 0 {
		return "Wait: your move is on its way to the table."
	}
	turn := g.now().Turn()
	return fmt.Sprintf("Wait: it is %s's turn (%v).", sanitize.Name(g.seatOf(turn).Name), turn)
}

// sayWhoseTurn puts whoseTurn in the footer, if there is anything to say.
func (g *Game) sayWhoseTurn() {
	if text := g.whoseTurn(); text != "" {
		g.footer.Warn(text)
	}
}

// pressed reports whether msg is one of the bindings' keys, enabled or not.
func pressed(msg tea.KeyMsg, bindings ...key.Binding) bool {
	for _, b := range bindings {
		if slices.Contains(b.Keys(), msg.String()) {
			return true
		}
	}
	return false
}

// roomRefuses answers, in a room, the keys the room does not allow (taking
// back, draws, record files) and the board's keys on another seat's turn,
// and reports whether it did.
func (g *Game) roomRefuses(msg tea.KeyMsg) bool {
	if !g.inRoom() {
		return false
	}
	k := g.keys
	if pressed(msg, k.Undo, k.Redo, k.Draw, k.Save, k.Load) {
		g.footer.Fail("Not in a room: moves are not taken back, draws not offered, and no records are read or written.")
		return true
	}
	if g.whoseTurn() != "" && pressed(msg, k.Up, k.Down, k.Left, k.Right, k.Select, k.Type, k.Hint) {
		g.sayWhoseTurn()
		return true
	}
	return false
}

// syncRoomKeys, in a room, hides the keys a room refuses and lets this
// copy's person resign on either turn.
func (g *Game) syncRoomKeys() {
	if !g.inRoom() {
		return
	}
	k := &g.keys
	for _, b := range []*key.Binding{&k.Undo, &k.Redo, &k.Draw, &k.Save, &k.Load} {
		b.SetEnabled(false)
	}
	k.Resign.SetEnabled(!g.over() && g.room.pending == 0 && (g.here(cc.White) || g.here(cc.Black)))
}

// roomResult makes the result screen a room's: back to the lobby, and no
// record written on the server.
func (g *Game) roomResult(spec *screen.ResultSpec) {
	if g.inRoom() {
		spec.Room, spec.Save = &g.room.link, nil
	}
}

// sendAction hands one of this copy's seats' actions to the room.
func (g *Game) sendAction(a roomAction) tea.Cmd {
	data, err := json.Marshal(a)
	if err != nil {
		g.footer.Fail("Not sent: " + kit.Sentence(err))
		return nil
	}
	g.room.pending++
	g.sel, g.hint, g.promo = cc.NoCell, cc.Move{}, nil
	g.room.link.Send(screen.Action{Seat: int(a.Side), Data: data})
	return nil
}

// sendMove sends a move of the side to move, a person's or the room's
// computer's, unless this copy does not play it or the rules refuse it
// (then nothing changes, and the footer says why).
func (g *Game) sendMove(m cc.Move) tea.Cmd {
	s := g.now()
	side := s.Turn()
	if g.over() || !g.plays(side) || g.room.pending > 0 {
		g.sayWhoseTurn()
		return nil
	}
	if _, err := s.Apply(m); err != nil {
		g.footer.Fail(sanitize.Line(err.Error()))
		g.sel = cc.NoCell
		return nil
	}
	a := roomAction{Kind: moveAction, Side: side, Move: &m}
	if g.clocks.On() {
		a.MS = max(g.clocks.TakenNow(int(side))-g.room.agreed[side], 0).Milliseconds()
	}
	g.footer.Clear()
	return g.sendAction(a)
}

// sendResign sends this copy's person's resignation.
func (g *Game) sendResign(side cc.Color) tea.Cmd {
	if g.over() || !g.here(side) {
		return nil
	}
	return g.sendAction(roomAction{Kind: resignAction, Side: side})
}

// sendTimeout sends that side's time ran out, on the clock of the copy
// that plays it; the other copies wait for it.
func (g *Game) sendTimeout(side cc.Color) tea.Cmd {
	if g.over() || !g.plays(side) || g.room.pending > 0 {
		return nil
	}
	return g.sendAction(roomAction{Kind: timeoutAction, Side: side})
}

// action does an action the room accepted, if it is the next of the log
// and its seat may do it now; anything else is ignored, identically in
// every copy.
func (g *Game) action(msg screen.ActionMsg) tea.Cmd {
	if !g.room.logPos.Accept(msg) {
		return nil
	}
	seat := msg.Action.Seat
	mine := g.room.link.Plays(seat) && g.room.pending > 0
	if mine {
		g.room.pending--
	}
	ignore := func() tea.Cmd {
		if mine {
			return g.turn() // this copy's own action refused: its turn goes on
		}
		return nil
	}
	a, ok := decodeAction(msg.Action.Data)
	if !ok || g.over() || seat != int(a.Side) {
		return ignore()
	}
	s := g.now()
	switch a.Kind {
	case resignAction:
		g.settleClocks()
		g.end = &cc.Verdict{Status: cc.Win, Winner: a.Side.Opponent()}
		g.endReason = sanitize.Name(g.seatOf(a.Side).Name) + " resigned"
		return g.changed()
	case timeoutAction:
		if a.Side != s.Turn() || !g.clocks.On() {
			return ignore()
		}
		g.settleClocks()
		g.clocks.Used[a.Side] = max(g.clocks.Used[a.Side], g.clocks.Limit)
		g.end = &cc.Verdict{Status: cc.Win, Winner: a.Side.Opponent()}
		g.endReason = sanitize.Name(g.seatOf(a.Side).Name) + "'s time ran out (" + kit.ClockText(g.clocks.Limit) + " each)"
		return g.changed()
	}
	if a.Side != s.Turn() || !slices.Contains(cc.Legal(s), *a.Move) {
		return ignore()
	}
	if g.clocks.On() {
		g.room.agreed[a.Side] += min(time.Duration(max(a.MS, 0))*time.Millisecond, g.clocks.Limit)
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
	copy(g.clocks.Used, g.room.agreed[:])
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
	case resignAction, timeoutAction:
		a.Move, a.MS = nil, 0
	default:
		return roomAction{}, false
	}
	return a, true
}

// othersTurn reports whether, in a room, the side to move is played at
// another terminal (or by the room's computer).
func (g *Game) othersTurn() bool { return g.inRoom() && !g.over() && !g.plays(g.now().Turn()) }

package doublechess

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
)

// In a room (see package parlour/ui/room) every terminal runs its own copy
// of this screen, started from the same Config (the lot for first move
// drawn from its seed). Chess hides nothing, so every copy shows the whole
// board, turned to its own seat; a copy lets only its own seats act. A
// move, a resignation and a person's time running out on his own clock go
// to the room (send) and are done when they come back, in the room's
// order, in every copy alike (action). The room's own copy plays the
// computer seats. The coach speaks only at the terminal of the person it
// coaches, and its notes stay there.
//
// The automatic pass of an army that cannot move (checkmated, or stuck
// while its partner plays on) is no one's action: it is a pure function of
// the position, so every copy plays it itself, at once, after the action
// that left the army without a move, and a copy replaying the log plays it
// at the same place. Nobody sends it, so no two copies can both send it
// (and the room's Submitter would refuse a person's pass from the room's
// copy anyway).
//
// Take-backs, draw offers and the honours of war are proposals that the
// other people answer at their own terminals (consent.go). No PGN4 file
// is read or written on the server.

// The kinds of a room action.
const (
	moveAction    = "move"    // Move, by the army to move
	resignAction  = "resign"  // Army resigns for its side
	timeoutAction = "timeout" // Army's person ran out of time on his own clock
	proposeAction = "propose" // Army's person proposes What (see consent.go)
	answerAction  = "answer"  // Army's answer (Yes) to the proposal open
)

// roomAction is one seat's action as the room's log holds it.
type roomAction struct {
	Kind string   `json:"kind"`
	Move *dc.Move `json:"move,omitempty"`
	Army dc.Color `json:"army"`
	// UsedMs is the time the army's person has used, as his own copy's
	// clock measured it (with clocks on); no copy times another seat.
	UsedMs int64 `json:"used_ms,omitempty"`
	// What is the proposal (undo, redo, draw or declare); Yes an answer.
	What string `json:"what,omitempty"`
	Yes  bool   `json:"yes,omitempty"`
}

// errOnItsWay refuses a second action while this copy's last one has not
// come back from the room.
var errOnItsWay = errors.New("your move is on its way to the room")

// send hands an action of one of this copy's seats to the room, unless the
// rules refuse it now (then nothing changes, and the error says why).
func (g *Game) send(a roomAction) (tea.Cmd, error) {
	s := g.rec.Now()
	switch a.Kind {
	case moveAction:
		a.Army = s.Turn()
		if a.Move == nil || !slices.Contains(g.snap.legal, *a.Move) || a.Move.Pass {
			return nil, errors.New("that move is not allowed now")
		}
	}
	if !g.Link.Plays(int(a.Army)) {
		return nil, fmt.Errorf("wait: it is %s's turn", g.name(s.Turn()))
	}
	if g.Pending > 0 && a.Kind != answerAction {
		return nil, errOnItsWay
	}
	if p := g.proposals.Open(); p != nil && (a.Kind == moveAction || a.Kind == proposeAction) {
		return nil, fmt.Errorf("wait for the answer to %s's proposal", g.name(dc.Color(p.By)))
	}
	if (a.Kind == moveAction || a.Kind == timeoutAction) && g.opts.Clock && g.seatOf(a.Army).IsHuman() {
		g.stopClock()
		a.UsedMs = min(g.clocks.Used[a.Army], clockBudget).Milliseconds()
	}
	data, err := json.Marshal(a)
	if err != nil {
		return nil, err
	}
	g.sel, g.promo, g.hint = dc.NoSquare, nil, nil
	g.Send(screen.Action{Seat: int(a.Army), Data: data})
	g.SyncKeys()
	return nil, nil
}

// Action does an action the room accepted, if it is the next of the log
// and one its seat may do now; anything else is ignored, identically in
// every copy (and the copy whose action it was goes on).
func (g *Game) Action(msg screen.ActionMsg) tea.Cmd {
	mine, ok := g.Accept(msg)
	if !ok {
		return nil
	}
	seat := msg.Action.Seat
	refused := func() tea.Cmd {
		if mine && !g.Over() {
			return g.Turn() // this copy was waiting for it
		}
		return nil
	}
	a, ok := decodeAction(msg.Action.Data)
	if !ok || g.Over() || seat != int(a.Army) {
		return refused()
	}
	s := g.rec.Now()
	c := a.Army
	switch a.Kind {
	case proposeAction:
		return g.opened(a)
	case answerAction:
		return g.proposals.Answered(int(a.Army), a.Yes)
	case resignAction:
		if !g.seatOf(c).IsHuman() {
			return refused()
		}
		g.proposals.Close()
		return g.relinquish(g.name(c) + " resigned for " + c.Side().String())
	case timeoutAction:
		if c != s.Turn() || !g.opts.Clock || !g.seatOf(c).IsHuman() {
			return refused()
		}
		g.proposals.Close()
		g.clocks.Used[c] = clockBudget
		return g.relinquish(g.seatOf(c).Name + " (" + c.String() + ") ran out of time")
	}
	if c != s.Turn() || g.proposals.Busy() || !slices.Contains(g.snap.legal, *a.Move) {
		return refused()
	}
	if g.opts.Clock && g.seatOf(c).IsHuman() {
		g.stopClock()
		g.clocks.Used[c] = max(g.clocks.Used[c], min(kit.Millis(a.UsedMs), clockBudget))
	}
	played := g.name(c) + " played " + s.MoveText(*a.Move) + "."
	if !g.here(c) {
		g.Footer.Note(played) // what this copy said last is old now
	}
	began := g.turnBegan
	g.turnBegan = msg.Action.At // the next turn began when the room took this move
	cmd, err := g.apply(*a.Move)
	if err != nil {
		g.turnBegan = began
		return refused()
	}
	if said, tone := g.Footer.Message(); !g.here(c) && said != played {
		// The passes that followed, or the partner's notice: both said.
		g.Footer.Note(played + " " + said)
		if tone != screen.ToneNote {
			g.Footer.Warn(played + " " + said)
		}
	}
	return cmd
}

// decodeAction reads an action from another copy, which must be treated
// as hostile: a known kind, an army, and for a move a move (whether it is
// legal is for action to judge, against the legal moves).
func decodeAction(data []byte) (roomAction, bool) {
	var a roomAction
	if err := json.Unmarshal(data, &a); err != nil {
		return roomAction{}, false
	}
	if a.Army > dc.Red || a.UsedMs < 0 || a.UsedMs > int64(clockBudget/time.Millisecond) {
		return roomAction{}, false
	}
	switch a.Kind {
	case moveAction:
		if a.Move == nil || a.Move.Pass {
			return roomAction{}, false
		}
	case proposeAction:
		switch a.What {
		case proposeUndo, proposeRedo, proposeDraw, proposeDeclare:
		default:
			return roomAction{}, false
		}
		a.Move = nil
	case resignAction, timeoutAction, answerAction:
		a.Move, a.What = nil, ""
	default:
		return roomAction{}, false
	}
	return a, true
}

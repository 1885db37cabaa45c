package draughts

import (
	"encoding/json"
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
)

// In a room (see package parlour/ui/room) every terminal runs its own copy
// of this screen, started from the same Config (the lot drawn from its
// seed). Draughts hides nothing, so every copy shows the whole board; a
// copy lets only its own seats act. Every event at the board (a move, a
// huff, a notice, "Take"), a resignation and a move's time running out on
// the mover's own clock go to the room (send) and are done when they come
// back, in the room's order, in every copy alike (action). The room's own
// copy plays the computer seats. Taking a move back, playing it again and
// offering a draw are proposals the other person answers at his own
// terminal (consent.go). No PDN file is read or written on the server.

// The events only a room's log holds: the game ends.
const (
	resignEvent  = "resign"  // Side resigns
	timeoutEvent = "timeout" // Side's time for the move ran out (rule 7)
	proposeEvent = "propose" // Side's person proposes What (consent.go)
	answerEvent  = "answer"  // Side's answer (Yes) to the proposal open
)

// bySide reports whether an event of kind is done by the side it names,
// whoever is to move, rather than by the side to move.
func bySide(kind string) bool {
	switch kind {
	case noticeEvent, resignEvent, timeoutEvent, proposeEvent, answerEvent:
		return true
	}
	return false
}

// roomOnly reports whether an event of kind is the room's alone, never in
// the game's record.
func roomOnly(kind string) bool {
	return kind == resignEvent || kind == timeoutEvent || kind == proposeEvent || kind == answerEvent
}

// send hands an event of one of this copy's seats to the room, unless the
// rules refuse it now (then nothing changes, and the error says why).
func (g *Game) send(e event) (tea.Cmd, error) {
	side := g.rec.Now().Turn()
	if bySide(e.Kind) {
		side = e.Side
	}
	seat := g.seatIndex(side)
	if !g.Link.Plays(seat) {
		return nil, fmt.Errorf("wait: it is %s's turn", g.seatOf(g.rec.Now().Turn()).Name)
	}
	if p := g.proposals.Open(); p != nil && e.Kind != answerEvent && e.Kind != resignEvent && e.Kind != timeoutEvent {
		return nil, fmt.Errorf("wait for the answer to %s's proposal", g.Seats[p.By].Name)
	}
	if !roomOnly(e.Kind) {
		if _, err := e.apply(g.rec.Now()); err != nil {
			return nil, err
		}
	}
	data, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	g.sel, g.hint = nil, nil
	g.Send(screen.Action{Seat: seat, Data: data})
	g.SyncKeys()
	return nil, nil
}

// sendComputerMove sends the room's computer's "Take", or its huff and
// move, in that order.
func (g *Game) sendComputerMove(r computerMove) tea.Cmd {
	if g.proposals.Busy() {
		return nil // the turn starts again once the proposal is answered
	}
	s := g.rec.Now()
	if r.take {
		_, err := g.send(event{Kind: takeEvent})
		if err != nil {
			g.say(noteError, `The computer's "Take" failed: `+err.Error())
		}
		return nil
	}
	if r.huff != 0 {
		if _, err := g.send(event{Kind: huffEvent, Square: r.huff}); err != nil {
			g.say(noteError, "The computer's huff failed: "+err.Error())
			return nil
		}
		if t, err := s.Huff(r.huff); err == nil {
			s = t
		}
	}
	if r.move.From == 0 {
		if r.huff == 0 {
			g.say(noteError, g.seatOf(s.Turn()).Name+" found no move to make.")
		}
		return nil
	}
	m := r.move
	if _, err := s.Apply(m); err != nil {
		g.say(noteError, "The computer's move failed: "+err.Error())
		return nil
	}
	data, err := json.Marshal(event{Kind: moveEvent, Move: &m})
	if err != nil {
		return nil
	}
	g.Send(screen.Action{Seat: g.seatIndex(s.Turn()), Data: data})
	return nil
}

// action does an event the room accepted, if it is the next of the log
// and one its seat may do now; anything else is ignored, identically in
// every copy.
func (g *Game) Action(msg screen.ActionMsg) tea.Cmd {
	if _, ok := g.Accept(msg); !ok {
		return nil
	}
	seat := msg.Action.Seat
	defer g.SyncKeys()
	e, ok := decodeEvent(msg.Action.Data)
	if !ok || g.Over() || seat < 0 || seat > 1 {
		return g.Turn()
	}
	s := g.rec.Now()
	mover := g.seatIndex(s.Turn())
	switch e.Kind {
	case proposeEvent:
		if seat != g.seatIndex(e.Side) {
			return g.Turn()
		}
		return g.proposals.OpenedTwoSeats(e.What, seat)
	case answerEvent:
		if seat != g.seatIndex(e.Side) {
			return nil
		}
		return g.proposals.Answered(seat, e.Yes)
	case resignEvent:
		if seat != g.seatIndex(e.Side) {
			return g.Turn()
		}
		g.proposals.Close()
		g.end = &draughts.Verdict{Status: draughts.Win, Winner: e.Side.Opponent(), Reason: g.seatOf(e.Side).Name + " resigned"}
		return g.changed()
	case timeoutEvent:
		if seat != mover || e.Side != s.Turn() {
			return g.Turn()
		}
		g.proposals.Close()
		g.end = &draughts.Verdict{Status: draughts.Win, Winner: e.Side.Opponent(),
			Reason: fmt.Sprintf("%s's time ran out (rule 7: %s a move)", g.seatOf(e.Side).Name, kit.ClockText(timeLimit(s)))}
		return g.changed()
	case noticeEvent:
		if seat != g.seatIndex(e.Side) {
			return g.Turn()
		}
		if err := g.rec.Add(e); err != nil {
			return g.Turn()
		}
		g.say(noteInfo, noticeNote(s, e.Side, g.seatOf(e.Side).Name))
		return g.Turn()
	}
	if seat != mover || g.proposals.Busy() {
		return g.Turn()
	}
	cmd, err := g.apply(e)
	if err != nil {
		return g.Turn()
	}
	if e.Kind == moveEvent || e.Kind == takeEvent {
		// The next move's time began when the room accepted this one: a
		// copy built since (its player reconnecting) counts from then.
		g.used = msg.Age()
	}
	switch e.Kind {
	case huffEvent:
		g.say(noteInfo, fmt.Sprintf("%s huffs the piece on %d, which left a capture untaken.", g.seatOf(s.Turn()).Name, e.Square))
	case takeEvent:
		g.say(noteInfo, takeNote(g.seatOf(s.Turn()).Name, g.seatOf(s.Turn().Opponent()).Name, g.rec.Now()))
	}
	return cmd
}

// decodeEvent reads an event from another copy, which must be treated as
// hostile: a known kind, a side, and a move no longer than a board allows.
func decodeEvent(data []byte) (event, bool) {
	var e event
	if err := json.Unmarshal(data, &e); err != nil {
		return event{}, false
	}
	switch e.Kind {
	case moveEvent:
		if e.Move == nil || len(e.Move.Path) > 64 || len(e.Move.Captured) > 64 {
			return event{}, false
		}
	case huffEvent, takeEvent, noticeEvent, resignEvent, timeoutEvent, answerEvent:
		e.Move = nil
	case proposeEvent:
		switch e.What {
		case kit.ProposeUndo, kit.ProposeRedo, kit.ProposeDraw:
		default:
			return event{}, false
		}
		e.Move = nil
	default:
		return event{}, false
	}
	if e.Kind != proposeEvent {
		e.What = ""
	}
	if e.Kind != answerEvent {
		e.Yes = false
	}
	if e.Side != draughts.Black && e.Side != draughts.White {
		if bySide(e.Kind) {
			return event{}, false
		}
		e.Side = 0
	}
	return e, true
}

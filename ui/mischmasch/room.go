package mischmasch

import (
	"encoding/json"
	"slices"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/mischmasch"
	"parlour/ui/screen"
)

// In a room (see package parlour/ui/room) every terminal runs its own copy
// of this screen, started from the same Config. A copy opens desks only for
// its Link's seats (hand-overs only between two of them) and shows nobody
// else's nucleus or word before the reveal. What a desk decides is sent to
// the room (send) with the time its player's clock measured, and applied
// when it comes back, in the room's order, in every copy alike (action).
// The room's own copy plays the computer seats: it sends each plan when its
// time comes, and does not stop at the reveals.

// maxActionText bounds the text of an action from another copy: longer
// than any nucleus or word.
const maxActionText = 64

// send hands the action of one of this copy's turns to the room, and
// remembers that it is on its way.
func (g *Game) send(t mischmasch.Turn, a mischmasch.Action) {
	data, err := json.Marshal(a)
	if err != nil {
		return
	}
	g.sent = append(g.sent, t)
	g.link.Send(screen.Action{Seat: t.Seat, Data: data})
}

// action applies an action the room accepted, if it is the next of the log
// and one the seat that sent it may take now; anything else is ignored,
// identically in every copy.
func (g *Game) action(msg screen.ActionMsg) tea.Cmd {
	if !g.cursor.Accept(msg) {
		return nil
	}
	a, ok := decodeAction(msg.Action.Data)
	if !ok {
		return nil
	}
	turn := mischmasch.Turn{Task: a.Task, Side: a.Side, Seat: msg.Action.Seat}
	g.sent = slices.DeleteFunc(g.sent, func(t mischmasch.Turn) bool { return t == turn })
	if !slices.Contains(g.st.Game.Waiting(), turn) {
		return tea.Batch(g.advance(), g.computers())
	}
	before := g.completed()
	next, err := g.st.Game.Apply(a)
	if err != nil {
		return tea.Batch(g.advance(), g.computers())
	}
	declaring := g.st.Game.Phase() != mischmasch.Declaring && next.Phase() == mischmasch.Declaring
	g.st.Game = next
	if g.desk != nil && g.desk.turn == turn {
		g.desk, g.handoff = nil, nil
	}
	cmd := g.stepped(before)
	if declaring && g.humans == 1 {
		// The answering began when the room accepted this action: a copy
		// built since (its player reconnecting) counts its clock from then.
		for _, t := range g.st.Game.Waiting() {
			if t.Task == mischmasch.TaskDeclare && g.link.Plays(t.Seat) && g.seats[t.Seat].IsHuman() {
				g.st.Used[t.Seat] = msg.Age()
			}
		}
	}
	return cmd
}

// decodeAction reads an action from another copy, which must be treated as
// hostile: a known task and side, and no more text than a word.
func decodeAction(data []byte) (mischmasch.Action, bool) {
	var a mischmasch.Action
	if err := json.Unmarshal(data, &a); err != nil {
		return mischmasch.Action{}, false
	}
	if a.Task > mischmasch.TaskSetterWord || !slices.Contains(mischmasch.Sides[:], a.Side) ||
		len(a.Text) > maxActionText || a.Elapsed < 0 {
		return mischmasch.Action{}, false
	}
	return a, true
}

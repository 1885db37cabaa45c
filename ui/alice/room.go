package alice

import (
	"encoding/json"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/alice"
	"parlour/ui/screen"
)

// In a room (see package parlour/ui/room) every terminal runs its own copy
// of this screen, dealt from the same Config and seed. A copy acts only for
// its Link's seats: a move chosen here is sent to the room (send) and
// applied when it comes back, in the room's order, like every other
// player's (action). The room's own copy plays the computer seats; a
// session's copy shows only its own seats' hands (the viewer is one of
// them, and hand-overs come only between two of them).

// send hands a move of the seat to act, played at this copy, to the room,
// unless the rules refuse it (then nothing changes and the player is told
// why) or a move of this copy's is already on its way.
func (g *Game) send(a alice.Action) tea.Cmd {
	actor := g.sv.Game.ToAct()
	if actor < 0 || !g.link.Plays(actor) || g.sent {
		return nil
	}
	if _, err := g.sv.Game.Apply(a); err != nil {
		g.say(ruleText(err, g.names), true)
		return nil
	}
	data, err := json.Marshal(a)
	if err != nil {
		return nil
	}
	g.sent = true
	g.link.Send(screen.Action{Seat: actor, Data: data})
	return nil
}

// action applies a move the room accepted, if it is the next in the log,
// of the seat to act, and one the rules allow; anything else is ignored,
// identically in every copy.
func (g *Game) action(msg screen.ActionMsg) tea.Cmd {
	if !g.cursor.Accept(msg) {
		return nil
	}
	a, ok := decodeAction(msg.Action.Data)
	actor := g.sv.Game.ToAct()
	if !ok || actor < 0 || msg.Action.Seat != actor {
		return nil
	}
	if _, err := g.sv.Game.Apply(a); err != nil {
		return nil
	}
	g.sent = false
	g.thinker.Cancel()
	g.held = nil
	return g.apply(a)
}

// decodeAction reads a move from another copy, which must be treated as
// hostile: only the fields of a move, nothing else.
func decodeAction(data []byte) (alice.Action, bool) {
	var a alice.Action
	if err := json.Unmarshal(data, &a); err != nil {
		return alice.Action{}, false
	}
	return a, true
}

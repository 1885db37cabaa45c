package mischmasch

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"parlour/games/mischmasch"
	"parlour/ui/sanitize"
	"parlour/ui/store"
)

// gameState is what the autosave holds: the engine's game and what the
// screen needs besides to continue exactly where it stopped.
type gameState struct {
	Game mischmasch.State `json:"game"`
	Seed uint64           `json:"seed"`
	// Used is, for each seat, the time on its clock for the declaration it
	// has not yet made this move.
	Used []time.Duration `json:"used_ns"`
	// Reveal is set while the last complete move is on the table.
	Reveal bool `json:"reveal,omitempty"`
}

// save writes the autosave, the clock of a player who is answering
// included.
func (g *Game) save() {
	if g.link.InRoom() {
		return // a room's log is its save
	}
	st := g.st
	st.Used = slices.Clone(g.st.Used)
	if d := g.desk; d != nil && d.turn.Task == mischmasch.TaskDeclare {
		st.Used[d.turn.Seat] = g.used()
	}
	state, err := json.Marshal(st)
	if err == nil {
		err = g.env.Store.Save(store.Envelope{Game: GameID, Version: gameVersion, Seats: g.seats, State: state})
	}
	_ = err // the footer shows the store's save problem until a save works
}

// over reports whether the game has ended.
func (g *Game) over() bool { return g.st.Game.Phase() == mischmasch.Over }

// completed is the number of complete moves.
func (g *Game) completed() int {
	if m, ok := g.st.Game.LastMove(); ok {
		return m.Number
	}
	return 0
}

// name is the name of the player at a seat.
func (g *Game) name(seat int) string { return g.seats[seat].Name }

// sideName names a side: the player, or in the game for teams both
// partners.
func (g *Game) sideName(side mischmasch.Side) string {
	if g.st.Game.Rules().Teams {
		return g.name(int(side)) + " & " + g.name(int(side)+2)
	}
	return g.name(int(side))
}

// sideLabel is sideName as the scores show it, each player who is away
// from a room marked so.
func (g *Game) sideLabel(side mischmasch.Side) string {
	label := func(seat int) string { return g.name(seat) + g.env.AwayMark(seat) }
	if g.st.Game.Rules().Teams {
		return label(int(side)) + " & " + label(int(side)+2)
	}
	return label(int(side))
}

// verb is one, said of a player, or team, said of a team of two.
func (g *Game) verb(one, team string) string {
	if g.st.Game.Rules().Teams {
		return team
	}
	return one
}

// upper shows a nucleus or a word as players write it on paper. Words come
// from players and save files: control characters are shown escaped.
func upper(s string) string { return strings.ToUpper(sanitize.Line(s)) }

// clock writes a duration as m:ss.
func clock(d time.Duration) string {
	d = max(d, 0).Truncate(time.Second)
	return fmt.Sprintf("%d:%02d", int(d.Minutes()), int(d.Seconds())%60)
}

// cleanError drops the engine's package prefix from an error, leaving what
// a player reads.
func cleanError(err error) string {
	return strings.TrimPrefix(err.Error(), "mischmasch: ")
}

package serve

import (
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/room"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// gameTable is a started room's game: the ui/room Table (one goroutine
// owns the log), the copies of the sessions joined to it, and the copies
// the server runs for seats a computer took over from an away player.
// It is used with the registry's lock held.
type gameTable struct {
	t      *room.Table
	env    *screen.Env   // for the copies the server runs
	joined map[int64]int // session -> the Table's id of its copy
	// takeovers are the copies playing away players' seats.
	takeovers map[int]takeover
}

type takeover struct {
	copy *room.Headless
	id   int
}

// newTable opens the room's table from its Config (or its saved log).
func (g *registry) newTable(r *Room) (*gameTable, error) {
	t, err := room.Open(r.game, g.tableEnv, r.cfg)
	if err != nil {
		return nil, err
	}
	return &gameTable{t: t, env: g.tableEnv, joined: map[int64]int{}, takeovers: map[int]takeover{}}, nil
}

// join gives a session's copy the log so far and then each action.
func (gt *gameTable) join(session int64, send func(tea.Msg)) {
	if old, ok := gt.joined[session]; ok {
		gt.t.Leave(old)
	}
	gt.joined[session] = gt.t.Join(send)
}

// leave stops deliveries to the session's copy.
func (gt *gameTable) leave(session int64) {
	if id, ok := gt.joined[session]; ok {
		gt.t.Leave(id)
		delete(gt.joined, session)
	}
}

// takeOver starts a computer on the seat of an away player: a copy of the
// game in which that seat is a computer's, playing it alone. It reports
// whether the game could be so played.
func (gt *gameTable) takeOver(game screen.Entry, cfg screen.Config, seat int) bool {
	if _, ok := gt.takeovers[seat]; ok || len(game.Levels) == 0 {
		return false
	}
	alt := cfg
	alt.Seats = append([]seats.Seat(nil), cfg.Seats...)
	alt.Seats[seat].Kind, alt.Seats[seat].Level = seats.Computer, game.Levels[len(game.Levels)/2]
	s, err := game.Room(gt.env, alt, room.Link{Seats: []int{seat}, Send: gt.t.Submitter([]int{seat})})
	if err != nil {
		return false
	}
	h := room.RunHeadless(s)
	gt.takeovers[seat] = takeover{copy: h, id: gt.t.Join(h.Send)}
	return true
}

// release stops the computer playing seat (its player is back).
func (gt *gameTable) release(seat int) {
	if to, ok := gt.takeovers[seat]; ok {
		gt.t.Leave(to.id)
		to.copy.Stop()
		delete(gt.takeovers, seat)
	}
}

// submitter is the Link.Send of a session's copy playing mine.
func (gt *gameTable) submitter(mine []int) func(room.Action) { return gt.t.Submitter(mine) }

// close stops everything the table runs.
func (gt *gameTable) close() {
	for seat := range gt.takeovers {
		gt.release(seat)
	}
	gt.t.Close()
}

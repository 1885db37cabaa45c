package doublets

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/stopwatch"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/doublets"
	"parlour/ui/screen"
)

// In a room (see package parlour/ui/room) every terminal runs its own copy
// of this screen, started from the same Config. The seats write in turn as
// at one keyboard, but each at its own terminal: a copy shows the doublet
// and the ladder only to its own seat at work, and hands over only between
// two of its own seats. What the seats decide goes to the room as an action
// and is applied when it comes back, in the room's order, in every copy
// alike (action): the chain handed in (with the time the writer's own
// clock measured), an extra-chain written or taken back at a pad, a pad
// put away, a jewel chosen, and "the table is ready" (start) or "next
// doublet" (next), which any seat may send. The room's own copy searches
// the computer seats' chains, the one computer play bounded by time, and
// sends them. What Parlour picks for a seat at the book and the computer
// seats' extra-chains are pure functions of the game so far (seeded from
// cfg.Seed), so every copy works them out alike.

// The kinds of room action.
const (
	kindStart    = "start"    // the announced doublet is to be written
	kindChain    = "chain"    // the writer's chain, or its abandoning
	kindExtra    = "extra"    // an extra-chain at the seat's pad
	kindTakeBack = "takeback" // the pad's last extra-chain taken back
	kindPutAway  = "putaway"  // the pad closed
	kindJewel    = "jewel"    // a jewel chosen at the open book
	kindParlour  = "parlour"  // Parlour chooses the rest of the seat's turn
	kindNext     = "next"     // the reveal read: the next doublet
)

// Bounds on an action from another copy.
const (
	maxActionWords = 64
	maxActionWord  = 32
)

// roomAction is one action of a room's Doublets.
type roomAction struct {
	Kind   string          `json:"kind"`
	Status doublets.Status `json:"status,omitempty"`
	Chain  []string        `json:"chain,omitempty"` // the chain handed in, or an extra-chain
	Time   time.Duration   `json:"time_ns,omitempty"`
	Word   string          `json:"word,omitempty"` // a jewel
}

// waitingRemote reports whether the game waits for a seat played at
// another terminal (or, for a computer, by the room's copy).
func (g *Game) waitingRemote() bool {
	switch g.st.Phase {
	case writingIt:
		return g.st.Turn < len(g.seats) && (!g.link.Plays(g.st.Turn) || g.sent)
	case padding:
		return g.st.Pad >= 0 && g.st.Pad < len(g.seats) && (!g.link.Plays(g.st.Pad) || g.sent)
	}
	return false
}

// actor is the seat this copy acts for now: the seat at work if it is
// one of the copy's, else the copy's first seat (for start and next);
// −1 for a spectator.
func (g *Game) actor() int {
	var busy int
	switch g.st.Phase {
	case writingIt:
		busy = g.st.Turn
	case padding:
		busy = g.st.Pad
	case choosing:
		_, busy = g.chooseTurn()
	default:
		busy = -1
	}
	if busy >= 0 && g.link.Plays(busy) {
		return busy
	}
	if len(g.link.Seats) == 0 {
		return -1
	}
	return g.link.Seats[0]
}

// sendAction hands an action of this copy's to the room.
func (g *Game) sendAction(a roomAction) tea.Cmd {
	seat := g.actor()
	if seat < 0 {
		return nil
	}
	data, err := json.Marshal(a)
	if err != nil {
		return nil
	}
	g.link.Send(screen.Action{Seat: seat, Data: data})
	return nil
}

// sendKind sends an action that is its kind alone.
func (g *Game) sendKind(kind string) tea.Cmd { return g.sendAction(roomAction{Kind: kind}) }

// sendChain sends the writer's chain, and waits for it to come back.
func (g *Game) sendChain(a roomAction) tea.Cmd {
	g.sent = true
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	g.syncKeys()
	return tea.Batch(g.sendAction(a), g.spin.Tick)
}

// sendPutAway closes this copy's pad, and waits for the room.
func (g *Game) sendPutAway() tea.Cmd {
	cmd := g.sendKind(kindPutAway)
	g.sent = true
	g.syncKeys()
	return tea.Batch(cmd, g.spin.Tick)
}

// action applies an action the room accepted, if it is the next of the log
// and one its seat may take now; anything else is ignored, identically in
// every copy.
func (g *Game) action(msg screen.ActionMsg) tea.Cmd {
	if !g.cursor.Accept(msg) {
		return nil
	}
	a, ok := decodeAction(msg.Action.Data)
	if !ok {
		return nil
	}
	seat := msg.Action.Seat
	mine := g.link.Plays(seat)
	defer g.syncKeys()
	switch a.Kind {
	case kindStart, kindChain, kindPutAway:
		// The turn or the pad that follows began when the room accepted
		// this action; a copy built since counts its seat's time from then.
		defer func() {
			g.offset = 0
			if g.handoff == nil && (g.writingHuman() || g.padHuman()) {
				g.offset = msg.Age()
			}
		}()
	}
	switch g.st.Phase {
	case announcing:
		if a.Kind == kindStart {
			g.note = ""
			return g.startWriting()
		}
	case revealing:
		if a.Kind == kindNext {
			g.note = ""
			return g.afterReveal()
		}
	case writingIt:
		if a.Kind != kindChain || seat != g.st.Turn {
			return nil
		}
		if mine {
			g.sent = false
		}
		return g.handIn(a)
	case padding:
		if seat != g.st.Pad {
			return nil
		}
		switch a.Kind {
		case kindExtra:
			if !mine {
				_ = g.st.Match.AddExtra(seat, a.Chain)
				return nil
			}
			return g.writeExtra(a.Chain)
		case kindTakeBack:
			if g.st.Match.RemoveExtra(seat) && mine {
				g.rescorePad()
				g.padSay("Took back the last extra-chain.", false)
			}
		case kindPutAway:
			g.sent = false
			g.note = fmt.Sprintf("%s put the extra-chains away.", g.seats[seat].Name)
			return g.nextPad()
		}
	case choosing:
		if _, chooser := g.chooseTurn(); seat != chooser {
			return nil
		}
		switch a.Kind {
		case kindParlour:
			g.pickForSeat()
			g.note = fmt.Sprintf("Parlour chose for %s.", g.seats[seat].Name)
			g.advanceChoosing()
		case kindJewel:
			w := a.Word
			if !slices.Contains(g.page[len(w)], w) || slices.Contains(g.st.Chosen, w) || g.need(len(w)) == 0 {
				return nil
			}
			g.st.Chosen = append(g.st.Chosen, w)
			g.note = fmt.Sprintf("%s is a jewel.", strings.ToUpper(w))
			if g.turnDone() {
				g.advanceChoosing()
			}
		}
	}
	return nil
}

// handIn records the writer's chain from the room, if it is one the rules
// allow (a solved chain must be complete and correct link by link), and
// passes to the next seat.
func (g *Game) handIn(a roomAction) tea.Cmd {
	w := g.writer()
	switch a.Status {
	case doublets.Solved:
		l := NewLadder(g.dict, g.st.Doublet)
		l.Chain = a.Chain
		if l.attach(g.dict) != nil || !l.Complete() {
			return nil
		}
		w.Ladder.Chain = slices.Clone(a.Chain)
	case doublets.Abandoned:
	default:
		return nil
	}
	w.Status = a.Status
	w.Time = min(a.Time, doublets.MaxHandTime)
	if a.Status == doublets.Solved {
		g.note = fmt.Sprintf("%s handed in a chain.", g.seats[g.st.Turn].Name)
	} else {
		g.note = fmt.Sprintf("%s abandoned the doublet.", g.seats[g.st.Turn].Name)
	}
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	return g.nextWriter()
}

// decodeAction reads an action from another copy, which must be treated as
// hostile: a known kind, a time within bounds, a few short words of
// letters only.
func decodeAction(data []byte) (roomAction, bool) {
	var a roomAction
	if err := json.Unmarshal(data, &a); err != nil {
		return roomAction{}, false
	}
	switch a.Kind {
	case kindStart, kindChain, kindExtra, kindTakeBack, kindPutAway, kindJewel, kindParlour, kindNext:
	default:
		return roomAction{}, false
	}
	if a.Time < 0 || len(a.Chain) > maxActionWords || len(a.Word) > maxActionWord || !letters(a.Word) {
		return roomAction{}, false
	}
	for i, w := range a.Chain {
		a.Chain[i] = strings.ToLower(w)
		if len(w) == 0 || len(w) > maxActionWord || !letters(w) {
			return roomAction{}, false
		}
	}
	a.Word = strings.ToLower(a.Word)
	return a, true
}

// letters reports whether w is made of the letters a to z alone.
func letters(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

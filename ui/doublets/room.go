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
// of this screen, started from the same Config, and the seats write AT
// ONCE, each at its own terminal, as Carroll's players write on their own
// slips of paper (gameState.Together). When any seat says the table is
// ready (start), every copy shows the doublet to its own seat and starts
// that seat's clock from the moment the room accepted the start (a copy
// built later, its player reconnecting, counts from the start's stamp).
// A seat that has handed in, and a spectator, see only "waiting for X and
// Y": the names of the seats still writing, never their words or how far
// they are (a seat's own terminal also shows the chain it handed in). Each chain handed in carries the time the writer's own clock
// measured, so speed is scored as at one keyboard, on each seat's own
// clock; when every chain is in (handed in or abandoned), the doublet is
// scored and the pads open.
//
// The extra-chains pads are open at once too: each seat's pad is its own
// (its own set, its jewels once each), so every seat that waited gets its
// pad at its own terminal at the same time, for the time it waited
// (padBudget, as at one keyboard); the chains are revealed when every pad
// is put away. Choosing the jewels from the open book stays in turn: the
// seats share one book and one set of jewels, and a word one seat takes
// is gone for the next.
//
// Two people at one terminal in a room write in turn, as at one keyboard:
// the copy's seats one after the other, with the hand-over between them,
// each clock starting when its seat takes the hand-over; their pads too.
// The room's own copy plays the computer seats, one search after another,
// each bounded by time, and hands in each chain when its search ends (its
// time is the engine's, as at one keyboard).
//
// What the seats decide goes to the room as an action and is applied when
// it comes back, in the room's order, in every copy alike (action): the
// chain handed in (with the time the writer's own clock measured), an
// extra-chain written or taken back at a pad, a pad put away, a jewel
// chosen, and "the table is ready" (start) or "next doublet" (next), which
// any seat may send. A copy acts only for its own seats (the seat at work
// here, g.here), and every copy refuses a chain from a seat that has
// already handed in. What Parlour picks for a seat at the book and the
// computer seats' extra-chains are pure functions of the game so far
// (seeded from cfg.Seed), so every copy works them out alike.

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

// waitingRemote reports whether, in a room, this copy waits for the other
// terminals (or, for a computer, for the room's copy): none of its seats
// has anything to do, or its last action is on its way.
func (g *Game) waitingRemote() bool {
	if !g.st.Together {
		return false
	}
	switch g.st.Phase {
	case writingIt, padding:
		return g.here < 0 || g.sent
	}
	return false
}

// actor is the seat this copy acts for now: its seat at work if any, else
// the copy's first seat (for start and next); −1 for a spectator.
func (g *Game) actor() int {
	busy := -1
	switch g.st.Phase {
	case writingIt, padding:
		busy = g.here
	case choosing:
		_, busy = g.chooseTurn()
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

// startMine sets this copy's next seat that has not handed in to write:
// a person (behind a hand-over when the copy has several), or a computer's
// search in the room's copy; with none left, the copy waits for the others.
func (g *Game) startMine() tea.Cmd {
	g.thinker.Cancel()
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	g.here = -1
	for i, a := range g.st.Attempts {
		if a.Status == 0 && g.link.Plays(i) {
			g.here = i
			break
		}
	}
	cmd := g.startTurn()
	g.offset = 0
	if g.handoff == nil && g.writingHuman() {
		g.offset = g.age // a copy built late counts from the start
	}
	return cmd
}

// allIn reports whether every seat has handed in or abandoned its chain.
func (g *Game) allIn() bool {
	for _, a := range g.st.Attempts {
		if a.Status == 0 {
			return false
		}
	}
	return true
}

// action applies an action the room accepted, if it is the next of the log
// and one its seat may take now; anything else is ignored, identically in
// every copy. The game's last doublet revealed, the result takes its place.
func (g *Game) action(msg screen.ActionMsg) (screen.Screen, tea.Cmd) {
	if !g.cursor.Accept(msg) {
		return g, nil
	}
	a, ok := decodeAction(msg.Action.Data)
	seat := msg.Action.Seat
	if !ok || seat < 0 || seat >= len(g.seats) {
		return g, nil
	}
	g.age = msg.Age()
	defer func() { g.age = 0 }()
	defer g.syncKeys()
	switch g.st.Phase {
	case announcing:
		if a.Kind == kindStart {
			g.note = ""
			return g, g.startWriting()
		}
	case revealing:
		if a.Kind == kindNext {
			g.note = ""
			return g.afterReveal()
		}
	case writingIt:
		if a.Kind != kindChain || g.st.Attempts[seat].Status != 0 {
			return g, nil
		}
		if seat == g.here {
			g.sent = false
		}
		return g, g.handIn(seat, a)
	case padding:
		if seat >= len(g.st.PadOpen) || !g.st.PadOpen[seat] {
			return g, nil
		}
		switch a.Kind {
		case kindExtra:
			if seat != g.here {
				_ = g.st.Match.AddExtra(seat, a.Chain)
				return g, nil
			}
			return g, g.writeExtra(a.Chain)
		case kindTakeBack:
			if g.st.Match.RemoveExtra(seat) && seat == g.here {
				g.rescorePad()
				g.padSay("Took back the last extra-chain.", false)
			}
		case kindPutAway:
			g.st.PadOpen[seat] = false
			g.note = fmt.Sprintf("%s put the extra-chains away.", g.seats[seat].Name)
			if seat == g.here {
				g.sent = false
				return g, g.nextMinePad()
			}
			if !slices.Contains(g.st.PadOpen, true) {
				return g, g.reveal()
			}
		}
	case choosing:
		if _, chooser := g.chooseTurn(); seat != chooser {
			return g, nil
		}
		switch a.Kind {
		case kindParlour:
			g.pickForSeat()
			g.note = fmt.Sprintf("Parlour chose for %s.", g.seats[seat].Name)
			g.advanceChoosing()
		case kindJewel:
			w := a.Word
			if !slices.Contains(g.page[len(w)], w) || slices.Contains(g.st.Chosen, w) || g.need(len(w)) == 0 {
				return g, nil
			}
			g.st.Chosen = append(g.st.Chosen, w)
			g.note = fmt.Sprintf("%s is a jewel.", strings.ToUpper(w))
			if g.turnDone() {
				g.advanceChoosing()
			}
		}
	}
	return g, nil
}

// handIn records seat's chain from the room, if it is one the rules allow
// (a solved chain must be complete and correct link by link). When it was
// this copy's seat at work, the copy's next seat writes; when it was the
// last chain, the doublet is scored and the pads open.
func (g *Game) handIn(seat int, a roomAction) tea.Cmd {
	w := &g.st.Attempts[seat]
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
		g.note = fmt.Sprintf("%s handed in a chain.", g.seats[seat].Name)
	} else {
		g.note = fmt.Sprintf("%s abandoned the doublet.", g.seats[seat].Name)
	}
	if g.allIn() {
		g.handoff = nil
		g.here = -1
		if err := g.score(); err != nil {
			// As at one keyboard: the last seat writes again.
			w.Status = 0
			g.note = "Cannot score this doublet: " + err.Error()
			return g.startMine()
		}
		return g.startPads()
	}
	if seat == g.here {
		return g.startMine()
	}
	return nil
}

// waitingView is what a copy shows while the other terminals work: the
// names of the seats still writing (or at their pads), nothing of what
// they write; and, while the chains are written, what this copy's own
// seats handed in.
func (g *Game) waitingView() string {
	view := g.waitingLine()
	if g.st.Phase != writingIt || view == "" {
		return view
	}
	t := g.env.Theme
	for i, a := range g.st.Attempts {
		if !g.link.Plays(i) || a.Status == 0 {
			continue
		}
		line := fmt.Sprintf("%s abandoned the doublet at %s.", g.seats[i].Name, formatTenths(a.Time))
		if a.Status == doublets.Solved {
			line = fmt.Sprintf("%s handed in %s (%s, %s).", g.seats[i].Name, strings.ToUpper(strings.Join(a.Ladder.Chain, " ")),
				countOf(a.Ladder.Links(), "link"), formatTenths(a.Time))
		}
		view += "\n\n" + t.Muted.Width(max(g.width-1, 20)).Render(line)
	}
	return view
}

// waitingLine names the seats the copy waits for.
func (g *Game) waitingLine() string {
	t := g.env.Theme
	if g.sent {
		return g.spin.View() + " Handing in" + t.Glyph.Ellipsis
	}
	var names []string
	doing := ""
	switch g.st.Phase {
	case writingIt:
		for i, a := range g.st.Attempts {
			if a.Status == 0 {
				names = append(names, g.seats[i].Name)
			}
		}
	case padding:
		for i, open := range g.st.PadOpen {
			if open {
				names = append(names, g.seats[i].Name)
			}
		}
		doing = ", making extra-chains"
	}
	if len(names) == 0 {
		return ""
	}
	return g.spin.View() + " Waiting for " + joinNames(names) + doing + t.Glyph.Ellipsis
}

// joinNames writes "Ada", "Ada and Bob", "Ada, Bob and Cook".
func joinNames(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
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

package doublets

import (
	"encoding/json"
	"fmt"
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
// slips of paper (TableConfig.Together). When any seat says the table is
// ready (start), every copy shows the doublet to its own seat and starts
// that seat's clock from the moment the room accepted the start (a copy
// built later, its player reconnecting, counts from the start's stamp).
// A seat that has handed in, and a spectator, see only "waiting for X and
// Y": the names of the seats still writing, never their words or how far
// they are (a seat's own terminal also shows the chain it handed in).
// Each chain handed in carries the time the writer's own clock measured,
// so speed is scored as at one keyboard, on each seat's own
// clock; when every chain is in (handed in or abandoned), the doublet is
// scored and the pads open.
//
// The extra-chains pads are open at once too: each seat's pad is its own
// (its own set, its jewels once each), so every seat that waited gets its
// pad at its own terminal at the same time, for the time it waited
// (Table.PadBudget, as at one keyboard); the chains are revealed when every pad
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
// What the seats decide goes to the room as an action of the table
// (doublets.Action, on the wire a roomAction) and is applied when it comes
// back, in the room's order, in every copy alike (action): the chain
// handed in (with the time the writer's own clock measured), abandoned or
// timed out, an extra-chain written or taken back at a pad, a pad put
// away, a jewel chosen, and "the table is ready" (start) or "next doublet"
// (next), which any seat may send. A copy acts only for its own seats (the
// seat at work here, g.here), and the table refuses, in every copy alike,
// what its rules do not allow: a chain from a seat that has already handed
// in, a broken one. What Parlour picks for a seat at the book and the
// computer seats' extra-chains are pure functions of the game so far
// (seeded from cfg.Seed), so every copy's table works them out alike.

// The kinds of room action, on the wire.
const (
	kindStart    = "start"    // the announced doublet is to be written
	kindChain    = "chain"    // the writer's chain, or its abandoning
	kindTimeOut  = "timeout"  // the writer's time for the chain is up
	kindExtra    = "extra"    // an extra-chain at the seat's pad
	kindTakeBack = "takeback" // the pad's last extra-chain taken back
	kindPutAway  = "putaway"  // the pad closed
	kindJewel    = "jewel"    // a jewel chosen at the open book
	kindParlour  = "parlour"  // Parlour chooses the rest of the seat's turn
	kindNext     = "next"     // the reveal read: the next doublet
	kindDraft    = "draft"    // the chain written so far (not the table's)
)

// wireKinds are the table's actions by their kind on the wire; a chain
// handed in and one abandoned share theirs, told apart by the status.
var wireKinds = map[string]doublets.ActionKind{kindStart: doublets.Start, kindTimeOut: doublets.TimeOut,
	kindExtra: doublets.AddExtra, kindTakeBack: doublets.TakeBack, kindPutAway: doublets.PutAway,
	kindJewel: doublets.PickJewel, kindParlour: doublets.LetParlour, kindNext: doublets.Next}

// Bounds on an action from another copy.
const (
	maxActionWords = 64
	maxActionWord  = 32
)

// roomAction is one action of a room's Doublets, as it goes on the wire;
// the seat goes beside it (screen.Action).
type roomAction struct {
	Kind   string          `json:"kind"`
	Status doublets.Status `json:"status,omitempty"`
	Chain  []string        `json:"chain,omitempty"` // the chain handed in, or an extra-chain
	Time   time.Duration   `json:"time_ns,omitempty"`
	Word   string          `json:"word,omitempty"` // a jewel
	Seq    int             `json:"seq,omitempty"`  // a draft's number
}

// kind is the table's kind of the action; 0 for none.
func (w roomAction) kind() doublets.ActionKind {
	switch {
	case w.Kind == kindChain && w.Status == doublets.Solved:
		return doublets.HandIn
	case w.Kind == kindChain && w.Status == doublets.Abandoned:
		return doublets.Abandon
	}
	return wireKinds[w.Kind]
}

// wire writes an action of the table for the room.
func wire(a doublets.Action) roomAction {
	w := roomAction{Chain: a.Chain, Time: a.Time, Word: a.Word}
	switch a.Kind {
	case doublets.HandIn:
		w.Kind, w.Status = kindChain, doublets.Solved
	case doublets.Abandon:
		w.Kind, w.Status = kindChain, doublets.Abandoned
	default:
		for kind, k := range wireKinds {
			if k == a.Kind {
				w.Kind = kind
			}
		}
	}
	return w
}

// waitingRemote reports whether, in a room, this copy waits for the other
// terminals (or, for a computer, for the room's copy): none of its seats
// has anything to do, or its last action is on its way.
func (g *Game) waitingRemote() bool {
	switch g.table.Phase() {
	case doublets.Writing, doublets.Padding:
		return g.link.InRoom() && (g.here < 0 || g.sent)
	}
	return false
}

// send hands an action of this copy's to the room.
func (g *Game) send(a doublets.Action) tea.Cmd {
	data, err := json.Marshal(wire(a))
	if err != nil {
		return nil
	}
	g.link.Send(screen.Action{Seat: a.Seat, Data: data})
	return nil
}

// sendDraft keeps the chain written so far in the room's log, so that it
// survives the writer's terminal: a copy built when he comes back (his
// connection lost) replays it. Only the writer's own copies take it up
// (draft); no screen draws another seat's.
func (g *Game) sendDraft() tea.Cmd {
	if !g.link.InRoom() || g.here < 0 {
		return nil
	}
	dr := g.writer()
	dr.sent++
	data, err := json.Marshal(roomAction{Kind: kindDraft, Chain: dr.Ladder.Chain, Seq: dr.sent})
	if err == nil {
		g.link.Send(screen.Action{Seat: g.here, Data: data})
	}
	return nil
}

// draft takes up a chain written so far from the room's log, for a seat
// this copy plays that is writing the doublet in play: one newer than any
// this copy sent (a copy rebuilt after a lost connection has sent none),
// and sound. Anything else is ignored.
func (g *Game) draft(seat int, w roomAction) {
	if !g.link.Plays(seat) || !g.table.Writes(seat) || len(w.Chain) > maxActionWords {
		return
	}
	dr := &g.drafts[seat]
	if w.Seq <= dr.sent {
		return
	}
	l := Ladder{Doublet: g.table.Doublet(), Chain: make([]string, len(w.Chain))}
	for i, word := range w.Chain {
		if !shortWord(word) {
			return
		}
		l.Chain[i] = strings.ToLower(word)
	}
	if len(l.Chain) == 0 || l.Chain[0] != l.Doublet.From() || l.attach(g.dict) != nil {
		return
	}
	dr.Ladder, dr.sent = l, w.Seq
}

// sendChain sends the writer's chain, and waits for it to come back.
func (g *Game) sendChain(a doublets.Action) tea.Cmd {
	g.sent = true
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	g.syncKeys()
	a.Seat = g.here
	return tea.Batch(g.send(a), g.spin.Tick)
}

// sendPutAway closes this copy's pad, and waits for the room.
func (g *Game) sendPutAway() tea.Cmd {
	cmd := g.send(doublets.Action{Kind: doublets.PutAway, Seat: g.here})
	g.sent = true
	g.syncKeys()
	return tea.Batch(cmd, g.spin.Tick)
}

// action applies an action the room accepted, if it is the next of the log
// and the table allows it; anything else is ignored, identically in every
// copy. The game's last doublet revealed, the result takes its place.
func (g *Game) action(msg screen.ActionMsg) (screen.Screen, tea.Cmd) {
	if !g.cursor.Accept(msg) {
		return g, nil
	}
	var w roomAction
	if json.Unmarshal(msg.Action.Data, &w) == nil && w.Kind == kindDraft {
		if seat := msg.Action.Seat; seat >= 0 && seat < len(g.seats) {
			g.draft(seat, w)
		}
		return g, nil
	}
	a, ok := decodeAction(msg.Action.Data, msg.Action.Seat, len(g.seats))
	if !ok {
		return g, nil
	}
	if a.Seat == g.here && (a.Kind == doublets.PutAway || a.Kind == doublets.HandIn || a.Kind == doublets.Abandon || a.Kind == doublets.TimeOut) {
		g.sent = false // this copy's own, come back
	}
	g.age = msg.Age()
	defer func() { g.age = 0 }()
	next, err := g.table.Apply(a)
	if err != nil {
		if a.Seat == g.here && a.Kind == doublets.AddExtra {
			g.refused(a, err)
		}
		g.syncKeys()
		return g, nil
	}
	g.note = g.news(a)
	return g.playing(g.enter(next, a))
}

// waitingView is what a copy shows while the other terminals work: the
// names of the seats still writing (or at their pads), nothing of what
// they write; and, while the chains are written, what this copy's own
// seats handed in.
func (g *Game) waitingView() string {
	view := g.waitingLine()
	if g.table.Phase() != doublets.Writing || view == "" {
		return view
	}
	t := g.env.Theme
	for i := range g.seats {
		h := g.table.Hand(i)
		if !g.link.Plays(i) || h.Status == 0 {
			continue
		}
		line := fmt.Sprintf("%s abandoned the doublet at %s.", g.seats[i].Name, formatTenths(h.Time))
		if h.Status == doublets.Solved {
			line = fmt.Sprintf("%s handed in %s (%s, %s).", g.seats[i].Name, strings.ToUpper(strings.Join(h.Chain, " ")),
				countOf(g.table.Doublet().Links(h.Chain), "link"), formatTenths(h.Time))
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
	for i, s := range g.seats {
		if g.table.Writes(i) || g.table.PadOpen(i) {
			names = append(names, s.Name+g.env.AwayMark(i))
		}
	}
	if g.table.Phase() == doublets.Padding {
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

// decodeAction reads an action of seat from another copy, which must be
// treated as hostile: a seat at the table, a known kind, a time within
// bounds, a few short words of letters only. The table then checks it
// against the rules.
func decodeAction(data []byte, seat, seats int) (doublets.Action, bool) {
	var w roomAction
	if err := json.Unmarshal(data, &w); err != nil || seat < 0 || seat >= seats {
		return doublets.Action{}, false
	}
	a := doublets.Action{Seat: seat, Kind: w.kind(), Chain: w.Chain, Time: w.Time, Word: strings.ToLower(w.Word)}
	if a.Kind == 0 || w.Time < 0 || w.Time > doublets.MaxHandTime || len(w.Chain) > maxActionWords || !shortWord(w.Word) {
		return doublets.Action{}, false
	}
	for i, word := range w.Chain {
		a.Chain[i] = strings.ToLower(word)
		if word == "" || !shortWord(word) {
			return doublets.Action{}, false
		}
	}
	return a, true
}

// shortWord reports whether w is a few letters a to z alone.
func shortWord(w string) bool { return len(w) <= maxActionWord && letters(w) }

// letters reports whether w is made of the letters a to z alone.
func letters(w string) bool {
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return true
}

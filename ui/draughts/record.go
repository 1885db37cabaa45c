package draughts

import (
	"errors"
	"fmt"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
)

// The kinds of event in a game's record.
const (
	moveEvent   = "move"
	huffEvent   = "huff"   // the side to move huffs the piece on Square
	noticeEvent = "notice" // Side gives notice under Victorian rule 10 or 11
	takeEvent   = "take"   // the side to move says "Take" (rule 6): the last move goes back, and a capture must be made
)

// event is one thing done at the board: a move, a huff, a notice or a
// call of "Take".
type event struct {
	Kind   string         `json:"kind"`
	Move   *draughts.Move `json:"move,omitempty"`
	Square int            `json:"square,omitempty"`
	Side   draughts.Color `json:"side,omitempty"`
	// What is a room proposal (undo, redo or draw); Yes an answer to it.
	What string `json:"what,omitempty"`
	Yes  bool   `json:"yes,omitempty"`
}

// apply does e to s.
func (e event) apply(s draughts.State) (draughts.State, error) {
	switch e.Kind {
	case moveEvent:
		if e.Move == nil {
			return s, errors.New("a move event without a move")
		}
		return s.Apply(*e.Move)
	case huffEvent:
		return s.Huff(e.Square)
	case noticeEvent:
		return s.GiveNotice(e.Side)
	case takeEvent:
		return s.SayTake()
	}
	return s, fmt.Errorf("unknown event %q", e.Kind)
}

// record is a game as played: the kit's record of its events, with what
// draughts reads from them.
type record struct {
	kit.Record[draughts.State, event]
}

// newRecord starts a record at s.
func newRecord(s draughts.State) record {
	return record{kit.NewRecord(s, applyEvent, eventText)}
}

// applyEvent does e to s.
func applyEvent(s draughts.State, e event) (draughts.State, error) { return e.apply(s) }

// eventText is a move event's PDN, as written in the state before it; the
// other events have none.
func eventText(s draughts.State, e event) string {
	if e.Kind != moveEvent {
		return ""
	}
	return s.MoveText(*e.Move)
}

// replay rebuilds a record from its events, played of them in effect.
func replay(start draughts.State, events []event, played int) (record, error) {
	r, err := newRecord(start).Replay(events, played, "event")
	return record{r}, err
}

// movesInEffect lists the indexes of the move events in effect: every
// move played, less those a call of "Take" sent back.
func (r *record) movesInEffect() []int {
	var out []int
	for i := 0; i < r.Played; i++ {
		switch r.Moves[i].Kind {
		case moveEvent:
			out = append(out, i)
		case takeEvent:
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
		}
	}
	return out
}

// lastMove returns the last move in effect.
func (r *record) lastMove() (draughts.Move, bool) {
	if ms := r.movesInEffect(); len(ms) > 0 {
		return *r.Moves[ms[len(ms)-1]].Move, true
	}
	return draughts.Move{}, false
}

// describe says what event i (0-based) did, for a message.
func (r *record) describe(i int) string {
	e := r.Moves[i]
	switch e.Kind {
	case moveEvent:
		return r.Text(i)
	case huffEvent:
		return fmt.Sprintf("the huff of %d", e.Square)
	case takeEvent:
		return `the call of "Take"`
	}
	return e.Side.String() + "'s notice"
}

// mover is the side that did event i.
func (r *record) mover(i int) draughts.Color {
	if e := r.Moves[i]; e.Kind == noticeEvent {
		return e.Side
	}
	return r.Before(i).Turn()
}

// pdn returns the game as PDN holds it: the moves and huffs in effect. A
// move sent back by "Take" is left out (the capture made instead stands
// in its place); notices and the call itself have no place in PDN.
func (r *record) pdn(tags []draughts.Tag, result string) draughts.Record {
	g := draughts.Record{Tags: tags, Start: r.Start(), Result: result}
	for _, e := range r.InEffect() {
		switch e.Kind {
		case moveEvent:
			g.Moves = append(g.Moves, *e.Move)
		case huffEvent:
			g.Huffs = append(g.Huffs, draughts.Huff{Before: len(g.Moves), Square: e.Square})
		case takeEvent:
			// A huff cannot come between the move and the call, so the
			// huffs recorded so far stay before the moves they preceded.
			g.Moves = g.Moves[:len(g.Moves)-1]
		}
	}
	return g
}

// fromPDN turns a game read from PDN into a record.
func fromPDN(g draughts.Record) (record, error) {
	var events []event
	h := 0
	for i := 0; i <= len(g.Moves); i++ {
		for ; h < len(g.Huffs) && g.Huffs[h].Before == i; h++ {
			events = append(events, event{Kind: huffEvent, Square: g.Huffs[h].Square})
		}
		if i < len(g.Moves) {
			m := g.Moves[i]
			events = append(events, event{Kind: moveEvent, Move: &m})
		}
	}
	return replay(g.Start, events, len(events))
}

// moveLine is one numbered line of the move list: "12. 11-15 23-19".
type moveLine struct {
	number      int
	first, next string // the first mover's move and the reply; "..." for none
}

// moveLines lists the moves in effect, numbered, two to a line.
func (r *record) moveLines() []moveLine {
	var out []moveLine
	first := r.Start().Rules().Variant.FirstToMove()
	for _, i := range r.movesInEffect() {
		s := r.Before(i)
		text := r.Text(i)
		if s.Turn() == first || len(out) == 0 {
			l := moveLine{number: s.MoveNumber()}
			if s.Turn() == first {
				l.first = text
			} else {
				l.first, l.next = "...", text
			}
			out = append(out, l)
			continue
		}
		out[len(out)-1].next = text
	}
	return out
}

// taken returns how many of side c's pieces have left the board since the
// start, by capture or huff.
func (r *record) taken(c draughts.Color) int {
	m0, k0 := r.Start().Count(c)
	m, k := r.Now().Count(c)
	return m0 + k0 - m - k
}

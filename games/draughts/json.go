package draughts

import (
	"encoding/json"
	"fmt"
)

// stateJSON is the saved form of a State. Positions are written as FEN so
// that a save file can be read by a person.
type stateJSON struct {
	Rules    Rules      `json:"rules"`
	FEN      string     `json:"fen"`
	MoveNo   int        `json:"move_number"`
	History  []string   `json:"history,omitempty"` // earlier positions since the last irreversible move
	Clocks   clocksJSON `json:"clocks"`
	Huffable []int      `json:"huffable,omitempty"`
	Missed   *State     `json:"missed,omitempty"`    // before a move that left a capture untaken
	MustTake bool       `json:"must_take,omitempty"` // "Take" was said
}

type clocksJSON struct {
	Quiet    int   `json:"quiet"`
	Ending   int   `json:"ending"`
	Short    int   `json:"short"`
	Notice   int   `json:"notice"`
	NoticeBy Color `json:"notice_by"`
}

// MarshalJSON writes the state for a save file.
func (s State) MarshalJSON() ([]byte, error) {
	out := stateJSON{
		Rules:    s.rules,
		FEN:      s.FEN(),
		MoveNo:   s.moveNo,
		Clocks:   clocksJSON{s.clocks.quiet, s.clocks.ending, s.clocks.short, s.clocks.notice, s.clocks.noticeBy},
		Huffable: s.HuffableSquares(),
		Missed:   s.missed,
		MustTake: s.mustTake,
	}
	for _, h := range s.history {
		t := s
		t.pos = h
		out.History = append(out.History, t.FEN())
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads a state written by MarshalJSON, checking it.
func (s *State) UnmarshalJSON(data []byte) error {
	var in stateJSON
	if err := json.Unmarshal(data, &in); err != nil {
		return err
	}
	t, err := ParseFEN(in.FEN, in.Rules)
	if err != nil {
		return err
	}
	if in.MoveNo < 1 {
		return fmt.Errorf("saved draughts game: move number %d", in.MoveNo)
	}
	t.moveNo = in.MoveNo
	for _, f := range in.History {
		h, err := ParseFEN(f, in.Rules)
		if err != nil {
			return fmt.Errorf("saved draughts game, history: %w", err)
		}
		t.history = append(t.history, h.pos)
	}
	c := in.Clocks
	if c.Quiet < 0 || c.Ending < -1 || c.Short < -1 || c.Notice < -1 || c.NoticeBy > White {
		return fmt.Errorf("saved draughts game: bad draw counts %+v", c)
	}
	t.clocks = clocks{quiet: c.Quiet, ending: c.Ending, short: c.Short, notice: c.Notice, noticeBy: c.NoticeBy}
	if len(in.Huffable) > 0 && !in.Rules.Huffing {
		return fmt.Errorf("saved draughts game: pieces to huff, but huffing is not in the rules")
	}
	g := geometryOf(in.Rules.Variant)
	for _, sq := range in.Huffable {
		if !g.onBoard(sq) || t.pos.pieces[t.pos.side^1]&g.cellBit(sq) == 0 {
			return fmt.Errorf("saved draughts game: square %d cannot be huffed", sq)
		}
		t.huffable |= g.cellBit(sq)
	}
	if (in.Missed != nil || in.MustTake) && !in.Rules.Huffing {
		return fmt.Errorf("saved draughts game: \"Take\" belongs to the huffing rule")
	}
	if in.Missed != nil {
		m := *in.Missed
		if m.rules != in.Rules {
			return fmt.Errorf("saved draughts game: the position before the last move has other rules")
		}
		m.missed = nil
		t.missed = &m
	}
	t.mustTake = in.MustTake
	*s = t
	return nil
}

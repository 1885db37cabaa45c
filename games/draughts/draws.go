package draughts

import (
	"errors"
	"fmt"
)

// clocks are the running counts of the draw rules, in plies (one side's
// move). A count of -1 is not running.
type clocks struct {
	quiet    int   // since the last capture, man move or huff
	ending   int   // Victorian rule 10, or the FMJD 16-move ending
	short    int   // the FMJD 5-move ending
	notice   int   // Victorian rule 11, since notice was given
	noticeBy Color // who gave notice
}

func freshClocks() clocks { return clocks{ending: -1, short: -1, notice: -1} }

// The limits, in plies.
const (
	modernQuietLimit = 80 // 40 moves each without a capture or a man moved
	polishQuietLimit = 50 // 25 moves each with only kings moving
	rule10Limit      = 40 // two kings against one: 20 moves each
	rule11Limit      = 80 // after notice: 40 moves each
	fmjd16Limit      = 32 // FMJD 6.3: 16 moves each
	fmjd5Limit       = 10 // FMJD 6.4: 5 moves each
)

// tick advances the clocks over a move that led to p.
func (c *clocks) tick(r Rules, p *position, irreversible bool) {
	if irreversible {
		c.quiet = 0
	} else {
		c.quiet++
	}
	if c.notice >= 0 {
		c.notice++
	}
	c.settle(r, p, true)
}

// settle starts and stops the ending counts for the material of p, and
// advances the running ones when a move was made (counting is false for a
// huff or a new game).
func (c *clocks) settle(r Rules, p *position, counting bool) {
	step := func(n int, on bool) int {
		switch {
		case !on:
			return -1
		case n < 0:
			return 0
		case counting:
			return n + 1
		}
		return n
	}
	switch {
	case r.Variant == Polish:
		long, short := fmjdEnding(p)
		// The 16-move count started by a 6.3 ending keeps running when a
		// capture turns it into a 6.4 ending; the 5-move count then runs
		// beside it and the first to expire draws.
		c.ending = step(c.ending, long || (short && c.ending >= 0))
		c.short = step(c.short, short)
	case r.Draws == Victorian:
		// Rule 10 counts only once the lone king has given notice.
		c.ending = step(c.ending, c.ending >= 0 && twoKingsAgainstOne(p))
	}
}

// fmjdEnding classifies p for the FMJD rules: long for three kings, two
// kings and a man, or a king and two men against a lone king (6.3); short
// for two kings, a king and a man, or a king against a lone king (6.4).
func fmjdEnding(p *position) (long, short bool) {
	bm, bk := p.counts(Black)
	wm, wk := p.counts(White)
	return fmjdMaterial(bm, bk, wm, wk)
}

// fmjdMaterial is fmjdEnding for so many men and kings of each side.
func fmjdMaterial(bm, bk, wm, wk int) (long, short bool) {
	for _, sides := range [2][4]int{{bm, bk, wm, wk}, {wm, wk, bm, bk}} {
		m, k, lone := sides[0], sides[1], sides[2] == 0 && sides[3] == 1
		switch {
		case !lone:
		case k >= 1 && m+k == 3:
			return true, false
		case k >= 1 && m+k <= 2:
			return false, true
		}
	}
	return false, false
}

// twoKingsAgainstOne reports the ending of Victorian rule 10: two kings
// against one king and nothing else.
func twoKingsAgainstOne(p *position) bool {
	bm, bk := p.counts(Black)
	wm, wk := p.counts(White)
	return bm == 0 && wm == 0 && (bk == 2 && wk == 1 || bk == 1 && wk == 2)
}

// drawn reports whether a count has run out, and which.
func (c clocks) drawn(r Rules) (reason string, ok bool) {
	switch {
	case r.Variant == Polish && c.quiet >= polishQuietLimit:
		return "25 moves each with only kings moving and no capture", true
	case r.Variant == Polish && c.ending >= fmjd16Limit:
		return "the 16-move ending (three pieces against a lone king) was not won", true
	case r.Variant == Polish && c.short >= fmjd5Limit:
		return "the 5-move ending (two pieces or fewer against a lone king) was not won", true
	case r.Variant == Polish:
		return "", false
	case r.Draws == Modern && c.quiet >= modernQuietLimit:
		return "40 moves each without a capture or a man moved", true
	case r.Draws == Victorian && c.ending >= rule10Limit:
		return "two kings against one were not won within 20 moves each (rule 10)", true
	case r.Draws == Victorian && c.notice >= rule11Limit:
		return fmt.Sprintf("the game was not won within 40 moves each of %s's notice (rule 11)", c.noticeBy), true
	}
	return "", false
}

// pliesLeft is the number of plies before the nearest count runs out, or a
// large number when none is running; the search uses it.
func (c clocks) pliesLeft(r Rules) int {
	left := 1 << 20
	low := func(n, limit int) {
		if n >= 0 && limit-n < left {
			left = limit - n
		}
	}
	switch {
	case r.Variant == Polish:
		low(c.quiet, polishQuietLimit)
		low(c.ending, fmjd16Limit)
		low(c.short, fmjd5Limit)
	case r.Draws == Modern:
		low(c.quiet, modernQuietLimit)
	default:
		low(c.ending, rule10Limit)
		low(c.notice, rule11Limit)
	}
	return left
}

// counter is a draw count in progress, for display.
type counter struct {
	// Rule names what is counted, such as "40-move rule".
	Rule string `json:"rule"`
	// Limit is the number of moves each side is allowed.
	Limit int `json:"limit"`
	// Plies is how many single moves (one side's turn) have been counted.
	Plies int `json:"plies"`
	// MovesLeft is how many more moves the side to move may make before
	// the game is drawn; the same or one fewer for the other side.
	MovesLeft int `json:"moves_left"`
}

// Counters lists the draw counts that are running, nearest to the limit
// first. The quiet-move count (40-move or 25-move rule) is listed once
// anything has been counted.
func (s State) Counters() []counter {
	var out []counter
	add := func(rule string, plies, limit int) {
		if plies < 0 {
			return
		}
		out = append(out, counter{Rule: rule, Limit: limit / 2, Plies: plies, MovesLeft: (limit - plies + 1) / 2})
	}
	c, r := s.clocks, s.rules
	switch {
	case r.Variant == Polish:
		add("5-move ending", c.short, fmjd5Limit)
		add("16-move ending", c.ending, fmjd16Limit)
		if c.quiet > 0 {
			add("25-move rule", c.quiet, polishQuietLimit)
		}
	case r.Draws == Modern:
		if c.quiet > 0 {
			add("40-move rule", c.quiet, modernQuietLimit)
		}
	default:
		add("rule 10: two kings against one", c.ending, rule10Limit)
		add("rule 11: notice given by "+c.noticeBy.String(), c.notice, rule11Limit)
	}
	for i := 1; i < len(out); i++ { // nearest first; the lists are tiny
		for j := i; j > 0 && out[j].MovesLeft < out[j-1].MovesLeft; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// GiveNotice records that side c gives notice that it will count the
// moves, as the Victorian rules 10 and 11 require before a count runs
// ("notice must be given by the player that he will count the moves"):
// under rule 10 a lone king against two kings, and then the two kings must
// win within 20 moves each; under rule 11 a side with two pieces against
// three or more, and then the stronger side must win within 40 moves each.
// The turn does not pass.
func (s State) GiveNotice(c Color) (State, error) {
	if s.rules.Variant == Polish || s.rules.Draws != Victorian {
		return s, errors.New("notice under rules 10 and 11 belongs to the Victorian draw rules")
	}
	if o := Outcome(s); o.Status != Ongoing {
		return s, fmt.Errorf("the game is over: %s", o.Reason)
	}
	mine, theirs := countAll(&s.pos, c), countAll(&s.pos, c.Opponent())
	if twoKingsAgainstOne(&s.pos) && mine == 1 {
		if s.clocks.ending >= 0 {
			return s, fmt.Errorf("%s has already given notice under rule 10", c)
		}
		s.clocks.ending = 0
		return s, nil
	}
	if s.clocks.notice >= 0 {
		return s, fmt.Errorf("%s has already given notice", s.clocks.noticeBy)
	}
	if mine != 2 || theirs < 3 {
		return s, fmt.Errorf("only a lone king against two kings (rule 10), or a side with two pieces against three or more (rule 11), may give notice; %s has %d against %d", c, mine, theirs)
	}
	s.clocks.notice, s.clocks.noticeBy = 0, c
	return s, nil
}

// NoticeTerms says what notice by side c would start now: the rule (10 or
// 11) and the moves each side then has; ok is false when c may not give
// notice.
func (s State) NoticeTerms(c Color) (rule, movesEach int, ok bool) {
	if !s.CanGiveNotice(c) {
		return 0, 0, false
	}
	if twoKingsAgainstOne(&s.pos) {
		return 10, rule10Limit / 2, true
	}
	return 11, rule11Limit / 2, true
}

// CanGiveNotice reports whether side c may give notice now (see
// GiveNotice).
func (s State) CanGiveNotice(c Color) bool {
	_, err := s.GiveNotice(c)
	return err == nil
}

// NoticeGiven reports whether notice under rule 11 is running, and by whom.
func (s State) NoticeGiven() (by Color, ok bool) {
	return s.clocks.noticeBy, s.clocks.notice >= 0
}

func countAll(p *position, c Color) int {
	m, k := p.counts(c)
	return m + k
}

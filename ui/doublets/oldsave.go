package doublets

import (
	"fmt"
	"slices"
	"time"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// oldState is what a save of version 2 holds: the record of the doublets
// scored (doublets.Match) and the screen's state beside it.
type oldState struct {
	Length     int              `json:"length"`
	Difficulty string           `json:"difficulty"`
	Doublets   int              `json:"doublets"`
	Limit      time.Duration    `json:"limit_ns"`
	Seed       uint64           `json:"seed"`
	Drawn      int              `json:"drawn"`
	Match      *doublets.Match  `json:"match"`
	Phase      string           `json:"phase"`
	Doublet    doublets.Doublet `json:"doublet"`
	Turn       int              `json:"turn"`
	Attempts   []draftHand      `json:"attempts"`
	Pad        int              `json:"pad,omitempty"`
	PadTime    time.Duration    `json:"pad_ns,omitempty"`
	Chosen     []string         `json:"chosen,omitempty"`
	Together   bool             `json:"together,omitempty"`
}

// draftHand is a seat's chain for the doublet in play in a save of
// version 2: Status 0 while it writes.
type draftHand struct {
	draft
	Status doublets.Status `json:"status,omitempty"`
}

// readOldSave turns a save of version 2 into the game's record: the same
// table, its jewels given when they were chosen before, replayed from the
// seed, each doublet it draws checked against the save's, every hand
// handed in again, each person's extra-chains written at the first pad it
// had. A save whose record does not lead to the state beside it is
// refused with the first fault.
func readOldSave(d *dict.Dict, state []byte, table []seats.Seat) (savedGame, error) {
	var st oldState
	if err := store.DecodeState(state, &st); err != nil {
		return savedGame{}, err
	}
	c, err := st.converter(d, table)
	if err != nil {
		return savedGame{}, err
	}
	for k, p := range c.match.Played {
		c.play(k, p)
	}
	c.inPlay()
	if c.err != nil {
		return savedGame{}, c.err
	}
	switch {
	case c.t.Phase() != c.phase:
		return savedGame{}, fmt.Errorf("the save shows %v where its record leads to %v", c.phase, c.t.Phase())
	case c.t.Drawn() != st.Drawn:
		return savedGame{}, fmt.Errorf("%d doublets drawn, %d in the record", st.Drawn, c.t.Drawn())
	case !sameExtra(c.t.Match().Extra, c.match.Extra):
		return savedGame{}, fmt.Errorf("the extra-chains are not ones the pads took")
	}
	s := savedGame{Record: c.t.Record()}
	if c.phase == doublets.Writing {
		for _, a := range st.Attempts {
			s.Drafts = append(s.Drafts, a.draft)
		}
	}
	if c.phase == doublets.Padding {
		s.PadTime = st.PadTime
	}
	return s, nil
}

// conversion replays a save of version 2.
type conversion struct {
	d     *dict.Dict
	st    oldState
	phase doublets.Phase
	match *doublets.Match // the save's record, checked
	t     doublets.Table
	err   error
}

// converter checks what a save of version 2 holds beside its record, and
// sets the table it was played at.
func (st oldState) converter(d *dict.Dict, table []seats.Seat) (*conversion, error) {
	n := len(table)
	switch {
	case st.Together:
		return nil, fmt.Errorf("the save holds a room's game")
	case st.Match == nil:
		return nil, fmt.Errorf("the save holds no scoring record")
	case len(st.Attempts) != n:
		return nil, fmt.Errorf("%d attempts for %d seats", len(st.Attempts), n)
	case st.Turn < 0 || st.Turn >= n:
		return nil, fmt.Errorf("seat %d writes at a table of %d", st.Turn+1, n)
	case st.Doublets != st.Match.Agreed:
		return nil, fmt.Errorf("%d doublets agreed, %d in the record", st.Doublets, st.Match.Agreed)
	case !slices.EqualFunc(st.Match.Players, table, func(p string, s seats.Seat) bool { return p == s.Name }):
		return nil, fmt.Errorf("the record's players %q are not the seats at the table", st.Match.Players)
	}
	c := &conversion{d: d, st: st}
	var err error
	if c.phase, err = doublets.ParsePhase(st.Phase); err != nil {
		return nil, err
	}
	if c.phase == doublets.Finished {
		return nil, fmt.Errorf("the game has ended")
	}
	if c.match, err = doublets.ReplayMatch(d, *st.Match); err != nil {
		return nil, fmt.Errorf("the record does not replay: %v", err)
	}
	cfg, err := st.tableConfig(table, c.phase, c.match)
	if err != nil {
		return nil, err
	}
	// The doublets are the ones the save names, each checked as a record's
	// is (lawful words a chain joins), not drawn again from the seed: the
	// word lists behind a draw change between versions of Parlour.
	var given doublets.Draws
	for _, p := range c.match.Played {
		given.Doublets = append(given.Doublets, p.Doublet)
	}
	if c.phase == doublets.Announcing || c.phase == doublets.Writing {
		given.Doublets = append(given.Doublets, st.Doublet)
	}
	if c.t, err = doublets.Replay(d, doublets.Record{Config: cfg, Draws: given}); err != nil {
		return nil, err
	}
	c.choose()
	return c, c.err
}

// tableConfig is the configuration of the table the save's game was
// played at: its jewels given once they were chosen.
func (st oldState) tableConfig(table []seats.Seat, phase doublets.Phase, match *doublets.Match) (doublets.TableConfig, error) {
	cfg := tableConfig(table)
	difficulty, err := readDifficulty(st.Difficulty)
	if err != nil {
		return cfg, err
	}
	band := bands[difficulty]
	cfg.MinPar, cfg.MaxPar, cfg.Doublets, cfg.Length, cfg.Limit, cfg.Seed = band[0], band[1], st.Doublets, st.Length, st.Limit, st.Seed
	switch {
	case phase == doublets.Choosing:
		cfg.JewelRule = doublets.BookJewels
	case len(match.Jewels) > 0:
		cfg.JewelRule, cfg.Jewels = doublets.GivenJewels, match.Jewels
	}
	return cfg, nil
}

// apply plays an action, unless an earlier one was refused.
func (c *conversion) apply(a doublets.Action) {
	if c.err == nil {
		c.t, c.err = c.t.Apply(a)
	}
}

// choose picks at the book the jewels chosen so far.
func (c *conversion) choose() {
	for c.err == nil && c.t.Phase() == doublets.Choosing && len(c.t.Chosen()) < len(c.st.Chosen) {
		_, seat := c.t.BookTurn()
		c.apply(doublets.Action{Kind: doublets.PickJewel, Seat: seat, Word: c.st.Chosen[len(c.t.Chosen())]})
	}
	if c.err == nil && c.phase == doublets.Choosing && !slices.Equal(c.t.Chosen(), c.st.Chosen) {
		c.err = fmt.Errorf("the jewels chosen %q are not the book's %q", c.st.Chosen, c.t.Chosen())
	}
}

// play plays again the k-th doublet of the record: its hands, its pads,
// and the reveal read unless the save stands at it.
func (c *conversion) play(k int, p doublets.Played) {
	if c.err == nil && !slices.Equal(c.t.Doublet().Words, p.Doublet.Words) {
		c.err = fmt.Errorf("doublet %d, %v, is not the one the record holds, %v", k+1, p.Doublet, c.t.Doublet())
	}
	c.apply(doublets.Action{Kind: doublets.Start})
	for i, h := range p.Hands {
		c.apply(handAction(i, h))
	}
	last := k == len(c.match.Played)-1
	for c.err == nil && c.t.Phase() == doublets.Padding {
		seat := 0
		for !c.t.PadOpen(seat) {
			seat++ // a pad is open while the pads are
		}
		for _, chain := range c.match.Extra[seat][len(c.t.Match().Extra[seat]):] {
			c.apply(doublets.Action{Kind: doublets.AddExtra, Seat: seat, Chain: chain})
		}
		if last && c.phase == doublets.Padding && seat == c.st.Pad {
			return
		}
		c.apply(doublets.Action{Kind: doublets.PutAway, Seat: seat})
	}
	if !last || c.phase != doublets.Revealing {
		c.apply(doublets.Action{Kind: doublets.Next})
	}
}

// handAction hands in a hand of the record again.
func handAction(seat int, h doublets.Hand) doublets.Action {
	a := doublets.Action{Kind: doublets.Abandon, Seat: seat, Time: h.Time}
	if h.Status == doublets.Solved {
		a.Kind, a.Chain = doublets.HandIn, h.Chain
	}
	return a
}

// inPlay plays again the doublet in play, announced or being written:
// the chains handed in before the seat writing.
func (c *conversion) inPlay() {
	if c.err != nil || (c.phase != doublets.Announcing && c.phase != doublets.Writing) {
		return
	}
	if !slices.Equal(c.t.Doublet().Words, c.st.Doublet.Words) {
		c.err = fmt.Errorf("the doublet in play, %v, is not the one the record holds, %v", c.st.Doublet, c.t.Doublet())
		return
	}
	if c.phase == doublets.Announcing {
		return
	}
	c.apply(doublets.Action{Kind: doublets.Start})
	for i, a := range c.st.Attempts {
		switch {
		case (a.Status != 0) != (i < c.st.Turn):
			c.err = fmt.Errorf("the chains handed in do not match seat %d writing", c.st.Turn+1)
		case a.Status == doublets.Solved:
			c.apply(doublets.Action{Kind: doublets.HandIn, Seat: i, Chain: a.Ladder.Chain, Time: a.Time})
		case a.Status != 0:
			c.apply(doublets.Action{Kind: doublets.Abandon, Seat: i, Time: a.Time})
		}
	}
}

// sameExtra reports whether two records' extra-chains are the same.
func sameExtra(a, b [][][]string) bool {
	return slices.EqualFunc(a, b, func(x, y [][]string) bool {
		return slices.EqualFunc(x, y, slices.Equal[[]string])
	})
}

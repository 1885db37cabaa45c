package alice

// Memory is a computer player's recollection of the game: what it has
// learnt from the events in its View, and nothing else. Keep one per
// computer seat and pass it to every Choose for that seat. It needs no
// saving: the View's log holds every event the seat saw, so a new Memory
// given the same View remembers exactly the same (Choose rebuilds it when
// the log does not continue the one it remembers, after an undo or a load).
type Memory struct {
	seat  int
	seen  int   // events of the log learnt from
	last  Event // the last of them, to notice a log that was replaced
	ready bool
	// mine is what this seat knows; public is what every player knows, to
	// judge what a request would tell the others.
	mine, public knowledge
	// lastSeen is, for each card, the seat it was last seen going to, or
	// −1: the little a Medium player keeps in mind.
	lastSeen [NumCards]int
	// refusals are the requests this seat was refused that nothing since
	// has made worth asking again.
	refusals refusals
}

// NewMemory returns an empty memory for the player at seat.
func NewMemory(seat int) *Memory { return &Memory{seat: seat} }

// Observe learns the events of v's log that the memory has not yet seen. A
// View of another seat, or a log that does not continue the one remembered,
// makes it start afresh from v.
func (m *Memory) Observe(v View) {
	if !m.ready || v.Seat != m.seat || len(v.Log) < m.seen || (m.seen > 0 && !v.Log[m.seen-1].equal(m.last)) {
		m.reset(v)
	}
	for _, e := range v.Log[m.seen:] {
		m.learn(e)
	}
	m.seen = len(v.Log)
	if m.seen > 0 {
		m.last = v.Log[m.seen-1]
	}
}

// MayHold reports whether, for all this memory's seat has seen, player p
// may hold card c: false means asking p for c is sure to be refused.
func (m *Memory) MayHold(p int, c Card) bool {
	return validSeat(p) && c.Valid() && m.mine.maybe(c, p)
}

// reset forgets everything and prepares for v's game.
func (m *Memory) reset(v View) {
	*m = Memory{seat: v.Seat, ready: true}
	m.mine = newKnowledge(v.Seat, v.Players)
	m.public = newKnowledge(noSeat, v.Players)
	m.refusals = newRefusals(v.Seat)
	for c := range m.lastSeen {
		m.lastSeen[c] = noSeat
	}
}

// learn takes in one event.
func (m *Memory) learn(e Event) {
	m.mine.observe(e)
	m.public.observe(e)
	m.refusals.observe(e)
	switch e.Kind {
	case EventHand:
		for _, c := range e.Cards {
			m.lastSeen[c] = e.Seat
		}
	case EventAsk:
		if e.OK {
			m.lastSeen[e.Card] = e.Seat
		}
		if e.Forfeit != NoCard {
			m.lastSeen[e.Forfeit] = e.Other
		}
	case EventDraw:
		if e.Card.Valid() {
			m.lastSeen[e.Card] = e.Seat
		}
	case EventLead:
		m.lastSeen[e.Card] = noSeat
	}
}

package mischmasch

import "slices"

// complete ends the move in progress: judges both attempts, scores them,
// bars resigned nuclei, files the move in the history and either ends the
// game or begins the next move.
func (s State) complete() State {
	m := s.cur
	table := s.rules.Scoring.Marks()
	ix := indexOf(s.Dict())
	for _, g := range Sides {
		a := &m.Attempts[g]
		judge(a, s.Dict(), ix, s.rules.Judge, table, g)
		s.scores[a.Scorer] += a.Marks
		if a.Ruling == Resigned && !s.IsResigned(a.Nucleus) {
			s.resigned = append(slices.Clip(s.resigned), a.Nucleus)
		}
	}
	m.Scores = s.scores
	m.Last = max(s.scores[SideA], s.scores[SideB]) >= s.rules.Target
	s.history = append(slices.Clip(s.history), m)
	if m.Last {
		s.phase = Over
		s.cur = m
		return s
	}
	return s.nextMove(m)
}

// nextMove begins the move after m. A side that keeps its nucleus goes on
// with it, answered by the same seat. A side that gets a new nucleus, in the
// game for teams, first changes roles: the partner who set now answers, and
// the one who answered sets.
func (s State) nextMove(m Move) State {
	if s.rules.Teams {
		for _, g := range Sides {
			if !m.Attempts[g].Keeps {
				s.guesser[g] = partner(s.guesser[g])
			}
		}
	}
	s.cur = Move{Number: m.Number + 1}
	s.phase = Declaring
	for _, g := range Sides {
		old := m.Attempts[g]
		if old.Keeps {
			s.cur.Attempts[g] = Attempt{Nucleus: old.Nucleus, Setter: old.Setter, Guesser: old.Guesser, Tries: old.Tries + 1}
			continue
		}
		s.cur.Attempts[g] = Attempt{Guesser: s.guesser[g], Tries: 1}
		s.phase = Setting
	}
	return s
}

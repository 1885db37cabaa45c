package draughts

import "strings"

// Opening is a start for a match or for self-play: the first moves of a
// game and the state they lead to.
type Opening struct {
	Moves []Move
	State State
}

// Text writes the opening's moves, as "11-15 23-19 8-11".
func (o Opening) Text() string {
	s, _ := NewGame(o.State.Rules())
	words := make([]string, 0, len(o.Moves))
	for _, m := range o.Moves {
		words = append(words, s.MoveText(m))
		s, _ = s.Apply(m)
	}
	return strings.Join(words, " ")
}

// openingPlies is how many plies (single moves) an opening of Openings
// holds: three, as in the three-move ballot of English draughts.
const openingPlies = 3

// Openings lists every distinct position reached by a sequence of the
// first OpeningPlies moves under rules r (captures compulsory), each with
// the first sequence that reaches it, in the order of the legal moves. For
// English draughts these are the 302 three-move openings: a superset of
// the ballot deck that match play uses, which also bars the openings held
// to be lost. Games that end within the plies are left out.
func Openings(r Rules) ([]Opening, error) {
	r.Huffing = false
	start, err := NewGame(r)
	if err != nil {
		return nil, err
	}
	var list []Opening
	seen := map[uint64]bool{}
	var walk func(s State, moves []Move)
	walk = func(s State, moves []Move) {
		if Outcome(s).Status != Ongoing {
			return
		}
		if len(moves) == openingPlies {
			if k := s.pos.key(); !seen[k] {
				seen[k] = true
				list = append(list, Opening{Moves: moves, State: s})
			}
			return
		}
		for _, m := range Legal(s) {
			next, err := s.Apply(m)
			if err != nil {
				continue
			}
			walk(next, append(moves[:len(moves):len(moves)], m))
		}
	}
	walk(start, nil)
	return list, nil
}

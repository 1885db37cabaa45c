package alice

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

// Phase says what the game waits for.
type Phase string

// The phases of a turn.
const (
	// PhaseLead: the player whose turn it is holds a leading card and must
	// lay one on the table.
	PhaseLead Phase = "lead"
	// PhaseAsk: his leading card is on the table and he must ask another
	// player for one of the cards that complete its set.
	PhaseAsk Phase = "ask"
	// PhaseAskLead: he holds no leading card and must ask another player for
	// a particular leading card still out.
	PhaseAskLead Phase = "ask-lead"
	// PhaseForfeit: his request failed; the player asked must draw one of
	// his cards, face down (State.Pending).
	PhaseForfeit Phase = "forfeit"
	// PhaseOver: all fourteen sets are made.
	PhaseOver Phase = "over"
)

// Made is a set turned face down in front of the player who made it.
type Made struct {
	Set int `json:"set"` // 1–14; 0 in a View when the viewer may not know it
	// Hidden marks a set laid down before play: the other players never
	// learn which set it is.
	Hidden bool `json:"hidden,omitempty"`
}

// Forfeit is a forfeit waiting to be drawn: To draws one of From's cards.
type Forfeit struct {
	From int `json:"from"`
	To   int `json:"to"`
}

// State is a whole game: everything needed to continue it, and what a save
// file holds (it marshals to JSON as it is). It is a value: Apply returns a
// new State and leaves the old one as it was. It holds every player's hidden
// cards, so a player is shown only State.View.
type State struct {
	Players int `json:"players"`
	Dealer  int `json:"dealer"`
	// Turn is the player whose turn it is (during a forfeit, the asker).
	Turn  int   `json:"turn"`
	Phase Phase `json:"phase"`
	// Hands holds each player's cards in hand, in card order.
	Hands [][]Card `json:"hands"`
	// Table holds, for each player, the leading card in play before him, or
	// NoCard.
	Table []Card `json:"table"`
	// Sets holds, for each player, the sets he has made, in order.
	Sets    [][]Made `json:"sets"`
	Pending *Forfeit `json:"pending,omitempty"`
	// Log is every event so far, with all private details; View gives each
	// player his own copy.
	Log []Event `json:"log"`
	// Secret decides how a forfeiting player's cards lie face down when the
	// receiver picks one. It is never part of a View.
	Secret uint64 `json:"secret"`
	// Step counts the actions applied.
	Step int `json:"step"`
	// MayEnd is set in PhaseLead when the player has just completed a set
	// in his turn: he "may then play another leading card", or end his
	// turn (ActionEnd).
	MayEnd bool `json:"may_end,omitempty"`
}

// NewGame shuffles the pack with rng, deals it one card at a time round the
// table starting left of the dealer (seat dealer+1), lets every player lay
// down the complete sets in his hand, and gives the first turn to the player
// left of the dealer. Seats are numbered clockwise: seat i+1 sits at seat
// i's left.
func NewGame(players, dealer int, rng *rand.Rand) (State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return State{}, fmt.Errorf("the Alice game is for %d to %d players, not %d", MinPlayers, MaxPlayers, players)
	}
	if dealer < 0 || dealer >= players {
		return State{}, fmt.Errorf("dealer %d is not one of the %d seats", dealer, players)
	}
	hands := make([][]Card, players)
	for i, c := range rng.Perm(NumCards) {
		seat := (dealer + 1 + i) % players
		hands[seat] = append(hands[seat], Card(c))
	}
	return start(hands, dealer, rng.Uint64()), nil
}

// Rematch deals the next game at the same table: the deal passes to the
// player left of the last dealer.
func (s State) Rematch(rng *rand.Rand) (State, error) {
	if s.Players < MinPlayers || s.Players > MaxPlayers {
		return State{}, fmt.Errorf("the Alice game is for %d to %d players, not %d", MinPlayers, MaxPlayers, s.Players)
	}
	return NewGame(s.Players, (s.Dealer+1)%s.Players, rng)
}

// start begins a game from dealt hands: it logs the deal, lays down complete
// sets and settles the first turn. The hands are taken over.
func start(hands [][]Card, dealer int, secret uint64) State {
	n := len(hands)
	s := State{
		Players: n,
		Dealer:  dealer,
		Turn:    (dealer + 1) % n,
		Hands:   hands,
		Table:   make([]Card, n),
		Sets:    make([][]Made, n),
		Secret:  secret,
	}
	deal := event(EventDeal, dealer)
	deal.Count = n
	s.log(deal)
	for p := range n {
		slices.Sort(s.Hands[p])
		s.Table[p] = NoCard
		e := event(EventHand, p)
		e.Count = len(s.Hands[p])
		e.Cards = slices.Clone(s.Hands[p])
		e.Private = true
		s.log(e)
	}
	for i := range n {
		p := (dealer + 1 + i) % n
		for set := 1; set <= NumSets; set++ {
			cards := SetCards(set)
			if s.holdsAll(p, cards[:]) {
				s.removeAll(p, cards[:])
				s.Sets[p] = append(s.Sets[p], Made{Set: set, Hidden: true})
				e := event(EventLayDown, p)
				e.Set = set
				e.Private = true
				s.log(e)
			}
		}
	}
	for p := range n {
		if !s.hasCards(p) {
			s.log(event(EventOut, p))
		}
	}
	s.settle()
	return s
}

// ToAct returns the seat that must act next: the player whose turn it is,
// or during a forfeit the player who draws it; −1 when the game is over.
func (s State) ToAct() int {
	switch s.Phase {
	case PhaseOver:
		return noSeat
	case PhaseForfeit:
		if s.Pending != nil {
			return s.Pending.To
		}
	}
	return s.Turn
}

// clone returns a deep copy, so that Apply never changes its receiver.
func (s State) clone() State {
	t := s
	t.Hands = make([][]Card, len(s.Hands))
	for i, h := range s.Hands {
		t.Hands[i] = slices.Clone(h)
	}
	t.Table = slices.Clone(s.Table)
	t.Sets = make([][]Made, len(s.Sets))
	for i, m := range s.Sets {
		t.Sets[i] = slices.Clone(m)
	}
	if s.Pending != nil {
		p := *s.Pending
		t.Pending = &p
	}
	t.Log = slices.Clip(s.Log) // appends copy; events are never changed in place
	return t
}

// log appends an event.
func (s *State) log(e Event) { s.Log = append(s.Log, e) }

// holds reports whether seat p has card c in hand.
func (s *State) holds(p int, c Card) bool {
	_, ok := slices.BinarySearch(s.Hands[p], c)
	return ok
}

// holdsAll reports whether seat p has every one of cards in hand.
func (s *State) holdsAll(p int, cards []Card) bool {
	for _, c := range cards {
		if !s.holds(p, c) {
			return false
		}
	}
	return true
}

// holdsLead reports whether seat p has a leading card in hand.
func (s *State) holdsLead(p int) bool {
	return slices.ContainsFunc(s.Hands[p], Card.IsLead)
}

// hasCards reports whether seat p still has a card, in hand or on the table.
func (s *State) hasCards(p int) bool { return len(s.Hands[p]) > 0 || s.Table[p] != NoCard }

// give puts card c into seat p's hand.
func (s *State) give(p int, c Card) {
	i, _ := slices.BinarySearch(s.Hands[p], c)
	s.Hands[p] = slices.Insert(s.Hands[p], i, c)
}

// take removes card c from seat p's hand, reporting whether it was there.
func (s *State) take(p int, c Card) bool {
	i, ok := slices.BinarySearch(s.Hands[p], c)
	if ok {
		s.Hands[p] = slices.Delete(s.Hands[p], i, i+1)
	}
	return ok
}

// removeAll takes every one of cards from seat p's hand.
func (s *State) removeAll(p int, cards []Card) {
	for _, c := range cards {
		s.take(p, c)
	}
}

// setsMade counts the sets made by all players together.
func (s *State) setsMade() int {
	n := 0
	for _, m := range s.Sets {
		n += len(m)
	}
	return n
}

// counts returns the number of cards in each hand.
func (s *State) counts() []int {
	out := make([]int, len(s.Hands))
	for p, h := range s.Hands {
		out[p] = len(h)
	}
	return out
}

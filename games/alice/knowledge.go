package alice

import "math/bits"

// pileBit, in a knowledge mask, stands for the face-down sets that the other
// players laid down before play: a card there can never be had.
const pileBit = 1 << MaxPlayers

// place is where a card is known to be, broadly.
type place uint8

const (
	inHand place = iota // in some hand or face-down pile: the mask says which
	inPlay              // a leading card on the table
	gone                // in a set known to be made
)

// knowledge is what one seat can work out about where the cards are from the
// events it saw; with viewer −1, what every player knows (the public events
// alone). It only ever narrows a card's possible places by what was seen, and
// widens them when a card moved unseen, so the true place of every card is
// always among the possible ones.
type knowledge struct {
	viewer  int
	players int
	place   [NumCards]place
	// mask holds, for a card inHand, the seats whose hands may hold it (bit
	// p) and pileBit when it may lie in a face-down pile.
	mask [NumCards]uint8
	// piles counts the sets each seat laid face down before play that the
	// viewer does not know.
	piles [MaxPlayers]int
}

// newKnowledge returns what viewer knows before any event: every card may be
// anywhere but in his own hand.
func newKnowledge(viewer, players int) knowledge {
	k := knowledge{viewer: viewer, players: players}
	all := uint8(1)<<players - 1
	if viewer >= 0 {
		all &^= 1 << viewer
	}
	for c := range k.mask {
		k.mask[c] = all | pileBit
	}
	return k
}

// bit is the mask bit of seat p.
func bit(p int) uint8 { return 1 << p }

// observe learns from one event, as the viewer saw it.
func (k *knowledge) observe(e Event) {
	hidden := e.Private && (k.viewer < 0 || (k.viewer != e.Seat && k.viewer != e.Other))
	switch e.Kind {
	case EventHand:
		if !hidden {
			for _, c := range e.Cards {
				k.at(c, e.Seat)
			}
		}
	case EventLayDown:
		if !hidden && e.Set > 0 {
			k.made(e.Set)
		} else {
			k.piles[e.Seat]++
		}
	case EventLead:
		k.place[e.Card] = inPlay
		k.notPiled(e.Card.Set())
	case EventAsk:
		if e.Card.IsLead() {
			k.lacksLeads(e.Seat) // he asked for one, so he held none
		}
		if e.OK {
			k.at(e.Card, e.Seat)
		} else {
			k.lacks(e.Other, e.Card)
			k.lacks(e.Seat, e.Card) // no one may ask for a card he holds
		}
		if e.Forfeit != NoCard {
			k.at(e.Forfeit, e.Other)
		}
	case EventDraw:
		if !hidden && e.Card.Valid() {
			k.at(e.Card, e.Seat)
		} else {
			k.spread(e.Other, e.Seat)
		}
	case EventSet:
		k.made(e.Set)
	case EventNoLead, EventNothingLeft:
		k.lacksLeads(e.Seat)
	case EventOut:
		for c := range k.mask {
			k.lacks(e.Seat, Card(c))
		}
	}
}

// at records that card c is in seat p's hand.
func (k *knowledge) at(c Card, p int) {
	k.place[c] = inHand
	k.mask[c] = bit(p)
	k.notPiled(c.Set())
}

// made records that set is made.
func (k *knowledge) made(set int) {
	for _, c := range SetCards(set) {
		k.place[c] = gone
	}
}

// notPiled records that set is not in a face-down pile.
func (k *knowledge) notPiled(set int) {
	for _, c := range SetCards(set) {
		k.mask[c] &^= pileBit
	}
}

// lacks records that seat p does not hold card c (if c is in some hand). A
// fact that would leave the card nowhere is ignored: it cannot be true.
func (k *knowledge) lacks(p int, c Card) {
	if k.place[c] == inHand && k.mask[c]&^bit(p) != 0 {
		k.mask[c] &^= bit(p)
	}
}

// lacksLeads records that seat p holds no leading card.
func (k *knowledge) lacksLeads(p int) {
	for _, c := range Leads() {
		k.lacks(p, c)
	}
}

// spread records that seat to drew an unseen card from seat from: any card
// from may have held, to may hold now.
func (k *knowledge) spread(from, to int) {
	for c := range k.mask {
		if k.place[c] == inHand && k.mask[c]&bit(from) != 0 {
			k.mask[c] |= bit(to)
		}
	}
}

// sure reports whether card c is known to be in seat p's hand.
func (k *knowledge) sure(c Card, p int) bool {
	return k.place[c] == inHand && k.mask[c] == bit(p)
}

// maybe reports whether card c may be in seat p's hand.
func (k *knowledge) maybe(c Card, p int) bool {
	return k.place[c] == inHand && k.mask[c]&bit(p) != 0
}

// places counts the places card c may be: hands, and the piles as one.
func (k *knowledge) places(c Card) int { return bits.OnesCount8(k.mask[c]) }

// pileCards is the number of cards in face-down piles unknown to the viewer.
func (k *knowledge) pileCards() int {
	n := 0
	for _, p := range k.piles {
		n += SetSize * p
	}
	return n
}

// deduce draws what follows from the number of cards in each hand (counts)
// and in the piles: a hand whose known cards fill it holds nothing else; a
// hand with exactly as many possible cards as cards holds them all; piles
// hold whole sets. It repeats until nothing more follows.
func (k *knowledge) deduce(counts []int) {
	for changed := true; changed; {
		changed = k.deducePiles()
		for p := range k.players {
			if p != k.viewer && k.deduceHand(p, counts[p]) {
				changed = true
			}
		}
	}
}

// deducePiles applies the face-down piles' rules, reporting any change.
func (k *knowledge) deducePiles() bool {
	changed := false
	for set := 1; set <= NumSets; set++ {
		cards := SetCards(set)
		out, in := false, false
		for _, c := range cards {
			out = out || k.place[c] != inHand || k.mask[c]&pileBit == 0
			in = in || (k.place[c] == inHand && k.mask[c] == pileBit)
		}
		for _, c := range cards {
			switch {
			case k.place[c] != inHand:
			case out && k.mask[c]&pileBit != 0 && k.mask[c] != pileBit:
				k.mask[c] &^= pileBit
				changed = true
			case in && !out && k.mask[c] != pileBit:
				k.mask[c] = pileBit
				changed = true
			}
		}
	}
	room := k.pileCards()
	var maybe []Card
	pinned := 0
	for c := range k.mask {
		if k.place[c] == inHand && k.mask[c]&pileBit != 0 {
			maybe = append(maybe, Card(c))
			if k.mask[c] == pileBit {
				pinned++
			}
		}
	}
	switch {
	case room == 0:
		for _, c := range maybe {
			if k.mask[c] != pileBit {
				k.mask[c] &^= pileBit
				changed = true
			}
		}
	case len(maybe) == room && pinned < room:
		for _, c := range maybe {
			k.mask[c] = pileBit
		}
		changed = true
	}
	return changed
}

// deduceHand applies seat p's card count n, reporting any change.
func (k *knowledge) deduceHand(p, n int) bool {
	sure, maybe := 0, 0
	for c := range k.mask {
		if k.maybe(Card(c), p) {
			maybe++
			if k.mask[c] == bit(p) {
				sure++
			}
		}
	}
	switch {
	case sure == n && maybe > sure:
		for c := range k.mask {
			if k.maybe(Card(c), p) && k.mask[c] != bit(p) {
				k.mask[c] &^= bit(p)
			}
		}
		return true
	case maybe == n && sure < maybe:
		for c := range k.mask {
			if k.maybe(Card(c), p) {
				k.mask[c] = bit(p)
			}
		}
		return true
	}
	return false
}

// odds estimates, for each card in a hand or pile, the chance that each seat
// holds it (index MaxPlayers: a face-down pile), consistent with the possible
// places and as nearly as it can with the number of cards in each hand and
// pile. It balances rows (each card is somewhere) against columns (each hand
// holds so many) by repeated scaling.
func (k *knowledge) odds(counts []int) [NumCards][MaxPlayers + 1]float64 {
	var w [NumCards][MaxPlayers + 1]float64
	var room [MaxPlayers + 1]float64
	for p := range k.players {
		if p != k.viewer {
			room[p] = float64(counts[p])
		}
	}
	room[MaxPlayers] = float64(k.pileCards())
	for c := range w {
		if k.place[c] != inHand {
			continue
		}
		for j := range MaxPlayers + 1 {
			if k.mask[c]&(1<<j) != 0 && (j == k.viewer || room[j] > 0) {
				w[c][j] = 1
			}
		}
	}
	for range 30 {
		normaliseRows(&w)
		var sum [MaxPlayers + 1]float64
		for c := range w {
			for j, x := range w[c] {
				sum[j] += x
			}
		}
		for c := range w {
			for j := range w[c] {
				if sum[j] > 0 && j != k.viewer {
					w[c][j] *= room[j] / sum[j]
				}
			}
		}
	}
	normaliseRows(&w)
	return w
}

// normaliseRows scales each non-empty row of w to sum to 1.
func normaliseRows(w *[NumCards][MaxPlayers + 1]float64) {
	for c := range w {
		total := 0.0
		for _, x := range w[c] {
			total += x
		}
		if total > 0 {
			for j := range w[c] {
				w[c][j] /= total
			}
		}
	}
}

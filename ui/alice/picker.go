package alice

import (
	"slices"

	"parlour/games/alice"
)

// picker is the move the person at the keyboard is putting together: a
// leading card to play, a card to ask for and the player to ask, or one of
// a forfeiting player's face-down cards to draw.
type picker struct {
	card alice.Card // the leading card to play, or the card to ask for
	seat int        // the player to ask
	pos  int        // the face-down card to draw, 0 first
}

// fit keeps the choices within what the rules allow in v, putting a
// sensible default where a choice is no longer open. It does nothing unless
// the viewer is to act.
func (p *picker) fit(v alice.View, active bool) {
	if !active {
		return
	}
	switch v.Phase {
	case alice.PhaseLead, alice.PhaseAsk, alice.PhaseAskLead:
		cards, ss := cardChoices(v), seatChoices(v)
		kept := slices.Contains(cards, p.card) && slices.Contains(ss, p.seat)
		if !slices.Contains(cards, p.card) {
			p.card = defaultCard(v, cards)
		}
		if !slices.Contains(ss, p.seat) {
			p.seat = defaultSeat(v.Seat, ss)
		}
		if !kept {
			p.avoidSureRefusal(v)
		}
	case alice.PhaseForfeit:
		if p.pos < 0 || p.pos >= drawChoices(v) {
			p.pos = 0
		}
	}
}

// avoidSureRefusal is for an ask just defaulted or kept from the viewer's
// last turn: it moves it off a player his own memory says lacks the card
// (he refused it, or refused someone else, and has received nothing since
// that could be it): to another player who may hold it, from the viewer's
// left, or else to another card. It leaves the ask as it is when every ask
// is sure to be refused, and when the viewer is not to ask.
func (p *picker) avoidSureRefusal(v alice.View) {
	if !asks(v.Phase) || v.ToAct != v.Seat {
		return
	}
	cards, ss := cardChoices(v), seatChoices(v)
	mem := alice.NewMemory(v.Seat)
	mem.Observe(v)
	if mem.MayHold(p.seat, p.card) {
		return
	}
	for _, c := range append([]alice.Card{p.card}, cards...) {
		for _, q := range fromLeft(v.Seat, ss) {
			if mem.MayHold(q, c) {
				p.card, p.seat = c, q
				return
			}
		}
	}
}

// fromLeft is the seats offered in the order of play from the viewer's
// left.
func fromLeft(viewer int, offered []int) []int {
	i := slices.IndexFunc(offered, func(q int) bool { return q > viewer })
	if i < 0 {
		return offered
	}
	return append(slices.Clone(offered[i:]), offered[:i]...)
}

// action is the move as chosen.
func (p picker) action(v alice.View) alice.Action {
	switch v.Phase {
	case alice.PhaseLead:
		return alice.PlayLead(p.card)
	case alice.PhaseForfeit:
		return alice.DrawAt(p.pos)
	}
	return alice.AskFor(p.seat, p.card)
}

// moveCard chooses the next (by 1) or previous (by −1) card on offer: a
// leading card to play or a card to ask for; during a forfeit, the next
// face-down card.
func (p *picker) moveCard(v alice.View, by int) {
	if v.Phase == alice.PhaseForfeit {
		if n := drawChoices(v); n > 0 {
			p.pos = (p.pos + by + n) % n
		}
		return
	}
	p.card = step(cardChoices(v), p.card, by)
}

// moveSeat chooses the next or previous player to ask.
func (p *picker) moveSeat(v alice.View, by int) { p.seat = step(seatChoices(v), p.seat, by) }

// step returns the item by places after cur in items, going round; the
// first item when cur is not among them.
func step[T comparable](items []T, cur T, by int) T {
	if len(items) == 0 {
		return cur
	}
	i := slices.Index(items, cur)
	if i < 0 {
		return items[0]
	}
	n := len(items)
	return items[((i+by)%n+n)%n]
}

// cardChoices lists the cards the viewer may choose now: the leading cards
// in hand he may play, or the cards he may ask for, in card order.
func cardChoices(v alice.View) []alice.Card {
	var out []alice.Card
	for _, a := range alice.LegalIn(v) {
		if (a.Kind == alice.ActionLead || a.Kind == alice.ActionAsk) && !slices.Contains(out, a.Card) {
			out = append(out, a.Card)
		}
	}
	slices.Sort(out)
	return out
}

// seatChoices lists the players the viewer may ask now, in seat order.
func seatChoices(v alice.View) []int {
	var out []int
	for _, a := range alice.LegalIn(v) {
		if a.Kind == alice.ActionAsk && !slices.Contains(out, a.Seat) {
			out = append(out, a.Seat)
		}
	}
	slices.Sort(out)
	return out
}

// drawChoices is the number of face-down cards the viewer may draw from.
func drawChoices(v alice.View) int {
	if v.Phase != alice.PhaseForfeit || v.Pending == nil || v.ToAct != v.Seat {
		return 0
	}
	return v.Counts[v.Pending.From]
}

// defaultCard picks the card offered first: the leading card whose set the
// viewer holds most of (to play, or to ask for), or the first card offered.
func defaultCard(v alice.View, cards []alice.Card) alice.Card {
	if len(cards) == 0 {
		return alice.NoCard
	}
	best, most := cards[0], -1
	for _, c := range cards {
		if !c.IsLead() {
			continue
		}
		held := 0
		for _, m := range c.Mates() {
			if slices.Contains(v.Hand, m) {
				held++
			}
		}
		if held > most {
			best, most = c, held
		}
	}
	return best
}

// defaultSeat picks the first player on the viewer's left among those
// offered, or −1 when there is none.
func defaultSeat(viewer int, offered []int) int {
	if len(offered) == 0 {
		return -1
	}
	for _, q := range offered {
		if q > viewer {
			return q
		}
	}
	return offered[0]
}

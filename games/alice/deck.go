package alice

import (
	"fmt"
	"strconv"
	"strings"

	"parlour/assets"
)

// The shape of the pack.
const (
	NumSets    = 14                // sets in the pack
	SetSize    = 3                 // cards in a set: the leading card and two others
	NumCards   = NumSets * SetSize // cards in the pack
	MinPlayers = 2                 // fewest seats at the table
	MaxPlayers = 6                 // most seats at the table
)

// deckColumns is the number of columns on a leading card's line of the deck
// file: set, role, title and the two titles it names.
const deckColumns = 5

// Card is one card of the pack, numbered 0–41: set k (1–14) holds cards
// 3(k−1), 3(k−1)+1 and 3(k−1)+2, the first being its leading card and the
// other two in the order the leading card names them.
type Card int

// NoCard stands for "no card": an empty place on the table, or a card that
// the viewer of an event may not know.
const NoCard Card = -1

// deck holds the titles of the 42 cards, by Card.
type deck struct {
	titles [NumCards]string
}

// standard is the embedded pack (assets/alice/deck.tsv). A broken data file
// is a build fault, caught by the deck tests, so it stops the program early.
var standard = mustParseDeck(assets.AliceDeck)

func mustParseDeck(text string) deck {
	d, err := parseDeck(text)
	if err != nil {
		panic("games/alice: embedded deck: " + err.Error())
	}
	return d
}

// parseDeck reads and checks a deck file: 42 cards, 14 sets numbered 1–14 of
// three cards each, one leading card per set naming exactly the other two,
// and no title used twice.
func parseDeck(text string) (deck, error) {
	var d deck
	type member struct {
		line  int
		title string
	}
	leads := make(map[int]member)
	leadNames := make(map[int][2]string)
	others := make(map[int][]member)
	seen := make(map[string]int) // title -> line
	count := 0
	for i, raw := range strings.Split(text, "\n") {
		line := i + 1
		row := strings.TrimRight(raw, "\r")
		if strings.TrimSpace(row) == "" || strings.HasPrefix(row, "#") {
			continue
		}
		f := strings.Split(row, "\t")
		for j := range f {
			f[j] = strings.TrimSpace(f[j])
		}
		if len(f) < 3 {
			return d, fmt.Errorf("line %d: want set, role and title separated by tabs, found %d column(s)", line, len(f))
		}
		set, err := strconv.Atoi(f[0])
		if err != nil || set < 1 || set > NumSets {
			return d, fmt.Errorf("line %d: set %q is not a number from 1 to %d", line, f[0], NumSets)
		}
		title := f[2]
		if title == "" {
			return d, fmt.Errorf("line %d: the card has no title", line)
		}
		if prev, dup := seen[title]; dup {
			return d, fmt.Errorf("line %d: title %q is already used on line %d", line, title, prev)
		}
		seen[title] = line
		count++
		switch f[1] {
		case "lead":
			if len(f) != deckColumns {
				return d, fmt.Errorf("line %d: a leading card needs %d columns (set, role, title and the two titles it names), found %d", line, deckColumns, len(f))
			}
			if prev, dup := leads[set]; dup {
				return d, fmt.Errorf("line %d: set %d already has a leading card, %q (line %d)", line, set, prev.title, prev.line)
			}
			leads[set] = member{line, title}
			leadNames[set] = [2]string{f[3], f[4]}
		case "card":
			if len(f) != 3 {
				return d, fmt.Errorf("line %d: a card that is not leading has 3 columns (set, role, title), found %d", line, len(f))
			}
			others[set] = append(others[set], member{line, title})
		default:
			return d, fmt.Errorf("line %d: role %q is neither \"lead\" nor \"card\"", line, f[1])
		}
	}
	if count != NumCards {
		return d, fmt.Errorf("the deck has %d cards, want %d", count, NumCards)
	}
	for set := 1; set <= NumSets; set++ {
		lead, ok := leads[set]
		if !ok {
			return d, fmt.Errorf("set %d has no leading card", set)
		}
		if n := len(others[set]); n != SetSize-1 {
			return d, fmt.Errorf("set %d has %d cards besides its leading card, want %d", set, n, SetSize-1)
		}
		names := leadNames[set]
		a, b := others[set][0].title, others[set][1].title
		switch {
		case names[0] == a && names[1] == b:
		case names[0] == b && names[1] == a:
			a, b = b, a
		default:
			return d, fmt.Errorf("line %d: leading card %q names %q and %q, but set %d holds %q and %q",
				lead.line, lead.title, names[0], names[1], set, a, b)
		}
		first := LeadOf(set)
		d.titles[first] = lead.title
		d.titles[first+1] = a
		d.titles[first+2] = b
	}
	return d, nil
}

// LeadOf returns the leading card of set 1–14.
func LeadOf(set int) Card { return Card((set - 1) * SetSize) }

// SetCards returns the three cards of set 1–14, leading card first.
func SetCards(set int) [SetSize]Card {
	l := LeadOf(set)
	return [SetSize]Card{l, l + 1, l + 2}
}

// Leads returns the 14 leading cards in set order: the list that the pack's
// extra card prints, which players may consult at any time.
func Leads() []Card {
	out := make([]Card, NumSets)
	for i := range out {
		out[i] = LeadOf(i + 1)
	}
	return out
}

// Valid reports whether c is one of the 42 cards.
func (c Card) Valid() bool { return c >= 0 && c < NumCards }

// Set returns the number (1–14) that c bears.
func (c Card) Set() int { return int(c)/SetSize + 1 }

// IsLead reports whether c is its set's leading card.
func (c Card) IsLead() bool { return c.Valid() && int(c)%SetSize == 0 }

// Title returns the card's title, or "no card" for NoCard and other invalid
// values.
func (c Card) Title() string {
	if !c.Valid() {
		return "no card"
	}
	return standard.titles[c]
}

// String returns the title.
func (c Card) String() string { return c.Title() }

// Mates returns the other two cards of c's set. For a leading card these are
// the two cards it names, in the order printed on it.
func (c Card) Mates() [SetSize - 1]Card {
	all := SetCards(c.Set())
	var out [SetSize - 1]Card
	i := 0
	for _, m := range all {
		if m != c {
			out[i] = m
			i++
		}
	}
	return out
}

// Names returns the titles printed on a leading card: those of the two cards
// that complete its set. It returns empty strings for any other card.
func (c Card) Names() [2]string {
	if !c.IsLead() {
		return [2]string{}
	}
	m := c.Mates()
	return [2]string{m[0].Title(), m[1].Title()}
}

// CardByTitle finds a card by its title, ignoring case and surrounding
// spaces.
func CardByTitle(title string) (Card, bool) {
	title = strings.TrimSpace(title)
	for c := Card(0); c < NumCards; c++ {
		if strings.EqualFold(c.Title(), title) {
			return c, true
		}
	}
	return NoCard, false
}

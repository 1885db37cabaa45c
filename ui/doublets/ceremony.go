package doublets

import (
	"fmt"
	"math/rand/v2"
	"parlour/ui/screen"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/dict"
	"parlour/games/doublets"
	"parlour/ui/seats"
)

// The book-opening ceremony: in turn, each seat is shown a page of the
// book opened at random and picks jewels from it (in the game for two, each
// picks three words of each length; in the round game, one of each length
// a turn, until there are 18), or lets Parlour pick for it.

// jewelTotal is the number of jewels chosen.
var jewelTotal = len(doublets.JewelLengths) * doublets.JewelsPerLength

// perTurn is how many words of each length a seat picks in one turn.
func perTurn(seatsAtTable int) int {
	if seatsAtTable == 2 {
		return doublets.JewelsPerLength / 2
	}
	return 1
}

// chooseTurn is the ceremony's turn under way, and the seat whose it is.
func (g *Game) chooseTurn() (turn, seat int) {
	turn = len(g.st.Chosen) / (len(doublets.JewelLengths) * perTurn(len(g.seats)))
	return turn, turn % len(g.seats)
}

// need is how many more words of l letters the seat picks this turn.
func (g *Game) need(l int) int {
	turn, _ := g.chooseTurn()
	return g.needFrom(turn, l)
}

// needFrom is how many more words of l letters are picked in the given
// turn.
func (g *Game) needFrom(turn, l int) int {
	per := perTurn(len(g.seats))
	start := min(turn*len(doublets.JewelLengths)*per, len(g.st.Chosen))
	n := 0
	for _, w := range g.st.Chosen[start:] {
		if len(w) == l {
			n++
		}
	}
	return per - n
}

// openBook opens the book for the turn under way.
func (g *Game) openBook() {
	turn, _ := g.chooseTurn()
	g.page = doublets.OpenPlace(g.dict, rand.New(rand.NewPCG(g.st.Seed, uint64(5000+turn))), g.st.Chosen)
}

// pickForSeat picks the rest of the turn's words from the page at random,
// for a computer seat or a person who lets Parlour choose.
func (g *Game) pickForSeat() {
	turn, _ := g.chooseTurn()
	rng := rand.New(rand.NewPCG(g.st.Seed, uint64(6000+turn)))
	for _, l := range doublets.JewelLengths {
		words := slices.Clone(g.page[l])
		rng.Shuffle(len(words), func(i, j int) { words[i], words[j] = words[j], words[i] })
		for _, w := range words {
			if g.needFrom(turn, l) <= 0 {
				break
			}
			if !slices.Contains(g.st.Chosen, w) {
				g.st.Chosen = append(g.st.Chosen, w)
			}
		}
	}
}

// turnDone reports, after a pick, whether it completed the seat's turn.
func (g *Game) turnDone() bool {
	size := len(doublets.JewelLengths) * perTurn(len(g.seats))
	return len(g.st.Chosen) > 0 && len(g.st.Chosen)%size == 0
}

// advanceChoosing runs the ceremony on: computer seats pick at once; a
// person is shown the page; after the last pick the jewels are set and the
// first doublet is announced.
func (g *Game) advanceChoosing() {
	for len(g.st.Chosen) < jewelTotal {
		g.openBook()
		if _, seat := g.chooseTurn(); g.seats[seat].IsHuman() {
			in := textinput.New()
			in.Prompt = "> "
			in.CharLimit = 12
			in.Cursor.SetMode(cursor.CursorStatic)
			screen.StyleInput(g.env.Theme, &in)
			in.Focus()
			g.pad = in
			g.save()
			g.syncKeys()
			return
		}
		g.pickForSeat()
		if !g.turnDone() {
			g.note = "The book has too few words here to choose from."
			return
		}
	}
	if err := g.st.Match.ChooseJewels(g.st.Chosen); err != nil {
		g.note = "The jewels cannot be used: " + err.Error()
		return
	}
	g.st.Chosen = nil
	g.st.Phase = announcing
	g.note = "The 18 jewels are chosen."
	g.save()
	g.syncKeys()
}

// chooseKey takes a key during the ceremony: a word of the page and Enter
// picks it; Tab lets Parlour pick the rest of the turn.
func (g *Game) chooseKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.Type {
	case tea.KeyTab:
		_, seat := g.chooseTurn()
		if g.link.InRoom() {
			return g.sendKind(kindParlour)
		}
		g.pickForSeat()
		g.note = fmt.Sprintf("Parlour chose for %s.", g.seats[seat].Name)
		g.advanceChoosing()
		return nil
	case tea.KeyEnter:
		w := doublets.Normalise(g.pad.Value())
		g.pad.SetValue("")
		l := len(w)
		switch {
		case !slices.Contains(g.page[l], w):
			g.note = fmt.Sprintf("%s is not on this page: choose a word shown.", strings.ToUpper(sanitizeWord(w)))
		case slices.Contains(g.st.Chosen, w):
			g.note = fmt.Sprintf("%s is a jewel already.", strings.ToUpper(w))
		case g.need(l) == 0:
			g.note = fmt.Sprintf("You have your words of %d letters: choose the other lengths.", l)
		case g.link.InRoom():
			return g.sendAction(roomAction{Kind: kindJewel, Word: w})
		default:
			g.st.Chosen = append(g.st.Chosen, w)
			g.note = fmt.Sprintf("%s is a jewel.", strings.ToUpper(w))
			if g.turnDone() {
				g.advanceChoosing()
			} else {
				g.save()
			}
		}
		return nil
	case tea.KeyRunes:
		for _, r := range msg.Runes {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
				return nil
			}
		}
	}
	var cmd tea.Cmd
	g.pad, cmd = g.pad.Update(msg)
	return cmd
}

// sanitizeWord keeps only letters, for echoing what was typed.
func sanitizeWord(w string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' {
			return r
		}
		return -1
	}, w)
}

// choosingView shows the open page, the picks so far and what is asked.
func (g *Game) choosingView() string {
	t := g.env.Theme
	turn, seat := g.chooseTurn()
	per := perTurn(len(g.seats))
	turns := jewelTotal / (len(doublets.JewelLengths) * per)
	var b strings.Builder
	b.WriteString(t.Turn.Render(t.Glyph.Turn+" "+g.seats[seat].Name) + t.Muted.Render(fmt.Sprintf(" chooses jewels %s turn %d of %d", t.Glyph.Dot, turn+1, turns)) + "\n")
	var asked []string
	for _, l := range doublets.JewelLengths {
		if n := g.need(l); n > 0 {
			asked = append(asked, fmt.Sprintf("%d of %d letters", n, l))
		}
	}
	w := max(g.width-1, 20)
	if n := g.need(doublets.JewelLengths[0]); len(asked) == len(doublets.JewelLengths) && g.need(4) == n && g.need(5) == n {
		asked = []string{fmt.Sprintf("%d of each length", n)}
	}
	b.WriteString(t.Muted.Width(w).Render("The book is open here: choose "+strings.Join(asked, ", ")+
		". Type a word, Enter; Tab: Parlour chooses.") + "\n")
	b.WriteString(screen.InputView(g.env.Theme, g.pad) + "\n\n")
	for _, l := range doublets.JewelLengths {
		var row []string
		for _, word := range g.page[l] {
			row = append(row, strings.ToUpper(word))
		}
		b.WriteString(t.Text.Width(w).Render(fmt.Sprintf("%d letters: %s", l, strings.Join(row, " "))) + "\n")
	}
	so := "none yet"
	if len(g.st.Chosen) > 0 {
		so = strings.ToUpper(strings.Join(g.st.Chosen, " "))
	}
	b.WriteString("\n" + t.Muted.Width(w).Render("Jewels so far: "+so))
	return b.String()
}

// checkChosen validates the jewels chosen so far in a saved ceremony:
// distinct lawful words of the jewels' lengths, no turn over its share.
func checkChosen(d *dict.Dict, chosen []string, table []seats.Seat) error {
	if len(chosen) >= jewelTotal {
		return fmt.Errorf("%d jewels chosen, and the ceremony not over", len(chosen))
	}
	per := perTurn(len(table))
	size := len(doublets.JewelLengths) * per
	for i, w := range chosen {
		if !d.Has(w) || !slices.Contains(doublets.JewelLengths, len(w)) || slices.Index(chosen, w) != i {
			return fmt.Errorf("%q cannot be a jewel chosen at the open book", w)
		}
	}
	for start := 0; start < len(chosen); start += size {
		count := map[int]int{}
		for _, w := range chosen[start:min(start+size, len(chosen))] {
			count[len(w)]++
			if count[len(w)] > per {
				return fmt.Errorf("more than %d jewels of %d letters in one turn", per, len(w))
			}
		}
	}
	return nil
}

package doublets

import (
	"fmt"
	"parlour/ui/screen"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/doublets"
)

// The book-opening ceremony (doublets.Table runs it): in turn, each seat
// is shown a page of the book opened at random and picks jewels from it,
// or lets Parlour pick for it.

// openBook gives the seat at the book, from its turn on, a field to type
// its words in.
func (g *Game) openBook() {
	turn, _ := g.table.BookTurn()
	if turn == g.bookTurn {
		return
	}
	g.bookTurn = turn
	in := textinput.New()
	in.Prompt = "> "
	in.CharLimit = 12
	in.Cursor.SetMode(cursor.CursorStatic)
	screen.StyleInput(g.env.Theme, &in)
	in.Focus()
	g.pad = in
}

// chooseKey takes a key during the ceremony: a word of the page and Enter
// picks it; Tab lets Parlour pick the rest of the turn.
func (g *Game) chooseKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.Type {
	case tea.KeyTab:
		_, seat := g.table.BookTurn()
		return g.play(doublets.Action{Kind: doublets.LetParlour}, fmt.Sprintf("Parlour chose for %s.", g.seats[seat].Name))
	case tea.KeyEnter:
		w := doublets.Normalise(g.pad.Value())
		g.pad.SetValue("")
		l := len(w)
		switch {
		case !slices.Contains(g.table.Page()[l], w):
			g.note = fmt.Sprintf("%s is not on this page: choose a word shown.", strings.ToUpper(sanitizeWord(w)))
		case slices.Contains(g.table.Chosen(), w):
			g.note = fmt.Sprintf("%s is a jewel already.", strings.ToUpper(w))
		case g.table.Need(l) == 0:
			g.note = fmt.Sprintf("You have your words of %d letters: choose the other lengths.", l)
		default:
			return g.play(doublets.Action{Kind: doublets.PickJewel, Word: w}, fmt.Sprintf("%s is a jewel.", strings.ToUpper(w)))
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
	turn, seat := g.table.BookTurn()
	turns := g.table.BookTurns()
	var b strings.Builder
	b.WriteString(t.Turn.Render(t.Glyph.Turn+" "+g.seats[seat].Name) + t.Muted.Render(fmt.Sprintf(" chooses jewels %s turn %d of %d", t.Glyph.Dot, turn+1, turns)) + "\n")
	var asked []string
	for _, l := range doublets.JewelLengths {
		if n := g.table.Need(l); n > 0 {
			asked = append(asked, fmt.Sprintf("%d of %d letters", n, l))
		}
	}
	w := max(g.width-1, 20)
	if n := g.table.Need(doublets.JewelLengths[0]); len(asked) == len(doublets.JewelLengths) && g.table.Need(4) == n && g.table.Need(5) == n {
		asked = []string{fmt.Sprintf("%d of each length", n)}
	}
	b.WriteString(t.Muted.Width(w).Render("The book is open here: choose "+strings.Join(asked, ", ")+
		". Type a word, Enter; Tab: Parlour chooses.") + "\n")
	b.WriteString(screen.InputView(g.env.Theme, g.pad) + "\n\n")
	for _, l := range doublets.JewelLengths {
		var row []string
		for _, word := range g.table.Page()[l] {
			row = append(row, strings.ToUpper(word))
		}
		b.WriteString(t.Text.Width(w).Render(fmt.Sprintf("%d letters: %s", l, strings.Join(row, " "))) + "\n")
	}
	so := "none yet"
	if chosen := g.table.Chosen(); len(chosen) > 0 {
		so = strings.ToUpper(strings.Join(chosen, " "))
	}
	b.WriteString("\n" + t.Muted.Width(w).Render("Jewels so far: "+so))
	return b.String()
}

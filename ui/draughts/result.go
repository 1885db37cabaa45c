package draughts

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"parlour/games/draughts"
	"parlour/ui/board"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// finish ends the game on the shell's result screen, which takes the
// game's place (wherever the game stands: under the rules, if the last
// move arrived while they were open): the result and its reason, the
// final board and the moves; Enter plays again (the sides changed, as
// the book says is common; the same sides for a drill), s saves the PDN.
func (g *Game) finish() {
	room, save := kit.Ending(g.Env, GameID, &g.Link, g.saveRecord)
	headline, reason := g.resultWords()
	next, choices := g.Seats, choicesOf(g.opts)
	if g.opts.Drill == "" {
		// The men are changed: whoever moved second moves first. A lot
		// settles only the first game's colours.
		first := g.variant().FirstToMove()
		next = []seats.Seat{g.seatOf(first.Opponent()), g.seatOf(first)}
		choices["colours"] = coloursCh[0].Value
	}
	g.Then.Set(screen.Replace(screen.NewResult(g.Env, screen.ResultSpec{
		Room:     room,
		Game:     GameEntry(),
		Config:   screen.Config{Seats: next, Options: choices, Seed: g.seed},
		Headline: headline, Reason: reason,
		Body: g.resultBody(),
		Save: save,
	})))
}

// resultWords are the result in a few words and in a sentence.
func (g *Game) resultWords() (headline, reason string) {
	v := g.outcome()
	if d, ok := g.drill(); ok {
		won, why := d.judge(v)
		if won {
			return "Drill won", why
		}
		return "Drill failed", why
	}
	return resultShort(v, g.seatOf), resultText(v, g.seatOf) + "."
}

// resultBody is the final board (with the last move marked) and the moves.
func (g *Game) resultBody() string {
	t := g.Env.Theme
	spec := g.frame(3, 1)
	spec.Cell = g.cells()
	drawn, _ := board.Draw(t, spec, 0, 0)
	var moves []string
	for _, m := range g.rec.moveLines() {
		moves = append(moves, strings.TrimSpace(fmt.Sprintf("%d. %s %s", m.number, m.first, m.next)))
	}
	text := "No moves were played."
	if len(moves) > 0 {
		text = strings.Join(moves, "  ")
	}
	width := max(g.Width-2, 20)
	return drawn + "\n\n" + t.Text.Render(ansi.Wrap(text, width, ""))
}

// saveRecord writes the finished game's PDN where it was last saved or
// opened, or to a new file in the records folder, and says where.
func (g *Game) saveRecord() (string, error) { return g.Records.SaveNow(g.Env.Store.Dir(), g.pdnText) }

// choicesOf turns options back into the set-up's choices, for the next
// game.
func choicesOf(o options) map[string]string {
	c := map[string]string{"game": gameChoices[0].Value, "capture": captureCh[0].Value, "draws": drawCh[0].Value, "clock": clockCh[0].Value, "board": boardCh[0].Value}
	if o.TurnBoard {
		c["board"] = boardCh[1].Value
	}
	switch {
	case o.Drill != "":
		c["game"] = o.Drill
	case o.Rules.Variant == draughts.Losing:
		c["game"] = gameChoices[1].Value
	case o.Rules.Variant == draughts.Polish:
		c["game"] = gameChoices[2].Value
	}
	if o.Rules.Huffing {
		c["capture"] = captureCh[1].Value
	}
	if o.Rules.Draws == draughts.Victorian {
		c["draws"] = drawCh[1].Value
	}
	if o.Clock {
		c["clock"] = clockCh[1].Value
	}
	c["colours"] = coloursCh[0].Value
	if o.Rules.ColoursByLot {
		c["colours"] = coloursCh[1].Value
	}
	return c
}

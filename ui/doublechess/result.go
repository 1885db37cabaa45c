package doublechess

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
)

// finish ends the game on the shell's result screen, which takes the
// game's place (wherever the game stands: under the rules, if the last
// move arrived while they were open): the result and the rule that
// decided it, the final board and the moves; Enter plays again, s saves
// the PGN4, and r reviews the game (in a room too, at each terminal: the
// game is over, so the notes are no longer private).
func (g *Game) finish() {
	room, save := kit.Ending(g.Env, GameID, &g.Link, g.saveRecord)
	headline, reason := g.headline(), screen.Capitalise(g.outcome().Reason)+"."
	body := g.resultBody()
	if d, ok := g.drill(); ok {
		var book string
		headline, reason, book = g.drillEnding(d)
		body = g.Env.Theme.Text.Render(ansi.Wrap(book, max(g.Width-2, 20), "")) + "\n\n" + body
	}
	body = g.Env.Theme.Muted.Render("r: review the game move by move with the coach's notes (F1: the rules).") + "\n\n" + body
	g.Then.Set(screen.Replace(screen.NewResult(g.Env, screen.ResultSpec{
		Game:     GameEntry(),
		Config:   screen.Config{Seats: g.Seats, Options: choicesOf(g.opts), Seed: g.seed + 1},
		Headline: headline, Reason: reason,
		Body: body,
		Room: room,
		Save: save,
		Keys: []key.Binding{reviewKey},
		Open: func(tea.KeyMsg) (screen.Screen, bool) { return newReview(g), true },
	})))
}

// headline is the result in a few words.
func (g *Game) headline() string {
	v := g.outcome()
	switch {
	case v.Status == dc.Draw && g.rec.Now().Declared():
		return "Draw, with the honours of war"
	case v.Status == dc.Draw:
		return "Draw"
	}
	p := v.Winner.Players()
	return g.name(p[0]) + " and " + g.name(p[1]) + " win"
}

// resultBody is the final board and the moves by rounds.
func (g *Game) resultBody() string {
	t := g.Env.Theme
	l := fit.Place(g.frame, 80, 24)
	drawn := g.drawBoard(l)
	var rounds []string
	lines := g.rec.roundLines()
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		if i+1 < len(lines) && strings.HasPrefix(lines[i+1], " ") {
			line += " " + strings.TrimSpace(lines[i+1])
			i++
		}
		rounds = append(rounds, line)
	}
	text := "No moves were played."
	if len(rounds) > 0 {
		text = strings.Join(rounds, "  ")
	}
	return drawn + "\n\n" + t.Text.Render(ansi.Wrap(text, max(g.Width-2, 20), ""))
}

// saveRecord writes the finished game's PGN4 where it was last saved or
// opened, or to a new file in the records folder, and says where in full.
func (g *Game) saveRecord() (string, error) { return g.Records.SaveNow(g.Env.Store.Dir(), g.pgn4Text) }

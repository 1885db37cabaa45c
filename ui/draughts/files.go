package draughts

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
	"parlour/ui/sanitize"
)

// fieldActs are what the field's keys lead to: the move typed, the
// record saved or opened, the rules.
func (g *Game) FieldActs() kit.FieldActs {
	return kit.FieldActs{CanMove: g.CanMove(), Typed: g.typed, Write: g.pdnText, Saved: g.Save,
		Rules: g.OpenRules}
}

// pdnText writes the game in PDN, with the players' names.
func (g *Game) pdnText() (string, error) {
	event := "Parlour draughts"
	if d, ok := g.drill(); ok {
		event = "Parlour drill: " + d.Title
	}
	result := "*"
	if v := g.outcome(); v.Status != draughts.Ongoing {
		result = v.PDN(g.variant())
	}
	tags := []draughts.Tag{
		{Name: "Event", Value: event},
		{Name: "Site", Value: "Parlour"},
		{Name: "Date", Value: time.Now().Format("2006.01.02")},
		{Name: "Black", Value: g.seatOf(draughts.Black).Name},
		{Name: "White", Value: g.seatOf(draughts.White).Name},
	}
	return g.rec.pdn(tags, result).PDN()
}

// recordRead takes in a PDN file read off the loop: the first game in it
// is put on the board once the player agrees to replace a game in
// progress. A file the field no longer waits for is ignored.
func (g *Game) RecordRead(msg kit.RecordReadMsg) tea.Cmd {
	return g.Records.Read(msg, g.rec.Played > 0 && !g.Over(), func(data []byte) (func(string) tea.Cmd, error) {
		game, err := draughts.ParsePDN(string(data))
		var rec record
		if err == nil {
			rec, err = fromPDN(game)
		}
		if err != nil {
			return nil, err
		}
		return func(shown string) tea.Cmd {
			g.rec = rec
			g.opts.Rules = rec.Start().Rules()
			g.opts.Drill = ""
			g.end = nil
			moves := len(game.Moves)
			text := fmt.Sprintf("Opened %s: %d moves.", shown, moves)
			if game.Result != "*" && draughts.Outcome(rec.Now()).Status == draughts.Ongoing {
				text = fmt.Sprintf("Opened %s: %d moves; the file gives the result %s, and play goes on from here.", shown, moves, sanitize.Line(game.Result))
			}
			g.say(noteInfo, text)
			return g.changed()
		}, nil
	})
}

package doublechess

import (
	"fmt"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
)

// FieldActs are what the field's keys lead to: the move typed, the
// record saved or opened, the rules.
func (g *Game) FieldActs() kit.FieldActs {
	return kit.FieldActs{CanMove: g.CanMove(), Typed: g.typed, Write: g.pgn4Text, Saved: g.Save, Rules: g.OpenRules}
}

// pgn4Text writes the game in PGN4, with the players' names.
func (g *Game) pgn4Text() (string, error) {
	tags := []dc.Tag{
		{Name: "Event", Value: "Parlour Double Chess"},
		{Name: "Site", Value: "Parlour"},
		{Name: "Date", Value: time.Now().Format("2006.01.02")},
	}
	for _, c := range dc.Colors {
		who := g.seatOf(c).Name
		if !g.seatOf(c).IsHuman() {
			who = "Computer (" + g.seatOf(c).Level.Title() + ")"
		}
		tags = append(tags, dc.Tag{Name: c.String(), Value: who})
	}
	if g.end != nil {
		tags = append(tags, dc.Tag{Name: "Result", Value: g.end.Result()}, dc.Tag{Name: "Termination", Value: g.end.Reason})
	}
	game := g.rec.game(tags)
	game.Comments = map[int]string{}
	for i, n := range g.coachNotes() {
		if i < len(game.Moves) {
			game.Comments[i] = strings.Join(n.Lines, " ")
		}
	}
	return game.PGN4()
}

// RecordRead takes in a PGN4 file read off the loop: its game is put on
// the board once the player agrees to replace a game in progress. A file
// the field no longer waits for is ignored.
func (g *Game) RecordRead(msg kit.RecordReadMsg) tea.Cmd {
	return g.Records.Read(msg, g.rec.Played > 0, func(data []byte) (func(string) tea.Cmd, error) {
		game, err := dc.ParsePGN4(string(data), g.opts.Rules)
		var rec record
		if err == nil {
			rec, err = fromGame(game)
		}
		if err != nil {
			return nil, err
		}
		return func(shown string) tea.Cmd {
			g.Stop()
			g.rec, g.end, g.notes, g.advice, g.restored = rec, nil, nil, map[int]dc.Advice{}, nil
			g.opts.Rules = rec.Start().Rules()
			g.Footer.Note(fmt.Sprintf("Opened %s: %d quarter-moves.", shown, len(game.Moves)))
			return g.changed()
		}, nil
	})
}

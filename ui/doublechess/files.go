package doublechess

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
	"parlour/ui/rules"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
)

// What the text field is for.
const (
	fieldMove = "move"
	fieldSave = "save"
	fieldLoad = "load"
)

var fieldPrompts = map[string]string{
	fieldMove: "Move: ",
	fieldSave: "Save the game (PGN4) to: ",
	fieldLoad: "Open a PGN4 file: ",
}

var fieldPlaceholders = map[string]string{fieldMove: "h2-h3, Bf1xc4 or e13-e14=Q"}

// openField opens the text field for a move or a file name.
func (g *Game) openField(kind, value string) {
	g.field.Open(g.env.Theme, kind, fieldPrompts[kind], fieldPlaceholders[kind], value, g.width)
	if kind != fieldMove {
		g.footer.Note("A name without a folder is in " + sanitize.Line(g.recordsDir()) + ".")
	}
}

func (g *Game) closeField() {
	g.field.Close()
	g.loading = ""
}

// recordsDir is where PGN4 files go unless the player names a folder.
func (g *Game) recordsDir() string { return filepath.Join(g.env.Store.Dir(), kit.RecordsFolder) }

// fieldKey handles a key while the field is open.
func (g *Game) fieldKey(msg tea.KeyMsg) tea.Cmd {
	action, cmd := g.field.Key(msg)
	switch action {
	case kit.Cancel:
		g.closeField()
		g.footer.Clear()
	case kit.Submit:
		return g.submitField()
	case kit.Rules:
		return screen.Open(rules.New(g.env, GameID, "Double Chess"))
	}
	return cmd
}

// submitField acts on the text typed. On an error the field stays open
// with the text, to be mended.
func (g *Game) submitField() tea.Cmd {
	text := strings.TrimSpace(g.field.Value())
	switch g.field.For() {
	case fieldMove:
		if text == "" {
			g.closeField()
			return nil
		}
		if !g.humanToMove() {
			g.closeField()
			g.footer.Fail("Wait: it is not a person's turn.")
			return nil
		}
		cmd, err := g.typed(text)
		if err != nil {
			g.footer.Fail(sentence(err))
			return nil
		}
		g.closeField()
		return cmd
	case fieldSave:
		path, err := kit.RecordPath(text, g.env.Store.Dir())
		if err != nil {
			g.footer.Fail(sentence(err))
			return nil
		}
		if _, err := os.Stat(path); err == nil && path != g.path {
			g.closeField()
			g.ask(fmt.Sprintf("%s exists. Replace it with this game? (y/n)", sanitize.Line(path)), func(yes bool) tea.Cmd {
				if yes {
					g.writePGN4(path)
				} else {
					g.openField(fieldSave, text)
				}
				return nil
			})
			return nil
		}
		g.writePGN4(path)
	case fieldLoad:
		path, err := kit.RecordPath(text, g.env.Store.Dir())
		if err != nil {
			g.footer.Fail(sentence(err))
			return nil
		}
		g.loading = path
		g.footer.Note("Opening " + sanitize.Line(path) + g.env.Theme.Glyph.Ellipsis)
		return kit.ReadRecord(path)
	}
	return nil
}

// defaultPath is the file name the field offers.
func (g *Game) defaultPath() string {
	if g.path != "" {
		return g.path
	}
	return "doublechess.pgn4"
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
	return g.rec.game(tags).PGN4()
}

// writePGN4 saves the game to path, atomically, and says where in full.
func (g *Game) writePGN4(path string) {
	text, err := g.pgn4Text()
	if err == nil {
		err = kit.WriteRecord(path, []byte(text))
	}
	if err != nil {
		g.openField(fieldSave, path)
		g.footer.Fail("Not saved: " + sentence(err))
		return
	}
	g.closeField()
	g.path = path
	g.footer.Note("Saved the game to " + sanitize.Line(path) + ".")
	g.save()
}

// recordRead takes in a PGN4 file read off the loop: its game is put on
// the board once the player agrees to replace a game in progress. A file
// the field no longer waits for is ignored.
func (g *Game) recordRead(msg kit.RecordReadMsg) tea.Cmd {
	if g.field.For() != fieldLoad || msg.Path != g.loading {
		return nil
	}
	g.loading = ""
	path, shown := msg.Path, sanitize.Line(msg.Path)
	if msg.Err != nil {
		g.footer.Fail(kit.ReadError(msg.Err))
		return nil
	}
	game, err := dc.ParsePGN4(string(msg.Data), g.opts.Rules)
	var rec record
	if err == nil {
		rec, err = fromGame(game)
	}
	if err != nil {
		g.footer.Fail("Cannot read " + shown + ": " + sentence(err))
		return nil
	}
	g.closeField()
	take := func() tea.Cmd {
		g.think.Cancel()
		g.coach.Cancel()
		g.stopClock()
		g.rec, g.end, g.notes = rec, nil, nil
		g.opts.Rules = rec.start().Rules()
		g.path = path
		g.footer.Note(fmt.Sprintf("Opened %s: %d quarter-moves.", shown, len(game.Moves)))
		return g.changed()
	}
	if g.rec.played == 0 {
		return take()
	}
	g.ask("Replace this game with the one in "+shown+"? (y/n)", func(yes bool) tea.Cmd {
		if !yes {
			return nil
		}
		return take()
	})
	return nil
}

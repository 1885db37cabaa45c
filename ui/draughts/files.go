package draughts

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
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
	fieldSave: "Save the game (PDN) to: ",
	fieldLoad: "Open a PDN file: ",
}

var fieldPlaceholders = map[string]string{fieldMove: "11-15, 11x18x25 or huff 14"}

// openField opens the text field for a move or a file name.
func (g *Game) openField(kind, value string) {
	g.field.Open(g.env.Theme, kind, fieldPrompts[kind], fieldPlaceholders[kind], value, g.width)
	if kind != fieldMove {
		g.say(noteInfo, "A name without a folder is in "+sanitize.Line(g.recordsDir())+".")
	}
}

func (g *Game) closeField() {
	g.field.Close()
	g.loading = ""
}

// recordsDir is where PDN files go unless the player names a folder.
func (g *Game) recordsDir() string {
	return filepath.Join(g.env.Store.Dir(), kit.RecordsFolder)
}

// fieldKey handles a key while the field is open: Enter submits, Esc
// closes, F1 shows the rules; the rest is typing.
func (g *Game) fieldKey(msg tea.KeyMsg) tea.Cmd {
	action, cmd := g.field.Key(msg)
	switch action {
	case kit.Cancel:
		g.closeField()
		g.footer.Clear()
	case kit.Submit:
		return g.submitField()
	case kit.Rules:
		return screen.Open(rules.New(g.env, GameID, "Draughts"))
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
			g.say(noteError, "Wait: it is not a person's turn.")
			return nil
		}
		cmd, err := g.typed(text)
		if err != nil {
			g.say(noteError, kit.Sentence(err))
			return nil
		}
		g.closeField()
		return cmd
	case fieldSave:
		path, err := kit.RecordPath(text, g.env.Store.Dir())
		if err != nil {
			g.say(noteError, kit.Sentence(err))
			return nil
		}
		if _, err := os.Stat(path); err == nil && path != g.pdnPath {
			g.closeField()
			g.ask(fmt.Sprintf("%s exists. Replace it with this game? (y/n)", sanitize.Line(path)), func(yes bool) tea.Cmd {
				if yes {
					g.writePDN(path)
				} else {
					g.openField(fieldSave, text)
				}
				return nil
			})
			return nil
		}
		g.writePDN(path)
	case fieldLoad:
		path, err := kit.RecordPath(text, g.env.Store.Dir())
		if err != nil {
			g.say(noteError, kit.Sentence(err))
			return nil
		}
		g.loading = path
		g.say(noteInfo, "Opening "+sanitize.Line(path)+g.env.Theme.Glyph.Ellipsis)
		return kit.ReadRecord(path)
	}
	return nil
}

// defaultPath is the file name the field offers.
func (g *Game) defaultPath() string {
	if g.pdnPath != "" {
		return g.pdnPath
	}
	return "draughts.pdn"
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

// writePDN saves the game to path, atomically: a file half written is
// never left in its place.
func (g *Game) writePDN(path string) {
	text, err := g.pdnText()
	if err == nil {
		err = kit.WriteRecord(path, []byte(text))
	}
	if err != nil {
		g.openField(fieldSave, path)
		g.say(noteError, "Not saved: "+kit.Sentence(err))
		return
	}
	g.closeField()
	g.pdnPath = path
	g.say(noteInfo, "Saved the game to "+sanitize.Line(path)+".")
	g.save()
}

// recordRead takes in a PDN file read off the loop: the first game in it
// is put on the board once the player agrees to replace a game in
// progress. A file the field no longer waits for is ignored.
func (g *Game) recordRead(msg kit.RecordReadMsg) tea.Cmd {
	if g.field.For() != fieldLoad || msg.Path != g.loading {
		return nil
	}
	g.loading = ""
	path, shown := msg.Path, sanitize.Line(msg.Path)
	if msg.Err != nil {
		g.say(noteError, kit.ReadError(msg.Err))
		return nil
	}
	game, err := draughts.ParsePDN(string(msg.Data))
	var rec record
	if err == nil {
		rec, err = fromPDN(game)
	}
	if err != nil {
		g.say(noteError, "Cannot read "+shown+": "+kit.Sentence(err))
		return nil
	}
	g.closeField()
	take := func() tea.Cmd {
		g.rec = rec
		g.opts.Rules = rec.start().Rules()
		g.opts.Drill = ""
		g.end = nil
		g.pdnPath = path
		moves := len(game.Moves)
		text := fmt.Sprintf("Opened %s: %d moves.", shown, moves)
		if game.Result != "*" && draughts.Outcome(rec.now()).Status == draughts.Ongoing {
			text = fmt.Sprintf("Opened %s: %d moves; the file gives the result %s, and play goes on from here.", shown, moves, sanitize.Line(game.Result))
		}
		g.say(noteInfo, text)
		return g.changed()
	}
	if g.rec.played == 0 || g.over() {
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

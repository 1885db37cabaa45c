package draughts

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/cursor"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlour/games/draughts"
	"parlour/ui/rules"
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

// openField opens the text field for a move or a file name.
func (g *Game) openField(kind, value string) {
	g.fieldFor = kind
	g.field.Prompt = fieldPrompts[kind]
	g.field.Placeholder = ""
	if kind == fieldMove {
		g.field.Placeholder = "11-15, 11x18x25 or huff 14"
	}
	g.field.Width = max(g.width-lipgloss.Width(g.field.Prompt)-2, 1)
	g.field.SetValue(value)
	g.field.CursorEnd()
	g.field.Cursor.SetMode(cursor.CursorStatic)
	g.field.Focus()
}

func (g *Game) closeField() {
	g.fieldFor = ""
	g.field.Blur()
}

// fieldKey handles a key while the field is open: Enter submits, Esc
// closes, F1 shows the rules; the rest is typing.
func (g *Game) fieldKey(msg tea.KeyMsg) tea.Cmd {
	switch msg.Type {
	case tea.KeyEsc:
		g.closeField()
		g.note = ""
		return nil
	case tea.KeyEnter:
		return g.submitField()
	case tea.KeyF1:
		return screen.Open(rules.New(g.env, GameID, "Draughts"))
	}
	var cmd tea.Cmd
	g.field, cmd = g.field.Update(msg)
	return cmd
}

// submitField acts on the text typed. On an error the field stays open
// with the text, to be mended.
func (g *Game) submitField() tea.Cmd {
	text := strings.TrimSpace(g.field.Value())
	switch g.fieldFor {
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
			g.say(noteError, sentence(err))
			return nil
		}
		g.closeField()
		return cmd
	case fieldSave:
		path, err := expandPath(text)
		if err != nil {
			g.say(noteError, sentence(err))
			return nil
		}
		if _, err := os.Stat(path); err == nil && path != g.pdnPath {
			g.closeField()
			g.ask(fmt.Sprintf("%s exists. Replace it with this game? (y/n)", path), func(yes bool) tea.Cmd {
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
		path, err := expandPath(text)
		if err != nil {
			g.say(noteError, sentence(err))
			return nil
		}
		return g.loadPDN(path)
	}
	return nil
}

// expandPath reads a file name as typed: "~/" is the home folder.
func expandPath(text string) (string, error) {
	if text == "" {
		return "", errors.New("type the name of a file")
	}
	if rest, ok := strings.CutPrefix(text, "~/"); ok {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		return filepath.Join(home, rest), nil
	}
	return text, nil
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
		err = writeAtomic(path, []byte(text))
	}
	if err != nil {
		g.openField(fieldSave, path)
		g.say(noteError, "Not saved: "+sentence(err))
		return
	}
	g.closeField()
	g.pdnPath = path
	g.say(noteInfo, "Saved the game to "+path+".")
	g.save()
}

// writeAtomic writes data to a temporary file beside path, then renames it.
func writeAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name())
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// loadPDN reads the first game of a PDN file and, once the player agrees
// to replace a game in progress, puts it on the board.
func (g *Game) loadPDN(path string) tea.Cmd {
	data, err := os.ReadFile(path)
	if err != nil {
		g.say(noteError, "Cannot open it: "+sentence(unwrapPath(err)))
		return nil
	}
	game, err := draughts.ParsePDN(string(data))
	var rec record
	if err == nil {
		rec, err = fromPDN(game)
	}
	if err != nil {
		g.say(noteError, "Cannot read "+path+": "+sentence(err))
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
		msg := fmt.Sprintf("Opened %s: %d moves.", path, moves)
		if game.Result != "*" && draughts.Outcome(rec.now()).Status == draughts.Ongoing {
			msg = fmt.Sprintf("Opened %s: %d moves; the file gives the result %s, and play goes on from here.", path, moves, game.Result)
		}
		g.say(noteInfo, msg)
		return g.changed()
	}
	if g.rec.played == 0 || g.over() {
		return take()
	}
	g.ask("Replace this game with the one in "+path+"? (y/n)", func(yes bool) tea.Cmd {
		if !yes {
			return nil
		}
		return take()
	})
	return nil
}

// unwrapPath drops the path from an *os.PathError, which the message
// names already.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

package circularchess

import (
	"path/filepath"
	"time"

	cc "parlour/games/circularchess"
)

// record is the game as the engine writes it: the moves on the board and,
// for a resignation or an agreed draw, the result the players gave.
func (g *Game) record() cc.Game {
	rec := cc.NewRecord(g.states[0])
	rec.Moves = append([]cc.Move(nil), g.moves[:g.played]...)
	if g.end != nil {
		rec.Result = g.end.Result()
	}
	return rec
}

// saveRecord writes the finished game's record, in the engine's text form
// (the ring-cell notation, with tags for the rules and the result), to a
// new file in the data folder, and says where in full.
func (g *Game) saveRecord() (string, error) {
	text, err := g.record().Text()
	if err != nil {
		return "", err
	}
	name := "circularchess-" + time.Now().Format("2006-01-02-150405") + ".txt"
	if err := g.env.Store.WriteFile(name, []byte(text)); err != nil {
		return "", err
	}
	path := filepath.Join(g.env.Store.Dir(), name)
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return "Saved the record to " + path, nil
}

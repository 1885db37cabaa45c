package circularchess

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	cc "parlour/games/circularchess"
	"parlour/ui/board/kit"
)

// record is the game as the engine writes it: the moves on the board and,
// for a resignation or an agreed draw, the result the players gave.
func (g *Game) record() cc.Record {
	rec := cc.NewRecord(g.rec.Start())
	rec.Moves = append([]cc.Move(nil), g.rec.InEffect()...)
	if g.end != nil {
		rec.Result = g.end.Result()
	}
	return rec
}

// recordText is the game's record so far in the engine's text form: the
// ring-cell notation, with tags for the rules and the result.
func (g *Game) recordText() (string, error) { return g.record().Text() }

// saveRecord saves the record from the result screen, where the game was
// last saved or opened, else to a new file in the records folder.
func (g *Game) saveRecord() (string, error) {
	return g.Records.SaveNow(g.Env.Store.Dir(), g.recordText)
}

// RecordRead takes in a record file read off the loop: its game is put on
// the board at its last position, once the players agree to replace a
// game in progress. A file refused leaves the game as it was; a read the
// screen no longer waits for is ignored.
func (g *Game) RecordRead(msg kit.RecordReadMsg) tea.Cmd {
	inProgress := g.rec.Len() > 0 && !g.Over()
	return g.Records.Read(msg, inProgress, func(data []byte) (func(string) tea.Cmd, error) {
		rec, played, err := readRecord(data)
		if err != nil {
			return nil, err
		}
		return func(shown string) tea.Cmd {
			g.takeRecord(rec, played)
			text := fmt.Sprintf("Opened %s: %d moves (u steps back through them).", shown, len(rec.Moves))
			if len(rec.Moves) == 0 {
				text = "Opened " + shown + ": no moves played yet."
			}
			if rec.Result != "" {
				text = fmt.Sprintf("Opened %s: %d moves; the file gives the result %s, and play goes on from here.", shown, len(rec.Moves), rec.Result)
			}
			cmd := g.changed()
			g.Footer.Note(text)
			return cmd
		}, nil
	})
}

// readRecord reads a record's text: its start (the starting array or the
// FEN it gives) and every move legal.
func readRecord(data []byte) (cc.Record, kit.Record[cc.State, cc.Move], error) {
	var played kit.Record[cc.State, cc.Move]
	rec, err := cc.ParseRecord(string(data))
	if err != nil {
		return cc.Record{}, played, err
	}
	played, err = kit.NewRecord(rec.Start, cc.State.Apply, cc.State.MoveText).Replay(rec.Moves, len(rec.Moves), "move")
	return rec, played, err
}

// takeRecord puts a record's game on the board at its last position, with
// the set-up's rules following the record's.
func (g *Game) takeRecord(rec cc.Record, played kit.Record[cc.State, cc.Move]) {
	g.Think.Cancel()
	g.rec = played
	g.end, g.endReason = nil, ""
	g.stopClock()
	g.clocks.Used = make([]time.Duration, 2)
	options := make(map[string]string, len(g.config.Options)+1)
	for k, v := range g.config.Options {
		options[k] = v
	}
	options["rules"] = rulesChoice(rec.Start.Rules())
	g.config.Options = options
}

// rulesChoice is the set-up's name for rules r.
func rulesChoice(r cc.Rules) string {
	switch {
	case r.Variant == cc.Byzantine:
		return rulesChoices[2].Value
	case r.EnPassant:
		return rulesChoices[1].Value
	}
	return rulesChoices[0].Value
}

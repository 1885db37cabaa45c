package doublechess

import (
	"fmt"
	"time"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
	"parlour/ui/sanitize"
	"parlour/ui/store"
)

// Bounds on what a save may hold: far beyond any game played, short of
// what would overflow or take long to replay.
const (
	maxSavedMoves = 40_000           // quarter-moves, passes included
	maxSavedClock = 1000 * time.Hour // one person's time used
	maxNoteLines  = 8                // lines of one coach's note
	maxNoteLine   = 400              // bytes of one line
	maxNoteCost   = 1_000_000        // hundredths of a pawn: beyond any score
)

// decodeSave reads an autosave the one way it is trusted: every field
// known and the required ones there, each number within its bounds, and
// the game replayed through the engine move by move. Whatever fails is
// refused with the reason (the menu sets the save aside).
func decodeSave(e store.Envelope) (savedGame, record, error) {
	var sv savedGame
	if err := kit.DecodeSave(e, 4, "double chess", &sv); err != nil {
		return sv, record{}, err
	}
	if err := kit.SavedRules(sv.Options.Rules, sv.Start.Rules(), sv.Options.Rules.Validate()); err != nil {
		return sv, record{}, err
	}
	if len(sv.Moves) > maxSavedMoves {
		return sv, record{}, fmt.Errorf("the save holds %d quarter-moves (at most %d)", len(sv.Moves), maxSavedMoves)
	}
	if sv.Turns < 0 || sv.Turns > 3 {
		return sv, record{}, fmt.Errorf("the board turned %d quarters (0 to 3)", sv.Turns)
	}
	for i, ms := range sv.Clocks {
		if ms < 0 || ms > maxSavedClock.Milliseconds() {
			return sv, record{}, fmt.Errorf("%s's clock shows %d ms used", dc.Color(i), ms)
		}
	}
	var err error
	if sv.Path, err = kit.SavedRecordPath(sv.Path); err != nil {
		return sv, record{}, err
	}
	if sv.Options.Drill != "" {
		d, ok := drillByID(sv.Options.Drill)
		if !ok {
			return sv, record{}, fmt.Errorf("no drill %q", sanitize.Cap(sanitize.Line(sv.Options.Drill), 64))
		}
		if start, err := d.Start(); err != nil || start.FEN4() != sv.Start.FEN4() {
			return sv, record{}, fmt.Errorf("the saved drill does not start from %s's position", d.Name)
		}
	}
	notes, err := cleanNotes(sv.Notes, len(sv.Moves))
	if err != nil {
		return sv, record{}, err
	}
	sv.Notes = notes
	rec, err := replay(sv.Start, sv.Moves, sv.Played)
	if err != nil {
		return sv, record{}, fmt.Errorf("the saved game does not replay: %w", err)
	}
	return sv, rec, nil
}

// cleanNotes checks the coach's notes of a save with moves quarter-moves:
// each on one of them, of a few lines, each line printable ASCII (as the
// coach writes them; anything else becomes '?') and not too long.
func cleanNotes(notes map[int]coachNote, moves int) (map[int]coachNote, error) {
	for i, n := range notes {
		switch {
		case i < 0 || i >= moves:
			return nil, fmt.Errorf("a coach's note on quarter-move %d of %d", i+1, moves)
		case len(n.Lines) == 0 || len(n.Lines) > maxNoteLines:
			return nil, fmt.Errorf("a coach's note of %d lines (1 to %d)", len(n.Lines), maxNoteLines)
		case n.Cost < 0 || n.Cost > maxNoteCost:
			return nil, fmt.Errorf("a coach's note costing %d hundredths of a pawn", n.Cost)
		}
		for j, line := range n.Lines {
			if len(line) > maxNoteLine {
				return nil, fmt.Errorf("a coach's note with a line of %d bytes (at most %d)", len(line), maxNoteLine)
			}
			n.Lines[j] = sanitize.ASCII(line)
		}
	}
	return notes, nil
}

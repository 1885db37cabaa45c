package doublechess

import (
	"context"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// The partnership drills are chosen, like draughts' drills, in the
// set-up's first option beside the game itself: the person plays the
// drill's army, the computers the other three, and the engine's
// Drill.Check judges what he plays.

// playGame is the set-up's value for a game rather than a drill.
const playGame = "game"

// drillMoves is how many quarter-moves a drill of two moves to one may
// run before it is judged failed: the player's, the adversary's, the
// partner's, the other adversary's, and the player's again.
const drillMoves = 5

// drillID is drill d's value in the set-up and in a save: its name in
// small letters, words joined by hyphens.
func drillID(d dc.Drill) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(d.Name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

// drillByID finds a drill by its value.
func drillByID(id string) (dc.Drill, bool) {
	for _, d := range dc.Drills {
		if drillID(d) == id {
			return d, true
		}
	}
	return dc.Drill{}, false
}

// playChoices are the game and the drills, as the set-up offers them.
func playChoices() []screen.Choice {
	out := []screen.Choice{{Value: playGame, Label: "a game: one to four people"}}
	for _, d := range dc.Drills {
		out = append(out, screen.Choice{Value: drillID(d), Label: "Drill: " + d.Name})
	}
	return out
}

// notDrill reports whether the set-up's choices are for a game, to which
// the first move, the clocks and the coach's choice apply.
func notDrill(chosen map[string]string) bool {
	_, drill := drillByID(chosen["play"])
	return !drill
}

// drillTable seats the drill: the first person of the table (or Player 1)
// plays the drill's army, computers of the table's first computer level
// (Medium if none) the other three.
func drillTable(table []seats.Seat, mover dc.Color) []seats.Seat {
	person := seats.Seat{Name: seats.DefaultName(0), Kind: seats.Human}
	level := seats.Medium
	foundPerson, foundLevel := false, false
	for _, s := range table {
		switch {
		case s.IsHuman() && !foundPerson:
			person, foundPerson = s, true
		case !s.IsHuman() && !foundLevel:
			level, foundLevel = s.Level, true
		}
	}
	out := make([]seats.Seat, 4)
	for _, c := range dc.Colors {
		out[c] = seats.Seat{Name: seats.DefaultName(int(c)), Kind: seats.Computer, Level: level}
	}
	out[mover] = person
	return out
}

// beginDrill sets up drill d for the table: its position, its seats.
func beginDrill(env *screen.Env, d dc.Drill, table []seats.Seat, o options, seed uint64) (*Game, error) {
	start, err := d.Start()
	if err != nil {
		return nil, err
	}
	o.Rules = start.Rules()
	o.Lot, o.Clock, o.Coach, o.CoachAll = false, false, false, false
	g := newScreen(env, drillTable(table, start.Turn()), screen.Link{}, o, newRecord(start), seed)
	g.Footer.Note("Drill: " + d.Task)
	return g, nil
}

// drill returns the drill being played, if any.
func (g *Game) drill() (dc.Drill, bool) { return drillByID(g.opts.Drill) }

// judgeDrill judges the drill after a quarter-move: solved when the
// engine's check says so; failed on the player's first move for every
// goal but two moves to one, which has until its quarter-moves run out or
// the game ends. The drill then ends, on the result screen.
func (g *Game) judgeDrill() {
	d, ok := g.drill()
	if !ok || g.end != nil || g.rec.Played == 0 {
		return
	}
	start := g.rec.Start()
	moves := g.rec.InEffect()
	solved, why := d.Check(start, moves)
	over := solved || d.Goal != dc.DoubleMate || len(moves) >= drillMoves || dc.Outcome(g.rec.Now()).Status != dc.Ongoing
	if !over {
		return
	}
	side := start.Turn().Side()
	if !solved {
		side = side.Other()
	}
	g.end = &dc.Verdict{Status: dc.Win, Winner: side, Reason: why}
	g.drillSolved = solved
}

// drillHint is the coach's hint in a drill: of the moves that reach the
// goal, the one the search scores best.
func (g *Game) drillHint(d dc.Drill) tea.Cmd {
	s, lim, played := g.rec.Now(), g.effort.coach, g.rec.Played
	start := g.rec.Start()
	if played > 0 || s.Turn() != start.Turn() {
		return g.plainHint()
	}
	return g.Think.Start(kit.TaskHint, func(ctx context.Context, report kit.Report) any {
		m, _ := d.Hint(ctx, s, lim)
		return hintResult{played: played, move: m}
	})
}

// drillEnding is the drill's result in a few words, the engine's reason,
// and the book's words behind the drill (for the result's body).
func (g *Game) drillEnding(d dc.Drill) (headline, reason, book string) {
	book = `The book: "` + d.Note + `"`
	if g.Env.Theme.ASCII {
		book = sanitize.ASCII(book)
	}
	headline = "Drill not solved: " + d.Name
	if g.drillSolved {
		headline = "Drill solved: " + d.Name
	}
	return headline, screen.Capitalise(g.end.Reason) + ".", book
}

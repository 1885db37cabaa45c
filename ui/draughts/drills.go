package draughts

import "parlour/games/draughts"

// drill is one of the book's endgame problems, set up for Black (the seat
// that moves first) to win against White under the Victorian draw rules,
// which judge it: the drill is won when Black wins the game, and failed
// when the rules draw it or White wins.
type drill struct {
	ID     string // stable, for saves
	Choice string // as the set-up offers it
	Title  string
	FEN    string
	Goal   string // what Black must do, in a line
}

// The book's titles; the positions of its lost diagrams are our own (see
// docs/rules/draughts.md), but for three kings to two, which the text
// describes square by square.
var drills = []drill{
	{
		ID: "2v1", Choice: "Drill: two kings to one", Title: "Two kings to one",
		FEN:  "B:WK28:BK18,K19",
		Goal: "Drive the lone king out of his double corner and take it within 20 moves (rule 10).",
	},
	{
		ID: "2v2", Choice: "Drill: two kings to two", Title: "Two kings to two",
		FEN:  "B:WK18,K19:BK26,K31",
		Goal: "The book's winning position: one move gives a king and takes two. Find it.",
	},
	{
		ID: "3v2", Choice: "Drill: three kings to two", Title: "Three kings to two",
		FEN:  "B:WK5,K32:BK10,K18,K19",
		Goal: "Force the exchange of a king, then win two kings against one in time.",
	},
	{
		ID: "4v3", Choice: "Drill: four kings to three", Title: "Four kings to three",
		FEN:  "B:WK5,K28,K32:BK10,K15,K18,K22",
		Goal: "Force exchanges against the defended double corners and win within the rules.",
	},
}

// drillByID finds a drill.
func drillByID(id string) (drill, bool) {
	for _, d := range drills {
		if d.ID == id {
			return d, true
		}
	}
	return drill{}, false
}

// drillRules are the rules every drill is played under.
var drillRules = draughts.Rules{Variant: draughts.English, Draws: draughts.Victorian}

// start returns the drill's opening state.
func (d drill) start() (draughts.State, error) { return draughts.ParseFEN(d.FEN, drillRules) }

// judge says how a finished drill went: won, or failed and why.
func (d drill) judge(v draughts.Verdict) (won bool, why string) {
	switch {
	case v.Status == draughts.Win && v.Winner == draughts.Black:
		return true, "Drill won: " + v.Reason + "."
	case v.Status == draughts.Draw:
		return false, "Drill failed, drawn: " + v.Reason + "."
	}
	return false, "Drill failed: " + v.Reason + "."
}

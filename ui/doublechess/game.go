package doublechess

import (
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	dc "parlour/games/doublechess"
	"parlour/ui/board"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// Game is the Double Chess screen: one game for four seats (by army:
// Black, Green, White, Red), people or computers, at one keyboard or in a
// room. There is nothing hidden in chess, so people share the board
// without handing it over; it turns to whoever is to move when that option
// is on. The board screen of the kit does what every board game does; Game
// is the rest.
type Game struct {
	kit.BoardScreen
	opts options
	rec  record
	end  *dc.Verdict // a resignation, a time-out or a drill judged; the board's own ends are the engine's
	// drillSolved: the drill played was solved (its verdict is end).
	drillSolved bool
	seed        uint64

	// The board as shown.
	turns  int // quarter turns clockwise: 0 Black, 1 Red, 2 White, 3 Green at the bottom
	cursor dc.Square
	sel    dc.Square // the man picked up, or dc.NoSquare
	promo  []dc.Move // the promotions offered for the move being made
	hint   []dc.Square
	drawer board.Drawer
	snap   snapshot
	// version counts the refreshes, so that what is drawn from the
	// snapshot can be kept until it changes.
	version int
	corners cornersDrawn

	// The coach, on a thinker of its own; the computers' moves, the hints
	// and the draw offers are the BoardScreen's Think.
	coach  *kit.Thinking
	effort effort
	notes  []note // the partner's notices and the coach's remarks
	// notesTop is the first line of the notes shown, when they overflow
	// the panel ([ and ] scroll them).
	notesTop int
	// advice is what the coach said of each person's move, by its
	// quarter-move index in the record: the review's notes and the
	// record's comments.
	advice map[int]dc.Advice
	// restored are the coach's notes on the moves before a Continue, as
	// the autosave kept them (coachNotes joins the two).
	restored map[int]coachNote
	// studyThink studies the position at a person's turn; study is the
	// study made, of the position of studyPlayed quarter-moves, until the
	// coach takes it to rate his move; intent is his computer partner's
	// intent from it, or nil.
	studyThink  *kit.Thinking
	study       *dc.Study
	studyPlayed int
	intent      *dc.Intent

	// The people's clocks, which run on a person's turn only.
	clocks kit.Clocks
	// turnBegan is when the room accepted the move that began the turn
	// (zero: not known, or not in a room): a copy built late, its person
	// reconnecting mid-turn, counts his time from then.
	turnBegan time.Time

	// proposal is a take-back, draw or honours of war proposed in a room
	// and waiting for the other people's answers (see consent.go).
	proposals kit.Proposals

	keys gameKeys
}

// note is a line of the panel's notes: who says it and what.
type note struct {
	warn bool
	text string
}

// snapshot is what the board shows of the state, worked out once a
// change, so that View only draws.
type snapshot struct {
	legal    []dc.Move
	armies   [4]dc.ArmyState
	lost     [4][]dc.Kind
	last     [4]dc.Move
	hasLast  [4]bool
	verdict  dc.Verdict
	twoPiece bool
	twoSide  dc.Side
	rounds   []string // the move list's lines
}

func newScreen(env *screen.Env, table []seats.Seat, link screen.Link, o options, rec record, seed uint64) *Game {
	g := &Game{
		opts: o, rec: rec, seed: seed,
		sel: dc.NoSquare, coach: kit.NewThinking(), effort: defaultEffort, keys: newKeys(),
		advice: map[int]dc.Advice{}, studyThink: kit.NewThinking(), clocks: newClocks(o.Clock),
	}
	g.Setup(g, kit.BoardSpec{Env: env, Seats: table, Link: link, Keys: &g.keys.Keys,
		Game: GameID, Title: "Double Chess", Notation: "FEN4",
		Record: "PGN4", Stem: "doublechess", Ext: "pgn4", MoveHint: "h2-h3, Bf1xc4 or e13-e14=Q",
		FieldLimit: 256, Sentence: sentence, Pace: defaultPace})
	g.proposals = g.newProposals()
	g.refresh()
	g.faceTheTable()
	g.placeCursor()
	return g
}

// refresh works out the snapshot of the state on the board.
func (g *Game) refresh() {
	s := g.rec.Now()
	sn := snapshot{legal: dc.Legal(s), verdict: dc.Outcome(s), rounds: g.rec.roundLines()}
	for _, c := range dc.Colors {
		sn.armies[c] = s.Army(c)
		sn.lost[c] = s.Lost(c)
		sn.last[c], sn.hasLast[c] = g.rec.lastOf(c)
	}
	sn.twoSide, sn.twoPiece = s.TwoPieceEnding()
	g.snap = sn
	g.version++
	g.SyncKeys()
}

// MinSize is the smallest terminal the game needs.
func (g *Game) MinSize() (int, int) {
	return fit.MinSize(g.frame)
}

// Init starts whatever comes next.
func (g *Game) Init() tea.Cmd { return g.Turn() }

// seatOf is the seat that plays army c.
func (g *Game) seatOf(c dc.Color) seats.Seat { return g.Seats[c] }

// name is how the panel and the messages call army c's player: "Ada
// (Black)", or "Black" for a computer.
func (g *Game) name(c dc.Color) string {
	s := g.seatOf(c)
	if !s.IsHuman() {
		return c.String()
	}
	return s.Name + " (" + c.String() + ")"
}

// here reports whether army c is a person's who plays at this keyboard
// (in a room, one of this copy's own seats).
func (g *Game) here(c dc.Color) bool { return g.Here(int(c)) }

// outcome is the game's result: a declared end, or the board's.
func (g *Game) outcome() dc.Verdict {
	if g.end != nil {
		return *g.end
	}
	return g.snap.verdict
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.outcome().Status != dc.Ongoing }

// CanMove reports whether a person at this keyboard is to play now.
func (g *Game) CanMove() bool {
	return !g.Over() && g.here(g.rec.Now().Turn())
}

// coaching reports whether the coach speaks in this game: on, or on in
// practice and not four people at the whole table.
func (g *Game) coaching() bool {
	return g.opts.Coach && (seats.Humans(g.Seats) < 4 || g.opts.CoachAll)
}

// Save writes the autosave; a finished game's is deleted instead, and a
// room's log is its save.
func (g *Game) Save() {
	g.Autosave(GameID, saveVersion, func() any {
		sv := savedGame{Options: g.opts, Start: g.rec.Start(), Moves: g.rec.Moves, Played: g.rec.Played,
			Seed: g.seed, Turns: g.turns, Path: g.Records.Path, Notes: g.coachNotes(), PaceMS: g.Watch.Pace.Milliseconds()}
		for i := range sv.Clocks {
			sv.Clocks[i] = g.clocks.TakenNow(i).Milliseconds()
		}
		return sv
	})
}

// play plays a quarter-move and goes on; in a room it goes to the room
// first, and is applied when it comes back.
func (g *Game) play(m dc.Move) (tea.Cmd, error) {
	if g.InRoom() {
		return g.send(roomAction{Kind: moveAction, Move: &m})
	}
	return g.apply(m)
}

// apply does a quarter-move on the board and goes on (at one keyboard, or
// as the room hands it back).
func (g *Game) apply(m dc.Move) (tea.Cmd, error) {
	before := g.rec.Now()
	g.stopClock()
	if err := g.rec.Add(m); err != nil {
		g.startClock()
		return nil, err
	}
	index := g.rec.Played - 1
	g.forgetAdvice(index)
	g.judgeDrill()
	var coach tea.Cmd
	if g.here(before.Turn()) && g.coaching() && !m.Pass {
		coach = g.startCoach(before, m, index)
	}
	return tea.Batch(g.changed(), coach), nil
}

// changed follows a move, or moves taken back or played again: the
// thinking in progress stops, the game is saved, and the next turn begins.
func (g *Game) changed() tea.Cmd {
	g.Think.Cancel()
	g.dropStudy()
	g.sel, g.promo, g.hint = dc.NoSquare, nil, nil
	g.refresh()
	g.MoveList.Reset()
	g.Save()
	return g.Turn()
}

// Turn starts what the position asks for: the result when the game is
// over, the automatic passes of armies that cannot move, the computer's
// thinking, or a person's move.
func (g *Game) Turn() tea.Cmd {
	var passed []string
	for !g.Over() && len(g.snap.legal) == 1 && g.snap.legal[0].Pass {
		c := g.rec.Now().Turn()
		why := "has no move"
		if g.snap.armies[c] == dc.Checkmated {
			why = "is checkmated"
		}
		if err := g.rec.pass(); err != nil {
			break
		}
		passed = append(passed, c.String()+" "+why+" and passes")
		g.refresh()
	}
	if len(passed) > 0 {
		g.Footer.Note(strings.Join(passed, "; ") + ".")
		g.Save()
	}
	if g.Over() {
		g.Stop()
		g.finish()
		return nil
	}
	if !g.CanMove() {
		if c := g.rec.Now().Turn(); g.InRoom() && (g.seatOf(c).IsHuman() || !g.Link.Plays(int(c)) || g.Pending > 0 || g.proposals.Busy()) {
			return nil // another terminal's seat, or the room's computer
		}
		if g.Watch.Paused {
			return nil
		}
		return g.startComputer()
	}
	g.faceTheTable()
	g.placeCursor()
	g.partnerNotice()
	if g.snap.twoPiece {
		g.addNote(false, "Two pieces are left: the book advises beginners to declare the game drawn, the honours of war to "+g.snap.twoSide.String()+" (H).")
	}
	return tea.Batch(g.startClock(), g.startStudy())
}

// faceTheTable turns the board to the person to move, or to the one
// person at the table.
func (g *Game) faceTheTable() {
	if !g.opts.TurnBoard {
		return
	}
	c := g.rec.Now().Turn()
	if g.People() == 1 {
		for _, a := range dc.Colors {
			if g.here(a) {
				c = a
			}
		}
	} else if !g.here(c) {
		return
	}
	g.turns = turnsFor(c)
}

// turnsFor is the quarter turns that put army c at the bottom.
func turnsFor(c dc.Color) int {
	return [4]int{dc.Black: 0, dc.Green: 3, dc.White: 2, dc.Red: 1}[c]
}

// partnerNotice tells the person to move, under rule 5, that his queen is
// attacked: his partner (alive, for a checkmated player may not speak)
// points it out.
func (g *Game) partnerNotice() {
	s := g.rec.Now()
	c := s.Turn()
	if !g.opts.Rules.QueenNotice || g.snap.armies[c.Partner()] == dc.Checkmated {
		return
	}
	qs := s.AttackedQueens(c)
	if len(qs) == 0 {
		return
	}
	var where []string
	for _, q := range qs {
		where = append(where, q.String())
	}
	text := "Your partner points out: your queen on " + kit.JoinAnd(where) + " is attacked (rule 5)."
	if len(qs) > 1 {
		text = "Your partner points out: your queens on " + kit.JoinAnd(where) + " are attacked (rule 5)."
	}
	if g.People() > 1 {
		text = g.seatOf(c).Name + ": " + text
	}
	g.Footer.Warn(text)
	g.addNote(true, text)
}

// addNote puts a line in the panel's notes, the latest last.
func (g *Game) addNote(warn bool, text string) {
	for _, n := range g.notes {
		if n.text == text {
			return
		}
	}
	g.notes = append(g.notes, note{warn: warn, text: text})
	g.notesTop = 0
	if len(g.notes) > maxNotes {
		g.notes = g.notes[len(g.notes)-maxNotes:]
	}
}

// maxNotes is how many notes the panel keeps.
const maxNotes = 6

// Update plays the game; once it is over, its result takes its place.
func (g *Game) Update(msg tea.Msg) (screen.Screen, tea.Cmd) { return g.BoardScreen.Update(g, msg) }

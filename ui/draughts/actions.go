package draughts

import (
	"fmt"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
	"parlour/ui/board/kit"
)

// history is the record as the kit's take-back policy sees it: seat 0
// plays the side that moves first.
type history struct{ g *Game }

func (h history) Played() int { return h.g.rec.Played }
func (h history) Len() int    { return len(h.g.rec.Moves) }
func (h history) Mover(i int) int {
	if h.g.rec.mover(i) == h.g.first() {
		return 0
	}
	return 1
}
func (h history) Describe(i int) string { return h.g.rec.describe(i) }

// seating is the screen as the kit's take-back flow sees it.
func (g *Game) seating() kit.Seating {
	return g.Seating(len(g.Seats), func(seat int) bool { return g.Seats[seat].IsHuman() },
		func(seat int) string { return g.Seats[seat].Name })
}

// Undo takes back the last move: freely against the computer (back to the
// person's last move), with the other player's consent between two people.
func (g *Game) Undo() tea.Cmd {
	if g.end != nil {
		g.say(noteError, "The game is over: "+g.end.Reason+".")
		return nil
	}
	if g.InRoom() {
		return g.propose(kit.ProposeUndo)
	}
	return g.seating().TakeBack(history{g}, func(n int) tea.Cmd {
		g.rec.Played -= n
		return g.changed()
	})
}

// Redo plays again what Undo took back: against the computer up to the
// person's next turn, between two people with the other player's consent.
func (g *Game) Redo() tea.Cmd {
	if g.end != nil {
		g.say(noteError, kit.Sentence(kit.ErrNothingToRedo))
		return nil
	}
	if g.InRoom() {
		return g.propose(kit.ProposeRedo)
	}
	return g.seating().PlayAgain(history{g}, func(n int) tea.Cmd {
		g.rec.Played += n
		return g.changed()
	})
}

// Resign asks the person to move (or the one person at the table)
// whether to resign.
func (g *Game) Resign() tea.Cmd {
	if g.Over() {
		return nil
	}
	side, ok := g.personHere()
	if !ok {
		return nil
	}
	name := g.seatOf(side).Name
	g.Ask(fmt.Sprintf("%s, resign this game? (y/n)", name), func(yes bool) tea.Cmd {
		if !yes {
			return nil
		}
		if g.Link.InRoom() {
			cmd, _ := g.send(event{Kind: resignEvent, Side: side})
			return cmd
		}
		g.end = &draughts.Verdict{Status: draughts.Win, Winner: side.Opponent(), Reason: name + " resigned"}
		return g.changed()
	})
	return nil
}

// personHere is the side of the person who acts now (kit's PersonHere).
func (g *Game) personHere() (draughts.Color, bool) {
	turn := g.rec.Now().Turn()
	seat, ok := g.PersonHere(g.seatIndex(turn))
	if seat != g.seatIndex(turn) {
		return turn.Opponent(), ok
	}
	return turn, ok
}

// OfferDraw offers a draw for the person to move (the key is his alone):
// the other person answers, or the computer weighs it; in a room it is a
// proposal.
func (g *Game) OfferDraw() tea.Cmd {
	if g.InRoom() {
		return g.propose(kit.ProposeDraw)
	}
	side := g.rec.Now().Turn()
	return g.OfferDrawTo(g.seatIndex(side), g.seatIndex(side.Opponent()),
		func() tea.Cmd { return g.askComputerForDraw(side.Opponent()) },
		func() tea.Cmd {
			g.end = &draughts.Verdict{Status: draughts.Draw, Reason: "drawn by agreement"}
			return g.changed()
		})
}

// noticeSide is the side a person plays that may give notice under rule
// 10 or 11 now, if any.
func (g *Game) noticeSide() (draughts.Color, bool) {
	s := g.rec.Now()
	if g.Over() {
		return 0, false
	}
	for _, c := range []draughts.Color{draughts.Black, draughts.White} {
		if _, err := s.GiveNotice(c); err == nil && g.seatOf(c).IsHuman() && g.Link.Plays(g.seatIndex(c)) {
			return c, true
		}
	}
	return 0, false
}

// giveNotice gives notice for the person who may: under rule 10 the lone
// king against two, under rule 11 the side with two pieces against three
// or more.
func (g *Game) giveNotice() tea.Cmd {
	c, ok := g.noticeSide()
	if !ok {
		_, err := g.rec.Now().GiveNotice(g.rec.Now().Turn())
		g.say(noteError, kit.Sentence(err))
		return nil
	}
	before := g.rec.Now()
	if g.Link.InRoom() {
		cmd, _ := g.send(event{Kind: noticeEvent, Side: c})
		return cmd
	}
	if err := g.rec.Add(event{Kind: noticeEvent, Side: c}); err != nil {
		g.say(noteError, kit.Sentence(err))
		return nil
	}
	g.say(noteInfo, noticeNote(before, c, g.seatOf(c).Name))
	g.Save()
	return nil
}

// huff huffs, for the person to move, the opponent's piece on sq (rule
// 6); the same person then moves.
func (g *Game) huff(sq int) (tea.Cmd, error) {
	s := g.rec.Now()
	if !g.CanMove() {
		return nil, fmt.Errorf("wait: it is %s's turn", g.seatOf(s.Turn()).Name)
	}
	p, _ := s.Piece(sq)
	cmd, err := g.play(event{Kind: huffEvent, Square: sq})
	if err != nil {
		return nil, err
	}
	g.sel = nil
	g.say(noteInfo, fmt.Sprintf("%s huffs the %s on %d; now make your move.", g.seatOf(s.Turn()).Name, strings.ToLower(p.String()), sq))
	return cmd, nil
}

// huffKey huffs for the person to move: the piece under the cursor when
// it may be huffed, or the only one that may; with several to choose from
// it puts the cursor on the first and asks which.
func (g *Game) huffKey() tea.Cmd {
	sqs := g.rec.Now().HuffableSquares()
	sq := g.cursor
	switch {
	case len(sqs) == 1:
		sq = sqs[0]
	case len(sqs) > 1 && !slices.Contains(sqs, sq):
		g.cursor = sqs[0]
		g.wantCol = g.screenCol(g.cursor)
		g.say(noteInfo, "Huff which? Put the cursor on "+orList(sqs)+" and press H (or Enter).")
		return nil
	}
	cmd, err := g.huff(sq)
	if err != nil {
		g.say(noteError, kit.Sentence(err))
	}
	return cmd
}

// sayTake says "Take" for the person to move (rule 6): the opponent's
// move that left a capture untaken goes back, and he must capture.
func (g *Game) sayTake() (tea.Cmd, error) {
	s := g.rec.Now()
	if !g.CanMove() {
		return nil, fmt.Errorf("wait: it is %s's turn", g.seatOf(s.Turn()).Name)
	}
	cmd, err := g.play(event{Kind: takeEvent})
	if err != nil {
		return nil, err
	}
	g.say(noteInfo, takeNote(g.seatOf(s.Turn()).Name, g.seatOf(s.Turn().Opponent()).Name, g.rec.Now()))
	return cmd, nil
}

// takeKey is the key's way to say "Take".
func (g *Game) takeKey() tea.Cmd {
	cmd, err := g.sayTake()
	if err != nil {
		g.say(noteError, kit.Sentence(err))
	}
	return cmd
}

// takeNote announces a call of "Take" by caller: after it, in s, the
// other player must capture.
func takeNote(caller, other string, s draughts.State) string {
	return fmt.Sprintf(`%s says "Take": %s's move goes back, and %s must capture (%s).`, caller, other, other, captureList(s, draughts.Legal(s)))
}

// scrollMoves scrolls the move list by a key's name or the wheel.
func (g *Game) scrollMoves(how string) { g.MoveList.Scroll(how, len(g.rec.moveLines())) }

// syncKeys enables the keys that act now, so the help shows only those.
func (g *Game) SyncKeys() {
	k := &g.keys
	people := g.People() > 0
	human := g.CanMove()
	g.EnableKeys(human)
	side, notice := g.noticeSide()
	k.Notice.SetEnabled(notice)
	if notice {
		k.Notice.SetHelp("N", noticeHelp(g.rec.Now(), side))
	}
	k.Huff.SetEnabled(human && len(g.rec.Now().HuffableSquares()) > 0)
	k.Take.SetEnabled(human && g.rec.Now().CanSayTake())
	k.Undo.SetEnabled(people && g.end == nil && g.rec.CanUndo())
	k.Redo.SetEnabled(people && g.end == nil && g.rec.CanRedo())
}

// noticeHelp is the notice key's description for side c in s: which
// rule, and the moves the count allows.
func noticeHelp(s draughts.State, c draughts.Color) string {
	rule, moves, ok := s.NoticeTerms(c)
	if !ok {
		return "give notice"
	}
	return fmt.Sprintf("give notice (rule %d: %d moves)", rule, moves)
}

// noticeNote announces the notice side c gives in s (before it is given):
// under rule 10 or rule 11, with the moves each side then has.
func noticeNote(s draughts.State, c draughts.Color, name string) string {
	rule, moves, _ := s.NoticeTerms(c)
	return fmt.Sprintf("%s gives notice (rule %d): the game must be won within %d moves each.", name, rule, moves)
}

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

func (h history) Played() int { return h.g.rec.played }
func (h history) Len() int    { return len(h.g.rec.events) }
func (h history) Mover(i int) int {
	if h.g.rec.mover(i) == h.g.first() {
		return 0
	}
	return 1
}
func (h history) Describe(i int) string { return h.g.rec.describe(i) }

func (g *Game) seatHuman(seat int) bool  { return g.seats[seat].IsHuman() }
func (g *Game) seatName(seat int) string { return g.seats[seat].Name }

// table is the screen as the kit's take-back flow sees it.
func (g *Game) table() kit.Seating {
	return kit.Seating{Seats: len(g.seats), Human: g.seatHuman, Name: g.seatName, Ask: g.ask,
		Note: func(text string) { g.say(noteInfo, text) }, Fail: func(text string) { g.say(noteError, text) }}
}

// undo takes back the last move: freely against the computer (back to the
// person's last move), with the other player's consent between two people.
func (g *Game) undo() tea.Cmd {
	if g.end != nil {
		g.say(noteError, "The game is over: "+g.end.Reason+".")
		return nil
	}
	return g.table().TakeBack(history{g}, func(n int) tea.Cmd {
		g.rec.played -= n
		return g.changed()
	})
}

// redo plays again what undo took back: against the computer up to the
// person's next turn, between two people with the other player's consent.
func (g *Game) redo() tea.Cmd {
	if g.end != nil {
		g.say(noteError, kit.Sentence(kit.ErrNothingToRedo))
		return nil
	}
	return g.table().PlayAgain(history{g}, func(n int) tea.Cmd {
		g.rec.played += n
		return g.changed()
	})
}

// resign asks the person to move (or the one person at the table) whether
// to resign.
func (g *Game) resign() {
	if g.over() {
		return
	}
	side, ok := g.personAtTable()
	if !ok {
		return
	}
	name := g.seatOf(side).Name
	g.ask(fmt.Sprintf("%s, resign this game? (y/n)", name), func(yes bool) tea.Cmd {
		if !yes {
			return nil
		}
		if g.link.InRoom() {
			cmd, _ := g.send(event{Kind: resignEvent, Side: side})
			return cmd
		}
		g.end = &draughts.Verdict{Status: draughts.Win, Winner: side.Opponent(), Reason: name + " resigned"}
		return g.changed()
	})
}

// personAtTable is the side of the person who acts now: the one to move,
// or the only person playing.
func (g *Game) personAtTable() (draughts.Color, bool) {
	turn := g.rec.now().Turn()
	here := func(c draughts.Color) bool { return g.seatOf(c).IsHuman() && g.link.Plays(g.seatIndex(c)) }
	switch {
	case here(turn):
		return turn, true
	case here(turn.Opponent()):
		return turn.Opponent(), true
	}
	return turn, false
}

// offerDraw offers a draw for the person to move: the other person
// answers, or the computer weighs it.
func (g *Game) offerDraw() tea.Cmd {
	if !g.humanToMove() {
		g.say(noteError, "Offer a draw on your own turn.")
		return nil
	}
	side := g.rec.now().Turn()
	other := g.seatOf(side.Opponent())
	if !other.IsHuman() {
		return g.askComputerForDraw(side.Opponent())
	}
	g.ask(fmt.Sprintf("%s offers a draw. %s, do you accept? (y/n)", g.seatOf(side).Name, other.Name), func(yes bool) tea.Cmd {
		if !yes {
			g.say(noteInfo, other.Name+" declines the draw: play on.")
			return nil
		}
		g.end = &draughts.Verdict{Status: draughts.Draw, Reason: "drawn by agreement"}
		return g.changed()
	})
	return nil
}

// noticeSide is the side a person plays that may give notice under rule
// 10 or 11 now, if any.
func (g *Game) noticeSide() (draughts.Color, bool) {
	s := g.rec.now()
	if g.over() {
		return 0, false
	}
	for _, c := range []draughts.Color{draughts.Black, draughts.White} {
		if _, err := s.GiveNotice(c); err == nil && g.seatOf(c).IsHuman() && g.link.Plays(g.seatIndex(c)) {
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
		_, err := g.rec.now().GiveNotice(g.rec.now().Turn())
		g.say(noteError, kit.Sentence(err))
		return nil
	}
	before := g.rec.now()
	if g.link.InRoom() {
		cmd, _ := g.send(event{Kind: noticeEvent, Side: c})
		return cmd
	}
	if err := g.rec.add(event{Kind: noticeEvent, Side: c}); err != nil {
		g.say(noteError, kit.Sentence(err))
		return nil
	}
	g.say(noteInfo, noticeNote(before, c, g.seatOf(c).Name))
	g.save()
	return nil
}

// huff huffs, for the person to move, the opponent's piece on sq (rule
// 6); the same person then moves.
func (g *Game) huff(sq int) (tea.Cmd, error) {
	s := g.rec.now()
	if !g.humanToMove() {
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
	sqs := g.rec.now().HuffableSquares()
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
	s := g.rec.now()
	if !g.humanToMove() {
		return nil, fmt.Errorf("wait: it is %s's turn", g.seatOf(s.Turn()).Name)
	}
	cmd, err := g.play(event{Kind: takeEvent})
	if err != nil {
		return nil, err
	}
	g.say(noteInfo, takeNote(g.seatOf(s.Turn()).Name, g.seatOf(s.Turn().Opponent()).Name, g.rec.now()))
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

// togglePause stops or restarts a game between two computers.
func (g *Game) togglePause() tea.Cmd {
	g.paused = !g.paused
	if g.paused {
		g.think.Cancel()
		g.say(noteInfo, "Paused: p to go on.")
		return nil
	}
	return g.turn()
}

// changePace makes computers play each other faster (by < 0) or slower.
func (g *Game) changePace(by int) {
	i := slices.Index(paces, g.pace)
	if i < 0 {
		i = slices.Index(paces, defaultPace)
	}
	i = max(0, min(len(paces)-1, i+by))
	g.pace = paces[i]
	g.say(noteInfo, paceText(g.pace))
	g.save()
}

// showFEN shows the position in FEN in the side panel.
func (g *Game) showFEN() {
	g.panel = kit.PanelNotation
	g.say(noteInfo, "The position in FEN is in the panel (Shift+drag selects it in most terminals).")
}

// scrollMoves scrolls the move list by a key's name or the wheel.
func (g *Game) scrollMoves(how string) { g.moves.Scroll(how, len(g.rec.moveLines())) }

// syncKeys enables the keys that act now, so the help shows only those.
func (g *Game) syncKeys() {
	k := &g.keys
	over := g.over()
	people := g.humans() > 0
	human := g.humanToMove()
	k.Enable(over, people, human)
	side, notice := g.noticeSide()
	k.Notice.SetEnabled(notice)
	if notice {
		k.Notice.SetHelp("N", noticeHelp(g.rec.now(), side))
	}
	k.Huff.SetEnabled(human && len(g.rec.now().HuffableSquares()) > 0)
	k.Take.SetEnabled(human && g.rec.now().CanSayTake())
	k.Undo.SetEnabled(people && g.end == nil && g.rec.canUndo())
	k.Redo.SetEnabled(people && g.end == nil && g.rec.canRedo())
	k.Pause.SetEnabled(!people && !over)
	k.Faster.SetEnabled(!people && !over)
	k.Slower.SetEnabled(!people && !over)
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

package draughts

import (
	"fmt"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
	"parlour/ui/seats"
)

// undo takes back the last move: freely against the computer (back to the
// person's last move), with the other player's consent between two people.
func (g *Game) undo() tea.Cmd {
	if g.end != nil {
		g.say(noteError, "The game is over: "+g.end.Reason+".")
		return nil
	}
	if !g.rec.canUndo() {
		g.say(noteError, "There is nothing to take back.")
		return nil
	}
	if g.humans() == 2 {
		i := g.rec.played - 1
		mover := g.rec.mover(i)
		g.ask(fmt.Sprintf("%s asks to take back %s. %s, do you agree? (y/n)",
			g.seatOf(mover).Name, g.rec.describe(i), g.seatOf(mover.Opponent()).Name), func(yes bool) tea.Cmd {
			if !yes {
				g.say(noteInfo, g.seatOf(mover.Opponent()).Name+" does not agree: the move stands.")
				return nil
			}
			g.say(noteInfo, "Took back "+g.rec.describe(i)+".")
			g.rec.played--
			return g.changed()
		})
		return nil
	}
	if !g.anyHumanEvent() {
		g.say(noteError, "There is no move of yours to take back.")
		return nil
	}
	var undone []string
	for g.rec.canUndo() {
		g.rec.played--
		undone = append(undone, g.rec.describe(g.rec.played))
		if g.seatOf(g.rec.mover(g.rec.played)).IsHuman() {
			break
		}
	}
	slices.Reverse(undone)
	g.say(noteInfo, "Took back "+joinAnd(undone)+".")
	return g.changed()
}

// anyHumanEvent reports whether a person did any of the events in effect.
func (g *Game) anyHumanEvent() bool {
	for i := range g.rec.played {
		if g.seatOf(g.rec.mover(i)).IsHuman() {
			return true
		}
	}
	return false
}

// redo plays again what undo took back: against the computer up to the
// person's next turn, between two people with the other player's consent.
func (g *Game) redo() tea.Cmd {
	if !g.rec.canRedo() || g.end != nil {
		g.say(noteError, "There is nothing to play again.")
		return nil
	}
	if g.humans() == 2 {
		i := g.rec.played
		mover := g.rec.mover(i)
		g.ask(fmt.Sprintf("Play %s again for %s? %s, do you agree? (y/n)",
			g.rec.describe(i), g.seatOf(mover).Name, g.seatOf(mover.Opponent()).Name), func(yes bool) tea.Cmd {
			if !yes {
				return nil
			}
			g.rec.played++
			g.say(noteInfo, "Played "+g.rec.describe(i)+" again.")
			return g.changed()
		})
		return nil
	}
	var redone []string
	for g.rec.canRedo() {
		redone = append(redone, g.rec.describe(g.rec.played))
		g.rec.played++
		if !g.rec.canRedo() || g.seatOf(g.rec.mover(g.rec.played)).IsHuman() {
			break
		}
	}
	g.say(noteInfo, "Played "+joinAnd(redone)+" again.")
	return g.changed()
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
		g.end = &draughts.Verdict{Status: draughts.Win, Winner: side.Opponent(), Reason: name + " resigned"}
		return g.changed()
	})
}

// personAtTable is the side of the person who acts now: the one to move,
// or the only person playing.
func (g *Game) personAtTable() (draughts.Color, bool) {
	turn := g.rec.now().Turn()
	switch {
	case g.seatOf(turn).IsHuman():
		return turn, true
	case g.seatOf(turn.Opponent()).IsHuman():
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
// 11 now, if any.
func (g *Game) noticeSide() (draughts.Color, bool) {
	s := g.rec.now()
	if g.over() {
		return 0, false
	}
	for _, c := range []draughts.Color{draughts.Black, draughts.White} {
		if _, err := s.GiveNotice(c); err == nil && g.seatOf(c).IsHuman() {
			return c, true
		}
	}
	return 0, false
}

// giveNotice gives notice under rule 11 for the person with two pieces.
func (g *Game) giveNotice() tea.Cmd {
	c, ok := g.noticeSide()
	if !ok {
		_, err := g.rec.now().GiveNotice(g.rec.now().Turn())
		g.say(noteError, sentence(err))
		return nil
	}
	before := g.rec.now()
	if err := g.rec.add(event{Kind: noticeEvent, Side: c}); err != nil {
		g.say(noteError, sentence(err))
		return nil
	}
	g.say(noteInfo, noticeNote(before, c, g.seatOf(c).Name))
	g.save()
	return nil
}

// again starts a new game at the end of one: the same table with the
// sides changed, as the book says is common (the same sides for a drill).
func (g *Game) again() tea.Cmd {
	start, err := g.opts.opening()
	if err != nil {
		g.say(noteError, sentence(err))
		return nil
	}
	if g.opts.Drill == "" {
		g.seats = []seats.Seat{g.seats[1], g.seats[0]}
	}
	g.rec = newRecord(start)
	g.end = nil
	g.seed++
	g.panel = panelMoves
	g.say(noteInfo, "A new game: "+g.seats[0].Name+" plays "+g.first().String()+" and moves first.")
	if _, ok := g.drill(); ok {
		g.say(noteInfo, "The drill again.")
	}
	return g.changed()
}

// togglePause stops or restarts a game between two computers.
func (g *Game) togglePause() tea.Cmd {
	g.paused = !g.paused
	if g.paused {
		g.thinker.Cancel()
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
	g.panel = panelFEN
	g.say(noteInfo, "The position in FEN is in the panel (Shift+drag selects it in most terminals).")
}

// scrollMoves scrolls the move list by a key's name or the wheel.
func (g *Game) scrollMoves(how string) {
	switch how {
	case "pgup", "up":
		g.scroll += 5
	case "pgdown", "down":
		g.scroll -= 5
	case "home":
		g.scroll = 1 << 20
	case "end":
		g.scroll = 0
	}
	g.scroll = max(0, min(g.scroll, len(g.rec.moveLines())))
}

// syncKeys enables the keys that act now, so the help shows only those.
func (g *Game) syncKeys() {
	k := &g.keys
	over := g.over()
	people := g.humans() > 0
	human := g.humanToMove()
	k.Again.SetEnabled(over)
	k.Select.SetEnabled(!over && people)
	k.Up.SetEnabled(!over && people)
	k.Down.SetEnabled(!over && people)
	k.Left.SetEnabled(!over && people)
	k.Right.SetEnabled(!over && people)
	k.Type.SetEnabled(human)
	k.Hint.SetEnabled(human)
	k.Draw.SetEnabled(human)
	k.Resign.SetEnabled(!over && people)
	_, notice := g.noticeSide()
	k.Notice.SetEnabled(notice)
	k.Undo.SetEnabled(people && g.end == nil && g.rec.canUndo())
	k.Redo.SetEnabled(people && g.end == nil && g.rec.canRedo())
	k.Pause.SetEnabled(!people && !over)
	k.Faster.SetEnabled(!people && !over)
	k.Slower.SetEnabled(!people && !over)
}

// joinAnd writes "a", "a and b", "a, b and c".
func joinAnd(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// noticeNote announces the notice side c gives in s (before it is given):
// under rule 10 or rule 11, with the moves each side then has.
func noticeNote(s draughts.State, c draughts.Color, name string) string {
	rule, moves, _ := s.NoticeTerms(c)
	return fmt.Sprintf("%s gives notice (rule %d): the game must be won within %d moves each.", name, rule, moves)
}

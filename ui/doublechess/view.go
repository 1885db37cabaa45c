package doublechess

import (
	"fmt"

	"github.com/charmbracelet/x/ansi"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
	"parlour/ui/theme"
)

// View draws the title, the board beside the panel, and the footer.
func (g *Game) View() string {
	if g.result != nil {
		return g.result.View()
	}
	t := g.env.Theme
	minW, minH := g.MinSize()
	if g.width < minW || g.height < minH {
		return screen.TooSmall(t, minW, minH, g.width, g.height)
	}
	l := g.layout()
	drawn := g.drawBoard(l)
	panel := g.panelLines(l.PanelW, l.PanelH)
	body := l.Body(t, g.title(), g.width, drawn, panel)
	room := g.height - l.Lines(panel) - 1 - 1
	return screen.PinFooter(body, g.footerView(max(room, 1)), g.height)
}

// title is the first line: the game, the sides and the round.
func (g *Game) title() string {
	t := g.env.Theme
	d := " " + t.Glyph.Dot + " "
	return t.Title.Render("Double Chess") + t.Muted.Render(d+"Black and White v Green and Red"+d+fmt.Sprintf("round %d", g.rec.now().Round()))
}

// footerView is the message line and the key help, with the message cut
// to one line when lines is 1. While the text field is open it stands
// above, and a complaint about what was typed takes the help's place.
func (g *Game) footerView(lines int) string {
	t := g.env.Theme
	f := g.footer
	msg, tone := f.Message()
	if g.field.IsOpen() {
		below := screen.ShortHelpView(g.help, kit.FieldKeys)
		if msg != "" {
			style := t.Success
			if tone == screen.ToneFail {
				style = t.Error
			}
			below = style.Render(ansi.Truncate(msg, max(g.width-1, 1), t.Glyph.Ellipsis))
		}
		return screen.InputView(t, g.field.Input()) + "\n" + below
	}
	if msg == "" {
		msg, tone = g.guidance(), screen.ToneHint
	}
	if lines < 2 && !f.Asking() {
		msg = ansi.Truncate(msg, max(g.width-1, 1), t.Glyph.Ellipsis)
	}
	switch tone {
	case screen.ToneFail:
		f.Fail(msg)
	case screen.ToneWarn:
		f.Warn(msg)
	case screen.ToneHint:
		f.Hint(msg)
	default:
		f.Note(msg)
	}
	// The key help is the costliest part of a frame, and changes seldom:
	// it is drawn again only when something it shows has changed.
	key := footerKey{theme: t, width: g.width, msg: msg, tone: tone, question: f.Question(),
		problem: g.env.SaveProblem(), keys: enabledMask(g.keys)}
	if g.footerCache.text == "" || g.footerCache.key != key {
		g.footerCache = footerDrawn{key: key, text: f.View(g.env, g.width, g.keys)}
	}
	return g.footerCache.text
}

// footerKey is everything the footer shows.
type footerKey struct {
	theme         *theme.Theme
	width         int
	msg, question string
	tone          screen.Tone
	problem       string
	keys          uint64
}

// footerDrawn is the footer as last drawn.
type footerDrawn struct {
	key  footerKey
	text string
}

// enabledMask records which of the keys the help shows are enabled.
func enabledMask(k gameKeys) uint64 {
	var m uint64
	for i, b := range k.ShortHelp() {
		if b.Enabled() {
			m |= 1 << i
		}
	}
	return m
}

// guidance says what to do now, when nothing else is said.
func (g *Game) guidance() string {
	s := g.rec.now()
	e := g.env.Theme.Glyph.Ellipsis
	switch {
	case g.think.Busy():
		return g.think.Spinner() + " " + g.thinkingText() + " " + g.think.Line(" "+g.env.Theme.Glyph.Bullet+" ")
	case g.link.InRoom() && g.pending > 0:
		return "Your move is on its way to the room" + e
	case !g.humanToMove() && g.link.InRoom() && !g.over() && g.seatOf(s.Turn()).IsHuman():
		return g.name(s.Turn()) + " is playing, at another terminal" + e
	case !g.humanToMove() && g.link.InRoom() && !g.over():
		return s.Turn().String() + " (the room's computer) is thinking" + e
	case !g.humanToMove():
		return ""
	case len(g.promo) > 0:
		return "Promote the pawn to: q queen, r rook, b bishop or n knight (Esc: another move)."
	case g.sel != dc.NoSquare:
		p, _ := s.Piece(g.sel)
		return fmt.Sprintf("Move the %s on %v to a marked square, or Esc.", p.Kind, g.sel)
	case g.coach.Busy():
		return g.coach.Spinner() + " The coach looks at your move" + e + " " + g.name(s.Turn()) + " to move."
	}
	return g.name(s.Turn()) + " to move: pick a man, then his square; or : to type the move."
}

// thinkingText says what the computer is doing.
func (g *Game) thinkingText() string {
	e := g.env.Theme.Glyph.Ellipsis
	switch g.think.Task {
	case taskHint:
		return "Looking for the team's best move" + e
	case taskDraw:
		return "Your adversaries consider the offer" + e
	}
	return g.rec.now().Turn().String() + " is thinking" + e
}

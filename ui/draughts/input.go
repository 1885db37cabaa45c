package draughts

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/games/draughts"
	"parlour/ui/board"
	"parlour/ui/board/kit"
)

// Key takes draughts' own keys: the board's turning
// and numbers, notice, huffing and "Take", the computers' pace, and a
// digit that starts a typed move.
func (g *Game) Key(msg tea.KeyMsg) (tea.Cmd, bool) {
	k := g.keys
	switch {
	case key.Matches(msg, k.Flip):
		g.flipped = !g.flipped
		g.wantCol = g.screenCol(g.cursor)
		g.Save()
	case key.Matches(msg, k.Numbers):
		g.numbers = !g.numbers
		g.Save()
	case key.Matches(msg, k.Notice):
		return g.giveNotice(), true
	case key.Matches(msg, k.Huff):
		return g.huffKey(), true
	case key.Matches(msg, k.Take):
		return g.takeKey(), true
	case msg.Type == tea.KeyRunes && len(msg.Runes) > 0 && unicode.IsDigit(msg.Runes[0]) && g.CanMove():
		g.Records.OpenField(kit.FieldMove, string(msg.Runes)) // a digit starts a typed move (a paste comes at once)
	default:
		return nil, false
	}
	return nil, true
}

// Modal: draughts asks nothing of its own beside the footer's questions.
func (g *Game) Modal(tea.KeyMsg) (tea.Cmd, bool) { return nil, false }

// Deselect drops the piece picked up, and the squares chosen for it.
func (g *Game) Deselect() bool {
	if len(g.sel) == 0 {
		return false
	}
	g.sel = nil
	return true
}

// Choose acts on the square under the cursor.
func (g *Game) Choose() tea.Cmd { return g.choose(g.cursor) }

// MoveLines is the number of lines of the move list.
func (g *Game) MoveLines() int { return len(g.rec.moveLines()) }

// Wait says whose turn it is, to one who may not move now.
func (g *Game) Wait() string {
	if g.Over() {
		return ""
	}
	turn := g.rec.Now().Turn()
	return kit.WaitText(g.seatOf(turn).Name, turn.String())
}

// Mouse handles clicks on the board and the wheel over the move list.
func (g *Game) Mouse(msg tea.MouseMsg) tea.Cmd {
	return kit.Mouse(msg, g.grid, g.scrollMoves, func(file, rank int) tea.Cmd {
		n := g.variant().BoardSize()
		sq := draughts.SquareAt(g.variant(), n-1-rank, file)
		if sq == 0 {
			return nil
		}
		g.Footer.Clear()
		g.cursor = sq
		g.wantCol = g.screenCol(sq)
		return g.choose(sq)
	})
}

// grid is where the board's cells are drawn.
func (g *Game) grid() board.Grid { return g.layout().Grid }

// toScreen turns board coordinates (row 0 at Black's side) into the
// row and column as drawn.
func (g *Game) toScreen(row, col int) (int, int) {
	if g.flipped {
		n := g.variant().BoardSize()
		return n - 1 - row, n - 1 - col
	}
	return row, col
}

// screenCol is the drawn column of a square.
func (g *Game) screenCol(sq int) int {
	row, col, _ := draughts.Coords(g.variant(), sq)
	_, c := g.toScreen(row, col)
	return c
}

// moveCursor steps the cursor over the dark squares in a screen
// direction: sideways to the next dark square of the row, up or down to
// the dark square of the next row nearest the column it keeps to.
func (g *Game) MoveCursor(dx, dy int) {
	v := g.variant()
	n := v.BoardSize()
	row, col, ok := draughts.Coords(v, g.cursor)
	if !ok {
		g.placeCursor()
		return
	}
	sr, sc := g.toScreen(row, col)
	switch {
	case dx != 0:
		if c := sc + 2*dx; c >= 0 && c < n {
			sc = c
		}
		g.wantCol = sc
	case dy != 0:
		r := sr + dy
		if r < 0 || r >= n {
			return
		}
		sr = r
		for _, c := range []int{g.wantCol, g.wantCol + 1, g.wantCol - 1} {
			if c >= 0 && c < n && (sr+c)%2 == 1 {
				sc = c
				break
			}
		}
	}
	row, col = g.toScreen(sr, sc) // the flip is its own inverse
	g.cursor = draughts.SquareAt(v, row, col)
}

// placeCursor puts the cursor on a piece that can move, unless it is on
// one already.
func (g *Game) placeCursor() {
	s := g.rec.Now()
	legal := draughts.Legal(s)
	for _, m := range legal {
		if m.From == g.cursor {
			return
		}
	}
	switch {
	case len(legal) > 0:
		g.cursor = legal[0].From
	case g.cursor == 0:
		g.cursor = 1
	}
	g.wantCol = g.screenCol(g.cursor)
}

// Jump moves the cursor to the next (by > 0) or previous square that
// matters now: the pieces that can move, or once one is picked up, the
// squares it may go to; in the order the board is drawn, top left first.
func (g *Game) Jump(by int) {
	var stops []int
	if len(g.sel) > 0 {
		stops = g.targets()
	} else if g.CanMove() {
		for _, m := range draughts.Legal(g.rec.Now()) {
			if !slices.Contains(stops, m.From) {
				stops = append(stops, m.From)
			}
		}
	}
	slices.Sort(stops)
	if g.flipped {
		slices.Reverse(stops)
	}
	var ok bool
	if g.cursor, ok = kit.Cycle(stops, g.cursor, by); ok {
		g.wantCol = g.screenCol(g.cursor)
	}
}

// candidates are the legal moves that go along the squares chosen so far.
func (g *Game) candidates() []draughts.Move {
	if len(g.sel) == 0 {
		return nil
	}
	var out []draughts.Move
	for _, m := range draughts.Legal(g.rec.Now()) {
		if len(m.Path) >= len(g.sel) && slices.Equal(m.Path[:len(g.sel)], g.sel) {
			out = append(out, m)
		}
	}
	return out
}

// targets are the squares the selected piece may go to next.
func (g *Game) targets() []int {
	var out []int
	for _, m := range g.candidates() {
		if len(m.Path) > len(g.sel) && !slices.Contains(out, m.Path[len(g.sel)]) {
			out = append(out, m.Path[len(g.sel)])
		}
	}
	slices.Sort(out)
	return out
}

// choose acts on a square chosen by Enter or a click: pick up a piece, put
// it down, take the next step of a capture, or huff.
func (g *Game) choose(sq int) tea.Cmd {
	if g.Over() {
		return nil
	}
	s := g.rec.Now()
	side := s.Turn()
	if !g.CanMove() {
		g.say(noteError, kit.WaitText(g.seatOf(side).Name, side.String()))
		return nil
	}
	if sq == 0 {
		return nil
	}
	p, occupied := s.Piece(sq)
	if len(g.sel) <= 1 && occupied && p.Color != side && slices.Contains(s.HuffableSquares(), sq) {
		cmd, err := g.huff(sq)
		if err != nil {
			g.say(noteError, kit.Sentence(err))
		}
		return cmd
	}
	if len(g.sel) > 0 {
		switch {
		case slices.Contains(g.targets(), sq):
			return g.step(sq)
		case len(g.sel) > 1:
			g.say(noteError, "The capture must go on: choose "+orList(g.targets())+", or Esc to start again.")
			return nil
		case sq == g.sel[0]:
			g.sel = nil
			return nil
		case !occupied || p.Color != side:
			_, err := draughts.ParseMove(s, fmt.Sprintf("%d-%d", g.sel[0], sq))
			g.say(noteError, kit.Sentence(err))
			return nil
		}
	}
	switch {
	case !occupied:
		g.say(noteError, fmt.Sprintf("Square %d is empty: choose one of %s's pieces.", sq, side))
		return nil
	case p.Color != side:
		g.say(noteError, fmt.Sprintf("That is a %s: it is %s's turn.", strings.ToLower(p.String()), side))
		return nil
	}
	g.sel = []int{sq}
	g.hint = nil
	if len(g.candidates()) == 0 {
		g.sel = nil
		g.say(noteError, whyStuck(s, sq))
	}
	return nil
}

// step adds a square to the move being made, and plays the move once only
// one legal move goes that way.
func (g *Game) step(sq int) tea.Cmd {
	g.sel = append(g.sel, sq)
	c := g.candidates()
	for _, m := range c {
		if len(m.Path) == len(g.sel) || len(c) == 1 {
			return g.playMove(m)
		}
	}
	g.say(noteInfo, "Jump on: choose "+orList(g.targets())+".")
	return nil
}

// playMove plays a person's move.
func (g *Game) playMove(m draughts.Move) tea.Cmd {
	g.sel = nil
	cmd, err := g.play(event{Kind: moveEvent, Move: &m})
	if err != nil {
		g.say(noteError, kit.Sentence(err))
	}
	return cmd
}

// typed plays a move typed in PDN, a huff typed as "huff 14", or "take".
func (g *Game) typed(text string) (tea.Cmd, error) {
	s := g.rec.Now()
	word := strings.ToLower(strings.TrimSpace(text))
	if rest, ok := strings.CutPrefix(word, "huff"); ok {
		sq, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil {
			return nil, fmt.Errorf("write a huff as \"huff 14\"")
		}
		return g.huff(sq)
	}
	if strings.Trim(word, `"'!`) == "take" {
		return g.sayTake()
	}
	m, err := draughts.ParseMove(s, text)
	if err != nil {
		return nil, err
	}
	g.sel = nil
	return g.play(event{Kind: moveEvent, Move: &m})
}

// whyStuck says why the piece on sq has no move.
func whyStuck(s draughts.State, sq int) string {
	if must := mustCapture(s); must != "" {
		return must
	}
	p, _ := s.Piece(sq)
	return fmt.Sprintf("The %s on %d has no move.", strings.ToLower(p.String()), sq)
}

// mustCapture explains a compulsory capture, or returns "" when the side
// to move is free to make an ordinary move.
func mustCapture(s draughts.State) string {
	legal := draughts.Legal(s)
	if len(legal) == 0 || !legal[0].IsCapture() || s.Rules().Huffing && !s.MustTake() {
		return ""
	}
	if s.MustTake() {
		return `"Take" was said: you must capture ` + captureList(s, legal) + "."
	}
	for _, m := range legal {
		if !m.IsCapture() {
			return ""
		}
	}
	return "You must capture: " + captureList(s, legal) + "."
}

// mayCapture describes the captures open under the huffing rule, or "".
func mayCapture(s draughts.State) string {
	if !s.Rules().Huffing {
		return ""
	}
	var caps []draughts.Move
	for _, m := range draughts.Legal(s) {
		if m.IsCapture() {
			caps = append(caps, m)
		}
	}
	if len(caps) == 0 {
		return ""
	}
	return "You may capture " + captureList(s, caps) + "; leave it, and you may be huffed."
}

// captureList writes captures as "11x18 or 22x15" (no more than four).
func captureList(s draughts.State, ms []draughts.Move) string {
	var texts []string
	for _, m := range ms {
		if m.IsCapture() {
			texts = append(texts, s.MoveText(m))
		}
	}
	more := ""
	if len(texts) > 4 {
		texts, more = texts[:4], fmt.Sprintf(" (or %d more)", len(texts)-4)
	}
	return strings.Join(texts, " or ") + more
}

// orList writes squares as "14, 15 or 18".
func orList(sqs []int) string {
	parts := make([]string, len(sqs))
	for i, sq := range sqs {
		parts[i] = strconv.Itoa(sq)
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

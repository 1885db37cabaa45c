package doublechess

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	dc "parlour/games/doublechess"
	"parlour/ui/board/kit"
	"parlour/ui/screen"
)

// adviceLines are what the coach said of one move, a line each: the
// rating (with the best line when the move fell short by more than the
// search's noise) and the warnings.
func adviceLines(a dc.Advice) []string {
	out := []string{"Coach: " + a.Rating.String()}
	for _, w := range a.Warnings {
		out = append(out, "Coach: "+w.String())
	}
	return out
}

// turningPoints are the quarter-moves of the first played whose rating
// fell short of the best by more than the search's noise, the costliest
// first (then in the order played).
func turningPoints(notes map[int]coachNote, played int) []int {
	var out []int
	for i, n := range notes {
		if i < played && n.Cost > 0 {
			out = append(out, i)
		}
	}
	slices.SortFunc(out, func(a, b int) int {
		return cmp.Or(cmp.Compare(notes[b].Cost, notes[a].Cost), cmp.Compare(a, b))
	})
	return out
}

// reviewKey opens the review from the result.
var reviewKey = key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "review"))

// review walks a finished game quarter-move by quarter-move with the
// coach's notes, the turning points listed first and shown first.
type review struct {
	env     *screen.Env
	board   *Game // a copy of the game, its record at the move shown
	notes   map[int]coachNote
	turning []int
	played  int // the quarter-moves of the game
	at      int // the quarter-moves shown played: 0 is the start
	keys    reviewKeys
	footer  screen.Footer
}

// reviewKeys are the review's bindings.
type reviewKeys struct {
	Next, Previous, Turning, Start, End, Back key.Binding
}

func (k reviewKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Next, k.Previous, k.Turning, k.Start, k.End, k.Back}
}

func (k reviewKeys) FullHelp() [][]key.Binding { return [][]key.Binding{k.ShortHelp()} }

// newReview opens the review of g's game at its costliest turning point,
// or at its first move.
func newReview(g *Game) *review {
	b := newScreen(g.Env, g.Seats, screen.Link{}, g.opts, g.rec, g.seed)
	b.turns, b.cursor = g.turns, dc.NoSquare
	b.Width, b.Height = g.Width, g.Height
	notes := g.coachNotes()
	v := &review{env: g.Env, board: b, notes: notes, played: g.rec.Played,
		turning: turningPoints(notes, g.rec.Played), keys: reviewKeys{
			Next:     key.NewBinding(key.WithKeys("right", "l", "n", " "), key.WithHelp("→", "next")),
			Previous: key.NewBinding(key.WithKeys("left", "h", "p"), key.WithHelp("←", "back")),
			Turning:  key.NewBinding(key.WithKeys("t", "tab"), key.WithHelp("t", "next turning point")),
			Start:    key.NewBinding(key.WithKeys("home"), key.WithHelp("home", "start")),
			End:      key.NewBinding(key.WithKeys("end"), key.WithHelp("end", "end")),
			Back:     key.NewBinding(key.WithKeys("esc", "q", "r"), key.WithHelp("esc", "back to the result")),
		}}
	v.show(min(1, v.played))
	if len(v.turning) > 0 {
		v.show(v.turning[0] + 1)
	}
	return v
}

// show puts the position after at quarter-moves on the board.
func (v *review) show(at int) {
	v.at = max(0, min(at, v.played))
	v.board.rec.Played = v.at
	v.board.refresh()
}

// MinSize is the game's.
func (v *review) MinSize() (int, int) { return v.board.MinSize() }

// Init does nothing.
func (v *review) Init() tea.Cmd { return nil }

// Update walks the game.
func (v *review) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		v.board.Width, v.board.Height = msg.Width, msg.Height
	case tea.KeyMsg:
		k := v.keys
		switch {
		case key.Matches(msg, k.Back):
			return screen.Close(), nil
		case key.Matches(msg, k.Next):
			v.show(v.at + 1)
		case key.Matches(msg, k.Previous):
			v.show(v.at - 1)
		case key.Matches(msg, k.Start):
			v.show(0)
		case key.Matches(msg, k.End):
			v.show(v.played)
		case key.Matches(msg, k.Turning):
			v.nextTurningPoint()
		}
	}
	return v, nil
}

// nextTurningPoint shows the turning point after the one shown, in the
// list's order (costliest first), from the first again after the last.
func (v *review) nextTurningPoint() {
	if len(v.turning) == 0 {
		return
	}
	next := v.turning[0]
	if i := slices.Index(v.turning, v.at-1); i >= 0 && i+1 < len(v.turning) {
		next = v.turning[i+1]
	}
	v.show(next + 1)
}

// View draws the board at the move shown, and beside it the move, the
// coach's notes on it and the turning points.
func (v *review) View() string {
	b := v.board
	t := v.env.Theme
	if notice, small := kit.TooSmall(t, b.Width, b.Height, b.MinSize); small {
		return notice
	}
	l := b.layout()
	title := t.Title.Render("Double Chess") + t.Muted.Render(" "+t.Glyph.Dot+" review"+fmt.Sprintf(" %s quarter-move %d of %d", t.Glyph.Dot, v.at, v.played))
	footer := func(int) string { return v.footer.View(v.env, b.Width, v.keys) }
	return l.Frame(t, title, b.Width, b.Height, b.drawBoard(l), v.panelLines(l.PanelW, l.PanelH), footer)
}

// panelLines are the move shown and the coach's notes on it, then the
// turning points, in w columns and at most h lines.
func (v *review) panelLines(w, h int) []string {
	t := v.env.Theme
	var out []string
	add := func(style func(...string) string, text string) {
		for _, l := range strings.Split(ansi.Wrap(text, w, ""), "\n") {
			out = append(out, style(strings.TrimRight(l, " ")))
		}
	}
	add(t.Text.Render, "Turning points (t): "+v.turningText())
	out = append(out, "")
	if v.at == 0 {
		add(t.Text.Render, "The start: "+v.board.rec.Start().Turn().String()+" to move.")
		return out[:min(len(out), h)]
	}
	i := v.at - 1
	rec := &v.board.rec
	add(t.Title.Render, fmt.Sprintf("Round %d, %s", rec.Before(i).Round(), rec.describe(i)))
	n, ok := v.notes[i]
	if !ok {
		add(t.Muted.Render, "No note: the coach speaks of the people's moves.")
	}
	for j, line := range n.Lines {
		style := t.Text.Render
		if j > 0 {
			style = t.Warning.Render
		}
		add(style, line)
	}
	return out[:min(len(out), h)]
}

// turningText lists the turning points: "round 3 Black Qh1-h5 (about 9
// pawns), …", or says there are none.
func (v *review) turningText() string {
	if len(v.turning) == 0 {
		return "none: every move the coach rated was about as good as the best."
	}
	var parts []string
	for _, i := range v.turning {
		part := fmt.Sprintf("round %d %s", v.board.rec.Before(i).Round(), v.board.rec.describe(i))
		if i == v.at-1 {
			part = v.env.Theme.Glyph.Cursor + " " + part
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, ", ")
}

package doublets

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlour/games/doublets"
	"parlour/ui/sanitize"
	"parlour/ui/screen"
)

// Stats is the screen of a player's records at the puzzles: how many were
// solved, the bests, the daily streaks, by puzzle set. It is reached from
// the puzzles' set-up.
type Stats struct {
	env           *screen.Env
	rec           Records
	keys          screen.Keys
	width, height int
}

func newStats(env *screen.Env) *Stats {
	return &Stats{env: env, rec: loadRecords(env.Store), keys: screen.NewKeys()}
}

// MinSize is the smallest terminal the screen needs.
func (s *Stats) MinSize() (int, int) { return 40, 14 }

// Init does nothing: the records were read when the screen was made.
func (s *Stats) Init() tea.Cmd { return nil }

// Update leaves on Esc or Enter.
func (s *Stats) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
	case tea.KeyMsg:
		if key.Matches(msg, s.keys.Back) || msg.Type == tea.KeyEnter || msg.String() == "q" {
			return screen.Home(), nil
		}
	}
	return s, nil
}

// statsLine is one puzzle set's figures.
type statsLine struct {
	set            string
	solved, marks  int
	best, hintless int
}

// lines sums the records by puzzle set.
func (s *Stats) lines() []statsLine {
	sets := []statsLine{{set: "Carroll's 1879"}, {set: "Doublets of the day"}, {set: "New doublets"}, {set: "Jewels"}}
	for k, b := range s.rec.Bests {
		i := 2
		switch {
		case strings.HasPrefix(k, "carroll-"):
			i = 0
		case strings.HasPrefix(k, "daily-"):
			i = 1
		case k == "jewels":
			i = 3
		}
		sets[i].solved++
		sets[i].marks += b.Marks
		sets[i].best = max(sets[i].best, b.Marks)
		if b.Hints == 0 {
			sets[i].hintless++
		}
	}
	return sets
}

// View draws the records.
func (s *Stats) View() string {
	t := s.env.Theme
	var b strings.Builder
	b.WriteString(t.Title.Render("Doublet Puzzles") + t.Muted.Render(" "+t.Glyph.Dot+" your records") + "\n\n")
	b.WriteString(t.Heading.Render(fmt.Sprintf("  %-22s %7s %8s %6s %10s", "Puzzles", "solved", "no hint", "marks", "best marks")) + "\n")
	for _, l := range s.lines() {
		solved := fmt.Sprint(l.solved)
		if l.set == "Carroll's 1879" {
			solved = fmt.Sprintf("%d/%d", l.solved, len(doublets.Carroll()))
		}
		b.WriteString(fmt.Sprintf("  %-22s %7s %8d %6d %10d\n", l.set, solved, l.hintless, l.marks, l.best))
	}
	b.WriteString("\n" + fmt.Sprintf("  Puzzles solved in all: %d (different ones: %d)\n", s.rec.Solved, len(s.rec.Bests)))
	streak := fmt.Sprintf("  Daily streak: %d", s.rec.Streak)
	if s.rec.LastDaily != "" {
		streak += " (last solved " + s.rec.LastDaily + ")"
	}
	b.WriteString(streak + fmt.Sprintf("; longest %d\n", s.rec.BestStreak))
	if sum := s.rec.summary("daily-"); sum.Solved+sum.GaveUp > 0 {
		b.WriteString(fmt.Sprintf("  Dailies: best %s, mean %s; at par %d, +1 %d, +2 %d, +3 %d; given up %d\n",
			formatClock(sum.Best), formatClock(sum.Average), sum.OverPar[0], sum.OverPar[1], sum.OverPar[2], sum.OverPar[3], sum.GaveUp))
	}
	if room := s.height - lipgloss.Height(b.String()) - 3; room > 0 && len(s.rec.Attempts) > 0 {
		b.WriteString("\n" + t.Heading.Render("  Recent") + "\n")
		recent := s.rec.Attempts[max(len(s.rec.Attempts)-room, 0):]
		for i := len(recent) - 1; i >= 0; i-- {
			b.WriteString("  " + attemptLine(recent[i]) + "\n")
		}
	}
	help := t.Help()
	help.Width = s.width
	return screen.PinFooter(b.String(), screen.ShortHelpView(help, []key.Binding{
		key.NewBinding(key.WithKeys("esc"), key.WithHelp("enter/esc", "back")),
	}), s.height)
}

// ReplaceAsk stands before a new puzzle when an unfinished one is saved:
// starting the new one would replace it.
type ReplaceAsk struct {
	env           *screen.Env
	next          screen.Screen
	saved         string
	cancel        func() screen.Screen // back where the player came from
	width, height int
}

// guardSaved returns next; or, when the same puzzle is saved unfinished,
// that one; or, when another is, the question whether to replace it; cancel is how No leads back (screen.Home,
// or screen.Close over Carroll's list).
func guardSaved(env *screen.Env, next screen.Screen, cancel func() screen.Screen) screen.Screen {
	saved, err := env.Store.Load(PuzzlesID, puzzleVersion)
	if err != nil {
		return next
	}
	if p, ok := next.(*Puzzle); ok {
		// The same puzzle unfinished is taken up where it was left, its
		// clock and hints kept: starting it afresh would make a second
		// first attempt at a daily.
		if s, err := resumePuzzle(env, saved); err == nil {
			if q, ok := s.(*Puzzle); ok && q.recordKey() == p.recordKey() {
				return q
			}
		}
	}
	return &ReplaceAsk{env: env, next: next, saved: savedTitle(saved.State), cancel: cancel}
}

// savedTitle names a saved puzzle from its state.
func savedTitle(state []byte) string {
	var st puzzleState
	if json.Unmarshal(state, &st) != nil {
		return "a puzzle"
	}
	switch st.Source {
	case sourceCarroll:
		return fmt.Sprintf("Carroll's doublet no. %d", st.Index+1)
	case sourceDaily:
		return "the doublet of " + sanitize.Line(st.Date)
	case sourceJewels:
		return "the jewels"
	}
	return "a new doublet"
}

// MinSize is the smallest terminal the question needs.
func (r *ReplaceAsk) MinSize() (int, int) { return 40, 8 }

// Init does nothing.
func (r *ReplaceAsk) Init() tea.Cmd { return nil }

// Update takes y (start the new puzzle) or n/Esc (back to the menu, the
// saved one kept).
func (r *ReplaceAsk) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		r.width, r.height = msg.Width, msg.Height
	case tea.KeyMsg:
		switch msg.String() {
		case "y", "Y":
			return screen.Replace(r.next), nil
		case "n", "N", "esc":
			return r.cancel(), nil
		}
	}
	return r, nil
}

// View asks the question.
func (r *ReplaceAsk) View() string {
	t := r.env.Theme
	body := t.Title.Render("Doublet Puzzles") + "\n\n" +
		t.Warning.Render("An unfinished puzzle is saved: "+r.saved+".") + "\n" +
		"Starting a new one replaces it (it is lost once you write a link).\n\n" +
		t.Heading.Render("Start the new puzzle? (y/n)")
	return body
}

// attemptLine is one scored attempt in the history: the day, the puzzle,
// the links against par, the time, the hints and the marks.
func attemptLine(a Attempt) string {
	what := puzzleName(a.Key)
	if a.GaveUp {
		return fmt.Sprintf("%s  %-23s given up after %s, par %d", a.Date, what, formatClock(a.Time), a.Par)
	}
	hints := "no hints"
	if a.Hints > 0 {
		hints = countOf(a.Hints, "hint")
	}
	return fmt.Sprintf("%s  %-23s %s, par %d, %s, %s, %d marks", a.Date, what, countOf(a.Links, "link"), a.Par, formatClock(a.Time), hints, a.Marks)
}

// puzzleName names a puzzle by its record key, as "Carroll's no. 3".
func puzzleName(key string) string {
	kind, rest, _ := strings.Cut(key, "-")
	switch kind {
	case "carroll":
		return "Carroll's no. " + rest
	case "daily":
		return "the daily of " + rest
	case "generated":
		return strings.ToUpper(rest)
	}
	return key
}

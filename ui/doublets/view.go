package doublets

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlour/dict/define"
	"parlour/games/doublets"
	"parlour/ui/screen"
)

// lastResult is the scoring of the doublet just revealed.
func (g *Game) lastResult() doublets.Result {
	r, _ := g.table.Match().Last()
	return r
}

// prepareReveal finds the chain shown beside the hands (doublets.ParChain:
// of common words where they can join the two, saying so otherwise), and
// the words of the reveal a player may look up.
func (g *Game) prepareReveal() {
	g.scroll = 0
	g.shortest, g.shortestNote, g.defined = nil, "", ""
	db := g.table.Doublet()
	if sol, rarer, err := doublets.ParChain(g.dict, db); err == nil {
		g.shortest, g.shortestNote = sol.Chain, "common words"
		if rarer {
			g.shortestNote = "rarer words: no chain of common words"
		}
	}
	var words []string
	for i := range g.seats {
		words = append(words, g.table.Hand(i).Chain...)
	}
	g.lookup = screen.NewWordLookup(append(words, g.shortest...), define.Lookup)
}

// scrollBy moves the reveal or the paper a line (a page with PgUp/PgDn).
func (g *Game) scrollBy(msg tea.KeyMsg, dir int) {
	step := 1
	if msg.Type == tea.KeyPgUp || msg.Type == tea.KeyPgDown {
		step = max(g.bodyHeight()-1, 1)
	}
	most := max(lipgloss.Height(g.body())-g.bodyHeight(), 0)
	g.scroll = min(max(g.scroll+dir*step, 0), most)
}

// View draws the phase in play.
func (g *Game) View() string {
	t := g.env.Theme
	g.help.ShowAll = g.showAll
	if g.handoff != nil {
		if g.footer.Asking() {
			// The question is drawn over a blank: never over the next
			// seat's private screen.
			return screen.PinFooter(t.Title.Render("Doublets"), g.footerView(), g.height)
		}
		return g.handoff.View(t)
	}
	body := g.body()
	if g.scrolls() {
		vp := viewport.New(max(g.width, 1), g.bodyHeight())
		vp.SetContent(body)
		vp.SetYOffset(g.scroll)
		body = vp.View()
		if most := lipgloss.Height(g.body()) - g.bodyHeight(); most > 0 {
			body += "\n" + t.Muted.Render(fmt.Sprintf("lines %d-%d of %d: up and down scroll", g.scroll+1,
				min(g.scroll+g.bodyHeight(), most+g.bodyHeight()), most+g.bodyHeight()))
		}
	}
	return screen.PinFooter(g.header()+"\n\n"+body, g.footerView(), g.height)
}

// scrolls reports whether the phase's body scrolls in a viewport: the
// announcement, the reveal and the paper (the others keep what is being
// typed in view by themselves).
func (g *Game) scrolls() bool {
	phase := g.table.Phase()
	return phase == doublets.Announcing || phase == doublets.Revealing || phase == doublets.Finished
}

// header names the game and the doublet in play.
func (g *Game) header() string {
	t := g.env.Theme
	phase := g.table.Phase()
	if phase == doublets.Finished {
		return t.Title.Render("Doublets") + t.Muted.Render(" "+t.Glyph.Dot+" the scoring paper")
	}
	if phase == doublets.Choosing {
		return t.Title.Render("Doublets") + t.Muted.Render(" "+t.Glyph.Dot+" choosing the jewels")
	}
	number := g.table.Match().Paper().Counted() + 1
	if (phase == doublets.Revealing || phase == doublets.Padding) && !g.lastResult().Redraw {
		number--
	}
	agreed := g.table.Config().Doublets
	return t.Title.Render("Doublets") + t.Muted.Render(fmt.Sprintf(" %s doublet %d of %d", t.Glyph.Dot, min(number, agreed), agreed))
}

// footerView is the save failure (until a save succeeds), the message or
// the open question, and the key help.
func (g *Game) footerView() string {
	msg, failed := g.note, false
	switch {
	case g.writingHuman():
		if m, f := g.writer().Ladder.Message(); m != "" {
			msg, failed = m, f
		}
	case g.padHuman():
		if g.padNote != "" {
			msg, failed = g.padNote, g.padFailed
		}
	case g.table.Phase() == doublets.Revealing && g.defined != "":
		msg = g.defined
	}
	return footerView(g.env, g.footer, g.width, msg, failed, g.showAll, g.keys)
}

// bodyHeight is the room between the header and the footer.
func (g *Game) bodyHeight() int {
	return max(g.height-4-lipgloss.Height(g.footerView()), 3)
}

// body is the phase's content, before any scrolling.
func (g *Game) body() string {
	switch g.table.Phase() {
	case doublets.Announcing:
		return g.announceView()
	case doublets.Writing:
		return g.writingView()
	case doublets.Padding:
		if g.padHuman() {
			return g.padView()
		}
		return g.waitingView()
	case doublets.Choosing:
		return g.choosingView()
	case doublets.Revealing:
		return g.revealView()
	}
	return g.finalView()
}

func (g *Game) doubletLine() string {
	db := g.table.Doublet()
	return fmt.Sprintf("Change %s into %s (%d letters)", strings.ToUpper(db.From()), strings.ToUpper(db.To()), db.Length())
}

// announceView opens a doublet without showing it: each seat sees it only
// when its own clock starts, so nobody thinks on it for free.
func (g *Game) announceView() string {
	t := g.env.Theme
	var b strings.Builder
	cfg := g.table.Config()
	b.WriteString(t.Heading.Render(fmt.Sprintf("A doublet of %d letters is drawn", g.table.Doublet().Length())) + "\n\n")
	text := "Each player in turn sees it only when their own clock starts, and writes a " +
		"chain in private. The fastest correct chain wins marks for speed; shorter chains win marks for brevity."
	if cfg.Together {
		text = "When the table is ready every player sees it at once, at their own terminal, and writes a " +
			"chain in private on their own clock. The fastest correct chain wins marks for speed; shorter chains win marks for brevity."
	}
	if cfg.Limit > 0 {
		text += fmt.Sprintf(" Each chain has %s.", formatClock(cfg.Limit))
	}
	b.WriteString(t.Text.Width(max(min(g.width-1, 78), 20)).Render(text) + "\n")
	if jewels := g.table.Match().Jewels; len(jewels) > 0 {
		b.WriteString("\n" + t.Heading.Render("The jewels") + t.Muted.Render(" (for extra-chains while you wait for the others)") + "\n")
		b.WriteString(jewelsView(t, jewels, nil) + "\n")
	}
	b.WriteString("\n" + g.totalsView() + "\n\n")
	b.WriteString(t.Muted.Render("Press Enter when the table is ready."))
	return b.String()
}

// totalsView lists each player's marks so far.
func (g *Game) totalsView() string {
	t := g.env.Theme
	totals := g.table.Match().Paper().Totals()
	var lines []string
	for i, s := range g.seats {
		who := s.Name
		if !s.IsHuman() {
			who += " (computer, " + s.Level.Title() + ")"
		}
		who = truncateName(who, 36-len(g.env.AwayMark(i))) + g.env.AwayMark(i)
		lines = append(lines, "  "+t.Text.Render(padRight(who, 36))+fmt.Sprintf("%3d", totals[i]))
	}
	return strings.Join(lines, "\n")
}

// padRight pads s with spaces to width columns.
func padRight(s string, width int) string {
	return s + strings.Repeat(" ", max(width-lipgloss.Width(s), 0))
}

func (g *Game) writingView() string {
	t := g.env.Theme
	heading := t.Heading.Render(fmt.Sprintf("A doublet of %d letters", g.table.Doublet().Length())) + "\n\n"
	if g.here < 0 || g.link.InRoom() && !g.writingHuman() {
		return heading + g.waitingView()
	}
	seat := g.seats[g.here]
	if !g.writingHuman() {
		return heading + g.spin.View() + " " + seat.Name + " is writing a chain" + t.Glyph.Ellipsis
	}
	clock := formatClock(g.elapsed())
	if limit := g.table.Config().Limit; limit > 0 {
		clock += " of " + formatClock(limit)
	}
	dot := " " + t.Glyph.Dot + " "
	head := t.Turn.Render(t.Glyph.Turn+" "+seat.Name) + t.Muted.Render(" writes"+dot) + t.Text.Render(clock) + "\n" + t.Heading.Render(g.doubletLine())
	return head + "\n\n" + g.writer().Ladder.View(t, max(g.height-10, 3), true)
}

// revealView shows every chain side by side with its marks, beside a
// shortest chain, and the scoring paper so far; under them the words a
// player may not know, defined.
func (g *Game) revealView() string {
	t := g.env.Theme
	r := g.lastResult()
	cols := len(g.seats)
	if g.shortest != nil {
		cols++
	}
	colWidth := max((g.width-2)/cols-2, 10)
	var out []string
	db := g.table.Doublet()
	for i := range g.seats {
		out = append(out, padLines(g.handColumn(i, r, colWidth), colWidth+2))
	}
	if g.shortest != nil {
		lines := []string{t.Heading.Render("Shortest"), t.Muted.Render(countOf(db.Links(g.shortest), "link")),
			t.Muted.Render(truncateName(g.shortestNote, colWidth)), "", "", ""}
		for _, w := range g.shortest {
			lines = append(lines, t.Muted.Render(strings.ToUpper(w)))
		}
		out = append(out, padLines(lines, colWidth+2))
	}
	view := t.Heading.Render(g.doubletLine()) + "\n\n" + paperView(t, g.table.Match().Paper(), g.width)
	if r.Redraw {
		view += "\n" + t.Warning.Render("Everyone abandoned: this doublet does not count, and another is drawn.")
	}
	glossary := g.lookup.Glossary(t, g.width, func(w string) bool { return g.dict.Familiarity(w) < 2 })
	return view + "\n\n" + lipgloss.JoinHorizontal(lipgloss.Top, out...) + glossary
}

// handColumn is seat i's column of the reveal: its time or its
// abandoning, its marks, and its chain.
func (g *Game) handColumn(i int, r doublets.Result, width int) []string {
	t := g.env.Theme
	a := g.table.Hand(i)
	lines := []string{t.Heading.Render(truncateName(g.seats[i].Name, width))}
	switch a.Status {
	case doublets.Solved:
		lines = append(lines, t.Muted.Render(countOf(g.table.Doublet().Links(a.Chain), "link")), t.Muted.Render(formatTenths(a.Time)))
	case doublets.Abandoned:
		lines = append(lines, t.Warning.Render("abandoned"), t.Warning.Render("at "+formatTenths(a.Time)))
	}
	if i < len(r.Marks) {
		m := r.Marks[i]
		lines = append(lines, fmt.Sprintf("speed %d", m.Speed), fmt.Sprintf("brevity %d", m.Brevity))
		if m.Decision > 0 {
			lines = append(lines, fmt.Sprintf("decision %d", m.Decision))
		}
	}
	lines = append(lines, "")
	for _, w := range a.Chain { // none unless solved
		lines = append(lines, strings.ToUpper(w))
	}
	return lines
}

// padLines pads every line to width columns, so the columns line up.
func padLines(lines []string, width int) string {
	for i, l := range lines {
		lines[i] = padRight(l, width)
	}
	return strings.Join(lines, "\n")
}

// countOf writes "1 link", "3 links".
func countOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func truncateName(name string, width int) string {
	if len(name) <= width {
		return name
	}
	return name[:max(width-1, 1)] + "."
}

// finalView is Carroll's scoring paper, the winner, and how each set of
// extra-chains was marked.
func (g *Game) finalView() string {
	return g.env.Theme.Success.Render(g.headline()+".") + "\n\n" + g.finalBody()
}

// headline says who won: "Ada wins with 12 marks".
func (g *Game) headline() string {
	totals := g.table.Match().Paper().Totals()
	best := 0
	for _, x := range totals {
		best = max(best, x)
	}
	var winners []string
	for i, x := range totals {
		if x == best {
			winners = append(winners, g.seats[i].Name)
		}
	}
	result := winners[0] + " wins"
	if len(winners) > 1 {
		result = strings.Join(winners, " and ") + " share the win"
	}
	return fmt.Sprintf("%s with %d marks", result, best)
}

// finalBody is the scoring paper and how each set of extra-chains was
// marked.
func (g *Game) finalBody() string {
	t := g.env.Theme
	m := g.table.Match()
	out := paperView(t, m.Paper(), g.width)
	if len(m.Jewels) == 0 {
		return out
	}
	out += "\n\n" + t.Heading.Render("Extra-chains")
	for i, score := range m.ScoreExtra(g.dict) {
		out += "\n" + t.Text.Render(fmt.Sprintf("%s: %d marks", g.seats[i].Name, score.Marks))
		if len(m.Extra[i]) == 0 {
			out += t.Muted.Render(" (none written)")
		}
		for _, p := range score.Pieces {
			kind := "chain"
			if p.Necklace {
				kind = "necklace"
			}
			out += "\n" + t.Text.Width(max(g.width-2, 20)).Render(fmt.Sprintf("  %+3d  %-8s %s", p.Marks, kind, strings.ToUpper(strings.Join(p.Words, " "))))
		}
		for _, f := range score.Faults {
			out += "\n" + t.Warning.Width(max(g.width-2, 20)).Render("  erased: "+f.Error())
		}
	}
	return out
}

// finalWords are the words the final paper shows, in the order shown: the
// doublets' given words, then the extra-chains' words.
func (g *Game) finalWords() []string {
	m := g.table.Match()
	var words []string
	for _, c := range m.Paper().Columns {
		words = append(words, strings.Split(strings.ToLower(c.Doublet), "-")...)
	}
	if len(m.Jewels) > 0 {
		for _, score := range m.ScoreExtra(g.dict) {
			for _, p := range score.Pieces {
				words = append(words, p.Words...)
			}
		}
	}
	return words
}

// helpKey handles the keys of the full key help, alike on every screen
// that has one: ? opens and closes it, and Esc while it is open closes it
// (rather than asking to leave). It reports whether msg was one of them.
func helpKey(msg tea.KeyMsg, keys screen.Keys, showAll *bool) bool {
	switch {
	case key.Matches(msg, keys.Help):
		*showAll = !*showAll
	case *showAll && key.Matches(msg, keys.Back):
		*showAll = false
	default:
		return false
	}
	return true
}

// footerView draws a screen's footer (the one screen.Footer) with the
// screen's message of the moment: a refusal when failed, news otherwise.
func footerView(env *screen.Env, f screen.Footer, width int, msg string, failed bool, showAll bool, keys help.KeyMap) string {
	if failed {
		f.Fail(msg)
	} else {
		f.Note(msg)
	}
	f.ShowAll = showAll
	return f.View(env, width, keys)
}

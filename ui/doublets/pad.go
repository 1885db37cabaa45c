package doublets

import (
	"fmt"
	"math/rand/v2"
	"parlour/ui/screen"
	"slices"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/stopwatch"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"parlour/ui/handoff"

	"parlour/games/doublets"
	"parlour/ui/theme"
)

// minPad is the least waiting time that opens a seat's extra-chains pad.
const minPad = 5 * time.Second

// padBudget is the time seat i waited for the others on the doublet just
// written: the slowest chain's time less its own. Carroll's player "who
// first finishes ... may occupy his time, till the other has finished, in
// making extra-Chains"; at one keyboard the seats write in turn, so each
// gets that waiting time on its pad once every chain is in.
func (g *Game) padBudget(i int) time.Duration {
	if len(g.st.Match.Jewels) == 0 {
		return 0
	}
	slowest := time.Duration(0)
	for _, a := range g.st.Attempts {
		slowest = max(slowest, a.Time)
	}
	return slowest - g.st.Attempts[i].Time
}

// startPads opens the extra-chains pads after the last chain of a doublet
// is in, or goes straight to the reveal when nobody waited.
func (g *Game) startPads() tea.Cmd {
	g.st.Phase = padding
	g.st.Pad = -1
	if g.st.Together {
		return g.openPadsAtOnce()
	}
	return g.nextPad()
}

// openPadsAtOnce opens, in a room, the pad of every seat that waited long
// enough, all at once: each seat's pad is its own (its extra-chains, its
// jewels once each), so nobody need wait for another's. The computer
// seats write theirs at once, in every copy alike; this copy opens its
// own first seat's pad.
func (g *Game) openPadsAtOnce() tea.Cmd {
	g.st.PadOpen = make([]bool, len(g.seats))
	m := g.st.Match
	for i, seat := range g.seats {
		budget := g.padBudget(i)
		if budget < minPad {
			continue
		}
		if seat.IsHuman() {
			g.st.PadOpen[i] = true
			continue
		}
		rng := rand.New(rand.NewPCG(g.st.Seed, uint64(g.st.Drawn*16+i+8)))
		for _, chain := range doublets.ExtraChains(g.dict, m.Jewels, m.Extra[i], seat.Level, budget, rng) {
			m.AddExtra(i, chain)
		}
	}
	return g.nextMinePad()
}

// nextMinePad opens the pad of this copy's next seat whose pad is open
// (behind a hand-over when the copy has several people), or waits for the
// other terminals; once every pad is put away, the chains are revealed.
func (g *Game) nextMinePad() tea.Cmd {
	g.handoff = nil
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	g.here = -1
	for i, open := range g.st.PadOpen {
		if open && g.link.Plays(i) {
			g.here = i
			cmd := g.openPad()
			g.offset = 0
			if g.handoff == nil {
				g.offset = g.age // a copy built late counts from when the pads opened
			}
			return cmd
		}
	}
	if !slices.Contains(g.st.PadOpen, true) {
		return g.reveal()
	}
	g.syncKeys()
	return g.spin.Tick
}

// nextPad moves to the next seat that waited long enough for a pad. A
// computer seat writes its extra-chains at once; a person gets the
// hand-over first when several people play. After the last, the chains
// are revealed.
func (g *Game) nextPad() tea.Cmd {
	g.handoff = nil
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	for g.st.Pad++; g.st.Pad < len(g.seats); g.st.Pad++ {
		budget := g.padBudget(g.st.Pad)
		if budget < minPad {
			continue
		}
		seat := g.seats[g.st.Pad]
		if seat.IsHuman() {
			g.st.PadTime = 0
			g.save()
			return g.openPad()
		}
		level := seat.Level // the engine plays one out of range as Easy
		rng := rand.New(rand.NewPCG(g.st.Seed, uint64(g.st.Drawn*16+g.st.Pad+8)))
		m := g.st.Match
		for _, chain := range doublets.ExtraChains(g.dict, m.Jewels, m.Extra[g.st.Pad], level, budget, rng) {
			m.AddExtra(g.st.Pad, chain)
		}
	}
	return g.reveal()
}

// reveal turns the chains up.
func (g *Game) reveal() tea.Cmd {
	g.st.Phase = revealing
	g.st.PadTime = 0
	g.here = -1
	g.prepareReveal()
	g.save()
	g.syncKeys()
	return nil
}

// openPad shows the pad of the seat whose pad it is, behind a hand-over
// when several people play.
func (g *Game) openPad() tea.Cmd {
	in := textinput.New()
	in.Prompt = "> "
	in.Placeholder = "gold cold cord word"
	in.CharLimit = 240
	in.Width = max(g.width-6, 10)
	in.Cursor.SetMode(cursor.CursorStatic)
	screen.StyleInput(g.env.Theme, &in)
	in.Focus()
	g.pad = in
	g.padNote, g.padFailed = "", false // nothing of the seat before
	g.note = ""
	g.rescorePad()
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	if g.link.Humans(g.seats) > 1 {
		h := handoff.New(g.seats[g.padSeat()].Name)
		h, _ = h.Update(tea.WindowSizeMsg{Width: g.width, Height: g.height})
		g.handoff = &h
		g.syncKeys()
		return nil
	}
	g.syncKeys()
	return g.clock.Start()
}

// padHuman reports whether a person is at an open pad.
func (g *Game) padHuman() bool {
	pad := g.padSeat()
	return g.st.Phase == padding && g.handoff == nil && pad >= 0 && pad < len(g.seats) && g.seats[pad].IsHuman() &&
		g.link.Plays(pad) && !g.sent
}

// padSeat is the seat at its pad here: the one whose pad it is at one
// keyboard, this copy's seat at work when the pads are open at once (−1
// when none).
func (g *Game) padSeat() int {
	if g.st.Together {
		return g.here
	}
	return g.st.Pad
}

func (g *Game) padUsed() time.Duration { return g.st.PadTime + g.offset + g.clock.Elapsed() }

func (g *Game) padLeft() time.Duration {
	return max(g.padBudget(g.padSeat())-g.padUsed(), 0)
}

func (g *Game) rescorePad() {
	m := g.st.Match
	g.padScore = doublets.ScoreExtraChains(g.dict, m.Jewels, m.Extra[g.padSeat()])
}

// padKey takes a key at the pad: letters, spaces and dashes are typed,
// Enter adds the chain, Ctrl+Z takes back the last, Ctrl+G closes the pad.
func (g *Game) padKey(msg tea.KeyMsg) tea.Cmd {
	switch {
	case msg.Type == tea.KeyCtrlG:
		if g.link.InRoom() {
			return g.sendPutAway()
		}
		g.note = fmt.Sprintf("%s put the extra-chains away.", g.seats[g.padSeat()].Name)
		return g.nextPad()
	case msg.Type == tea.KeyCtrlZ && g.link.InRoom():
		return g.sendKind(kindTakeBack)
	case msg.Type == tea.KeyCtrlZ:
		if !g.st.Match.RemoveExtra(g.padSeat()) {
			g.padSay("No extra-chain to take back.", true)
			return nil
		}
		g.rescorePad()
		g.save()
		g.padSay("Took back the last extra-chain.", false)
		return nil
	case msg.Type == tea.KeyEnter:
		return g.addExtra()
	case msg.Type == tea.KeyRunes:
		var keep []rune
		for _, r := range msg.Runes {
			switch {
			case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r == ' ', r == ',', r == '-':
				keep = append(keep, r)
			case r == '\'' || r == '’':
				// ignored, as in a chain: Carroll's e'en is een
			default:
				g.padSay("Write the words with letters, separated by spaces.", true)
			}
		}
		if len(keep) == 0 {
			return nil
		}
		msg.Runes = keep
	}
	var cmd tea.Cmd
	g.pad, cmd = g.pad.Update(msg)
	return cmd
}

func (g *Game) padSay(msg string, failed bool) { g.padNote, g.padFailed = msg, failed }

// addExtra adds the typed chain to the seat's set and says how the marks
// would change.
func (g *Game) addExtra() tea.Cmd {
	words := strings.FieldsFunc(strings.ToLower(g.pad.Value()), func(r rune) bool { return r == ' ' || r == ',' || r == '-' })
	if len(words) < 2 {
		g.padSay("An extra-chain has at least two words: type them separated by spaces.", true)
		return nil
	}
	if g.link.InRoom() {
		g.pad.SetValue("")
		return g.sendAction(roomAction{Kind: kindExtra, Chain: words})
	}
	return g.writeExtra(words)
}

// writeExtra adds an extra-chain to the set of the seat at its pad, and
// says at the pad how the marks would change.
func (g *Game) writeExtra(words []string) tea.Cmd {
	before := g.padScore
	if err := g.st.Match.AddExtra(g.padSeat(), words); err != nil {
		g.padSay(strings.TrimPrefix(err.Error(), "doublets: ")+".", true)
		return nil
	}
	g.rescorePad()
	g.pad.SetValue("")
	g.save()
	note := fmt.Sprintf("Extra-chain %d written: %+d marks if it stands.", len(g.st.Match.Extra[g.padSeat()]), g.padScore.Marks-before.Marks)
	if len(g.padScore.Faults) > len(before.Faults) {
		g.padSay(note+" Erased: "+g.padScore.Faults[len(g.padScore.Faults)-1].Error(), true)
		return nil
	}
	g.padSay(note, false)
	return nil
}

// jewelsView lists the jewels by length, those in a scoring piece of the
// given set marked with +.
func jewelsView(t *theme.Theme, jewels []string, used func(string) bool) string {
	var b strings.Builder
	for _, l := range doublets.JewelLengths {
		var row []string
		for _, w := range jewels {
			if len(w) != l {
				continue
			}
			if used != nil && used(w) {
				row = append(row, t.Success.Render("+"+strings.ToUpper(w)))
			} else {
				row = append(row, " "+strings.ToUpper(w))
			}
		}
		if len(row) > 0 {
			b.WriteString(fmt.Sprintf("  %d letters ", l) + strings.Join(row, " ") + "\n")
		}
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// padView is a seat's private extra-chains pad.
func (g *Game) padView() string {
	t := g.env.Theme
	seat := g.seats[g.padSeat()]
	var b strings.Builder
	b.WriteString(t.Turn.Render(t.Glyph.Turn+" "+seat.Name) + t.Muted.Render(" makes extra-chains "+t.Glyph.Dot+" ") +
		t.Text.Render(formatTenths(g.padLeft())+" left") + "\n")
	b.WriteString(t.Muted.Width(max(g.width-1, 20)).Render("Link the jewels while the others finish: one at an end scores its letters, "+
		"a set one twice that, each link costs one; end with the first word for a necklace. Marked at the end.") + "\n\n")
	used := func(w string) bool {
		for _, p := range g.padScore.Pieces {
			for _, x := range p.Words {
				if x == w {
					return true
				}
			}
		}
		return false
	}
	b.WriteString(jewelsView(t, g.st.Match.Jewels, used) + "\n\n")
	set := g.st.Match.Extra[g.padSeat()]
	room := max(g.height-16, 1)
	if len(set) > room {
		b.WriteString(t.Muted.Render(fmt.Sprintf("  (%d earlier)", len(set)-room+1)) + "\n")
		room--
	}
	for i := max(len(set)-room, 0); i < len(set); i++ {
		b.WriteString(fmt.Sprintf("  %2d. %s\n", i+1, strings.ToUpper(strings.Join(set[i], " "))))
	}
	b.WriteString(t.Text.Render(fmt.Sprintf("  marks so far %d", g.padScore.Marks)) + "\n")
	b.WriteString(screen.InputView(g.env.Theme, g.pad))
	return b.String()
}

// formatTenths writes a time to the tenth of a second: "1:05.3".
func formatTenths(d time.Duration) string {
	tenths := int64(d.Round(100*time.Millisecond) / (100 * time.Millisecond))
	s := tenths / 10
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d.%d", s/3600, s/60%60, s%60, tenths%10)
	}
	return fmt.Sprintf("%d:%02d.%d", s/60, s%60, tenths%10)
}

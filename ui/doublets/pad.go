package doublets

import (
	"fmt"
	"parlour/ui/screen"
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

// nextPad opens the pad of this terminal's next seat whose pad is open
// (behind a hand-over when the terminal has several people), or waits for
// the other terminals. The table writes the computers' extra-chains
// itself, and reveals the chains once every pad is put away.
func (g *Game) nextPad() tea.Cmd {
	g.handoff = nil
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	g.here, g.workAt = g.mine(g.table.PadOpen), doublets.Padding
	if g.here < 0 {
		g.syncKeys()
		return g.spin.Tick
	}
	cmd := g.openPad()
	g.offset = 0
	if g.handoff == nil {
		g.offset = g.age // a copy built late counts from when the pads opened
	}
	return cmd
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
	g.padTime, g.resumedPad = g.resumedPad, 0
	g.rescorePad()
	g.clock = stopwatch.NewWithInterval(100 * time.Millisecond)
	if g.link.Humans(g.seats) > 1 {
		h := handoff.New(g.seats[g.here].Name)
		h, _ = h.Update(tea.WindowSizeMsg{Width: g.width, Height: g.height})
		g.handoff = &h
		g.syncKeys()
		return nil
	}
	g.syncKeys()
	return g.clock.Start()
}

// padHuman reports whether a person is at an open pad at this terminal.
func (g *Game) padHuman() bool {
	return g.handoff == nil && !g.sent && g.table.PadOpen(g.here) && g.seats[g.here].IsHuman() && g.link.Plays(g.here)
}

// padUsed is the time the seat here has spent at its pad.
func (g *Game) padUsed() time.Duration { return g.padTime + g.offset + g.clock.Elapsed() }

// padLeft is the time left to the seat here at its pad.
func (g *Game) padLeft() time.Duration {
	return max(g.table.PadBudget(g.here)-g.padUsed(), 0)
}

func (g *Game) rescorePad() {
	m := g.table.Match()
	g.padScore = doublets.ScoreExtraChains(g.dict, m.Jewels, m.Extra[g.here])
}

// padKey takes a key at the pad: letters, spaces and dashes are typed,
// Enter adds the chain, Ctrl+Z takes back the last, Ctrl+G closes the pad.
func (g *Game) padKey(msg tea.KeyMsg) tea.Cmd {
	switch {
	case msg.Type == tea.KeyCtrlG:
		return g.putAway(fmt.Sprintf("%s put the extra-chains away.", g.seats[g.here].Name))
	case msg.Type == tea.KeyCtrlZ:
		return g.play(doublets.Action{Kind: doublets.TakeBack}, g.note)
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
	}
	return g.play(doublets.Action{Kind: doublets.AddExtra, Chain: words}, g.note)
}

// putAway closes the pad of the seat here: at once at one keyboard; in a
// room it goes to the room, and the seat waits for it to come back.
func (g *Game) putAway(note string) tea.Cmd {
	if g.link.InRoom() {
		return g.sendPutAway()
	}
	return g.play(doublets.Action{Kind: doublets.PutAway}, note)
}

// padNews says at the pad what the seat's extra-chain written, or taken
// back, did to its marks (before is the score before it).
func (g *Game) padNews(kind doublets.ActionKind, before doublets.ExtraScore) {
	g.rescorePad()
	if kind == doublets.TakeBack {
		g.padSay("Took back the last extra-chain.", false)
		return
	}
	g.pad.SetValue("")
	note := fmt.Sprintf("Extra-chain %d written: %+d marks if it stands.", len(g.table.Match().Extra[g.here]), g.padScore.Marks-before.Marks)
	if len(g.padScore.Faults) > len(before.Faults) {
		g.padSay(note+" Erased: "+g.padScore.Faults[len(g.padScore.Faults)-1].Error(), true)
		return
	}
	g.padSay(note, false)
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
	seat := g.seats[g.here]
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
	b.WriteString(jewelsView(t, g.table.Match().Jewels, used) + "\n\n")
	set := g.table.Match().Extra[g.here]
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

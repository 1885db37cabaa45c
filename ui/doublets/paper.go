package doublets

import (
	"fmt"
	"strings"

	"parlour/games/doublets"
	"parlour/ui/theme"
)

// paperView lays out Carroll's scoring paper to fit the screen: a numbered
// column per doublet holding each player's speed and brevity figures ("A"
// and "a" for the first and second to abandon when all failed, "0" for no
// marks), the totals, and under the table which doublet each number was.
func paperView(t *theme.Theme, p *doublets.Paper) string {
	nameW := 6
	for _, n := range p.Players {
		nameW = max(nameW, min(len(n), 16))
	}
	var b strings.Builder
	b.WriteString(t.Heading.Render(fmt.Sprintf("%-*s", nameW, "Player")))
	for i, c := range p.Columns {
		label := fmt.Sprint(i + 1)
		if c.Replaced {
			label += "*"
		}
		b.WriteString(t.Heading.Render(fmt.Sprintf(" %5s", label)))
	}
	if len(p.Extra) > 0 {
		b.WriteString(t.Heading.Render(fmt.Sprintf(" %5s", "extra")))
	}
	b.WriteString(t.Heading.Render(fmt.Sprintf(" %6s", "total")) + "\n")
	totals := p.Totals()
	for i, name := range p.Players {
		b.WriteString(fmt.Sprintf("%-*s", nameW, truncateName(name, nameW)))
		for _, c := range p.Columns {
			b.WriteString(fmt.Sprintf(" %5s", c.Cells[i].String()))
		}
		if len(p.Extra) > 0 {
			b.WriteString(fmt.Sprintf(" %5d", p.Extra[i]))
		}
		b.WriteString(t.Turn.Render(fmt.Sprintf(" %6d", totals[i])) + "\n")
	}
	var legend []string
	for i, c := range p.Columns {
		legend = append(legend, fmt.Sprintf("%d %s", i+1, c.Doublet))
	}
	b.WriteString("\n" + t.Muted.Width(76).Render(strings.Join(legend, " · ")))
	b.WriteString("\n" + t.Muted.Width(76).Render("Figures are speed and brevity; A and a: first and second to abandon when all failed; * replaced."))
	return b.String()
}

package doublets

import (
	"fmt"
	"strings"

	"parlour/games/doublets"
	"parlour/ui/theme"
)

// paperView lays out Carroll's scoring paper to fit width columns: a column
// per doublet, headed with its first and last words, holding each player's
// speed and brevity figures ("A" and "a" for the first and second to
// abandon when all failed, "0" for no marks), then the extra-chains (at the
// end of the game) and the totals. When the words do not fit across, the
// columns are numbered and the doublets listed under the table.
func paperView(t *theme.Theme, p *doublets.Paper, width int) string {
	nameW := 6
	for _, n := range p.Players {
		nameW = max(nameW, min(len(n), 14))
	}
	heads := make([][2]string, len(p.Columns))
	colW := make([]int, len(p.Columns))
	used := nameW + 7 // the total
	if p.Extra != nil {
		used += 6
	}
	for i, c := range p.Columns {
		words := strings.Split(c.Doublet, "-")
		heads[i] = [2]string{words[0], words[len(words)-1]}
		if c.Replaced {
			heads[i][1] += "*"
		}
		colW[i] = max(len(heads[i][0]), len(heads[i][1]), 3)
		used += colW[i] + 1
	}
	numbered := width > 0 && used > width
	if numbered {
		for i, c := range p.Columns {
			heads[i] = [2]string{"", fmt.Sprint(i + 1)}
			if c.Replaced {
				heads[i][1] += "*"
			}
			colW[i] = max(len(heads[i][1]), 3)
		}
	}
	var b strings.Builder
	for row := range 2 {
		label, extra, total := "", "", ""
		if row == 1 {
			label, extra, total = "Player", "extra", "total"
		}
		line := fmt.Sprintf("%-*s", nameW, label)
		for i := range p.Columns {
			line += fmt.Sprintf(" %*s", colW[i], heads[i][row])
		}
		if p.Extra != nil {
			line += fmt.Sprintf(" %5s", extra)
		}
		line += fmt.Sprintf(" %6s", total)
		if strings.TrimSpace(line) != "" {
			b.WriteString(t.Heading.Render(line) + "\n")
		}
	}
	totals := p.Totals()
	for i, name := range p.Players {
		b.WriteString(fmt.Sprintf("%-*s", nameW, truncateName(name, nameW)))
		for k, c := range p.Columns {
			b.WriteString(fmt.Sprintf(" %*s", colW[k], c.Cells[i].String()))
		}
		if p.Extra != nil {
			b.WriteString(fmt.Sprintf(" %5d", p.Extra[i]))
		}
		b.WriteString(t.Turn.Render(fmt.Sprintf(" %6d", totals[i])) + "\n")
	}
	note := min(max(width-2, 20), 76)
	if numbered {
		var legend []string
		for i, c := range p.Columns {
			legend = append(legend, fmt.Sprintf("%d %s", i+1, c.Doublet))
		}
		b.WriteString("\n" + t.Muted.Width(note).Render(strings.Join(legend, ", ")))
	}
	legend := "Figures: speed, brevity; A, a: first, second to abandon; 0: no marks."
	for _, c := range p.Columns {
		if c.Replaced {
			legend += " *: everyone abandoned, another was drawn."
			break
		}
	}
	b.WriteString("\n" + t.Muted.Width(note).Render(legend))
	return b.String()
}

package doublets

import (
	"fmt"
	"strings"
	"text/tabwriter"
)

// DefaultDoublets is the number of doublets in a game unless agreed
// otherwise; Carroll found six convenient.
const DefaultDoublets = 6

// Paper is the scoring paper Carroll recommends: one row per player, one
// column per doublet holding each player's figures for speed and brevity
// (or "A" and "a" for the first and second to abandon when everyone failed,
// "0" for no marks), then the marks for extra-chains, then the totals. It is
// data; String lays it out as plain text.
type Paper struct {
	Players []string `json:"players"`
	Columns []Column `json:"columns"`
	// Extra holds each player's marks for extra-chains, scored at the end
	// of the game; nil until then.
	Extra []int `json:"extra,omitempty"`
}

// Column is one doublet on the scoring paper.
type Column struct {
	// Doublet names the doublet, as "HEAD-TAIL".
	Doublet string `json:"doublet"`
	// Cells holds one cell per player.
	Cells []Cell `json:"cells"`
	// Replaced is true when everybody abandoned and another doublet was
	// drawn in its place; the column does not count towards the game's
	// agreed number of doublets.
	Replaced bool `json:"replaced,omitempty"`
}

// Cell is one player's marks on one doublet.
type Cell struct {
	Marks
	// Abandon is 1 for the first to abandon and 2 for the second, in a
	// doublet every player failed; 0 otherwise.
	Abandon int `json:"abandon,omitempty"`
}

// String writes the cell as on Carroll's paper: "A" or "a" for the first
// or second to abandon when all failed, "0" for no marks, otherwise the
// speed and brevity figures, as "2 4".
func (c Cell) String() string {
	switch {
	case c.Abandon == 1:
		return "A"
	case c.Abandon == 2:
		return "a"
	case c.Speed == 0 && c.Brevity == 0:
		return "0"
	}
	return fmt.Sprintf("%d %d", c.Speed, c.Brevity)
}

// NewPaper returns an empty scoring paper for the named players.
func NewPaper(players ...string) *Paper {
	return &Paper{Players: append([]string(nil), players...)}
}

// Score scores one doublet from the players' entries, in the order of
// Players (ScorePair for two players, ScoreRound for more), writes its
// column, and returns the result.
func (p *Paper) Score(db Doublet, entries []Entry) (Result, error) {
	if len(entries) != len(p.Players) {
		return Result{}, fmt.Errorf("doublets: %d entries for %d players", len(entries), len(p.Players))
	}
	var (
		r   Result
		err error
	)
	if len(entries) == 2 {
		r, err = ScorePair(entries[0], entries[1])
	} else {
		r, err = ScoreRound(entries)
	}
	if err != nil {
		return Result{}, err
	}
	p.Add(db.String(), r)
	return r, nil
}

// Add writes a column for a doublet already scored.
func (p *Paper) Add(doublet string, r Result) {
	col := Column{Doublet: doublet, Cells: make([]Cell, len(r.Marks)), Replaced: r.Redraw}
	for i, m := range r.Marks {
		col.Cells[i].Marks = m
		if i < len(r.Abandon) {
			col.Cells[i].Abandon = r.Abandon[i]
		}
	}
	p.Columns = append(p.Columns, col)
}

// Counted returns the number of doublets played that count towards the
// game's agreed number (replaced ones do not).
func (p *Paper) Counted() int {
	n := 0
	for _, c := range p.Columns {
		if !c.Replaced {
			n++
		}
	}
	return n
}

// Totals returns each player's total marks: every column plus extra-chains.
func (p *Paper) Totals() []int {
	totals := make([]int, len(p.Players))
	for _, c := range p.Columns {
		for i, cell := range c.Cells {
			if i < len(totals) {
				totals[i] += cell.Total()
			}
		}
	}
	for i, x := range p.Extra {
		if i < len(totals) {
			totals[i] += x
		}
	}
	return totals
}

// String lays the paper out as a plain-text table, one line per player, with
// a note under it explaining the symbols used.
func (p *Paper) String() string {
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	header := []string{"Player"}
	for _, c := range p.Columns {
		title := c.Doublet
		if c.Replaced {
			title += "*"
		}
		header = append(header, title)
	}
	if p.Extra != nil {
		header = append(header, "Extra")
	}
	header = append(header, "Total")
	fmt.Fprintln(tw, strings.Join(header, "\t"))
	totals := p.Totals()
	for i, name := range p.Players {
		row := []string{name}
		for _, c := range p.Columns {
			cell := ""
			if i < len(c.Cells) {
				cell = c.Cells[i].String()
			}
			row = append(row, cell)
		}
		if p.Extra != nil {
			x := 0
			if i < len(p.Extra) {
				x = p.Extra[i]
			}
			row = append(row, fmt.Sprint(x))
		}
		row = append(row, fmt.Sprint(totals[i]))
		fmt.Fprintln(tw, strings.Join(row, "\t"))
	}
	tw.Flush()
	b.WriteString("First figure speed, second brevity; A, a: abandoned first, second; 0: no marks.\n")
	for _, c := range p.Columns {
		if c.Replaced {
			b.WriteString("*: everyone abandoned; another doublet was drawn in its place.\n")
			break
		}
	}
	return b.String()
}

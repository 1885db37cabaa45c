package doublets

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"parlour/assets"
	"parlour/dict"
)

// Puzzle is one of the doublets Lewis Carroll set in Vanity Fair in 1879,
// with his own solution.
type Puzzle struct {
	// Title is the puzzle as he worded it, as "Drive PIG into STY.".
	Title string `json:"title"`
	// From and To are the given words, lowercase.
	From string `json:"from"`
	To   string `json:"to"`
	// Chain is his chain as printed, lowercase; archaic words keep their
	// apostrophes ("e'en").
	Chain []string `json:"chain"`
	// Links is the number of links of his chain.
	Links int `json:"links"`
	// Date is the date the puzzle was set, as "March 29, 1879".
	Date string `json:"date"`
}

// Doublet returns the puzzle as a doublet for dictionary d. The words of
// Carroll's chain that d lacks (archaic words such as "e'en" or "burked")
// become extra words of the doublet, so that his chain passes the check and
// the solver may use them too; the given words are accepted anyway.
func (p Puzzle) Doublet(d *dict.Dict) Doublet {
	db := Doublet{Words: []string{Normalise(p.From), Normalise(p.To)}}
	for _, w := range p.Chain[1 : len(p.Chain)-1] {
		if n := Normalise(w); !d.Has(n) {
			db.Extra = append(db.Extra, n)
		}
	}
	return db
}

// ParsePuzzles reads puzzles in the format of assets.CarrollDoublets: one
// puzzle a line, six tab-separated fields (from, to, number of links, the
// chain with words separated by spaces, the date, the title); blank lines
// and lines starting with # are skipped. The chain must run from `from` to
// `to` and have the stated number of links.
func ParsePuzzles(text string) ([]Puzzle, error) {
	var puzzles []Puzzle
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := parsePuzzle(line)
		if err != nil {
			return nil, fmt.Errorf("doublets: puzzle line %d: %w", n+1, err)
		}
		puzzles = append(puzzles, p)
	}
	return puzzles, nil
}

func parsePuzzle(line string) (Puzzle, error) {
	f := strings.Split(line, "\t")
	if len(f) != 6 {
		return Puzzle{}, fmt.Errorf("%d fields, want 6", len(f))
	}
	links, err := strconv.Atoi(strings.TrimSpace(f[2]))
	if err != nil {
		return Puzzle{}, fmt.Errorf("link count %q: %w", f[2], err)
	}
	p := Puzzle{
		From:  strings.ToLower(strings.TrimSpace(f[0])),
		To:    strings.ToLower(strings.TrimSpace(f[1])),
		Links: links,
		Chain: strings.Fields(strings.ToLower(f[3])),
		Date:  strings.TrimSpace(f[4]),
		Title: strings.TrimSpace(f[5]),
	}
	switch {
	case p.Title == "":
		return Puzzle{}, fmt.Errorf("no title")
	case len(p.Chain) < 2 || p.Chain[0] != p.From || p.Chain[len(p.Chain)-1] != p.To:
		return Puzzle{}, fmt.Errorf("chain %q does not run from %q to %q", f[3], p.From, p.To)
	case len(p.Chain)-2 != p.Links:
		return Puzzle{}, fmt.Errorf("chain has %d links, the line says %d", len(p.Chain)-2, p.Links)
	}
	return p, nil
}

var (
	carrollOnce    sync.Once
	carrollPuzzles []Puzzle
)

// Carroll returns Carroll's 39 doublets of 1879 from assets.CarrollDoublets,
// in the order of the file, parsed on first use. The slice is the caller's;
// the puzzles' chains are shared and must not be changed. It panics if the
// embedded file is malformed, which the package's tests rule out.
func Carroll() []Puzzle {
	carrollOnce.Do(func() {
		ps, err := ParsePuzzles(assets.CarrollDoublets)
		if err != nil {
			panic(err)
		}
		carrollPuzzles = ps
	})
	return append([]Puzzle(nil), carrollPuzzles...)
}

package doublets

import (
	"fmt"
	"slices"

	"parlour/dict"
)

// Draws is what a table drew at random, in order: the doublets, the
// jewels, the pages the book opened at and the computers' extra-chains.
// A record keeps it, so that a replay draws the same even in a version
// whose word lists, drawing or computers differ; a record without it
// draws from the seed again.
type Draws struct {
	Doublets []Doublet          `json:"doublets,omitempty"`
	Jewels   []string           `json:"jewels,omitempty"`
	Pages    []map[int][]string `json:"pages,omitempty"`
	// Picks are the words Parlour picked from a page for a seat, one
	// entry a pick.
	Picks [][]string `json:"picks,omitempty"`
	// Extras are the extra-chains each computer wrote, one entry a pad it
	// was given, in the order the pads opened.
	Extras [][][]string `json:"extras,omitempty"`
}

// clone copies d: the pages and the chains are never changed once drawn,
// so the lists alone are copied.
func (d Draws) clone() Draws {
	d.Doublets, d.Jewels = slices.Clone(d.Doublets), slices.Clone(d.Jewels)
	d.Pages, d.Picks, d.Extras = slices.Clone(d.Pages), slices.Clone(d.Picks), slices.Clone(d.Extras)
	return d
}

// maxPageWords bounds the words of a recorded page.
const maxPageWords = 200

// givenDoublet is the n-th doublet of the record, checked: well formed,
// and one a chain of lawful words can solve.
func (d Draws) givenDoublet(dc *dict.Dict, n int) (Doublet, bool, error) {
	if n >= len(d.Doublets) {
		return Doublet{}, false, nil
	}
	db := d.Doublets[n]
	if err := db.Validate(); err != nil {
		return db, true, fmt.Errorf("doublets: the record's doublet %d: %w", n+1, err)
	}
	if len(db.Words[0]) < minLength || len(db.Words[0]) > maxLength+1 {
		return db, true, fmt.Errorf("doublets: the record's doublet %d has words of %d letters", n+1, len(db.Words[0]))
	}
	if _, err := Solve(dc, db, dict.Lawful, nil); err != nil {
		return db, true, fmt.Errorf("doublets: the record's doublet %d cannot be solved: %w", n+1, err)
	}
	return db, true, nil
}

// givenPage is the n-th page of the record, checked: words of letters a-z
// of the lengths of the jewels, under their length.
func (d Draws) givenPage(n int) (map[int][]string, bool, error) {
	if n >= len(d.Pages) {
		return nil, false, nil
	}
	page, count := d.Pages[n], 0
	for l, words := range page {
		if !slices.Contains(JewelLengths, l) {
			return nil, true, fmt.Errorf("doublets: the record's page %d has words of %d letters", n+1, l)
		}
		for _, w := range words {
			if count++; !dict.IsLowerWord(w) || len(w) != l || count > maxPageWords {
				return nil, true, fmt.Errorf("doublets: the record's page %d holds %q", n+1, w)
			}
		}
	}
	return page, true, nil
}

// checkJewels checks the record's jewels: as many of each length as the
// drawing makes.
func (d Draws) checkJewels() error {
	for _, l := range JewelLengths {
		n := 0
		for _, w := range d.Jewels {
			if len(w) == l {
				n++
			}
		}
		if n != JewelsPerLength {
			return fmt.Errorf("doublets: the record has %d jewels of %d letters, not %d", n, l, JewelsPerLength)
		}
	}
	if len(d.Jewels) != jewelTotal {
		return fmt.Errorf("doublets: the record has %d jewels, not %d", len(d.Jewels), jewelTotal)
	}
	return nil
}

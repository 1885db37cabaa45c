package doublets

import (
	"fmt"
	"slices"
)

// Status is how a player's attempt at a doublet ended.
type Status uint8

const (
	// Solved: a correct chain was handed in.
	Solved Status = iota + 1
	// Null: the chain handed in breaks a rule (Carroll's "null" chain).
	Null
	// Abandoned: the player declared the attempt abandoned.
	Abandoned
)

// String returns "solved", "null" or "abandoned".
func (s Status) String() string {
	switch s {
	case Solved:
		return "solved"
	case Null:
		return "null"
	case Abandoned:
		return "abandoned"
	}
	return fmt.Sprintf("Status(%d)", uint8(s))
}

// Entry is one player's attempt at one doublet, as the scorer sees it.
type Entry struct {
	Status Status `json:"status"`
	// Links is the number of links of the chain (Solved only).
	Links int `json:"links,omitempty"`
	// Order is when the player finished: 1 for the first to hand in a chain
	// or declare it abandoned, 2 for the next, and so on. It must be set,
	// and distinct, for solved and abandoned entries; it is not used for
	// null ones.
	Order int `json:"order,omitempty"`
}

// Marks are the marks a player wins on one doublet.
type Marks struct {
	Speed    int `json:"speed"`
	Brevity  int `json:"brevity"`
	Decision int `json:"decision"`
}

// Total returns the sum of the marks.
func (m Marks) Total() int { return m.Speed + m.Brevity + m.Decision }

// Result is the scoring of one doublet.
type Result struct {
	// Marks holds each player's marks, in the order of the entries.
	Marks []Marks
	// Abandon gives, for each player, 1 if he abandoned first, 2 if second,
	// and so on, in a doublet that every player failed (the scoring paper
	// writes "A" and "a"); otherwise 0.
	Abandon []int
	// Redraw is true when every player abandoned: another doublet is drawn
	// in place of this one, and this one does not count towards the number
	// agreed for the game. Decision marks won on it still stand.
	Redraw bool
}

// validate checks the entries of one doublet.
func validate(entries []Entry) error {
	var orders []int
	for i, e := range entries {
		switch e.Status {
		case Solved:
			if e.Links < 0 {
				return fmt.Errorf("entry %d: negative links (%d)", i+1, e.Links)
			}
		case Abandoned, Null:
		default:
			return fmt.Errorf("entry %d: unknown status %d", i+1, e.Status)
		}
		if e.Status != Null {
			if e.Order < 1 {
				return fmt.Errorf("entry %d: order %d, want 1 or more", i+1, e.Order)
			}
			if slices.Contains(orders, e.Order) {
				return fmt.Errorf("entry %d: order %d given twice", i+1, e.Order)
			}
			orders = append(orders, e.Order)
		}
	}
	return nil
}

// byOrder returns the indexes of the entries with the given status, in the
// order they finished.
func byOrder(entries []Entry, status Status) []int {
	var idx []int
	for i, e := range entries {
		if e.Status == status {
			idx = append(idx, i)
		}
	}
	slices.SortFunc(idx, func(a, b int) int { return entries[a].Order - entries[b].Order })
	return idx
}

// failed scores a doublet nobody solved: decision marks to the abandoners
// in the order they declared (marks[0] to the first, marks[1] to the
// second, none to the rest), and a redraw if nobody handed in a null chain.
func failed(entries []Entry, marks ...int) Result {
	r := Result{Marks: make([]Marks, len(entries)), Abandon: make([]int, len(entries))}
	abandoned := byOrder(entries, Abandoned)
	for rank, i := range abandoned {
		r.Abandon[i] = rank + 1
		if rank < len(marks) {
			r.Marks[i].Decision = marks[rank]
		}
	}
	r.Redraw = len(abandoned) == len(entries)
	return r
}

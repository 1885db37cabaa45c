package dict

import (
	"runtime"
	"slices"
	"sync"
)

// build makes a Dict from lawful and common words (any order, duplicates
// allowed; common words are added to the lawful ones) and the blocklist.
func build(lawful, common, blocked []string) *Dict {
	lawfulBy := byLength(lawful)
	commonBy := byLength(common)
	maxLen := max(len(lawfulBy), len(commonBy)) - 1

	d := &Dict{
		groups:  make([]*group, maxLen+1),
		blocked: make(map[string]struct{}, len(blocked)),
	}
	for _, w := range blocked {
		d.blocked[w] = struct{}{}
	}

	// Build the groups in parallel, largest first.
	type job struct {
		length int
		words  []string
		common []bool
	}
	var jobs []job
	for l := 1; l <= maxLen; l++ {
		var lw, cw []string
		if l < len(lawfulBy) {
			lw = sortedSet(lawfulBy[l])
		}
		if l < len(commonBy) {
			cw = sortedSet(commonBy[l])
		}
		words, flags := union(lw, cw)
		if len(words) > 0 {
			jobs = append(jobs, job{l, words, flags})
		}
	}
	slices.SortFunc(jobs, func(a, b job) int { return len(b.words)*b.length - len(a.words)*a.length })
	var (
		wg   sync.WaitGroup
		next = make(chan job)
	)
	for range min(runtime.GOMAXPROCS(0), len(jobs)) {
		wg.Go(func() {
			for j := range next {
				d.groups[j.length] = newGroup(j.length, j.words, j.common)
			}
		})
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()

	for _, g := range d.groups {
		if g != nil {
			d.nLawful += len(g.words)
			d.nCommon += g.nCommon
		}
	}
	return d
}

// byLength splits words by length: the result's index l holds the words of
// l letters, in their original order.
func byLength(words []string) [][]string {
	var counts []int
	for _, w := range words {
		for len(counts) <= len(w) {
			counts = append(counts, 0)
		}
		counts[len(w)]++
	}
	out := make([][]string, len(counts))
	for l, c := range counts {
		if c > 0 {
			out[l] = make([]string, 0, c)
		}
	}
	for _, w := range words {
		out[len(w)] = append(out[len(w)], w)
	}
	return out
}

// sortedSet sorts words and removes duplicates, in place; it does nothing
// to a list that is already strictly increasing (the built-in lists are).
func sortedSet(words []string) []string {
	for i := 1; i < len(words); i++ {
		if words[i-1] >= words[i] {
			slices.Sort(words)
			return slices.Compact(words)
		}
	}
	return words
}

// union merges two sorted sets into one, flagging the words found in the
// second.
func union(a, b []string) ([]string, []bool) {
	if len(b) == 0 {
		return a, make([]bool, len(a))
	}
	if slices.Equal(a, b) {
		flags := make([]bool, len(a))
		for i := range flags {
			flags[i] = true
		}
		return a, flags
	}
	words := make([]string, 0, len(a)+len(b))
	flags := make([]bool, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || (i < len(a) && a[i] < b[j]):
			words, flags = append(words, a[i]), append(flags, false)
			i++
		case i == len(a) || b[j] < a[i]:
			words, flags = append(words, b[j]), append(flags, true)
			j++
		default:
			words, flags = append(words, a[i]), append(flags, true)
			i, j = i+1, j+1
		}
	}
	return words, flags
}

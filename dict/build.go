package dict

import (
	"runtime"
	"slices"
	"strings"
	"sync"
)

// wordLists are the lists a Dict is built from. Each list by length holds
// at index l the words of l letters side by side in one string (a run), in
// any order, duplicates allowed.
type wordLists struct {
	lawful []string
	// common words are added to the lawful ones; nil when every lawful
	// word is common.
	common  []string
	blocked []string
}

// build makes a Dict from word lists. It takes the slices over, and lets
// each length's runs go once its group is built.
func build(lists wordLists) *Dict {
	lawfulBy, commonBy := lists.lawful, lists.common
	maxLen := max(len(lawfulBy), len(commonBy)) - 1

	d := &Dict{
		groups:  make([]*group, maxLen+1),
		blocked: make(map[string]struct{}, len(lists.blocked)),
	}
	for _, w := range lists.blocked {
		d.blocked[w] = struct{}{}
	}

	// Build the groups in parallel, largest first; each job also sorts
	// its words and merges in the common ones.
	type job struct {
		length, size int
	}
	var jobs []job
	for l := 1; l <= maxLen; l++ {
		if size := len(atLength(lawfulBy, l)) + len(atLength(commonBy, l)); size > 0 {
			jobs = append(jobs, job{l, size})
		}
	}
	slices.SortFunc(jobs, func(a, b job) int { return b.size - a.size })
	var (
		wg   sync.WaitGroup
		next = make(chan int)
	)
	for range min(runtime.GOMAXPROCS(0), len(jobs)) {
		wg.Go(func() {
			for l := range next {
				lw := sortedRun(atLength(lawfulBy, l), l)
				var words string
				var flags []bool
				if commonBy == nil {
					words, flags = lw, allTrue(len(lw)/l)
				} else {
					words, flags = unionRuns(lw, sortedRun(atLength(commonBy, l), l), l)
				}
				if len(words) == 0 {
					continue
				}
				d.groups[l] = newGroup(l, words, flags)
				// Let the runs of this length go while the others are
				// built (each job has its own length).
				for _, by := range [][]string{lawfulBy, commonBy} {
					if l < len(by) {
						by[l] = ""
					}
				}
			}
		})
	}
	for _, j := range jobs {
		next <- j.length
	}
	close(next)
	wg.Wait()

	for _, g := range d.groups {
		if g != nil {
			d.nLawful += g.n
			d.nCommon += g.nCommon
		}
	}
	return d
}

// atLength returns by[l], or "" if by is shorter.
func atLength(by []string, l int) string {
	if l < len(by) {
		return by[l]
	}
	return ""
}

// splitRun returns the words of a run of words of l letters.
func splitRun(run string, l int) []string {
	words := make([]string, len(run)/l)
	for i := range words {
		words[i] = run[i*l : (i+1)*l]
	}
	return words
}

// sortedRun sorts a run of words of l letters and removes duplicates; it
// returns a run that is already strictly increasing (the built-in lists
// are) as it is.
func sortedRun(run string, l int) string {
	for i := l; i < len(run); i += l {
		if run[i-l:i] >= run[i:i+l] {
			return strings.Join(sortedSet(splitRun(run, l)), "")
		}
	}
	return run
}

// unionRuns is union for runs of words of l letters.
func unionRuns(a, b string, l int) (string, []bool) {
	flags := make([]bool, len(a)/l)
	i := 0
	for j := 0; j < len(b); j += l {
		w := b[j : j+l]
		for i < len(a) && a[i:i+l] < w {
			i += l
		}
		if i == len(a) || a[i:i+l] != w {
			words, flags := merge(splitRun(a, l), splitRun(b, l))
			return strings.Join(words, ""), flags
		}
		flags[i/l] = true
		i += l
	}
	return a, flags
}

// joinByLength returns words split by length as runs: index l holds the
// words of l letters side by side, in their original order.
func joinByLength(words []string) []string {
	by := byLength(words)
	out := make([]string, len(by))
	for l, ws := range by {
		out[l] = strings.Join(ws, "")
	}
	return out
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

// allTrue returns n flags, all true.
func allTrue(n int) []bool {
	flags := make([]bool, n)
	for i := range flags {
		flags[i] = true
	}
	return flags
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
// second. When the second is a subset of the first (the built-in common
// words are all lawful), the result is the first set itself.
func union(a, b []string) ([]string, []bool) {
	flags := make([]bool, len(a))
	i := 0
	for _, w := range b {
		for i < len(a) && a[i] < w {
			i++
		}
		if i == len(a) || a[i] != w {
			return merge(a, b)
		}
		flags[i] = true
		i++
	}
	return a, flags
}

// merge is union for a second set with words the first lacks.
func merge(a, b []string) ([]string, []bool) {
	n := len(a) + len(b)
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] < b[j]:
			i++
		case b[j] < a[i]:
			j++
		default:
			n--
			i, j = i+1, j+1
		}
	}
	words := make([]string, 0, n)
	flags := make([]bool, 0, n)
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

package doublets

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"

	"parlour/dict"
)

// Generate draws a doublet of two words of the given length with rng: both
// everyday words (dict.IsEveryday: familiar ones, never blocklisted), with a
// chain of common words whose fewest links (CommonPar) lie from minLinks to
// maxLinks. It is always solvable in common words. The same seed gives the
// same doublet.
func Generate(d *dict.Dict, rng *rand.Rand, length, minLinks, maxLinks int) (Doublet, error) {
	if length < 1 || minLinks < 0 || maxLinks < minLinks {
		return Doublet{}, fmt.Errorf("doublets: cannot generate %d-letter words with %d to %d links", length, minLinks, maxLinks)
	}
	gr := d.Graph(length, dict.Common)
	const tries = 200
	for range tries {
		from := d.RandomEveryday(rng, length)
		if from == "" {
			break
		}
		src, ok := gr.Index(from)
		if !ok {
			continue
		}
		var candidates []int
		for i, steps := range gr.Distances(src) {
			if links := int(steps) - 1; steps > 0 && links >= minLinks && links <= maxLinks && d.IsEveryday(gr.Word(i)) {
				candidates = append(candidates, i)
			}
		}
		// The distances count blocklisted words as links, which Solve
		// never uses; so confirm each pick's par as Solve measures it.
		for len(candidates) > 0 {
			k := rng.IntN(len(candidates))
			db, err := New(from, gr.Word(candidates[k]))
			if err != nil {
				return Doublet{}, err
			}
			if par, err := CommonPar(d, db); err == nil && par >= minLinks && par <= maxLinks {
				return db, nil
			}
			candidates[k] = candidates[len(candidates)-1]
			candidates = candidates[:len(candidates)-1]
		}
	}
	return Doublet{}, fmt.Errorf("doublets: found no %d-letter doublet of everyday words with %d to %d links", length, minLinks, maxLinks)
}

// CommonPar returns the fewest links of a chain for db whose links are
// common words (never blocklisted ones), or a *NoChainError when common
// words cannot join them.
func CommonPar(d *dict.Dict, db Doublet) (int, error) {
	sol, err := Solve(d, db, dict.Common, nil)
	if err != nil {
		return 0, err
	}
	return sol.Links, nil
}

// ParChain returns the par of db and the chain a player is shown for it:
// over common words when they can join the two ends, otherwise over
// lawful words (rarer is then true, and the screen says so).
func ParChain(d *dict.Dict, db Doublet) (sol Solution, rarer bool, err error) {
	sol, err = Solve(d, db, dict.Common, nil)
	if err == nil {
		return sol, false, nil
	}
	sol, err = Solve(d, db, dict.Lawful, nil)
	return sol, true, err
}

// The shape of the doublet of the day.
const (
	dailyMinLinks = 3
	dailyMaxLinks = 7
)

// dailyLengths are the word lengths of the doublet of the day.
var dailyLengths = []int{4, 5}

// Daily returns the doublet of the day for a date written "2026-11-30". The
// caller passes the date (the engine reads no clock); the doublet depends
// only on the date and the dictionary, so with the built-in dictionary it is
// the same for everyone on that day: four or five letters, 3 to 7 links.
func Daily(d *dict.Dict, date string) (Doublet, error) {
	if !validDate(date) {
		return Doublet{}, fmt.Errorf("doublets: %q is not a date written YYYY-MM-DD", date)
	}
	h := fnv.New64a()
	h.Write([]byte("parlour doublet of the day " + date))
	seed := h.Sum64()
	rng := rand.New(rand.NewPCG(seed, seed^0x5bd1e995))
	length := dailyLengths[rng.IntN(len(dailyLengths))]
	return Generate(d, rng, length, dailyMinLinks, dailyMaxLinks)
}

// validDate reports whether s is a calendar date written YYYY-MM-DD.
func validDate(s string) bool {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	num := func(t string) int {
		n := 0
		for i := 0; i < len(t); i++ {
			if t[i] < '0' || t[i] > '9' {
				return -1
			}
			n = n*10 + int(t[i]-'0')
		}
		return n
	}
	y, m, d := num(s[:4]), num(s[5:7]), num(s[8:])
	if y < 0 || m < 1 || m > 12 || d < 1 {
		return false
	}
	days := []int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[m-1]
	if m == 2 && y%4 == 0 && (y%100 != 0 || y%400 == 0) {
		days = 29
	}
	return d <= days
}

package doublets

import (
	"math/big"
	"math/rand/v2"

	"parlour/dict"
)

// Solution is a shortest chain for a doublet.
type Solution struct {
	// Chain is one shortest chain, given words included.
	Chain []string
	// Links is the number of links of Chain (its words other than the
	// given ones): the doublet's par.
	Links int
	// Count is the number of shortest chains.
	Count *big.Int
	// Exact is true when Links is proved minimal and Count is exact: always
	// for a doublet of two words. For a doublet with set words see Solve.
	Exact bool
}

// Solve finds a shortest chain for db whose links are words of the given
// tier (or extra words of the doublet), never blocklisted ones: the program
// shows its chains, and never shows such a word of its own choosing; the par
// is therefore the fewest links without them. With a nil rng the chain is the
// alphabetically first of the shortest; otherwise each shortest chain is
// equally likely, and the same seed gives the same chain.
//
// A doublet with set words is solved segment by segment: first word to the
// first set word, and so on. A segment may not use another given word as a
// link, and since no word may be used twice, each segment avoids the links
// chosen for the segments before it. The sum of the segments' shortest
// lengths is a lower bound; when the segments can be chosen in turn without
// reuse, as is usual, it is met and Links is exact. Count is then the
// product of the segments' counts, exact when no word lies on shortest
// chains of two segments (Exact reports both). If a segment cannot avoid the
// earlier links at its shortest, Solve takes the shortest detour that does;
// then Exact is false, Links is an upper bound on the par and Count still
// the product of the segments' shortest counts.
//
// Solve returns a *NoChainError when some segment cannot be joined at all,
// and the error of db.Validate for a malformed doublet.
func Solve(d *dict.Dict, db Doublet, tier dict.Tier, rng *rand.Rand) (Solution, error) {
	if err := db.Validate(); err != nil {
		return Solution{}, err
	}
	dd := d.With(append(append([]string(nil), db.Words...), normalised(db.Extra)...)...)
	extra := map[string]bool{}
	for _, w := range normalised(db.Extra) {
		extra[w] = true
	}
	given := map[string]bool{}
	for _, w := range db.Words {
		given[w] = true
	}
	// A link must be of the tier, or an extra word of the doublet (extra
	// words are lawful but not common in dd), must not be blocklisted, and
	// must not be a given word.
	link := func(w string) bool {
		return !given[w] && !dd.Blocked(w) && (tier != dict.Common || extra[w] || dd.IsCommon(w))
	}
	notLink := func(w string) bool { return !link(w) }

	sol := Solution{Chain: []string{db.From()}, Count: big.NewInt(1), Exact: true}
	used := map[string]bool{}
	seen := map[string]int{} // words on shortest ladders -> segment, for the overlap test
	for k := 0; k+1 < len(db.Words); k++ {
		from, to := db.Words[k], db.Words[k+1]
		ladders, ok := dd.Ladders(from, to, dict.Options{Avoid: notLink})
		if !ok {
			return Solution{}, &NoChainError{From: from, To: to}
		}
		sol.Count.Mul(sol.Count, ladders.Count())
		for _, w := range ladders.Words() {
			if given[w] {
				continue
			}
			if s, ok := seen[w]; ok && s != k {
				sol.Exact = false // Count may include chains that reuse w
			}
			seen[w] = k
		}
		segment, ok := ladders.Pick(rng, func(w string) bool { return used[w] })
		if !ok {
			// Every shortest segment reuses an earlier link: take a detour.
			detour, found := dd.Ladders(from, to, dict.Options{Avoid: func(w string) bool { return used[w] || notLink(w) }})
			if !found {
				return Solution{}, &NoChainError{From: from, To: to}
			}
			segment, _ = detour.Pick(rng, nil)
			sol.Exact = false
		}
		for _, w := range segment[1 : len(segment)-1] {
			used[w] = true
		}
		sol.Chain = append(sol.Chain, segment[1:]...)
	}
	sol.Links = db.Links(sol.Chain)
	return sol, nil
}

// Par returns the number of links of a shortest chain for db using lawful
// words (not blocklisted ones, see Solve), or a *NoChainError.
func Par(d *dict.Dict, db Doublet) (int, error) {
	sol, err := Solve(d, db, dict.Lawful, nil)
	return sol.Links, err
}

// normalised returns the words normalised.
func normalised(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = Normalise(w)
	}
	return out
}

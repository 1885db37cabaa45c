package doublets

import (
	"context"
	"math/rand/v2"
	"time"

	"parlour/dict"
)

// Attempt is what a computer seat hands in for a doublet.
type Attempt struct {
	// Chain is the chain written, given words included; nil when
	// Abandoned.
	Chain []string
	// Abandoned is true when the player gave the doublet up.
	Abandoned bool
	// Think is how long a person of the player's strength would plausibly
	// take to write the chain, or to give it up. It is simulated, not
	// measured: the caller uses it to order the finishers by speed.
	Think time.Duration
}

// Play writes a computer player's chain for db at the given level, using
// the words of d, or abandons the doublet. Every chain it returns passes
// Check. The chain's links are never blocklisted words.
//
// Every level keeps to common words wherever they can join a stretch, as
// par does (issue 41: people should meet words they know), and uses rarer
// lawful words only where common ones cannot join. Expert writes a chain
// at par; Hard at par or a link over;
// Medium a few links over the shortest; Easy, guided by the letters in
// place rather than by the true distance, noticeably longer ones; and the
// weaker the level, the slower. On a doublet of par 6 or more the levels
// below Expert sometimes abandon; every level abandons a doublet that no
// chain joins. docs/rules/doublets.md gives the figures.
//
// The result depends only on the arguments: the same seed gives the same
// attempt. rng must not be nil. Play returns promptly, abandoned and with
// no Think, once ctx is done. Levels outside Easy to Expert play as the
// nearest level.
func Play(ctx context.Context, d *dict.Dict, db Doublet, level Level, rng *rand.Rand) Attempt {
	if ctx.Err() != nil || db.Validate() != nil {
		return Attempt{Abandoned: true}
	}
	p, ok := newPlayer(ctx, newField(d, db), db, styleOf(level), rng)
	if !ok {
		return p.abandon()
	}
	par, ok := p.par()
	if !ok {
		return p.abandon() // no chain joins the words
	}
	if par >= hardPar && rng.Float64() < p.st.abandon {
		return p.abandon()
	}
	chain, ok := p.write()
	if ctx.Err() != nil {
		return Attempt{Abandoned: true}
	}
	if !ok || (clamp(level) == Expert && len(db.Words) > 2) {
		// The stretches between set words can get in each other's way:
		// Solve finds the detour when there is no other; and Expert
		// writes the solver's chain when it is the shorter. Common words
		// first, as par.
		sol, err := Solve(d, db, dict.Common, rng)
		if err != nil {
			sol, err = Solve(d, db, dict.Lawful, rng)
		}
		switch {
		case err == nil && (!ok || len(sol.Chain) < len(chain)):
			chain = sol.Chain
		case !ok:
			return p.abandon()
		}
	}
	return Attempt{Chain: chain, Think: p.think(db.Links(chain))}
}

// player writes one chain.
type player struct {
	ctx    context.Context
	f      *field
	st     style
	rng    *rand.Rand // nil: no slips, and always the alphabetically first choice
	given  []int32    // the nodes of the given words
	length int
	used   []bool // nodes in the chain so far, or erased from the stretch being written
	slips  int    // slips left
	erased int    // links written and then erased
	// first is the distances to the first set word (or the last word)
	// over lawful words, measured by par, while no word is used.
	first []int32
}

// newPlayer returns a player of the given style for db on field f. It
// reports false if a given word is missing from the field, which Validate
// rules out.
func newPlayer(ctx context.Context, f *field, db Doublet, st style, rng *rand.Rand) (*player, bool) {
	p := &player{ctx: ctx, f: f, st: st, rng: rng, length: db.Length(), used: make([]bool, f.len()), slips: st.slips}
	for _, w := range db.Words {
		v, ok := f.node(w)
		if !ok {
			return p, false
		}
		p.given = append(p.given, v)
	}
	return p, true
}

// par returns the number of links of a shortest lawful chain, stretch by
// stretch, or false if some stretch cannot be joined.
func (p *player) par() (int, bool) {
	par := 0
	none := make([]bool, p.f.len())
	for k := 0; k+1 < len(p.given); k++ {
		s, t := p.given[k], p.given[k+1]
		dist := p.f.distances(t, s, dict.Lawful, none)
		steps := p.f.stepsFrom(s, dist)
		if steps < 0 {
			return 0, false
		}
		if k == 0 {
			p.first = dist
		}
		par += int(steps) - 1
	}
	return par, true
}

// write writes the chain stretch by stretch. It reports false if
// cancelled, or if a stretch cannot be joined without the words of the
// stretches before it.
func (p *player) write() ([]string, bool) {
	chain := []string{p.f.word(p.given[0])}
	for k := 0; k+1 < len(p.given); k++ {
		seg, ok := p.stretch(p.given[k], p.given[k+1])
		if !ok {
			return nil, false
		}
		for _, v := range seg {
			p.used[v] = true
			chain = append(chain, p.f.word(v))
		}
	}
	return chain, true
}

// stretch writes a chain from node s to node t avoiding the used words,
// and returns its words after s, t included; its links stay marked used.
// It reports false if cancelled or if there is no such chain.
func (p *player) stretch(s, t int32) ([]int32, bool) {
	tier, dist, steps := p.vocabulary(s, t)
	if steps < 0 {
		return nil, false
	}
	budget := 0 // steps guided by the letters in place
	if p.st.byLetters && p.rng != nil {
		budget = int(steps) + p.st.wander
	}
	path := []int32{s}
	var erased []int32
	defer func() {
		for _, v := range erased {
			p.used[v] = false
		}
	}()
	for u := s; u != t; {
		if p.ctx.Err() != nil {
			return nil, false
		}
		if p.f.adjacent(u, t) {
			path = append(path, t)
			break
		}
		cands := p.candidates(u, dist)
		if len(cands) == 0 {
			// A dead end: erase the last link and think again.
			if len(path) == 1 {
				return nil, false
			}
			erased = append(erased, u)
			p.erased++
			path = path[:len(path)-1]
			u = path[len(path)-1]
			dist = p.f.distances(t, u, tier, p.used)
			continue
		}
		var v int32
		var reckon bool
		if budget > 0 {
			budget--
			v, reckon = p.byLetters(t, cands), true
		} else {
			v, reckon = p.step(cands, dist)
		}
		p.used[v] = true
		path = append(path, v)
		u = v
		if reckon {
			dist = p.f.distances(t, u, tier, p.used)
		}
	}
	return path[1:], true
}

// vocabulary chooses the tier the player draws links from for the stretch
// from s to t: common words if they make a chain short enough for its
// style, else lawful words. It returns the tier, the distances to t over
// it, and the number of steps from s (-1 if there is no chain at all).
func (p *player) vocabulary(s, t int32) (dict.Tier, []int32, int32) {
	lawful := p.first
	if p.first == nil || s != p.given[0] {
		lawful = p.f.distances(t, s, dict.Lawful, p.used)
	}
	steps := p.f.stepsFrom(s, lawful)
	if steps < 0 {
		return dict.Lawful, nil, -1
	}
	common := p.f.distances(t, s, dict.Common, p.used)
	if cs := p.f.stepsFrom(s, common); cs >= 0 && (p.st.plain || int(cs-steps) <= p.st.commonSlack) {
		return dict.Common, common, cs
	}
	return dict.Lawful, lawful, steps
}

// candidates returns the unused neighbours of u from which the target of
// dist can be reached.
func (p *player) candidates(u int32, dist []int32) []int32 {
	var out []int32
	for _, v := range p.f.neighbours(u) {
		if dist[v] > 0 && !p.used[v] {
			out = append(out, v)
		}
	}
	return out
}

// step chooses the next word by the true distance: nearer the end, or, as
// a slip, no nearer. It reports whether it slipped (the distances must
// then be measured again).
func (p *player) step(cands []int32, dist []int32) (int32, bool) {
	near := dist[cands[0]]
	for _, v := range cands {
		near = min(near, dist[v])
	}
	if p.rng != nil && p.slips > 0 && p.rng.Float64() < p.st.slipRate {
		want := near + 1 // sideways: as far as the word it leaves
		if p.rng.Float64() < p.st.backRate {
			want = near + 2 // back: one step farther
		}
		if side := atDistance(cands, dist, want); len(side) > 0 {
			p.slips--
			return p.pick(side), true
		}
	}
	return p.pick(atDistance(cands, dist, near)), false
}

// byLetters chooses the next word as a player who looks only at the
// letters: the one with most letters in place, or, with chance stray, any.
func (p *player) byLetters(t int32, cands []int32) int32 {
	if p.rng.Float64() < p.st.stray {
		return p.pick(cands)
	}
	target := p.f.word(t)
	best, most := []int32(nil), -1
	for _, v := range cands {
		n := inPlace(p.f.word(v), target)
		switch {
		case n > most:
			best, most = append(best[:0], v), n
		case n == most:
			best = append(best, v)
		}
	}
	return p.pick(best)
}

// inPlace returns the number of positions where a and b have the same
// letter.
func inPlace(a, b string) int {
	n := 0
	for i := 0; i < len(a); i++ {
		if a[i] == b[i] {
			n++
		}
	}
	return n
}

// atDistance returns the candidates at distance k.
func atDistance(cands []int32, dist []int32, k int32) []int32 {
	var out []int32
	for _, v := range cands {
		if dist[v] == k {
			out = append(out, v)
		}
	}
	return out
}

// pick chooses one of the candidates (at least one), a common word if
// there is one: at random, or without rng the alphabetically first. In the
// plain style it takes the alphabetically first, common or not.
func (p *player) pick(cands []int32) int32 {
	if p.st.plain {
		return minNode(cands)
	}
	common := make([]int32, 0, len(cands))
	for _, v := range cands {
		if p.f.kind(v) == kindCommon {
			common = append(common, v)
		}
	}
	if len(common) > 0 {
		cands = common
	}
	if p.rng == nil {
		return minNode(cands)
	}
	return cands[p.rng.IntN(len(cands))]
}

// minNode returns the lowest node: the alphabetically first word.
func minNode(nodes []int32) int32 {
	m := nodes[0]
	for _, v := range nodes[1:] {
		m = min(m, v)
	}
	return m
}

// abandon returns the player's abandoned attempt.
func (p *player) abandon() Attempt {
	return Attempt{Abandoned: true, Think: p.jitter(float64(p.st.giveUp))}
}

// think returns the simulated time to write a chain of the given number of
// links.
func (p *player) think(links int) time.Duration {
	per := float64(p.st.perLink) * float64(p.length) / 4
	return p.jitter(float64(p.st.base) + per*float64(links) + per/2*float64(p.erased))
}

// jitter multiplies a time by a random factor from 0.8 to 1.25 and rounds
// it to a tenth of a second.
func (p *player) jitter(t float64) time.Duration {
	if p.rng != nil {
		t *= 0.8 + 0.45*p.rng.Float64()
	}
	return time.Duration(t).Round(100 * time.Millisecond)
}

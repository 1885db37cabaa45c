package dict

import (
	"strings"
	"sync"

	"parlour/assets"
)

var (
	defaultOnce sync.Once
	defaultDict *Dict
)

// Default returns the built-in dictionary: the lawful and common lists and
// the blocklist of package assets. It is built on the first call (about
// 11 ms, 4 of them unpacking the embedded lists; a length's neighbour index
// waits for its first ladder); later
// calls, from any goroutine, return the same Dict.
func Default() *Dict {
	defaultOnce.Do(func() {
		defaultDict = builtin()
	})
	return defaultDict
}

// builtin builds a fresh copy of the built-in dictionary. The lawful list
// and the others are parsed side by side. The common tier, from which the
// program takes par, the chains it shows, hints and its own links, is the
// familiar list without the blocklist: words people know (issue 41). The everyday and familiar tiers
// are marked on first use (see Dict.tierOf).
func builtin() *Dict {
	var lists wordLists
	done := make(chan struct{})
	go func() {
		defer close(done)
		lists.blocked = builtinBlocklist()
		lists.common, _, _ = parseByLength(withoutWords(assets.FamiliarWords(), lists.blocked))
	}()
	lists.lawful, _, _ = parseByLength(assets.LawfulWords())
	<-done
	d := build(lists)
	d.tiers = true
	return d
}

// withoutWords returns list (one word a line) without the given words.
func withoutWords(list string, drop []string) string {
	gone := make(map[string]bool, len(drop))
	for _, w := range drop {
		gone[w] = true
	}
	var b strings.Builder
	b.Grow(len(list))
	eachLine(list, func(line string) {
		if !gone[line] {
			b.WriteString(line)
			b.WriteByte('\n')
		}
	})
	return b.String()
}

// builtinBlocklist returns the words of the built-in blocklist.
func builtinBlocklist() []string {
	return parseList(assets.Blocklist)
}

// tierSet is the everyday and familiar words of one length of a built-in
// dictionary, as sets of ids of its group.
type tierSet struct {
	everyday  bitset // blocklisted words left out
	nEveryday int
	familiar  bitset
}

// tierOf returns the tiers of the words of length l of a built-in
// dictionary, or nil if there are no such words. The tiers are marked on
// the first call, from the lists of package assets (subsets of the common
// list, assets/gen): only the games that choose words by familiarity need
// them, not the command-line tools.
func (d *Dict) tierOf(l int) *tierSet {
	d.tierOnce.Do(func() {
		everyday, _, _ := parseByLength(assets.EverydayWords())
		familiar, _, _ := parseByLength(assets.FamiliarWords())
		d.tierBy = make([]tierSet, len(d.groups))
		for l, g := range d.groups {
			if g != nil {
				t := &d.tierBy[l]
				t.everyday, t.nEveryday = g.markTier(sortedRun(atLength(everyday, l), l), d.Blocked)
				t.familiar, _ = g.markTier(sortedRun(atLength(familiar, l), l), nil)
			}
		}
	})
	if d.group(l) == nil {
		return nil
	}
	return &d.tierBy[l]
}

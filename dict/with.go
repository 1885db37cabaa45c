package dict

import (
	"slices"
	"strings"
)

// With returns a dictionary that also holds the given words as lawful (not
// common) words, for a puzzle that allows a few words of its own (such as
// the archaic words in Carroll's chains). Words that are not made of the
// letters a-z, or are lawful already, are ignored; if none is left, With
// returns d itself. Only the indexes of the lengths concerned are rebuilt;
// the rest is shared with d, which is not changed.
func (d *Dict) With(extra ...string) *Dict {
	byLen := map[int][]string{}
	for _, w := range extra {
		if IsLowerWord(w) && !d.Has(w) {
			byLen[len(w)] = append(byLen[len(w)], w)
		}
	}
	if len(byLen) == 0 {
		return d
	}
	nd := &Dict{
		groups:  slices.Clone(d.groups),
		blocked: d.blocked,
		nLawful: d.nLawful,
		nCommon: d.nCommon,
		skipped: d.skipped,
		tiers:   d.tiers,
	}
	for l, add := range byLen {
		for len(nd.groups) <= l {
			nd.groups = append(nd.groups, nil)
		}
		add = sortedSet(add)
		var words []string
		var flags []bool
		if g := d.group(l); g != nil {
			words, flags = union(add, g.wordList())
			// union flags the words from its second argument; those that
			// were common stay common, the added words never are.
			for i, w := range words {
				if flags[i] {
					id, _ := g.id(w)
					flags[i] = g.isCommon(id)
				}
			}
		} else {
			words, flags = add, make([]bool, len(add))
		}
		nd.groups[l] = newGroup(l, strings.Join(words, ""), flags)
		nd.nLawful += len(add)
	}
	return nd
}

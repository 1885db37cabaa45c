package main

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"parlour/assets/internal/wordnet"
)

// properNameCandidates returns, sorted, the lawful words that Carroll's
// rule ("any word that is always printed with a capital initial counts as a
// proper name") may make proper names: words SCOWL also lists with a capital
// initial (capitalised, made small) whose WordNet senses are mostly
// capitalised: more such senses than lowercase ones, tagged in WordNet's
// corpus at least once and at least as often as the lowercase ones. Single
// letters are left out.
func properNameCandidates(wordnetFiles fs.FS, lawful, capitalised []string) ([]string, error) {
	has := func(list []string, w string) bool { _, ok := slices.BinarySearch(list, w); return ok }
	slices.Sort(capitalised)
	tags, err := wordnet.ReadTagCounts(wordnetFiles)
	if err != nil {
		return nil, err
	}
	type weight struct{ senses, tagged int }
	capital, lower := map[string]weight{}, map[string]weight{}
	for _, part := range wordnet.Parts {
		lemmas := map[string][]string{} // synset offset: its lemmas as printed
		err := wordnet.ReadSynsets(wordnetFiles, part, func(s wordnet.Synset) { lemmas[s.Offset] = s.Lemmas })
		if err != nil {
			return nil, err
		}
		err = wordnet.ReadIndex(wordnetFiles, part, func(lemma string, offsets []string) {
			if len(lemma) < 2 || !has(lawful, lemma) || !has(capitalised, lemma) { // a capital letter is no name
				return
			}
			for i, offset := range offsets {
				side := capital
				if slices.Contains(lemmas[offset], lemma) {
					side = lower
				}
				w := side[lemma]
				w.senses++
				w.tagged += tags[wordnet.Sense{Lemma: lemma, Part: part, Number: i + 1}]
				side[lemma] = w
			}
		})
		if err != nil {
			return nil, err
		}
	}
	var candidates []string
	for w, c := range capital {
		l := lower[w]
		if c.senses > l.senses && c.tagged > 0 && c.tagged >= l.tagged {
			candidates = append(candidates, w)
		}
	}
	slices.Sort(candidates)
	return candidates, nil
}

// reviewedProperNames reads the review of the candidates (a word, refuse or
// keep, and the reason, a line each) and returns the words refused. Every
// candidate needs a line; a word that is no candidate may only be refused
// by hand.
func reviewedProperNames(review string, candidates []string) (map[string]bool, error) {
	decided := map[string]bool{}
	refused := map[string]bool{}
	for n, line := range strings.Split(review, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 3 || (fields[1] != "refuse" && fields[1] != "keep") {
			return nil, fmt.Errorf("proper-names-review.txt:%d: want a word, refuse or keep, and the reason", n+1)
		}
		w := fields[0]
		if decided[w] {
			return nil, fmt.Errorf("proper-names-review.txt:%d: %s is reviewed twice", n+1, w)
		}
		if _, candidate := slices.BinarySearch(candidates, w); !candidate && fields[1] == "keep" {
			return nil, fmt.Errorf("proper-names-review.txt:%d: %s is no candidate, so there is nothing to keep", n+1, w)
		}
		decided[w] = true
		refused[w] = fields[1] == "refuse"
	}
	var missing []string
	for _, w := range candidates {
		if !decided[w] {
			missing = append(missing, w)
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("proper-names-review.txt has no line for these candidates: %s", strings.Join(missing, " "))
	}
	return refused, nil
}

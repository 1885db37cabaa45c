package main

import (
	"strings"

	"parlour/assets/internal/wordnet"
	"parlour/dict/define"
)

// candidate is one reading of a word: the first sense of a lemma, which is
// the word itself or the base form an inflection leads to.
type candidate struct {
	pos   partOfSpeech
	base  string // the lemma
	label string // how the word comes from base, as "plural of"; "" for the word itself
	sense firstSense
	rank  int // on equal counts: the word itself, then an exception, then a rule
}

const (
	rankItself = iota
	rankException
	rankRule
)

// detachment is one of WordNet's rules for finding a base form: an ending
// replaced by another.
type detachment struct{ ending, base string }

// detachments are WordNet's rules of detachment for each part of speech
// (adverbs have none), tried when a form is not in the exception list.
var detachments = [4][]detachment{
	noun: {{"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"}, {"men", "man"}, {"ies", "y"}},
	verb: {{"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}},
	adj:  {{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}},
}

// candidates returns every reading of word that WordNet has: the word
// itself in each part of speech, then each base form its exception lists
// give, then each that a rule of detachment finds.
func (wn *wordNet) candidates(word string) []candidate {
	var found []candidate
	add := func(p partOfSpeech, base string, rank int) {
		sense, ok := wn.first[p][base]
		if !ok || plainGloss(sense.gloss) == "" {
			return
		}
		c := candidate{pos: p, base: base, sense: sense, rank: rank}
		if rank != rankItself {
			c.label = inflection(p, word)
		}
		found = append(found, c)
	}
	for p := range wordnet.Parts {
		add(partOfSpeech(p), word, rankItself)
	}
	for p := range wordnet.Parts {
		for _, base := range wn.exceptions[p][word] {
			if base != word {
				add(partOfSpeech(p), base, rankException)
			}
		}
	}
	for p, rules := range detachments {
		if _, irregular := wn.exceptions[p][word]; irregular {
			continue
		}
		for _, r := range rules {
			if stem, ok := strings.CutSuffix(word, r.ending); ok && stem != "" {
				add(partOfSpeech(p), stem+r.base, rankRule)
			}
		}
	}
	return found
}

// best returns the reading whose first sense is the most frequent (tagged
// most often in the semantic concordance); on equal counts the word itself
// before an inflection, then WordNet's order of parts of speech (noun,
// verb, adjective, adverb), then the order found.
func best(cs []candidate) (candidate, bool) {
	if len(cs) == 0 {
		return candidate{}, false
	}
	b := cs[0]
	for _, c := range cs[1:] {
		if c.sense.count > b.sense.count ||
			c.sense.count == b.sense.count && (c.rank < b.rank || c.rank == b.rank && c.pos < b.pos) {
			b = c
		}
	}
	return b, true
}

// irregularVerbs are the forms of the verb exception list whose ending
// does not tell their tense.
var irregularVerbs = map[string]string{"am": "present tense of", "are": "present tense of", "was": "past of"}

// inflection names how form inflects a base of part of speech p, as
// "plural of".
func inflection(p partOfSpeech, form string) string {
	switch p {
	case noun:
		return "plural of"
	case verb:
		if label, ok := irregularVerbs[form]; ok {
			return label
		}
		switch {
		case strings.HasSuffix(form, "ing"):
			return "present participle of"
		case strings.HasSuffix(form, "s"):
			return "present tense of"
		}
		return "past of"
	}
	switch {
	case strings.HasSuffix(form, "st"):
		return "superlative of"
	case strings.HasSuffix(form, "er"):
		return "comparative of"
	}
	return "form of"
}

// definition returns word's one-line definition and the reading it
// defines, or false if WordNet has no reading of it.
func (wn *wordNet) definition(word string) (string, candidate, bool) {
	c, ok := best(wn.candidates(word))
	if !ok {
		return "", candidate{}, false
	}
	text := plainGloss(c.sense.gloss)
	if c.label != "" {
		text = c.label + " " + c.base + ": " + text
	}
	return define.Fit(text), c, true
}

// plainGloss is a gloss without its example sentences, which follow the
// definition after a semicolon or colon and are in double quotes, and with
// WordNet's quotes `so' written 'so'.
func plainGloss(gloss string) string {
	gloss = strings.ReplaceAll(gloss, "`", "'")
	for _, mark := range []string{`; "`, `: "`} {
		if i := strings.Index(gloss, mark); i >= 0 {
			gloss = gloss[:i]
		}
	}
	if strings.HasPrefix(gloss, `"`) {
		return ""
	}
	return strings.TrimRight(strings.TrimSpace(gloss), " ;:,")
}

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"

	"parlour/assets/internal/wordnet"
)

// partOfSpeech is one of WordNet's four, in the order of wordnet.Parts.
type partOfSpeech int

const (
	noun partOfSpeech = iota
	verb
	adj
	adv
)

// wordNet is what the generator needs of WordNet: for each part of speech,
// the gloss and tag count of each lemma's first sense, and the exception
// list of irregular forms.
type wordNet struct {
	first      [4]map[string]firstSense
	exceptions [4]map[string][]string // irregular form -> its base forms
}

// firstSense is a lemma's most frequent sense in one part of speech.
type firstSense struct {
	gloss string
	count int // times tagged in WordNet's semantic concordance
}

// readWordNet reads WordNet 3.0's files from dir. Only lemmas of the
// letters a-z are kept: no Parlour word has another character. A lemma's
// first sense is its first (most frequent) sense whose synset spells it in
// lower case: the sense of US or Serer is not a sense of the word us or
// serer.
func readWordNet(dir fs.FS) (*wordNet, error) {
	counts, err := wordnet.ReadTagCounts(dir)
	if err != nil {
		return nil, err
	}
	wn := &wordNet{}
	for p, part := range wordnet.Parts {
		synsets := map[string]wordnet.Synset{}
		if err := wordnet.ReadSynsets(dir, part, func(s wordnet.Synset) { synsets[s.Offset] = s }); err != nil {
			return nil, err
		}
		first := map[string]firstSense{}
		var missing error
		err := wordnet.ReadIndex(dir, part, func(lemma string, offsets []string) {
			if !isWord(lemma) {
				return
			}
			for i, offset := range offsets {
				syn, ok := synsets[offset]
				if !ok {
					missing = fmt.Errorf("index.%s names synset %s, which data.%s lacks", part, offset, part)
					return
				}
				if slices.Contains(syn.Lemmas, lemma) {
					first[lemma] = firstSense{gloss: syn.Gloss, count: counts[wordnet.Sense{Lemma: lemma, Part: part, Number: i + 1}]}
					return
				}
			}
		})
		if err = errors.Join(err, missing); err != nil {
			return nil, err
		}
		wn.first[p] = first
		if wn.exceptions[p], err = wordnet.ReadExceptions(dir, part); err != nil {
			return nil, err
		}
	}
	return wn, nil
}

// isWord reports whether s is of the letters a-z only.
func isWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return s != ""
}

// Package wordnet reads the files of WordNet 3.0 (Debian's wordnet-base
// package installs them in /usr/share/wordnet) for Parlour's word-list
// generators: the synsets of the data files, the senses of the index files
// and the tagged frequency of each sense.
package wordnet

import (
	"bufio"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
)

// Dir is where Debian's wordnet-base package installs WordNet.
const Dir = "/usr/share/wordnet"

// Parts are WordNet's parts of speech, as its file names spell them.
var Parts = []string{"noun", "verb", "adj", "adv"}

// Synset is one line of a data file.
type Synset struct {
	Offset   string    // the synset's id: its byte offset in the data file
	Lemmas   []string  // as printed (English, not english), markers such as "(a)" cut off
	Pointers []Pointer // its relations to other synsets
	Gloss    string    // its definition, often followed by examples in quotes
}

// Pointer is a relation to another synset: its symbol (";u" is "this
// synset's usage domain is") and the other synset's offset.
type Pointer struct {
	Symbol string
	Offset string
}

// ReadSynsets calls f with each synset of the data file of part (one of
// Parts).
func ReadSynsets(fsys fs.FS, part string, f func(Synset)) error {
	return eachLine(fsys, "data."+part, func(line string) error {
		data, gloss, _ := strings.Cut(line, " | ")
		fields := strings.Fields(data)
		if len(fields) < 4 {
			return fmt.Errorf("short synset line %q", line)
		}
		n, err := strconv.ParseUint(fields[3], 16, 16)
		if err != nil || len(fields) < 5+2*int(n) {
			return fmt.Errorf("bad word count in %q", line)
		}
		s := Synset{Offset: fields[0], Lemmas: make([]string, n), Gloss: strings.TrimSpace(gloss)}
		for i := range s.Lemmas {
			l := fields[4+2*i]
			if at := strings.IndexByte(l, '('); at >= 0 {
				l = l[:at]
			}
			s.Lemmas[i] = l
		}
		at := 4 + 2*int(n)
		np, err := strconv.Atoi(fields[at])
		if err != nil || len(fields) < at+1+4*np {
			return fmt.Errorf("bad pointer count in %q", line)
		}
		s.Pointers = make([]Pointer, np)
		for i := range s.Pointers {
			s.Pointers[i] = Pointer{fields[at+1+4*i], fields[at+2+4*i]}
		}
		f(s)
		return nil
	})
}

// ReadIndex calls f with each lemma of the index file of part (lowercase)
// and the offsets of its synsets, most frequent sense first.
func ReadIndex(fsys fs.FS, part string, f func(lemma string, offsets []string)) error {
	return eachLine(fsys, "index."+part, func(line string) error {
		fields := strings.Fields(line)
		// lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
		if len(fields) < 4 {
			return fmt.Errorf("short index line %q", line)
		}
		senses, err1 := strconv.Atoi(fields[2])
		pointers, err2 := strconv.Atoi(fields[3])
		if err1 != nil || err2 != nil || len(fields) != 4+pointers+2+senses {
			return fmt.Errorf("bad counts in index line %q", line)
		}
		f(fields[0], fields[len(fields)-senses:])
		return nil
	})
}

// ReadExceptions returns the exception list of part (one of Parts): each
// irregular form (went) and its base forms (go).
func ReadExceptions(fsys fs.FS, part string) (map[string][]string, error) {
	exceptions := map[string][]string{}
	err := eachLine(fsys, part+".exc", func(line string) error {
		fields := strings.Fields(line)
		if len(fields) < 2 {
			return fmt.Errorf("short exception line %q", line)
		}
		exceptions[fields[0]] = fields[1:]
		return nil
	})
	return exceptions, err
}

// Sense names one sense of a lemma: its part of speech and its number in
// the index (1 is the most frequent).
type Sense struct {
	Lemma  string
	Part   string
	Number int
}

// ReadTagCounts returns how often each sense was tagged in WordNet's
// corpus (cntlist.rev); senses never tagged are absent.
func ReadTagCounts(fsys fs.FS) (map[Sense]int, error) {
	parts := map[byte]string{'1': "noun", '2': "verb", '3': "adj", '4': "adv", '5': "adj"}
	counts := map[Sense]int{}
	err := eachLine(fsys, "cntlist.rev", func(line string) error {
		fields := strings.Fields(line) // sense_key sense_number tag_cnt
		if len(fields) != 3 {
			return fmt.Errorf("bad count line %q", line)
		}
		lemma, key, ok := strings.Cut(fields[0], "%")
		number, err1 := strconv.Atoi(fields[1])
		count, err2 := strconv.Atoi(fields[2])
		if !ok || key == "" || parts[key[0]] == "" || err1 != nil || err2 != nil {
			return fmt.Errorf("bad count line %q", line)
		}
		counts[Sense{lemma, parts[key[0]], number}] += count
		return nil
	})
	return counts, err
}

// eachLine calls f with each line of a WordNet file but the licence lines
// (which begin with two spaces) at its top.
func eachLine(fsys fs.FS, name string, f func(string) error) error {
	file, err := fsys.Open(name)
	if err != nil {
		return err
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "  ") {
			if err := f(line); err != nil {
				return fmt.Errorf("%s:%d: %w", name, n, err)
			}
		}
	}
	return sc.Err()
}

// Command wordlists writes Parlour's word lists from the SCOWL word lists
// installed by the Debian/Ubuntu "scowl" package (/usr/share/dict/scowl).
//
// It is run from the assets directory by `go generate`:
//
//	go run ./gen/wordlists [-scowl DIR] [-readme FILE] [-out DIR]
//
// and writes, under -out:
//
//	everyday.txt      SCOWL sizes 10-20 of the english and british lists
//	familiar.txt      SCOWL sizes 10-35 of the english and british lists
//	lawful.txt        SCOWL sizes 10-70 of the english, british, american,
//	                  variant_1, variant_2, british_variant_1 and
//	                  british_variant_2 lists
//	SCOWL-LICENSE.txt the copyright section of SCOWL's README
//
// Only words made of the letters a-z are kept: anything with a capital
// (proper names), an apostrophe, a hyphen or an accent is dropped. Each list
// is sorted and holds every word once, one word a line.
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"parlour/assets/internal/wordnet"
	"parlour/dict"
)

// The SCOWL size levels read for each list. Sizes above 70 hold rare and
// technical words; they are never used.
var (
	everydaySizes = []string{"10", "20"}
	familiarSizes = []string{"10", "20", "35"}
	lawfulSizes   = []string{"10", "20", "35", "40", "50", "55", "60", "70"}
)

// commonCategories (of the everyday and familiar lists) and
// lawfulCategories are the SCOWL spelling categories read for each list.
var (
	commonCategories = []string{"english", "british"}
	lawfulCategories = []string{
		"english", "british", "american",
		"variant_1", "variant_2",
		"british_variant_1", "british_variant_2",
	}
)

func main() {
	scowl := flag.String("scowl", "/usr/share/dict/scowl", "directory of the SCOWL final word lists")
	readme := flag.String("readme", "/usr/share/doc/scowl/README.gz", "SCOWL README (plain or gzipped), for the licence")
	wordnetDir := flag.String("wordnet", wordnet.Dir, "directory of WordNet 3.0's files, for the proper names")
	out := flag.String("out", "words", "directory to write the lists into (it holds proper-names-review.txt)")
	flag.Parse()

	if err := run(*scowl, *readme, os.DirFS(*wordnetDir), *out); err != nil {
		fmt.Fprintln(os.Stderr, "wordlists:", err)
		os.Exit(1)
	}
}

func run(scowl, readme string, wordnetFiles fs.FS, out string) error {
	lawful, err := collect(scowl, "words", lawfulCategories, lawfulSizes)
	if err != nil {
		return err
	}
	everyday, err := collect(scowl, "words", commonCategories, everydaySizes)
	if err != nil {
		return err
	}
	familiar, err := collect(scowl, "words", commonCategories, familiarSizes)
	if err != nil {
		return err
	}
	abbreviations, err := collect(scowl, "abbreviations", lawfulCategories, lawfulSizes)
	if err != nil {
		return err
	}
	capitalised, err := collect(scowl, "upper", lawfulCategories, lawfulSizes)
	if err != nil {
		return err
	}
	names, err := collect(scowl, "proper-names", lawfulCategories, lawfulSizes)
	if err != nil {
		return err
	}
	candidates, err := properNameCandidates(wordnetFiles, lawful, append(capitalised, names...))
	if err != nil {
		return err
	}
	review, err := os.ReadFile(filepath.Join(out, "proper-names-review.txt"))
	if err != nil {
		return err
	}
	proper, err := reviewedProperNames(string(review), candidates)
	if err != nil {
		return err
	}
	dropped := map[string]bool{}
	for _, w := range lawful {
		if recentSlang[w] || proper[w] || clippedPlural(w, lawful, familiar, abbreviations) {
			dropped[w] = true
		}
	}
	drop := func(w string) bool { return dropped[w] }
	lawful = slices.DeleteFunc(lawful, drop)
	familiar = slices.DeleteFunc(familiar, drop)
	everyday = slices.DeleteFunc(everyday, drop)
	for _, w := range everyday {
		if _, found := slices.BinarySearch(familiar, w); !found {
			return fmt.Errorf("everyday word %q is missing from the familiar list", w)
		}
	}
	for _, w := range familiar {
		if _, found := slices.BinarySearch(lawful, w); !found {
			return fmt.Errorf("familiar word %q is missing from the lawful list", w)
		}
	}
	if err := writeList(filepath.Join(out, "familiar.txt"), familiar); err != nil {
		return err
	}
	if err := writeList(filepath.Join(out, "everyday.txt"), everyday); err != nil {
		return err
	}
	if err := writeList(filepath.Join(out, "lawful.txt"), lawful); err != nil {
		return err
	}
	if err := writeLicence(readme, filepath.Join(out, "SCOWL-LICENSE.txt")); err != nil {
		return err
	}
	fmt.Printf("everyday.txt: %d words\n", len(everyday))
	fmt.Printf("familiar.txt: %d words\n", len(familiar))
	fmt.Printf("lawful.txt: %d words\n", len(lawful))
	return nil
}

// recentSlang are words of the last years' slang that SCOWL lists among
// its words: not lawful in a Victorian parlour, in any form.
var recentSlang = map[string]bool{
	"pwn": true, "pwns": true, "pwned": true, "pwning": true, "pwnage": true,
	"noob": true, "noobs": true, "meh": true, "bling": true,
	"selfie": true, "selfies": true, "emoji": true, "emojis": true,
	"hashtag": true, "hashtags": true, "twerk": true, "twerks": true, "twerked": true, "twerking": true,
	"vape": true, "vapes": true, "vaped": true, "vaping": true, "vaper": true, "vapers": true,
}

// notPlurals are words that clippedPlural would take for the plural of a
// clipped word but are not: a verb, and the Victorian funds.
var notPlurals = map[string]bool{"dis": true, "consols": true}

// clippedPlural reports whether w is the plural of a word SCOWL lists only
// among its abbreviations (apps, bots, stats, intros): the singular is not
// lawful, so neither is the plural. Familiar words are never dropped.
func clippedPlural(w string, lawful, familiar, abbreviations []string) bool {
	if len(w) < 3 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") || notPlurals[w] {
		return false
	}
	has := func(list []string, w string) bool { _, ok := slices.BinarySearch(list, w); return ok }
	singular := w[:len(w)-1]
	if has(lawful, singular) || has(familiar, w) {
		return false
	}
	if stem, ok := strings.CutSuffix(w, "es"); ok && sibilant(stem) {
		singular = stem
	}
	return has(abbreviations, singular) && !has(lawful, singular)
}

// sibilant reports whether a noun ending so takes -es for its plural.
func sibilant(stem string) bool {
	for _, end := range []string{"s", "x", "z", "ch", "sh"} {
		if strings.HasSuffix(stem, end) {
			return true
		}
	}
	return false
}

// collect reads every "<category>-<kind>.<size>" file that exists (kind is
// words, abbreviations, upper or proper-names) and returns the sorted set
// of the words found in them made of letters a-z, a capital initial made
// small.
func collect(dir, kind string, categories, sizes []string) ([]string, error) {
	seen := make(map[string]struct{})
	files := 0
	for _, c := range categories {
		for _, s := range sizes {
			name := filepath.Join(dir, c+"-"+kind+"."+s)
			f, err := os.Open(name)
			if os.IsNotExist(err) {
				continue // not every category has every size
			}
			if err != nil {
				return nil, err
			}
			err = readWords(f, kind == "upper" || kind == "proper-names", seen)
			f.Close()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			files++
		}
	}
	if files == 0 {
		return nil, fmt.Errorf("no SCOWL lists found in %s (apt-get install scowl)", dir)
	}
	words := make([]string, 0, len(seen))
	for w := range seen {
		words = append(words, w)
	}
	slices.Sort(words)
	return words, nil
}

// readWords adds to seen every line of r that is a word of letters a-z or,
// when capitalInitial, such a word with a capital first letter (made small).
func readWords(r io.Reader, capitalInitial bool, seen map[string]struct{}) error {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		w := strings.TrimSpace(sc.Text())
		if capitalInitial {
			if w == "" || w[0] < 'A' || w[0] > 'Z' {
				continue
			}
			w = string(w[0]-'A'+'a') + w[1:]
		}
		if dict.IsLowerWord(w) {
			seen[w] = struct{}{}
		}
	}
	return sc.Err()
}

func writeList(name string, words []string) error {
	var b bytes.Buffer
	for _, w := range words {
		b.WriteString(w)
		b.WriteByte('\n')
	}
	return os.WriteFile(name, b.Bytes(), 0o644)
}

// writeLicence copies the "COPYRIGHT, SOURCES, and CREDITS" section of the
// SCOWL README, which holds the notices SCOWL's licence asks us to keep.
func writeLicence(readme, name string) error {
	text, err := readMaybeGzip(readme)
	if err != nil {
		return err
	}
	lines := strings.Split(text, "\n")
	start, end := -1, len(lines)
	for i, l := range lines {
		switch {
		case start < 0 && strings.HasPrefix(l, "COPYRIGHT, SOURCES, and CREDITS"):
			start = i
		case start >= 0 && strings.HasPrefix(l, "FUTURE PLANS"):
			end = i
		}
		if end < len(lines) {
			break
		}
	}
	if start < 0 {
		return fmt.Errorf("%s: no copyright section found", readme)
	}
	version := ""
	if len(lines) > 1 {
		version = strings.TrimSpace(lines[1])
	}
	var b strings.Builder
	fmt.Fprintf(&b, "The word lists in this directory are derived from SCOWL (Spell Checker\n")
	fmt.Fprintf(&b, "Oriented Word Lists) by Kevin Atkinson, %s, http://wordlist.aspell.net/.\n", version)
	fmt.Fprintf(&b, "What follows is the copyright section of the SCOWL README, verbatim.\n\n")
	b.WriteString(strings.TrimRight(strings.Join(lines[start:end], "\n"), "\n"))
	b.WriteByte('\n')
	return os.WriteFile(name, []byte(b.String()), 0o644)
}

func readMaybeGzip(name string) (string, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return "", err
	}
	if !strings.HasSuffix(name, ".gz") {
		return string(data), nil
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return "", fmt.Errorf("%s: %w", name, err)
	}
	defer zr.Close()
	plainText, err := io.ReadAll(zr)
	if err != nil {
		return "", fmt.Errorf("%s: %w", name, err)
	}
	return string(plainText), nil
}

// Command definitions writes the one-line definitions that Parlour shows of
// its words, from WordNet 3.0 (Debian's wordnet-base package, whose files
// are in /usr/share/wordnet). For each lawful word it takes the first
// sense (WordNet orders senses by frequency) of the word itself or of the
// base form of an inflection (DOGS, WENT, BIGGER), whichever is tagged most
// often in WordNet's semantic concordance (cntlist.rev), and cuts its gloss,
// without the example sentences, to one line. Words WordNet lacks get no
// definition.
//
// It is run from the assets directory by `go generate -run definitions`:
//
//	go run ./gen/definitions [-wordnet DIR] [-out FILE]
//
// and writes wordnet/definitions.txt.gz: gzip of sorted lines "word TAB
// definition", which package dict/define embeds and reads.
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"parlour/assets"
	"parlour/assets/internal/wordnet"
	"parlour/dict/define"
)

func main() {
	wordnetDir := flag.String("wordnet", wordnet.Dir, "directory of WordNet 3.0's files")
	out := flag.String("out", "wordnet/definitions.txt.gz", "file to write")
	copyright := flag.String("copyright", "/usr/share/doc/wordnet-base/copyright", "Debian's copyright file of wordnet-base, for the licence")
	licence := flag.String("licence", "wordnet/LICENSE.txt", "where to write WordNet's licence")
	flag.Parse()
	if err := writeLicence(*copyright, *licence); err != nil {
		fmt.Fprintln(os.Stderr, "definitions:", err)
		os.Exit(1)
	}
	data, err := generate(os.DirFS(*wordnetDir), assets.LawfulWords())
	if err == nil {
		err = os.WriteFile(*out, data, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "definitions:", err)
		os.Exit(1)
	}
	defined, err := definedWords(data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "definitions:", err)
		os.Exit(1)
	}
	for _, list := range []struct{ name, words string }{{"lawful", assets.LawfulWords()}, {"familiar", assets.FamiliarWords()}} {
		words := strings.Fields(list.words)
		n := 0
		for _, w := range words {
			if defined[w] {
				n++
			}
		}
		fmt.Printf("%s words defined: %d of %d (%.1f%%)\n", list.name, n, len(words), 100*float64(n)/float64(len(words)))
	}
	fmt.Printf("%s: %d bytes\n", *out, len(data))
}

// generate returns the compressed definitions of the words (one a line)
// from the WordNet files in dir.
func generate(dir fs.FS, words string) ([]byte, error) {
	wn, err := readWordNet(dir)
	if err != nil {
		return nil, err
	}
	list := strings.Fields(words)
	slices.Sort(list)
	list = slices.Compact(list)
	defs := make(map[string]string, len(list))
	readings := make(map[string]candidate, len(list))
	for _, w := range list {
		def, c, ok := wn.definition(w)
		if !ok {
			continue
		}
		if bad := strings.IndexFunc(def, func(r rune) bool { return r < ' ' || r > '~' }); bad >= 0 {
			return nil, fmt.Errorf("the definition of %s has a character that is not printable ASCII: %q", w, def)
		}
		if strings.HasPrefix(def, define.RefMark) {
			return nil, fmt.Errorf("the definition of %s begins with the mark of a reference: %q", w, def)
		}
		defs[w], readings[w] = def, c
	}
	var text bytes.Buffer
	for _, w := range list {
		def, ok := defs[w]
		if !ok {
			continue
		}
		if ref, ok := reference(w, readings, defs); ok {
			def = ref
		}
		fmt.Fprintf(&text, "%s\t%s\n", w, def)
	}
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(text.Bytes()); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// reference is word's definition written as a reference to its base's
// (see define.RefMark), when word is an inflection of a base whose line
// holds its own definition and the reference reads as word's definition
// exactly.
func reference(word string, readings map[string]candidate, defs map[string]string) (string, bool) {
	c := readings[word]
	if c.label == "" || readings[c.base].label != "" {
		return "", false
	}
	if _, ok := defs[c.base]; !ok {
		return "", false
	}
	ref := define.RefMark + c.label + " " + c.base
	lookup := func(w string) (string, bool) { d, ok := defs[w]; return d, ok }
	if got, ok := define.Resolve(ref, lookup); !ok || got != defs[word] {
		return "", false
	}
	return ref, true
}

// writeLicence copies the WordNet 3.0 licence from Debian's copyright file
// of the wordnet-base package, which the licence asks to appear on every
// copy of the database.
func writeLicence(copyright, name string) error {
	text, err := os.ReadFile(copyright)
	if err != nil {
		return err
	}
	var b strings.Builder
	b.WriteString("The definitions in this directory are derived from WordNet 3.0\n")
	b.WriteString("(https://wordnet.princeton.edu/), as packaged by Debian (wordnet-base).\n")
	b.WriteString("Its licence follows, verbatim.\n\n")
	in := false
	for _, line := range strings.Split(string(text), "\n") {
		switch {
		case line == "License: WordNet3.0":
			in = true
			continue
		case in && !strings.HasPrefix(line, " "):
			in = false
		}
		if in {
			line = strings.TrimPrefix(line, " ")
			if line == "." {
				line = ""
			}
			b.WriteString(line + "\n")
		}
	}
	if !strings.Contains(b.String(), "WordNet 3.0 Copyright 2006 by Princeton University") {
		return fmt.Errorf("%s: no WordNet 3.0 licence found", copyright)
	}
	return os.WriteFile(name, []byte(b.String()), 0o644)
}

// definedWords returns the words that the compressed definitions define.
func definedWords(data []byte) (map[string]bool, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	var text bytes.Buffer
	if _, err := text.ReadFrom(zr); err != nil {
		return nil, err
	}
	defined := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSuffix(text.String(), "\n"), "\n") {
		word, _, _ := strings.Cut(line, "\t")
		defined[word] = true
	}
	return defined, nil
}

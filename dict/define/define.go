// Package define gives a one-line definition of a lawful word, from WordNet
// 3.0 (assets.WordNetDefinitions, made by assets/gen/definitions). The
// definitions are unpacked on the first lookup, not when the program
// starts.
package define

import (
	"compress/gzip"
	"encoding/binary"
	"io"
	"sort"
	"strings"
	"sync"

	"parlour/assets"
)

// MaxWidth is the longest definition, in characters: one line of an
// 80-column screen with room for a margin.
const MaxWidth = 76

// ellipsis ends a definition that was cut. It is ASCII, as is all of
// WordNet 3.0, so that a definition shows unchanged on an ASCII screen.
const ellipsis = "..."

// Fit returns s if it has at most MaxWidth characters, or else as many of
// its words as fit with an ellipsis after them.
func Fit(s string) string {
	if len(s) <= MaxWidth {
		return s
	}
	head := s[:MaxWidth-len(ellipsis)]
	if s[len(head)] != ' ' { // the last word does not fit whole
		if i := strings.LastIndexByte(head, ' '); i > 0 {
			head = head[:i]
		}
	}
	return strings.TrimRight(head, " ,;:-(") + ellipsis
}

// RefMark begins a definition that refers to its base form's: the line of
// an inflected form whose definition is the base's after its label holds
// only the label and the base, as "dogs TAB =plural of dog", and Lookup
// writes it out as "plural of dog: " and the definition of dog, fitted to
// MaxWidth. The base's own line is never a reference.
const RefMark = "="

// Resolve writes out a definition def that may be a reference (RefMark),
// finding the base's definition with base.
func Resolve(def string, base func(word string) (string, bool)) (string, bool) {
	ref, ok := strings.CutPrefix(def, RefMark)
	if !ok {
		return def, true
	}
	i := strings.LastIndexByte(ref, ' ')
	if i < 0 {
		return "", false
	}
	baseDef, ok := base(ref[i+1:])
	if !ok || strings.HasPrefix(baseDef, RefMark) {
		return "", false
	}
	return Fit(ref + ": " + baseDef), true
}

// definitions are the unpacked lines "word TAB definition", sorted by
// word, and where each line starts.
type definitions struct {
	text   string
	starts []int32
}

// table unpacks the definitions on first use. They are built into the
// program and checked by the tests; a damaged copy is a damaged program,
// and panics.
var table = sync.OnceValue(func() *definitions {
	d, err := unpack(assets.WordNetDefinitions)
	if err != nil {
		panic("define: the built-in definitions are damaged: " + err.Error())
	}
	return d
})

// unpack reads the compressed lines into one string, of the size the
// gzip trailer gives.
func unpack(packed string) (*definitions, error) {
	zr, err := gzip.NewReader(strings.NewReader(packed))
	if err != nil {
		return nil, err
	}
	var text strings.Builder
	if len(packed) >= 4 {
		text.Grow(int(binary.LittleEndian.Uint32([]byte(packed[len(packed)-4:]))))
	}
	if _, err := io.Copy(&text, zr); err != nil {
		return nil, err
	}
	d := &definitions{text: text.String(), starts: make([]int32, 0, strings.Count(text.String(), "\n"))}
	for at := 0; at < len(d.text); {
		d.starts = append(d.starts, int32(at))
		end := strings.IndexByte(d.text[at:], '\n')
		if end < 0 {
			break
		}
		at += end + 1
	}
	return d, nil
}

// line is line i without its newline.
func (d *definitions) line(i int) string {
	end := len(d.text)
	if i+1 < len(d.starts) {
		end = int(d.starts[i+1])
	}
	return strings.TrimSuffix(d.text[d.starts[i]:end], "\n")
}

// Lookup returns the one-line definition of word (any case), or false
// when WordNet has none. A definition is printable ASCII, at most
// MaxWidth characters; an inflected form is defined through its base
// ("plural of dog: ...").
func Lookup(word string) (string, bool) {
	d := table()
	def, ok := d.stored(strings.ToLower(strings.TrimSpace(word)))
	if !ok {
		return "", false
	}
	return Resolve(def, d.stored)
}

// stored is the definition w's line holds, which may be a reference.
func (d *definitions) stored(w string) (string, bool) {
	if w == "" {
		return "", false
	}
	i := sort.Search(len(d.starts), func(i int) bool {
		head, _, _ := strings.Cut(d.line(i), "\t")
		return head >= w
	})
	if i == len(d.starts) {
		return "", false
	}
	head, def, _ := strings.Cut(d.line(i), "\t")
	if head != w {
		return "", false
	}
	return def, true
}

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
// when WordNet has none. A definition is printable ASCII, at most 76
// characters; an inflected form is defined through its base ("plural of
// dog: ...").
func Lookup(word string) (string, bool) {
	w := strings.ToLower(strings.TrimSpace(word))
	if w == "" {
		return "", false
	}
	d := table()
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

package rules

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/json"
	"fmt"
	"io"
	"sync"

	"parlour/ui/rules/internal/page"
)

//go:generate sh -c "go run ./internal/gen ../../docs > pages.json.gz"

// packedPages holds the documents the app shows, parsed from docs/ by
// internal/gen: guide.md and rules/<game>.md, by path, as JSON compressed
// with gzip (47 KB, where the JSON is 161 KB).
//
//go:embed pages.json.gz
var packedPages []byte

// pages reads packedPages on first use.
var pages = sync.OnceValues(func() (map[string]page.Page, error) { return readPages(packedPages) })

// readPages reads the documents from their compressed JSON.
func readPages(data []byte) (map[string]page.Page, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	text, err := io.ReadAll(zr)
	if err != nil {
		return nil, err
	}
	var p map[string]page.Page
	if err := json.Unmarshal(text, &p); err != nil {
		return nil, err
	}
	return p, nil
}

// builtIn is the document at path in docs/.
func builtIn(path string) (page.Page, error) {
	all, err := pages()
	if err != nil {
		return page.Page{}, fmt.Errorf("the documents in this build are damaged: %v", err)
	}
	p, ok := all[path]
	if !ok {
		return page.Page{}, fmt.Errorf("%s is missing from this build", path)
	}
	return p, nil
}

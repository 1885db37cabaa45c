package rules

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sync"

	"parlour/ui/rules/internal/page"
)

//go:generate sh -c "go run ./internal/gen ../../docs > pages.json"

// pagesJSON holds the documents the app shows, parsed from docs/ by
// internal/gen: guide.md and rules/<game>.md, by path.
//
//go:embed pages.json
var pagesJSON []byte

// pages reads pagesJSON on first use.
var pages = sync.OnceValues(func() (map[string]page.Page, error) {
	var p map[string]page.Page
	err := json.Unmarshal(pagesJSON, &p)
	return p, err
})

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

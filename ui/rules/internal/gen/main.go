// Command gen parses the documents the app shows (docs/guide.md and
// docs/rules/*.md) into the rules viewer's pages and writes them, as JSON,
// to standard output. Run it with `go generate` in ui/rules after changing
// a document; a test checks that pages.json is up to date.
package main

import (
	"encoding/json"
	"log"
	"os"

	"parlour/ui/rules/internal/parse"
)

func main() {
	if len(os.Args) != 2 {
		log.Fatal("usage: gen DOCS-FOLDER")
	}
	pages, err := parse.Pages(os.DirFS(os.Args[1]))
	if err != nil {
		log.Fatal(err)
	}
	data, err := json.Marshal(pages)
	if err != nil {
		log.Fatal(err)
	}
	os.Stdout.Write(append(data, '\n'))
}

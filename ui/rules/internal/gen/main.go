// Command gen parses the documents the app shows (docs/guide.md and
// docs/rules/*.md) into the rules viewer's pages and writes them, as JSON
// compressed with gzip, to standard output. Run it with `go generate` in
// ui/rules after changing a document; a test checks that pages.json.gz is
// up to date.
package main

import (
	"compress/gzip"
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
	zw, err := gzip.NewWriterLevel(os.Stdout, gzip.BestCompression)
	if err != nil {
		log.Fatal(err)
	}
	if _, err := zw.Write(append(data, '\n')); err != nil {
		log.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		log.Fatal(err)
	}
}

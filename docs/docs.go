// Package docs holds the documents the app shows: the rules of each game
// and the guide to the app itself. The app draws them from pages parsed
// when it is built (ui/rules/pages.json.gz); tests read them here.
package docs

import "embed"

// FS holds the documents the app shows: guide.md and rules/<game>.md.
//
//go:embed guide.md rules/*.md
var FS embed.FS

// Read returns the document at name, such as "rules/doublets.md".
func Read(name string) (string, error) {
	data, err := FS.ReadFile(name)
	return string(data), err
}

// RulesPath is where the rules of the game with the given id are kept.
func RulesPath(id string) string { return "rules/" + id + ".md" }

// Package docs embeds Parlour's documents: the rules of each game, shown
// in the app's rules viewer, and the guide to the app itself.
package docs

import "embed"

// FS holds the documents the app shows: guide.md and rules/<game>.md.
// The developers' documents beside them are not built in.
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

package main

import "testing"

func TestClippedPlural(t *testing.T) {
	lawful := []string{"ace", "aces", "apps", "bots", "cause", "causes", "consols", "corps", "dis", "taxes"}
	familiar := []string{"corps"}
	abbreviations := []string{"app", "bot", "caus", "consol", "corp", "di", "tax"}
	for w, want := range map[string]bool{
		"apps":    true,  // app is only an abbreviation
		"bots":    true,  // so is bot
		"aces":    false, // ace is lawful
		"causes":  false, // cause is lawful
		"corps":   false, // familiar words are never dropped
		"consols": false, // the Victorian funds, not a plural of consol
		"dis":     false, // a verb
	} {
		if got := clippedPlural(w, lawful, familiar, abbreviations); got != want {
			t.Errorf("clippedPlural(%q) = %v, want %v", w, got, want)
		}
	}
}

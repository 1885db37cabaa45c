package assets

import _ "embed"

// AliceDeck is the pack of the Alice in Wonderland card game: 42 cards in
// 14 sets of three, one card a line, tab-separated (set number, role "lead"
// or "card", title and, for a leading card, the titles of the two cards that
// complete its set). Lines starting with # are comments. The titles are
// Parlour's own; games/alice parses and checks them.
//
//go:embed alice/deck.tsv
var AliceDeck string

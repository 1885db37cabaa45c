package rules

import (
	"regexp"
	"strings"
)

// A document may say how its own glyphs are spelled with --ascii, in a
// comment of its own line that readers of the markdown elsewhere do not
// see:
//
//	<!-- ascii: ●=b ♚=B «=< -->
//
// Each pair is a glyph as the document writes it and the characters the
// game draws in its place in ASCII, so that the page describes the screen
// the player has. Whatever no pair and no common spelling covers is shown
// as '?'.
var asciiComment = regexp.MustCompile(`(?m)^<!-- ascii: (.*) -->\n?`)

// asciiSpellings takes a document's ASCII spellings out of it, returning
// the text without the comment and a replacer for its glyphs (nil when
// it has none).
func asciiSpellings(markdown string) (string, *strings.Replacer) {
	var pairs []string
	for _, comment := range asciiComment.FindAllStringSubmatch(markdown, -1) {
		for _, pair := range strings.Fields(comment[1]) {
			glyph, spelling, ok := strings.Cut(pair, "=")
			if ok && glyph != "" {
				pairs = append(pairs, glyph, spelling)
			}
		}
	}
	text := asciiComment.ReplaceAllString(markdown, "")
	if len(pairs) == 0 {
		return text, nil
	}
	return text, strings.NewReplacer(pairs...)
}

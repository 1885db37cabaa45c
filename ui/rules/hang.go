package rules

import (
	"strings"
	"unicode"

	"github.com/charmbracelet/x/ansi"
)

// hangSpare is how much narrower than the text glamour wraps, to leave room
// for hanging the wrapped lines of list items under their first word.
const hangSpare = 4

// hangListItems indents the wrapped lines of each list item to line up with
// the item's first word, instead of under its bullet (glamour starts them at
// the margin). Lines are shifted, never re-wrapped: glamour wrapped them
// hangSpare columns short.
func hangListItems(out, bullet string) string {
	lines := strings.Split(out, "\n")
	indent, lead := -1, 0
	for i, line := range lines {
		plain := ansi.Strip(line)
		if strings.TrimSpace(plain) == "" {
			indent = -1
			continue
		}
		l, text := leadingSpaces(plain)
		if w, ok := itemPrefix(text, bullet); ok {
			indent, lead = l+w, l
			continue
		}
		if indent < 0 || l != lead {
			indent = -1
			continue
		}
		shift := min(indent-l, hangSpare)
		lines[i] = strings.Repeat(" ", shift) + line
	}
	return strings.Join(lines, "\n")
}

func leadingSpaces(s string) (int, string) {
	t := strings.TrimLeft(s, " ")
	return len(s) - len(t), t
}

// itemPrefix reports whether text starts a list item ("• word", "12. word")
// and how wide the bullet or number is, with its space.
func itemPrefix(text, bullet string) (int, bool) {
	if strings.HasPrefix(text, bullet+" ") {
		return ansi.StringWidth(bullet) + 1, true
	}
	digits := 0
	for digits < len(text) && unicode.IsDigit(rune(text[digits])) {
		digits++
	}
	if digits > 0 && strings.HasPrefix(text[digits:], ". ") {
		return digits + 2, true
	}
	return 0, false
}

// unfoldListItems joins the lines of each list item in markdown source into
// one, so that glamour wraps the item as a paragraph (it keeps an item's
// own line breaks, which leaves short ragged lines at 80 columns).
func unfoldListItems(md string) string {
	lines := strings.Split(md, "\n")
	out := make([]string, 0, len(lines))
	inItem, inFence := false, false
	for _, line := range lines {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "```") {
			inFence = !inFence
			inItem = false
			out = append(out, line)
			continue
		}
		switch {
		case inFence || trimmed == "":
			inItem = false
		case startsItem(trimmed):
			inItem = true
		case inItem && !startsBlock(trimmed):
			out[len(out)-1] += " " + trimmed
			continue
		default:
			inItem = false
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

func startsItem(s string) bool {
	if strings.HasPrefix(s, "- ") || strings.HasPrefix(s, "* ") || strings.HasPrefix(s, "+ ") {
		return true
	}
	_, ok := itemPrefix(s, "\x00")
	return ok
}

func startsBlock(s string) bool {
	return startsItem(s) || strings.HasPrefix(s, "#") || strings.HasPrefix(s, "|") || strings.HasPrefix(s, ">")
}

package screen

import "strings"

// Capitalise gives s a capital first letter: "the way is blocked" → "The
// way is blocked". Parlour's own messages start with an ASCII letter; any
// other first byte is left as it is.
func Capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

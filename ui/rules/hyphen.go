package rules

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// keptHyphen stands in for a hyphen while glamour wraps: the non-breaking
// hyphen, one column wide like the hyphen, and no break point.
const keptHyphen = "\u2011"

// keepHyphens hides from glamour the hyphens inside words no wider than
// limit (glamour's paragraph wrapper breaks after a hyphen but does not
// count it, so a line with hyphens overflows, and glamour's second wrap
// strands its last word on a line of its own). A word wider than limit
// keeps its hyphens to break at. Fenced code, and lines that are only
// markdown's rules and table rows (hyphens, bars, colons), are left as
// they are, as are list markers. restoreHyphens undoes it.
func keepHyphens(md string, limit int) string {
	lines := strings.Split(md, "\n")
	inFence := false
	for i, line := range lines {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "```") {
			inFence = !inFence
			continue
		}
		if inFence || !strings.Contains(line, "-") || strings.Trim(trimmed, "-|: ") == "" {
			continue
		}
		words := strings.Split(line, " ")
		for j, w := range words {
			if strings.Trim(w, "-") != "" && ansi.StringWidth(w) <= limit {
				words[j] = strings.ReplaceAll(w, "-", keptHyphen)
			}
		}
		lines[i] = strings.Join(words, " ")
	}
	return strings.Join(lines, "\n")
}

// restoreHyphens turns keepHyphens's stand-ins back into hyphens.
func restoreHyphens(out string) string { return strings.ReplaceAll(out, keptHyphen, "-") }

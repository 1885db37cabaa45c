package cli

import (
	"fmt"
	"strings"

	"parlour/dict/define"
	"parlour/ui/sanitize"
)

// maxDefine is the most words one run of define looks up.
const maxDefine = 100

// doubletsDefine runs `parlour doublets define WORD...`: each word's
// one-line definition, as "dog: a member of the genus Canis ...", or that
// Parlour has none for it (and then it exits 1).
func doubletsDefine(env ToolEnv, args []string) int {
	t := newToolRun(env, "doublets define", "doublets define WORD...", "no flags")
	words, err := t.parse(args)
	if err != nil {
		return t.usageError(err)
	}
	switch {
	case len(words) == 0:
		return t.usageError(fmt.Errorf("define needs a word; as: parlour %s", t.usage))
	case len(words) > maxDefine:
		return t.usageError(fmt.Errorf("define looks up at most %d words at a time, not %d", maxDefine, len(words)))
	}
	code := ExitOK
	for _, w := range words {
		w = strings.ToLower(sanitize.Line(w))
		if def, ok := define.Lookup(w); ok {
			fmt.Fprintf(env.Stdout, "%s: %s\n", w, def)
			continue
		}
		fmt.Fprintf(env.Stdout, "%s: no definition in Parlour's dictionary (WordNet 3.0)\n", w)
		code = ExitNegative
	}
	return code
}

package dict

import (
	"sync"

	"parlour/assets"
)

var (
	defaultOnce sync.Once
	defaultDict *Dict
)

// Default returns the built-in dictionary: the lawful and common lists and
// the blocklist of package assets. It is built on the first call (about
// 30 ms); later calls, from any goroutine, return the same Dict.
func Default() *Dict {
	defaultOnce.Do(func() {
		defaultDict = builtin()
	})
	return defaultDict
}

// builtin builds a fresh copy of the built-in dictionary.
func builtin() *Dict {
	lawful, _ := parseList(assets.LawfulWords)
	common, _ := parseList(assets.CommonWords)
	everyday, _ := parseList(assets.EverydayWords)
	familiar, _ := parseList(assets.FamiliarWords)
	return build(lawful, common, builtinBlocklist()).withEveryday(everyday, familiar)
}

// builtinBlocklist returns the words of the built-in blocklist.
func builtinBlocklist() []string {
	words, _ := parseList(assets.Blocklist)
	return words
}

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

// builtin builds a fresh copy of the built-in dictionary. The lawful list
// and the others, about as long together, are parsed side by side.
func builtin() *Dict {
	var lists wordLists
	done := make(chan struct{})
	go func() {
		defer close(done)
		lists.common, _, _ = parseByLength(assets.CommonWords)
		lists.everyday, _, _ = parseByLength(assets.EverydayWords)
		lists.familiar, _, _ = parseByLength(assets.FamiliarWords)
		lists.blocked = builtinBlocklist()
	}()
	lists.lawful, _, _ = parseByLength(assets.LawfulWords)
	<-done
	return build(lists)
}

// builtinBlocklist returns the words of the built-in blocklist.
func builtinBlocklist() []string {
	return parseList(assets.Blocklist)
}

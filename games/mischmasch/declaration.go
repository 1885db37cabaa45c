package mischmasch

// Declaration is what a player says once he has thought about the nucleus
// set to him.
type Declaration uint8

// The declarations. Undeclared is the zero value: nothing said yet.
const (
	Undeclared Declaration = iota
	// Ready: he has found a word containing the nucleus, which he will
	// name.
	Ready
	// NoWord: he believes no lawful word contains the nucleus.
	NoWord
	// Resign: he gives the nucleus up, and it may not be set again in the
	// game.
	Resign
	// NotReady: he has not decided, and will go on with the same nucleus
	// next move. Silence when the time runs out counts as this.
	NotReady
)

var declarationNames = []string{
	Undeclared: "undeclared",
	Ready:      "ready",
	NoWord:     "no word",
	Resign:     "I resign",
	NotReady:   "not ready",
}

// String returns the words a player says: "ready", "no word", "I resign" or
// "not ready".
func (d Declaration) String() string { return nameOf(declarationNames, int(d), "declaration") }

// MarshalText writes the declaration by name.
func (d Declaration) MarshalText() ([]byte, error) {
	return marshalName(declarationNames, int(d), "declaration")
}

// UnmarshalText reads a declaration written by MarshalText.
func (d *Declaration) UnmarshalText(text []byte) error {
	v, err := parseName(declarationNames, text, "declaration")
	*d = Declaration(v)
	return err
}

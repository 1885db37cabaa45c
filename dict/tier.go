package dict

// Tier selects a word list within a Dict.
type Tier uint8

const (
	// Lawful is every word a player may use.
	Lawful Tier = iota
	// Common is the smaller list of everyday words from which the program
	// chooses puzzle words, jewels and its own links. Every common word is
	// lawful.
	Common
)

// String returns "lawful" or "common".
func (t Tier) String() string {
	switch t {
	case Lawful:
		return "lawful"
	case Common:
		return "common"
	}
	return "tier(?)"
}

package doublets

import (
	"fmt"
	"slices"
	"time"
)

// ActionKind is what a seat does at the table.
type ActionKind int

// The actions of a game at the table.
const (
	Start      ActionKind = iota + 1 // the table is ready: the doublet announced is written
	HandIn                           // a seat hands in its chain, finished
	Abandon                          // a seat gives the doublet up
	TimeOut                          // a seat's clock reached the time for each chain
	AddExtra                         // an extra-chain written at the seat's pad
	TakeBack                         // the pad's last extra-chain taken back
	PutAway                          // the seat's pad put away
	PickJewel                        // a jewel chosen at the open book
	LetParlour                       // Parlour chooses the rest of the seat's turn at the book
	Next                             // the reveal read: the next doublet, or the end
)

var actionNames = map[ActionKind]string{Start: "start", HandIn: "chain", Abandon: "abandon", TimeOut: "timeout",
	AddExtra: "extra", TakeBack: "takeback", PutAway: "putaway", PickJewel: "jewel", LetParlour: "parlour", Next: "next"}

// String names the kind as a record writes it.
func (k ActionKind) String() string {
	if s, ok := actionNames[k]; ok {
		return s
	}
	return fmt.Sprintf("ActionKind(%d)", int(k))
}

// MarshalText writes the kind's name.
func (k ActionKind) MarshalText() ([]byte, error) {
	if _, ok := actionNames[k]; !ok {
		return nil, fmt.Errorf("doublets: no action %d", int(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads a kind's name.
func (k *ActionKind) UnmarshalText(text []byte) error {
	for kind, name := range actionNames {
		if name == string(text) {
			*k = kind
			return nil
		}
	}
	return fmt.Errorf("doublets: no action %q", text)
}

// Action is one thing a seat does at the table, with everything from
// outside the game as values: the chain typed, the time the seat's own
// clock showed.
type Action struct {
	Kind ActionKind `json:"kind"`
	Seat int        `json:"seat"`
	// Chain is the chain handed in, whole (HandIn), or an extra-chain
	// (AddExtra).
	Chain []string `json:"chain,omitempty"`
	// Time is the writer's own clock when it handed in, abandoned or timed
	// out.
	Time time.Duration `json:"time_ns,omitempty"`
	// Word is the jewel chosen (PickJewel).
	Word string `json:"word,omitempty"`
}

func (a Action) clone() Action {
	a.Chain = slices.Clone(a.Chain)
	return a
}

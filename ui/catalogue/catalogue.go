// Package catalogue is the one list of the games Parlour offers. The menu,
// the rules index and `parlour play GAME` all read it. Only games that can
// be played end to end are listed here.
package catalogue

import (
	"parlour/ui/alice"
	"parlour/ui/circularchess"
	"parlour/ui/doublechess"
	"parlour/ui/doublets"
	"parlour/ui/draughts"
	"parlour/ui/mischmasch"
	"parlour/ui/screen"
)

// Games returns the playable games, in menu order.
func Games() []screen.Entry {
	return []screen.Entry{
		doublets.PuzzlesEntry(),
		doublets.GameEntry(),
		mischmasch.GameEntry(),
		draughts.GameEntry(),
		alice.GameEntry(),
		circularchess.GameEntry(),
		doublechess.GameEntry(),
	}
}

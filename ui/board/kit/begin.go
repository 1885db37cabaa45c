package kit

import "parlour/ui/screen"

// Begun is a game screen begun (g, or begin's error), readied by then: at
// one keyboard its first autosave, in a room the room's own effort. It
// is what a catalogue entry's New (and a room's copy) returns.
func Begun[G screen.Screen](g G, err error, then func(G)) (screen.Screen, error) {
	if err != nil {
		return nil, err
	}
	then(g)
	return g, nil
}

// Ending is what a finished game's result screen offers: in a room, the
// room (play again is the room's, and no file is written from a room);
// at one keyboard, the record's save, the autosave of game deleted.
func Ending(env *screen.Env, game string, link *screen.Link, save func() (string, error)) (*screen.Link, func() (string, error)) {
	if link.InRoom() {
		return link, nil
	}
	env.Store.Delete(game)
	return nil, save
}

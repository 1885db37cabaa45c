package ui

import (
	"runtime/debug"

	"parlour/games/draughts"
	"parlour/ui/resident"
)

// The collector's targets: Go collects once the heap has grown by this
// share of the live heap (GOGC), 100% by default. Most of Parlour's live
// heap is the computers' transposition tables and endgame classes, which
// hold no pointers, so a collection costs about a millisecond however
// large they are, and a smaller target keeps a game against Expert about
// 15 MB smaller (docs/PERFORMANCE.md, Memory).
const (
	// SessionGCPercent is for a session at this process's own terminal.
	SessionGCPercent = 25
	// ServerGCPercent is for `parlour serve`, where many sessions' screens
	// are live too: a quarter slowed the busiest frames by a fifth under
	// load, a half keeps a room with an Expert within its 20 MB.
	ServerGCPercent = 50
)

// TuneCollector sets the collector's target to percent, unless the GOGC
// environment variable (read with getenv; nil reads nothing and changes
// nothing) chooses it.
func TuneCollector(getenv func(string) string, percent int) {
	if getenv != nil && getenv("GOGC") == "" {
		debug.SetGCPercent(percent)
	}
}

// EndgameReleaseEvery is how many blocks the searches unpack from the
// draughts endgame databases between two givings-back of their pages: on
// Linux each block read maps 64 KB of the program's file, so the
// databases hold at most about a megabyte of the process's memory, not
// most of their five (docs/PERFORMANCE.md, Memory).
const EndgameReleaseEvery = 16

// KeepEndgamesLight has the draughts endgame databases' pages given back
// to the system after every EndgameReleaseEvery blocks the searches read.
func KeepEndgamesLight() {
	stored := draughts.StoredEndgames()
	draughts.OnEndgameReads(EndgameReleaseEvery, func() { resident.Release(stored...) })
}

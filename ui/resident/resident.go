// Package resident keeps the pages of the program's built-in data that a
// search has read from staying in its memory. Linux maps 64 KB of the
// program's file around every page read from it (fault-around), so a
// search that reads a few hundred scattered blocks of an endgame database
// soon holds most of its megabytes. Given back, the pages stay in the
// system's page cache, shared and not counted against the process, and a
// read maps them again at the cost of a minor fault.
package resident

import "unsafe"

// Pages is the part of data that lies on whole pages of size page: the
// pages at its ends may hold other variables, which are never given back.
func Pages(data []byte, page int) []byte {
	if len(data) == 0 || page <= 0 {
		return nil
	}
	start := uintptr(unsafe.Pointer(unsafe.SliceData(data)))
	first := (start + uintptr(page) - 1) &^ uintptr(page-1)
	end := (start + uintptr(len(data))) &^ uintptr(page-1)
	if end <= first {
		return nil
	}
	return data[first-start : end-start]
}

// Release gives back the whole pages of every region. The regions must
// be data the program never writes: built-in data read from its own file,
// which a read after finds the same.
func Release(regions ...[]byte) {
	for _, r := range regions {
		release(r)
	}
}

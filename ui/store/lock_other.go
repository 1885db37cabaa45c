//go:build !unix

package store

import (
	"os"
	"time"
)

// locksWork says whether lockFile really locks.
const locksWork = false

// lockFile does nothing where advisory locks are not available; Tidy then
// goes by the file's age instead.
func lockFile(*os.File) error { return nil }

// tryLock takes no lock where there are none: every Parlour may write.
func tryLock(*os.File) (bool, error) { return true, nil }

// abandonedAfter is how old a temporary file must be before Tidy takes it
// for one a killed program left behind, where there are no locks to ask.
const abandonedAfter = time.Minute

// removeIfAbandoned removes the temporary file at path if it has not been
// written for abandonedAfter.
func removeIfAbandoned(path string) error {
	info, err := os.Lstat(path)
	if err != nil || !info.Mode().IsRegular() || time.Since(info.ModTime()) < abandonedAfter {
		return ignoreMissing(err)
	}
	return ignoreMissing(os.Remove(path))
}

//go:build unix

package store

import (
	"errors"
	"os"
	"syscall"
)

// locksWork says whether lockFile really locks.
const locksWork = true

// lockFile takes an exclusive advisory lock on f, held until f is closed
// or the program ends, however it ends.
func lockFile(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if !errors.Is(err, syscall.EINTR) {
			return err
		}
	}
}

// tryLock takes an exclusive advisory lock on f if no one holds it: false
// when another does.
func tryLock(f *os.File) (bool, error) {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch {
		case err == nil:
			return true, nil
		case errors.Is(err, syscall.EWOULDBLOCK):
			return false, nil
		case !errors.Is(err, syscall.EINTR):
			return false, err
		}
	}
}

// removeIfAbandoned removes the temporary file at path unless another
// writer holds its lock (a save in progress, perhaps in another Parlour).
func removeIfAbandoned(path string) error {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return ignoreMissing(err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return nil
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		return nil // in use, or locks unsupported here: leave it
	}
	if !stillThere(f) {
		return nil
	}
	return ignoreMissing(os.Remove(path))
}

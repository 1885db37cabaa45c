package store

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"syscall"
)

// ErrNotRegular is returned for paths that are not plain files: folders,
// named pipes, devices, sockets. Reading those could block or never end.
var ErrNotRegular = errors.New("not a regular file")

// TooLargeError says a file is over the size a reader accepts.
type TooLargeError struct{ Limit int64 }

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("larger than the %s this reads", humanSize(e.Limit))
}

// ReadRegularFile returns the contents of the regular file at path, at most
// limit bytes. A folder, pipe, device or socket is refused before it is
// opened (ErrNotRegular: opening a pipe would release a writer waiting on
// it), and so is a file larger than limit (*TooLargeError). Symlinks are
// followed, so a link to /dev/zero is refused too. The file is opened
// without blocking and checked again once open, in case it was swapped.
func ReadRegularFile(path string, limit int64) ([]byte, error) {
	if err := regularBeforeOpening(path); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, Cause(err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, Cause(err)
	}
	if !info.Mode().IsRegular() {
		return nil, ErrNotRegular
	}
	if info.Size() > limit {
		return nil, &TooLargeError{Limit: limit}
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, Cause(err)
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{Limit: limit}
	}
	return data, nil
}

// regularBeforeOpening refuses what is not a regular file, or a link to
// one, by its name alone (Lstat, then Stat through a link).
func regularBeforeOpening(path string) error {
	info, err := os.Lstat(path)
	if err == nil && info.Mode()&os.ModeSymlink != 0 {
		info, err = os.Stat(path)
	}
	if err != nil {
		return Cause(err)
	}
	if !info.Mode().IsRegular() {
		return ErrNotRegular
	}
	return nil
}

// WriteFileAt replaces the file at path with data, atomically: a temporary
// file in the same folder, flushed, renamed over the old one, and the
// folder flushed. The file gets mode perm. Errors never name the temporary
// file.
func WriteFileAt(path string, data []byte, perm os.FileMode) error {
	return writeAtomic(path, data, perm, writeHooks{})
}

// writeHooks let tests stand in for the disk: write replaces f.Write (to
// simulate a full disk), beforeRename runs after the temporary file is
// flushed and before it replaces the real one (to simulate a crash).
type writeHooks struct {
	write        func(f *os.File, data []byte) (int, error)
	beforeRename func(tmp string) error
}

func (h writeHooks) writeTo(f *os.File, data []byte) error {
	var err error
	if h.write != nil {
		_, err = h.write(f, data)
	} else {
		_, err = f.Write(data)
	}
	return err
}

// writeAtomic writes data to a locked temporary file next to path, flushes
// it, gives it mode perm and renames it over path. The lock tells Tidy the
// temporary file is in use; a temporary file whose writer was killed has no
// lock, and Tidy removes it.
func writeAtomic(path string, data []byte, perm os.FileMode, hooks writeHooks) error {
	dir := filepath.Dir(path)
	f, err := createLockedTemp(dir, "."+filepath.Base(path)+tempMark+"*")
	if err != nil {
		return Cause(err)
	}
	tmp := f.Name()
	closed := false
	fail := func(err error) error {
		if !closed {
			f.Close()
		}
		os.Remove(tmp)
		return Cause(err)
	}
	if err := hooks.writeTo(f, data); err != nil {
		return fail(err)
	}
	if err := f.Chmod(perm); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if hooks.beforeRename != nil {
		if err := hooks.beforeRename(tmp); err != nil {
			return fail(err)
		}
	}
	// Where locks work, closing (which releases the lock) waits until after
	// the rename: Tidy never sees an unlocked temporary file that is still
	// to be renamed. Elsewhere an open file may not be renamed.
	if !locksWork {
		closed = true
		if err := f.Close(); err != nil {
			return fail(err)
		}
	}
	if err := os.Rename(tmp, path); err != nil {
		return fail(err)
	}
	if locksWork {
		if err := f.Close(); err != nil {
			return Cause(err)
		}
	}
	syncDir(dir)
	return nil
}

// ignoreMissing treats a file that is already gone as no error.
func ignoreMissing(err error) error {
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// tempMark and probePrefix name the temporary files the store makes;
// Tidy removes those a killed program left behind.
const (
	tempMark    = ".parlour-tmp-"
	probePrefix = ".parlour-probe-"
	// legacyTempMark is the mark of older Parlours' temporary files.
	legacyTempMark = ".tmp-"
)

// createLockedTemp creates a temporary file in dir and takes its lock. If
// Tidy removed the file in the moment before the lock was taken, it tries
// again with a new one.
func createLockedTemp(dir, pattern string) (*os.File, error) {
	for range 5 {
		f, err := os.CreateTemp(dir, pattern)
		if err != nil {
			return nil, err
		}
		if err := lockFile(f); err != nil {
			os.Remove(f.Name())
			f.Close()
			return nil, err
		}
		if stillThere(f) {
			return f, nil
		}
		f.Close()
	}
	return nil, errors.New("temporary files keep disappearing")
}

// stillThere reports whether the open file f is still the file at its name.
func stillThere(f *os.File) bool {
	open, err := f.Stat()
	if err != nil {
		return false
	}
	named, err := os.Lstat(f.Name())
	return err == nil && os.SameFile(open, named)
}

// Cause drops the *PathError wrapper, whose message repeats the path (and
// would name a temporary file), keeping the reason: "permission denied".
func Cause(err error) error { return unwrapPath(err) }

func humanSize(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

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
// limit bytes. A folder, pipe, device or socket is refused without blocking
// (ErrNotRegular), and so is a file larger than limit (*TooLargeError).
// Symlinks are followed, so a link to /dev/zero is refused too.
func ReadRegularFile(path string, limit int64) ([]byte, error) {
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

// WriteFileAt replaces the file at path with data, atomically: a temporary
// file in the same folder, flushed, renamed over the old one, and the
// folder flushed. The file gets mode perm. Errors never name the temporary
// file.
func WriteFileAt(path string, data []byte, perm os.FileMode) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return Cause(err)
	}
	tmp := f.Name()
	fail := func(err error) error {
		f.Close()
		os.Remove(tmp)
		return Cause(err)
	}
	if _, err := f.Write(data); err != nil {
		return fail(err)
	}
	if err := f.Chmod(perm); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return Cause(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return Cause(err)
	}
	syncDir(dir)
	return nil
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

package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// ErrNoFolder is the error of every write to a store without a folder: no
// data folder was found (HOME unset), so nothing is saved, nothing is read
// and nothing is tidied.
var ErrNoFolder = errors.New("there is no data folder (HOME is not set, and --data-dir was not given)")

// LockFile is the file whose lock says which Parlour uses a data folder;
// it holds that program's process id.
const LockFile = ".parlour.lock"

// held are the data folders this process has locked, by path: the lock is
// the process's, shared by its sessions (parlour serve has many).
var held = struct {
	sync.Mutex
	dirs map[string]*os.File
}{dirs: map[string]*os.File{}}

// LockedError says another running Parlour holds the data folder.
type LockedError struct {
	Dir string
	PID int // 0 when the lock file does not say
}

func (e *LockedError) Error() string {
	who := "another Parlour"
	if e.PID > 0 {
		who = fmt.Sprintf("another Parlour (process %d)", e.PID)
	}
	return fmt.Sprintf("%s is using %s; games will not be saved here until it ends", who, e.Dir)
}

// Lock takes the data folder for this process, so that two Parlours never
// write over each other's saves, settings and records: the lock file's
// lock, held until the process ends, and its process id written in it.
// When another process holds it, Lock returns a *LockedError and the store
// writes nothing while it does: each write tries the lock again and
// returns that error until the other Parlour has ended (a terminal closed
// and Parlour started again at once, the old one still saving). Reading
// goes on. Calling it again in the same process does nothing.
func (s *Store) Lock() error {
	if s.dir == "" {
		return ErrNoFolder
	}
	dir, err := filepath.Abs(s.dir)
	if err != nil {
		return err
	}
	held.Lock()
	defer held.Unlock()
	if _, ok := held.dirs[dir]; ok {
		s.refuse.Store(nil)
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Cause(err)
	}
	path := filepath.Join(dir, LockFile)
	if info, err := os.Lstat(path); err == nil && !info.Mode().IsRegular() {
		return fmt.Errorf("%s is not a regular file", path)
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return Cause(err)
	}
	ok, err := tryLock(f)
	if err != nil || !ok {
		pid := readPID(f)
		f.Close()
		if err != nil {
			return Cause(err)
		}
		locked := &LockedError{Dir: dir, PID: pid}
		s.refuse.Store(locked)
		return locked
	}
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	held.dirs[dir] = f
	s.refuse.Store(nil)
	return nil
}

// Unlock lets the folder go: another Parlour may then take it. A test
// that makes many stores calls it, so as not to keep a file open for each;
// a program need not, since its end lets the folder go.
func (s *Store) Unlock() {
	dir, err := filepath.Abs(s.dir)
	if s.dir == "" || err != nil {
		return
	}
	held.Lock()
	defer held.Unlock()
	if f, ok := held.dirs[dir]; ok {
		f.Close()
		delete(held.dirs, dir)
	}
}

// readPID reads the process id a lock file holds, or 0.
func readPID(f *os.File) int {
	buf := make([]byte, 32)
	n, _ := f.ReadAt(buf, 0)
	pid, err := strconv.Atoi(strings.TrimSpace(string(buf[:n])))
	if err != nil || pid < 0 {
		return 0
	}
	return pid
}

// Refused reports whether another Parlour holds the data folder this
// store was refused (Lock), trying the lock again first.
func (s *Store) Refused() bool {
	if s.dir == "" || s.refuse.Load() == nil {
		return false
	}
	return s.Lock() != nil
}

// writable is nil when the store may write: it has a folder, and no other
// Parlour holds it. A store refused the folder (Lock) tries again, so that
// it writes once the other Parlour has ended.
func (s *Store) writable() error {
	if s.dir == "" {
		return ErrNoFolder
	}
	if s.refuse.Load() != nil {
		return s.Lock()
	}
	return nil
}

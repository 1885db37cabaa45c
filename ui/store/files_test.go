package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestReadRegularFileRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	link := filepath.Join(dir, "zero")
	if err := os.Symlink("/dev/zero", link); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{fifo, link, dir} {
		done := make(chan error, 1)
		go func() { _, err := ReadRegularFile(path, 1<<20); done <- err }()
		select {
		case err := <-done:
			if !errors.Is(err, ErrNotRegular) {
				t.Errorf("%s: err = %v, want ErrNotRegular", path, err)
			}
		case <-time.After(2 * time.Second):
			t.Fatalf("%s: ReadRegularFile blocked", path)
		}
	}
}

func TestReadRegularFileCapsSize(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big")
	os.WriteFile(path, make([]byte, 2048), 0o644)
	_, err := ReadRegularFile(path, 1024)
	var tl *TooLargeError
	if !errors.As(err, &tl) || !strings.Contains(err.Error(), "1 KB") {
		t.Fatalf("err = %v", err)
	}
	data, err := ReadRegularFile(path, 4096)
	if err != nil || len(data) != 2048 {
		t.Fatalf("read %d bytes, %v", len(data), err)
	}
}

func TestWriteFileAtIsAtomicWithMode(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.pdn")
	if err := WriteFileAt(path, []byte("one"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAt(path, []byte("two"), 0o644); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	info, _ := os.Stat(path)
	if string(data) != "two" || info.Mode().Perm() != 0o644 {
		t.Fatalf("got %q mode %v", data, info.Mode())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("left behind: %v", entries)
	}
	err := WriteFileAt(filepath.Join(dir, "missing", "x"), nil, 0o644)
	if err == nil || strings.Contains(err.Error(), ".tmp-") {
		t.Fatalf("err = %v", err)
	}
}

// TestAPipeIsNeverOpened: a writer blocked on a named pipe is not released
// by a read (opening the pipe would let it write, and die of SIGPIPE when
// it is closed): the file is refused before it is opened.
func TestAPipeIsNeverOpened(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "x.save.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	released := make(chan struct{})
	go func() {
		if f, err := os.OpenFile(fifo, os.O_WRONLY, 0); err == nil {
			close(released)
			f.Close()
		}
	}()
	time.Sleep(50 * time.Millisecond) // the writer waits in open
	if _, err := ReadRegularFile(fifo, 1<<20); !errors.Is(err, ErrNotRegular) {
		t.Fatalf("err = %v, want ErrNotRegular", err)
	}
	select {
	case <-released:
		t.Fatal("reading the pipe opened it: the writer was released")
	case <-time.After(200 * time.Millisecond):
	}
	if r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0); err == nil { // let the writer go
		<-released
		r.Close()
	}
}

// TestAFailedRenameDoesNotNameTheTemporaryFile: the reason alone, not the
// temporary file's name, reaches the player.
func TestAFailedRenameDoesNotNameTheTemporaryFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x")
	os.MkdirAll(filepath.Join(path, "full"), 0o755) // a folder in the way
	err := WriteFileAt(path, []byte("data"), 0o644)
	if err == nil || strings.Contains(err.Error(), tempMark) || strings.Contains(err.Error(), path) {
		t.Fatalf("err = %v", err)
	}
}

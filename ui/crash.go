package ui

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/store"
)

// maxCaptured bounds what captureOutput keeps.
const maxCaptured = 1 << 20

// captureOutput runs run with os.Stdout and os.Stderr sent to a buffer,
// and the terminal's own output handed to run to draw on: Bubble Tea
// prints a caught panic's stack to them, over the one line Parlour
// promises. It returns what was written there (at most maxCaptured bytes).
func captureOutput(run func(terminal *os.File) error) ([]byte, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, run(os.Stdout)
	}
	terminal, stderr := os.Stdout, os.Stderr
	var kept capped
	copied := make(chan struct{})
	go func() {
		io.Copy(&kept, r)
		close(copied)
	}()
	os.Stdout, os.Stderr = w, w
	err = run(terminal)
	os.Stdout, os.Stderr = terminal, stderr
	w.Close()
	<-copied
	r.Close()
	return kept.Bytes(), err
}

// capped is a buffer that keeps the first maxCaptured bytes written to it.
type capped struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (c *capped) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if room := maxCaptured - c.buf.Len(); room > 0 {
		c.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

func (c *capped) Bytes() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.buf.Bytes()
}

// afterRun reports how the program ended (runError), with what it wrote
// while it ran: after a crash, kept in a file (crash-TIME.txt in the data
// folder, else the temporary folder) that the one line names; otherwise
// passed on to standard error.
func afterRun(err error, output []byte, s *store.Store) error {
	reported := runError(err, s.Dir())
	if !errors.Is(err, tea.ErrProgramPanic) {
		os.Stderr.Write(output)
		return reported
	}
	if where := keepCrash(output, s); where != "" {
		return fmt.Errorf("%w; what went wrong is in %s", reported, where)
	}
	return reported
}

// keepCrash writes a crash's output to a file and returns its path, or ""
// when none could be written.
func keepCrash(output []byte, s *store.Store) string {
	name := "crash-" + time.Now().UTC().Format("20060102T150405Z") + ".txt"
	if s.WriteFile(name, output) == nil {
		return s.Dir() + string(os.PathSeparator) + name
	}
	f, err := os.CreateTemp("", "parlour-crash-*.txt")
	if err != nil {
		return ""
	}
	defer f.Close()
	if _, err := f.Write(output); err != nil {
		return ""
	}
	return f.Name()
}

// hangUps are the signals that end Parlour as Ctrl+C does: the terminal
// closed (SIGHUP) and Ctrl+\ (SIGQUIT). Bubble Tea itself handles SIGINT
// and SIGTERM; left to these, the terminal stayed raw.
var hangUps = []os.Signal{syscall.SIGHUP, syscall.SIGQUIT}

// quitOnHangUp ends p as Ctrl+C does (every screen saves, then the
// terminal is restored) when a hang-up signal comes; if the program has
// not ended a moment later, it is killed, which restores the terminal
// too. stop stops listening.
func quitOnHangUp(p *tea.Program) (stop func()) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, hangUps...)
	done := make(chan struct{})
	go func() {
		select {
		case <-sig:
			p.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
			select {
			case <-time.After(2 * time.Second):
				p.Kill()
			case <-done:
			}
		case <-done:
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}

package ui

import (
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/internal/testgame"
	"parlour/ui/menu"
	"parlour/ui/screen"
	"parlour/ui/store"
)

// TestACrashIsKeptInAFile: what Bubble Tea prints of a caught panic (its
// stack, on standard output and error) goes to a file in the data folder,
// and the one line names it; nothing is printed before that line.
func TestACrashIsKeptInAFile(t *testing.T) {
	s := store.New(t.TempDir())
	out, err := captureOutput(func(terminal *os.File) error {
		fmt.Printf("Caught panic:\n\nboom\n\nRestoring terminal...\n\n")
		fmt.Fprintln(os.Stderr, "goroutine 1 [running]:\nmain.main()")
		return fmt.Errorf("%w: %w", tea.ErrProgramKilled, tea.ErrProgramPanic)
	})
	if !strings.Contains(string(out), "boom") || !strings.Contains(string(out), "goroutine 1") {
		t.Fatalf("captured %q", out)
	}
	reported := afterRun(err, out, s)
	if reported == nil || !strings.Contains(reported.Error(), "internal error") || !strings.Contains(reported.Error(), s.Dir()+string(os.PathSeparator)+"crash-") {
		t.Fatalf("reported %v", reported)
	}
	name := reported.Error()[strings.LastIndex(reported.Error(), " ")+1:]
	if data, err := os.ReadFile(name); err != nil || !strings.Contains(string(data), "goroutine 1") {
		t.Fatalf("the crash file %s reads %q, %v", name, data, err)
	}
}

// TestAHangUpEndsParlourAsCtrlCDoes: SIGHUP (the terminal closed) and
// SIGQUIT end the program through Ctrl+C's way, which restores the
// terminal, rather than leaving it raw.
func TestAHangUpEndsParlourAsCtrlCDoes(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGQUIT} {
		env := NewEnv(Options{DataDir: t.TempDir(), NoColor: true, Games: []screen.Entry{testgame.Game()}})
		p := tea.NewProgram(NewApp(env, menu.New(env)), tea.WithInput(nil), tea.WithOutput(io.Discard), tea.WithoutRenderer())
		stop := quitOnHangUp(p)
		ended := make(chan error, 1)
		go func() { _, err := p.Run(); ended <- err }()
		time.Sleep(100 * time.Millisecond)
		syscall.Kill(os.Getpid(), sig)
		select {
		case err := <-ended:
			if err != nil {
				t.Errorf("%v: the program ended with %v, not as Ctrl+C ends it", sig, err)
			}
		case <-time.After(5 * time.Second):
			p.Kill()
			t.Fatalf("%v: the program went on", sig)
		}
		stop()
	}
}

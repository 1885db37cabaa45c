package cli

import (
	"bytes"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

func TestServeRefusesBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--rooms-max", "0"},
		{"serve", "--name-len", "99"},
		{"serve", "--idle-timeout", "soon"},
		{"serve", "--no-such-flag"},
		{"serve", "extra"},
	} {
		r := run(nil, args...)
		if r.code != ExitUsage || !strings.Contains(r.stderr, "parlour") {
			t.Errorf("%v: exit %d, stderr %q", args, r.code, r.stderr)
		}
	}
}

func TestServeHelp(t *testing.T) {
	r := run(nil, "serve", "--help")
	if r.code != ExitOK || !strings.Contains(r.stdout, "--takeover-after") || !strings.Contains(r.stdout, "127.0.0.1:23234") {
		t.Fatalf("exit %d: %s", r.code, r.stdout)
	}
}

// syncBuffer is a bytes.Buffer safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestServeStartsPrintsFingerprintAndStopsOnSignal runs `parlour serve` on
// a random loopback port: it makes the host key (mode 0600), prints its
// fingerprint, answers an SSH client, and stops cleanly when told.
func TestServeStartsPrintsFingerprintAndStopsOnSignal(t *testing.T) {
	dir := t.TempDir()
	stop := make(chan struct{})
	oldStopped, oldReady := serveStopped, serveReady
	t.Cleanup(func() { serveStopped, serveReady = oldStopped, oldReady })
	serveStopped = func() (<-chan struct{}, func()) { return stop, func() {} }
	ready := make(chan string, 1)
	serveReady = func(addr string) { ready <- addr }
	var out, errb syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- Main([]string{"serve", "--listen", "127.0.0.1:0", "--data-dir", dir}, Env{Stdout: &out, Stderr: &errb})
	}()
	var addr string
	select {
	case addr = <-ready:
	case code := <-done:
		t.Fatalf("serve ended at once (%d): %s %s", code, out.String(), errb.String())
	case <-time.After(20 * time.Second):
		t.Fatal("serve never listened")
	}
	info, err := os.Stat(filepath.Join(dir, "ssh_host_ed25519_key"))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("host key: %v %v", info, err)
	}
	var hostKey gossh.PublicKey
	conn, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "ada",
		Auth:            []gossh.AuthMethod{gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil })},
		HostKeyCallback: func(_ string, _ net.Addr, k gossh.PublicKey) error { hostKey = k; return nil }})
	if err != nil {
		t.Fatal(err)
	}
	conn.Close()
	if fp := gossh.FingerprintSHA256(hostKey); !strings.Contains(out.String(), "Fingerprint "+fp) {
		t.Fatalf("the fingerprint %s is not printed:\n%s", fp, out.String())
	}
	close(stop)
	select {
	case code := <-done:
		if code != ExitOK || !strings.Contains(out.String(), "the rooms are saved") {
			t.Fatalf("exit %d: %s %s", code, out.String(), errb.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not stop")
	}
}

// TestServeLogsToABoundedFile: with --log FILE the log goes to FILE (a
// session's connect and disconnect lines), readable by its owner only.
func TestServeLogsToABoundedFile(t *testing.T) {
	dir := t.TempDir()
	logFile := filepath.Join(dir, "parlour.log")
	stop := make(chan struct{})
	oldStopped, oldReady := serveStopped, serveReady
	t.Cleanup(func() { serveStopped, serveReady = oldStopped, oldReady })
	serveStopped = func() (<-chan struct{}, func()) { return stop, func() {} }
	ready := make(chan string, 1)
	serveReady = func(addr string) { ready <- addr }
	var out, errb syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- Main([]string{"serve", "--listen", "127.0.0.1:0", "--data-dir", dir, "--log", logFile}, Env{Stdout: &out, Stderr: &errb})
	}()
	addr := <-ready
	conn, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "ada",
		Auth:            []gossh.AuthMethod{gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return nil, nil })},
		HostKeyCallback: gossh.InsecureIgnoreHostKey()})
	if err != nil {
		t.Fatal(err)
	}
	sess, err := conn.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.RequestPty("dumb", 24, 80, gossh.TerminalModes{}); err != nil {
		t.Fatal(err)
	}
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond)
	conn.Close()
	close(stop)
	if code := <-done; code != ExitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	data, err := os.ReadFile(logFile)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "msg=connect") || !strings.Contains(string(data), "user=ada") || strings.Contains(errb.String(), "msg=connect") {
		t.Fatalf("the log file holds:\n%s\nstandard error:\n%s", data, errb.String())
	}
	if info, err := os.Stat(logFile); err != nil || info.Mode().Perm()&0o077 != 0 {
		t.Fatalf("the log file's mode: %v %v", info, err)
	}
}

// TestServeConfigFile: a config file sets the settings by their flags'
// names, a flag on the command line wins over it, and a key that is no
// setting, or a value its flag refuses, is refused with its line.
func TestServeConfigFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "parlour.toml")
	write := func(text string) {
		if err := os.WriteFile(file, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write("# a comment\nrooms-max = 7\nidle-timeout = \"5m\"\nlisten = \"127.0.0.1:2222\"\n")
	r := run(nil, "serve", "--config", file, "--rooms-max", "9", "--print-config")
	if r.code != ExitOK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	for _, want := range []string{"rooms-max = 9\n", "idle-timeout = '5m0s'\n", "listen = '127.0.0.1:2222'\n"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("%q not in the settings:\n%s", want, r.stdout)
		}
	}
	for text, want := range map[string]string{
		"rooms-max = 7\n\nroom-max = 3\n":   ":3: no setting is called \"room-max\"",
		"config = \"other.toml\"\n":         ":1: no setting is called \"config\"",
		"rooms-max = 7\nidle-timeout = 5\n": ":2: idle-timeout",
		"[listen]\nport = 7\n":              ":1: listen takes a string",
		"rooms-max = \n":                    ":1:",
		"rooms-max = 0\n":                   "--rooms-max must be at least 1",
	} {
		write(text)
		r := run(nil, "serve", "--config", file, "--print-config")
		if r.code != ExitUsage || !strings.Contains(r.stderr, want) {
			t.Errorf("%q: exit %d, stderr %q, want %q", text, r.code, r.stderr, want)
		}
	}
}

// TestServePrintConfigRoundTrips: what --print-config prints, read back
// with --config, prints the same again, for every setting.
func TestServePrintConfigRoundTrips(t *testing.T) {
	dir := t.TempDir()
	first := run(nil, "serve", "--print-config", "--data-dir", dir, "--takeover-after", "90s", "--log", filepath.Join(dir, "log"),
		"--admin-keys", filepath.Join(dir, "admins"), "--sessions-max", "12")
	if first.code != ExitOK {
		t.Fatalf("exit %d: %s", first.code, first.stderr)
	}
	file := filepath.Join(dir, "parlour.toml")
	if err := os.WriteFile(file, []byte(first.stdout), 0o600); err != nil {
		t.Fatal(err)
	}
	again := run(nil, "serve", "--config", file, "--print-config")
	if again.code != ExitOK || again.stdout != first.stdout {
		t.Fatalf("exit %d, stderr %q; printed\n%s\nthen\n%s", again.code, again.stderr, first.stdout, again.stdout)
	}
	for _, name := range []string{"listen", "data-dir", "takeover-after", "admin-keys", "sessions-max", "log", "room-expiry"} {
		if !strings.Contains(first.stdout, "\n"+name+" = ") {
			t.Errorf("%s not printed", name)
		}
	}
}

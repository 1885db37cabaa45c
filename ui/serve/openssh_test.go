package serve

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/creack/pty"
	gossh "golang.org/x/crypto/ssh"
)

// TestRealOpenSSHClientIntoLobbyAndRoom drives Debian's OpenSSH client in a
// pseudo-terminal, as a player would: the lobby, a new room, then a second
// client straight into that room with -t ROOM, the game started and a move
// made. It skips when there is no ssh (.ci/run installs openssh-client).
func TestRealOpenSSHClientIntoLobbyAndRoom(t *testing.T) {
	sshPath, err := exec.LookPath("ssh")
	if err != nil {
		t.Skip("no OpenSSH client (ssh) on this machine: install openssh-client to run this test")
	}
	dir := t.TempDir()
	ts := startServer(t, dir, testLimits())
	_, port, _ := net.SplitHostPort(ts.addr)
	keyFile := func(name string) string {
		_, priv, err := ed25519.GenerateKey(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		block, err := gossh.MarshalPrivateKey(priv, "")
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, pem.EncodeToMemory(block), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	start := func(user, key string, extra ...string) *client {
		args := append([]string{"-F", "/dev/null", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
			"-o", "IdentitiesOnly=yes", "-o", "LogLevel=ERROR", "-i", key, "-p", port, "-t", user + "@127.0.0.1"}, extra...)
		cmd := exec.Command(sshPath, args...)
		cmd.Env = append(os.Environ(), "TERM=xterm-256color")
		f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 30, Cols: 100})
		if err != nil {
			t.Skipf("cannot run ssh in a pseudo-terminal here: %v", err)
		}
		c := &client{t: t, stdin: f, ended: make(chan struct{})}
		tall := false
		c.repaint = func() {
			tall = !tall
			rows := uint16(30)
			if tall {
				rows = 31
			}
			pty.Setsize(f, &pty.Winsize{Rows: rows, Cols: 100})
		}
		go func() {
			buf := make([]byte, 4096)
			for {
				n, err := f.Read(buf)
				if n > 0 {
					c.mu.Lock()
					c.out.Write(buf[:n])
					c.mu.Unlock()
				}
				if err != nil {
					break
				}
			}
		}()
		go func() { cmd.Wait(); close(c.ended) }()
		t.Cleanup(func() {
			cmd.Process.Kill()
			select {
			case <-c.ended:
			case <-time.After(5 * time.Second):
			}
			f.Close()
		})
		return c
	}
	ada := start("ada", keyFile("ada"))
	ada.waitFor("You are ada (key SHA256:")
	createRoom(ada, "Real", true)
	bob := start("bob", keyFile("bob"), "Real")
	bob.waitFor("laid by ada")
	bob.keys("t")
	bob.waitFor("bob (you)")
	ada.waitFor("bob")
	ada.keys("s")
	ada.waitFor("YOUR TURN")
	ada.keys("3")
	ada.waitFor(secret(0, 0, 3))
	bob.waitFor("YOUR TURN")
	// Ctrl+C ends the session; the OpenSSH client exits.
	bob.keys("\x03")
	bob.waitEnd()
}

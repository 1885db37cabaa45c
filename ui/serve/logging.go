package serve

import (
	"io"
	"log/slog"
	"time"

	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	gossh "golang.org/x/crypto/ssh"
)

// maxLogField is the longest text a log line takes from a client: a
// user name, a command or a TERM is cut there. The text handler quotes
// and escapes any text with a space, a newline or a control character,
// so a name cannot forge a line.
const maxLogField = 64

// newLogger is the server's log: one line an event, key=value.
func newLogger(w io.Writer) *slog.Logger {
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{}))
}

// clip is s cut to maxLogField bytes for the log, saying so.
func clip(s string) string {
	if len(s) <= maxLogField {
		return s
	}
	return s[:maxLogField] + "…"
}

// connLog logs each session's start and end: who (the name as given, cut,
// and the key's fingerprint), from where, the command, the terminal and
// its size, and how long it lasted.
func (s *Server) connLog() wish.Middleware {
	return func(next ssh.Handler) ssh.Handler {
		return func(sess ssh.Session) {
			start := time.Now()
			pty, _, _ := sess.Pty()
			key := ""
			if k := sess.PublicKey(); k != nil {
				key = gossh.FingerprintSHA256(k)
			}
			s.log.Info("connect", "user", clip(sess.User()), "key", key, "addr", sess.RemoteAddr().String(),
				"command", clip(sess.RawCommand()), "term", clip(pty.Term), "width", pty.Window.Width, "height", pty.Window.Height,
				"client", clip(sess.Context().ClientVersion()))
			next(sess)
			s.log.Info("disconnect", "addr", sess.RemoteAddr().String(), "lasted", time.Since(start).Round(time.Millisecond))
		}
	}
}

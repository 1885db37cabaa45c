package serve

import (
	"sync"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// The environment a session's client may set: the library keeps every
// "env" request, so a client could send thousands of large ones (2,000
// of 30 KB cost 60 MB). Parlour reads a few variables (NO_COLOR,
// COLORFGBG, COLORTERM); more than these, or longer, are refused.
const (
	maxEnvRequests = 32
	maxEnvBytes    = 1024 // a variable's name and value together
)

// sessionChannel opens a session channel as the library does, its
// requests passed through envGate first.
func sessionChannel(srv *ssh.Server, conn *gossh.ServerConn, newChan gossh.NewChannel, ctx ssh.Context) {
	read := &ptyRead{done: make(chan struct{})}
	ctx.SetValue(ptyReadKey{}, read)
	ssh.DefaultSessionHandler(srv, conn, gatedChannel{newChan, read.done}, ctx)
}

// ptyReadKey is where the connection's ptyRead is kept in its SSH
// context.
type ptyReadKey struct{}

// ptyRead is closed once the session's handler has read its pty. The
// library writes a window change into that pty without a lock, so until
// then the changes wait in envGate (the last of them).
type ptyRead struct {
	done chan struct{}
	once sync.Once
}

// ptyWasRead says the session's handler has read its pty, or will not:
// its window changes may go on.
func ptyWasRead(sess ssh.Session) {
	if r, ok := sess.Context().Value(ptyReadKey{}).(*ptyRead); ok {
		r.once.Do(func() { close(r.done) })
	}
}

// gatedChannel is a new session channel whose requests go through
// envGate.
type gatedChannel struct {
	gossh.NewChannel
	ptyRead <-chan struct{}
}

// Accept accepts the channel, its requests gated.
func (c gatedChannel) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := c.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	go envGate(reqs, out, c.ptyRead)
	return ch, out, nil
}

// envGate passes requests from in to out, in order, refusing the "env"
// requests over the count or the size, and holding the window changes
// until ptyRead is closed: of those, the last goes on then (the others
// are answered, and dropped). It never holds the other requests: the
// "shell" that starts the handler may come after a change. out closes
// when in does.
func envGate(in <-chan *gossh.Request, out chan<- *gossh.Request, ptyRead <-chan struct{}) {
	defer close(out)
	envs := 0
	var held *gossh.Request // the last window change, while the pty is being read
	for {
		var read <-chan struct{}
		if held != nil {
			read = ptyRead
		}
		var req *gossh.Request
		select {
		case <-read:
			req, held = held, nil
		case r, ok := <-in:
			if !ok {
				return
			}
			req = r
		}
		switch {
		case req.Type == "env":
			if envs++; envs > maxEnvRequests || len(req.Payload) > maxEnvBytes {
				if req.WantReply {
					req.Reply(false, nil)
				}
				continue
			}
		case req.Type == "window-change" && !closed(ptyRead):
			if held != nil && held.WantReply {
				held.Reply(true, nil)
			}
			held = req
			continue
		}
		out <- req
	}
}

// closed reports whether c is closed.
func closed(c <-chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

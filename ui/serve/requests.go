package serve

import (
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
	ssh.DefaultSessionHandler(srv, conn, gatedChannel{newChan}, ctx)
}

// gatedChannel is a new session channel whose requests go through
// envGate.
type gatedChannel struct{ gossh.NewChannel }

// Accept accepts the channel, its requests gated.
func (c gatedChannel) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := c.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	go envGate(reqs, out)
	return ch, out, nil
}

// envGate passes requests from in to out, in order, refusing the "env"
// requests over the count or the size; out closes when in does.
func envGate(in <-chan *gossh.Request, out chan<- *gossh.Request) {
	defer close(out)
	envs := 0
	for req := range in {
		if req.Type == "env" {
			if envs++; envs > maxEnvRequests || len(req.Payload) > maxEnvBytes {
				if req.WantReply {
					req.Reply(false, nil)
				}
				continue
			}
		}
		out <- req
	}
}

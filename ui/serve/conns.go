package serve

import (
	"net"
	"sync"
	"time"

	"github.com/charmbracelet/ssh"
	lru "github.com/hashicorp/golang-lru/v2"
	"golang.org/x/time/rate"
)

// A connection is counted from its first byte: at most twice
// SessionsPerAddress at once from one address (room for connections
// being refused a session, with the reason, beside those playing), and
// closed unless it opens its session (the SSH handshake, the login and
// the session's request) within StartWithin. Silent connections, or
// logged-in ones that never ask for a session, were held for ever.

// connKey is where a connection's conn is kept in its SSH context.
type connKey struct{}

// conns counts the connections at once from each address, and paces the
// new ones: ConnectionsPerMinute from an address, in a burst of as many.
type conns struct {
	mu      sync.Mutex
	perAddr map[string]int
	pace    *lru.Cache[string, *rate.Limiter] // the addresses seen last, each its own pace
}

// maxPacedAddresses is how many addresses' paces are kept, the least
// recently seen forgotten first.
const maxPacedAddresses = 10_000

func newConns() conns {
	pace, _ := lru.New[string, *rate.Limiter](maxPacedAddresses) // an error only for a size below 1
	return conns{perAddr: map[string]int{}, pace: pace}
}

// paced reports whether a new connection from addr is within its pace of
// perMinute a minute.
func (c *conns) paced(addr string, perMinute int) bool {
	lim, ok := c.pace.Get(addr)
	if !ok {
		lim = rate.NewLimiter(rate.Limit(float64(perMinute)/60), perMinute)
		c.pace.Add(addr, lim)
	}
	return lim.Allow()
}

// edgeConn is a connection as the server holds it: counted for its
// address until it closes, and closed if its session does not start in
// time.
type edgeConn struct {
	net.Conn
	addr    string
	c       *conns
	timer   *time.Timer
	closing sync.Once
}

// admit is the server's ConnCallback: it refuses a connection over its
// address's count (nil closes it), and arms the start's deadline.
func (s *Server) admit(ctx ssh.Context, nc net.Conn) net.Conn {
	addr := remoteIP(nc.RemoteAddr())
	if s.desk.bannedAddr(addr) {
		s.log.Warn("refused", "addr", addr, "reason", "banned")
		s.metrics.refused.count(refusedBanned)
		return nil
	}
	s.conns.mu.Lock()
	if !s.conns.paced(addr, s.cfg.Limits.ConnectionsPerMinute) {
		s.conns.mu.Unlock()
		s.log.Warn("refused", "addr", addr, "reason", "new connections too fast (--connections-per-minute)", "most", s.cfg.Limits.ConnectionsPerMinute)
		s.metrics.refused.count(refusedRate)
		return nil
	}
	if most := 2 * s.cfg.Limits.SessionsPerAddress; s.conns.perAddr[addr] >= most {
		s.conns.mu.Unlock()
		s.log.Warn("refused", "addr", addr, "reason", "connections at once (twice --sessions-per-address)", "most", most)
		s.metrics.refused.count(refusedAtOnce)
		return nil
	}
	s.conns.perAddr[addr]++
	s.conns.mu.Unlock()
	ec := &edgeConn{Conn: nc, addr: addr, c: &s.conns}
	ec.timer = time.AfterFunc(s.cfg.Limits.StartWithin, func() {
		s.log.Warn("closed", "addr", addr, "reason", "no session within --start-within", "within", s.cfg.Limits.StartWithin)
		s.metrics.refused.count(refusedNoSession)
		ec.Close()
	})
	ctx.SetValue(connKey{}, ec)
	return ec
}

// started stops the start's deadline of the session's connection.
func started(sess ssh.Session) {
	if ec, ok := sess.Context().Value(connKey{}).(*edgeConn); ok {
		ec.timer.Stop()
	}
}

// Close closes the connection and counts it out, once.
func (ec *edgeConn) Close() error {
	err := ec.Conn.Close()
	ec.closing.Do(func() {
		ec.timer.Stop()
		ec.c.mu.Lock()
		if ec.c.perAddr[ec.addr]--; ec.c.perAddr[ec.addr] <= 0 {
			delete(ec.c.perAddr, ec.addr)
		}
		ec.c.mu.Unlock()
	})
	return err
}

package serve

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"time"
)

// The metrics are served by a responder of their own: a scraper asks for
// them with one plain HTTP/1.x GET, and this answers that request and closes
// the connection. net/http's server, and the TLS and HTTP/2 code it brings,
// made every Parlour 2.3 MB larger for this one address (issue 43).

// The bounds of a scrape, in bytes, time and connections at once.
const (
	metricsRequestMost = 8 << 10          // bytes of the request line and headers
	metricsDeadline    = 10 * time.Second // to read the request and write the answer
	metricsAtOnce      = 8                // scrapes answered at once; more are closed unanswered
)

// metricsRequest is what a scraper asked for.
type metricsRequest struct {
	status int  // 200, or the status of the refusal
	head   bool // a HEAD request: the answer has no body
}

// statusText is the reason phrase of the statuses a scrape is answered with.
var statusText = map[int]string{
	200: "OK",
	400: "Bad Request",
	404: "Not Found",
	405: "Method Not Allowed",
	505: "HTTP Version Not Supported",
}

// listen opens the metrics' address and serves them there.
func (m *metrics) listen(addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("--metrics: %w", err)
	}
	m.listener, m.addr = ln, ln.Addr()
	go m.serve(ln)
	return nil
}

// close stops serving the figures. A scrape being answered ends by its
// deadline.
func (m *metrics) close() {
	if m.listener != nil {
		m.listener.Close()
	}
}

// serve answers the scrapes that come to ln until it is closed, at most
// metricsAtOnce at once.
func (m *metrics) serve(ln net.Listener) {
	busy := make(chan struct{}, metricsAtOnce)
	for {
		c, err := ln.Accept()
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil { // out of descriptors, say: wait, as net/http does
			time.Sleep(100 * time.Millisecond)
			continue
		}
		select {
		case busy <- struct{}{}:
			go func() {
				defer func() { <-busy }()
				m.answer(c)
			}()
		default:
			c.Close()
		}
	}
}

// answer reads one request from c and answers it.
func (m *metrics) answer(c net.Conn) {
	defer c.Close()
	c.SetDeadline(time.Now().Add(metricsDeadline))
	req := readMetricsRequest(bufio.NewReader(io.LimitReader(c, metricsRequestMost)))
	var body bytes.Buffer
	if req.status == 200 {
		m.write(&body)
	} else {
		body.WriteString(statusText[req.status] + "\n")
	}
	fmt.Fprintf(c, "HTTP/1.1 %d %s\r\nContent-Type: text/plain; version=0.0.4; charset=utf-8\r\nContent-Length: %d\r\nConnection: close\r\n",
		req.status, statusText[req.status], body.Len())
	if req.status == 405 {
		io.WriteString(c, "Allow: GET, HEAD\r\n")
	}
	io.WriteString(c, "\r\n")
	if !req.head {
		c.Write(body.Bytes())
	}
}

// readMetricsRequest reads a request's line and headers from r, which ends
// at the most a request may be, and says how to answer it: the figures
// for GET or HEAD of /metrics, a refusal for anything else.
func readMetricsRequest(r *bufio.Reader) metricsRequest {
	line, err := r.ReadString('\n')
	if err != nil {
		return metricsRequest{status: 400}
	}
	parts := strings.Split(strings.TrimRight(line, "\r\n"), " ")
	if len(parts) != 3 || parts[1] == "" {
		return metricsRequest{status: 400}
	}
	method, target, version := parts[0], parts[1], parts[2]
	for { // the headers, to the blank line that ends them; none is needed
		h, err := r.ReadString('\n')
		if err != nil {
			return metricsRequest{status: 400}
		}
		if h == "\n" || h == "\r\n" {
			break
		}
	}
	req := metricsRequest{head: method == "HEAD"}
	path, _, _ := strings.Cut(target, "?")
	switch {
	case version != "HTTP/1.1" && version != "HTTP/1.0":
		req.status = 505
	case method != "GET" && method != "HEAD":
		req.status = 405
	case path != "/metrics":
		req.status = 404
	default:
		req.status = 200
	}
	return req
}

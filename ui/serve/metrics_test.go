package serve

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// scrape reads the figures from the server's metrics endpoint.
func scrape(t *testing.T, ts *testServer) string {
	t.Helper()
	resp, err := http.Get("http://" + ts.MetricsAddress() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d, %v", resp.StatusCode, err)
	}
	return string(body)
}

// figure is the value of the series named (with its labels) in text.
func figure(t *testing.T, text, series string) float64 {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(series) + ` (\S+)$`).FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("no %s in:\n%s", series, text)
	}
	v, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestMetricsEndpoint scrapes --metrics: sessions, rooms, keys and frame
// bytes counted, and a refused connection counted by its reason.
func TestMetricsEndpoint(t *testing.T) {
	limits := testLimits()
	limits.ConnectionsPerMinute = 3
	ts := startServerConfig(t, Config{DataDir: t.TempDir(), Limits: limits, Metrics: "127.0.0.1:0"})
	before := scrape(t, ts)
	if figure(t, before, "parlour_sessions") != 0 || figure(t, before, `parlour_refused_connections_total{reason="rate"}`) != 0 {
		t.Fatalf("figures before any session:\n%s", before)
	}
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t)})
	createRoom(ada, "Counted", true)
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t)})
	bob.waitFor("Counted")
	bob.keys("/")
	bob.waitFor("Join the room called")
	bob.keys("abc")
	for range 3 { // the first comes in (a burst of 3), the others are over --connections-per-minute
		dial(t, ts.addr, dialOpts{user: "eve", key: newKey(t)})
	}
	waitUntil(t, "three sessions", func() bool { return ts.sessionCount() == 3 })
	time.Sleep(50 * time.Millisecond) // bob's last keys drawn
	after := scrape(t, ts)
	if n := figure(t, after, "parlour_sessions"); n != 3 {
		t.Errorf("sessions %v, want 3", n)
	}
	if n := figure(t, after, "parlour_rooms"); n != 1 {
		t.Errorf("rooms %v, want 1", n)
	}
	if n := figure(t, after, "parlour_keys_total"); n < 4 {
		t.Errorf("keys %v, want at least bob's 4 and ada's", n)
	}
	if n := figure(t, after, "parlour_frame_bytes_total"); n < 1000 {
		t.Errorf("frame bytes %v", n)
	}
	if n := figure(t, after, `parlour_refused_connections_total{reason="rate"}`); n < 1 {
		t.Errorf("refused for their rate: %v", n)
	}
	if n := figure(t, after, "go_goroutines"); n < 1 {
		t.Errorf("goroutines %v", n)
	}
	if n := figure(t, after, "go_memory_total_bytes"); n < 1<<20 {
		t.Errorf("the runtime's memory %v", n)
	}
	if n := figure(t, after, "process_start_time_seconds"); n < float64(time.Now().Add(-time.Hour).Unix()) {
		t.Errorf("started at %v", n)
	}
	if runtime.GOOS == "linux" {
		if n := figure(t, after, "process_resident_memory_bytes"); n < 1<<20 {
			t.Errorf("resident memory %v", n)
		}
		if n := figure(t, after, "process_open_fds"); n < 3 {
			t.Errorf("open files %v", n)
		}
	}
	checkExposition(t, after)
}

// checkExposition checks text is in Prometheus's text format: each figure
// a name, perhaps a label, and a number, after its help and type.
func checkExposition(t *testing.T, text string) {
	t.Helper()
	line := regexp.MustCompile(`^(# HELP [a-z_]+ .+|# TYPE [a-z_]+ (counter|gauge)|[a-z_]+(\{reason="[a-z-]+"\})? [0-9.e+-]+)$`)
	typed := map[string]bool{}
	for _, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if !line.MatchString(l) {
			t.Errorf("not in the text format: %q", l)
			continue
		}
		if f := strings.Fields(l); f[0] == "#" && f[1] == "TYPE" {
			typed[f[2]] = true
		} else if name, _, _ := strings.Cut(f[0], "{"); f[0] != "#" && !typed[name] {
			t.Errorf("%s has no type before it", name)
		}
	}
}

// TestMetricsOnlyOnLoopback: --metrics on an address others reach is
// refused unless the operator says so.
func TestMetricsOnlyOnLoopback(t *testing.T) {
	for addr, ok := range map[string]bool{"127.0.0.1:9100": true, "[::1]:9100": true, "localhost:9100": true,
		"0.0.0.0:9100": false, ":9100": false, "192.0.2.7:9100": false, "metrics.example:9100": false} {
		err := checkMetricsAddress(addr, false)
		if (err == nil) != ok {
			t.Errorf("%s: %v", addr, err)
		}
		if err != nil && !strings.Contains(err.Error(), "--metrics-public") {
			t.Errorf("%s: the refusal does not say how: %v", addr, err)
		}
		if err := checkMetricsAddress(addr, true); err != nil {
			t.Errorf("%s with --metrics-public: %v", addr, err)
		}
	}
	if _, err := New(Config{DataDir: t.TempDir(), Limits: testLimits(), Metrics: "0.0.0.0:0"}); err == nil {
		t.Fatal("the server started with public metrics not asked for")
	}
}

// TestMetricsRequests: the responder answers GET and HEAD of /metrics and
// refuses anything else with the status that says why.
func TestMetricsRequests(t *testing.T) {
	for _, c := range []struct {
		request string
		want    metricsRequest
	}{
		{"GET /metrics HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n", metricsRequest{status: 200}},
		{"GET /metrics?x=1 HTTP/1.0\n\n", metricsRequest{status: 200}},
		{"HEAD /metrics HTTP/1.1\r\n\r\n", metricsRequest{status: 200, head: true}},
		{"GET / HTTP/1.1\r\n\r\n", metricsRequest{status: 404}},
		{"GET /metrics/x HTTP/1.1\r\n\r\n", metricsRequest{status: 404}},
		{"POST /metrics HTTP/1.1\r\nContent-Length: 0\r\n\r\n", metricsRequest{status: 405}},
		{"GET /metrics HTTP/2.0\r\n\r\n", metricsRequest{status: 505}},
		{"GET /metrics\r\n\r\n", metricsRequest{status: 400}},
		{"GET  /metrics HTTP/1.1\r\n\r\n", metricsRequest{status: 400}},
		{"GET /metrics HTTP/1.1\r\nHost: x\r\n", metricsRequest{status: 400}}, // no blank line
		{"GET /metrics HTTP/1.1\r\n" + strings.Repeat("X-Long: "+strings.Repeat("y", 100)+"\r\n", 100) + "\r\n",
			metricsRequest{status: 400}}, // past metricsRequestMost
		{"", metricsRequest{status: 400}},
	} {
		r := bufio.NewReader(io.LimitReader(strings.NewReader(c.request), metricsRequestMost))
		if got := readMetricsRequest(r); got != c.want {
			t.Errorf("%.40q: %+v, want %+v", c.request, got, c.want)
		}
	}
}

// FuzzMetricsRequest: no request makes the reader panic or answer with a
// status it has no words for, and only GET or HEAD of /metrics is
// answered with the figures.
func FuzzMetricsRequest(f *testing.F) {
	f.Add([]byte("GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n"))
	f.Add([]byte("HEAD /metrics?a HTTP/1.0\n\n"))
	f.Add([]byte("GET /metrics HTTP/1.1\r\n"))
	f.Fuzz(func(t *testing.T, request []byte) {
		req := readMetricsRequest(bufio.NewReader(io.LimitReader(bytes.NewReader(request), metricsRequestMost)))
		if statusText[req.status] == "" {
			t.Fatalf("status %d", req.status)
		}
		if req.status == 200 && !bytes.HasPrefix(request, []byte("GET /metrics")) && !bytes.HasPrefix(request, []byte("HEAD /metrics")) {
			t.Fatalf("%q answered with the figures", request)
		}
	})
}

// TestMetricsEndpointRefusesAndBounds: over a real connection, a wrong
// path is refused, HEAD has no body, and connections beyond
// metricsAtOnce are closed unanswered while the others are held open.
func TestMetricsEndpointRefusesAndBounds(t *testing.T) {
	ts := startServerConfig(t, Config{DataDir: t.TempDir(), Limits: testLimits(), Metrics: "127.0.0.1:0"})
	get := func(method, path string) (*http.Response, string) {
		t.Helper()
		req, err := http.NewRequest(method, "http://"+ts.MetricsAddress()+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp, string(body)
	}
	if resp, body := get("GET", "/"); resp.StatusCode != 404 || body != "Not Found\n" {
		t.Errorf("GET /: %d %q", resp.StatusCode, body)
	}
	if resp, body := get("DELETE", "/metrics"); resp.StatusCode != 405 || resp.Header.Get("Allow") != "GET, HEAD" {
		t.Errorf("DELETE: %d %q, Allow %q", resp.StatusCode, body, resp.Header.Get("Allow"))
	}
	if resp, body := get("HEAD", "/metrics"); resp.StatusCode != 200 || body != "" || resp.ContentLength < 100 {
		t.Errorf("HEAD: %d, %d bytes said, %q", resp.StatusCode, resp.ContentLength, body)
	}

	// Connections that send nothing hold their places until the deadline;
	// of more than metricsAtOnce such, the rest are closed unanswered. (A
	// scrape just answered may still hold its place for a moment, so a
	// few more may be closed, never fewer.)
	const extra = 4
	conns := make([]net.Conn, metricsAtOnce+extra)
	for i := range conns {
		c, err := net.Dial("tcp", ts.MetricsAddress())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		conns[i] = c
	}
	deadline := time.Now().Add(2 * time.Second)
	held := make(chan bool, len(conns))
	for _, c := range conns {
		c.SetReadDeadline(deadline)
		go func() {
			_, err := c.Read(make([]byte, 1))
			held <- errors.Is(err, os.ErrDeadlineExceeded)
		}()
	}
	open := 0
	for range conns {
		if <-held {
			open++
		}
	}
	if open > metricsAtOnce || open == 0 {
		t.Fatalf("%d of %d idle connections held open; want at most %d, and some", open, len(conns), metricsAtOnce)
	}
	for _, c := range conns {
		c.Close()
	}
	waitUntil(t, "a scrape once the places are free", func() bool {
		resp, err := http.Get("http://" + ts.MetricsAddress() + "/metrics")
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode == 200 && strings.Contains(string(body), "parlour_sessions")
	})
}

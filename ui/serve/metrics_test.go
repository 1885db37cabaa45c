package serve

import (
	"io"
	"net/http"
	"regexp"
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

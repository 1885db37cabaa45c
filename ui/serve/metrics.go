package serve

import (
	"fmt"
	"io"
	"net"

	vm "github.com/VictoriaMetrics/metrics"
)

// metrics are the server's figures, served in Prometheus's text format on
// --metrics when it is given (always counted: counting costs little).
// They are kept with VictoriaMetrics/metrics rather than Prometheus's own
// client: that one's registry, collectors and protocol buffers made every
// Parlour, server or not, 10 MB larger and 3 ms slower to start. They are
// served by a responder of their own (metricshttp.go), not net/http.
type metrics struct {
	set        *vm.Set
	keys       *vm.FloatCounter
	frameBytes *vm.FloatCounter
	refused    refusals
	listener   net.Listener
	addr       net.Addr
}

// refusals count the connections refused, by reason.
type refusals map[string]*vm.Counter

// WithLabelValues is the counter of reason.
func (r refusals) WithLabelValues(reason string) *vm.Counter { return r[reason] }

// The reasons a connection or session is refused, as the refused counter
// labels them.
const (
	refusedRate      = "rate"        // --connections-per-minute
	refusedAtOnce    = "per-address" // connections or sessions at once from an address
	refusedBanned    = "banned"      // a banned address or key
	refusedFull      = "full"        // --sessions-max
	refusedShutdown  = "shutdown"    // the server is stopping
	refusedCommand   = "command"     // a command too long
	refusedNoSession = "no-session"  // no session within --start-within
)

func newMetrics(sessions, rooms func() float64) *metrics {
	set := vm.NewSet()
	m := &metrics{set: set,
		keys:       set.NewFloatCounter("parlour_keys_total"),        // keys passed on to the screens, a key a letter
		frameBytes: set.NewFloatCounter("parlour_frame_bytes_total"), // bytes of the frames drawn
		refused:    refusals{},
	}
	set.NewGauge("parlour_sessions", sessions)
	set.NewGauge("parlour_rooms", rooms)
	for _, r := range []string{refusedRate, refusedAtOnce, refusedBanned, refusedFull, refusedShutdown, refusedCommand, refusedNoSession} {
		// each reason shows from the start, at 0
		m.refused[r] = set.NewCounter(`parlour_refused_connections_total{reason="` + r + `"}`)
	}
	return m
}

// write writes the figures, and the process's and the Go runtime's own,
// in Prometheus's text format.
func (m *metrics) write(w io.Writer) {
	m.set.WritePrometheus(w)
	vm.WriteProcessMetrics(w)
}

// checkMetricsAddress refuses an address that is not loopback, unless
// public says the operator means it: the figures tell who plays when.
func checkMetricsAddress(addr string, public bool) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("--metrics %q: %w", addr, err)
	}
	if public {
		return nil
	}
	if ip := net.ParseIP(host); host == "localhost" || ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("--metrics %s is not a loopback address: give 127.0.0.1:PORT, or add --metrics-public to serve the figures beyond this machine", addr)
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	io.Writer
	bytes *vm.FloatCounter
}

func (w countingWriter) Write(p []byte) (int, error) {
	n, err := w.Writer.Write(p)
	w.bytes.Add(float64(n))
	return n, err
}

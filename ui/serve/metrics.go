package serve

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the server's figures, served for Prometheus on
// --metrics when it is given (always counted: counting costs little).
type metrics struct {
	registry   *prometheus.Registry
	keys       prometheus.Counter
	frameBytes prometheus.Counter
	refused    *prometheus.CounterVec
	http       *http.Server
	addr       net.Addr
}

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
	m := &metrics{registry: prometheus.NewRegistry(),
		keys: prometheus.NewCounter(prometheus.CounterOpts{Name: "parlour_keys_total",
			Help: "Keys the sessions sent that were passed on to their screens (a key a letter)."}),
		frameBytes: prometheus.NewCounter(prometheus.CounterOpts{Name: "parlour_frame_bytes_total",
			Help: "Bytes of the frames drawn to the sessions."}),
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "parlour_refused_connections_total",
			Help: "Connections and sessions refused or closed at the edge, by reason."}, []string{"reason"}),
	}
	m.registry.MustRegister(m.keys, m.frameBytes, m.refused,
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "parlour_sessions", Help: "Sessions running."}, sessions),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "parlour_rooms", Help: "Rooms open."}, rooms),
		prometheus.NewGoCollector(),
		prometheus.NewProcessCollector(prometheus.ProcessCollectorOpts{}))
	for _, r := range []string{refusedRate, refusedAtOnce, refusedBanned, refusedFull, refusedShutdown, refusedCommand, refusedNoSession} {
		m.refused.WithLabelValues(r) // each reason shows from the start, at 0
	}
	return m
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

// listen opens the metrics' address and serves them there.
func (m *metrics) listen(addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("--metrics: %w", err)
	}
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{}))
	m.http = &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second,
		WriteTimeout: 10 * time.Second, MaxHeaderBytes: 8 << 10}
	m.addr = ln.Addr()
	go m.http.Serve(ln) // returns when closed
	return nil
}

// close stops serving the figures.
func (m *metrics) close() {
	if m.http != nil {
		m.http.Close()
	}
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	io.Writer
	bytes prometheus.Counter
}

func (w countingWriter) Write(p []byte) (int, error) {
	n, err := w.Writer.Write(p)
	w.bytes.Add(float64(n))
	return n, err
}

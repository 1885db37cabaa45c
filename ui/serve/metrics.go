package serve

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"os"
	rtmetrics "runtime/metrics"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// metrics are the server's figures, served in Prometheus's text format on
// --metrics when it is given (always counted: counting costs little).
// They are a few counters and gauges, counted and written here. The
// libraries that keep such figures link an HTTP client and server into
// every Parlour, server or not: Prometheus's own client made it 10 MB
// larger and 3 ms slower to start, VictoriaMetrics/metrics brought
// net/http, TLS and HTTP/2 (0.7 MB of the binary, and their start-up).
// They are served by a responder of their own (metricshttp.go).
type metrics struct {
	keys       counter // keys passed on to the screens, a key a letter
	frameBytes counter // bytes of the frames drawn
	refused    refusals
	// sessions and rooms are the figures of the moment.
	sessions, rooms func() float64
	started         time.Time
	listener        net.Listener
	addr            net.Addr
}

// counter is a figure that only grows.
type counter struct{ n atomic.Uint64 }

// Add counts n more.
func (c *counter) Add(n int) { c.n.Add(uint64(max(n, 0))) }

// Inc counts one more.
func (c *counter) Inc() { c.n.Add(1) }

// refusals count the connections refused, by reason.
type refusals map[string]*counter

// count counts one connection refused for reason.
func (r refusals) count(reason string) { r[reason].Inc() }

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

// refusedReasons are the reasons, in the order they are written.
var refusedReasons = []string{refusedRate, refusedAtOnce, refusedBanned, refusedFull, refusedShutdown, refusedCommand, refusedNoSession}

func newMetrics(sessions, rooms func() float64) *metrics {
	m := &metrics{refused: refusals{}, sessions: sessions, rooms: rooms, started: time.Now()}
	for _, r := range refusedReasons {
		m.refused[r] = new(counter) // each reason shows from the start, at 0
	}
	return m
}

// write writes the figures, and the process's and the Go runtime's own,
// in Prometheus's text format.
func (m *metrics) write(w io.Writer) {
	writeFigure(w, "parlour_sessions", "gauge", "Sessions open.", m.sessions())
	writeFigure(w, "parlour_rooms", "gauge", "Rooms open.", m.rooms())
	writeFigure(w, "parlour_keys_total", "counter", "Keys passed on to the screens, a key a letter.", float64(m.keys.n.Load()))
	writeFigure(w, "parlour_frame_bytes_total", "counter", "Bytes of the frames drawn.", float64(m.frameBytes.n.Load()))
	fmt.Fprintf(w, "# HELP parlour_refused_connections_total Connections and sessions refused, by reason.\n")
	fmt.Fprintf(w, "# TYPE parlour_refused_connections_total counter\n")
	for _, r := range refusedReasons {
		fmt.Fprintf(w, "parlour_refused_connections_total{reason=%q} %d\n", r, m.refused[r].n.Load())
	}
	writeRuntimeFigures(w)
	writeProcessFigures(w, m.started)
}

// writeFigure writes one figure with its help and type.
func writeFigure(w io.Writer, name, kind, help string, value float64) {
	fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s %s\n%s %s\n", name, help, name, kind, name, strconv.FormatFloat(value, 'g', -1, 64))
}

// runtimeFigures are the Go runtime's figures written, by their names in
// runtime/metrics.
var runtimeFigures = []struct{ sample, name, kind, help string }{
	{"/sched/goroutines:goroutines", "go_goroutines", "gauge", "Goroutines that exist."},
	{"/gc/cycles/total:gc-cycles", "go_gc_cycles_total", "counter", "Garbage collections completed."},
	{"/memory/classes/heap/objects:bytes", "go_heap_objects_bytes", "gauge", "Memory held by live objects and by dead ones not yet swept."},
	{"/memory/classes/total:bytes", "go_memory_total_bytes", "gauge", "Memory the Go runtime has mapped."},
}

// writeRuntimeFigures writes the Go runtime's figures.
func writeRuntimeFigures(w io.Writer) {
	samples := make([]rtmetrics.Sample, len(runtimeFigures))
	for i, f := range runtimeFigures {
		samples[i].Name = f.sample
	}
	rtmetrics.Read(samples)
	for i, f := range runtimeFigures {
		if samples[i].Value.Kind() == rtmetrics.KindUint64 {
			writeFigure(w, f.name, f.kind, f.help, float64(samples[i].Value.Uint64()))
		}
	}
}

// writeProcessFigures writes the process's start, and where the system
// tells them (/proc), its resident memory, CPU time and open files.
func writeProcessFigures(w io.Writer, started time.Time) {
	writeFigure(w, "process_start_time_seconds", "gauge", "When the server started, in seconds since 1970.", float64(started.Unix()))
	if rss, cpu, ok := procStat(); ok {
		writeFigure(w, "process_resident_memory_bytes", "gauge", "Resident memory.", rss)
		writeFigure(w, "process_cpu_seconds_total", "counter", "CPU time used, user and system.", cpu)
	}
	if fds, err := os.ReadDir("/proc/self/fd"); err == nil {
		writeFigure(w, "process_open_fds", "gauge", "Files open.", float64(len(fds)))
	}
}

// procStat reads the resident memory in bytes and the CPU time in seconds
// from /proc/self/stat, where there is one.
func procStat() (rss, cpu float64, ok bool) {
	data, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0, 0, false
	}
	// The command's name, in brackets, may hold spaces: the fields
	// counted here follow it.
	end := bytes.LastIndexByte(data, ')')
	if end < 0 {
		return 0, 0, false
	}
	fields := strings.Fields(string(data[end+1:]))
	// After the name: state is field 0, utime 11, stime 12, rss (pages) 21.
	if len(fields) < 22 {
		return 0, 0, false
	}
	utime, err1 := strconv.ParseFloat(fields[11], 64)
	stime, err2 := strconv.ParseFloat(fields[12], 64)
	pages, err3 := strconv.ParseFloat(fields[21], 64)
	if err1 != nil || err2 != nil || err3 != nil {
		return 0, 0, false
	}
	const ticks = 100 // a second's clock ticks (USER_HZ) on Linux
	return pages * float64(os.Getpagesize()), (utime + stime) / ticks, true
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
	bytes *counter
}

func (w countingWriter) Write(p []byte) (int, error) {
	n, err := w.Writer.Write(p)
	w.bytes.Add(n)
	return n, err
}

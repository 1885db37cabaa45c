package cli

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/pelletier/go-toml/v2"
	"gopkg.in/natefinch/lumberjack.v2"

	"parlour/ui"
	"parlour/ui/serve"
	"parlour/ui/store"
)

// serveUsage is the synopsis of `parlour serve`.
const serveUsage = "serve [--listen HOST:PORT] [--host-key PATH] [--data-dir DIR] [--authorized-keys FILE] [--admin-keys FILE] [--metrics HOST:PORT [--metrics-public]] " +
	"[--rooms-max N] [--sessions-max N] [--sessions-per-address N] [--idle-timeout D] [--keys-per-second N] [--bytes-per-second N] [--start-within D] [--connections-per-minute N] " +
	"[--room-name-len N] [--name-len N] [--takeover-after D] [--room-expiry D] [--unstarted-expiry D] [--rooms-per-key N] [--log FILE] [--config FILE] [--print-config]"

// serveStopped is closed when the server should stop: SIGINT or SIGTERM
// (tests replace it).
var serveStopped = func() (<-chan struct{}, func()) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
	done := make(chan struct{})
	go func() {
		if _, ok := <-sig; ok {
			close(done)
		}
	}()
	return done, func() { signal.Stop(sig); close(sig) }
}

// serveReady, when set (tests), is told the address the server listens on.
var serveReady func(addr string)

// serve runs `parlour serve`: the SSH server, until SIGINT or SIGTERM,
// which save every room before it exits.
func (c *command) serve(args []string) int {
	cfg := serve.Config{Limits: serve.DefaultLimits(), DataDir: c.opts.DataDir, Games: c.env.Games}
	fs := flag.NewFlagSet("parlour serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&cfg.Listen, "listen", serve.DefaultListen, "")
	fs.StringVar(&cfg.HostKey, "host-key", "", "")
	fs.StringVar(&cfg.DataDir, "data-dir", cfg.DataDir, "")
	fs.StringVar(&cfg.AuthorizedKeys, "authorized-keys", "", "")
	fs.StringVar(&cfg.AdminKeys, "admin-keys", "", "")
	fs.StringVar(&cfg.Metrics, "metrics", "", "")
	fs.BoolVar(&cfg.MetricsPublic, "metrics-public", false, "")
	l := &cfg.Limits
	fs.IntVar(&l.MaxRooms, "rooms-max", l.MaxRooms, "")
	fs.IntVar(&l.MaxSessions, "sessions-max", l.MaxSessions, "")
	fs.IntVar(&l.SessionsPerAddress, "sessions-per-address", l.SessionsPerAddress, "")
	fs.DurationVar(&l.IdleTimeout, "idle-timeout", l.IdleTimeout, "")
	fs.IntVar(&l.KeysPerSecond, "keys-per-second", l.KeysPerSecond, "")
	fs.IntVar(&l.BytesPerSecond, "bytes-per-second", l.BytesPerSecond, "")
	fs.DurationVar(&l.StartWithin, "start-within", l.StartWithin, "")
	fs.IntVar(&l.ConnectionsPerMinute, "connections-per-minute", l.ConnectionsPerMinute, "")
	fs.IntVar(&l.RoomNameLen, "room-name-len", l.RoomNameLen, "")
	fs.IntVar(&l.NameLen, "name-len", l.NameLen, "")
	fs.DurationVar(&l.TakeoverAfter, "takeover-after", l.TakeoverAfter, "")
	fs.DurationVar(&l.RoomExpiry, "room-expiry", l.RoomExpiry, "")
	fs.DurationVar(&l.UnstartedExpiry, "unstarted-expiry", l.UnstartedExpiry, "")
	fs.IntVar(&l.RoomsPerKey, "rooms-per-key", l.RoomsPerKey, "")
	logFile := ""
	fs.StringVar(&logFile, "log", "", "")
	configFile, printConfig := "", false
	fs.StringVar(&configFile, "config", "", "")
	fs.BoolVar(&printConfig, "print-config", false, "")
	help := false
	fs.BoolVar(&help, "help", false, "")
	fs.BoolVar(&help, "h", false, "")
	if err := fs.Parse(args); err != nil {
		return c.usageError("serve: %v; usage: parlour %s", err, serveUsage)
	}
	if help || c.help {
		fmt.Fprintf(c.env.Stdout, "usage: parlour %s\n\n%s", serveUsage, serveHelp)
		return ExitOK
	}
	if fs.NArg() > 0 {
		return c.usageError("serve takes no words, not %q", strings.Join(fs.Args(), " "))
	}
	if configFile != "" {
		if err := applyConfig(fs, configFile); err != nil {
			return c.usageError("serve: --config %v", err)
		}
	}
	if err := cfg.Limits.Check(); err != nil {
		return c.usageError("serve: %v", err)
	}
	if printConfig {
		text, err := settingsText(fs)
		if err != nil {
			fmt.Fprintf(c.env.Stderr, "parlour serve: %v\n", err)
			return ExitNegative
		}
		fmt.Fprint(c.env.Stdout, text)
		return ExitOK
	}
	cfg.Log = c.env.Stderr
	if logFile != "" {
		rotating := serveLog(logFile)
		defer rotating.Close()
		cfg.Log = rotating
	}
	ui.TuneCollector(c.env.Getenv, ui.ServerGCPercent)
	ui.KeepEndgamesLight()
	srv, err := serve.New(cfg)
	if err != nil {
		fmt.Fprintf(c.env.Stderr, "parlour serve: %v\n", err)
		return ExitNegative
	}
	ln, err := srv.Listen()
	if err != nil {
		srv.Shutdown(context.Background())
		fmt.Fprintf(c.env.Stderr, "parlour serve: %v\n", err)
		return ExitNegative
	}
	stop, release := serveStopped()
	defer release()
	fmt.Fprintf(c.env.Stdout, "Parlour is serving on %s\nHost key %s\nFingerprint %s\nPlay with: ssh -p %s %s\n",
		ln.Addr(), srv.HostKeyPath(), srv.Fingerprint(), port(ln.Addr().String()), host(ln.Addr().String()))
	if addr := srv.MetricsAddress(); addr != "" {
		fmt.Fprintf(c.env.Stdout, "Metrics on http://%s/metrics\n", addr)
	}
	if serveReady != nil {
		serveReady(ln.Addr().String())
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err = <-served:
	case <-stop:
		fmt.Fprintln(c.env.Stdout, "Stopping: saving every room.")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if serr := srv.Shutdown(ctx); serr != nil {
		err = errors.Join(err, serr)
	}
	if err != nil {
		fmt.Fprintf(c.env.Stderr, "parlour serve: %v\n", err)
		return ExitNegative
	}
	fmt.Fprintln(c.env.Stdout, "Stopped; the rooms are saved.")
	return ExitOK
}

func port(addr string) string {
	if i := strings.LastIndex(addr, ":"); i >= 0 {
		return addr[i+1:]
	}
	return addr
}

func host(addr string) string {
	if i := strings.LastIndex(addr, ":"); i >= 0 {
		h := strings.Trim(addr[:i], "[]")
		if h == "127.0.0.1" || h == "::1" || h == "" || h == "0.0.0.0" || h == "::" {
			return "localhost"
		}
		return h
	}
	return "localhost"
}

const serveHelp = `Serves Parlour over SSH: each player connects with ssh from their own
terminal and opens on a lobby of rooms. Rooms are saved under DATA/rooms/
and come back when the server starts again. SIGINT or SIGTERM stops the
server, saving every room.

  --listen HOST:PORT        where to listen (default 127.0.0.1:23234: this machine only)
  --host-key PATH           the ed25519 host key (default DATA/ssh_host_ed25519_key; made if missing)
  --data-dir DIR            the data folder (rooms/, sessions/, the host key)
  --authorized-keys FILE    only these keys (OpenSSH authorized_keys format) may enter
  --admin-keys FILE         these keys (authorized_keys format) may close rooms, end sessions, ban
                            keys and addresses, announce, and set the message of the day (a in the lobby)
  --metrics HOST:PORT       serve figures for Prometheus at http://HOST:PORT/metrics (loopback only)
  --metrics-public          let --metrics listen on an address other than loopback
  --rooms-max N             rooms open at once (default 50)
  --sessions-max N          sessions at once (default 200)
  --sessions-per-address N  sessions at once from one address, connections twice that (default 16)
  --idle-timeout D          close a session after D without a key, or whose client
                            takes no output for D (default 30m; 0: never)
  --keys-per-second N       keys a session may send a second; more are dropped (default 30)
  --bytes-per-second N      bytes of a session's input read a second, at most (default 16384)
  --start-within D          close a connection that has not opened its session by then (default 20s)
  --connections-per-minute N  new connections from one address a minute; faster are closed (default 60)
  --room-name-len N         characters in a room's name (default 24)
  --name-len N              characters in a display name (default 16)
  --takeover-after D        a computer plays an away player's seat after D (default 0: the room waits)
  --unstarted-expiry D      close sooner a room whose game never started, empty for D (default 1h; 0: --room-expiry alone)
  --rooms-per-key N         rooms one key may have laid at once (default 3; without a key, one)
  --log FILE                the log in FILE, not on standard error: 10 MB a file, the last 3 kept
  --room-expiry D           close a room nobody entered and whose game did not move for D (default 168h; 0: never)
  --config FILE             the settings in a TOML file, each by its flag's name (listen = "0.0.0.0:2222");
                            a flag given on the command line wins over the file
  --print-config            print the settings in effect, as a config file, and stop
`

// notSettings are the flags that are not settings of the server: a
// config file cannot hold them and --print-config leaves them out.
var notSettings = map[string]bool{"config": true, "print-config": true, "help": true, "h": true}

// applyConfig reads the TOML file at path into the flags of fs that the
// command line did not give. Its keys are the flags' names; a key that is
// no setting, or a value its flag refuses, is an error naming its line.
func applyConfig(fs *flag.FlagSet, path string) error {
	data, err := store.ReadRegularFile(path, 1<<20)
	if err != nil {
		return err
	}
	var values map[string]any
	if err := toml.Unmarshal(data, &values); err != nil {
		var de *toml.DecodeError
		if errors.As(err, &de) {
			row, _ := de.Position()
			return fmt.Errorf("%s:%d: %v", path, row, de)
		}
		return fmt.Errorf("%s: %w", path, err)
	}
	lines := keyLines(data)
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	for _, name := range slices.Sorted(maps.Keys(values)) {
		f := fs.Lookup(name)
		if f == nil || notSettings[name] {
			return fmt.Errorf("%s:%d: no setting is called %q (the settings are the flags of parlour serve --help)", path, lines[name], name)
		}
		var text string
		switch v := values[name].(type) {
		case string:
			text = v
		case int64:
			text = strconv.FormatInt(v, 10)
		case bool:
			text = strconv.FormatBool(v)
		default:
			return fmt.Errorf("%s:%d: %s takes a string, a whole number or true/false", path, lines[name], name)
		}
		if given[name] {
			continue
		}
		if err := fs.Set(name, text); err != nil {
			return fmt.Errorf("%s:%d: %s: %v", path, lines[name], name, err)
		}
	}
	return nil
}

// keyLines is the line of each top-level key of a TOML document: a strict
// decode into a struct with no fields reports every key with its place.
func keyLines(data []byte) map[string]int {
	var none struct{}
	err := toml.NewDecoder(bytes.NewReader(data)).DisallowUnknownFields().Decode(&none)
	lines := map[string]int{}
	var strict *toml.StrictMissingError
	if errors.As(err, &strict) {
		for _, e := range strict.Errors {
			if row, _ := e.Position(); len(e.Key()) > 0 {
				if _, seen := lines[e.Key()[0]]; !seen {
					lines[e.Key()[0]] = row
				}
			}
		}
	}
	return lines
}

// settingsText is every setting of fs with its value, as a config file
// --config reads.
func settingsText(fs *flag.FlagSet) (string, error) {
	values := map[string]any{}
	fs.VisitAll(func(f *flag.Flag) {
		if notSettings[f.Name] {
			return
		}
		switch v := f.Value.(flag.Getter).Get().(type) {
		case time.Duration:
			values[f.Name] = v.String()
		default:
			values[f.Name] = v
		}
	})
	out, err := toml.Marshal(values)
	if err != nil {
		return "", err
	}
	return "# parlour serve settings (parlour serve --config FILE)\n" + string(out), nil
}

// serveLog is the server's log in file, bounded: 10 MB a file, the last
// three kept beside it, owner-only (the log names players and addresses).
func serveLog(file string) *lumberjack.Logger {
	return &lumberjack.Logger{Filename: file, MaxSize: 10, MaxBackups: 3}
}

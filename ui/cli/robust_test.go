package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"parlour/ui"
	"parlour/ui/screen"
)

// runIn is run with stdin as standard input; it fails the test if the
// command does not return within a few seconds.
func runIn(t *testing.T, stdin io.Reader, args ...string) result {
	t.Helper()
	done := make(chan result, 1)
	go func() {
		var out, errb bytes.Buffer
		code := Main(args, Env{
			Stdin: stdin, Stdout: &out, Stderr: &errb,
			Getenv: func(string) string { return "" },
			Run:    func(ui.Options) error { return nil },
			Games:  []screen.Entry{{ID: "doublets", Title: "Doublets", Summary: "word ladders", MinSeats: 1, MaxSeats: 4}},
		})
		done <- result{code: code, stdout: out.String(), stderr: errb.String()}
	}()
	select {
	case r := <-done:
		return r
	case <-time.After(10 * time.Second):
		t.Fatalf("%q did not return", args)
		return result{}
	}
}

// endless is an input that never ends, like /dev/zero on standard input.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	return len(p), nil
}

func TestReadInputRefusesSpecialFilesWithoutBlocking(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "game.pgn4")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	link := filepath.Join(dir, "zero.pgn4")
	os.Symlink("/dev/zero", link)
	for _, path := range []string{"/dev/zero", fifo, link, dir} {
		r := runIn(t, strings.NewReader(""), "doublechess", "pgn4", path)
		wantTool(t, r, "doublechess", "pgn4", ExitNegative, "cannot read "+path, "not a regular file", "- to read standard input")
	}
}

func TestReadInputCapsAFileAndStandardInput(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.pgn4")
	os.WriteFile(path, nil, 0o644)
	os.Truncate(path, maxRecordFile+1)
	r := runIn(t, nil, "doublechess", "pgn4", path)
	wantTool(t, r, "doublechess", "pgn4", ExitNegative, "big.pgn4", "too large", "8 MB")

	r = runIn(t, endless{}, "doublechess", "pgn4", "-")
	wantTool(t, r, "doublechess", "pgn4", ExitNegative, "standard input is too large", "8 MB")

	if _, err := readInput(ToolEnv{Stdin: endless{}}, "-", 1000); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Fatalf("endless input: %v", err)
	}
	data, err := readInput(ToolEnv{Stdin: strings.NewReader("12345")}, "-", 5)
	if err != nil || string(data) != "12345" {
		t.Fatalf("input of exactly the limit: %q, %v", data, err)
	}
}

func TestPGN4ReadsStandardInput(t *testing.T) {
	r := runIn(t, strings.NewReader(dcSeedPGN4), "doublechess", "pgn4", "-")
	wantTool(t, r, "doublechess", "pgn4", ExitOK)
	if r.stdout != dcSeedOpeningPlayed+"\n" {
		t.Fatalf("stdout %q", r.stdout)
	}
}

func TestExtraWordsAreRefused(t *testing.T) {
	for _, args := range [][]string{
		{"version", "now"},
		{"doublets", "--help", "solve"},
		{"doublechess", "help", "me"},
		{"help", "doublets", "now"},
		{"help", "chess"},
	} {
		r := run(nil, args...)
		if r.code != ExitUsage || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", args, r.code, r.stdout, r.stderr)
		}
	}
	if r := run(nil, "help", "doublechess"); r.code != ExitOK || !strings.Contains(r.stdout, "parlour doublechess perft") {
		t.Errorf("help GAME: %+v", r)
	}
}

func TestFlagMessagesNameTheFlagAsWritten(t *testing.T) {
	for _, args := range [][]string{{"--data-dir"}, {"play", "doublets", "--data-dir"}, {"-data-dir"}} {
		r := run(nil, args...)
		if r.code != ExitUsage || !strings.Contains(r.stderr, "flag --data-dir needs a value") {
			t.Errorf("%q: exit %d, stderr %q", args, r.code, r.stderr)
		}
	}
	r := run(nil, "circularchess", "perft", "2", "--fen")
	wantTool(t, r, "circularchess", "perft", ExitUsage, "flag --fen needs a value")
	r = run(nil, "doublechess", "perft", "-1")
	wantTool(t, r, "doublechess", "perft", ExitUsage, `not "-1"`)
	if strings.Contains(r.stderr, "unknown flag") {
		t.Errorf("perft -1 read as a flag: %q", r.stderr)
	}
}

// TestEchoedTextIsSanitised: flags, words and file contents full of escape
// sequences come back escaped, never raw.
func TestEchoedTextIsSanitised(t *testing.T) {
	hostile := "\x1b[2J\x1b]0;owned\x07\x9b"
	for _, args := range [][]string{
		{"--" + hostile},
		{"play", hostile},
		{hostile},
		{"doublets", hostile},
		{"doublechess", "perft", "--" + hostile},
		{"doublechess", "move", "--fen4", hostile},
		{"circularchess", "move", "--fen", hostile},
		{"doublechess", "pgn4", filepath.Join(t.TempDir(), hostile)},
		{"doublechess", "pgn4", dcWriteFile(t, "[Event \""+hostile+"\"\n1. g2-g3 "+hostile)},
		{"doublechess", "pgn4", dcWriteFile(t, "1. "+hostile)},
	} {
		r := run(nil, args...)
		if r.code == ExitOK {
			t.Errorf("%q succeeded", args)
		}
		if out := r.stdout + r.stderr; strings.ContainsAny(out, "\x1b\x07\u009b") {
			t.Errorf("%q: raw control characters in %q", args, out)
		}
		if strings.Contains(r.stderr, "owned") && !strings.Contains(r.stderr, `\x1b`) {
			t.Errorf("%q: stderr does not show the escape escaped: %q", args, r.stderr)
		}
	}
}

// TestBadFlagValuesAreQuotedOnce: a bad value echoed in a message is
// quoted with its control characters escaped once, as the player typed
// it, not escaped a second time (\\x1b).
func TestBadFlagValuesAreQuotedOnce(t *testing.T) {
	for _, args := range [][]string{
		{"doublets", "generate", "--length", "\x1b[7m"},
		{"doublets", "generate", "--difficulty", "\x1b[7m"},
		{"draughts", "move", "--time", "\x1b[7m"},
		{"draughts", "move", "--depth", "\x1b[7m"},
		{"draughts", "selfplay", "--white", "\x1b[7m"},
		{"draughts", "perft", "\x1b[7m"},
		{"draughts", "selfplay", "\x1b[7m"},
		{"draughts", "match", "--a", "\x1b[7m"},
		{"draughts", "match", "--a", "expert-\x1b[7m"},
		{"draughts", "match", "--a", "expert", "--b", "expert", "\x1b[7m"},
	} {
		r := run(nil, args...)
		if r.code == ExitOK || !strings.Contains(r.stderr, `"\x1b[7m"`) || strings.Contains(r.stderr, `\\x1b`) {
			t.Errorf("%q: exit %d, stderr %q", args, r.code, r.stderr)
		}
	}
}

func TestCleanWriterKeepsCharactersSplitBetweenWrites(t *testing.T) {
	var out bytes.Buffer
	w := &cleanWriter{w: &out}
	text := "Schwarz würfelt — ♔ \x1b!\n"
	for i := 0; i < len(text); i++ {
		w.Write([]byte{text[i]})
	}
	w.flush()
	if want := "Schwarz würfelt — ♔ \\x1b!\n"; out.String() != want {
		t.Fatalf("got %q, want %q", out.String(), want)
	}
	out.Reset()
	w.Write([]byte("cut \xe2\x99"))
	w.flush()
	if out.String() != `cut \xe2\x99` {
		t.Fatalf("a cut character at the end: %q", out.String())
	}
}

// TestExitStatusesFollowOneRule checks the rule of the package comment on
// one case of each kind across the shared tools.
func TestExitStatusesFollowOneRule(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"doublechess", "pgn4"}, ExitUsage},
		{[]string{"doublechess", "pgn4", "a", "b"}, ExitUsage},
		{[]string{"doublechess", "pgn4", "/nonexistent/game.pgn4"}, ExitNegative},
		{[]string{"doublechess", "pgn4", dcWriteFile(t, "")}, ExitNegative},
		{[]string{"doublechess", "pgn4", dcWriteFile(t, "[Event \"x\"")}, ExitNegative},
		{[]string{"doublechess", "perft", "99"}, ExitUsage},
		{[]string{"doublechess", "perft", "1", "--fen4", "nonsense"}, ExitNegative},
		{[]string{"circularchess", "perft", "99"}, ExitUsage},
		{[]string{"circularchess", "perft", "1", "--fen", "nonsense"}, ExitNegative},
		{[]string{"version", "x"}, ExitUsage},
	} {
		if r := run(nil, c.args...); r.code != c.code {
			t.Errorf("%q: exit %d, want %d (stderr %q)", c.args, r.code, c.code, r.stderr)
		}
	}
}

// TestEveryRecordToolReadsStandardInput: "-" for a FILE reads standard
// input in every tool that reads a game record, as README promises.
func TestEveryRecordToolReadsStandardInput(t *testing.T) {
	for _, c := range []struct {
		args  []string
		input string
		want  string
	}{
		{[]string{"draughts", "pdn", "-"}, "1. 11-15 23-19 *\n", "W19"},
		{[]string{"draughts", "move", "--pdn", "-", "--depth", "2"}, "1. 11-15 23-19 *\n", "depth 2"},
		{[]string{"circularchess", "game", "-"}, "1. a15-a13 *\n", "1 moves"},
	} {
		r := runIn(t, strings.NewReader(c.input), c.args...)
		if r.code != ExitOK || !strings.Contains(r.stdout, c.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", c.args, r.code, r.stdout, r.stderr)
		}
	}
}

// TestAnEmptyRecordIsBadInputInEveryReplayTool: a file with no game in it
// exits 1 with a reason, whichever game's tool reads it.
func TestAnEmptyRecordIsBadInputInEveryReplayTool(t *testing.T) {
	empty := filepath.Join(t.TempDir(), "empty.txt")
	os.WriteFile(empty, nil, 0o644)
	for _, args := range [][]string{{"circularchess", "game", empty}, {"doublechess", "pgn4", empty}, {"draughts", "pdn", empty}} {
		r := runIn(t, nil, args...)
		if r.code != ExitNegative || !strings.Contains(r.stderr, "no game found") {
			t.Errorf("%q: exit %d, stderr %q", args, r.code, r.stderr)
		}
	}
}

// TestDraughtsDeepSearchSaysItIsThinking: a draughts search that runs past
// progressEvery says so, as the chess tools do.
func TestDraughtsDeepSearchSaysItIsThinking(t *testing.T) {
	old := progressEvery
	progressEvery = 5 * time.Millisecond
	t.Cleanup(func() { progressEvery = old })
	r := runIn(t, nil, "draughts", "move", "--depth", "14")
	if r.code != ExitOK || !strings.Contains(r.stderr, "parlour draughts move: still thinking after") {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestAHugeBadWordIsNotEchoedInFull: a tool quoting what was typed cuts
// it, so that a 100,000-letter word gives a one-line message.
func TestAHugeBadWordIsNotEchoedInFull(t *testing.T) {
	huge := strings.Repeat("x", 100000)
	for _, args := range [][]string{{"doublets", "check", "cold", huge}, {"mischmasch", "words", huge}, {"draughts", "pdn", huge}} {
		r := runIn(t, nil, args...)
		said := r.stdout + r.stderr
		if r.code == ExitOK || len(said) > 400 || !strings.Contains(said, "xxx...") {
			t.Errorf("%s %s: exit %d, said %d bytes: %.100q", args[0], args[1], r.code, len(said), said)
		}
	}
}

// TestWordListsReadStandardInput: --words - reads the list from standard
// input, as every FILE does.
func TestWordListsReadStandardInput(t *testing.T) {
	r := runIn(t, strings.NewReader("cold\ncord\ncard\nward\nwarm\n"), "doublets", "solve", "cold", "warm", "--words", "-")
	if r.code != ExitOK || !strings.Contains(r.stdout, "cord") {
		t.Errorf("doublets solve --words -: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
	r = runIn(t, strings.NewReader("trash\nthrash\n"), "mischmasch", "words", "ras", "--words", "-")
	if r.code != ExitOK || !strings.Contains(r.stdout, "thrash") {
		t.Errorf("mischmasch words --words -: exit %d, %q %q", r.code, r.stdout, r.stderr)
	}
}

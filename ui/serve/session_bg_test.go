package serve

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/ui/theme"
)

// TestClientBackgroundFromCOLORFGBG: a client that says its background
// (COLORFGBG, sent with SendEnv) gets the theme for it; one that says
// nothing, or nonsense, gets the dark one.
func TestClientBackgroundFromCOLORFGBG(t *testing.T) {
	for value, dark := range map[string]bool{
		"":             true,
		"15;0":         true,
		"0;15":         false,
		"0;7":          false,
		"0;default;15": false,
		"7;8":          true,
		"12;4":         true,
		"junk":         true,
		"0;99":         true,
		"0;-1":         true,
	} {
		if got := darkBackground(value); got != dark {
			t.Errorf("COLORFGBG=%q: dark %v, want %v", value, got, dark)
		}
	}
}

// lobbyTitle is the lobby's title as the theme of mode draws it for an
// xterm-256color terminal.
func lobbyTitle(mode theme.Mode) string {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	return theme.For(r, mode, false).Title.Render("Parlour")
}

// themeOf says which theme drew the lobby on c's terminal.
func themeOf(t *testing.T, c *client) string {
	t.Helper()
	light, dark := lobbyTitle(theme.Light), lobbyTitle(theme.Dark)
	if light == dark {
		t.Fatal("the light and dark titles are drawn alike: the test would see nothing")
	}
	raw := c.raw()
	switch {
	case strings.Contains(raw, light) && !strings.Contains(raw, dark):
		return "light"
	case strings.Contains(raw, dark) && !strings.Contains(raw, light):
		return "dark"
	}
	t.Fatalf("neither theme's title alone on the terminal: %q", raw[:min(len(raw), 600)])
	return ""
}

// TestClientBackgroundAskedOfTheTerminal: the server asks the terminal
// (OSC 11, then the cursor's position) before the session starts. A
// terminal that answers a light background gets the light theme, one
// that answers a dark one the dark; one that answers the cursor alone (no
// OSC 11) starts at once with the dark default; one that never answers
// starts within the bound, dark too.
func TestClientBackgroundAskedOfTheTerminal(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	for _, tc := range []struct {
		name, answer, want string
		within             time.Duration
	}{
		{"light", "\x1b]11;rgb:ffff/fafa/f0f0\x07\x1b[3;7R", "light", backgroundWait},
		{"light, ST and 2 digits", "\x1b]11;rgb:ee/ee/ee\x1b\\\x1b[3;7R", "light", backgroundWait},
		{"dark", "\x1b]11;rgb:1c1c/1c1c/1c1c\x07\x1b[3;7R", "dark", backgroundWait},
		{"cursor only", "\x1b[3;7R", "dark", backgroundWait},
		{"never", "never", "dark", backgroundWait + 700*time.Millisecond},
	} {
		start := time.Now()
		c := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), answer: tc.answer})
		c.waitFor("rooms on this server")
		took := time.Since(start)
		if got := themeOf(t, c); got != tc.want {
			t.Errorf("%s: the %s theme, want %s", tc.name, got, tc.want)
		}
		// Dialling takes its own time; "never" waits the whole bound.
		if tc.answer == "never" && (took < backgroundWait || took > tc.within+time.Second) {
			t.Errorf("%s: the lobby came after %v; the bound is %v", tc.name, took, backgroundWait)
		}
		if tc.answer != "never" && took > tc.within+time.Second {
			t.Errorf("%s: the lobby came after %v", tc.name, took)
		}
		t.Logf("%s: lobby after %v", tc.name, took)
		c.close()
	}
}

// TestBackgroundAnswersNeverReachTheGameAsKeys: the terminal's answers,
// with keys typed in the same breath after them, or answers coming late
// (after the bound) while a field is open, never reach the screens as
// keys: the keys typed do, whole and in order.
func TestBackgroundAnswersNeverReachTheGameAsKeys(t *testing.T) {
	ts := startServer(t, t.TempDir(), testLimits())
	answer := "\x1b]11;rgb:ffff/ffff/ffff\x07\x1b[12;40R"

	quick := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), answer: answer + "/"})
	quick.waitFor("Join the room called")
	quick.keys("abc\r")
	quick.waitFor(`no room of that name ("abc")`)

	late := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), answer: "never"})
	late.waitFor("rooms on this server")
	late.keys("/")
	late.waitFor("Join the room called")
	late.keys(answer + "xyz\r")
	late.waitFor(`no room of that name ("xyz")`)
}

// TestBackgroundQueryReadsAnswersInPiecesAndKeepsTheKeys: the answers
// coming in pieces, a key before them and one after, on the reader alone:
// the background is read, and the program gets the two keys, in order.
func TestBackgroundQueryReadsAnswersInPiecesAndKeepsTheKeys(t *testing.T) {
	r, w := io.Pipe()
	done := make(chan struct{})
	defer close(done)
	in := newSessionInput(r, 1<<20, done)
	go func() {
		for _, piece := range []string{"a", "\x1b]11;rgb:ffff/ff", "ff/ffff\x1b\\\x1b[4", "0;2R", "b"} {
			w.Write([]byte(piece))
			time.Sleep(5 * time.Millisecond)
		}
	}()
	dark, known := in.queryBackground(io.Discard, time.Second)
	if dark || !known {
		t.Fatalf("dark %v, known %v: want a light background read", dark, known)
	}
	got := ""
	buf := make([]byte, 16)
	for len(got) < 2 {
		n, err := in.Read(buf)
		if err != nil {
			t.Fatal(err)
		}
		got += string(buf[:n])
	}
	if got != "ab" {
		t.Fatalf("the program read %q, want the keys \"ab\"", got)
	}
}

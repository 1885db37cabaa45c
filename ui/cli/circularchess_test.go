package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"parlour/games/circularchess"
)

func TestCircularPerftPrintsEveryDepth(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"3"}, "perft(1) = 20\nperft(2) = 400\nperft(3) = 8584\n"},
		{[]string{"2", "--rules", "byzantine"}, "perft(1) = 14\nperft(2) = 196\n"},
		{[]string{"--rules=modern+ep", "1"}, "perft(1) = 20\n"},
		{[]string{"2", "--fen", circularchess.StartFEN}, "perft(1) = 20\nperft(2) = 400\n"},
		// A FEN without its rules field is read under --rules.
		{[]string{"1", "--fen", "RP4prrp4PR/NP4pnnp4PN/EP4peep4PE/FP4pfkp4PK w - 0 1", "--rules", "byzantine"}, "perft(1) = 14\n"},
		// Checkmate: no paths.
		{[]string{"2", "--fen", "r13PK/2n11PN/16/7k8 w - 1 2"}, "perft(1) = 0\nperft(2) = 0\n"},
	} {
		r := run(nil, append([]string{"circularchess", "perft"}, tc.args...)...)
		wantTool(t, r, "circularchess", "perft", ExitOK)
		if r.stdout != tc.want || r.stderr != "" {
			t.Errorf("%v: stdout %q, stderr %q", tc.args, r.stdout, r.stderr)
		}
	}
}

func TestCircularPerftBadUsage(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		wants []string
	}{
		{nil, []string{"one DEPTH", "not 0"}},
		{[]string{"1", "2"}, []string{"one DEPTH"}},
		{[]string{"x"}, []string{"DEPTH", `"x"`}},
		{[]string{"0"}, []string{"1 to 7"}},
		{[]string{"8"}, []string{"1 to 7"}},
		{[]string{"64"}, []string{"1 to 7"}},
		{[]string{"-1"}, []string{"DEPTH", `"-1"`}},
		{[]string{"2", "--rules", "chaturanga"}, []string{"--rules", "chaturanga"}},
		{[]string{"2", "--variant", "x"}, []string{"unknown flag --variant", "--fen FEN"}},
		{[]string{"2", "--fen"}, []string{"--fen needs a value"}},
	} {
		r := run(nil, append([]string{"circularchess", "perft"}, tc.args...)...)
		wantTool(t, r, "circularchess", "perft", ExitUsage, tc.wants...)
		if r.stdout != "" {
			t.Errorf("%v: stdout %q", tc.args, r.stdout)
		}
	}
}

// TestCircularPerftBadPositionIsBadInput: a well-formed command with an
// impossible position exits 1, not 2.
func TestCircularPerftBadPositionIsBadInput(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		wants []string
	}{
		{[]string{"2", "--fen", "nonsense"}, []string{"--fen", "fields"}},
		{[]string{"2", "--fen", circularchess.StartFEN, "--rules", "byzantine"}, []string{"--rules byzantine", "names the rules modern"}},
	} {
		r := run(nil, append([]string{"circularchess", "perft"}, tc.args...)...)
		wantTool(t, r, "circularchess", "perft", ExitNegative, tc.wants...)
	}
}

var figuresLine = regexp.MustCompile(`^depth (\d+) score -?\d+ nodes \d+$`)

// moveOutput checks the two lines of `move` and returns them.
func moveOutput(t *testing.T, r result) (move, figures string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 2 || !figuresLine.MatchString(lines[1]) {
		t.Fatalf("stdout %q is not a move and its figures", r.stdout)
	}
	return lines[0], lines[1]
}

func TestCircularMovePrintsALegalMoveAndItsFigures(t *testing.T) {
	for _, args := range [][]string{{"--depth", "3"}, {"--depth=2", "--rules", "byzantine"}, {"--time", "100ms"}} {
		r := run(nil, append([]string{"circularchess", "move"}, args...)...)
		wantTool(t, r, "circularchess", "move", ExitOK)
		text, figures := moveOutput(t, r)
		rules := circularchess.Rules{}
		if strings.Contains(strings.Join(args, " "), "byzantine") {
			rules.Variant = circularchess.Byzantine
		}
		s, _ := circularchess.NewGame(rules)
		if _, err := circularchess.ParseMove(s, text); err != nil {
			t.Errorf("%v: %q is not a legal move: %v", args, text, err)
		}
		if args[0] == "--depth" && !strings.HasPrefix(figures, "depth 3 ") {
			t.Errorf("%v: %q", args, figures)
		}
	}
}

func TestCircularMoveFindsTheMate(t *testing.T) {
	// Black mates with the rook from d1, guarded by the knight on b3.
	fen := "14PK/2n11PN/16/r6k8 b - 0 1"
	r := run(nil, "circularchess", "move", "--fen", fen, "--depth", "3")
	wantTool(t, r, "circularchess", "move", ExitOK)
	if move, figures := moveOutput(t, r); move != "Rd1-a1#" || !strings.Contains(figures, "score 29999") {
		t.Errorf("%q, %q", move, figures)
	}
}

func TestCircularMoveKeepsToItsTime(t *testing.T) {
	start := time.Now()
	r := run(nil, "circularchess", "move", "--time", "200ms")
	wantTool(t, r, "circularchess", "move", ExitOK)
	moveOutput(t, r)
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("a 200ms search took %v", took)
	}
}

func TestCircularMoveOnAFinishedGameIsANegative(t *testing.T) {
	r := run(nil, "circularchess", "move", "--fen", "r13PK/2n11PN/16/7k8 w - 1 2", "--depth", "2")
	wantTool(t, r, "circularchess", "move", ExitNegative, "no move", "checkmated")
	if r.stdout != "" {
		t.Errorf("stdout %q", r.stdout)
	}
}

func TestCircularMoveBadUsage(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		wants []string
	}{
		{[]string{"b2-b4"}, []string{"no words", "--fen"}},
		{[]string{"--time", "soon"}, []string{"--time", `"soon"`}},
		{[]string{"--time", "-1s"}, []string{"--time"}},
		{[]string{"--depth", "0"}, []string{"--depth", "1 to 18"}},
		{[]string{"--depth", "64"}, []string{"--depth", "1 to 18"}},
		{[]string{"--depth", "-1"}, []string{"--depth", `"-1"`}},
		{[]string{"--level", "easy"}, []string{"unknown flag --level", "--time 1s, --depth N"}},
	} {
		r := run(nil, append([]string{"circularchess", "move"}, tc.args...)...)
		wantTool(t, r, "circularchess", "move", ExitUsage, tc.wants...)
	}
	r := run(nil, "circularchess", "move", "--fen", "16/16/16/16 w - 0 1")
	wantTool(t, r, "circularchess", "move", ExitNegative, "--fen", "kings")
}

// TestCircularMoveDepthStopsAtTime: --depth and --time together stop at
// whichever comes first, so a deep search can be bounded.
func TestCircularMoveDepthStopsAtTime(t *testing.T) {
	start := time.Now()
	r := run(nil, "circularchess", "move", "--depth", "18", "--time", "300ms")
	wantTool(t, r, "circularchess", "move", ExitOK)
	if took := time.Since(start); took > 10*time.Second {
		t.Fatalf("--depth 18 --time 300ms took %v", took)
	}
	if m := figuresLine.FindStringSubmatch(strings.Split(r.stdout, "\n")[1]); m == nil || m[1] == "18" {
		t.Fatalf("stdout %q", r.stdout)
	}
}

// TestCircularDeepSearchSaysItIsThinking: a search that runs past
// progressEvery says so on stderr instead of printing nothing.
func TestCircularDeepSearchSaysItIsThinking(t *testing.T) {
	old := progressEvery
	progressEvery = 5 * time.Millisecond
	t.Cleanup(func() { progressEvery = old })
	r := run(nil, "circularchess", "move", "--depth", "12")
	if r.code != ExitOK || !strings.Contains(r.stderr, "parlour circularchess move: still thinking after") || !strings.Contains(r.stderr, "--time") {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	if m := figuresLine.FindStringSubmatch(strings.Split(r.stdout, "\n")[1]); m == nil || m[1] != "12" {
		t.Fatalf("stdout %q", r.stdout)
	}
}

func TestCircularToolsHelp(t *testing.T) {
	r := run(nil, "circularchess", "--help")
	if r.code != ExitOK || !strings.Contains(r.stdout, "circularchess perft DEPTH") || !strings.Contains(r.stdout, "circularchess move") {
		t.Errorf("exit %d, %q", r.code, r.stdout)
	}
	r = run(nil, "circularchess", "move", "--help")
	if r.code != ExitOK || !strings.HasPrefix(r.stdout, "usage: parlour circularchess move") {
		t.Errorf("exit %d, %q", r.code, r.stdout)
	}
}

func TestCircularToolsAnswerToBothNames(t *testing.T) {
	for _, name := range []string{"circular", "circularchess"} {
		var out, errb bytes.Buffer
		code := Main([]string{name, "perft", "2"}, Env{Stdout: &out, Stderr: &errb})
		if code != ExitOK || out.String() != "perft(1) = 20\nperft(2) = 400\n" {
			t.Fatalf("%s perft 2: exit %d, %q %q", name, code, out.String(), errb.String())
		}
	}
}

// TestCircularGameReplaysARecord: a record as the screen exports it replays
// to its final position; a record with an illegal move is refused, exit 1.
func TestCircularGameReplaysARecord(t *testing.T) {
	s, err := circularchess.NewGame(circularchess.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	g := circularchess.NewRecord(s)
	for range 6 {
		m := circularchess.Legal(s)[0]
		g.Moves = append(g.Moves, m)
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	text, err := g.Text()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.txt")
	os.WriteFile(path, []byte(text), 0o644)
	r := run(nil, "circularchess", "game", path)
	if r.code != ExitOK || !strings.HasPrefix(r.stdout, s.FEN()+"\n") || !strings.Contains(r.stdout, "6 moves; *") {
		t.Fatalf("%+v, want the final FEN %s", r, s.FEN())
	}
	bad := strings.Replace(text, "1. ", "1. "+s.MoveText(circularchess.Legal(s)[0])+" ", 1)
	os.WriteFile(path, []byte(bad), 0o644)
	wantTool(t, run(nil, "circularchess", "game", path), "circularchess", "game", ExitNegative, "move 1")
	wantTool(t, run(nil, "circularchess", "game", "/dev/zero"), "circularchess", "game", ExitNegative, "not a regular file")
}

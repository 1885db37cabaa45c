package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// The position after the seed's four rounds of "Examples in opening".
const dcSeedOpening = "B-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-3,yR,yN,yB,1,yK,yB,yN,yR,3/3,yP,yP,yP,yP,1,yP,1,yP,3/7,yP,1,yP,4/" +
	"bR,bP,10,gP,gR/bN,bP,10,rB,1/bB,bP,10,gP,1/2,bP,8,gP,gN,1/bK,1,bP,9,gP,gK/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/" +
	"6,rP,7/3,rP,rP,rP,1,rP,rP,rP,rP,3/3,rR,rN,2,rK,rB,rN,rR,3"

// dcSeedOpeningPlayed is dcSeedOpening as the game that reaches it writes
// it: Parlour's key adds each side's lead (Black's against Red, Green's
// against Black), which the bare position cannot know.
var dcSeedOpeningPlayed = strings.Replace(dcSeedOpening, "-0-3,yR", "-0-{'parlour':'lead=red,black'}-3,yR", 1)

const dcSeedPGN4 = `[Event "Examples in opening"]

1. g2-g3 .. b7-c7 .. h13-h12 .. m8-l8
2. Bf1xn9 .. Qa8xh1+ .. Qg14xn7+ .. Kn8xn7
3. Kg1xh1 .. b8-c8 .. j13-j12 .. Nn10-m8
4. Bn9xm10
`

func TestDoubleChessPerftPrintsEveryDepth(t *testing.T) {
	r := run(nil, "doublechess", "perft", "4")
	wantTool(t, r, "doublechess", "perft", ExitOK)
	if r.stdout != "perft(1) = 12\nperft(2) = 144\nperft(3) = 1728\nperft(4) = 20736\n" {
		t.Fatalf("stdout %q", r.stdout)
	}
	r = run(nil, "doublechess", "perft", "--fen4", dcSeedOpening, "2")
	wantTool(t, r, "doublechess", "perft", ExitOK)
	if r.stdout != "perft(1) = 19\nperft(2) = 456\n" {
		t.Fatalf("from the seed's opening: stdout %q", r.stdout)
	}
}

func TestDoubleChessBadUsageIsExit2(t *testing.T) {
	for _, c := range []struct {
		tool  string
		args  []string
		wants []string
	}{
		{"perft", nil, []string{"one DEPTH"}},
		{"perft", []string{"0"}, []string{"from 1 to 8"}},
		{"perft", []string{"64"}, []string{"from 1 to 8"}},
		{"perft", []string{"-1"}, []string{"from 1 to 8", `"-1"`}},
		{"perft", []string{"deep"}, []string{"from 1 to 8"}},
		{"perft", []string{"2", "--depth", "3"}, []string{"unknown flag --depth", "--fen4 F"}},
		{"move", []string{"--time", "soon"}, []string{"duration"}},
		{"move", []string{"--depth", "0"}, []string{"from 1 to 16"}},
		{"move", []string{"--depth", "60"}, []string{"from 1 to 16"}},
		{"move", []string{"e2-e3"}, []string{"no words"}},
		{"pgn4", nil, []string{"one FILE"}},
		{"selfplay", []string{"--games", "2"}, []string{"--seed S"}},
		{"selfplay", []string{"--games", "0", "--seed", "1"}, []string{"--games takes"}},
		{"selfplay", []string{"--games", "1", "--seed", "1", "--level", "genius"}, []string{"easy, medium, hard or expert"}},
		{"coachcheck", []string{"--positions", "0"}, []string{"--positions takes"}},
		{"coachcheck", []string{"--nodes", "lots"}, []string{"--nodes takes"}},
		{"coachcheck", []string{"now"}, []string{"no words"}},
		{"coachcheck", []string{"--coach-nodes", "0"}, []string{"--coach-nodes takes"}},
	} {
		r := run(nil, append([]string{"doublechess", c.tool}, c.args...)...)
		wantTool(t, r, "doublechess", c.tool, ExitUsage, c.wants...)
	}
}

// TestDoubleChessBadInputIsExit1: a well-formed command whose position or
// file is bad exits 1, as every tool does.
func TestDoubleChessBadInputIsExit1(t *testing.T) {
	offBoard := strings.Replace(dcSeedOpening, "3,yR", "yR,2", 1)
	for _, c := range []struct {
		tool  string
		args  []string
		wants []string
	}{
		{"perft", []string{"2", "--fen4", offBoard}, []string{"--fen4", "a14", "off the board"}},
		{"perft", []string{"2", "--fen4", "R-0,0,0,0"}, []string{"FEN4"}},
		{"move", []string{"--fen4", offBoard}, []string{"off the board"}},
		{"pgn4", []string{filepath.Join(t.TempDir(), "none.pgn4")}, []string{"cannot read", "none.pgn4", "no such file"}},
		{"pgn4", []string{t.TempDir()}, []string{"cannot read", "not a regular file"}},
		{"pgn4", []string{dcWriteFile(t, "")}, []string{"no game found"}},
		{"pgn4", []string{dcWriteFile(t, "\n  \n")}, []string{"no game found"}},
	} {
		r := run(nil, append([]string{"doublechess", c.tool}, c.args...)...)
		wantTool(t, r, "doublechess", c.tool, ExitNegative, c.wants...)
	}
}

// TestDoubleChessMoveDepthStopsAtTime: --depth with --time stops at
// whichever comes first.
func TestDoubleChessMoveDepthStopsAtTime(t *testing.T) {
	start := time.Now()
	r := run(nil, "doublechess", "move", "--depth", "16", "--time", "300ms")
	wantTool(t, r, "doublechess", "move", ExitOK)
	if took := time.Since(start); took > 10*time.Second {
		t.Fatalf("--depth 16 --time 300ms took %v", took)
	}
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 2 || !dcSearchLine.MatchString(lines[1]) || strings.HasPrefix(lines[1], "depth 16 ") {
		t.Fatalf("stdout %q", r.stdout)
	}
}

// TestDoubleChessDeepSearchSaysItIsThinking: a search that runs past
// progressEvery says so on stderr.
func TestDoubleChessDeepSearchSaysItIsThinking(t *testing.T) {
	old := progressEvery
	progressEvery = 5 * time.Millisecond
	t.Cleanup(func() { progressEvery = old })
	r := run(nil, "doublechess", "move", "--depth", "8")
	if r.code != ExitOK || !strings.Contains(r.stderr, "parlour doublechess move: still thinking after") {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, "\ndepth 8 ") {
		t.Fatalf("stdout %q", r.stdout)
	}
}

var dcSearchLine = regexp.MustCompile(`^depth \d+ score -?\d+ nodes \d+$`)

func TestDoubleChessMovePrintsAMoveAndTheSearch(t *testing.T) {
	// Red is mated; Black's queen mates Green too.
	doubleMate := "R-0,0,0,1-0,0,0,0-0,0,0,0-0,0,0,0-0-7,yK,6/14/14/9,rB,4/14/3,yB,10/12,yQ,gK/bK,13/14/14/4,rQ,9/14/14/6,rK,7"
	r := run(nil, "doublechess", "move", "--depth", "3", "--fen4", doubleMate)
	wantTool(t, r, "doublechess", "move", ExitOK)
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 2 || lines[0] != "Qe4-b7#" || !dcSearchLine.MatchString(lines[1]) {
		t.Fatalf("stdout %q", r.stdout)
	}
	r = run(nil, "doublechess", "move", "--time", "200ms")
	wantTool(t, r, "doublechess", "move", ExitOK)
	lines = strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 2 || !regexp.MustCompile(`^N?[d-k][12]-[d-k][23]$`).MatchString(lines[0]) || !dcSearchLine.MatchString(lines[1]) {
		t.Fatalf("from the start: stdout %q", r.stdout)
	}
}

func TestDoubleChessMoveInAFinishedGameIsNegative(t *testing.T) {
	bareKings := "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-7,yK,6/14/14/14/14/14/13,gK/bK,13/14/14/14/14/14/6,rK,7"
	r := run(nil, "doublechess", "move", "--fen4", bareKings)
	wantTool(t, r, "doublechess", "move", ExitNegative, "game is over", "rule 19")
}

func dcWriteFile(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.pgn4")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestDoubleChessPGN4PrintsTheFinalPosition(t *testing.T) {
	r := run(nil, "doublechess", "pgn4", dcWriteFile(t, dcSeedPGN4))
	wantTool(t, r, "doublechess", "pgn4", ExitOK)
	if r.stdout != dcSeedOpeningPlayed+"\n" {
		t.Fatalf("stdout %q", r.stdout)
	}
}

func TestDoubleChessPGN4StopsAtTheFirstIllegalMove(t *testing.T) {
	r := run(nil, "doublechess", "pgn4", dcWriteFile(t, strings.Replace(dcSeedPGN4, "Qa8xh1+", "Qa8xh2", 1)))
	wantTool(t, r, "doublechess", "pgn4", ExitNegative, "Qa8xh2", "round 2, Green")
	if r.stdout != "" {
		t.Errorf("stdout %q", r.stdout)
	}
	r = run(nil, "doublechess", "pgn4", dcWriteFile(t, strings.Replace(dcSeedPGN4, "b8-c8", "b8-c3", 1)))
	wantTool(t, r, "doublechess", "pgn4", ExitNegative, "c3", "off the board")
	r = run(nil, "doublechess", "pgn4", dcWriteFile(t, "[Event \"x\"\n1. g2-g3"))
	wantTool(t, r, "doublechess", "pgn4", ExitNegative, "tag")
}

func TestDoubleChessSelfplayPrintsOneLineAGame(t *testing.T) {
	args := []string{"doublechess", "selfplay", "--games", "2", "--seed", "7", "--max-moves", "12"}
	r := run(nil, args...)
	wantTool(t, r, "doublechess", "selfplay", ExitOK)
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	game := regexp.MustCompile(`^game [12]: (1-0|0-1|1/2-1/2|\*) (Black|Green|White|Red) first, \d+ quarter-moves: .+$`)
	if len(lines) != 3 || !game.MatchString(lines[0]) || !game.MatchString(lines[1]) ||
		!strings.HasPrefix(lines[2], "Black and White won ") {
		t.Fatalf("stdout %q", r.stdout)
	}
	if again := run(nil, args...); again.stdout != r.stdout {
		t.Errorf("the same seed played differently:\n%s\n%s", r.stdout, again.stdout)
	}
}

func TestDoubleChessHelpListsTheTools(t *testing.T) {
	r := run(nil, "doublechess", "--help")
	if r.code != ExitOK {
		t.Fatalf("exit %d", r.code)
	}
	for _, tool := range []string{"perft DEPTH", "move [--fen4 F]", "pgn4 FILE", "selfplay --games N --seed S"} {
		if !strings.Contains(r.stdout, "parlour doublechess "+tool) {
			t.Errorf("help lacks %q:\n%s", tool, r.stdout)
		}
	}
	r = run(nil, "doublechess", "perft", "--help")
	if r.code != ExitOK || !strings.Contains(r.stdout, "usage: parlour doublechess perft DEPTH") {
		t.Errorf("perft --help: %+v", r)
	}
}

// TestDoubleChessCoachCheckPrintsTheAgreement: the check of issue 42's
// figure prints one line of results (a short one no progress).
func TestDoubleChessCoachCheckPrintsTheAgreement(t *testing.T) {
	r := run(nil, "doublechess", "coachcheck", "--positions", "2", "--nodes", "100000", "--coach-nodes", "20000")
	wantTool(t, r, "doublechess", "coachcheck", ExitOK)
	line := regexp.MustCompile(`^2 positions \(seed 2026, coach 20000 nodes, long search 100000 nodes\): \d+\.\d% agree; \d+ suggestions, \d+ scored worse than the move played, \d+ by more than the noise \(\d+, or \d+ thousandths of a score of 20 pawns or more\)\n$`)
	if !line.MatchString(r.stdout) {
		t.Fatalf("stdout %q", r.stdout)
	}
}

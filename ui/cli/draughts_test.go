package cli

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"parlour/games/draughts"
)

func TestDraughtsPerftPrintsEveryDepth(t *testing.T) {
	r := run(nil, "draughts", "perft", "4")
	wantTool(t, r, "draughts", "perft", ExitOK)
	if r.stdout != "perft(1) = 7\nperft(2) = 49\nperft(3) = 302\nperft(4) = 1469\n" {
		t.Fatalf("stdout %q", r.stdout)
	}
	r = run(nil, "draughts", "perft", "3", "--variant", "polish")
	wantTool(t, r, "draughts", "perft", ExitOK)
	if r.stdout != "perft(1) = 9\nperft(2) = 81\nperft(3) = 658\n" {
		t.Fatalf("polish: stdout %q", r.stdout)
	}
	r = run(nil, "draughts", "perft", "--fen", "B:W18:B14", "1")
	wantTool(t, r, "draughts", "perft", ExitOK)
	if r.stdout != "perft(1) = 1\n" {
		t.Fatalf("one forced capture: stdout %q", r.stdout)
	}
}

func TestDraughtsPerftRefusesBadInput(t *testing.T) {
	cases := []struct {
		args  []string
		wants []string
	}{
		{[]string{"perft", "3", "--fen", "X:W21:B1"}, []string{"FEN", "side to move must be W or B"}},
		{[]string{"perft", "3", "--fen", "B:W21,21:B1"}, []string{"FEN", "square 21 is listed twice"}},
		{[]string{"perft", "3", "--fen", "B:W40:B1"}, []string{"no square 40"}},
		{[]string{"perft", "3", "--variant", "chess"}, []string{"chess", "english, losing or polish"}},
		{[]string{"perft", "zero"}, []string{"DEPTH", "zero"}},
		{[]string{"perft"}, []string{"one DEPTH"}},
		{[]string{"perft", "2", "--speed", "9"}, []string{"unknown flag --speed"}},
	}
	for _, c := range cases {
		r := run(nil, append([]string{"draughts"}, c.args...)...)
		wantTool(t, r, "draughts", "perft", ExitUsage, c.wants...)
		if r.stdout != "" {
			t.Errorf("%v: stdout %q", c.args, r.stdout)
		}
	}
}

var searchLine = regexp.MustCompile(`^depth \d+ score -?\d+ nodes \d+$`)

func TestDraughtsMovePrintsAMoveAndTheSearch(t *testing.T) {
	for _, args := range [][]string{
		{"move", "--depth", "6"},
		{"move", "--time", "150ms"},
		{"move", "--variant", "polish", "--depth", "4"},
		{"move", "--fen", "B:W18:B14", "--depth", "3"},
	} {
		r := run(nil, append([]string{"draughts"}, args...)...)
		wantTool(t, r, "draughts", "move", ExitOK)
		lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
		if len(lines) != 2 || !searchLine.MatchString(lines[1]) {
			t.Fatalf("%v: stdout %q", args, r.stdout)
		}
		v := draughts.English
		if args[1] == "--variant" {
			v = draughts.Polish
		}
		s, _ := draughts.NewGame(draughts.Rules{Variant: v})
		if args[1] == "--fen" {
			s, _ = draughts.ParseFEN(args[2], draughts.Rules{})
		}
		if _, err := draughts.ParseMove(s, lines[0]); err != nil {
			t.Fatalf("%v: %q is not legal: %v", args, lines[0], err)
		}
		if args[1] == "--depth" && !strings.HasPrefix(lines[1], "depth 6 ") {
			t.Fatalf("%v: %q", args, lines[1])
		}
	}
	r := run(nil, "draughts", "move", "--fen", "B:W18:B14", "--depth", "2")
	if !strings.HasPrefix(r.stdout, "14x23\n") {
		t.Fatalf("the one capture: %q", r.stdout)
	}
}

func TestDraughtsMoveJudgesByExpertsEvaluationUnlessToldOtherwise(t *testing.T) {
	for _, v := range []draughts.Variant{draughts.English, draughts.Polish} {
		s, _ := draughts.NewGame(draughts.Rules{Variant: v})
		scores := map[draughts.Evaluation]string{}
		for _, e := range []draughts.Evaluation{draughts.EvalClassic, draughts.EvalLearned, draughts.EvalNeural} {
			r := draughts.Search(context.Background(), s.WithEvaluation(e), draughts.Limits{Depth: 5})
			scores[e] = fmt.Sprintf("depth %d score %d nodes %d", r.Depth, r.Score, r.Nodes)
		}
		if scores[draughts.EvalClassic] == scores[draughts.EvalLearned] || v == draughts.English && scores[draughts.EvalLearned] == scores[draughts.EvalNeural] {
			t.Fatalf("%v: the evaluations search alike (%v), so this test tells nothing", v, scores)
		}
		for _, tc := range []struct {
			flags []string
			want  draughts.Evaluation
		}{
			{nil, draughts.ExpertEvaluation(v)},
			{[]string{"--eval", "classic"}, draughts.EvalClassic},
			{[]string{"--eval", "learned"}, draughts.EvalLearned},
			{[]string{"--eval", "neural"}, draughts.EvalNeural},
		} {
			args := append([]string{"draughts", "move", "--variant", v.String(), "--depth", "5"}, tc.flags...)
			r := run(nil, args...)
			wantTool(t, r, "draughts", "move", ExitOK)
			if lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n"); len(lines) != 2 || lines[1] != scores[tc.want] {
				t.Fatalf("%v: stdout %q, want the %v evaluation's %q", args, r.stdout, tc.want, scores[tc.want])
			}
		}
	}
	r := run(nil, "draughts", "move", "--eval", "deep")
	wantTool(t, r, "draughts", "move", ExitUsage, "--eval", "classic, learned or neural", "deep")
}

func TestDraughtsMoveRefusals(t *testing.T) {
	r := run(nil, "draughts", "move", "--time", "soon")
	wantTool(t, r, "draughts", "move", ExitUsage, "--time", "soon")
	r = run(nil, "draughts", "move", "--fen", "B:W18:B", "--depth", "2")
	wantTool(t, r, "draughts", "move", ExitNegative, "game is over", "Black has no pieces left")
	r = run(nil, "draughts", "move", "11-15")
	wantTool(t, r, "draughts", "move", ExitUsage, "--fen")
}

func writePDN(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.pdn")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestDraughtsPDNReplaysASavedPolishGameToItsEnd replays the record the
// game screen saved of a whole Polish game (Expert, White, against a
// stand-in, 2 December 2026; docs/PERFORMANCE.md): 265 plies with
// flying kings, ending with Black's last piece taken.
func TestDraughtsPDNReplaysASavedPolishGameToItsEnd(t *testing.T) {
	r := run(nil, "draughts", "pdn", filepath.Join("testdata", "polish-expert-won.pdn"))
	wantTool(t, r, "draughts", "pdn", ExitOK)
	if r.stdout != "B:WK46:B\n" {
		t.Fatalf("stdout %q, want White's one king and no Black piece", r.stdout)
	}
}

func TestDraughtsPDNPrintsTheFinalPosition(t *testing.T) {
	path := writePDN(t, "[Event \"test\"]\n[GameType \"21\"]\n\n1. 11-15 23-19 2. 8-11 22-17 *\n")
	r := run(nil, "draughts", "pdn", path)
	wantTool(t, r, "draughts", "pdn", ExitOK)
	if r.stdout != "B:W17,19,21,24-32:B1-7,9-12,15\n" {
		t.Fatalf("stdout %q", r.stdout)
	}
	polish := writePDN(t, "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n")
	r = run(nil, "draughts", "pdn", polish)
	wantTool(t, r, "draughts", "pdn", ExitOK)
	if !strings.HasPrefix(r.stdout, "W:W") {
		t.Fatalf("polish: %q", r.stdout)
	}
}

func TestDraughtsPDNStopsAtTheFirstIllegalMove(t *testing.T) {
	path := writePDN(t, "1. 11-15 23-19 2. 9-16 22-17 3. 9-14 *\n")
	r := run(nil, "draughts", "pdn", path)
	wantTool(t, r, "draughts", "pdn", ExitNegative, "move 2", "9-16", "not on one diagonal")
	if r.stdout != "" {
		t.Fatalf("stdout %q", r.stdout)
	}
	r = run(nil, "draughts", "pdn", filepath.Join(t.TempDir(), "none.pdn"))
	wantTool(t, r, "draughts", "pdn", ExitNegative, "cannot read", "no such file")
	r = run(nil, "draughts", "pdn")
	wantTool(t, r, "draughts", "pdn", ExitUsage, "one FILE")
}

func TestDraughtsHelpListsTheTools(t *testing.T) {
	r := run(nil, "draughts", "--help")
	if r.code != ExitOK {
		t.Fatalf("exit %d", r.code)
	}
	for _, w := range []string{"perft DEPTH", "move [--fen FEN", "pdn FILE", "selfplay [--fen FEN]"} {
		if !strings.Contains(r.stdout, w) {
			t.Errorf("help lacks %q: %s", w, r.stdout)
		}
	}
}

// shuffle is two kings against two going round: after it the opening
// position of the shuffle has stood three times.
const shuffleFEN, shuffle = "B:WK32:BK1,K3", "1-6 32-27 6-1 27-32 1-6 32-27 6-1 27-32"

func TestDraughtsMoveTakesTheGameSoFar(t *testing.T) {
	// Two times round: a third repetition is the end of the game.
	r := run(nil, "draughts", "move", "--fen", shuffleFEN, "--moves", shuffle, "--depth", "2")
	wantTool(t, r, "draughts", "move", ExitNegative, "the game is over", "three times")
	// Once round, then a move: the game goes on.
	r = run(nil, "draughts", "move", "--fen", shuffleFEN, "--moves", "1. 1-6 32-27 2. 6-1 27-32", "--depth", "2")
	wantTool(t, r, "draughts", "move", ExitOK)
	// The same game from a PDN file.
	path := writePDN(t, "[FEN \"B:WK32:BK1,K3\"]\n1. 1-6 32-27 2. 6-1 27-32 3. 1-6 32-27 4. 6-1 27-32 *\n")
	r = run(nil, "draughts", "move", "--pdn", path, "--depth", "2")
	wantTool(t, r, "draughts", "move", ExitNegative, "the game is over", "three times")
	// A PDN file, then more moves.
	path = writePDN(t, "[FEN \"B:WK32:BK1,K3\"]\n1. 1-6 32-27 2. 6-1 27-32 3. 1-6 32-27 *\n")
	r = run(nil, "draughts", "move", "--pdn", path, "--moves", "6-1 27-32", "--depth", "2")
	wantTool(t, r, "draughts", "move", ExitNegative, "three times")
	// A bad move in --moves is bad input, named by its place.
	r = run(nil, "draughts", "move", "--moves", "11-15 23-19 9-16", "--depth", "2")
	wantTool(t, r, "draughts", "move", ExitNegative, "--moves, move 3 (9-16)", "not on one diagonal")
	r = run(nil, "draughts", "move", "--fen", shuffleFEN, "--pdn", path)
	wantTool(t, r, "draughts", "move", ExitUsage, "--fen or --pdn")
}

func TestDraughtsMoveSaysAFinishedGameIsOver(t *testing.T) {
	r := run(nil, "draughts", "move", "--fen", "B:W:B1")
	wantTool(t, r, "draughts", "move", ExitNegative, "the game is over", "White has no pieces left")
	if r.stdout != "" {
		t.Errorf("stdout %q", r.stdout)
	}
}

func TestDraughtsPerftSaysTheDepthIsWrong(t *testing.T) {
	for _, args := range [][]string{{"perft", "-1"}, {"perft", "0"}, {"perft", "64"}, {"perft", "12", "--variant", "polish"}} {
		r := run(nil, append([]string{"draughts"}, args...)...)
		wantTool(t, r, "draughts", "perft", ExitUsage, "DEPTH is a number of moves from 1 to", strconvQuote(args[1]))
		if strings.Contains(r.stderr, "unknown flag") {
			t.Errorf("%v: %s", args, r.stderr)
		}
	}
	r := run(nil, "draughts", "perft", "--fen", "B:W18:B14", "-2")
	wantTool(t, r, "draughts", "perft", ExitUsage, `not "-2"`)
}

func strconvQuote(s string) string { return `"` + s + `"` }

func TestDraughtsMoveDeepSearchesStopAtTheirTime(t *testing.T) {
	start := time.Now()
	r := run(nil, "draughts", "move", "--depth", "64", "--time", "300ms")
	if r.code != ExitOK || !searchLine.MatchString(strings.Split(r.stdout, "\n")[1]) {
		t.Errorf("exit %d, stdout %q", r.code, r.stdout)
	}
	if !strings.Contains(r.stderr, "stopped at --time 300ms after depth") {
		t.Errorf("stderr %q", r.stderr)
	}
	if time.Since(start) > 5*time.Second {
		t.Errorf("took %v", time.Since(start))
	}
	r = run(nil, "draughts", "move", "--depth", "65")
	wantTool(t, r, "draughts", "move", ExitUsage, "--depth takes a number of moves from 1 to 64")
	r = run(nil, "draughts", "move", "--depth", "-3")
	wantTool(t, r, "draughts", "move", ExitUsage, "--depth", `"-3"`)
}

func TestDraughtsReadsOnlyRegularFilesOfModestSize(t *testing.T) {
	r := run(nil, "draughts", "pdn", "/dev/zero")
	wantTool(t, r, "draughts", "pdn", ExitNegative, "cannot read /dev/zero", "not a regular file")
	r = run(nil, "draughts", "move", "--pdn", t.TempDir())
	wantTool(t, r, "draughts", "move", ExitNegative, "not a regular file")
	big := filepath.Join(t.TempDir(), "big.pdn")
	if err := os.WriteFile(big, make([]byte, draughtsFileLimit+1), 0o644); err != nil {
		t.Fatal(err)
	}
	r = run(nil, "draughts", "pdn", big)
	wantTool(t, r, "draughts", "pdn", ExitNegative, "larger than")
}

func TestDraughtsMessagesQuotingFilesAreSanitised(t *testing.T) {
	path := writePDN(t, "[Event \"\x1b]0;pwned\x07\"]\n1. 11-15 23-19 2. 9-16\x1b[2J *\n")
	for _, tool := range []string{"pdn", "move"} {
		args := []string{"draughts", tool, path}
		if tool == "move" {
			args = []string{"draughts", "move", "--pdn", path}
		}
		r := run(nil, args...)
		if r.code != ExitNegative || strings.ContainsAny(r.stderr, "\x1b\x07") {
			t.Errorf("%s: exit %d, stderr %q", tool, r.code, r.stderr)
		}
	}
	r := run(nil, "draughts", "move", "--moves", "11-15 \x1b[2J")
	if r.code != ExitNegative || strings.ContainsAny(r.stderr, "\x1b") {
		t.Errorf("--moves: exit %d, stderr %q", r.code, r.stderr)
	}
}

var gameLine = regexp.MustCompile(`^game \d+: (1-0|0-1|1/2-1/2|\*) .+, \d+ plies, longest quiet run \d+ plies \(final [WB]:.*\)$`)

func TestDraughtsSelfplayPrintsEachGame(t *testing.T) {
	r := run(nil, "draughts", "selfplay", "--fen", "B:WK28:BK18,K19", "--white", "hard", "--black", "Hard", "--games", "2", "--time", "200ms", "--draws", "victorian")
	wantTool(t, r, "draughts", "selfplay", ExitOK)
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("stdout %q", r.stdout)
	}
	for _, l := range lines[:2] {
		if !gameLine.MatchString(l) || !strings.Contains(l, "1-0 Black wins: White has no") {
			t.Errorf("game line %q", l)
		}
	}
	if lines[2] != "2 games: Black won 2, White won 0, drawn 0, unfinished 0" {
		t.Errorf("tally %q", lines[2])
	}
	r = run(nil, "draughts", "selfplay", "--white", "expert", "--black", "easy", "--max-moves", "1", "--time", "50ms")
	wantTool(t, r, "draughts", "selfplay", ExitOK)
	if !strings.Contains(r.stdout, "unfinished after --max-moves 1, 2 plies, longest quiet run 0 plies") {
		t.Errorf("stdout %q", r.stdout)
	}
}

func TestDraughtsSelfplayRefusals(t *testing.T) {
	cases := []struct {
		args  []string
		code  int
		wants []string
	}{
		{[]string{"--white", "expert"}, ExitUsage, []string{"--white LEVEL --black LEVEL"}},
		{[]string{"--white", "superb", "--black", "easy"}, ExitUsage, []string{"--white takes a level", "superb"}},
		{[]string{"--white", "easy", "--black", "easy", "--games", "0"}, ExitUsage, []string{"--games takes a number"}},
		{[]string{"--white", "easy", "--black", "easy", "--max-moves", "x"}, ExitUsage, []string{"--max-moves"}},
		{[]string{"--white", "easy", "--black", "easy", "--fen", "B:W:B1"}, ExitNegative, []string{"the game is over"}},
		{[]string{"--white", "easy", "--black", "easy", "--variant", "polish", "--draws", "victorian"}, ExitUsage, []string{"Victorian draw rules belong to the 8×8 games"}},
	}
	for _, c := range cases {
		r := run(nil, append([]string{"draughts", "selfplay"}, c.args...)...)
		wantTool(t, r, "draughts", "selfplay", c.code, c.wants...)
	}
}

func TestDraughtsProbeGivesTheDatabasesValueAndMove(t *testing.T) {
	r := run(nil, "draughts", "probe", "--fen", "B:WK28:BK18,K19")
	wantTool(t, r, "draughts", "probe", ExitOK)
	if r.stdout != "win in 17 plies for Black; best 18-23\n" {
		t.Errorf("two kings to one: %q", r.stdout)
	}
	r = run(nil, "draughts", "probe", "--fen", "B:WK18,K19:BK26,K31")
	wantTool(t, r, "draughts", "probe", ExitOK)
	if r.stdout != "win in 3 plies for Black; best 26-23\n" {
		t.Errorf("the book's two kings to two: %q", r.stdout)
	}
	r = run(nil, "draughts", "probe", "--fen", "B:WK11:BK3,K4")
	if !strings.HasPrefix(r.stdout, "draw for Black; best ") {
		t.Errorf("a drawn two kings to one: %q", r.stdout)
	}
	// After moves: the side to move changes.
	r = run(nil, "draughts", "probe", "--fen", "B:WK28:BK18,K19", "--moves", "18-23")
	if !strings.HasPrefix(r.stdout, "loss in 16 plies for White; best ") {
		t.Errorf("after 18-23: %q", r.stdout)
	}
	// Five pieces with a man: the result, without its length.
	r = run(nil, "draughts", "probe", "--fen", "W:W20,K15,K16:BK24,K26")
	wantTool(t, r, "draughts", "probe", ExitOK)
	if !strings.HasPrefix(r.stdout, "win for White; best ") {
		t.Errorf("three pieces to two: %q", r.stdout)
	}
	r = run(nil, "draughts", "probe", "--fen", "W:W19,20,K15,K16:BK24,K26")
	wantTool(t, r, "draughts", "probe", ExitNegative, "five pieces or fewer, and of six kings")
	r = run(nil, "draughts", "probe")
	wantTool(t, r, "draughts", "probe", ExitNegative, "not in the endgame database")
	r = run(nil, "draughts", "probe", "--fen", "B:W:B1")
	wantTool(t, r, "draughts", "probe", ExitNegative, "the game is over")
	r = run(nil, "draughts", "probe", "--variant", "losing", "--fen", "B:WK28:BK18,K19")
	wantTool(t, r, "draughts", "probe", ExitUsage, "the losing game has no endgame database")

	// The Polish database: a king in a single corner is lost; a position
	// of four pieces that is no lone king's ending is held as its result.
	r = run(nil, "draughts", "probe", "--variant", "polish", "--fen", "B:WK5:BK10")
	wantTool(t, r, "draughts", "probe", ExitOK)
	if r.stdout != "win in 3 plies for Black; best 10-46\n" {
		t.Errorf("Polish: %q", r.stdout)
	}
	r = run(nil, "draughts", "probe", "--variant", "polish", "--fen", "W:WK5:BK10")
	if r.stdout != "win in 1 ply for White; best 5x14\n" {
		t.Errorf("Polish, a take: %q", r.stdout)
	}
	r = run(nil, "draughts", "probe", "--variant", "polish", "--fen", "W:W28,29,K46:B3")
	if r.stdout != "win for White; best 46-32\n" {
		t.Errorf("Polish, a result alone: %q", r.stdout)
	}
	r = run(nil, "draughts", "probe", "--variant", "polish", "--fen", "W:W28,29,K46:BK5,K3")
	wantTool(t, r, "draughts", "probe", ExitNegative, "Polish positions of four pieces or fewer")
}

package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

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
			s, _ = draughts.ParseFEN(draughts.Rules{}, args[2])
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

func TestDraughtsMoveRefusals(t *testing.T) {
	r := run(nil, "draughts", "move", "--time", "1s", "--depth", "3")
	wantTool(t, r, "draughts", "move", ExitUsage, "--time or --depth")
	r = run(nil, "draughts", "move", "--time", "soon")
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
	wantTool(t, r, "draughts", "pdn", ExitUsage, "cannot read", "no such file")
	r = run(nil, "draughts", "pdn")
	wantTool(t, r, "draughts", "pdn", ExitUsage, "one FILE")
}

func TestDraughtsHelpListsTheTools(t *testing.T) {
	r := run(nil, "draughts", "--help")
	if r.code != ExitOK {
		t.Fatalf("exit %d", r.code)
	}
	for _, w := range []string{"perft DEPTH", "move [--fen FEN]", "pdn FILE"} {
		if !strings.Contains(r.stdout, w) {
			t.Errorf("help lacks %q: %s", w, r.stdout)
		}
	}
}

package cli

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// seatLine is one line of `alice simulate`; its fields are the seat, the
// level, the win rate, the games won alone and shared, the sets made and the
// repeated refused asks.
var seatLine = regexp.MustCompile(`^seat (\d) (easy|medium|hard|expert) ([01]\.\d{3}) \(won (\d+), shared (\d+) of (\d+) games; (\d+\.\d{2}) sets a game; (\d+) repeated refused asks?\)$`)

// simulated runs `parlour alice simulate` with args and returns each seat's
// line split into fields.
func simulated(t *testing.T, args ...string) [][]string {
	t.Helper()
	r := run(nil, append([]string{"alice", "simulate"}, args...)...)
	if r.code != ExitOK || r.stderr != "" {
		t.Fatalf("%v: exit %d, stderr %q", args, r.code, r.stderr)
	}
	var out [][]string
	for _, line := range strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n") {
		m := seatLine.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("%v: line %q is not a seat's record", args, line)
		}
		out = append(out, m[1:])
	}
	return out
}

func rate(t *testing.T, field string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(field, 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestAliceSimulate_OneLinePerSeatWithLevelAndWinRate(t *testing.T) {
	seats := simulated(t, "--players", "3", "--games", "20", "--levels", "easy,expert", "--seed", "3")
	if len(seats) != 3 {
		t.Fatalf("%d lines for 3 players", len(seats))
	}
	total := 0.0
	for i, s := range seats {
		want := []string{"easy", "expert", "easy"}[i]
		if s[0] != strconv.Itoa(i+1) || s[1] != want || s[5] != "20" {
			t.Errorf("line %d: seat %s at %s of %s games, want seat %d at %s of 20", i+1, s[0], s[1], s[5], i+1, want)
		}
		total += rate(t, s[2])
	}
	if total < 0.995 || total > 1.005 {
		t.Errorf("the win rates add up to %.3f, not 1", total)
	}
}

func TestAliceSimulate_SameSeedSameFigures(t *testing.T) {
	args := []string{"--players", "4", "--games", "30", "--seed", "8"}
	a := run(nil, append([]string{"alice", "simulate"}, args...)...)
	b := run(nil, append([]string{"alice", "simulate"}, args...)...)
	if a.stdout != b.stdout || a.stdout == "" {
		t.Fatalf("two runs differ:\n%s\n%s", a.stdout, b.stdout)
	}
	c := run(nil, "alice", "simulate", "--players", "4", "--games", "30", "--seed", "9")
	if c.stdout == a.stdout {
		t.Fatal("another seed gave the very same figures")
	}
}

func TestAliceSimulate_DefaultsToFourPlayersOfEveryLevel(t *testing.T) {
	seats := simulated(t, "--games", "10")
	if len(seats) != 4 {
		t.Fatalf("%d seats by default, want 4", len(seats))
	}
	for i, want := range []string{"easy", "medium", "hard", "expert"} {
		if seats[i][1] != want {
			t.Errorf("seat %d plays %s by default, want %s", i+1, seats[i][1], want)
		}
	}
}

func TestAliceSimulate_ExpertBeatsEasyClearly(t *testing.T) {
	seats := simulated(t, "--players", "3", "--games", "200", "--levels", "easy,expert,easy", "--seed", "1")
	expert := rate(t, seats[1][2])
	// Since Easy no longer repeats refused asks (issue 16), Expert's lead is
	// about one and a half times Easy's win rate, not three times.
	for _, i := range []int{0, 2} {
		if easy := rate(t, seats[i][2]); expert < 1.3*easy {
			t.Errorf("Expert won %.3f of games, Easy at seat %d %.3f: want Expert at least 1.3 times as often", expert, i+1, easy)
		}
	}
}

func TestAliceSimulate_BadUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--players", "7"}, "--players takes a number from 2 to 6"},
		{[]string{"--players", "two"}, "--players takes a number"},
		{[]string{"--games", "0"}, "--games takes a number from 1"},
		{[]string{"--levels", "easy,wizard"}, `unknown level "wizard"`},
		{[]string{"--levels", ""}, "--levels takes levels"},
		{[]string{"--players", "2", "--levels", "easy,hard,expert"}, "3 levels for 2 players"},
		{[]string{"--seed", "-1"}, "--seed takes a whole number"},
		{[]string{"--rounds", "3"}, "unknown flag --rounds"},
		{[]string{"many"}, "simulate takes no words"},
	} {
		r := run(nil, append([]string{"alice", "simulate"}, tc.args...)...)
		if r.code != ExitUsage || r.stdout != "" {
			t.Errorf("%v: exit %d, stdout %q", tc.args, r.code, r.stdout)
		}
		if strings.Count(r.stderr, "\n") != 1 || !strings.HasPrefix(r.stderr, "parlour alice simulate: ") || !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: stderr %q, want one line mentioning %q", tc.args, r.stderr, tc.want)
		}
	}
}

func TestAliceSimulate_Help(t *testing.T) {
	r := run(nil, "alice", "simulate", "--help")
	if r.code != ExitOK || !strings.HasPrefix(r.stdout, "usage: parlour alice simulate") {
		t.Fatalf("--help: exit %d, stdout %q", r.code, r.stdout)
	}
	r = run(nil, "alice", "--help")
	if r.code != ExitOK || !strings.Contains(r.stdout, "parlour alice simulate") || !strings.Contains(r.stdout, "win rate") {
		t.Fatalf("alice --help: exit %d, stdout %q", r.code, r.stdout)
	}
}

// Issue 16: simulate counts the repeated refused asks, and no level makes
// any.
func TestAliceSimulate_CountsRepeatedRefusedAsks(t *testing.T) {
	for _, s := range simulated(t, "--players", "5", "--games", "30", "--levels", "easy,medium,hard,expert", "--seed", "4") {
		if s[7] != "0" {
			t.Errorf("seat %s at %s repeated %s refused asks", s[0], s[1], s[7])
		}
	}
}

// Issue 17: a long simulation says how far it has got, on stderr.
func TestAliceSimulate_LongRunsReportProgress(t *testing.T) {
	defer func(n int) { simulateProgressFrom = n }(simulateProgressFrom)
	simulateProgressFrom = 20
	r := run(nil, "alice", "simulate", "--players", "2", "--games", "40", "--levels", "easy")
	if r.code != ExitOK || strings.Count(r.stdout, "\n") != 2 {
		t.Fatalf("exit %d, stdout %q", r.code, r.stdout)
	}
	lines := strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n")
	if len(lines) != 19 || lines[0] != "parlour alice simulate: played 2 of 40 games (5%)" {
		t.Errorf("progress: %q", r.stderr)
	}
}

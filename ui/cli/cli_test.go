package cli

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"parlour/ui"
	"parlour/ui/screen"
)

type result struct {
	code           int
	stdout, stderr string
	opts           *ui.Options
}

func run(env map[string]string, args ...string) result {
	var out, errb bytes.Buffer
	var got *ui.Options
	code := Main(args, Env{
		Stdout: &out, Stderr: &errb,
		Getenv: func(k string) string { return env[k] },
		Run:    func(o ui.Options) error { got = &o; return nil },
		Games:  []screen.Entry{{ID: "doublets", Title: "Doublets", Summary: "word ladders", MinSeats: 1, MaxSeats: 4}},
	})
	return result{code, out.String(), errb.String(), got}
}

func TestNoArgumentsOpensTheMenu(t *testing.T) {
	r := run(nil)
	if r.code != ExitOK || r.opts == nil || r.opts.Game != "" {
		t.Fatalf("got %+v", r)
	}
}

func TestPlayGameOpensItsSetup(t *testing.T) {
	r := run(nil, "play", "doublets", "--seed", "42", "--ascii")
	if r.code != ExitOK || r.opts == nil || r.opts.Game != "doublets" || !r.opts.HasSeed || r.opts.Seed != 42 || !r.opts.ASCII {
		t.Fatalf("got %+v %+v", r, r.opts)
	}
}

func TestGlobalFlagsBeforeTheCommand(t *testing.T) {
	r := run(nil, "--no-color", "--data-dir", "/tmp/x", "play", "doublets")
	if r.opts == nil || !r.opts.NoColor || r.opts.DataDir != "/tmp/x" {
		t.Fatalf("got %+v", r.opts)
	}
}

func TestNoColorEnvironmentVariable(t *testing.T) {
	if r := run(map[string]string{"NO_COLOR": "1"}); r.opts == nil || !r.opts.NoColor {
		t.Fatal("NO_COLOR=1 did not turn colours off")
	}
	if r := run(map[string]string{"NO_COLOR": ""}); r.opts == nil || r.opts.NoColor {
		t.Fatal("an empty NO_COLOR turned colours off")
	}
}

func TestVersion(t *testing.T) {
	r := run(nil, "version")
	if r.code != ExitOK || !strings.HasPrefix(r.stdout, "parlour "+Version) || r.opts != nil {
		t.Fatalf("got %+v", r)
	}
}

func TestHelpListsCommandsGamesAndFlags(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"-h"}, {"help"}} {
		r := run(nil, args...)
		if r.code != ExitOK || r.opts != nil {
			t.Fatalf("%v: %+v", args, r)
		}
		for _, want := range []string{"play GAME", "serve", "version", "doublets", "--no-color", "--ascii", "--data-dir", "--seed"} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("%v: help lacks %q", args, want)
			}
		}
	}
}

func TestGameHelp(t *testing.T) {
	r := run(nil, "doublets", "--help")
	if r.code != ExitOK || !strings.Contains(r.stdout, "parlour play doublets") {
		t.Fatalf("got %+v", r)
	}
}

func TestBadUsageIsOneLineAndExit2(t *testing.T) {
	cases := map[string][]string{
		"unknown command":   {"frobnicate"},
		"unknown flag":      {"--colour"},
		"unknown game":      {"play", "chess"},
		"play without game": {"play"},
		"two games":         {"play", "doublets", "draughts"},
		"bad seed":          {"--seed", "many"},
		"missing value":     {"--data-dir"},
		"flag after play":   {"play", "doublets", "--fast"},
		"unknown tool":      {"doublets", "frob"},
	}
	wants := map[string]string{
		"unknown command": "play, version, help, doublets",
		"unknown flag":    "--colour",
		"unknown game":    "choose one of: doublets",
		"bad seed":        "whole number",
	}
	for name, args := range cases {
		r := run(nil, args...)
		if r.code != ExitUsage {
			t.Errorf("%s: exit %d, want 2", name, r.code)
		}
		if r.opts != nil {
			t.Errorf("%s: the game started anyway", name)
		}
		if strings.Count(r.stderr, "\n") != 1 || !strings.HasPrefix(r.stderr, "parlour: ") {
			t.Errorf("%s: stderr is not one line: %q", name, r.stderr)
		}
		if w := wants[name]; w != "" && !strings.Contains(r.stderr, w) {
			t.Errorf("%s: %q does not mention %q", name, r.stderr, w)
		}
	}
}

func TestRunFailureIsReported(t *testing.T) {
	var errb bytes.Buffer
	code := Main(nil, Env{Stdout: &bytes.Buffer{}, Stderr: &errb, Games: []screen.Entry{},
		Run: func(ui.Options) error { return errors.New("no terminal") }})
	if code != ExitNegative || !strings.Contains(errb.String(), "no terminal") {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
}

func FuzzMain(f *testing.F) {
	f.Add("play doublets --seed 3")
	f.Add("--data-dir")
	f.Add("doublets --help")
	f.Fuzz(func(t *testing.T, line string) {
		r := run(nil, strings.Fields(line)...)
		if r.code != ExitOK && r.code != ExitNegative && r.code != ExitUsage {
			t.Fatalf("exit %d", r.code)
		}
	})
}

// wantTool fails the test unless r ended with code and, for a failure, one
// line on stderr from `parlour GAME TOOL` mentioning every one of wants; a
// success writes nothing on stderr.
func wantTool(t *testing.T, r result, game, tool string, code int, wants ...string) {
	t.Helper()
	if r.code != code {
		t.Fatalf("exit %d, want %d; stdout %q, stderr %q", r.code, code, r.stdout, r.stderr)
	}
	if code == ExitOK {
		if r.stderr != "" {
			t.Fatalf("stderr %q on success", r.stderr)
		}
		return
	}
	if strings.Count(r.stderr, "\n") != 1 || !strings.HasPrefix(r.stderr, "parlour "+game+" "+tool+": ") {
		t.Fatalf("stderr is not one line from the tool: %q", r.stderr)
	}
	for _, w := range wants {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("stderr %q does not mention %q", r.stderr, w)
		}
	}
}

func TestDateFlagTakesADayForToday(t *testing.T) {
	r := run(nil, "play", "doublets", "--date", "2027-01-08")
	if r.code != ExitOK || r.opts == nil || r.opts.Date != "2027-01-08" {
		t.Fatalf("got %+v %+v", r, r.opts)
	}
	r = run(nil, "--date", "8 January", "play", "doublets")
	if r.code != ExitUsage || r.opts != nil || !strings.Contains(r.stderr, "--date takes a day written YYYY-MM-DD") {
		t.Fatalf("a date not written YYYY-MM-DD: %+v", r)
	}
}

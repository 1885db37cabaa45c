package cli

import (
	"os"
	"testing"
)

// TestMain lets the test binary stand in for Parlour when a test runs it
// as another program (PARLOUR_TEST_AS_PROGRAM=1), as the match's run:
// players do: it runs the command line it is given and exits.
func TestMain(m *testing.M) {
	if os.Getenv("PARLOUR_TEST_AS_PROGRAM") == "1" {
		os.Exit(Main(os.Args[1:], Env{Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv}))
	}
	os.Exit(m.Run())
}

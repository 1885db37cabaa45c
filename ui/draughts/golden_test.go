package draughts

import (
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	"parlour/ui/seats"
)

// The goldens are whole frames at 80×24 in the Mono theme (NO_COLOR: no
// escape codes), seed fixed, two people at the board so that nothing
// depends on a search. They change only with `go test -update`.

func TestGoldenEnglishBoard(t *testing.T) {
	h, _ := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	typeMove(h, "11-15")
	typeMove(h, "23-19")
	h.Key("enter") // Black picks up the man under the cursor
	golden.RequireEqual(t, []byte(h.Model.View()))
}

func TestGoldenPolishBoard(t *testing.T) {
	h, _ := startGame(t, testEnv(t), []seats.Seat{ada, bob}, map[string]string{"game": gameChoices[2].Value}, 80, 24)
	typeMove(h, "32-28")
	golden.RequireEqual(t, []byte(h.Model.View()))
}

func TestGoldenResult(t *testing.T) {
	h, _ := startGame(t, testEnv(t), []seats.Seat{ada, bob}, nil, 80, 24)
	typeMove(h, "11-15")
	typeMove(h, "23-19")
	h.Key("R", "y") // Ada, to move, resigns
	h.MustSee("Bob (White) wins: Ada resigned.")
	golden.RequireEqual(t, []byte(h.Model.View()))
}

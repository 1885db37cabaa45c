package mischmasch

import (
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	"parlour/ui/seats"
)

// Issue 11: goldens of the Mischmasch desk and reveal at 80×24, fixed
// seed, Mono. They change only with a deliberate
// `go test ./ui/mischmasch -run Golden -update`.
func TestGoldenMischmaschDesk(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, bob}, nil)
	h.Key("enter")
	h.Type("ckl")
	golden.RequireEqual(t, []byte(h.Model.View()))
}

func TestGoldenMischmaschReveal(t *testing.T) {
	h := start(t, testEnv(t), []seats.Seat{ada, bob}, nil)
	h.Key("enter")
	h.Type("ckl")
	h.Key("enter", "enter")
	h.Type("hety")
	h.Key("enter")
	answer(h, "heckle")
	h.Key("enter")
	answer(h, "archetype")
	h.MustSee("Words that hold HETY")
	golden.RequireEqual(t, []byte(h.Model.View()))
}

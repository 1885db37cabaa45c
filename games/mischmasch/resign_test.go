package mischmasch

import (
	"errors"
	"testing"
)

func TestResignedNucleusCannotBeSetAgain(t *testing.T) {
	s := step(t, newGame(t), set(SideB, "gp"), set(SideA, "emo"), declare(SideA, Resign), declare(SideB, Resign))
	if !s.IsResigned("gp") || !s.IsResigned("emo") {
		t.Fatalf("resigned %v", s.Resigned())
	}
	for _, side := range Sides {
		for _, text := range []string{"gp", "GP", "emo"} {
			_, err := s.SetNucleus(side, text)
			var re *ResignedError
			if !errors.As(err, &re) {
				t.Fatalf("%s setting %s: %v", side, text, err)
			}
		}
	}
	_, err := s.SetNucleus(SideA, "gp")
	if err == nil || err.Error() != "gp was resigned earlier this game" {
		t.Errorf("%v", err)
	}
}

func TestResignedNucleusWithLettersAddedOrRemovedIsNew(t *testing.T) {
	s := step(t, newGame(t), set(SideB, "imse"), set(SideA, "emo"), declare(SideA, Resign), declare(SideB, Resign))
	step(t, s, set(SideA, "imsel"), set(SideB, "ims"))
	step(t, s, set(SideA, "em"), set(SideB, "lemo"))
}

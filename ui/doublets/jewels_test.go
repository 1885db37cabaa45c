package doublets

import (
	"encoding/json"
	"strings"
	"testing"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

func TestJewelsCarrollsNecklaceSetsAllItsJewels(t *testing.T) {
	env := testEnv(t)
	j, err := openJewels(env, ada, jewelsState{Source: sourceJewels, Jewels: []string{"ale", "ice", "arm", "ant"}})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, j, 80, 24)
	h.Type("ale are ire ice ace act ant art arm aim ail all ale")
	h.Key("enter")
	h.MustSee("Chain 1 added")
	h.Key("ctrl+g", "y")
	h.MustSee("necklace")
	// Four set jewels of three letters: 4 × 6 = 24, less 8 links.
	h.MustSee("16 marks in all")
	if _, err := env.Store.Load(PuzzlesID, puzzleVersion); err == nil {
		t.Fatal("the save of a scored jewels puzzle was kept")
	}
}

func TestJewelsSaveAndResume(t *testing.T) {
	env := testEnv(t)
	s, err := newPuzzles(env, screen.Config{Seats: []seats.Seat{ada}, Seed: 4, Options: map[string]string{"puzzle": choiceJewels}})
	if err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, s, 80, 24)
	j := h.Screen().(*Jewels)
	if len(j.st.Jewels) != 18 {
		t.Fatalf("%d jewels, want 18", len(j.st.Jewels))
	}
	h.Type(j.st.Jewels[0] + " " + j.st.Jewels[1])
	h.Key("enter")
	saved, err := env.Store.Load(PuzzlesID, puzzleVersion)
	if err != nil {
		t.Fatal(err)
	}
	r, err := resumePuzzle(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	h2 := uitest.NewScreen(t, r, 80, 24)
	h2.MustSee(strings.ToUpper(j.st.Jewels[0] + " " + j.st.Jewels[1]))
	for _, field := range []string{"jewels", "chains", "elapsed_ns", "seed"} {
		var st map[string]any
		if err := json.Unmarshal(saved.State, &st); err != nil {
			t.Fatal(err)
		}
		delete(st, field)
		bad := saved
		bad.State, _ = json.Marshal(st)
		if _, err := resumePuzzle(env, bad); err == nil {
			t.Errorf("saved jewels without %q resumed", field)
		}
	}
}

func TestJewelsRefusesNonLetters(t *testing.T) {
	j, _ := openJewels(testEnv(t), ada, jewelsState{Source: sourceJewels, Jewels: []string{"ale", "ice"}})
	h := uitest.NewScreen(t, j, 80, 24)
	h.Type("ale3")
	h.MustSee("Write the words with letters")
	h.Key("enter")
	h.MustSee("A chain has at least two words")
}

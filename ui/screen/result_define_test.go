package screen_test

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

// TestTheResultDefinesTheWordsItShows: ←/→ go round the words the body
// shows, and the footer says the one chosen with its definition, or that
// there is none; a result with no Define has no such key.
func TestTheResultDefinesTheWordsItShows(t *testing.T) {
	env := uitest.NewEnv(t)
	defs := map[string]string{"serer": "one who serves"}
	r := screen.NewResult(env, screen.ResultSpec{Headline: "Solved", Body: "FOLDS\nSERER\nSEVEN",
		Words:  []string{"folds", "serer", "seven"},
		Define: func(w string) (string, bool) { d, ok := defs[w]; return d, ok }})
	var s screen.Screen = r
	s, _ = s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	if !strings.Contains(s.View(), "define a word") {
		t.Errorf("the help does not offer the key:\n%s", s.View())
	}
	press := func(k tea.KeyType) string {
		s, _ = s.Update(tea.KeyMsg{Type: k})
		return s.View()
	}
	if v := press(tea.KeyLeft); !strings.Contains(v, "SEVEN (3 of 3): no definition") {
		t.Errorf("← first: not the last word:\n%s", v)
	}
	if v := press(tea.KeyRight); !strings.Contains(v, "FOLDS (1 of 3)") {
		t.Errorf("→ after the last: not round to the first:\n%s", v)
	}
	if v := press(tea.KeyRight); !strings.Contains(v, "SERER (2 of 3): one who serves") {
		t.Errorf("→: not the second word and its definition:\n%s", v)
	}

	plain := screen.Screen(screen.NewResult(env, screen.ResultSpec{Headline: "Solved", Body: "FOLDS", Words: []string{"folds"}}))
	plain, _ = plain.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	plain, _ = plain.Update(tea.KeyMsg{Type: tea.KeyRight})
	if v := plain.View(); strings.Contains(v, "define a word") || strings.Contains(v, "FOLDS (1") {
		t.Errorf("a result without Define looks words up:\n%s", v)
	}
}

// TestTheResultDefinesTheWordsAPlayerMayNotKnow: under the body, the
// unfamiliar words the result shows, each once, with their definitions.
func TestTheResultDefinesTheWordsAPlayerMayNotKnow(t *testing.T) {
	env := uitest.NewEnv(t)
	defs := map[string]string{"serer": "one who serves", "folds": "bends"}
	s := screen.Screen(screen.NewResult(env, screen.ResultSpec{Headline: "Solved", Body: "FOLDS\nSERER\nSEVEN",
		Words:      []string{"folds", "serer", "seven", "serer"},
		Define:     func(w string) (string, bool) { d, ok := defs[w]; return d, ok },
		Unfamiliar: func(w string) bool { return w == "serer" }}))
	s, _ = s.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	v := s.View()
	if !strings.Contains(v, "Words you may not know") || strings.Count(v, "SERER  one who serves") != 1 || strings.Contains(v, "bends") {
		t.Errorf("the glossary is not SERER's definition alone, once:\n%s", v)
	}
}

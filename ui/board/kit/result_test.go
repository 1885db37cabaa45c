package kit

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

func TestResultUpdateTakesTheSizeAndTheKeysOnly(t *testing.T) {
	env := uitest.NewEnv(t)
	saved := 0
	r := screen.NewResult(env, screen.ResultSpec{Headline: "Ada wins", Reason: "Bob has no move.", Body: "the board",
		Save: func() (string, error) { saved++; return "Saved.", nil }})
	width, height := 0, 0
	ResultUpdate(r, tea.WindowSizeMsg{Width: 70, Height: 20}, &width, &height)
	if width != 70 || height != 20 || !strings.Contains(r.View(), "Ada wins") {
		t.Fatalf("size %d×%d; the result reads %q", width, height, r.View())
	}
	if cmd := ResultUpdate(r, screen.ThoughtMsg{}, &width, &height); cmd != nil {
		t.Fatal("a stale search's result reached the result screen")
	}
	ResultUpdate(r, uitest.Key("s"), &width, &height)
	if saved != 1 {
		t.Fatal("the result screen did not take its key")
	}
}

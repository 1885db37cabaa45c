package screen

import (
	"io"
	"testing"

	"github.com/charmbracelet/bubbles/textinput"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/ui/theme"
)

func TestInputViewShowsCursorAndPlaceholderWithoutColour(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	th := theme.For(r, theme.Mono, true)
	in := textinput.New()
	in.Prompt = "> "
	in.Placeholder = "gold cold"
	StyleInput(th, &in)
	in.Focus()
	if got := InputView(th, in); got != "> _ (gold cold)" {
		t.Fatalf("empty field: %q", got)
	}
	in.SetValue("word")
	in.SetCursor(2)
	if got := InputView(th, in); got != "> wo_rd" {
		t.Fatalf("typed field: %q", got)
	}
	in.Blur()
	if got := InputView(th, in); got != "> word" {
		t.Fatalf("blurred field: %q", got)
	}
}

package uitest

import (
	"io"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"parlour/ui/screen"
	"parlour/ui/store"
)

// NewEnv is a session for screen tests: a fresh data folder, seed 1, the
// Mono theme on a renderer that draws no escape codes (as with NO_COLOR).
func NewEnv(t testing.TB) *screen.Env {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	env := &screen.Env{Renderer: r, Store: store.New(t.TempDir()), Settings: store.DefaultSettings(),
		Seed: 1, HasSeed: true, ForcedMono: true}
	env.ApplySettings(env.Settings)
	return env
}

// NewASCIIEnv is NewEnv with --ascii: every byte drawn must be below 0x80.
func NewASCIIEnv(t testing.TB) *screen.Env {
	t.Helper()
	env := NewEnv(t)
	env.ForcedASCII = true
	env.ApplySettings(env.Settings)
	return env
}

// AssertASCII fails the test when frame holds a byte of 0x80 or more,
// showing where.
func AssertASCII(t testing.TB, where, frame string) {
	t.Helper()
	for i := 0; i < len(frame); i++ {
		if frame[i] >= 0x80 {
			j := max(i-30, 0)
			t.Fatalf("%s: byte %#x at %d in ...%q", where, frame[i], i, frame[j:min(i+30, len(frame))])
		}
	}
}

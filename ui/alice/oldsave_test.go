package alice

import (
	"testing"

	"parlour/ui/internal/uitest"
)

// TestASaveOfTheFourthOfDecemberResumes: a save Parlour wrote on 4
// December 2026 (before the set-up stored values, and before the board
// screens were rebuilt) still resumes through the store and the game.
func TestASaveOfTheFourthOfDecemberResumes(t *testing.T) {
	s := uitest.ResumeOldSave(t, uitest.NewEnv(t), GameEntry(), "testdata/save-2026-12-04.json")
	h := uitest.NewScreen(t, s, 80, 24)
	h.MustSee("Alice")
}

// Package kittest holds the checks every board screen built on the kit
// must pass, for the screens' own tests: leaving only on y, Esc closing
// the keys panel first, the computer's thinking going on under the rules
// without a second chain of ticks, and leaving a room.
package kittest

import (
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/spinner"

	"parlour/ui/board/kit"
	"parlour/ui/internal/roomtest"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

// Screen is what the checks see of a board screen under test.
type Screen struct {
	H      *uitest.Harness // the screen alone (uitest.NewScreen)
	Game   screen.Screen   // the screen, to be given a message directly
	Footer *screen.Footer  // its footer, where the question is asked
	Panel  *kit.Panel      // the panel it shows
}

// EnterDoesNotAnswerTheLeaveQuestion: Esc asks whether to leave; Enter,
// pressed for a move out of habit, leaves the question open; y leaves.
func EnterDoesNotAnswerTheLeaveQuestion(t testing.TB, s Screen) {
	t.Helper()
	s.H.Key("esc")
	s.H.MustSee("Leave this game?")
	s.H.Key("enter")
	if !s.Footer.Asking() || s.H.Navigated().Kind != 0 {
		t.Fatalf("Enter answered the question (%v):\n%s", s.H.Navigated().Kind, s.H.View())
	}
	s.H.Key("y")
	if s.H.Navigated().Kind != screen.GoingHome {
		t.Fatal("y did not leave")
	}
}

// EscClosesTheKeysPanelBeforeAskingToLeave: with the keys panel open
// (?), Esc only closes it; the next Esc asks whether to leave.
func EscClosesTheKeysPanelBeforeAskingToLeave(t testing.TB, s Screen) {
	t.Helper()
	s.H.Key("?")
	if *s.Panel != kit.PanelKeys {
		t.Fatal("? did not open the keys panel")
	}
	s.H.Key("esc")
	if *s.Panel != kit.PanelMoves || s.Footer.Asking() {
		t.Fatalf("Esc did not just close the keys panel:\n%s", s.H.View())
	}
	s.H.Key("esc")
	s.H.MustSee("Leave this game?")
}

// ThinksOnUnderTheRules: with the computer thinking (the test holds its
// result back: uitest's HoldThoughts), F1 opens the rules, titled title,
// over the game; a tick of the spinner reaches the game under them; shown
// again, the game starts no second chain of ticks nor a second listener
// of the search's reports. The computer's result is then released, under
// the rules, and the rules closed.
func ThinksOnUnderTheRules(t testing.TB, s Screen, think *kit.Thinking, title string) {
	t.Helper()
	if !think.Busy() {
		t.Fatal("the computer is not thinking")
	}
	s.H.Key("f1")
	s.H.MustSee(title)
	before := think.Spinner()
	s.H.Send(spinner.TickMsg{}) // a tick of any spinner's
	if think.Spinner() == before {
		t.Fatal("the spinner stood still under the rules")
	}
	if _, cmd := s.Game.Update(screen.ShownMsg{}); cmd != nil {
		t.Fatal("shown again, the game started its thinking's ticks again")
	}
	s.H.Release()
	s.H.Key("esc")
	if strings.Contains(s.H.View(), title) {
		t.Fatalf("Esc did not close the rules:\n%s", s.H.View())
	}
}

// LeavesTheRoom: in a room, Esc asks whether to leave the room (the seat
// is kept); Enter does not answer; y leaves, and the copy's screens all
// close.
func LeavesTheRoom(t testing.TB, c *roomtest.Copy) {
	t.Helper()
	c.H.Key("esc")
	c.H.MustSee("Leave the room?")
	c.H.Key("enter")
	c.H.MustSee("Leave the room?")
	c.H.Key("y")
	if !c.Left {
		t.Fatalf("y did not leave the room:\n%s", c.H.View())
	}
}

package kit

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/board"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

func TestPanelTogglesAndTheNotationClosesOnAnyKey(t *testing.T) {
	var p Panel
	p.Toggle(PanelKeys)
	if p != PanelKeys {
		t.Fatal("the keys did not open")
	}
	p.Toggle(PanelKeys)
	if p != PanelMoves {
		t.Fatal("the keys did not close")
	}
	k := NewKeys("PDN", "FEN")
	var f screen.Footer
	if p.CloseNotation(&f, &k, uitest.Key("u")) {
		t.Fatal("the moves panel took a key")
	}
	for _, c := range []struct {
		key  string
		done bool
	}{{"esc", true}, {"c", true}, {"u", false}} {
		p = PanelNotation
		f.Note("The position in FEN is in the panel.")
		if done := p.CloseNotation(&f, &k, uitest.Key(c.key)); done != c.done || p != PanelMoves {
			t.Fatalf("%s: done %v, panel %v", c.key, done, p)
		}
		if msg, _ := f.Message(); msg != "" {
			t.Fatalf("%s: the note stays: %q", c.key, msg)
		}
	}
}

func TestEnableShowsOnlyTheKeysThatAct(t *testing.T) {
	k := NewKeys("PDN", "FEN")
	k.Enable(false, true, false) // a computer's turn, a person at the table
	if !k.Select.Enabled() || !k.Up.Enabled() || !k.Resign.Enabled() || k.Type.Enabled() || k.Hint.Enabled() || k.Draw.Enabled() {
		t.Fatal("on the computer's turn")
	}
	k.Enable(false, true, true)
	if !k.Type.Enabled() || !k.Hint.Enabled() || !k.Draw.Enabled() || !k.Next.Enabled() || !k.Previous.Enabled() {
		t.Fatal("on the person's turn")
	}
	k.Enable(true, true, false)
	if k.Select.Enabled() || k.Right.Enabled() || k.Resign.Enabled() {
		t.Fatal("after the end")
	}
	k.Enable(false, false, false)
	if k.Select.Enabled() || k.Down.Enabled() {
		t.Fatal("with computers alone")
	}
}

func TestWheelAndClick(t *testing.T) {
	if how, ok := Wheel(tea.MouseMsg{Button: tea.MouseButtonWheelUp}); !ok || how != "up" {
		t.Fatal("wheel up")
	}
	if how, ok := Wheel(tea.MouseMsg{Button: tea.MouseButtonWheelDown}); !ok || how != "down" {
		t.Fatal("wheel down")
	}
	if _, ok := Wheel(tea.MouseMsg{Button: tea.MouseButtonLeft, Action: tea.MouseActionPress}); ok {
		t.Fatal("a click is a wheel")
	}
	if !Click(tea.MouseMsg{Button: tea.MouseButtonLeft, Action: tea.MouseActionPress}) ||
		Click(tea.MouseMsg{Button: tea.MouseButtonLeft, Action: tea.MouseActionRelease}) ||
		Click(tea.MouseMsg{Button: tea.MouseButtonRight, Action: tea.MouseActionPress}) {
		t.Fatal("a click is a left press only")
	}
}

func TestCycleGoesRoundTheStops(t *testing.T) {
	stops := []int{3, 8, 12}
	for _, c := range []struct{ at, by, want int }{
		{3, 1, 8}, {12, 1, 3}, {3, -1, 12}, {8, -1, 3}, {5, 1, 3}, {5, -1, 12}, {8, 4, 12},
	} {
		if got, ok := Cycle(stops, c.at, c.by); !ok || got != c.want {
			t.Errorf("from %d by %d: %d, want %d", c.at, c.by, got, c.want)
		}
	}
	if got, ok := Cycle(nil, 5, 1); ok || got != 5 {
		t.Fatal("no stops moved the cursor")
	}
}

func TestMouseScrollsOrChoosesTheCellClicked(t *testing.T) {
	grid := func() board.Grid { return board.Grid{Left: 2, Top: 1, Cols: 8, Rows: 8, CellW: 3, CellH: 1} }
	scrolled, chosen := "", [2]int{-1, -1}
	scroll := func(how string) { scrolled = how }
	choose := func(file, rank int) tea.Cmd { chosen = [2]int{file, rank}; return tea.Quit }
	Mouse(tea.MouseMsg{Button: tea.MouseButtonWheelDown}, grid, scroll, choose)
	if scrolled != "down" {
		t.Fatal("the wheel did not scroll")
	}
	x, y := grid().Centre(4, 6)
	if cmd := Mouse(tea.MouseMsg{X: x, Y: y, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress}, grid, scroll, choose); cmd == nil || chosen != [2]int{4, 6} {
		t.Fatalf("the click chose %v", chosen)
	}
	chosen = [2]int{-1, -1}
	Mouse(tea.MouseMsg{X: 0, Y: 0, Button: tea.MouseButtonLeft, Action: tea.MouseActionPress}, grid, scroll, choose)
	Mouse(tea.MouseMsg{X: x, Y: y, Button: tea.MouseButtonLeft, Action: tea.MouseActionRelease}, grid, scroll, choose)
	if chosen != [2]int{-1, -1} {
		t.Fatalf("a click off the board or a release chose %v", chosen)
	}
}

func TestAnswersDismissedLeadNowhere(t *testing.T) {
	var a Answers
	var f screen.Footer
	asked := false
	a.Ask(&f, "Take back? (y/n)", func(bool) tea.Cmd { asked = true; return nil })
	if !a.Pending() || !f.Asking() {
		t.Fatal("no question open")
	}
	a.Dismiss(&f)
	if a.Pending() || f.Asking() {
		t.Fatal("the question stays")
	}
	a.Key(&f, uitest.Key("y"))
	if asked {
		t.Fatal("a dismissed question's answer ran")
	}
}

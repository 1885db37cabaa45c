// Package screen is the contract between Parlour's root model and the
// screens it shows: the Screen interface, the messages that switch screens,
// the shared environment, and the description of a game in the catalogue.
package screen

import (
	tea "github.com/charmbracelet/bubbletea"
)

// Screen is one full-window view: the menu, a set-up form, a game.
type Screen interface {
	Init() tea.Cmd
	Update(tea.Msg) (Screen, tea.Cmd)
	View() string
}

// MinSizer is implemented by screens that need more room than 1×1. Below
// that size the root shows a message asking for a bigger terminal instead.
type MinSizer interface {
	MinSize() (width, height int)
}

// OpenMsg is a stack's owner opening a screen on top (a test harness
// does). Screens open screens by returning Open from Update.
type OpenMsg struct{ Screen Screen }

// BackMsg is a stack's owner closing the top screen. Screens close by
// returning Close from Update.
type BackMsg struct{}

// QuitMsg ends the program.
type QuitMsg struct{}

// QuittingMsg is sent to the current screen just before the program ends
// (Ctrl+C). A game saves its state while handling it; commands it returns
// are not run.
type QuittingMsg struct{}

// ShownMsg is sent to a screen when it is on top again after the one above
// it closed, so it can refresh what may have changed (saved games, settings).
type ShownMsg struct{}

// SettingsChangedMsg says the player changed the settings: the theme in Env
// is new. The root gives it to every screen in the stack, so that a screen
// that keeps something drawn from the theme (a help model) rebuilds it.
type SettingsChangedMsg struct{}

// SettingsChanged is the command that announces new settings.
func SettingsChanged() tea.Msg { return SettingsChangedMsg{} }

// Quit ends the program.
func Quit() tea.Msg { return QuitMsg{} }

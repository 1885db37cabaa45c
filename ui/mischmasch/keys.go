package mischmasch

import (
	"github.com/charmbracelet/bubbles/key"

	"parlour/games/mischmasch"
	"parlour/ui/screen"
)

// gameKeys are the shared keys and the game's own; syncKeys enables those
// that act on the screen in view, so the help shows only them.
type gameKeys struct {
	screen.Keys
	Act, Choose, Yes, No, Continue, Hurry, Scroll key.Binding
	Define                                        key.Binding // the reveal's lookup (screen.WordLookup)
}

func (k gameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Act, k.Choose, k.Yes, k.No, k.Continue, k.Hurry, k.Scroll, k.Rules, k.Help, k.Back, k.Define}
}

func (k gameKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Act, k.Choose, k.Yes, k.No, k.Continue, k.Define, k.Hurry, k.Scroll}, {k.Rules, k.Help, k.Back, k.Quit}}
}

// newKeys returns the game's keys; syncKeys sets them for the screen.
func newKeys() gameKeys {
	return gameKeys{
		Act:      key.NewBinding(key.WithKeys("enter")),
		Choose:   key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑/↓", "choose")),
		Yes:      key.NewBinding(key.WithKeys("y"), key.WithHelp("y", "confirm")),
		No:       key.NewBinding(key.WithKeys("n", "esc"), key.WithHelp("n", "change it")),
		Continue: key.NewBinding(key.WithKeys("enter", " "), key.WithHelp("enter", "next move")),
		Hurry:    key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", "hurry the computer")),
		Scroll:   key.NewBinding(key.WithKeys("up", "down", "k", "j", "pgup", "pgdown"), key.WithHelp("↑/↓", "scroll")),
	}
}

// syncKeys shows the keys that act on the screen in view.
func (g *Game) syncKeys() {
	typing := g.desk != nil && g.handoff == nil
	if typing {
		g.keys.Keys = screen.TypingKeys()
	} else {
		g.keys.Keys = screen.NewKeys()
	}
	g.keys.Keys.Back.SetHelp("esc", "leave")
	arrows := "↑/↓"
	if g.env.Theme.ASCII {
		arrows = "up/down"
	}
	g.keys.Choose.SetHelp(arrows, "choose")
	g.keys.Scroll.SetHelp(arrows, "scroll")
	summary := g.over() && !g.st.Reveal
	waiting := g.desk == nil && !g.st.Reveal && !g.over()
	asking := typing && g.desk.ask.Open()
	g.keys.Act.SetEnabled(typing && !asking)
	g.keys.Choose.SetEnabled(typing && !asking && g.desk.turn.Task == mischmasch.TaskDeclare)
	g.keys.Yes.SetEnabled(asking)
	g.keys.No.SetEnabled(asking)
	if asking {
		g.keys.Keys.Back.SetEnabled(false) // Esc answers the question
	}
	g.keys.Continue.SetEnabled(g.st.Reveal || summary)
	g.keys.Hurry.SetEnabled(waiting && g.computer.pending())
	g.keys.Scroll.SetEnabled(summary)
	g.keys.Define = g.lookup.Key
	g.keys.Define.SetEnabled(g.st.Reveal && g.lookup.Key.Enabled())
	switch {
	case typing:
		g.keys.Act.SetHelp("enter", deskVerb[g.desk.turn.Task])
	case summary:
		g.keys.Continue.SetHelp("enter", "menu")
		g.keys.Keys.Back.SetHelp("esc", "menu")
	case g.st.Reveal && g.over():
		g.keys.Continue.SetHelp("enter", "the summary")
	case g.st.Reveal:
		g.keys.Continue.SetHelp("enter", "next move")
	}
}

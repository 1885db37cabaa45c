package alice

import (
	"github.com/charmbracelet/bubbles/key"

	"parlour/games/alice"
	"parlour/ui/screen"
)

// gameKeys are the game's bindings on top of the shared ones. Across and
// Along only describe the arrows in the help line; the arrows themselves
// are the shared Left/Right and Up/Down.
type gameKeys struct {
	screen.Keys
	Across, Along key.Binding
	Act           key.Binding // play, ask, draw, pass the keyboard, menu
	Hurry         key.Binding // a computer's move at once: never the key that asks
	Fast          key.Binding
	Again         key.Binding
	Leads         key.Binding
	Log           key.Binding
	End           key.Binding // end the turn after completing a set
}

func newKeys() gameKeys {
	return gameKeys{
		Keys:   screen.NewKeys(),
		Across: key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←/→", "player")),
		Along:  key.NewBinding(key.WithKeys("up", "down"), key.WithHelp("↑/↓", "card")),
		Act:    key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "ask")),
		Hurry:  key.NewBinding(key.WithKeys(" "), key.WithHelp("space", "the move at once")),
		Fast:   key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "fast-forward")),
		Again:  key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "deal again")),
		Leads:  key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "leads")),
		Log:    key.NewBinding(key.WithKeys("g"), key.WithHelp("g", "log")),
		End:    key.NewBinding(key.WithKeys("e"), key.WithHelp("e", "end the turn")),
	}
}

// ShortHelp is the help line; g (the log) is in the full help.
func (k gameKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Act, k.Hurry, k.End, k.Across, k.Along, k.Fast, k.Again, k.Leads, k.Rules, k.Help, k.Back}
}

// FullHelp is the help shown by ?.
func (k gameKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Act, k.Hurry, k.End, k.Across, k.Along, k.Fast, k.Again}, {k.Leads, k.Log, k.Rules}, {k.Help, k.Back, k.Quit}}
}

// syncKeys shows the keys that act now, worded for what they do.
func (g *Game) syncKeys() {
	k := &g.keys
	for _, b := range []*key.Binding{&k.Across, &k.Along, &k.Act, &k.Hurry, &k.Fast, &k.Again, &k.Leads, &k.Log, &k.End} {
		b.SetEnabled(false)
	}
	k.Back.SetHelp("esc", "leave")
	if g.overlay != overlayNone {
		k.Along.SetHelp("↑/↓", "scroll")
		k.Along.SetEnabled(true)
		k.Back.SetHelp("esc", "close")
		k.Leads.SetEnabled(true)
		k.Log.SetEnabled(true)
		return
	}
	k.Leads.SetEnabled(g.stage != stageHandoff)
	k.Log.SetEnabled(g.stage != stageHandoff)
	act := func(what string) {
		k.Act.SetHelp("enter", what)
		k.Act.SetEnabled(true)
	}
	switch g.stage {
	case stageComputer:
		k.Hurry.SetEnabled(true)
		k.Fast.SetEnabled(true)
	case stagePass:
		act("pass the keyboard")
	case stageOver:
		act("menu")
		k.Again.SetEnabled(!g.link.InRoom())
		k.Back.SetHelp("esc", "menu")
	case stagePlay:
		switch g.v.Phase {
		case alice.PhaseLead:
			act("play")
			k.Across.SetHelp("←/→", "card")
			k.Across.SetEnabled(true)
			k.End.SetEnabled(g.v.MayEnd)
		case alice.PhaseForfeit:
			act("draw")
			k.Across.SetHelp("←/→", "card")
			k.Across.SetEnabled(true)
		case alice.PhaseAsk, alice.PhaseAskLead:
			act("ask")
			k.Across.SetHelp("←/→", "player")
			k.Across.SetEnabled(true)
			k.Along.SetHelp("↑/↓", "card")
			k.Along.SetEnabled(true)
		}
	}
}

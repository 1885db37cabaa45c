package serve

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"parlour/ui/room"
	"parlour/ui/screen"
)

// roomKeys are the bindings of a room before its game starts.
type roomKeys struct {
	screen.Keys
	Take, StandUp, Start, Code key.Binding
}

func (k roomKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Take, k.StandUp, k.Start, k.Code, k.Back}
}

func (k roomKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Take, k.StandUp, k.Start, k.Code}, {k.Help, k.Back, k.Quit}}
}

// roomScreen is a session inside a room: the seats and who is watching
// until the game starts, then the session's own copy of the game, drawn
// for the seats it plays (none: a spectator). The copy and what opens
// over it (the rules, the result) live in the room screen's own stack,
// whose first screen is the game: when that stack closes (the player left
// the game or its result), the session leaves the room.
type roomScreen struct {
	env    *screen.Env
	reg    *registry
	id     int64
	view   RoomView
	game   screen.Stack // the session's copy and what opens over it
	failed string       // why the copy could not be made
	footer screen.Footer
	keys   roomKeys
	size   tea.WindowSizeMsg
	sized  bool
	// stopped is the notice that the room's computers stopped, drawn
	// above the game once it is known.
	stopped string
	// left says the session has left the room: the screen is closing.
	left bool
	// code is the invitation code, shown to the creator who asked (i).
	code string
}

func newRoomScreen(env *screen.Env, reg *registry, id int64) *roomScreen {
	k := roomKeys{Keys: screen.NewKeys(),
		Take:    key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "take a seat")),
		StandUp: key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "stand up")),
		Start:   key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "start the game")),
		Code:    key.NewBinding(key.WithKeys("i"), key.WithHelp("i", "invitation code")),
	}
	k.Back.SetHelp("esc", "back to the lobby")
	r := &roomScreen{env: env, reg: reg, id: id, keys: k}
	r.refresh()
	return r
}

// playing reports whether the session's copy of the game is showing.
func (r *roomScreen) playing() bool { return !r.game.Empty() }

// MinSize is the game's when it plays, else the seat list's.
func (r *roomScreen) MinSize() (int, int) {
	if r.playing() {
		return r.game.MinSize(func() (int, int) { return 20, 5 })
	}
	return 50, 12
}

// Init builds the copy at once if the game has started.
func (r *roomScreen) Init() tea.Cmd { return r.maybeStart() }

// refresh takes a new look at the room.
func (r *roomScreen) refresh() {
	r.view = r.reg.view(r.id)
	away := make([]bool, len(r.view.Seats))
	for i, s := range r.view.Seats {
		away[i] = s.Away && !s.Takeover
	}
	r.env.SetAway(away) // the game's player lines read it when they draw
	if r.view.ComputersStopped != "" {
		r.stopped = r.view.ComputersStopped
	}
	r.keys.Start.SetEnabled(r.view.IsCreator && !r.view.Started)
	r.keys.Take.SetEnabled(!r.view.Started && r.view.anyFree())
	r.keys.StandUp.SetEnabled(!r.view.Started && len(r.view.Mine) > 0)
	r.keys.Code.SetEnabled(r.view.IsCreator && r.view.Privacy == ByInvitation)
}

// maybeStart makes the session's copy of the game once it has started.
func (r *roomScreen) maybeStart() tea.Cmd {
	if !r.view.Started || r.playing() || r.failed != "" || r.left {
		return nil
	}
	s, err := r.reg.joinGame(r.id, r.env)
	if err != nil {
		r.failed = "Cannot show the game: " + err.Error()
		return nil
	}
	r.game = screen.NewStack(s)
	cmd := r.game.Init()
	if r.sized {
		cmd = tea.Batch(cmd, r.game.Update(r.gameSize()))
	}
	return cmd
}

// leave takes the session out of the room, once, and closes the screen.
func (r *roomScreen) leave(why string) (screen.Screen, tea.Cmd) {
	if !r.left {
		r.left = true
		r.reg.leave(r.id)
	}
	return screen.Close(), func() tea.Msg { return leftRoomMsg{why} }
}

// Update runs the room, or hands everything to the game once it plays.
func (r *roomScreen) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	if r.left {
		return r, nil
	}
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		r.size, r.sized = msg, true
		if r.playing() {
			return r, r.game.Update(r.gameSize())
		}
	case room.ComputersStoppedMsg:
		r.stopped = msg.Reason
		if r.playing() && r.sized {
			return r, r.game.Update(r.gameSize())
		}
		return r, nil
	case roomsChangedMsg, screen.ShownMsg:
		r.refresh()
		if r.view.Gone {
			return r.leave("The room was closed.")
		}
		if cmd := r.maybeStart(); cmd != nil {
			return r, cmd
		}
		if _, changed := msg.(roomsChangedMsg); changed {
			return r, nil // the game needs no word of the lobby
		}
	}
	if k, ok := msg.(tea.KeyMsg); ok && r.playing() && r.watching() && key.Matches(k, r.keys.Back) {
		return r.leave("") // a spectator has no seat to keep: Esc just goes
	}
	if r.playing() {
		cmd := r.game.Update(msg)
		if r.game.Empty() {
			next, leaving := r.leave("")
			return next, tea.Batch(cmd, leaving)
		}
		return r, cmd
	}
	if k, ok := msg.(tea.KeyMsg); ok {
		return r.key(k)
	}
	return r, nil
}

// watching reports whether the session is a spectator of the game itself,
// nothing open over it: it plays no seat.
func (r *roomScreen) watching() bool { return len(r.view.Mine) == 0 && r.game.Depth() == 1 }

// key handles a key before the start.
func (r *roomScreen) key(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	r.footer.Clear()
	var err error
	switch {
	case key.Matches(msg, r.keys.Back):
		return r.leave("")
	case key.Matches(msg, r.keys.Take):
		err = r.reg.take(r.id, -1)
	case key.Matches(msg, r.keys.StandUp):
		err = r.reg.standUp(r.id)
	case key.Matches(msg, r.keys.Start):
		err = r.reg.start(r.id)
	case key.Matches(msg, r.keys.Code):
		if r.code != "" {
			r.code = "" // hidden again
		} else {
			r.code, err = r.reg.invitation(r.id)
		}
	case key.Matches(msg, r.keys.Help):
		r.footer.ShowAll = !r.footer.ShowAll
	}
	if err != nil {
		r.footer.Fail(screen.Capitalise(err.Error()) + ".")
	}
	r.refresh()
	return r, r.maybeStart()
}

// notice is the word that the computers stopped, wrapped to the width.
func (r *roomScreen) notice() string {
	return r.env.Theme.Warning.Width(max(r.size.Width, 20)).Render(r.stopped)
}

// gameSize is the room's size less the notice above the game.
func (r *roomScreen) gameSize() tea.WindowSizeMsg {
	size := r.size
	if r.stopped != "" {
		size.Height = max(size.Height-lipgloss.Height(r.notice()), 1)
	}
	return size
}

// View draws the game, or the room waiting for its start.
func (r *roomScreen) View() string {
	if r.playing() {
		if r.stopped != "" {
			return r.notice() + "\n" + r.game.View()
		}
		return r.game.View()
	}
	t := r.env.Theme
	g := t.Glyph
	v := r.view
	title := v.GameTitle
	if t.ASCII {
		title = screen.ASCIIText(title)
	}
	var b strings.Builder
	b.WriteString(t.Title.Render(v.Name) + t.Muted.Render("  "+g.Dot+"  "+title+"  "+g.Dot+"  laid by "+v.Creator) + "\n\n")
	for _, s := range v.Seats {
		who := ""
		switch {
		case s.Computer:
			who = "Computer (" + s.Level.Title() + ")"
		case s.Name == "":
			who = "free"
		default:
			who = s.Name
			if s.Mine {
				who += " (you)"
			}
			if s.Away {
				who += " (away)"
			}
		}
		line := fmt.Sprintf("  Seat %d  %s", s.Index+1, who)
		switch {
		case s.Mine:
			b.WriteString(t.Turn.Render(line) + "\n")
		case s.Name == "":
			b.WriteString(t.Muted.Render(line) + "\n")
		default:
			b.WriteString(t.Text.Render(line) + "\n")
		}
	}
	b.WriteString("\n" + t.Text.Render(fmt.Sprintf("  Watching: %d", v.Spectators)) + "\n")
	if v.Privacy != Open {
		b.WriteString(t.Text.Render("  Private: for "+v.Privacy.Describe()) + "\n")
	}
	if r.code != "" {
		b.WriteString(t.Heading.Render("  Invitation code: ") + t.Text.Render(r.code) + t.Muted.Render("  (i hides it)") + "\n")
	}
	b.WriteString("\n")
	switch {
	case r.failed != "":
		b.WriteString(t.Error.Render(r.failed) + "\n")
	case v.IsCreator:
		b.WriteString(t.Muted.Render("Press s to start when everyone is seated; free seats go to the computer.") + "\n")
	case len(v.Mine) == 0 && !v.anyFree():
		b.WriteString(t.Muted.Render("Every seat is taken: you will watch.") + "\n")
	case len(v.Mine) == 0:
		b.WriteString(t.Muted.Render("Press t to take a free seat, or stay and watch.") + "\n")
	default:
		b.WriteString(t.Muted.Render("Waiting for "+v.Creator+" to start the game.") + "\n")
	}
	return screen.PinFooter(b.String(), r.footer.View(r.env, r.size.Width, r.keys), r.size.Height)
}

// anyFree reports whether a seat of the room waits for a person.
func (v RoomView) anyFree() bool {
	for _, s := range v.Seats {
		if !s.Computer && s.Name == "" {
			return true
		}
	}
	return false
}

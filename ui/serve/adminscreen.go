package serve

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/sanitize"
	"parlour/ui/screen"
)

// adminKeys are the admin screen's bindings; each is on only where the
// selected line allows it.
type adminKeys struct {
	screen.Keys
	Close, Kick, BanKey, BanAddr, Unban, MOTD, Announce key.Binding
}

func (k adminKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Close, k.Kick, k.BanKey, k.BanAddr, k.Unban, k.MOTD, k.Announce, k.Back}
}

func (k adminKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.Close, k.Kick, k.BanKey, k.BanAddr, k.Unban}, {k.MOTD, k.Announce, k.Help, k.Back}}
}

// adminLine is one line of the admin screen's list: a room, a session or
// a ban.
type adminLine struct {
	room    *RoomInfo
	session *SessionInfo
	ban     *Ban
}

// adminScreen is reached from the lobby by admins only: the rooms, the
// sessions and the bans, and what an admin may do to them. The server
// checks each action again.
type adminScreen struct {
	env     *screen.Env
	ops     adminOps
	id      int64
	view    adminView
	lines   []adminLine
	sel     int
	pending func() error // the action a yes/no question waits to do
	typing  string       // "motd" or "announce" while the field is open
	input   textinput.Model
	footer  screen.Footer
	keys    adminKeys
	width   int
	height  int
}

func newAdminScreen(env *screen.Env, ops adminOps, id int64) *adminScreen {
	bind := func(k, help string) key.Binding { return key.NewBinding(key.WithKeys(k), key.WithHelp(k, help)) }
	k := adminKeys{Keys: screen.NewKeys(),
		Close: bind("c", "close room"), Kick: bind("e", "end session"), BanKey: bind("b", "ban key"),
		BanAddr: bind("x", "ban address"), Unban: bind("u", "unban"),
		MOTD: bind("m", "message of the day"), Announce: bind("p", "announce")}
	k.Back.SetHelp("esc", "lobby")
	in := textinput.New()
	in.Prompt = ""
	in.CharLimit = maxBoard
	in.Width = 60
	screen.StyleInput(env.Theme, &in)
	a := &adminScreen{env: env, ops: ops, id: id, keys: k, input: in}
	a.refresh()
	return a
}

// MinSize is the smallest terminal the screen is drawn in.
func (a *adminScreen) MinSize() (int, int) { return 50, 12 }

// Init does nothing.
func (a *adminScreen) Init() tea.Cmd { return nil }

func (a *adminScreen) refresh() {
	v, err := a.ops.overview(a.id)
	if err != nil {
		a.footer.Fail(screen.Capitalise(err.Error()) + ".")
		return
	}
	a.view, a.lines = v, nil
	for i := range v.Rooms {
		a.lines = append(a.lines, adminLine{room: &a.view.Rooms[i]})
	}
	for i := range v.Sessions {
		a.lines = append(a.lines, adminLine{session: &a.view.Sessions[i]})
	}
	for i := range v.Bans {
		a.lines = append(a.lines, adminLine{ban: &a.view.Bans[i]})
	}
	a.sel = max(0, min(a.sel, len(a.lines)-1))
	line := a.selected()
	a.keys.Close.SetEnabled(line.room != nil)
	a.keys.Kick.SetEnabled(line.session != nil && line.session.ID != a.id)
	a.keys.BanKey.SetEnabled(line.session != nil && line.session.ID != a.id && line.session.Who.Key != "")
	a.keys.BanAddr.SetEnabled(line.session != nil && line.session.ID != a.id)
	a.keys.Unban.SetEnabled(line.ban != nil)
}

func (a *adminScreen) selected() adminLine {
	if a.sel < len(a.lines) {
		return a.lines[a.sel]
	}
	return adminLine{}
}

// Update moves through the list, asks before an action and does it.
func (a *adminScreen) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		a.width, a.height = msg.Width, msg.Height
	case roomsChangedMsg, screen.ShownMsg:
		a.refresh()
	case tea.KeyMsg:
		if a.typing != "" {
			return a.typed(msg)
		}
		if a.footer.Asking() {
			if answered, yes := a.footer.Answer(msg); answered && yes {
				a.did(a.pending(), "Done.")
			}
			return a, nil
		}
		a.footer.Clear()
		line := a.selected()
		switch {
		case key.Matches(msg, a.keys.Up):
			a.sel = max(0, a.sel-1)
		case key.Matches(msg, a.keys.Down):
			a.sel = max(0, min(a.sel+1, len(a.lines)-1))
		case key.Matches(msg, a.keys.Close):
			name := line.room.Name
			a.ask(fmt.Sprintf("Close the room %q, its game lost? (y/n)", name), func() error { return a.ops.closeRoom(a.id, name) })
		case key.Matches(msg, a.keys.Kick):
			s := *line.session
			a.ask(fmt.Sprintf("End %s's session? (y/n)", s.Who.Name), func() error { return a.ops.kick(a.id, s.ID) })
		case key.Matches(msg, a.keys.BanKey):
			b := Ban{Key: line.session.Who.Key}
			a.ask(fmt.Sprintf("Ban %s's %s, ending its sessions? (y/n)", line.session.Who.Name, b), func() error { return a.ops.ban(a.id, b) })
		case key.Matches(msg, a.keys.BanAddr):
			b := Ban{Addr: line.session.Addr}
			a.ask(fmt.Sprintf("Ban the %s, ending its sessions? (y/n)", b), func() error { return a.ops.ban(a.id, b) })
		case key.Matches(msg, a.keys.Unban):
			a.did(a.ops.unban(a.id, *line.ban), "Unbanned.")
		case key.Matches(msg, a.keys.MOTD):
			a.typing = "motd"
			a.input.SetValue(a.view.MOTD)
			a.input.CursorEnd()
			return a, a.input.Focus()
		case key.Matches(msg, a.keys.Announce):
			a.typing = "announce"
			a.input.SetValue("")
			return a, a.input.Focus()
		case key.Matches(msg, a.keys.Help):
			a.footer.ShowAll = !a.footer.ShowAll
		case key.Matches(msg, a.keys.Back):
			return screen.Close(), nil
		}
		a.refresh()
	}
	return a, nil
}

// ask opens a yes/no question before do.
func (a *adminScreen) ask(question string, do func() error) {
	a.pending = do
	a.footer.Ask(question)
}

// did tells how an action went and looks again.
func (a *adminScreen) did(err error, ok string) {
	if err != nil {
		a.footer.Fail(screen.Capitalise(err.Error()) + ".")
	} else {
		a.footer.Note(ok)
	}
	a.refresh()
}

// typed edits the message of the day or the announcement.
func (a *adminScreen) typed(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	switch msg.String() {
	case "esc":
		a.typing = ""
		a.input.Blur()
		return a, nil
	case "enter":
		text := a.input.Value()
		if a.typing == "motd" {
			a.did(a.ops.setMOTD(a.id, text), "The message of the day is set.")
		} else {
			a.did(a.ops.announce(a.id, text), "Announced to every session.")
		}
		a.typing = ""
		a.input.Blur()
		return a, nil
	}
	var cmd tea.Cmd
	a.input, cmd = a.input.Update(msg)
	return a, cmd
}

// View draws the list and, while typing, the field.
func (a *adminScreen) View() string {
	t := a.env.Theme
	g := t.Glyph
	text := func(s string) string {
		if t.ASCII {
			return screen.ASCIIText(s)
		}
		return s
	}
	var b strings.Builder
	b.WriteString(t.Title.Render("Parlour") + t.Muted.Render("  "+g.Dot+"  administration") + "\n")
	motd := a.view.MOTD
	if motd == "" {
		motd = "(none)"
	}
	b.WriteString(t.Muted.Render(sanitize.Cap("Message of the day: "+motd, max(a.width-1, 20))) + "\n")
	heading := ""
	first, last := a.visible()
	for i := first; i < last; i++ {
		l := a.lines[i]
		var h, row string
		switch {
		case l.room != nil:
			h = "Rooms"
			row = fmt.Sprintf("%-24s %-16s %d of %d seated, %d away, %d watching", l.room.Name, sanitize.Cap(text(l.room.GameTitle), 16),
				l.room.Taken, l.room.Taken+l.room.Free, l.room.Away, l.room.Spectators)
		case l.session != nil:
			h = "Sessions"
			where := "lobby"
			if l.session.Room != "" {
				where = "in " + l.session.Room
			}
			k := "no key"
			if l.session.Who.Key != "" {
				k = shortKey(l.session.Who.Key)
			}
			row = fmt.Sprintf("%-16s %-19s %-15s %s", l.session.Who.Name, k, l.session.Addr, where)
		default:
			h = "Bans"
			row = l.ban.String()
		}
		if h != heading {
			heading = h
			b.WriteString(t.Heading.Render(h) + "\n")
		}
		row = sanitize.Cap(row, max(a.width-3, 20))
		if i == a.sel {
			b.WriteString(t.Selected.Render(g.Cursor+" "+row) + "\n")
		} else {
			b.WriteString(t.Text.Render("  "+row) + "\n")
		}
	}
	if a.typing != "" {
		ask := "Message of the day (empty: none): "
		if a.typing == "announce" {
			ask = "Announce to every session: "
		}
		b.WriteString("\n" + t.Heading.Render(ask) + "\n" + screen.InputView(t, a.input) + "\n")
		b.WriteString(t.Muted.Render("enter post "+g.Dot+" esc cancel") + "\n")
	}
	return screen.PinFooter(b.String(), a.footer.View(a.env, a.width, a.keys), a.height)
}

// visible is the part of the list that fits, around the selection.
func (a *adminScreen) visible() (first, last int) {
	rows := a.height - 12 // title, motd, three headings, the field, the footer
	if a.height == 0 {
		rows = len(a.lines)
	}
	rows = max(rows, 3)
	if len(a.lines) <= rows {
		return 0, len(a.lines)
	}
	first = max(0, min(a.sel-rows/2, len(a.lines)-rows))
	return first, first + rows
}

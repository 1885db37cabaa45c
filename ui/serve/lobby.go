package serve

import (
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"parlour/ui/sanitize"
	"parlour/ui/screen"
)

// lobbyKeys are the lobby's bindings.
type lobbyKeys struct {
	screen.Keys
	New, JoinByName, Admin key.Binding
	// Move is Up and Down in one, for the short help: with every other
	// key there, and Enter's longest word, it fits 80 columns.
	Move key.Binding
}

// ShortHelp is one line of at most 80 columns, in ASCII too ("up/down
// rooms"); leaving is in the full help (?).
func (k lobbyKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Move, k.Select, k.New, k.JoinByName, k.Admin, k.Help}
}

func (k lobbyKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.Select}, {k.New, k.JoinByName, k.Admin, k.Help, k.Back, k.Quit}}
}

// enterRoomMsg asks the lobby to take the session into a room.
type enterRoomMsg struct{ name string }

// lobby is the first screen of a session: the rooms open on the server,
// "new room", and join by name.
type lobby struct {
	env    *screen.Env
	reg    *registry
	id     int64
	who    Identity
	first  string // a room to enter at once (the SSH command, or the seat left)
	rooms  []RoomInfo
	sel    int
	typing bool // the join-by-name field is open
	input  textinput.Model
	footer screen.Footer
	keys   lobbyKeys
	help   help.Model
	width  int
	height int
	ops    lobbyOps
}

// lobbyOps are the server's admin actions and message of the day (nil in
// tests without a server).
type lobbyOps interface {
	adminOps
	motd() string
}

func newLobby(env *screen.Env, reg *registry, ops lobbyOps, id int64, who Identity, first string) *lobby {
	k := lobbyKeys{Keys: screen.NewKeys(),
		New:        key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new room")),
		JoinByName: key.NewBinding(key.WithKeys("/"), key.WithHelp("/", "join by name")),
		Admin:      key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "admin")),
	}
	k.Move = key.NewBinding(key.WithKeys(append(k.Up.Keys(), k.Down.Keys()...)...), key.WithHelp("↑/↓", "rooms"))
	k.Back.SetHelp("esc", "leave Parlour")
	k.Rules.SetEnabled(false)
	in := textinput.New()
	in.Prompt = ""
	in.CharLimit = reg.limits.RoomNameLen
	in.Width = reg.limits.RoomNameLen + 1
	screen.StyleInput(env.Theme, &in)
	l := &lobby{env: env, reg: reg, ops: ops, id: id, who: who, first: first, keys: k, help: env.Theme.Help(), input: in}
	l.refresh()
	return l
}

// MinSize is the smallest terminal the lobby is drawn in.
func (l *lobby) MinSize() (int, int) { return 50, 12 }

// Init enters the room asked for on the command line, if any.
func (l *lobby) Init() tea.Cmd {
	if l.first == "" {
		return nil
	}
	name := l.first
	l.first = ""
	return func() tea.Msg { return enterRoomMsg{name} }
}

func (l *lobby) refresh() {
	l.rooms = l.reg.list(l.who)
	l.sel = max(0, min(l.sel, len(l.rooms)-1))
	l.keys.Select.SetHelp("enter", l.selectWord())
	l.keys.Admin.SetEnabled(l.isAdmin())
}

// selectWord is what Enter does on the selected room: back to a seat the
// player holds (rejoin), join one that has a free seat, or watch.
func (l *lobby) selectWord() string {
	if len(l.rooms) == 0 {
		return "join"
	}
	r := l.rooms[l.sel]
	switch {
	case r.Yours:
		return "rejoin"
	case r.Started || r.Free == 0:
		return "watch"
	}
	return "join"
}

// Update moves through the rooms, opens one, or lays a new one.
func (l *lobby) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		l.width, l.height = msg.Width, msg.Height
		l.help.Width = msg.Width
	case roomsChangedMsg, screen.ShownMsg:
		l.refresh()
	case screen.SettingsChangedMsg:
		l.help = l.env.Theme.Help()
		l.help.Width = l.width
	case enterRoomMsg:
		return l.enter(msg.name)
	case leftRoomMsg:
		l.refresh()
		if msg.why != "" {
			l.footer.Warn(msg.why)
		}
	case tea.KeyMsg:
		if l.typing {
			return l.typed(msg)
		}
		l.footer.Clear()
		switch {
		case key.Matches(msg, l.keys.Up):
			l.sel = max(0, l.sel-1)
			l.keys.Select.SetHelp("enter", l.selectWord())
		case key.Matches(msg, l.keys.Down):
			l.sel = max(0, min(l.sel+1, len(l.rooms)-1))
			l.keys.Select.SetHelp("enter", l.selectWord())
		case key.Matches(msg, l.keys.Select):
			if len(l.rooms) == 0 {
				l.footer.Hint("No room is open yet: press n to lay a table.")
				return l, nil
			}
			return l.enter(l.rooms[l.sel].Name)
		case key.Matches(msg, l.keys.New):
			return screen.Open(l, newGamePicker(l.env, l.reg, l.id, l.who)), nil
		case key.Matches(msg, l.keys.Admin) && l.isAdmin():
			return screen.Open(l, newAdminScreen(l.env, l.ops, l.id)), nil
		case key.Matches(msg, l.keys.JoinByName):
			l.typing = true
			l.input.SetValue("")
			return l, l.input.Focus()
		case key.Matches(msg, l.keys.Help):
			l.footer.ShowAll = !l.footer.ShowAll
		case key.Matches(msg, l.keys.Back), msg.String() == "q":
			return l, screen.Quit
		}
	}
	return l, nil
}

// typed edits the join-by-name field.
func (l *lobby) typed(msg tea.KeyMsg) (screen.Screen, tea.Cmd) {
	switch msg.String() {
	case "esc":
		l.typing = false
		l.input.Blur()
		return l, nil
	case "enter":
		l.typing = false
		l.input.Blur()
		name := strings.TrimSpace(l.input.Value())
		if name == "" {
			return l, nil
		}
		return l.enter(name)
	}
	var cmd tea.Cmd
	l.input, cmd = l.input.Update(msg)
	return l, cmd
}

// enter takes the session into the room called name.
func (l *lobby) enter(name string) (screen.Screen, tea.Cmd) {
	if err := l.reg.enter(l.id, name); err != nil {
		if locked, ok := errors.AsType[*lockedError](err); ok {
			return screen.Open(l, newSecretPrompt(l.env, l.reg, l.id, locked.room, locked.kind)), nil
		}
		l.footer.Fail(screen.Capitalise(err.Error()) + ".")
		l.refresh()
		return l, nil
	}
	return screen.Open(l, newRoomScreen(l.env, l.reg, l.id)), nil
}

// View draws the list of rooms.
func (l *lobby) View() string {
	t := l.env.Theme
	g := t.Glyph
	var b strings.Builder
	b.WriteString(t.Title.Render("Parlour") + t.Muted.Render("  "+g.Dot+"  rooms on this server") + "\n")
	id := "no key: a name only"
	if l.who.Key != "" {
		id = "key " + shortKey(l.who.Key)
	}
	b.WriteString(t.Muted.Render("You are "+l.who.Name+" ("+id+")") + "\n")
	if l.ops != nil {
		if motd := l.ops.motd(); motd != "" {
			b.WriteString(t.Heading.Render(ansi.Wrap(motd, max(l.width, 20), "")) + "\n")
		}
	}
	b.WriteString("\n")
	if len(l.rooms) == 0 {
		b.WriteString(t.Text.Render("  No room is open yet. Press n to lay a table for a game.") + "\n")
	} else {
		nameW := min(l.reg.limits.RoomNameLen, lobbyNameWidth)
		b.WriteString(t.Heading.Render("  "+lobbyRow(nameW, "Room", "Game", "Seats", "Away", "Watch", "")) + "\n")
		first, last := l.visible()
		if first > 0 {
			b.WriteString(t.Muted.Render(fmt.Sprintf("  %s %d more above", g.Up, first)) + "\n")
		}
		for i := first; i < last; i++ {
			r := l.rooms[i]
			seatsText := fmt.Sprintf("%d of %d", r.Taken, r.Taken+r.Free)
			if r.Computers > 0 {
				seatsText += fmt.Sprintf(" +%d cpu", r.Computers)
			}
			away := ""
			if r.Away > 0 {
				away = fmt.Sprint(r.Away)
			}
			state := ""
			switch {
			case r.Yours:
				state = "your seat"
			case r.Privacy == ByPassword:
				state = "password"
			case r.Privacy == ByInvitation:
				state = "by code"
			case r.Over:
				state = "game over"
			case r.Started:
				state = "playing"
			}
			title := r.GameTitle
			if t.ASCII {
				title = screen.ASCIIText(title)
			}
			line := lobbyRow(nameW, r.Name, title, seatsText, away, fmt.Sprint(r.Spectators), state)
			if i == l.sel {
				b.WriteString(t.Selected.Render(g.Cursor+" "+line) + "\n")
			} else {
				b.WriteString(t.Text.Render("  "+line) + "\n")
			}
		}
		if last < len(l.rooms) {
			b.WriteString(t.Muted.Render(fmt.Sprintf("  %s %d more below", g.Down, len(l.rooms)-last)) + "\n")
		}
	}
	if l.typing {
		b.WriteString("\n" + t.Heading.Render("Join the room called: ") + screen.InputView(t, l.input) + "\n")
		b.WriteString(t.Muted.Render("enter join "+g.Dot+" esc cancel") + "\n")
	}
	return screen.PinFooter(b.String(), l.footer.View(l.env, l.width, l.keys), l.height)
}

// lobbyNameWidth is the most of a room's name the lobby shows, so that a
// row fits 80 columns.
const lobbyNameWidth = 24

// lobbyRow is one row of the lobby's table: at most 77 columns, which
// with the cursor fits a terminal of 80.
func lobbyRow(nameW int, name, game, seats, away, watch, state string) string {
	return fmt.Sprintf("%-*s  %-16s %-13s %-4s %-5s %s", nameW, sanitize.Cap(name, nameW),
		sanitize.Cap(game, 16), sanitize.Cap(seats, 13), away, sanitize.Cap(watch, 5), state)
}

// isAdmin reports whether the session holds an admin key: only then is
// the admin screen offered (and the server checks again on each action).
func (l *lobby) isAdmin() bool { return l.ops != nil && l.ops.isAdmin(l.who.Key) }

// visible is the part of the list that fits the window, around the
// selected room.
func (l *lobby) visible() (first, last int) {
	rows := l.height - 11 // title, name, blank, heading, field, the footer's three lines, the more-lines
	if l.height == 0 {
		rows = len(l.rooms)
	}
	if l.ops != nil && l.ops.motd() != "" {
		rows--
	}
	rows = max(rows, 3)
	if len(l.rooms) <= rows {
		return 0, len(l.rooms)
	}
	first = max(0, min(l.sel-rows/2, len(l.rooms)-rows))
	return first, first + rows
}

// shortKey is the start of a fingerprint, enough to tell keys apart.
func shortKey(fp string) string {
	if len(fp) > 19 {
		return fp[:19]
	}
	return fp
}

// leftRoomMsg tells the lobby that the session came back from a room.
type leftRoomMsg struct{ why string }

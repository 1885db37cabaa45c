package serve

import (
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/sanitize"
	"parlour/ui/screen"
	"parlour/ui/setup"
)

// gamePicker is the first step of "new room": which game.
type gamePicker struct {
	env    *screen.Env
	reg    *registry
	id     int64
	who    Identity
	games  []screen.Entry // those that play in a room
	sel    int
	footer screen.Footer
	keys   screen.Keys
	help   help.Model
	width  int
	height int
}

func newGamePicker(env *screen.Env, reg *registry, id int64, who Identity) *gamePicker {
	p := &gamePicker{env: env, reg: reg, id: id, who: who, keys: screen.NewKeys(), help: env.Theme.Help()}
	p.keys.Rules.SetEnabled(false)
	p.keys.Left.SetEnabled(false)
	p.keys.Right.SetEnabled(false)
	for _, g := range reg.games {
		if g.Room != nil {
			p.games = append(p.games, g)
		}
	}
	return p
}

// MinSize is the smallest terminal the picker is drawn in.
func (p *gamePicker) MinSize() (int, int) { return 40, 10 }

// Init does nothing.
func (p *gamePicker) Init() tea.Cmd { return nil }

// Update chooses a game and opens its set-up.
func (p *gamePicker) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		p.width, p.height = msg.Width, msg.Height
	case tea.KeyMsg:
		switch {
		case key.Matches(msg, p.keys.Up):
			p.sel = max(0, p.sel-1)
		case key.Matches(msg, p.keys.Down):
			p.sel = max(0, min(p.sel+1, len(p.games)-1))
		case key.Matches(msg, p.keys.Select):
			if len(p.games) == 0 {
				return p, nil
			}
			g := p.games[p.sel]
			return screen.Replace(setup.ForRoom(p.env, g, func(cfg screen.Config, back screen.Screen) screen.Screen {
				return newNamePrompt(p.env, p.reg, p.id, p.who, g, cfg, back)
			})), nil
		case key.Matches(msg, p.keys.Help):
			p.footer.ShowAll = !p.footer.ShowAll
		case key.Matches(msg, p.keys.Back):
			return screen.Close(), nil
		}
	}
	return p, nil
}

// View lists the games.
func (p *gamePicker) View() string {
	t := p.env.Theme
	var b strings.Builder
	b.WriteString(t.Title.Render("New room") + t.Muted.Render("  "+t.Glyph.Dot+"  choose the game") + "\n\n")
	if len(p.games) == 0 {
		b.WriteString(t.Text.Render("  No game of this build plays in a room yet.") + "\n")
	}
	for i, g := range p.games {
		line := g.Title + "  " + g.PlayersWith(t.Glyph.Dash)
		summary := g.Summary
		if t.ASCII {
			line, summary = screen.ASCIIText(line), screen.ASCIIText(summary)
		}
		if i == p.sel {
			b.WriteString(t.Selected.Render(t.Glyph.Cursor+" "+line) + "\n")
		} else {
			b.WriteString(t.Text.Render("  "+line) + "\n")
		}
		b.WriteString(t.Muted.Render("    "+summary) + "\n")
	}
	return screen.PinFooter(b.String(), p.footer.View(p.env, p.width, bindings{p.keys.Up, p.keys.Down, p.keys.Select, p.keys.Back}), p.height)
}

// namePrompt is the last step of "new room": its name and who may enter
// (tab: anyone, with a password, by invitation). Enter opens it; Esc goes
// back to the set-up as it was laid.
type namePrompt struct {
	env      *screen.Env
	reg      *registry
	id       int64
	game     screen.Entry
	cfg      screen.Config
	back     screen.Screen // the set-up, as laid
	input    textinput.Model
	privacy  Privacy
	password textinput.Model // for ByPassword
	footer   screen.Footer
	keys     screen.Keys
	privKey  key.Binding
	width    int
	height   int
}

func newNamePrompt(env *screen.Env, reg *registry, id int64, who Identity, g screen.Entry, cfg screen.Config, back screen.Screen) *namePrompt {
	in := textinput.New()
	in.Prompt = ""
	in.CharLimit = reg.limits.RoomNameLen
	in.Width = reg.limits.RoomNameLen + 1
	in.SetValue(sanitize.Cap(who.Name+"'s "+g.Title, reg.limits.RoomNameLen))
	in.CursorEnd()
	in.Focus()
	screen.StyleInput(env.Theme, &in)
	k := screen.TypingKeys()
	k.Select.SetHelp("enter", "open the room")
	k.Rules.SetEnabled(false)
	for _, b := range []*key.Binding{&k.Up, &k.Down, &k.Left, &k.Right, &k.Help} {
		b.SetEnabled(false)
	}
	priv := key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "who may enter"))
	return &namePrompt{env: env, reg: reg, id: id, game: g, cfg: cfg, back: back, input: in, keys: k,
		password: newSecretInput(env.Theme), privKey: priv}
}

// MinSize is the smallest terminal the prompt is drawn in.
func (n *namePrompt) MinSize() (int, int) { return 40, 8 }

// Init shows the cursor.
func (n *namePrompt) Init() tea.Cmd { return n.input.Focus() }

// Update edits the name and opens the room.
func (n *namePrompt) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		n.width, n.height = msg.Width, msg.Height
		return n, nil
	case tea.KeyMsg:
		switch msg.String() {
		case "esc":
			return screen.Replace(n.back), nil
		case "tab":
			n.privacy = privacies[(slices.Index(privacies, n.privacy)+1)%len(privacies)]
			return n, n.focus(n.privacy == ByPassword && n.input.Value() != "")
		case "up", "down":
			if n.privacy == ByPassword {
				return n, n.focus(msg.String() == "down")
			}
			return n, nil
		case "enter":
			if n.privacy == ByPassword && n.password.Value() == "" {
				n.footer.Hint("Type the room's password: those who join give it.")
				return n, n.focus(true)
			}
			if err := n.reg.createPrivate(n.id, n.input.Value(), n.game.ID, n.cfg, n.privacy, n.password.Value()); err != nil {
				n.footer.Fail(screen.Capitalise(err.Error()) + ".")
				return n, nil
			}
			return screen.Replace(newRoomScreen(n.env, n.reg, n.id)), nil
		}
		n.footer.Clear()
	}
	var cmd tea.Cmd
	if n.password.Focused() {
		n.password, cmd = n.password.Update(msg)
	} else {
		n.input, cmd = n.input.Update(msg)
	}
	return n, cmd
}

// focus puts the cursor in the password field, or the name's.
func (n *namePrompt) focus(password bool) tea.Cmd {
	if password {
		n.input.Blur()
		return n.password.Focus()
	}
	n.password.Blur()
	return n.input.Focus()
}

// View draws the prompt.
func (n *namePrompt) View() string {
	t := n.env.Theme
	title := n.game.Title
	if t.ASCII {
		title = screen.ASCIIText(title)
	}
	body := t.Title.Render("New room") + t.Muted.Render("  "+t.Glyph.Dot+"  "+title) + "\n\n" +
		t.Heading.Render("Name of the room: ") + screen.InputView(t, n.input) + "\n" +
		t.Heading.Render("Who may enter:    ") + t.Text.Render(screen.Capitalise(n.privacy.Describe())) + "\n"
	switch n.privacy {
	case ByPassword:
		body += t.Heading.Render("Password:         ") + screen.InputView(t, n.password) + "\n"
	case ByInvitation:
		body += t.Muted.Render("The room shows you its code to share (press i there).") + "\n"
	}
	body += "\n" + t.Muted.Render("Others join it by this name, in the lobby or with ssh -t NAME.")
	return screen.PinFooter(body, n.footer.View(n.env, n.width, bindings{n.keys.Select, n.privKey, n.keys.Back}), n.height)
}

// bindings is a key help of one line.
type bindings []key.Binding

func (b bindings) ShortHelp() []key.Binding  { return b }
func (b bindings) FullHelp() [][]key.Binding { return [][]key.Binding{b} }

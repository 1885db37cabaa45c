package serve

import (
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"parlour/ui/screen"
	"parlour/ui/theme"
)

// newSecretInput is a field for a password or code: what is typed is
// never drawn, only a mask.
func newSecretInput(t *theme.Theme) textinput.Model {
	in := textinput.New()
	in.Prompt = ""
	in.CharLimit = maxSecret
	in.Width = 33
	in.EchoMode = textinput.EchoPassword
	in.EchoCharacter = '*'
	screen.StyleInput(t, &in)
	return in
}

// secretPrompt asks for a private room's password or invitation code
// before the session enters it, as a player or a spectator.
type secretPrompt struct {
	env    *screen.Env
	reg    *registry
	id     int64
	room   string
	kind   Privacy
	input  textinput.Model
	footer screen.Footer
	keys   screen.Keys
	width  int
	height int
}

func newSecretPrompt(env *screen.Env, reg *registry, id int64, room string, kind Privacy) *secretPrompt {
	k := screen.TypingKeys()
	k.Select.SetHelp("enter", "enter the room")
	k.Back.SetHelp("esc", "back to the lobby")
	in := newSecretInput(env.Theme)
	if kind == ByInvitation {
		in.EchoMode = textinput.EchoNormal // a code the server made, not a secret of the player's
	}
	in.Focus()
	return &secretPrompt{env: env, reg: reg, id: id, room: room, kind: kind, input: in, keys: k}
}

// MinSize is the smallest terminal the prompt is drawn in.
func (p *secretPrompt) MinSize() (int, int) { return 40, 8 }

// Init shows the cursor.
func (p *secretPrompt) Init() tea.Cmd { return p.input.Focus() }

// Update edits the field and tries it.
func (p *secretPrompt) Update(msg tea.Msg) (screen.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		p.width, p.height = msg.Width, msg.Height
		return p, nil
	case tea.KeyMsg:
		switch msg.String() {
		case "esc":
			return screen.Close(), nil
		case "enter":
			err := p.reg.enterWith(p.id, p.room, p.input.Value())
			p.input.SetValue("")
			if err != nil {
				p.footer.Fail(screen.Capitalise(err.Error()) + ".")
				return p, nil
			}
			return screen.Replace(newRoomScreen(p.env, p.reg, p.id)), nil
		}
		p.footer.Clear()
	}
	var cmd tea.Cmd
	p.input, cmd = p.input.Update(msg)
	return p, cmd
}

// View draws the prompt.
func (p *secretPrompt) View() string {
	t := p.env.Theme
	ask := "Password: "
	if p.kind == ByInvitation {
		ask = "Invitation code: "
	}
	body := t.Title.Render(p.room) + t.Muted.Render("  "+t.Glyph.Dot+"  a private room") + "\n\n" +
		t.Text.Render("This room is for "+p.kind.Describe()+".") + "\n\n" +
		t.Heading.Render(ask) + screen.InputView(t, p.input)
	return screen.PinFooter(body, p.footer.View(p.env, p.width, bindings{p.keys.Select, p.keys.Back}), p.height)
}

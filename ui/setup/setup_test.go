package setup

import (
	"strings"
	"testing"

	"parlour/ui/internal/testgame"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

// TestRoomSetupOffersNoNameForAHumanSeat: in a room a person plays under
// their own name, so the set-up shows a human seat as a free seat, typing
// there names nothing, and only a computer seat's name can be typed.
func TestRoomSetupOffersNoNameForAHumanSeat(t *testing.T) {
	var laid *screen.Config
	m := ForRoom(uitest.NewEnv(t), testgame.Game(), func(cfg screen.Config, _ screen.Screen) screen.Screen {
		laid = &cfg
		return nil
	})
	h := uitest.NewScreen(t, m, 80, 24)
	h.MustSee(freeSeat)
	h.MustNotSee(seats.DefaultName(0))
	h.MustSee("own name")
	h.Type("Zed") // the focus is on seat 1, a person's
	h.MustNotSee("Zed")
	if got := h.Screen().(Model).Config().Seats[0]; got.Kind != seats.Human || got.Name != seats.DefaultName(0) {
		t.Fatalf("typing on a room's human seat changed it to %+v", got)
	}
	h.Key("right") // seat 1 to the computer: now it has a name to type
	h.MustNotSee(freeSeat)
	h.MustSee("Type to name the computer")
	h.Type("Cook")
	if got := h.Screen().(Model).Config().Seats[0]; got.Kind != seats.Computer || got.Name != "Cook" {
		t.Fatalf("the computer seat is %+v, want one called Cook", got)
	}
	h.Key("left") // back to a person
	h.MustSee(freeSeat)
	h.MustNotSee("Cook")
	h.Key("down", "down", "down") // seat 2, the options, Start
	h.Key("enter")
	if laid == nil || len(laid.Seats) != 2 || laid.Seats[0].Kind != seats.Human {
		t.Fatalf("the room was laid as %+v", laid)
	}
}

// TestSetupAtOneKeyboardStillNamesEverySeat: away from a room a human
// seat keeps its editable name.
func TestSetupAtOneKeyboardStillNamesEverySeat(t *testing.T) {
	h := uitest.NewScreen(t, New(uitest.NewEnv(t), testgame.Game()), 80, 24)
	h.MustNotSee(freeSeat)
	h.MustSee(seats.DefaultName(0))
	h.Type("Ada")
	h.MustSee("Ada")
	if got := h.Screen().(Model).Config().Seats[0]; got.Kind != seats.Human || got.Name != "Ada" {
		t.Fatalf("seat 1 is %+v, want a person called Ada", got)
	}
	if v := h.View(); !strings.Contains(v, "Type to rename the seat") {
		t.Fatalf("the hint for a seat's name is gone:\n%s", v)
	}
}

// TestRoomSetupOffersNoComputerForAGameWithout: a game no computer plays
// (Doublet Puzzles) does not tell the room's creator to choose one.
func TestRoomSetupOffersNoComputerForAGameWithout(t *testing.T) {
	g := testgame.Game()
	g.Levels = nil
	h := uitest.NewScreen(t, ForRoom(uitest.NewEnv(t), g, func(screen.Config, screen.Screen) screen.Screen { return nil }), 80, 24)
	h.MustSee("own name")
	h.MustNotSee("for a computer")
}

// TestSetupNamesAreFitToDraw: a bidi override or an escape typed or
// pasted into a name never reaches the field; under --ascii neither does
// a character outside ASCII, typed or remembered from setups.json.
func TestSetupNamesAreFitToDraw(t *testing.T) {
	h := uitest.NewScreen(t, New(uitest.NewEnv(t), testgame.Game()), 80, 24)
	h.Type("A\u202eda\x1b")
	if got := h.Screen().(Model).Config().Seats[0].Name; got != "Ada" {
		t.Fatalf("typed name became %q", got)
	}
	env := uitest.NewASCIIEnv(t)
	env.Setups = store.Setups{testgame.ID: {Seats: []seats.Seat{{Name: "Zoë", Kind: seats.Human}}}}
	h = uitest.NewScreen(t, New(env, testgame.Game()), 80, 24)
	uitest.AssertASCII(t, "remembered", h.View())
	h.Key("down") // seat 2
	h.Type("李Bo")
	uitest.AssertASCII(t, "typed", h.View())
	if got := h.Screen().(Model).Config().Seats; got[0].Name != "Zo?" || got[1].Name != "Bo" {
		t.Fatalf("names under ASCII: %+v", got)
	}
}

// TestStartingOverASaveAsksFirst: a game of the kind already saved is not
// started (and the save not replaced) until the player says y; n keeps
// the set-up and the save.
func TestStartingOverASaveAsksFirst(t *testing.T) {
	env := uitest.NewEnv(t)
	saved := store.Envelope{Game: testgame.ID, Version: 1, Seats: []seats.Seat{{Name: "Ada"}, {Name: "Bob"}}, State: []byte(`{"target":3,"scores":[2,1]}`)}
	if err := env.Store.Save(saved); err != nil {
		t.Fatal(err)
	}
	before, _ := env.Store.ReadFile(store.SaveName(testgame.ID))
	h := uitest.NewScreen(t, New(env, testgame.Game()), 80, 24)
	h.Key("down", "down", "down", "enter") // Start
	h.MustSee("will be replaced")
	if h.Navigated().Kind != 0 {
		t.Fatalf("started over the save: %+v", h.Navigated())
	}
	h.Key("n")
	h.MustNotSee("will be replaced")
	if after, _ := env.Store.ReadFile(store.SaveName(testgame.ID)); string(after) != string(before) {
		t.Fatal("the save changed on n")
	}
	h.Key("enter")
	h.MustSee("will be replaced")
	h.Key("y")
	if h.Navigated().Kind != screen.Replacing {
		t.Fatalf("y did not start the game: %+v", h.Navigated())
	}
}

// TestALongChoiceKeepsItsArrows: a choice as long as a drill's name shows
// whole at 80 columns with both arrows (the form moves left for it); in a
// narrower window it is cut with an ellipsis and still ends with the
// arrow that says there are more.
func TestALongChoiceKeepsItsArrows(t *testing.T) {
	g := testgame.Game()
	long := "Drill: The double guard on Black's left"
	g.Options = []screen.Option{{Key: "play", Label: "Play", Choices: screen.Plain("a game", long)}}
	h := uitest.NewScreen(t, New(uitest.NewEnv(t), g), 80, 24)
	h.Key("down", "down", "right") // past the two seats to Play, the drill
	row := rowWith(t, h.View(), "Drill")
	if !strings.Contains(row, "< "+long+" >") && !strings.Contains(row, "◂ "+long+" ▸") {
		t.Fatalf("at 80 columns the choice reads %q, want it whole between its arrows", row)
	}
	h = uitest.NewScreen(t, New(uitest.NewEnv(t), g), 60, 24)
	h.Key("down", "down", "right")
	row = rowWith(t, h.View(), "Drill")
	if !strings.HasSuffix(strings.TrimRight(row, " "), "▸") || !strings.Contains(row, "…") || len([]rune(row)) > 60 {
		t.Fatalf("at 60 columns the choice reads %q, want it cut with … before ▸", row)
	}
}

// rowWith is the line of frame that holds text.
func rowWith(t *testing.T, frame, text string) string {
	t.Helper()
	for _, line := range strings.Split(frame, "\n") {
		if strings.Contains(line, text) {
			return line
		}
	}
	t.Fatalf("no line holds %q:\n%s", text, frame)
	return ""
}

// TestTheNameBeingTypedKeepsItsColumnWithoutColour: under NO_COLOR the
// seat whose name is being typed draws its choice where it does in
// colour, beside the other seats' (the plain field used to lose its
// padding, pulling "◂ Human" ten columns left).
func TestTheNameBeingTypedKeepsItsColumnWithoutColour(t *testing.T) {
	h := uitest.NewScreen(t, New(uitest.NewEnv(t), testgame.Game()), 80, 24)
	h.MustSee("Player 1_")
	column := func(of string) int {
		for _, line := range strings.Split(h.View(), "\n") {
			if i := strings.Index(line, of); i >= 0 {
				return len([]rune(line[:i]))
			}
		}
		t.Fatalf("no %q in:\n%s", of, h.View())
		return 0
	}
	if arrow, other := column("◂ Human"), column("Computer"); arrow != other-1 {
		t.Fatalf("the typed seat's choice at column %d, the next seat's at %d; want one before it, as in colour:\n%s", arrow, other, h.View())
	}
}

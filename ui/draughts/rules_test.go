package draughts

import (
	"math/rand/v2"
	"strings"
	"testing"

	"parlour/games/draughts"
	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// huffingRules are the English rules with book rule 6's huffing.
var huffingRules = draughts.Rules{Huffing: true}

// missedCapture is a position where Black (Ada) may capture 14x23 but
// plays 1-5 instead.
const missedCapture = "B:W18,30:B1,14"

func TestRule6TakeSendsTheMoveBackAndForcesTheCapture(t *testing.T) {
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, bob}, huffingRules, missedCapture)
	before := g.rec.Now()
	typeMove(h, "1-5") // Ada leaves the capture
	h.MustSee(`Ada left a capture: H to huff 14, T to say "Take", or just move.`)
	h.MustSee(`T say "Take"`)
	if !g.keys.Take.Enabled() || !g.keys.Huff.Enabled() {
		t.Fatal("the choice of rule 6 is not offered to Bob")
	}
	h.Key("T")
	h.MustSee(`Bob says "Take": Ada's move goes back, and Ada must capture (14x23).`)
	s := g.rec.Now()
	if s.Turn() != draughts.Black || !s.MustTake() || s.FEN() != before.FEN() {
		t.Fatalf(`after "Take": %s, Black to move %v, must take %v`, s.FEN(), s.Turn() == draughts.Black, s.MustTake())
	}
	h.MustNotSee("1-5") // the move sent back is off the list
	h.Key("tab")        // clears the message: the guidance shows
	h.MustSee(`"Take" was said: you must capture 14x23.`)
	typeMove(h, "1-5")
	if g.rec.Now().FEN() != before.FEN() {
		t.Fatal(`the move sent back by "Take" was played again`)
	}
	h.MustSee("must capture")
	h.Key("esc") // close the field the refused move stays in
	typeMove(h, "14x23")
	h.MustSee("1. 14x23")
	if _, ok := g.rec.Now().Piece(18); ok {
		t.Fatal("the capture did not take the man on 18")
	}
	if p := g.rec.pdn(nil, "*"); len(p.Moves) != 1 || g.rec.Now().MustTake() {
		t.Fatalf("the PDN keeps %d moves, want the capture only", len(p.Moves))
	}
}

func TestRule6HuffKeyHuffsTheMan(t *testing.T) {
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, bob}, huffingRules, missedCapture)
	typeMove(h, "1-5")
	h.Key("H")
	h.MustSee("Bob huffs the black man on 14; now make your move.")
	s := g.rec.Now()
	if _, ok := s.Piece(14); ok || s.Turn() != draughts.White || s.CanSayTake() {
		t.Fatal("H did not huff the man, passed the turn, or left Take open")
	}
	if g.keys.Take.Enabled() || g.keys.Huff.Enabled() {
		t.Fatal("the choice is still offered after the huff")
	}
	h.Key("T")
	if g.rec.Played != 2 {
		t.Fatal(`"Take" was said after the huff`)
	}
	if _, err := g.sayTake(); err == nil {
		t.Fatal(`"Take" accepted after the huff`)
	}
}

func TestRule6TypedTake(t *testing.T) {
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, bob}, huffingRules, missedCapture)
	typeMove(h, "1-5")
	typeMove(h, "take")
	if !g.rec.Now().MustTake() {
		t.Fatal(`typing "take" did not say it`)
	}
}

func TestRule6NoTakeWithCompulsoryCapture(t *testing.T) {
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, bob}, draughts.Rules{}, missedCapture)
	h.Key("T", "H")
	if g.rec.Played != 0 {
		t.Fatal("T or H did something with capture compulsory")
	}
	h.MustNotSee(`say "Take"`)
}

func TestRule6ComputerSaysTake(t *testing.T) {
	// After 6-10, White's search finds the forced 23x... better than a huff.
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, easy}, huffingRules, "B:W9,13,18:B5,6,23")
	typeMove(h, "6-10")
	h.MustSee(`Easy says "Take": Ada's move goes back, and Ada must capture`)
	if s := g.rec.Now(); !s.MustTake() || s.Turn() != draughts.Black {
		t.Fatalf(`the computer's "Take" left %s`, s.FEN())
	}
	if !g.CanMove() || g.Think.Busy() {
		t.Fatal("Ada is not the one to move after the computer's Take")
	}
}

func TestRule6TakeSurvivesResume(t *testing.T) {
	env := testEnv(t)
	h, g := startAt(t, env, []seats.Seat{ada, bob}, huffingRules, missedCapture)
	typeMove(h, "1-5")
	h.Key("T")
	saved, err := env.Store.Load(GameID, saveVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumeGame(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	g2 := s.(*Game)
	h2 := uitest.NewScreen(t, g2, 80, 24)
	if !g2.rec.Now().MustTake() || fen(g2) != fen(g) || g2.rec.Played != 2 {
		t.Fatalf(`resumed %s (%d events, must take %v)`, fen(g2), g2.rec.Played, g2.rec.Now().MustTake())
	}
	h2.MustSee(`"Take" was said: you must capture 14x23.`)
	h2.Key("u", "y") // Bob agrees to take back the call
	if !g2.rec.Now().CanSayTake() {
		t.Fatal(`taking back "Take" did not bring the choice back`)
	}
}

func TestRule10CountingStartsOnlyAfterNotice(t *testing.T) {
	r := draughts.Rules{Draws: draughts.Victorian}
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, bob}, r, "B:WK20,K28:BK1")
	h.MustNotSee("Rule 10") // nothing is counted before notice
	h.MustSee("N give notice (rule 10: 20 moves)")
	typeMove(h, "1-6")
	typeMove(h, "20-24")
	h.MustNotSee("Rule 10")
	h.Key("N")
	h.MustSee("Ada gives notice (rule 10): the game must be won within 20 moves each.")
	h.MustSee("Rule 10: 20 moves left")
	if g.keys.Notice.Enabled() {
		t.Fatal("notice offered twice")
	}
	h.MustNotSee("give notice")
}

func TestRule11NoticeKeyNamesItsRule(t *testing.T) {
	r := draughts.Rules{Draws: draughts.Victorian}
	h, _ := startAt(t, testEnv(t), []seats.Seat{ada, bob}, r, "B:WK20,K28,K32:BK1,K5")
	h.MustNotSee("Rule 11")
	h.MustSee("N give notice (rule 11: 40 moves)")
	h.Key("?")
	h.MustSee("give notice (rule 11: 40 moves)")
}

func TestRule10ComputerGivesNoticeItself(t *testing.T) {
	r := draughts.Rules{Draws: draughts.Victorian}
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, easy}, r, "W:WK20:BK1,K5") // the computer, White, to move
	h.MustSee("Easy gives notice (rule 10)")
	if _, ok := g.rec.Now().NoticeGiven(); ok {
		t.Fatal("rule 10's notice was taken for rule 11's")
	}
	found := false
	for _, c := range g.rec.Now().Counters() {
		found = found || strings.HasPrefix(c.Rule, "rule 10")
	}
	if !found {
		t.Fatalf("the computer with the lone king gave no notice: %+v", g.rec.Now().Counters())
	}
}

// lotGame starts a game for Ada and Bob with the colours by lot.
func lotGame(t *testing.T, env *screen.Env, seed uint64) *Game {
	t.Helper()
	s, err := newGame(env, screen.Config{Seats: []seats.Seat{ada, bob}, Options: map[string]string{"colours": coloursCh[1].Value}, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return quicken(s.(*Game))
}

func TestRule2ColoursByLot(t *testing.T) {
	black := map[string]int{}
	for seed := uint64(1); seed <= 24; seed++ {
		g := lotGame(t, testEnv(t), seed)
		want := draughts.Rules{ColoursByLot: true}.FirstSeat(rand.New(rand.NewPCG(seed, lotStream)))
		if g.first() != want {
			t.Fatalf("seed %d: Ada plays %s, the lot drew %s", seed, g.first(), want)
		}
		black[g.seatOf(draughts.Black).Name]++
		if !g.rec.Start().Rules().ColoursByLot {
			t.Fatal("the rules do not say colours by lot")
		}
	}
	if black["Ada"] == 0 || black["Bob"] == 0 {
		t.Fatalf("the lot always gives Black to the same seat: %v", black)
	}
	for seed := uint64(1); seed <= 24; seed++ {
		if g, _ := newGame(testEnv(t), screen.Config{Seats: []seats.Seat{ada, bob}, Seed: seed}); g.(*Game).first() != draughts.Black {
			t.Fatalf("seed %d: as seated, seat 1 does not play Black", seed)
		}
	}
}

// swappedSeed is a seed whose lot gives Bob, seat 2, Black.
func swappedSeed(t *testing.T) uint64 {
	t.Helper()
	for seed := uint64(1); seed < 100; seed++ {
		if (draughts.Rules{ColoursByLot: true}).FirstSeat(rand.New(rand.NewPCG(seed, lotStream))) == draughts.White {
			return seed
		}
	}
	t.Fatal("no seed gives seat 1 White")
	return 0
}

func TestRule2LotIsAnnouncedKeptAndThenTheMenChange(t *testing.T) {
	env := testEnv(t)
	g := lotGame(t, env, swappedSeed(t))
	h := play(t, g, 80, 24)
	h.MustSee("By lot (rule 2): Bob plays Black and moves first; Ada plays White.")
	h.MustSee("Black  Bob")
	typeMove(h, "11-15") // Bob, Black, moves first
	if g.rec.Played != 1 {
		t.Fatal("Bob, who drew Black, could not move first")
	}
	saved, err := env.Store.Load(GameID, saveVersion)
	if err != nil {
		t.Fatal(err)
	}
	s, err := resumeGame(env, saved)
	if err != nil {
		t.Fatal(err)
	}
	if g2 := s.(*Game); g2.seatOf(draughts.Black).Name != "Bob" {
		t.Fatal("the resumed game forgot the lot")
	}
	h.Key("R", "y") // Ada, White, to move, resigns
	h.MustSee("Bob (Black) wins")
	h.Key("enter") // play again: the men are changed
	next := current(t, h)
	if next.seatOf(draughts.Black).Name != "Ada" || next.rec.Start().Rules().ColoursByLot {
		t.Fatalf("the next game gives Black to %s (by lot %v)", next.seatOf(draughts.Black).Name, next.rec.Start().Rules().ColoursByLot)
	}
}

func TestRule2ColoursOptionHiddenForDrills(t *testing.T) {
	var colours screen.Option
	for _, o := range GameEntry().Options {
		if o.Key == "colours" {
			colours = o
		}
	}
	if colours.ShownWhen == nil {
		t.Fatal("no colours option")
	}
	for _, d := range drills {
		if colours.ShownWhen(map[string]string{"game": d.ID}) {
			t.Errorf("colours by lot offered for %q", d.Choice)
		}
	}
	for _, game := range gameChoices[:3] {
		if !colours.ShownWhen(map[string]string{"game": game.Value}) {
			t.Errorf("colours by lot hidden for %q", game)
		}
	}
	o, err := readOptions(map[string]string{"game": drills[0].Choice, "colours": coloursCh[1].Value})
	if err != nil || o.Rules.ColoursByLot {
		t.Fatalf("a drill read with colours by lot: %+v, %v", o, err)
	}
}

// TestRule6NoColourShowsTheChoice: with NO_COLOR the man that may be
// huffed is marked by a sign, and once "Take" is said the move sent back
// is no longer marked as the last move.
func TestRule6NoColourShowsTheChoice(t *testing.T) {
	h, _ := startAt(t, testEnv(t), []seats.Seat{ada, bob}, huffingRules, missedCapture)
	typeMove(h, "1-5")
	if strings.Contains(h.Model.View(), "\x1b") {
		t.Fatal("escape codes with NO_COLOR")
	}
	h.MustSee("·●·") // the man on 14, which may be huffed
	h.MustSee("◆")   // the last move, 1-5
	h.Key("T")
	h.MustNotSee("·●·")
	h.MustNotSee("◆")
	h.MustSee("[●]") // the cursor on a man that must capture
}

func TestRule6HuffKeyAsksWhichOfSeveral(t *testing.T) {
	h, g := startAt(t, testEnv(t), []seats.Seat{ada, bob}, huffingRules, "B:W18,30:B1,14,15")
	typeMove(h, "1-5") // both 14 and 15 could have taken 18
	g.cursor = 30
	h.Key("H")
	h.MustSee("Huff which? Put the cursor on 14 or 15 and press H (or Enter).")
	if g.rec.Played != 1 || g.cursor != 14 {
		t.Fatalf("H with two to choose from huffed, or left the cursor on %d", g.cursor)
	}
	h.Key("right", "H") // to 15
	if _, ok := g.rec.Now().Piece(15); ok || g.rec.Played != 2 {
		t.Fatal("H did not huff the man under the cursor")
	}
}

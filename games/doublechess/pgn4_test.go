package doublechess

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

const seedPGN4 = `[Event "Examples in opening"]
[Site "Crawley and Mooney"]

1. g2-g3 .. b7-c7 .. h13-h12 .. m8-l8
2. Bf1xn9 .. Qa8xh1+ .. Qg14xn7+ .. Kn8xn7
3. Kg1xh1 .. b8-c8 .. j13-j12 .. Nn10-m8
4. Bn9xm10
`

func TestPGN4ReplaysTheSeedOpening(t *testing.T) {
	g, err := ParsePGN4(seedPGN4, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	final, err := g.Final()
	if err != nil {
		t.Fatal(err)
	}
	if want := seedOpening(t); final.FEN4() != want.FEN4() {
		t.Errorf("replayed to %s, want %s", final.FEN4(), want.FEN4())
	}
	if g.Tag("Event") != "Examples in opening" || len(g.Moves) != 13 {
		t.Errorf("tags %v, %d moves", g.Tags, len(g.Moves))
	}
	text, err := g.PGN4()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text, "StartFen4") {
		t.Errorf("a game from the usual start has a StartFen4 tag:\n%s", text)
	}
	for _, want := range []string{`[Event "Examples in opening"]`, `[Variant "Double Chess"]`, `[Result "*"]`,
		"1. g2-g3 .. b7-c7 .. h13-h12 .. m8-l8\n", "2. Bf1xn9 .. Qa8xh1+ .. Qg14xn7+ .. Kn8xn7\n", "4. Bn9xm10\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("written PGN4 lacks %q:\n%s", want, text)
		}
	}
}

// TestPGN4RoundTrip writes random games, mates and passes among them, and
// reads them back.
func TestPGN4RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for i := range 12 {
		start, _ := NewGame(Rules{First: Colors[i%4]})
		g := Record{Tags: []Tag{{"Event", "Random"}}, Start: start}
		pol := uniform
		if i%2 == 1 {
			pol = aggressive
		}
		randomGame(start, rng, 700, pol, func(_ State, m Move) { g.Moves = append(g.Moves, m) })
		text, err := g.PGN4()
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParsePGN4(text, Rules{})
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if !slices.Equal(back.Moves, g.Moves) {
			t.Fatalf("game %d: moves differ after the round trip", i)
		}
		f1, _ := g.Final()
		f2, _ := back.Final()
		if f1.FEN4() != f2.FEN4() || Outcome(f1) != Outcome(f2) {
			t.Fatalf("game %d: final positions differ", i)
		}
		if v := Outcome(f1); v.Status != Ongoing && !strings.Contains(text, `[Result "`+v.Result()+`"]`) {
			t.Errorf("game %d: result %s not written", i, v.Result())
		}
	}
}

func TestPGN4NamesTheFirstIllegalMove(t *testing.T) {
	_, err := ParsePGN4(strings.Replace(seedPGN4, "Qg14xn7+", "Qg14xn6", 1), Rules{})
	var bad *MoveError
	if !errors.As(err, &bad) || bad.Round != 2 || bad.Player != White || bad.Text != "Qg14xn6" || bad.Index != 6 {
		t.Fatalf("got %v (%+v)", err, bad)
	}
	if !strings.Contains(err.Error(), "round 2, White: Qg14xn6") {
		t.Errorf("message %q", err)
	}
}

func TestPGN4SkipsWhatIsNotAMove(t *testing.T) {
	text := `[Event "Notes"]
{A comment before the moves.}
1. g2-g3 {the king's pawn} .. b7-c7 $1 .. h13-h12 ; White follows
.. m8-l8 (2. d2-d3 .. b4-c4) 2.Bf1xn9 .. Qa8xQh1+ .. Qg14xn7+! .. Kn8xn7 *`
	g, err := ParsePGN4(text, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Moves) != 8 {
		t.Errorf("%d moves, want 8", len(g.Moves))
	}
	for _, bad := range []string{"[Event \"x\"\n1. g2-g3 {open", "1. g2-g3 (b7-c7", "1. g2-g3 )", "[Event x]\n1. g2-g3", "[Event \"x\"\n1. g2-g3 .. b7-c7 .. Qg14-g12"} {
		if _, err := ParsePGN4(bad, Rules{}); err == nil {
			t.Errorf("%q was read", bad)
		}
	}
	if g, err := ParsePGN4("[Event \"No moves\"]\n", Rules{}); err != nil || len(g.Moves) != 0 {
		t.Errorf("a game with no moves: %v", err)
	}
}

func TestPGN4PassesAreImplied(t *testing.T) {
	// Green is mated: after Black's move Green's turn passes unwritten.
	s := play(t, Black, greenMated+" GNd12")
	g := Record{Start: s}
	for _, txt := range []string{"Kg1-f1", "pass", "Kh14-i14", "Kn8-n9", "Kf1-g1"} {
		m := mustMove(t, s, txt)
		g.Moves = append(g.Moves, m)
		s = mustPlay(t, s, m)
	}
	text, err := g.PGN4()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text, "pass") || !strings.Contains(text, "[StartFen4 ") {
		t.Errorf("written:\n%s", text)
	}
	back, err := ParsePGN4(text, Rules{})
	if err != nil || !slices.Equal(back.Moves, g.Moves) {
		t.Errorf("read back %v: %v", back.Moves, err)
	}
}

func TestPGN4GivenUpIsDrawn(t *testing.T) {
	g, err := ParsePGN4("[Result \"1/2-1/2\"]\n1. g2-g3 .. b7-c7", Rules{})
	if err != nil || !g.GivenUp {
		t.Fatalf("given up %v: %v", g.GivenUp, err)
	}
	final, _ := g.Final()
	if v := Outcome(final); v.Status != Draw || !strings.Contains(v.Reason, "given up") {
		t.Errorf("outcome %+v", v)
	}
	g, _ = ParsePGN4("1. g2-g3 .. R", Rules{})
	if !g.GivenUp {
		t.Error("chess.com's R did not give the game up")
	}
	text, _ := g.PGN4()
	if !strings.Contains(text, `[Result "1/2-1/2"]`) || !strings.Contains(text, "rule 14") {
		t.Errorf("written:\n%s", text)
	}
}

func TestParseMoveChecksTheText(t *testing.T) {
	s, _ := NewGame(Rules{})
	for _, c := range []struct{ text, want string }{
		{"", "empty"},
		{"g2g3", "joined by - or x"},
		{"g2-g3=K", "queen, rook, bishop or knight"},
		{"g2-g3=", "at the end"},
		{"Bg2-g3", "holds Black's pawn"},
		{"f1-g2", "write Bf1"},
		{"g2xg3", "nothing to take"},
		{"Nj1-h2", "h2 holds Black's own pawn: a man never moves onto, nor takes, a man of his own side"},
		{"e4-e5", "no man on e4"},
		{"c3-c4", "off the board"},
		{"o2-o3", "off the board"},
	} {
		_, err := ParseMove(s, c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %q", c.text, err, c.want)
		}
	}
	for _, ok := range []string{"g2-g3", "Pg2-g3", "Ne1-f3+", "pass"} {
		if _, err := ParseMove(s, ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	s = seedOpening(t)
	if _, err := ParseMove(s, "Ba6xQh1"); err == nil {
		t.Error("a wrong letter for the taken man was read")
	}
}

// TestPGN4FirstMoverFromTheRecord: a record without StartFen4 (a game
// Black began) opens at a table where the lot gave another army the first
// move: the first mover is the record's, not the table's.
func TestPGN4FirstMoverFromTheRecord(t *testing.T) {
	for _, c := range Colors {
		g, err := ParsePGN4(seedPGN4, Rules{First: c, QueenNotice: true})
		if err != nil {
			t.Fatalf("at a table where %v moves first: %v", c, err)
		}
		if g.Start.Turn() != Black || g.Start.Rules().First != Black || !g.Start.Rules().QueenNotice {
			t.Fatalf("at a table where %v moves first the record starts with %v (rules %+v)", c, g.Start.Turn(), g.Start.Rules())
		}
	}
}

// TestPGN4WritesTheNotesAsComments: a note on a move is written in braces
// after it, braces and line breaks in it made harmless, and the record
// reads back the same moves.
func TestPGN4WritesTheNotesAsComments(t *testing.T) {
	g, err := ParsePGN4(seedPGN4, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	g.Comments = map[int]string{0: "Coach: g2-g3 was the team's best move.", 4: "a {brace}\nand a line"}
	text, err := g.PGN4()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"1. g2-g3 {Coach: g2-g3 was the team's best move.} .. b7-c7", "2. Bf1xn9 {a (brace) and a line} .. Qa8xh1+"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	back, err := ParsePGN4(text, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Moves, g.Moves) {
		t.Fatalf("the moves differ when read back")
	}
}

package doublechess

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

const startFEN4 = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" +
	"3,yR,yN,yB,yQ,yK,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/" +
	"bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/" +
	"14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rK,rQ,rB,rN,rR,3"

func TestFEN4OfTheStart(t *testing.T) {
	s, _ := NewGame(Rules{})
	if got := s.FEN4(); got != startFEN4 {
		t.Fatalf("got  %s\nwant %s", got, startFEN4)
	}
	back, err := ParseFEN4(startFEN4, Rules{})
	if err != nil || back.pos != s.pos {
		t.Fatalf("read back: %v", err)
	}
}

// TestFEN4RoundTrip writes and reads positions from random games.
func TestFEN4RoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for g := range 20 {
		s, _ := NewGame(Rules{First: Colors[g%4]})
		randomGame(s, rng, 600, uniform, func(st State, _ Move) {
			text := st.FEN4()
			back, err := ParseFEN4(text, st.Rules())
			if err != nil {
				t.Fatalf("%s: %v", text, err)
			}
			if back.pos != st.pos {
				t.Fatalf("%s read back as %s", text, back.FEN4())
			}
		})
	}
}

func TestFEN4ParlourKeyHoldsWhatFEN4Lacks(t *testing.T) {
	s := play(t, Green, "BKg1 BPe14@r BRa8@p BQb7 WKh14 WBd9 GKa7 RKn8")
	text := s.FEN4()
	for _, want := range []string{"R-", "{'parlour':'returning=e14;promoted=a8'}", "-0,1,0,0-"} {
		if want == "R-" {
			want = "B-" // Green sits West, chess.com's blue
		}
		if !strings.Contains(text, want) {
			t.Errorf("%s lacks %s", text, want)
		}
	}
	back, err := ParseFEN4(text, Rules{})
	if err != nil || back.pos != s.pos {
		t.Fatalf("read back: %v", err)
	}
	p, _ := back.Piece(mustSquare(t, "a8"))
	if !p.PawnPiece || p.Kind != Rook {
		t.Errorf("a8 holds %v", p)
	}
}

func TestFEN4ReadsChessComWriting(t *testing.T) {
	// Walls written as x, castling rights and points, other options.
	text := "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-{'enPassant':('','','',''),'royal':('a4','b5','c6','d7')}-" +
		"x,x,x,yR,yN,yB,yQ,yK,yB,yN,yR,x,x,x/x,x,x,yP,yP,yP,yP,yP,yP,yP,yP,x,x,x/x,x,x,8,x,x,x/" +
		"bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/" +
		"x,x,x,8,x,x,x/x,x,x,rP,rP,rP,rP,rP,rP,rP,rP,x,x,x/x,x,x,rR,rN,rB,rK,rQ,rB,rN,rR,x,x,x"
	s, err := ParseFEN4(text, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if s.FEN4() != startFEN4 {
		t.Errorf("read as %s", s.FEN4())
	}
	// Spread over lines.
	if _, err := ParseFEN4(strings.ReplaceAll(startFEN4, "/", "/\n  "), Rules{}); err != nil {
		t.Errorf("a FEN4 over several lines: %v", err)
	}
}

func TestFEN4Faults(t *testing.T) {
	board := startFEN4[strings.Index(startFEN4, "-3,")+1:]
	for _, c := range []struct{ text, want string }{
		{"", "six fields"},
		{"X-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + board, "turn"},
		{"R-0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + board, "eliminated"},
		{"R-0,0,0,2-0,0,0,0-0,0,0,0-0,0,0,0-0-" + board, "0s and 1s"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-z-" + board, "quarter-moves"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + strings.Replace(board, "3,yR", "yR,2,yR", 1), "off the board"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + strings.Replace(board, "/14/", "/13/", 1), "rank 12 has 13 squares"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + strings.Replace(board, "/14/", "/", 1), "13 ranks"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + strings.Replace(board, "yK", "yQ", 1), "White (seat y) has 0 kings"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + strings.Replace(board, "yK", "dK", 1), "dead (grey)"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + strings.Replace(board, "yK", "yZ", 1), "not a man"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + strings.Replace(board, "bR,bP,10", "x,bP,10", 1), "a11 is a square of the board, not a wall"},
		{"R-0,1,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-" + board, "Green is marked eliminated, but is not checkmated"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'parlour':'returning=e5'}-" + board, "holds no pawn"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'parlour':'colour=red'}-" + board, "unknown field"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'parlour':'promoted=c3'}-" + board, "off the board"},
		{"R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{'parlour':'x'-" + board, "not closed"},
	} {
		_, err := ParseFEN4(c.text, Rules{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60s…: got %v, want an error mentioning %q", c.text, err, c.want)
		}
	}
	if _, err := ParseFEN4(strings.Replace(startFEN4, "R-", "Y-", 1), Rules{First: 9}); err == nil {
		t.Error("bad rules accepted")
	}
}

func TestFEN4RefusesImpossiblePositions(t *testing.T) {
	for _, c := range []struct{ men, want string }{
		{"BKg1 GKh2 WKh14 RKn8", "side by side"},
		{"BKg1 BPa5 WKh14 GKa7 RKn8", "back row"},
		{"BKg1 BKg5 WKh14 GKa7 RKn8", "Black (seat r) has 2 kings"},
	} {
		p := emptyPosition()
		for _, tok := range strings.Fields(c.men) {
			q := mustSquare(t, tok[2:])
			p.put(q, pieceCode(Color(strings.IndexByte("BGWR", tok[0])), kindOfLetter(tok[1])))
		}
		p.turn = Green
		text := State{pos: p}.FEN4()
		if _, err := ParseFEN4(text, Rules{}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.men, err, c.want)
		}
	}
}

func TestStateJSONRoundTrip(t *testing.T) {
	s, _ := NewGame(Rules{First: Green, QuietLimit: 30, QueenNotice: true})
	rng := rand.New(rand.NewPCG(5, 6))
	s = randomGame(s, rng, 101, uniform, nil)
	data, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := back.UnmarshalJSON(data); err != nil {
		t.Fatal(err)
	}
	if back.pos != s.pos || back.rules != s.rules || back.round != s.round {
		t.Errorf("%s read back differently", data)
	}
	if !slices.Equal(engineMoves(back), engineMoves(s)) {
		t.Error("legal moves differ after the round trip")
	}
	given := s.GiveUp()
	data, _ = given.MarshalJSON()
	if err := back.UnmarshalJSON(data); err != nil || !back.GivenUp() {
		t.Errorf("given up lost: %v", err)
	}
	for _, bad := range []string{`{}`, `{"fen4":"nonsense","round":1}`, `{"fen4":"` + startFEN4 + `","round":0}`, `[`,
		`{"fen4":"` + startFEN4 + `","round":1,"clock":3}`, `{"fen4":"` + startFEN4 + `","round":4611686018427387904}`} {
		if err := back.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("%s was read", bad)
		}
	}
}

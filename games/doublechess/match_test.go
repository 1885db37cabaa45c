package doublechess

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"parlour/games/level"
)

// TestTeamMatch plays a match between two teams, for the figures of the
// performance notes; it runs only when PARLOUR_MATCH names the teams, as
// "hard:easy:40" (team A's level, team B's, the number of games; a level
// may be "random", or end in "-noaim" for a team that plays without the
// lead's aim, lead.go), with an optional fourth number, the index of the first
// game (0 unless given), so that a match can go on with new games:
// "hard:hard:10:6" plays games 7 to 16. Each game has its own seed, from
// its index. The teams change sides every game; the first player is
// drawn by lot. It logs each game and the totals: team A's wins,
// team B's, the draws by reason, and how many games ended in a double
// checkmate.
func TestTeamMatch(t *testing.T) {
	spec := os.Getenv("PARLOUR_MATCH")
	if spec == "" {
		t.Skip("set PARLOUR_MATCH=levelA:levelB:games to play a match")
	}
	parts := strings.Split(spec, ":")
	if len(parts) != 3 && len(parts) != 4 {
		t.Fatalf("PARLOUR_MATCH=%q: want levelA:levelB:games or levelA:levelB:games:first", spec)
	}
	games, err := strconv.Atoi(parts[2])
	if err != nil || games < 1 {
		t.Fatalf("PARLOUR_MATCH=%q: bad number of games", spec)
	}
	first := 0
	if len(parts) == 4 {
		if first, err = strconv.Atoi(parts[3]); err != nil || first < 0 {
			t.Fatalf("PARLOUR_MATCH=%q: bad index of the first game", spec)
		}
	}
	type player func(State, *rand.Rand) Move
	team := func(name string) player {
		if name == "random" {
			return func(s State, rng *rand.Rand) Move {
				ms := Legal(s)
				return ms[rng.IntN(len(ms))]
			}
		}
		base, noAim := strings.CutSuffix(name, "-noaim")
		l, err := level.Parse(base)
		if err != nil {
			t.Fatal(err)
		}
		return func(s State, rng *rand.Rand) Move {
			if noAim {
				s.pos.aim, s.pos.leadOpen = [2]uint8{}, false
			}
			return Choose(context.Background(), s, l, rng)
		}
	}
	a, b := team(parts[0]), team(parts[1])
	winsA, winsB, doubleMates := 0, 0, 0
	draws := map[string]int{}
	for g := first; g < first+games; g++ {
		rng := rand.New(rand.NewPCG(uint64(g), 2026))
		s, _ := NewGame(Rules{First: DrawLots(rng)})
		aSide := Side(g % 2) // team A plays Black and White in even games
		for Outcome(s).Status == Ongoing {
			p := b
			if s.Turn().Side() == aSide {
				p = a
			}
			var err error
			if s, err = s.Apply(p(s, rng)); err != nil {
				t.Fatal(err)
			}
		}
		v := Outcome(s)
		switch {
		case v.Status == Win && v.Winner == aSide:
			winsA++
		case v.Status == Win:
			winsB++
		default:
			reason, _, _ := strings.Cut(v.Reason, ":")
			draws[reason]++
		}
		if v.Status == Win {
			doubleMates++
		}
		t.Logf("game %d: team A (%s) as %v: %s, %s, round %d", g+1, parts[0], aSide, v.Result(), v.Reason, s.Round())
	}
	t.Logf("%s v %s, %d games: %s won %d, %s won %d, double mates %d, draws %v",
		parts[0], parts[1], games, parts[0], winsA, parts[1], winsB, doubleMates, fmt.Sprint(draws))
}

package cli

import (
	"context"
	"encoding/binary"
	"hash/crc32"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlour/games/draughts"
)

var matchTallyLine = regexp.MustCompile(`(?m)^A won (\d+), drawn (\d+), lost (\d+) \(unfinished, counted drawn: (\d+)\)$`)

// matchColoursLine is the end of the score line: A's score with each colour.
var matchColoursLine = regexp.MustCompile(`(?m) \+/- \d+\.\d \(one standard error\); with White \d+\.\d% of (\d+); with Black \d+\.\d% of (\d+)$`)

// n2 is the number s, 0 if it is none.
func n2(s string) int { v, _ := strconv.Atoi(s); return v }

func TestDraughtsMatchCountsEveryGame(t *testing.T) {
	for _, c := range []struct {
		args  []string
		games int
	}{
		{[]string{"--a", "easy", "--b", "medium-learned", "--games", "4", "--time", "20ms"}, 4},
		{[]string{"--a", "expert-learned", "--b", "expert", "--games", "2", "--time", "5ms", "--max-moves", "10", "--seed", "7"}, 2},
		{[]string{"--a", "easy", "--b", "easy", "--variant", "polish", "--time", "5ms", "--max-moves", "15"}, 2},
	} {
		r := run(nil, append([]string{"draughts", "match"}, c.args...)...)
		if r.code != ExitOK {
			t.Fatalf("%v: exit %d, stderr %q", c.args, r.code, r.stderr)
		}
		m := matchTallyLine.FindStringSubmatch(r.stdout)
		if m == nil {
			t.Fatalf("%v: no tally in %q", c.args, r.stdout)
		}
		n := func(i int) int { v, _ := strconv.Atoi(m[i]); return v }
		if n(1)+n(2)+n(3) != c.games || n(4) > n(2) {
			t.Errorf("%v: tally %q does not add up to %d games", c.args, m[0], c.games)
		}
		score := float64(n(1)) + float64(n(2))/2
		if want := "score " + strconv.FormatFloat(score, 'f', 1, 64) + "/" + strconv.Itoa(c.games) + " = "; !strings.Contains(r.stdout, want) {
			t.Errorf("%v: stdout %q lacks %q", c.args, r.stdout, want)
		}
		if m := matchColoursLine.FindStringSubmatch(r.stdout); m == nil || n2(m[1])+n2(m[2]) != c.games {
			t.Errorf("%v: stdout %q does not give A's score with each colour over the %d games", c.args, r.stdout, c.games)
		}
		if got := strings.Count(r.stderr, "\n"); got != c.games || !strings.HasPrefix(r.stderr, "game 1/") {
			t.Errorf("%v: progress on stderr should be a line a game, got %q", c.args, r.stderr)
		}
		for _, l := range strings.Split(strings.TrimSpace(r.stderr), "\n") {
			if !matchTimesSoFar.MatchString(l) {
				t.Errorf("%v: progress line %q does not give each side's time a move so far", c.args, l)
			}
		}
	}
}

// matchTimesSoFar is the end of a game's progress line: the time each
// side has taken a move, on average, so far.
var matchTimesSoFar = regexp.MustCompile(`; a move so far: A [0-9.]+m?s, B [0-9.]+m?s$`)

func TestDraughtsMatchPrintsTheStandardErrorAndEachColoursScore(t *testing.T) {
	// The English match at four times the time after 152 games: 51 won,
	// 67 drawn, 34 lost, 54 of A's points in its 76 games with White.
	tally := matchTally{won: 51, drawn: 67, lost: 34, whiteGames: 76, whitePoints: 54}
	want := "score 84.5/152 = 55.6% +/- 3.0 (one standard error); with White 71.1% of 76; with Black 40.1% of 76"
	if got := tally.summary(); got != want {
		t.Errorf("summary\n got %q\nwant %q", got, want)
	}
	even := matchTally{won: 1, lost: 1, whiteGames: 1, whitePoints: 1}
	if got, want := even.summary(), "score 1.0/2 = 50.0% +/- 50.0 (one standard error); with White 100.0% of 1; with Black 0.0% of 1"; got != want {
		t.Errorf("summary\n got %q\nwant %q", got, want)
	}
	if got := (matchTally{drawn: 1}).standardError(); got != 0 {
		t.Errorf("one game's standard error = %v, want 0", got)
	}
}

func TestDraughtsMatchPlaysEachOpeningWithBothColours(t *testing.T) {
	r := run(nil, "draughts", "match", "--a", "easy", "--b", "easy", "--games", "4", "--time", "5ms", "--max-moves", "5")
	if r.code != ExitOK {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	lines := strings.Split(strings.TrimSpace(r.stderr), "\n")
	opening := regexp.MustCompile(`opening ([0-9x -]+), A (Black|White):`)
	var got [][]string
	for _, l := range lines {
		m := opening.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("line %q names no opening and colour", l)
		}
		got = append(got, m[1:])
	}
	if got[0][0] != got[1][0] || got[2][0] != got[3][0] || got[0][0] == got[2][0] {
		t.Errorf("openings %v: want each twice in a row, two different", got)
	}
	if got[0][1] != "Black" || got[1][1] != "White" || got[2][1] != "Black" || got[3][1] != "White" {
		t.Errorf("colours %v: want A Black then White in each opening", got)
	}
}

func TestDraughtsMatchShowsEachGamesLastPosition(t *testing.T) {
	r := run(nil, "draughts", "match", "--a", "easy", "--b", "easy", "--games", "2", "--time", "5ms", "--max-moves", "3", "--variant", "polish")
	if r.code != ExitOK {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	last := regexp.MustCompile(`, last position ([^;]+); A `)
	for _, l := range strings.Split(strings.TrimSpace(r.stderr), "\n") {
		m := last.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("line %q shows no last position", l)
		}
		s, err := draughts.ParseFEN(m[1], draughts.Rules{Variant: draughts.Polish})
		if err != nil {
			t.Fatalf("line %q: the last position does not read back: %v", l, err)
		}
		if s.FEN() == "W:W31-50:B1-20" {
			t.Errorf("line %q: the last position is the start, after three moves of the opening and three each", l)
		}
	}
}

func TestDraughtsMatchRefusesBadUsage(t *testing.T) {
	cases := []struct {
		args  []string
		wants []string
	}{
		{[]string{"--a", "expert"}, []string{"give both players"}},
		{[]string{"--a", "expert", "--b", "grandmaster"}, []string{"--b takes a level", "grandmaster"}},
		{[]string{"--a", "expert-deep", "--b", "expert"}, []string{"classic, learned or neural", "deep"}},
		{[]string{"--a", "expert-fastsearch", "--b", "expert"}, []string{"oldsearch or newsearch", "fastsearch"}},
		{[]string{"--a", "expert-classic-learned", "--b", "expert"}, []string{"one evaluation at most"}},
		{[]string{"--a", "expert", "--b", "expert-oldsearch-newsearch"}, []string{"--b: give one search at most"}},
		{[]string{"--a", "easy", "--b", "easy", "--games", "3"}, []string{"--games must be even"}},
		{[]string{"--a", "easy", "--b", "easy", "--games", "0"}, []string{"--games takes a number from 2"}},
		{[]string{"--a", "easy", "--b", "easy", "--time", "0s"}, []string{"--time takes a length of time"}},
		{[]string{"--a", "easy", "--b", "easy", "--fen", "B:W18:B14"}, []string{"no --fen"}},
		{[]string{"--a", "easy", "--b", "easy", "--variant", "polish", "--draws", "victorian"}, []string{"Victorian"}},
		{[]string{"--a", "easy", "--b", "easy", "now"}, []string{"no words"}},
		{[]string{"--a", "easy", "--b", "easy", "--clock", "5"}, []string{"unknown flag --clock"}},
		{[]string{"--a", "easy", "--b", "easy", "--games", "4", "--from", "5"}, []string{"--from 5 is past the match's last game"}},
		{[]string{"--a", "easy", "--b", "easy", "--games", "4", "--from", "2"}, []string{"--from must be odd"}},
		{[]string{"--a", "easy", "--b", "easy", "--from", "0"}, []string{"--from takes a number from 1"}},
	}
	for _, c := range cases {
		r := run(nil, append([]string{"draughts", "match"}, c.args...)...)
		wantTool(t, r, "draughts", "match", ExitUsage, c.wants...)
		if r.stdout != "" {
			t.Errorf("%v: stdout %q", c.args, r.stdout)
		}
	}
}

func TestDraughtsMatchPlayerNamesTheEvaluationAndTheSearch(t *testing.T) {
	for _, c := range []struct {
		text  string
		level draughts.Level
		eval  draughts.Evaluation
		prune draughts.Pruning
	}{
		{"expert", draughts.Level(4), draughts.EvalClassic, draughts.Rules{}.Pruning()},
		{"Expert-Learned", draughts.Level(4), draughts.EvalLearned, draughts.Rules{}.Pruning()},
		{"expert-oldsearch", draughts.Level(4), draughts.EvalClassic, draughts.PruneClassic},
		{"hard-learned-newsearch", draughts.Level(3), draughts.EvalLearned, draughts.PruneTuned},
		{"expert-newsearch-classic", draughts.Level(4), draughts.EvalClassic, draughts.PruneTuned},
		{"expert-neural", draughts.Level(4), draughts.EvalNeural, draughts.Rules{}.Pruning()},
	} {
		p, err := parseMatchPlayer("a", c.text)
		lower := strings.ToLower(c.text)
		if given := strings.Contains(lower, "classic") || strings.Contains(lower, "learned") || strings.Contains(lower, "neural"); p.evalGiven != given {
			t.Errorf("%q: evaluation named %v, want %v (unnamed, the level plays its own)", c.text, p.evalGiven, given)
		}
		if err != nil || p.level != c.level || p.eval != c.eval || p.prune != c.prune {
			t.Errorf("%q: %+v, %v; want level %v, %v, %v", c.text, p, err, c.level, c.eval, c.prune)
		}
	}
}

// TestDraughtsMatchGivesBItsOwnTime: --time-b gives B a time a move of
// its own (the match against today's Expert at four times the
// time), said in the result; a bad one is refused by its name.
func TestDraughtsMatchGivesBItsOwnTime(t *testing.T) {
	r := run(nil, "draughts", "match", "--a", "easy", "--b", "easy", "--time", "5ms", "--time-b", "20ms", "--max-moves", "3")
	if r.code != ExitOK || !strings.Contains(r.stdout, "2 games A at 5ms a move, B at 20ms") {
		t.Errorf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	r = run(nil, "draughts", "match", "--a", "easy", "--b", "easy", "--time", "5ms", "--max-moves", "3")
	if r.code != ExitOK || !strings.Contains(r.stdout, "2 games at 5ms a move") {
		t.Errorf("without --time-b: exit %d, stdout %q", r.code, r.stdout)
	}
	r = run(nil, "draughts", "match", "--a", "easy", "--b", "easy", "--time-b", "forever")
	if r.code != ExitUsage || !strings.Contains(r.stderr, `--time-b takes a length of time`) {
		t.Errorf("bad --time-b: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestDraughtsMatchFromResumesTheSameListOfGames: --from G plays games G
// to N of the list the seed makes, the same openings and colours as the
// whole match's, and scores only those (a long match finished later).
func TestDraughtsMatchFromResumesTheSameListOfGames(t *testing.T) {
	args := []string{"draughts", "match", "--a", "easy", "--b", "medium", "--games", "6", "--time", "5ms", "--max-moves", "4", "--seed", "3"}
	whole := run(nil, args...)
	rest := run(nil, append(args, "--from", "3")...)
	if whole.code != ExitOK || rest.code != ExitOK {
		t.Fatalf("exits %d, %d; stderr %q, %q", whole.code, rest.code, whole.stderr, rest.stderr)
	}
	opening := regexp.MustCompile(`(?m)^game (\d+)/6: opening ([0-9x -]+), A (Black|White):`)
	all, later := opening.FindAllStringSubmatch(whole.stderr, -1), opening.FindAllStringSubmatch(rest.stderr, -1)
	if len(all) != 6 || len(later) != 4 {
		t.Fatalf("games %d and %d, want 6 and 4:\n%s\n%s", len(all), len(later), whole.stderr, rest.stderr)
	}
	for i, g := range later {
		if want := all[i+2]; g[1] != want[1] || g[2] != want[2] || g[3] != want[3] {
			t.Errorf("resumed game %v, want %v", g[1:], want[1:])
		}
	}
	m := matchTallyLine.FindStringSubmatch(rest.stdout)
	if m == nil || !strings.Contains(rest.stdout, "games 3 to 6 of 6") || !strings.Contains(rest.stdout, "/4 = ") {
		t.Errorf("resumed match's result %q: want games 3 to 6 scored out of 4", rest.stdout)
	}
}

// writeWeights writes data as a weights file in a new directory and
// returns its path.
func writeWeights(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// shippedWeights is the weights file of variant v the draughts package
// embeds.
func shippedWeights(t *testing.T, v draughts.Variant) []byte {
	t.Helper()
	h, w, err := draughts.LearnedWeights(v)
	if err != nil {
		t.Fatal(err)
	}
	data, err := draughts.EncodeWeights(h, w)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestDraughtsMatchPlayerTakesAWeightsFile: PLAYER@FILE plays the
// learned evaluation with FILE's weights (the LEVEL[@BUILD]), its
// name kept in the result with the file's.
func TestDraughtsMatchPlayerTakesAWeightsFile(t *testing.T) {
	path := writeWeights(t, "Cand.bin", shippedWeights(t, draughts.Polish))
	r := run(nil, "draughts", "match", "--variant", "polish", "--a", "Expert-Learned@"+path, "--b", "expert@"+path,
		"--time", "5ms", "--max-moves", "4")
	if r.code != ExitOK || !strings.Contains(r.stdout, "A expert-learned@"+path+" against B expert@"+path+", 2 games") {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	for _, c := range []struct {
		text, path string
		eval       draughts.Evaluation
		evalGiven  bool
	}{
		{"expert@/tmp/X@1.bin", "/tmp/X@1.bin", draughts.EvalClassic, false},
		{"HARD-learned-oldsearch@Cand.BIN", "Cand.BIN", draughts.EvalLearned, true},
	} {
		p, err := parseMatchPlayer("a", c.text)
		if err != nil || p.weightsPath != c.path || p.eval != c.eval || p.evalGiven != c.evalGiven || p.weights != nil {
			t.Errorf("%q: %+v, %v; want the file %q, read later", c.text, p, err, c.path)
		}
	}
	// The file's weights are the ones the player searches with: a file
	// of other weights searches otherwise than the shipped one's.
	s, _ := draughts.NewGame(draughts.Rules{Variant: draughts.Polish})
	h, w, _ := draughts.LearnedWeights(draughts.Polish)
	w[draughts.PolishCountsAt+draughts.PolishMove] += 60
	for i := range draughts.PolishSquares {
		w[i] += int16(3 * (i % 7))
	}
	changed, _ := draughts.EncodeWeights(h, w)
	lim := draughts.Limits{Depth: 5}
	for _, c := range []struct {
		file []byte
		same bool
	}{{shippedWeights(t, draughts.Polish), true}, {changed, false}} {
		p, _ := parseMatchPlayer("a", "expert@"+writeWeights(t, "w.bin", c.file))
		if err := readMatchWeights(&p, s.Rules()); err != nil || p.weights == nil {
			t.Fatalf("reading the weights: %v", err)
		}
		want, _ := s.WithLearnedWeights(c.file)
		shipped := draughts.Search(t.Context(), s.WithEvaluation(draughts.EvalLearned), lim)
		got, exp := draughts.Search(t.Context(), p.judging(s), lim), draughts.Search(t.Context(), want, lim)
		if got.Score != exp.Score || got.Nodes != exp.Nodes || (got.Score == shipped.Score && got.Nodes == shipped.Nodes) != c.same {
			t.Errorf("the player searched to %d in %d nodes; the file's weights %d in %d, the shipped %d in %d (same file: %v)",
				got.Score, got.Nodes, exp.Score, exp.Nodes, shipped.Score, shipped.Nodes, c.same)
		}
	}
}

// shippedNetwork is the file of variant v's shipped network.
func shippedNetwork(t *testing.T, v draughts.Variant) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "games", "draughts", "neural_"+v.String()+".bin"))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestDraughtsMatchPlayerTakesANetworksFile: PLAYER-neural@FILE plays the
// neural evaluation with FILE's network, and searches otherwise with
// another network than with the shipped one.
func TestDraughtsMatchPlayerTakesANetworksFile(t *testing.T) {
	net := shippedNetwork(t, draughts.Polish)
	path := writeWeights(t, "net.bin", net)
	r := run(nil, "draughts", "match", "--variant", "polish", "--a", "expert-neural@"+path, "--b", "expert",
		"--time", "5ms", "--max-moves", "4")
	if r.code != ExitOK || !strings.Contains(r.stdout, "A expert-neural@"+path+" against B expert, 2 games") {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	// Another network: its output weights changed (the 32 before the
	// output's bias and the checksum), the checksum made good.
	changed := append([]byte(nil), net[:len(net)-4]...)
	for k := range 32 {
		changed[len(changed)-4-2*k-1] ^= 0x02
	}
	changed = binary.LittleEndian.AppendUint32(changed, crc32.ChecksumIEEE(changed))
	s, _ := draughts.NewGame(draughts.Rules{Variant: draughts.Polish})
	s, _ = s.Apply(draughts.Legal(s)[0])
	lim := draughts.Limits{Depth: 6}
	shipped := draughts.Search(t.Context(), s.WithEvaluation(draughts.EvalNeural), lim)
	for _, c := range []struct {
		file []byte
		same bool
	}{{net, true}, {changed, false}} {
		p, _ := parseMatchPlayer("a", "expert-neural@"+writeWeights(t, "n.bin", c.file))
		if err := readMatchWeights(&p, s.Rules()); err != nil || p.weights == nil {
			t.Fatalf("reading the network: %v", err)
		}
		got := draughts.Search(t.Context(), p.judging(s), lim)
		if (got.Score == shipped.Score && got.Nodes == shipped.Nodes) != c.same {
			t.Errorf("the player searched to %d in %d nodes, the shipped network %d in %d (same file: %v)",
				got.Score, got.Nodes, shipped.Score, shipped.Nodes, c.same)
		}
	}
}

func TestDraughtsMatchRefusesABadWeightsFile(t *testing.T) {
	dir := t.TempDir()
	polish := writeWeights(t, "polish.bin", shippedWeights(t, draughts.Polish))
	english := writeWeights(t, "english.bin", shippedWeights(t, draughts.English))
	polishNet := writeWeights(t, "polish-net.bin", shippedNetwork(t, draughts.Polish))
	damaged := shippedWeights(t, draughts.Polish)
	damaged[len(damaged)/2] ^= 1
	big := filepath.Join(dir, "big.bin")
	os.WriteFile(big, nil, 0o644)
	os.Truncate(big, draughtsWeightsLimit+1)
	for _, c := range []struct {
		args  []string
		wants []string
	}{
		{[]string{"--variant", "polish", "--a", "expert@" + english, "--b", "expert"}, []string{english, "not of the polish game"}},
		{[]string{"--a", "expert", "--b", "expert@" + polish}, []string{polish, "not of the english game"}},
		{[]string{"--variant", "polish", "--a", "expert@" + writeWeights(t, "damaged.bin", damaged), "--b", "expert"}, []string{"damaged.bin", "damaged"}},
		{[]string{"--a", "expert@" + filepath.Join(dir, "none.bin"), "--b", "expert"}, []string{"cannot read", "none.bin"}},
		{[]string{"--a", "expert@" + dir, "--b", "expert"}, []string{"cannot read " + dir, "not a regular file"}},
		{[]string{"--a", "expert@/dev/zero", "--b", "expert"}, []string{"cannot read /dev/zero", "not a regular file"}},
		{[]string{"--a", "expert@" + big, "--b", "expert"}, []string{"big.bin", "larger than the 1 MB"}},
		{[]string{"--variant", "losing", "--a", "expert@" + english, "--b", "expert"}, []string{"losing game has no learned evaluation"}},
		{[]string{"--a", "expert@" + filepath.Join(dir, "\x1b[2Jgone.bin"), "--b", "expert"}, []string{"cannot read", `\x1b[2Jgone.bin`}},
		{[]string{"--variant", "polish", "--a", "expert-neural@" + polish, "--b", "expert"}, []string{polish, "not a Parlour neural weights file"}},
		{[]string{"--variant", "polish", "--a", "expert@" + polishNet, "--b", "expert"}, []string{polishNet, "not a weights file"}},
		{[]string{"--a", "expert-neural@" + polishNet, "--b", "expert"}, []string{polishNet, "not the 8395 of a network of 32 squares"}},
		{[]string{"--variant", "losing", "--a", "expert-neural@" + polishNet, "--b", "expert"}, []string{"losing game has no neural evaluation"}},
	} {
		r := run(nil, append([]string{"draughts", "match", "--time", "5ms", "--max-moves", "2"}, c.args...)...)
		wantTool(t, r, "draughts", "match", ExitNegative, c.wants...)
		if r.stdout != "" || strings.ContainsAny(r.stderr, "\x1b") {
			t.Errorf("%v: stdout %q, stderr %q", c.args, r.stdout, r.stderr)
		}
	}
	for _, c := range []struct {
		player string
		want   string
	}{
		{"expert-classic@" + polish, "drop -classic"},
		{"expert@", "after @ comes a weights file"},
		{"grandmaster@" + polish, "--a takes a level"},
	} {
		r := run(nil, "draughts", "match", "--a", c.player, "--b", "expert")
		wantTool(t, r, "draughts", "match", ExitUsage, c.want)
	}
}

func TestDraughtsMatchDrawsItsOpeningsFromTheBallotDeck(t *testing.T) {
	deck, err := draughts.Ballots(draughts.Rules{Variant: draughts.Polish})
	if err != nil {
		t.Fatal(err)
	}
	inDeck := map[string]bool{}
	for _, o := range deck {
		inDeck[o.Text()] = true
	}
	r := run(nil, "draughts", "match", "--a", "easy", "--b", "easy", "--games", "6", "--time", "5ms", "--max-moves", "2",
		"--variant", "polish", "--deck", "ballots")
	if r.code != ExitOK || !strings.Contains(r.stdout, "from the ballot deck") {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	opening := regexp.MustCompile(`opening ([0-9x -]+), A `)
	for _, l := range strings.Split(strings.TrimSpace(r.stderr), "\n") {
		m := opening.FindStringSubmatch(l)
		if m == nil || !inDeck[m[1]] {
			t.Errorf("line %q: the opening is not a ballot", l)
		}
	}
}

func TestDraughtsMatchRefusesAnUnknownDeckAndTheLosingGamesBallots(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--deck", "some"}, "--deck takes all"},
		{[]string{"--deck", "ballots", "--variant", "losing"}, "no ballot deck"},
	} {
		args := append([]string{"draughts", "match", "--a", "easy", "--b", "easy", "--time", "5ms"}, c.args...)
		r := run(nil, args...)
		if r.code != ExitUsage || !strings.Contains(r.stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want a usage error with %q", c.args, r.code, r.stderr, c.want)
		}
	}
}

// matchThinkingLine is the line of each player's thinking time a move.
var matchThinkingLine = regexp.MustCompile(`(?m)^Thinking time a move: A (\S+), B (\S+)$`)

// TestDraughtsMatchPacedExpertKeepsWithinItsMost: a paced Expert aims at
// its time a move and never spends more than three times it; only Expert
// keeps a pace; each player's thinking time is printed.
func TestDraughtsMatchPacedExpertKeepsWithinItsMost(t *testing.T) {
	r := run(nil, "draughts", "match", "--a", "expert-pace", "--b", "expert-nobook", "--games", "2", "--time", "30ms", "--max-moves", "8")
	if r.code != ExitOK {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
	}
	m := matchThinkingLine.FindStringSubmatch(r.stdout)
	if m == nil {
		t.Fatalf("no thinking time in %q", r.stdout)
	}
	a, errA := time.ParseDuration(m[1])
	b, errB := time.ParseDuration(m[2])
	if errA != nil || errB != nil || a <= 0 || a > 3*30*time.Millisecond+20*time.Millisecond || b <= 0 {
		t.Fatalf("thinking time a move: A %s, B %s", m[1], m[2])
	}
	r = run(nil, "draughts", "match", "--a", "hard-pace", "--b", "expert")
	if r.code != ExitUsage || !strings.Contains(r.stderr, "only Expert keeps a pace") {
		t.Errorf("--a hard-pace: exit %d, stderr %q", r.code, r.stderr)
	}
}

// TestDraughtsMatchAsksAnotherBuild: a run:PROGRAM player is the Expert
// of another build, asked each move by its move tool; here the test
// binary stands in for that build. Its games count like any others, in
// English draughts and in the Polish game.
func TestDraughtsMatchAsksAnotherBuild(t *testing.T) {
	t.Setenv("PARLOUR_TEST_AS_PROGRAM", "1")
	program := "run:" + os.Args[0]
	for _, variant := range []string{"english", "polish"} {
		r := run(nil, "draughts", "match", "--a", program, "--b", "easy", "--variant", variant, "--time", "20ms", "--max-moves", "8", "--seed", "3")
		if r.code != ExitOK {
			t.Fatalf("%s: exit %d, stderr %q", variant, r.code, r.stderr)
		}
		m := matchTallyLine.FindStringSubmatch(r.stdout)
		if m == nil || n2(m[1])+n2(m[2])+n2(m[3]) != 2 {
			t.Fatalf("%s: no tally of two games in %q", variant, r.stdout)
		}
		if !strings.Contains(r.stdout, "A "+program+" against B easy") {
			t.Errorf("%s: stdout %q does not name the program", variant, r.stdout)
		}
	}
}

// TestDraughtsMatchStopsAtAProgramThatDoesNotAnswer: a program that fails,
// or answers with no legal move, stops the match with a message that
// names it and the position; run: without a program is refused.
func TestDraughtsMatchStopsAtAProgramThatDoesNotAnswer(t *testing.T) {
	for _, c := range []struct{ name, wants string }{
		{"false", "did not answer"},
		{"echo", "answered"}, // it answers with its arguments
	} {
		path, err := exec.LookPath(c.name)
		if err != nil {
			t.Skipf("no %s here", c.name)
		}
		r := run(nil, "draughts", "match", "--a", "run:"+path, "--b", "easy", "--time", "20ms")
		wantTool(t, r, "draughts", "match", ExitNegative, "game 1:", "run:"+path, c.wants, ":W")
	}
	r := run(nil, "draughts", "match", "--a", "run:", "--b", "easy")
	wantTool(t, r, "draughts", "match", ExitUsage, "after run: comes a Parlour program")
}

// TestDraughtsMatchPlayerSearchesOnTheThreadsItNames: -threadsN gives
// Expert N searchers at once, in the state it judges; a count out of range,
// a word that is not one, or a level below Expert is refused.
func TestDraughtsMatchPlayerSearchesOnTheThreadsItNames(t *testing.T) {
	p, err := parseMatchPlayer("a", "expert-pace-threads2")
	if err != nil || p.threads != 2 || !p.paced {
		t.Fatalf("expert-pace-threads2: %+v, %v", p, err)
	}
	s, _ := draughts.NewGame(draughts.Rules{Variant: draughts.Polish})
	if got := p.judging(s).Rules().Threads(); got != 2 {
		t.Errorf("expert-threads2 judges on %d threads, want 2", got)
	}
	if p, _ := parseMatchPlayer("a", "expert"); p.judging(s).Rules().Threads() > 1 {
		t.Errorf("expert alone judges on %d threads, want one", p.judging(s).Rules().Threads())
	}
	for text, want := range map[string]string{
		"expert-threads0":  "threadsN takes 1 to 64",
		"expert-threads65": "threadsN takes 1 to 64",
		"expert-threadsx":  "not \"threadsx\"",
		"hard-threads2":    "only Expert searches on several threads",
	} {
		if _, err := parseMatchPlayer("a", text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want an error saying %q", text, err, want)
		}
	}
}

// TestDraughtsMatchPlayerHoldsTheContemptItNames: -contemptN costs the
// player's draws N hundredths of a man in the state it judges; a value
// out of range or not a number is refused.
func TestDraughtsMatchPlayerHoldsTheContemptItNames(t *testing.T) {
	p, err := parseMatchPlayer("a", "expert-contempt20")
	if err != nil || p.contempt != 20 {
		t.Fatalf("expert-contempt20: %+v, %v", p, err)
	}
	s, err := draughts.ParseFEN("B:WK32:BK1", draughts.Rules{})
	if err != nil {
		t.Fatal(err)
	}
	if got := draughts.Search(context.Background(), p.judging(s), draughts.Limits{Depth: 4}).Score; got != -20 {
		t.Errorf("expert-contempt20 scores a drawn ending %d, want -20", got)
	}
	for text, want := range map[string]string{
		"expert-contempt101": "contemptN takes 0 to 100",
		"expert-contemptx":   "contemptN takes 0 to 100",
		"expert-contempt-5":  "not \"contempt\"",
	} {
		if _, err := parseMatchPlayer("a", text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want an error saying %q", text, err, want)
		}
	}
}

func TestDraughtsMatchWritesEachGameToThePDNFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "match.pdn")
	for _, v := range []string{"english", "polish"} {
		r := run(nil, "draughts", "match", "--a", "easy", "--b", "medium", "--games", "2", "--time", "5ms", "--max-moves", "30", "--variant", v, "--pdn", path)
		if r.code != ExitOK {
			t.Fatalf("%s: exit %d, stderr %q", v, r.code, r.stderr)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	texts := strings.Split(string(data), "[Event ")[1:]
	if len(texts) != 4 {
		t.Fatalf("two matches of two games: %d games in the file:\n%s", len(texts), data)
	}
	for i, text := range texts {
		rec, err := draughts.ParsePDN("[Event " + text)
		if err != nil {
			t.Fatalf("game %d does not read back: %v\n%s", i+1, err, text)
		}
		end, err := rec.Final()
		if err != nil {
			t.Fatalf("game %d does not replay: %v", i+1, err)
		}
		if want := draughts.Outcome(end).PDN(end.Rules().Variant); rec.Result != want {
			t.Errorf("game %d: result %q, but its last position %s gives %q", i+1, rec.Result, end.FEN(), want)
		}
		if len(rec.Moves) == 0 || !strings.Contains(text, `[Round "`+strconv.Itoa(i%2+1)+`"]`) {
			t.Errorf("game %d: no moves, or not round %d:\n%s", i+1, i%2+1, text)
		}
		// A has the first move in a pair's first game: Black in English
		// (games 1 and 2), White in Polish (games 3 and 4).
		white, black := `[White "B medium"]`, `[Black "A easy"]`
		if aWhite := (i%2 == 0) == (i >= 2); aWhite {
			white, black = `[White "A easy"]`, `[Black "B medium"]`
		}
		if !strings.Contains(text, white) || !strings.Contains(text, black) {
			t.Errorf("game %d does not name A and B by their colours (%s, %s):\n%s", i+1, white, black, text)
		}
	}
	r := run(nil, "draughts", "match", "--a", "easy", "--b", "easy", "--time", "5ms", "--pdn", filepath.Join(t.TempDir(), "no", "such", "folder", "m.pdn"))
	if r.code == ExitOK || !strings.Contains(r.stderr, "--pdn") {
		t.Errorf("a PDN file that cannot be made: exit %d, stderr %q", r.code, r.stderr)
	}
}

package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"parlour/dict"
	"parlour/games/doublets"
)

// wordFile writes a word list, one word a line, to a temporary file and
// returns its path.
func wordFile(t *testing.T, words string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "words.txt")
	if err := os.WriteFile(path, []byte(strings.Join(strings.Fields(words), "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// wantExit fails the test unless r ended with the given status, and, for
// a failure, one line on stderr that mentions every one of wants.
func wantExit(t *testing.T, r result, code int, wants ...string) {
	t.Helper()
	if r.code != code {
		t.Errorf("exit %d, want %d; stdout %q, stderr %q", r.code, code, r.stdout, r.stderr)
	}
	if code == ExitUsage || len(wants) > 0 {
		// The tool is one of doublets or doublet-puzzles.
		if strings.Count(r.stderr, "\n") != 1 || !strings.HasPrefix(r.stderr, "parlour doublet") {
			t.Errorf("stderr is not one line: %q", r.stderr)
		}
	}
	for _, w := range wants {
		if !strings.Contains(r.stderr, w) {
			t.Errorf("stderr %q does not mention %q", r.stderr, w)
		}
	}
}

func TestDoubletsSolve_OneShortestChainOnOneLine(t *testing.T) {
	d := dict.Default()
	for _, args := range [][]string{{"pig", "sty"}, {"PIG", "Sty"}, {"wheat", "bread"}} {
		r := run(nil, append([]string{"doublets", "solve"}, args...)...)
		wantExit(t, r, ExitOK)
		if r.stderr != "" || !regexp.MustCompile(`^[a-z]+( [a-z]+)+\n$`).MatchString(r.stdout) {
			t.Fatalf("%v: stdout %q, stderr %q", args, r.stdout, r.stderr)
		}
		chain := strings.Fields(r.stdout)
		db, _ := doublets.New(args...)
		par, _ := doublets.Par(d, db)
		if err := doublets.Check(d, db, chain); err != nil || db.Links(chain) != par {
			t.Errorf("%v: %v has %d links (par %d): %v", args, chain, db.Links(chain), par, err)
		}
	}
}

func TestDoubletsSolve_Via(t *testing.T) {
	d := dict.Default()
	db, _ := doublets.New("head", "heal", "tail")
	for _, args := range [][]string{
		{"head", "tail", "--via", "heal"},
		{"--via", "heal", "head", "tail"},
		{"head", "--via=heal", "tail"},
	} {
		r := run(nil, append([]string{"doublets", "solve"}, args...)...)
		wantExit(t, r, ExitOK)
		chain := strings.Fields(r.stdout)
		if err := doublets.Check(d, db, chain); err != nil || len(chain) < 2 || chain[1] != "heal" {
			t.Errorf("%v: %q: %v", args, r.stdout, err)
		}
	}
	r := run(nil, "doublets", "solve", "ale", "arm", "--via", "ice", "--via", "ant")
	if !strings.HasPrefix(r.stdout, "ale ") || !strings.Contains(r.stdout, " ice ") || !strings.Contains(r.stdout, " ant ") {
		t.Errorf("two --via flags: %q", r.stdout)
	}
}

func TestDoubletsSolve_CustomWordList(t *testing.T) {
	path := wordFile(t, "cat cot cog dog # DIG")
	r := run(nil, "doublets", "solve", "--words", path, "cat", "dog")
	wantExit(t, r, ExitOK)
	if r.stdout != "cat cot cog dog\n" {
		t.Errorf("stdout %q", r.stdout)
	}
	// The built-in dictionary is not consulted: "cut" is no link here.
	r = run(nil, "doublets", "check", "cat", "cut", "cot", "--words", path)
	if r.code != ExitNegative || r.stdout != "\"cut\" is not in the dictionary\n" {
		t.Errorf("%+v", r)
	}
}

func TestDoubletsSolve_NegativeAnswers(t *testing.T) {
	path := wordFile(t, "cat cot cut dog dig bag big")
	cases := map[string]struct {
		args []string
		want string
	}{
		"different lengths": {[]string{"cat", "horse"}, "different lengths"},
		"no chain":          {[]string{"cat", "bag", "--words", path}, `no chain joins "cat" and "bag"`},
		"same word twice":   {[]string{"cat", "cat"}, "twice"},
	}
	for name, c := range cases {
		r := run(nil, append([]string{"doublets", "solve"}, c.args...)...)
		if r.stdout != "" {
			t.Errorf("%s: stdout %q", name, r.stdout)
		}
		wantExit(t, r, ExitNegative, c.want)
	}
}

func TestDoubletsTools_BadUsage(t *testing.T) {
	empty := filepath.Join(t.TempDir(), "empty.txt")
	if err := os.WriteFile(empty, []byte("# nothing but a comment\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := map[string]struct {
		args  []string
		wants []string
	}{
		"unknown flag":       {[]string{"solve", "pig", "sty", "--fast"}, []string{"--fast", "--via W1,W2", "--words FILE"}},
		"single dash flag":   {[]string{"check", "-x", "pig", "sty"}, []string{"--x", "--words FILE"}},
		"missing value":      {[]string{"solve", "pig", "sty", "--words"}, []string{"--words needs a value"}},
		"empty via":          {[]string{"solve", "pig", "sty", "--via", "wig,,wag"}, []string{"--via takes words separated by commas"}},
		"one word":           {[]string{"solve", "pig"}, []string{"two words"}},
		"three words":        {[]string{"solve", "pig", "wig", "sty"}, []string{"two words"}},
		"check one word":     {[]string{"check", "pig"}, []string{"two or more words"}},
		"stats no length":    {[]string{"stats"}, []string{"needs --length N"}},
		"stats zero length":  {[]string{"stats", "--length", "0"}, []string{"--length takes a number"}},
		"stats bad length":   {[]string{"stats", "--length", "four"}, []string{`"four"`}},
		"stats a word":       {[]string{"stats", "--length", "4", "head"}, []string{"takes no words"}},
		"stats unknown flag": {[]string{"stats", "--via", "x"}, []string{"--length N, --words FILE"}},
	}
	for name, c := range cases {
		r := run(nil, append([]string{"doublets"}, c.args...)...)
		if r.stdout != "" {
			t.Errorf("%s: stdout %q", name, r.stdout)
		}
		wantExit(t, r, ExitUsage, c.wants...)
	}
}

// TestDoubletsTools_UnusableWordListIsBadInput: a word list that cannot be
// read or holds no words is bad input (exit 1), as in every tool.
func TestDoubletsTools_UnusableWordListIsBadInput(t *testing.T) {
	empty := filepath.Join(t.TempDir(), "empty.txt")
	os.WriteFile(empty, nil, 0o644)
	for name, c := range map[string]struct{ args, wants []string }{
		"no such file": {[]string{"solve", "pig", "sty", "--words", filepath.Join(t.TempDir(), "none.txt")}, []string{"cannot read the word list", "none.txt"}},
		"a directory":  {[]string{"check", "pig", "sty", "--words", t.TempDir()}, []string{"word list"}},
		"empty list":   {[]string{"solve", "pig", "sty", "--words", empty}, []string{"holds no words"}},
	} {
		r := run(nil, append([]string{"doublets"}, c.args...)...)
		if r.stdout != "" {
			t.Errorf("%s: stdout %q", name, r.stdout)
		}
		wantExit(t, r, ExitNegative, c.wants...)
	}
}

func TestDoubletsTools_Help(t *testing.T) {
	for _, tool := range []string{"solve", "check", "stats"} {
		r := run(nil, "doublets", tool, "--help")
		if r.code != ExitOK || !strings.HasPrefix(r.stdout, "usage: parlour doublets "+tool) {
			t.Errorf("%s --help: %+v", tool, r)
		}
	}
	r := run(nil, "doublets", "--help")
	for _, want := range []string{"solve FROM TO", "check W1 W2", "stats --length N"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("doublets --help lacks %q: %q", want, r.stdout)
		}
	}
}

func TestDoubletsCheck_Correct(t *testing.T) {
	cases := map[string][]string{
		"ok: 5 links\n": {"pig", "wig", "wag", "way", "say", "soy", "sty"},
		"ok: 4 links\n": {"HEAD", "heal", "teal", "tell", "tall", "Tail"},
		"ok: 0 links\n": {"cat", "cot"},
	}
	for want, chain := range cases {
		r := run(nil, append([]string{"doublets", "check"}, chain...)...)
		wantExit(t, r, ExitOK)
		if r.stdout != want || r.stderr != "" {
			t.Errorf("%v: stdout %q, stderr %q; want %q", chain, r.stdout, r.stderr, want)
		}
	}
	// Carroll's rule for set words, with the words at either end of the flags.
	r := run(nil, "doublets", "check", "--via", "ice,ant", "ale", "are", "ire", "ice", "ace", "act", "ant", "art", "arm")
	if r.code != ExitOK || r.stdout != "ok: 5 links\n" {
		t.Errorf("with --via: %+v", r)
	}
	path := wordFile(t, "cat cot cog dog")
	if r := run(nil, "doublets", "check", "cat", "cot", "cog", "dog", "--words", path); r.stdout != "ok: 2 links\n" {
		t.Errorf("custom list: %+v", r)
	}
}

func TestDoubletsCheck_FirstFault(t *testing.T) {
	path := wordFile(t, "cat cot cog dog")
	cases := map[string][]string{
		`"head" -> "teal": more than one letter differs (positions 1 and 4)`:         {"head", "teal", "tell", "tall", "tail"},
		`"hexl" is not in the dictionary`:                                            {"head", "hexl", "heal", "teal", "tell", "tall", "tail"},
		`"heal" is used twice (words 2 and 4): no word may be used twice in a chain`: {"head", "heal", "heap", "heal", "teal", "tell", "tall", "tail"},
		`"cat" -> "cots": words of different lengths (3 and 4 letters)`:              {"cat", "cots", "cot"},
		`the chain must pass through "ice"`:                                          {"ale", "are", "arm", "--via", "ice"},
		`"cut" is not in the dictionary`:                                             {"cat", "cut", "cot", "--words", path},
		`"pig" is used twice (words 1 and 3): no word may be used twice in a chain`:  {"pig", "wig", "pig"},
		`"pxg" is not in the dictionary`:                                             {"pig", "pxg", "pig"},
		`"cot" -> "cots": words of different lengths (3 and 4 letters)`:              {"cat", "cot", "cots"},
		`"heal" is given twice`:                                                      {"head", "heal", "teal", "tell", "tall", "tail", "--via", "heal,heal"},
	}
	for want, args := range cases {
		r := run(nil, append([]string{"doublets", "check"}, args...)...)
		if r.code != ExitNegative || r.stdout != want+"\n" || r.stderr != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want %q", args, r.code, r.stdout, r.stderr, want)
		}
	}
}

func TestDoubletsStats_NameValueLines(t *testing.T) {
	path := wordFile(t, "head heal teal tell tall tail hall hell oxen cat")
	r := run(nil, "doublets", "stats", "--length", "4", "--words", path)
	wantExit(t, r, ExitOK)
	want := "words: 9\nedges: 9\ncomponents: 2\nisolated: 1\nlargest: 8\ndiameter: 5\npath: head heal hell hall tall tail\n"
	if r.stdout != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", r.stdout, want)
	}
	// The built-in three-letter words: the same seven names, in order.
	r = run(nil, "doublets", "stats", "--length=3")
	wantExit(t, r, ExitOK)
	var names []string
	for _, line := range strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n") {
		m := regexp.MustCompile(`^([a-z]+): (\S.*)$`).FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("line %q is not name: value", line)
		}
		names = append(names, m[1])
	}
	if got := strings.Join(names, " "); got != "words edges components isolated largest diameter path" {
		t.Errorf("names %q", got)
	}
	wantExit(t, run(nil, "doublets", "stats", "--length", "9", "--words", path), ExitNegative, "no words of 9 letters")
}

func TestDoubletsTools_SkippedLinesNoted(t *testing.T) {
	path := wordFile(t, "cat cot cog dog o'clock")
	r := run(nil, "doublets", "solve", "cat", "dog", "--words", path)
	if r.code != ExitOK || r.stdout != "cat cot cog dog\n" || !strings.Contains(r.stderr, "skipped 1 line of") {
		t.Errorf("%+v", r)
	}
}

func TestDoubletsTools_EverythingAfterDoubleDashIsAWord(t *testing.T) {
	r := run(nil, "doublets", "check", "--", "pig", "--via")
	if r.code != ExitNegative || !strings.Contains(r.stdout, "--via") {
		t.Errorf("%+v", r)
	}
}

// TestDoubletsTools_GivenWordsNeedNotBeInTheDictionary: as the rules say,
// the given words of a doublet are accepted out of the dictionary (Carroll
// set CAIN and ABEL); the links must be lawful.
func TestDoubletsTools_GivenWordsNeedNotBeInTheDictionary(t *testing.T) {
	r := run(nil, "doublets", "solve", "cain", "abel")
	wantExit(t, r, ExitOK)
	chain := strings.Fields(r.stdout)
	if len(chain) < 3 || chain[0] != "cain" || chain[len(chain)-1] != "abel" {
		t.Fatalf("solve cain abel: %q", r.stdout)
	}
	r = run(nil, append([]string{"doublets", "check"}, chain...)...)
	if r.code != ExitOK || !strings.HasPrefix(r.stdout, "ok: ") {
		t.Errorf("check %v: %+v", chain, r)
	}
	if r := run(nil, "doublets", "check", "cat", "cot", "cog", "dog", "dig"); r.code != ExitOK || r.stdout != "ok: 3 links\n" {
		t.Errorf("%+v", r)
	}
	if r := run(nil, "doublets", "check", "dog", "dig"); r.code != ExitOK || r.stdout != "ok: 0 links\n" {
		t.Errorf("%+v", r)
	}
}

// TestDoubletsTools_WordsOnlyFromARegularFileOfBoundedSize: --words refuses
// a device and a file past the size cap, at once and clearly.
func TestDoubletsTools_WordsOnlyFromARegularFileOfBoundedSize(t *testing.T) {
	wantExit(t, run(nil, "doublets", "solve", "cat", "dog", "--words", "/dev/zero"), ExitNegative, "not a regular file")
	huge := filepath.Join(t.TempDir(), "huge.txt")
	if err := os.WriteFile(huge, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(huge, 100<<20); err != nil {
		t.Fatal(err)
	}
	r := run(nil, "doublets", "solve", "cat", "dog", "--words", huge)
	if r.code != ExitNegative || !strings.Contains(r.stderr, "cannot read the word list") {
		t.Errorf("%+v", r)
	}
}

// TestDoubletsTools_WordsInKnuthsFormat: a list of a word and marks on a
// line, as sgb-words.dat, reads as its words.
func TestDoubletsTools_WordsInKnuthsFormat(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sgb-words.dat")
	if err := os.WriteFile(path, []byte("heads*120\nheals+7\nteals 3\ntells*9\ntalls\ntails*55\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	r := run(nil, "doublets", "solve", "heads", "tails", "--words", path)
	if r.code != ExitOK || r.stdout != "heads heals teals tells talls tails\n" || r.stderr != "" {
		t.Errorf("%+v", r)
	}
}

// TestDoubletsGenerate_EverydayPairsWithTheirPar: generate prints K pairs
// of everyday words, one a line with its par over common words within the
// difficulty and the chain a player is shown; the same seed prints the
// same pairs.
func TestDoubletsGenerate_EverydayPairsWithTheirPar(t *testing.T) {
	r := run(nil, "doublets", "generate", "--length", "4", "--difficulty", "easy", "--count", "10", "--seed", "3")
	wantExit(t, r, ExitOK)
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 10 {
		t.Fatalf("%d lines:\n%s", len(lines), r.stdout)
	}
	d := dict.Default()
	for _, l := range lines {
		from, to, par := checkParChainLine(t, d, l)
		if par < 2 || par > 3 || !d.IsEveryday(from) || !d.IsEveryday(to) {
			t.Errorf("line %q", l)
		}
	}
	if again := run(nil, "doublets", "generate", "--length", "4", "--difficulty", "easy", "--count", "10", "--seed", "3"); again.stdout != r.stdout {
		t.Error("the same seed printed other doublets")
	}
	wantExit(t, run(nil, "doublets", "generate", "--length", "4", "--difficulty", "tricky", "--count", "1"), ExitUsage, "easy, medium or hard")
	wantExit(t, run(nil, "doublets", "generate", "--length", "4"), ExitUsage, "needs --length, --difficulty and --count")
	wantExit(t, run(nil, "doublets", "generate", "--length", "4", "--difficulty", "easy", "--count", "1000000"), ExitUsage, "--count takes a number from 1 to 1000")
}

// checkParChainLine checks a line "from to par N: w1 w2 ... wn": the chain
// joins from to to in N links of familiar words, never blocklisted.
func checkParChainLine(t *testing.T, d *dict.Dict, line string) (from, to string, par int) {
	t.Helper()
	head, chain, ok := strings.Cut(line, ": ")
	if _, err := fmt.Sscanf(head, "%s %s par %d", &from, &to, &par); err != nil || !ok {
		t.Errorf("line %q", line)
		return
	}
	words := strings.Fields(chain)
	db, err := doublets.New(from, to)
	if err != nil {
		t.Errorf("line %q: %v", line, err)
		return
	}
	if err := doublets.Check(d, db, words); err != nil || len(words)-2 != par {
		t.Errorf("line %q: the chain shown (%d links) %v", line, len(words)-2, err)
	}
	for _, w := range words[1 : len(words)-1] {
		if d.Familiarity(w) < 2 || d.Blocked(w) {
			t.Errorf("line %q: %s is not a familiar word", line, w)
		}
	}
	return
}

// TestDoubletPuzzlesDaily_TheDaysDoubletParAndChain: daily prints the
// doublet the puzzles set on a date, with its par and the chain shown, and
// the same date prints the same line.
func TestDoubletPuzzlesDaily_TheDaysDoubletParAndChain(t *testing.T) {
	d := dict.Default()
	r := run(nil, "doublet-puzzles", "daily", "--date", "2027-01-08")
	wantExit(t, r, ExitOK)
	date, rest, _ := strings.Cut(strings.TrimSuffix(r.stdout, "\n"), " ")
	from, to, par := checkParChainLine(t, d, rest)
	want, err := doublets.Daily(d, "2027-01-08")
	if err != nil {
		t.Fatal(err)
	}
	if date != "2027-01-08" || from != want.From() || to != want.To() {
		t.Errorf("printed %q; the day's doublet is %s to %s", r.stdout, want.From(), want.To())
	}
	if p, err := doublets.CommonPar(d, want); err != nil || p != par {
		t.Errorf("par %d, want %d (%v)", par, p, err)
	}
	wantExit(t, run(nil, "doublet-puzzles", "daily", "--date", "2027-02-30"), ExitUsage, "YYYY-MM-DD")
	wantExit(t, run(nil, "doublet-puzzles", "daily", "soon"), ExitUsage, "daily takes no words")
	wantExit(t, run(nil, "doublet-puzzles", "daily"), ExitOK)
}

// TestDoubletsDefine_OneLineEachAndExit1ForAWordWithout: define prints each
// word's definition on a line of its own; a word without one is said, and
// the run exits 1.
func TestDoubletsDefine_OneLineEachAndExit1ForAWordWithout(t *testing.T) {
	r := run(nil, "doublets", "define", "DOG", "went")
	wantExit(t, r, ExitOK)
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "dog: a member of the genus Canis") || !strings.HasPrefix(lines[1], "went: past of go: ") {
		t.Errorf("stdout %q", r.stdout)
	}
	r = run(nil, "doublets", "define", "dog", "zzzz")
	wantExit(t, r, ExitNegative)
	if !strings.Contains(r.stdout, "zzzz: no definition") || !strings.HasPrefix(r.stdout, "dog: ") {
		t.Errorf("stdout %q", r.stdout)
	}
	wantExit(t, run(nil, "doublets", "define"), ExitUsage, "define needs a word")
}

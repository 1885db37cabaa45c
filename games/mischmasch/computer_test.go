package mischmasch

import (
	"context"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"parlour/dict"
)

// facing returns a game in which A must declare on nucleus, in its tries-th
// move with it.
func facing(t *testing.T, nucleus string, tries int, opts ...func(*Rules)) State {
	t.Helper()
	s := step(t, newGame(t, opts...), set(SideB, nucleus), set(SideA, "vf"))
	for range tries - 1 {
		s = step(t, s, declare(SideA, NotReady), declare(SideB, NotReady))
	}
	return s
}

// uncommonNucleus returns a three-letter nucleus that only uncommon lawful
// words of more than 9 letters contain, at least two of them: no level below
// Expert knows such a word.
func uncommonNucleus(t *testing.T) string {
	t.Helper()
	ix := indexOf(dict.Default())
	for k := range tripleKeys {
		ids := ix.triple.list(k)
		if len(ids) < 2 || len(ids) > 6 {
			continue
		}
		ok := true
		for _, id := range ids {
			ok = ok && !ix.isCommon(id) && len(ix.word(id)) > 9
		}
		if ok {
			return string([]byte{byte(k/676) + 'a', byte(k/26%26) + 'a', byte(k%26) + 'a'})
		}
	}
	t.Fatal("no nucleus of uncommon words only")
	return ""
}

// answers tallies the computer's declarations on A's nucleus in s over many
// seeds, and the share of its words that are wrong.
func answers(t *testing.T, s State, level Level, trials int) (shares map[Declaration]float64, wrong float64, words []string) {
	t.Helper()
	counts := map[Declaration]int{}
	bad := 0
	for seed := range uint64(trials) {
		act, err := Choose(context.Background(), s, Turn{TaskDeclare, SideA, 0}, level, rand.New(rand.NewPCG(seed, 11)))
		if err != nil {
			t.Fatal(err)
		}
		counts[act.Declaration]++
		if act.Declaration == Ready {
			words = append(words, act.Text)
			if CheckWord(s.Dict(), s.Attempt(SideA).Nucleus, act.Text) != nil {
				bad++
			}
		}
	}
	shares = map[Declaration]float64{}
	for d, c := range counts {
		shares[d] = float64(c) / float64(trials)
	}
	if n := counts[Ready]; n > 0 {
		wrong = float64(bad) / float64(n)
	}
	return shares, wrong, words
}

// near reports whether a share is within tol of want.
func near(got, want, tol float64) bool { return math.Abs(got-want) <= tol }

func TestComputerIsDeterministicForASeed(t *testing.T) {
	s := newGame(t)
	for _, turn := range s.Waiting() {
		a, _ := Choose(context.Background(), s, turn, Hard, rand.New(rand.NewPCG(1, 2)))
		b, _ := Choose(context.Background(), s, turn, Hard, rand.New(rand.NewPCG(1, 2)))
		if a != b {
			t.Errorf("%v: %+v and %+v", turn, a, b)
		}
	}
	s = facing(t, "gp", 1)
	a, _ := Choose(context.Background(), s, Turn{TaskDeclare, SideA, 0}, Medium, rand.New(rand.NewPCG(3, 4)))
	b, _ := Choose(context.Background(), s, Turn{TaskDeclare, SideA, 0}, Medium, rand.New(rand.NewPCG(3, 4)))
	if a != b {
		t.Errorf("declare: %+v and %+v", a, b)
	}
}

func TestComputerSetsHardButFairNuclei(t *testing.T) {
	d := dict.Default()
	ix := indexOf(d)
	for _, level := range []Level{Easy, Medium, Hard, Expert} {
		p := planOf(level)
		inBand, traps, n := 0, 0, 60
		for seed := range uint64(n) {
			act, err := Choose(context.Background(), newGame(t), Turn{TaskSet, SideA, 0}, level, rand.New(rand.NewPCG(seed, 5)))
			if err != nil {
				t.Fatal(err)
			}
			nuc := act.Text
			c := Count(d, nuc)
			if c == 0 {
				traps++
				continue
			}
			if l := len(nuc); l < p.lengths[0] || l > p.lengths[1] {
				t.Errorf("%s set %s, of %d letters", level, nuc, l)
			}
			if d.Has(nuc) {
				t.Errorf("%s set %s, a word itself", level, nuc)
			}
			fair := false
			for _, id := range ix.ids(nuc) {
				fair = fair || (ix.isCommon(id) && p.knows(ix, id) && ix.word(id) != nuc)
			}
			if !fair {
				t.Errorf("%s set %s, in no common word it knows", level, nuc)
			}
			if bandGap(c, p.band) == 0 {
				inBand++
			}
		}
		if level != Expert && traps > 0 {
			t.Errorf("%s set %d traps", level, traps)
		}
		if inBand < (n-traps)*9/10 {
			t.Errorf("%s: only %d of %d nuclei have %d to %d lawful words", level, inBand, n-traps, p.band[0], p.band[1])
		}
	}
}

func TestExpertSetsTrapsThatAreTrulyEmpty(t *testing.T) {
	d := dict.Default()
	nuclei := ExpertNuclei(d, rand.New(rand.NewPCG(8, 8)), 400)
	traps := 0
	for _, c := range nuclei {
		if c.Words == 0 {
			traps++
			if Count(d, c.Nucleus) != 0 || d.AnyContaining(c.Nucleus) || strings.ContainsAny(c.Nucleus, trapLetters) {
				t.Errorf("trap %s", c.Nucleus)
			}
		}
	}
	// The chance of a trap is 15%.
	if share := float64(traps) / float64(len(nuclei)); !near(share, planOf(Expert).trap, 0.05) {
		t.Errorf("%d traps in %d nuclei", traps, len(nuclei))
	}
}

func TestExpertNucleiCountTheirWords(t *testing.T) {
	d := dict.Default()
	a := ExpertNuclei(d, rand.New(rand.NewPCG(2, 3)), 30)
	b := ExpertNuclei(d, rand.New(rand.NewPCG(2, 3)), 30)
	if len(a) != 30 {
		t.Fatalf("%d nuclei", len(a))
	}
	seen := map[string]bool{}
	for i, c := range a {
		if c != b[i] {
			t.Errorf("the same seed gave %v and %v", c, b[i])
		}
		if c.Words != Count(d, c.Nucleus) {
			t.Errorf("%s: %d words, Count says %d", c.Nucleus, c.Words, Count(d, c.Nucleus))
		}
		if seen[c.Nucleus] {
			t.Errorf("%s twice", c.Nucleus)
		}
		seen[c.Nucleus] = true
	}
}

func TestExpertSaysNoWordOnlyWhenTheDictionaryAgrees(t *testing.T) {
	for _, nuc := range []string{"vf", "kss", "gp", "imse", uncommonNucleus(t)} {
		shares, wrong, _ := answers(t, facing(t, nuc, 1), Expert, 300)
		empty := Count(dict.Default(), nuc) == 0
		if empty && shares[NoWord] != 1 {
			t.Errorf("%s (empty): %v", nuc, shares)
		}
		if !empty && shares[NoWord] != 0 {
			t.Errorf("%s (%d words): %v", nuc, Count(dict.Default(), nuc), shares)
		}
		if wrong != 0 {
			t.Errorf("%s: %.0f%% wrong words", nuc, 100*wrong)
		}
	}
}

func TestLowerLevelsMisjudgeNoWordAtTheirRate(t *testing.T) {
	unknown := uncommonNucleus(t)
	for _, level := range []Level{Easy, Medium, Hard} {
		rate := planOf(level).misjudge
		// On an empty nucleus, "no word" unless it misjudges.
		shares, _, _ := answers(t, facing(t, "vf", 1), level, 1000)
		if !near(shares[NoWord], 1-rate, 0.04) {
			t.Errorf("%s on vf: %v, want \"no word\" %.0f%%", level, shares, 100*(1-rate))
		}
		if level == Hard {
			continue // Hard may know the long uncommon words
		}
		// On a nucleus whose words it does not know, "no word" only when
		// it misjudges; a word never.
		shares, _, _ = answers(t, facing(t, unknown, 1), level, 1000)
		if !near(shares[NoWord], rate, 0.04) || shares[Ready] != 0 {
			t.Errorf("%s on %s: %v, want \"no word\" %.0f%%", level, unknown, shares, 100*rate)
		}
	}
}

func TestComputerGuessesFromItsOwnWords(t *testing.T) {
	d := dict.Default()
	_, _, words := answers(t, facing(t, "gp", 1), Easy, 300)
	for _, w := range words {
		if d.Has(w) && (!d.IsCommon(w) || len(w) > 8) {
			t.Errorf("Easy found %s, not a common word of up to 8 letters", w)
		}
	}
	// Medium knows every familiar word, and no other (issue 41, point 4).
	_, _, words = answers(t, facing(t, "gp", 1), Medium, 300)
	for _, w := range words {
		if d.Has(w) && !d.IsCommon(w) {
			t.Errorf("Medium found %s, not a familiar word", w)
		}
	}
	// Only Expert knows the words containing this nucleus.
	unknown := uncommonNucleus(t)
	if shares, _, _ := answers(t, facing(t, unknown, 1), Expert, 100); shares[Ready] == 0 {
		t.Errorf("Expert never found a word for %s: %v", unknown, shares)
	}
}

func TestComputerMisspellsAtItsRate(t *testing.T) {
	for _, level := range []Level{Easy, Medium, Hard, Expert} {
		_, wrong, words := answers(t, facing(t, "ment", 1), level, 1500)
		if len(words) < 1000 {
			t.Fatalf("%s found only %d words for ment", level, len(words))
		}
		if !near(wrong, planOf(level).slip, 0.02) {
			t.Errorf("%s: %.1f%% wrong words, want %.0f%%", level, 100*wrong, 100*planOf(level).slip)
		}
	}
}

func TestComputerTakesTimeLikeAPersonWithinTheLimit(t *testing.T) {
	for _, limit := range []time.Duration{2 * time.Minute, 20 * time.Second, 0} {
		s := facing(t, "imse", 1, func(r *Rules) { r.TimeLimit = limit })
		for seed := range uint64(200) {
			for _, level := range []Level{Easy, Expert} {
				act, _ := Choose(context.Background(), s, Turn{TaskDeclare, SideA, 0}, level, rand.New(rand.NewPCG(seed, 1)))
				if act.Elapsed < readTime[0] || (limit > 0 && act.Elapsed > limit) || act.Elapsed > planOf(level).patience {
					t.Fatalf("limit %v, %s: %s after %v", limit, level, act.Declaration, act.Elapsed)
				}
			}
		}
	}
	act, _ := Choose(context.Background(), newGame(t), Turn{TaskSet, SideA, 0}, Medium, nil)
	if act.Elapsed < setTime[0] || act.Elapsed >= setTime[1] {
		t.Errorf("setting took %v", act.Elapsed)
	}
}

func TestComputerResignsANucleusAfterFailingRepeatedly(t *testing.T) {
	unknown := uncommonNucleus(t)
	giveUp := planOf(Easy).giveUp
	first, _, _ := answers(t, facing(t, unknown, giveUp-1), Easy, 200)
	if first[Resign] != 0 || first[NotReady] == 0 {
		t.Errorf("try %d: %v", giveUp-1, first)
	}
	then, _, _ := answers(t, facing(t, unknown, giveUp), Easy, 200)
	if then[NotReady] != 0 || then[Resign] == 0 {
		t.Errorf("try %d: %v", giveUp, then)
	}
}

func TestComputerSetterNamesItsWordAfterNoWord(t *testing.T) {
	for nuc, want := range map[string]bool{"gp": true, "vf": false} {
		s := step(t, newGame(t), set(SideA, nuc), set(SideB, "emo"), declare(SideB, NoWord), declare(SideA, NotReady))
		act, err := Choose(context.Background(), s, Turn{TaskSetterWord, SideA, 0}, Medium, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := act.Text != "" && CheckWord(s.Dict(), nuc, act.Text) == nil; got != want || (!want && act.Text != "") {
			t.Errorf("%s: the setter named %q", nuc, act.Text)
		}
	}
}

func TestComputerNamesAWordWhenAskedSeparately(t *testing.T) {
	s := step(t, facing(t, "gp", 1), declare(SideA, Ready), declare(SideB, NotReady))
	act, err := Choose(context.Background(), s, Turn{TaskName, SideA, 0}, Easy, nil)
	if err != nil || CheckWord(s.Dict(), "gp", act.Text) != nil {
		t.Errorf("named %q, %v", act.Text, err)
	}
	if _, err := s.Apply(act); err != nil {
		t.Error(err)
	}
}

func TestChooseIsCancellable(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Choose(ctx, newGame(t), Turn{TaskSet, SideA, 0}, Expert, nil); err != context.Canceled {
		t.Errorf("a cancelled choice returned %v", err)
	}
	// A context that ends during the search still gives a nucleus.
	ix := indexOf(dict.Default())
	ctx, cancel = context.WithCancel(context.Background())
	calls := 0
	c, err := chooseNucleus(ctx, dict.Default(), ix, planOf(Expert), rand.New(rand.NewPCG(1, 1)), func(string) bool {
		if calls++; calls == 3 {
			cancel()
		}
		return false
	})
	if err != nil || c.Nucleus == "" {
		t.Errorf("cut short: %v, %v", c, err)
	}
}

func TestChooseRefusesATurnTheGameIsNotWaitingFor(t *testing.T) {
	s := newGame(t)
	if _, err := Choose(context.Background(), s, Turn{TaskDeclare, SideA, 0}, Easy, nil); err == nil {
		t.Error("a declaration was chosen while setting")
	}
	if _, err := Choose(context.Background(), s, Turn{TaskSet, SideA, 0}, Level(9), nil); err == nil {
		t.Error("an unknown level was accepted")
	}
}

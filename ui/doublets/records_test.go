package doublets

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/store"
)

func TestDailyStreakCountsDaysInARow(t *testing.T) {
	var r Records
	for _, d := range []string{"2026-11-28", "2026-11-29", "2026-11-29", "2026-11-30"} {
		r.addDaily(d)
	}
	if r.Streak != 3 || r.BestStreak != 3 {
		t.Fatalf("streak %d best %d, want 3 and 3", r.Streak, r.BestStreak)
	}
	r.addDaily("2026-12-05")
	if r.Streak != 1 || r.BestStreak != 3 {
		t.Fatalf("after a gap: streak %d best %d, want 1 and 3", r.Streak, r.BestStreak)
	}
	r.addDaily("2026-12-31")
	r.addDaily("2027-01-01")
	if r.Streak != 2 {
		t.Fatalf("over the new year: streak %d, want 2", r.Streak)
	}
}

func TestBestKeepsTheBetterResult(t *testing.T) {
	r := Records{Bests: map[string]Best{}}
	if !r.add("p", Best{Marks: 5, Time: time.Minute}) {
		t.Fatal("first result not a best")
	}
	if r.add("p", Best{Marks: 4, Time: time.Second}) {
		t.Fatal("fewer marks counted as a best")
	}
	if !r.add("p", Best{Marks: 5, Time: time.Second}) {
		t.Fatal("same marks, faster, not a best")
	}
	if r.Solved != 3 {
		t.Fatalf("solved %d", r.Solved)
	}
}

func TestRecordsSurviveABrokenFile(t *testing.T) {
	s := store.New(t.TempDir())
	s.WriteFile(recordsFile, []byte("{not json"))
	r := loadRecords(s)
	if r.Bests == nil || r.Solved != 0 {
		t.Fatalf("got %+v", r)
	}
}

// solvePigToSty plays Carroll's first doublet to the end: with his chain,
// or, byHints, by taking hints until it is solved.
func solvePigToSty(t *testing.T, env *screen.Env, byHints bool) *uitest.Harness {
	t.Helper()
	h := pigToSty(t, env)
	if byHints {
		for i := 0; i < 10 && puzzle(h).phase == writing; i++ {
			h.Key("tab")
		}
	} else {
		for _, w := range []string{"pit", "sit", "sat", "say"} {
			h.Type(w)
			h.Key("enter")
		}
	}
	if puzzle(h).phase != solved {
		t.Fatal("not solved")
	}
	return h
}

// TestAReplayAfterTheAnswerIsPractice: the first attempt at a puzzle is
// the one on record; solving it again, better, changes no record and the
// share line still tells the first.
func TestAReplayAfterTheAnswerIsPractice(t *testing.T) {
	env := testEnv(t)
	first := puzzle(solvePigToSty(t, env, true)).ladder.Hints
	before := loadRecords(env.Store)
	if len(before.Attempts) != 1 || first == 0 || before.Attempts[0].Hints != first || before.Attempts[0].Key != "carroll-1" {
		t.Fatalf("attempts after the first solve: %+v", before.Attempts)
	}
	h := solvePigToSty(t, env, false)
	h.MustSee("Practice: your first attempt")
	if line := puzzle(h).shareLine(); !strings.Contains(line, fmt.Sprintf("%d hint", first)) {
		t.Fatalf("the share line tells the practice: %q", line)
	}
	after := loadRecords(env.Store)
	if len(after.Attempts) != 1 || after.Bests["carroll-1"] != before.Bests["carroll-1"] || after.Solved != before.Solved {
		t.Fatalf("a practice changed the records: %+v", after)
	}
}

// TestGivingUpIsTheScoredAttempt: after giving up (a shortest chain was
// shown) a solve is practice.
func TestGivingUpIsTheScoredAttempt(t *testing.T) {
	env := testEnv(t)
	h := pigToSty(t, env)
	h.Key("ctrl+g")
	h.Key("y")
	rec := loadRecords(env.Store)
	if len(rec.Attempts) != 1 || !rec.Attempts[0].GaveUp {
		t.Fatalf("attempts after giving up: %+v", rec.Attempts)
	}
	solvePigToSty(t, env, false)
	if rec := loadRecords(env.Store); len(rec.Attempts) != 1 || len(rec.Bests) != 0 {
		t.Fatalf("a solve after giving up was scored: %+v", rec)
	}
}

func TestTheSummaryCountsLinksOverPar(t *testing.T) {
	var r Records
	for i, over := range []int{0, 0, 1, 2, 5} {
		r.addAttempt(Attempt{Key: "daily-x", Date: "2026-12-05", Par: 4, Links: 4 + over, Time: time.Duration(i+1) * time.Minute})
	}
	r.addAttempt(Attempt{Key: "daily-y", Date: "2026-12-05", Par: 4, GaveUp: true, Time: time.Hour})
	r.addAttempt(Attempt{Key: "carroll-1", Date: "2026-12-05", Par: 4, Links: 4, Time: time.Second})
	s := r.summary("daily-")
	if s.Solved != 5 || s.GaveUp != 1 || s.Best != time.Minute || s.Average != 3*time.Minute || s.OverPar != [4]int{2, 1, 1, 1} {
		t.Fatalf("summary %+v", s)
	}
}

func TestRecordsFromAFileAreChecked(t *testing.T) {
	s := store.New(t.TempDir())
	s.WriteFile(recordsFile, []byte(`{"attempts":[
		{"key":"carroll-1","date":"2026-12-05","par":4,"links":4,"time_ns":1000000000},
		{"key":"\u001b]0;owned\u0007","date":"2026-12-05","par":4},
		{"key":"daily-2026-12-05","date":"yesterday","par":4},
		{"key":"daily-2026-12-05","date":"2026-12-05","par":4,"hints":-100},
		{"key":"daily-2026-12-05","date":"2026-12-05","par":4,"time_ns":-5}]}`))
	r := loadRecords(s)
	if len(r.Attempts) != 1 || r.Attempts[0].Key != "carroll-1" {
		t.Fatalf("kept %+v", r.Attempts)
	}
}

func TestRecordsKeepTheLastAttempts(t *testing.T) {
	var r Records
	for i := range maxAttempts + 5 {
		r.addAttempt(Attempt{Key: fmt.Sprintf("generated-%d", i), Date: "2026-12-05"})
	}
	if len(r.Attempts) != maxAttempts || r.Attempts[0].Key != "generated-5" {
		t.Fatalf("%d attempts, first %q", len(r.Attempts), r.Attempts[0].Key)
	}
}

func TestRecordsScreenShowsTheHistoryAndTheDailies(t *testing.T) {
	env := testEnv(t)
	rec := loadRecords(env.Store)
	rec.addAttempt(Attempt{Key: "daily-2026-12-04", Date: "2026-12-04", Links: 7, Par: 6, Time: 95 * time.Second, Hints: 1, Marks: 7})
	rec.addAttempt(Attempt{Key: "generated-folds-seven", Date: "2026-12-05", Par: 6, Time: 5 * time.Minute, GaveUp: true})
	if err := env.Store.WriteJSON(recordsFile, rec); err != nil {
		t.Fatal(err)
	}
	h := uitest.NewScreen(t, newStats(env), 80, 24)
	h.MustSee("Dailies: best 1:35, mean 1:35; at par 0, +1 1")
	h.MustSee("2026-12-04  the daily of 2026-12-04 7 links, par 6, 1:35, 1 hint, 7 marks")
	h.MustSee("2026-12-05  FOLDS-SEVEN             given up after 5:00, par 6")
	for _, line := range strings.Split(h.View(), "\n") {
		if len([]rune(line)) > 80 {
			t.Fatalf("a line is %d wide: %q", len([]rune(line)), line)
		}
	}
}

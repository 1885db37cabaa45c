package doublets

import (
	"testing"
	"time"

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

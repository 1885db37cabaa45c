package doublets

import (
	"strings"
	"time"

	"parlour/ui/store"
)

// recordsFile keeps personal bests and the daily streak between sessions.
const recordsFile = "doublets-records.json"

// Best is a player's best result on one puzzle.
type Best struct {
	Links int           `json:"links"`
	Time  time.Duration `json:"time_ns"`
	Hints int           `json:"hints"`
	Marks int           `json:"marks"`
}

// better reports whether b beats old: more marks, then fewer hints, then less time.
func (b Best) better(old Best) bool {
	if b.Marks != old.Marks {
		return b.Marks > old.Marks
	}
	if b.Hints != old.Hints {
		return b.Hints < old.Hints
	}
	return b.Time < old.Time
}

// Attempt is one scored attempt at a puzzle: solved, or given up.
type Attempt struct {
	Key    string        `json:"key"`  // the puzzle, as Puzzle.recordKey names it
	Date   string        `json:"date"` // the day it was played, YYYY-MM-DD
	Links  int           `json:"links,omitempty"`
	Par    int           `json:"par"`
	Time   time.Duration `json:"time_ns"`
	Hints  int           `json:"hints,omitempty"`
	Marks  int           `json:"marks,omitempty"`
	GaveUp bool          `json:"gave_up,omitempty"`
}

// maxAttempts is how many scored attempts the records keep, the oldest
// dropped first.
const maxAttempts = 1000

// Records are the puzzles a player has solved.
type Records struct {
	Bests map[string]Best `json:"bests"`
	// Attempts are the scored attempts, oldest first. A puzzle is scored
	// once: a later attempt at it, after the answer was shown, is practice.
	Attempts []Attempt `json:"attempts,omitempty"`
	// LastDaily is the date of the last daily puzzle solved; Streak counts
	// the days in a row up to it, BestStreak the longest run.
	LastDaily  string `json:"last_daily,omitempty"`
	Streak     int    `json:"streak"`
	BestStreak int    `json:"best_streak"`
	Solved     int    `json:"solved"`
}

// loadRecords reads the records; a missing or broken file gives empty ones
// (a broken file is moved aside by the store).
func loadRecords(s *store.Store) Records {
	var r Records
	if err := s.ReadJSON(recordsFile, &r); err != nil {
		r = Records{}
	}
	if r.Bests == nil {
		r.Bests = map[string]Best{}
	}
	r.Attempts = checkedAttempts(r.Attempts)
	return r
}

// checkedAttempts keeps, of the attempts read from the file, the last
// maxAttempts that could have been written: a key of letters, digits and
// dashes, a real date, and no number out of its range. The rest are
// dropped, so that nothing from the file reaches the screen unchecked.
func checkedAttempts(as []Attempt) []Attempt {
	out := make([]Attempt, 0, min(len(as), maxAttempts))
	for _, a := range as[max(len(as)-maxAttempts, 0):] {
		if _, err := time.Parse(time.DateOnly, a.Date); err != nil || !plainKey(a.Key) {
			continue
		}
		if a.Links < 0 || a.Links > 100 || a.Par < 0 || a.Par > 100 || a.Hints < 0 || a.Hints > 100 ||
			a.Marks < 0 || a.Marks > 100 || a.Time < 0 || a.Time > 100*time.Hour {
			continue
		}
		out = append(out, a)
	}
	return out
}

// plainKey reports whether key is a record key Parlour writes.
func plainKey(key string) bool {
	if key == "" || len(key) > 64 {
		return false
	}
	for _, c := range key {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// add records a solved puzzle and reports whether it is a new best.
func (r *Records) add(key string, b Best) bool {
	r.Solved++
	old, seen := r.Bests[key]
	if seen && !b.better(old) {
		return false
	}
	r.Bests[key] = b
	return true
}

// addDaily counts a daily puzzle solved on date (YYYY-MM-DD) in the streak.
func (r *Records) addDaily(date string) {
	switch {
	case r.LastDaily == date:
		return
	case r.LastDaily != "" && nextDay(r.LastDaily) == date:
		r.Streak++
	default:
		r.Streak = 1
	}
	r.LastDaily = date
	r.BestStreak = max(r.BestStreak, r.Streak)
}

// nextDay returns the date after date, both written YYYY-MM-DD.
func nextDay(date string) string {
	d, err := time.Parse(time.DateOnly, date)
	if err != nil {
		return ""
	}
	return d.AddDate(0, 0, 1).Format(time.DateOnly)
}

// scored returns the scored attempt at the puzzle named key, if there is
// one. Jewels are a new set each time and never count as played before.
func (r *Records) scored(key string) (Attempt, bool) {
	if key == "jewels" {
		return Attempt{}, false
	}
	for i := len(r.Attempts) - 1; i >= 0; i-- {
		if r.Attempts[i].Key == key {
			return r.Attempts[i], true
		}
	}
	return Attempt{}, false
}

// addAttempt keeps a scored attempt, dropping the oldest past maxAttempts.
func (r *Records) addAttempt(a Attempt) {
	r.Attempts = append(r.Attempts, a)
	if over := len(r.Attempts) - maxAttempts; over > 0 {
		r.Attempts = append(r.Attempts[:0], r.Attempts[over:]...)
	}
}

// Summary is what the scored attempts at one set of puzzles add up to.
type Summary struct {
	Solved, GaveUp int
	Best, Average  time.Duration // of the solves
	// OverPar counts the solves by links over par: at par (or under),
	// one over, two over, three or more over.
	OverPar [4]int
}

// summary adds up the scored attempts whose key starts with prefix.
func (r *Records) summary(prefix string) Summary {
	var s Summary
	var total time.Duration
	for _, a := range r.Attempts {
		if !strings.HasPrefix(a.Key, prefix) {
			continue
		}
		if a.GaveUp {
			s.GaveUp++
			continue
		}
		s.Solved++
		total += a.Time
		if s.Best == 0 || a.Time < s.Best {
			s.Best = a.Time
		}
		s.OverPar[min(max(a.Links-a.Par, 0), 3)]++
	}
	if s.Solved > 0 {
		s.Average = total / time.Duration(s.Solved)
	}
	return s
}

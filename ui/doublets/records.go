package doublets

import (
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

// Records are the puzzles a player has solved.
type Records struct {
	Bests map[string]Best `json:"bests"`
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
	return r
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

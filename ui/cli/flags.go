package cli

import (
	"fmt"
	"strconv"
	"time"
)

// The flags' messages quote what was given with %q, which escapes every
// control character, so no further sanitising is needed.

// numberFlag is a flag.Func body taking a whole number from least to most
// into to.
func numberFlag(name string, to *int, least, most int) func(string) error {
	return func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < least || n > most {
			return fmt.Errorf("--%s takes a number from %d to %d, not %q", name, least, most, s)
		}
		*to = n
		return nil
	}
}

// seedFlag is a flag.Func body taking --seed, a whole number, into to.
func seedFlag(to *uint64) func(string) error {
	return func(s string) error {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return fmt.Errorf("--seed takes a whole number, not %q", s)
		}
		*to = n
		return nil
	}
}

// dateFlag is a flag.Func body taking --date, a day written YYYY-MM-DD,
// into to.
func dateFlag(to *string) func(string) error {
	return func(s string) error {
		if _, err := time.Parse(time.DateOnly, s); err != nil {
			return fmt.Errorf("--date takes a day written YYYY-MM-DD, as 2026-12-05, not %q", s)
		}
		*to = s
		return nil
	}
}

// givenSeedFlag is seedFlag that also records, in given, that a seed was
// given.
func givenSeedFlag(to *uint64, given *bool) func(string) error {
	parse := seedFlag(to)
	return func(s string) error {
		if err := parse(s); err != nil {
			return err
		}
		*given = true
		return nil
	}
}

// moveTimeFlag is a flag.Func body taking flag --name, a computer's time
// for a move of up to a minute, into to.
func moveTimeFlag(name string, to *time.Duration) func(string) error {
	return func(s string) error {
		t, err := time.ParseDuration(s)
		if err != nil || t <= 0 || t > time.Minute {
			return fmt.Errorf("--%s takes a length of time up to a minute, such as 1s or 500ms, not %q", name, s)
		}
		*to = t
		return nil
	}
}

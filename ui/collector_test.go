package ui

import (
	"runtime/debug"
	"testing"
)

func TestTheCollectorsTargetIsSetUnlessGOGCSays(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	env := func(gogc string) func(string) string {
		return func(name string) string {
			if name == "GOGC" {
				return gogc
			}
			return ""
		}
	}
	for _, c := range []struct {
		getenv func(string) string
		want   int
	}{
		{env(""), SessionGCPercent},
		{env("80"), 100},
		{env("off"), 100},
		{nil, 100},
	} {
		debug.SetGCPercent(100)
		TuneCollector(c.getenv, SessionGCPercent)
		if got := debug.SetGCPercent(100); got != c.want {
			t.Errorf("the collector's target is %d%%, want %d%%", got, c.want)
		}
	}
}

package mischmasch

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// The tables of the computer's levels in the rules document must say what
// the levels do.
func TestRulesDocumentDescribesTheLevels(t *testing.T) {
	data, err := os.ReadFile("../../docs/rules/mischmasch.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	knows := map[Level]string{
		Easy:   "everyday words of up to 8 letters",
		Medium: "every everyday word",
		Hard:   "everyday words, and any word of up to 9 letters",
		Expert: "every lawful word",
	}
	for _, l := range []Level{Easy, Medium, Hard, Expert} {
		p := planOf(l)
		title := strings.ToUpper(l.String()[:1]) + l.String()[1:]
		guess := fmt.Sprintf("| %s | %s | %s | %s | %s | %d moves |", title, knows[l],
			minutes(p.recall/commonBoost), percent(p.slip), percent(p.misjudge), p.giveUp)
		traps := "never"
		if p.trap > 0 {
			traps = "about one nucleus in seven"
		}
		set := fmt.Sprintf("| %s | %d to %d | %d–%d | %s |", title, p.band[0], p.band[1], p.lengths[0], p.lengths[1], traps)
		for _, row := range []string{guess, set} {
			if !strings.Contains(doc, row) {
				t.Errorf("the rules document lacks the row\n%s", row)
			}
		}
	}
}

// minutes writes 200 s as "3 min 20 s".
func minutes(d time.Duration) string {
	m, s := int(d.Minutes()), int(d.Seconds())%60
	switch {
	case m == 0:
		return fmt.Sprintf("%d s", s)
	case s == 0:
		return fmt.Sprintf("%d min", m)
	}
	return fmt.Sprintf("%d min %d s", m, s)
}

// percent writes 0.06 as "6%" and 0 as "never".
func percent(x float64) string {
	if x == 0 {
		return "never"
	}
	return fmt.Sprintf("%.0f%%", 100*x)
}

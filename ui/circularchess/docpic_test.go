package circularchess

import (
	"os"
	"strings"
	"testing"

	"parlour/docs"
	cc "parlour/games/circularchess"
)

// startRingPicture is the ring view of the start in plain ASCII, as the
// rules document shows it.
func startRingPicture(t *testing.T) string {
	cs, _ := startCells(t, cc.Rules{}, noMarks())
	var d ringDrawer
	var b strings.Builder
	for _, l := range strings.Split(d.Draw(themes()["mono-ascii"], cs, 51, 21), "\n") {
		b.WriteString(strings.TrimRight(l, " ") + "\n")
	}
	return b.String()
}

func TestRulesDocumentDrawsTheRingAsTheScreenDoes(t *testing.T) {
	pic := startRingPicture(t)
	if os.Getenv("PARLOUR_PRINT_RING") != "" {
		os.Stdout.WriteString(pic)
	}
	doc, err := docs.Read(docs.RulesPath(GameID))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(doc, "```\n"+pic+"```") {
		t.Fatalf("docs/rules/circularchess.md lacks the ring of the start as the screen draws it:\n%s", pic)
	}
}

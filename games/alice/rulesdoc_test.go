package alice

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestRulesDocumentListsEverySet(t *testing.T) {
	doc, err := os.ReadFile("../../docs/rules/alice.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range Leads() {
		n := l.Names()
		row := "| " + strings.Join([]string{strconv.Itoa(l.Set()), l.Title(), n[0], n[1]}, " | ") + " |"
		if !strings.Contains(string(doc), row) {
			t.Errorf("docs/rules/alice.md lacks the row %q", row)
		}
	}
}

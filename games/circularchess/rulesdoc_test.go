package circularchess

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// readRulesDoc returns docs/rules/circularchess.md.
func readRulesDoc(t *testing.T) string {
	t.Helper()
	doc, err := os.ReadFile("../../docs/rules/circularchess.md")
	if err != nil {
		t.Fatal(err)
	}
	return string(doc)
}

func TestRulesDocumentGivesThePieceValues(t *testing.T) {
	doc := readRulesDoc(t)
	for _, k := range []Kind{Pawn, Knight, Bishop, Rook, Queen, Counsellor, Elephant} {
		name := strings.ToUpper(k.String()[:1]) + k.String()[1:]
		row := fmt.Sprintf("| %s | %s |", name, strconv.FormatFloat(float64(k.Value())/100, 'f', -1, 64))
		if !strings.Contains(doc, row) {
			t.Errorf("the rules document lacks the row %q", row)
		}
	}
}

func TestRulesDocumentGivesThePerftCounts(t *testing.T) {
	doc := readRulesDoc(t)
	for d := range 5 {
		row := fmt.Sprintf("| %d | %d | %d | %d |", d+1, startPerft[0].counts[d], startPerft[1].counts[d], startPerft[2].counts[d])
		if !strings.Contains(doc, row) {
			t.Errorf("the rules document lacks the row %q", row)
		}
	}
}

func TestRulesDocumentShowsTheStartAndItsFEN(t *testing.T) {
	doc := readRulesDoc(t)
	if !strings.Contains(doc, StartFEN) {
		t.Errorf("the rules document lacks the start FEN %s", StartFEN)
	}
	s, _ := NewGame(modern)
	for r := range Rings {
		line := fmt.Sprintf("ring %c ", 'a'+r)
		for n := range CellsPerRing {
			ch := "."
			if pc, ok := s.Piece(cellOf(r, n)); ok {
				ch = string(pc.Letter())
			}
			line += fmt.Sprintf("%3s", ch)
			if n == 7 || n == 15 {
				line += " |"
			}
		}
		if !strings.Contains(doc, "\n"+line+"\n") {
			t.Errorf("the rules document lacks the line %q", line)
		}
	}
}

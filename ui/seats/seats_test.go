package seats

import "testing"

func TestCleanEscapesCapsAndFillsNames(t *testing.T) {
	in := []Seat{{Name: "\x1b]0;title\x07Ada"}, {Name: "  "}, {Name: "Bartholomew Fitzwilliam"}}
	out := Clean(in)
	if out[0].Name != `\x1b]0;title\x07` || out[1].Name != "Player 2" || out[2].Name != "Bartholomew Fitz" {
		t.Fatalf("cleaned: %q", []string{out[0].Name, out[1].Name, out[2].Name})
	}
	if in[0].Name != "\x1b]0;title\x07Ada" {
		t.Fatal("Clean changed its argument")
	}
}

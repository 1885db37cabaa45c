package level

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestLevelsAreNumberedFromOne(t *testing.T) {
	if Easy != 1 || Medium != 2 || Hard != 3 || Expert != 4 {
		t.Fatalf("levels %d %d %d %d, want 1 2 3 4", Easy, Medium, Hard, Expert)
	}
	if Level(0).Valid() || Level(5).Valid() || !Expert.Valid() {
		t.Error("Valid is wrong at the ends")
	}
}

func TestLevelNames(t *testing.T) {
	for i, l := range All() {
		name := []string{"easy", "medium", "hard", "expert"}[i]
		title := []string{"Easy", "Medium", "Hard", "Expert"}[i]
		if l.String() != name || l.Title() != title {
			t.Errorf("%d: %q %q, want %q %q", l, l.String(), l.Title(), name, title)
		}
		for _, text := range []string{name, title, strings.ToUpper(name), " " + name + "\t"} {
			if got, err := Parse(text); err != nil || got != l {
				t.Errorf("Parse(%q) = %v, %v; want %v", text, got, err, l)
			}
		}
	}
	if s := Level(9).String(); s != "level(9)" {
		t.Errorf("Level(9) = %q", s)
	}
}

func TestParseNamesTheChoices(t *testing.T) {
	for _, bad := range []string{"", "grandmaster", "level(1)", "1", "eas"} {
		_, err := Parse(bad)
		if err == nil {
			t.Errorf("Parse(%q) took it", bad)
			continue
		}
		for _, want := range []string{"easy", "medium", "hard", "expert"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("Parse(%q): %q does not name %s", bad, err, want)
			}
		}
	}
}

func TestLevelSavesAsItsName(t *testing.T) {
	type save struct {
		Level Level `json:"level"`
	}
	b, err := json.Marshal(save{Hard})
	if err != nil || string(b) != `{"level":"hard"}` {
		t.Fatalf("marshal: %s, %v", b, err)
	}
	var s save
	if err := json.Unmarshal([]byte(`{"level":"easy"}`), &s); err != nil || s.Level != Easy {
		t.Errorf(`"easy" read as %v, %v`, s.Level, err)
	}
	if err := json.Unmarshal([]byte(`{"level":"wizard"}`), &s); err == nil {
		t.Error(`"wizard" read without error`)
	}
	if _, err := json.Marshal(save{0}); err == nil {
		t.Error("level 0 saved without error")
	}
}

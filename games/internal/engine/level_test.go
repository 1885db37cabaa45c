package engine

import (
	"strconv"
	"testing"
)

func TestLevelNames(t *testing.T) {
	want := map[uint8]string{Easy: "easy", Medium: "medium", Hard: "hard", Expert: "expert"}
	if Easy != 1 || Expert != 4 {
		t.Fatalf("levels run %d to %d, want 1 to 4", Easy, Expert)
	}
	for l := range 256 {
		l := uint8(l)
		name, ok := LevelName(l)
		if name != want[l] || ok != (want[l] != "") {
			t.Errorf("LevelName(%d) = %q, %v", l, name, ok)
		}
		s := LevelString(l)
		if ok {
			if s != name {
				t.Errorf("LevelString(%d) = %q, want %q", l, s, name)
			}
			if back, ok := LevelByName(name); !ok || back != l {
				t.Errorf("LevelByName(%q) = %d, %v", name, back, ok)
			}
		} else if want := "level(" + strconv.Itoa(int(l)) + ")"; s != want {
			t.Errorf("LevelString(%d) = %q, want %q", l, s, want)
		}
	}
}

func TestLevelByName(t *testing.T) {
	for _, c := range []struct {
		name        string
		exact, fold uint8 // 0: not found
	}{
		{"easy", Easy, Easy},
		{"medium", Medium, Medium},
		{"hard", Hard, Hard},
		{"expert", Expert, Expert},
		{"Medium", 0, Medium},
		{"EXPERT", 0, Expert},
		{"", 0, 0},
		{" easy", 0, 0},
		{"level(1)", 0, 0},
		{"grandmaster", 0, 0},
	} {
		l, ok := LevelByName(c.name)
		if l != c.exact || ok != (c.exact != 0) {
			t.Errorf("LevelByName(%q) = %d, %v; want %d", c.name, l, ok, c.exact)
		}
		l, ok = LevelByNameFold(c.name)
		if l != c.fold || ok != (c.fold != 0) {
			t.Errorf("LevelByNameFold(%q) = %d, %v; want %d", c.name, l, ok, c.fold)
		}
	}
}

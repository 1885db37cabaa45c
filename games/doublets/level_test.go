package doublets

import (
	"encoding/json"
	"testing"
)

func TestParseLevel(t *testing.T) {
	for _, l := range Levels() {
		got, err := ParseLevel(l.String())
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	if got, err := ParseLevel(" Expert "); err != nil || got != Expert {
		t.Errorf("ParseLevel(\" Expert \") = %v, %v", got, err)
	}
	names := []string{"easy", "medium", "hard", "expert"}
	for i, l := range Levels() {
		if l.String() != names[i] {
			t.Errorf("level %d is %q, want %q", i, l, names[i])
		}
	}
	for _, bad := range []string{"", "grandmaster", "eas"} {
		if _, err := ParseLevel(bad); err == nil {
			t.Errorf("ParseLevel(%q) succeeded", bad)
		}
	}
	if s := Level(9).String(); s != "level(9)" {
		t.Errorf("Level(9) = %q", s)
	}
}

func TestLevel_SavedAsItsName(t *testing.T) {
	type seat struct {
		Level Level `json:"level"`
	}
	b, err := json.Marshal(seat{Hard})
	if err != nil || string(b) != `{"level":"hard"}` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	var s seat
	if err := json.Unmarshal([]byte(`{"level":"medium"}`), &s); err != nil || s.Level != Medium {
		t.Errorf("Unmarshal = %v, %v", s.Level, err)
	}
	if err := json.Unmarshal([]byte(`{"level":"master"}`), &s); err == nil {
		t.Error("an unknown level was read")
	}
	if _, err := json.Marshal(seat{Level(-1)}); err == nil {
		t.Error("an invalid level was written")
	}
}

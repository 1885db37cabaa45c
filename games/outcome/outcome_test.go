package outcome

import (
	"encoding/json"
	"testing"
)

// TestAStatusIsWrittenByNameAndReadByNameOrNumber: saves write a status's
// name; saves that wrote its number still read.
func TestAStatusIsWrittenByNameAndReadByNameOrNumber(t *testing.T) {
	for _, s := range []Status{Ongoing, Win, Draw} {
		data, err := json.Marshal(s)
		if err != nil || string(data) != `"`+s.String()+`"` {
			t.Fatalf("%v written as %s, %v", s, data, err)
		}
		var back, old Status
		if err := json.Unmarshal(data, &back); err != nil || back != s {
			t.Fatalf("%s read as %v, %v", data, back, err)
		}
		if err := json.Unmarshal([]byte{'0' + byte(s)}, &old); err != nil || old != s {
			t.Fatalf("the number %d read as %v, %v", s, old, err)
		}
	}
	for _, bad := range []string{`"won"`, `3`, `-1`, `true`, `"win`} {
		var s Status
		if err := json.Unmarshal([]byte(bad), &s); err == nil {
			t.Errorf("%s read as %v", bad, s)
		}
	}
	if _, err := json.Marshal(Status(7)); err == nil {
		t.Error("a status that is none was written")
	}
}

package serve

import (
	"encoding/json"
	"strings"
	"testing"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
)

// FuzzRestoreRoom: a room's file is read from disk at the server's start.
// Whatever it holds, restoring it never panics, and a room it opens has
// seats and a game whose names are fit to draw.
func FuzzRestoreRoom(f *testing.F) {
	for _, seed := range []string{
		`{"version":1,"name":"Kept","game":"pick","seed":1,"options":{"rounds":"3"},"started":true,
		  "seats":[{"kind":"human","holder":"SHA256:a","name":"ada"},{"kind":"computer","level":"easy"}],
		  "table":{"game":"pick","config":{"seats":[{"name":"ada","kind":"human"},{"name":"Player 2","kind":"computer","level":"easy"}],
		  "options":{"rounds":"3"},"seed":1},"log":[{"seat":0,"data":{"n":3}},{"seat":1,"data":{"n":1}}]}}`,
		`{"version":1,"name":"Open","game":"pick","seed":2,"seats":[{"kind":"human","name":"bob"},{"kind":"human"}]}`,
		`{"version":1,"name":"x","game":"pick","started":true,"seats":[],"table":null}`,
	} {
		f.Add([]byte(seed))
	}
	env := uitest.NewEnv(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		var s savedRoom
		if json.Unmarshal(data, &s) != nil {
			return
		}
		reg := newRegistry(testLimits(), []screen.Entry{pickGame()})
		reg.tableEnv = env
		if reg.restoreRoom(s) != nil {
			return
		}
		for _, r := range reg.rooms {
			names := []string{r.name, r.creator.Name}
			for _, h := range r.seats {
				names = append(names, h.Name)
			}
			if r.table != nil {
				for _, seat := range r.table.t.Config().Seats {
					names = append(names, seat.Name)
				}
				r.table.t.Close()
			}
			for _, name := range names {
				if strings.ContainsFunc(name, func(c rune) bool {
					return c < ' ' || c == 0x7f || c >= 0x80 && c < 0xa0 || c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069
				}) {
					t.Fatalf("a restored room draws the name %q", name)
				}
			}
		}
	})
}

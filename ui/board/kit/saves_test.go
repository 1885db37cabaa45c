package kit

import (
	"errors"
	"strings"
	"testing"

	"parlour/ui/internal/uitest"
	"parlour/ui/screen"
	"parlour/ui/seats"
	"parlour/ui/store"
)

type savedBoard struct {
	Played int `json:"played"`
}

func TestAutosaveWritesAndAFinishedGameDeletes(t *testing.T) {
	env := uitest.NewEnv(t)
	var f screen.Footer
	seated := []seats.Seat{{Name: "Ada"}, {Name: "Bob"}}
	Autosave(env, &f, "board", 3, seated, false, func() any { return savedBoard{Played: 7} })
	e, err := env.Store.Load("board", 3)
	if err != nil || e.Version != 3 || len(e.Seats) != 2 {
		t.Fatalf("saved %+v, %v", e, err)
	}
	var sv savedBoard
	if err := DecodeSave(e, 2, "the board game", &sv); err != nil || sv.Played != 7 {
		t.Fatalf("read back %+v, %v", sv, err)
	}
	if err := DecodeSave(e, 4, "double chess", &sv); err == nil || err.Error() != "double chess is for four; the save has 2 seats" {
		t.Fatalf("a save of two seats for four: %v", err)
	}
	Autosave(env, &f, "board", 3, seated, true, func() any { t.Fatal("a finished game's state was written"); return nil })
	if _, err := env.Store.Load("board", 3); !errors.Is(err, store.ErrNoSave) {
		t.Fatalf("the finished game's save is still there: %v", err)
	}
	Autosave(env, &f, "board", 3, seated, false, func() any { return func() {} })
	if msg, _ := f.Message(); !strings.HasPrefix(msg, "Not saved: ") {
		t.Fatalf("a failed save says %q", msg)
	}
}

func TestSavedRulesMustBeValidAndTheStartsOwn(t *testing.T) {
	type rules struct{ huffing bool }
	bad := errors.New("no such variant")
	if err := SavedRules(rules{true}, rules{true}, nil); err != nil {
		t.Fatal(err)
	}
	if err := SavedRules(rules{true}, rules{false}, nil); err == nil || !strings.Contains(err.Error(), "do not match") {
		t.Fatalf("a start of other rules: %v", err)
	}
	if err := SavedRules(rules{true}, rules{true}, bad); err != bad {
		t.Fatalf("invalid rules: %v", err)
	}
}

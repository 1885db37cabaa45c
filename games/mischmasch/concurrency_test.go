package mischmasch

import (
	"context"
	"math/rand/v2"
	"sync"
	"testing"

	"parlour/dict"
)

// The computer thinks in a goroutine while the screen asks for examples;
// the index is built once and shared. Run with -race.
func TestIndexIsSafeForConcurrentUse(t *testing.T) {
	d := loadDict(t, "magpie bagpipe lemon himself dilemma lemonade")
	s, err := New(d, DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Go(func() {
			if got := Examples(d, "emo", 3); len(got) != 2 {
				t.Errorf("examples %v", got)
			}
			if _, err := Choose(context.Background(), s, s.Waiting()[0], Expert, rand.New(rand.NewPCG(uint64(i), 0))); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if Count(dict.Default(), "gp") == 0 {
		t.Error("the built-in index knows no word for gp")
	}
}

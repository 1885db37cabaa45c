package screen

import (
	"context"
	"testing"
	"time"
)

func TestThinkerDeliversResult(t *testing.T) {
	var th Thinker
	cmd := th.Start(time.Second, func(context.Context) any { return 42 })
	if !th.Busy() {
		t.Fatal("not busy while thinking")
	}
	msg := cmd().(ThoughtMsg)
	if !th.Accept(msg) || msg.Result != 42 || th.Busy() {
		t.Fatalf("result %v not accepted", msg)
	}
}

func TestThinkerCancelDropsResultAndStopsSearch(t *testing.T) {
	var th Thinker
	stopped := make(chan bool, 1)
	cmd := th.Start(0, func(ctx context.Context) any {
		select {
		case <-ctx.Done():
			stopped <- true
		case <-time.After(5 * time.Second):
			stopped <- false
		}
		return "late"
	})
	done := make(chan ThoughtMsg)
	go func() { done <- cmd().(ThoughtMsg) }()
	th.Cancel()
	if !<-stopped {
		t.Fatal("Cancel did not end the search's context")
	}
	if th.Accept(<-done) {
		t.Fatal("a cancelled search's result was accepted")
	}
}

func TestThinkerNewSearchReplacesOld(t *testing.T) {
	var th Thinker
	first := th.Start(0, func(context.Context) any { return 1 })
	second := th.Start(0, func(context.Context) any { return 2 })
	if th.Accept(first().(ThoughtMsg)) {
		t.Fatal("the replaced search's result was accepted")
	}
	if !th.Accept(second().(ThoughtMsg)) {
		t.Fatal("the current search's result was refused")
	}
}

func TestThinkerLimitEndsContext(t *testing.T) {
	var th Thinker
	cmd := th.Start(10*time.Millisecond, func(ctx context.Context) any {
		<-ctx.Done()
		return ctx.Err()
	})
	if msg := cmd().(ThoughtMsg); msg.Result != context.DeadlineExceeded {
		t.Fatalf("got %v", msg.Result)
	}
}

func TestThinkerIdsAreUniqueAcrossThinkers(t *testing.T) {
	var a, b Thinker
	cmdA := a.Start(0, func(context.Context) any { return "a" })
	cmdB := b.Start(0, func(context.Context) any { return "b" })
	msgA, msgB := cmdA().(ThoughtMsg), cmdB().(ThoughtMsg)
	if b.Accept(msgA) || a.Accept(msgB) {
		t.Fatal("a Thinker accepted another Thinker's result")
	}
	if !a.Accept(msgA) || !b.Accept(msgB) {
		t.Fatal("a Thinker refused its own result")
	}
}

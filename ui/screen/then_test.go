package screen_test

import (
	"testing"

	"parlour/ui/screen"
)

func TestThenAfterReturnsWhatTheScreenOrItsCallbacksAskFor(t *testing.T) {
	self := screen.Screen(screen.NewResult(nil, screen.ResultSpec{}))
	var then screen.Then
	if got := then.After(self, self); got != self {
		t.Fatalf("nothing asked: got %T", got)
	}
	then.Set(screen.Home())
	if n, ok := then.After(self, self).(screen.Navigation); !ok || n.Kind != screen.GoingHome {
		t.Fatal("the callback's Home was not returned")
	}
	if got := then.After(self, self); got != self {
		t.Fatal("the callback's Home was returned twice")
	}
	if n, ok := then.After(self, screen.Close()).(screen.Navigation); !ok || n.Kind != screen.Closing {
		t.Fatal("the update's own navigation was not returned")
	}
}

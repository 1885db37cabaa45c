package kit

import (
	"testing"

	"parlour/ui/screen"
)

func TestNavigateReturnsWhatTheScreenOrItsCallbacksAskFor(t *testing.T) {
	self := screen.Screen(screen.NewResult(nil, screen.ResultSpec{}))
	var then screen.Then
	if got := Navigate(self, self, &then); got != self {
		t.Fatalf("nothing asked: got %T", got)
	}
	then.Set(screen.Home())
	if n, ok := Navigate(self, self, &then).(screen.Navigation); !ok || n.Kind != screen.GoingHome {
		t.Fatal("the callback's Home was not returned")
	}
	if got := Navigate(self, self, &then); got != self {
		t.Fatal("the callback's Home was returned twice")
	}
	if n, ok := Navigate(self, screen.Close(), &then).(screen.Navigation); !ok || n.Kind != screen.Closing {
		t.Fatal("the update's own navigation was not returned")
	}
}

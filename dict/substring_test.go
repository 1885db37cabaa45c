package dict

import (
	"slices"
	"strings"
	"testing"
)

func TestContaining(t *testing.T) {
	d := mustLoad(t, "though rough bough cough tough dough ought through sought ugh hug")
	tests := []struct {
		sub  string
		want []string
	}{
		{"ough", []string{"bough", "cough", "dough", "ought", "rough", "sought", "though", "through", "tough"}},
		{"hug", []string{"hug"}},
		{"ugh", []string{"bough", "cough", "dough", "ought", "rough", "sought", "though", "through", "tough", "ugh"}},
		{"thr", []string{"through"}},
		{"h", []string{"bough", "cough", "dough", "hug", "ought", "rough", "sought", "though", "through", "tough", "ugh"}},
		{"zz", nil},
		{"OUGH", nil},
		{"gh\nh", nil},
		{"", []string{"bough", "cough", "dough", "hug", "ought", "rough", "sought", "though", "through", "tough", "ugh"}},
	}
	for _, tt := range tests {
		if got := d.Containing(tt.sub); !slices.Equal(got, tt.want) {
			t.Errorf("Containing(%q) = %v, want %v", tt.sub, got, tt.want)
		}
		if got := d.AnyContaining(tt.sub); got != (len(tt.want) > 0) {
			t.Errorf("AnyContaining(%q) = %v", tt.sub, got)
		}
	}
}

func TestContainingMatchesScan(t *testing.T) {
	d := Default()
	all := d.Containing("")
	if len(all) != d.Len(Lawful) || !slices.IsSorted(all) {
		t.Fatalf("Containing(\"\") gave %d words (sorted: %v), want %d", len(all), slices.IsSorted(all), d.Len(Lawful))
	}
	for _, sub := range []string{"q", "ough", "zz", "ness", "ae", "xyz", "tion", "abcdefg"} {
		var want []string
		for _, w := range all {
			if strings.Contains(w, sub) {
				want = append(want, w)
			}
		}
		if got := d.Containing(sub); !slices.Equal(got, want) {
			t.Errorf("Containing(%q): %d words, want %d", sub, len(got), len(want))
		}
	}
}

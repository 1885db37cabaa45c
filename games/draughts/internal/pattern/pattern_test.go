package pattern

import "testing"

func TestPolishCountsAreListed(t *testing.T) {
	if polishCountsListed != PolishCounts {
		t.Errorf("%d counts named, PolishCounts says %d", polishCountsListed, PolishCounts)
	}
}

func TestPolishSetsAreListed(t *testing.T) {
	if polishSetsListed != PolishSets {
		t.Errorf("%d sets named, PolishSets says %d", polishSetsListed, PolishSets)
	}
}

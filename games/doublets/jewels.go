package doublets

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"parlour/dict"
)

// JewelLengths are the lengths of the jewels, JewelsPerLength of each: 18
// jewels, as Carroll's players choose them (in the game for two, each picks
// three words of 3, 4 and 5 letters; in the round game, each in turn picks
// one of each length until there are 18).
var JewelLengths = []int{3, 4, 5}

// JewelsPerLength is the number of jewels of each length.
const JewelsPerLength = 6

// Jewels draws the 18 jewels of a game with rng: distinct everyday words
// (dict.IsEveryday), never blocklisted, each with at least one lawful
// neighbour (a jewel nothing can follow is no use in a chain). They are
// returned shortest first, then alphabetically.
func Jewels(d *dict.Dict, rng *rand.Rand) ([]string, error) {
	var jewels []string
	for _, l := range JewelLengths {
		var these []string
		for try := 0; len(these) < JewelsPerLength; try++ {
			if try == 1000 {
				return nil, fmt.Errorf("doublets: the dictionary has too few usable %d-letter words for jewels", l)
			}
			w := d.RandomEveryday(rng, l)
			if w != "" && !slices.Contains(these, w) && len(d.Neighbours(w)) > 0 {
				these = append(these, w)
			}
		}
		slices.Sort(these)
		jewels = append(jewels, these...)
	}
	return jewels, nil
}

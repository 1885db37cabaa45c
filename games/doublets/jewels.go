package doublets

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

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

// BookPage is the number of words of each length on a page of the book
// opened at random (OpenPlace).
const BookPage = 10

// OpenPlace opens the book at random, as Carroll's players do to choose the
// jewels: for each jewel length, a page of up to BookPage everyday words
// that follow one another alphabetically from a random place, leaving out
// blocklisted words, words with no lawful neighbour, and the words in
// taken (jewels chosen already). The same rng gives the same page.
func OpenPlace(d *dict.Dict, rng *rand.Rand, taken []string) map[int][]string {
	page := map[int][]string{}
	for _, l := range JewelLengths {
		start := d.RandomEveryday(rng, l)
		words := d.Words(l, dict.Common)
		i, _ := slices.BinarySearch(words, start)
		for k := 0; k < len(words) && len(page[l]) < BookPage; k++ {
			w := words[(i+k)%len(words)]
			if d.IsEveryday(w) && !slices.Contains(taken, w) && len(d.Neighbours(w)) > 0 {
				page[l] = append(page[l], w)
			}
		}
	}
	return page
}

// ChooseJewels sets the jewels of a game made without them, once chosen at
// the open place (Carroll's ceremony), before any doublet is played: 18
// distinct words, JewelsPerLength of each of JewelLengths.
func (m *Match) ChooseJewels(jewels []string) error {
	if len(m.Jewels) > 0 || len(m.Played) > 0 || m.Ended {
		return fmt.Errorf("doublets: the jewels are chosen before the first doublet, once")
	}
	count := map[int]int{}
	for _, j := range jewels {
		count[len(j)]++
	}
	for _, l := range JewelLengths {
		if count[l] != JewelsPerLength {
			return fmt.Errorf("doublets: %d jewels of %d letters, want %d", count[l], l, JewelsPerLength)
		}
	}
	if len(jewels) != len(JewelLengths)*JewelsPerLength {
		return fmt.Errorf("doublets: %d jewels, want %d", len(jewels), len(JewelLengths)*JewelsPerLength)
	}
	checked, err := NewMatch(m.Players, m.Agreed, jewels)
	if err != nil {
		return err
	}
	m.Jewels = checked.Jewels
	slices.SortFunc(m.Jewels, func(a, b string) int {
		if len(a) != len(b) {
			return len(a) - len(b)
		}
		return strings.Compare(a, b)
	})
	return nil
}

package doublets

import "parlour/dict"

// Piece is a scoring portion of an extra-chain: its words, whether it is a
// necklace (its ends joined), and its marks.
type Piece struct {
	Words    []string `json:"words"`
	Necklace bool     `json:"necklace,omitempty"`
	Marks    int      `json:"marks"`
}

// ExtraScore is the scoring of one player's set of extra-chains.
type ExtraScore struct {
	// Marks is the total of the pieces' marks.
	Marks int
	// Pieces are the portions that score, in the order written.
	Pieces []Piece
	// Faults are the faults found; the portions concerned were erased.
	Faults []error
}

// ScoreExtraChains scores a set of extra-chains made of the game's jewels,
// at the end of the game, by Carroll's rule:
//
//   - a jewel at an end of a chain gets as many marks as it has letters, a
//     "set" jewel (with chain on both sides) twice as many, and every link
//     (a word that is not a jewel) loses one mark;
//   - a chain written with its first word again at the end is a necklace:
//     its ends are joined, and all its jewels are set;
//   - no jewel may be used twice in the set; a word may be a link in several
//     chains, but only once in each.
//
// The faulty portions of a chain are erased and the rest still scores:
// a word that is not lawful (nor a jewel) is erased, as is a loop back to
// a word used before in the chain, and a second use of a jewel in the set
// (the first use, in the order written, keeps it); the words on either
// side of an erasure join when one letter apart, and a step of other than
// one letter cuts the chain there. A necklace that loses a word or a step
// becomes an open chain.
// What remains of each chain is trimmed to end in jewels on both sides (the
// writer would erase dangling links, which only lose marks), and a portion
// with fewer than two jewels does not score.
func ScoreExtraChains(d *dict.Dict, jewels []string, chains [][]string) ExtraScore {
	s := extraScorer{d: d, jewel: map[string]bool{}, claimed: map[string]bool{}}
	for _, j := range jewels {
		s.jewel[Normalise(j)] = true
	}
	for _, chain := range chains {
		s.chain(normalised(chain))
	}
	return s.result
}

// extraScorer holds the state of scoring one set of extra-chains.
type extraScorer struct {
	d       *dict.Dict
	jewel   map[string]bool
	claimed map[string]bool // jewels used by a scoring piece already
	result  ExtraScore
}

// run is a stretch of a chain: its words and whether they close into a
// necklace.
type run struct {
	words    []string
	necklace bool
}

// chain scores one extra-chain, mended as the writer "is allowed to erase
// the faulty portions": a word that is neither lawful nor a jewel is
// erased, and so is a loop (from a word's first use to its second, the
// chain went back to where it was: "bat bet bit bet vet" is "bat bet
// vet"; a word repeated at the very end is erased alone). The words on
// either side of what was erased join when they are one letter apart;
// otherwise the chain is cut there.
func (s *extraScorer) chain(words []string) {
	// A necklace returns to its first word after at least two others: a
	// word and back ("bow how bow") unites no links.
	necklace := len(words) >= 4 && words[0] == words[len(words)-1]
	if necklace {
		words = words[:len(words)-1]
	}
	var kept []string
	at := map[string]int{} // each kept word's place in kept
	for i, w := range words {
		if !s.jewel[w] && !s.d.Has(w) {
			s.fault(&NotWordError{Word: w})
			continue
		}
		if k, ok := at[w]; ok {
			s.fault(&RepeatError{Word: w, First: indexOf(words, w) + 1, Again: i + 1})
			if i == len(words)-1 {
				continue // the last word: nothing follows to go on from
			}
			for _, x := range kept[k+1:] {
				delete(at, x)
			}
			kept = kept[:k+1]
			continue
		}
		at[w] = len(kept)
		kept = append(kept, w)
	}
	if len(kept) != len(words) {
		necklace = false // a necklace that loses a word is open
	}
	n := len(kept)
	// cut[i] breaks the step from word i to word i+1 (to word 0 for the
	// last word of a necklace).
	cut := make([]bool, n)
	for i := range n {
		j := i + 1
		if j == n {
			if !necklace {
				continue
			}
			j = 0
		}
		if _, err := step(kept[i], kept[j]); err != nil {
			cut[i] = true
			s.fault(err)
		}
	}
	for _, r := range split(run{kept, necklace}, make([]bool, n), cut) {
		s.claim(r)
	}
}

// claim erases from a run the jewels claimed by earlier pieces, and scores
// what is left.
func (s *extraScorer) claim(r run) {
	erased := make([]bool, len(r.words))
	reused := false
	for i, w := range r.words {
		if s.jewel[w] && s.claimed[w] {
			erased[i], reused = true, true
			s.fault(&JewelReusedError{Jewel: w})
		}
	}
	pieces := []run{r}
	if reused {
		pieces = split(r, erased, make([]bool, len(r.words)))
	}
	for _, p := range pieces {
		p = s.trim(p)
		if s.jewels(p.words) < 2 {
			continue
		}
		for _, w := range p.words {
			if s.jewel[w] {
				s.claimed[w] = true
			}
		}
		marks := s.marks(p)
		s.result.Pieces = append(s.result.Pieces, Piece{Words: p.words, Necklace: p.necklace, Marks: marks})
		s.result.Marks += marks
	}
}

// split returns the stretches of a run left once the erased words and the
// cut steps are taken out. A necklace with nothing erased or cut stays
// whole; otherwise it is opened just after its first break.
func split(r run, erased, cut []bool) []run {
	n := len(r.words)
	start := 0
	if r.necklace {
		brk := -1
		for i := range n {
			if erased[i] || cut[i] {
				brk = i
				break
			}
		}
		if brk < 0 {
			return []run{r}
		}
		start = (brk + 1) % n
	}
	var runs []run
	var cur []string
	for k := range n {
		i := (start + k) % n
		if !erased[i] {
			cur = append(cur, r.words[i])
		}
		if erased[i] || cut[i] || k == n-1 {
			if len(cur) > 0 {
				runs = append(runs, run{words: cur})
			}
			cur = nil
		}
	}
	return runs
}

// trim drops the links at both ends of an open run.
func (s *extraScorer) trim(r run) run {
	if r.necklace {
		return r
	}
	w := r.words
	for len(w) > 0 && !s.jewel[w[0]] {
		w = w[1:]
	}
	for len(w) > 0 && !s.jewel[w[len(w)-1]] {
		w = w[:len(w)-1]
	}
	return run{words: w}
}

// jewels counts the jewels among words.
func (s *extraScorer) jewels(words []string) int {
	n := 0
	for _, w := range words {
		if s.jewel[w] {
			n++
		}
	}
	return n
}

// marks scores a piece: letters for a jewel at an end, twice that for a set
// jewel, minus one for each link.
func (s *extraScorer) marks(r run) int {
	m := 0
	for i, w := range r.words {
		switch {
		case !s.jewel[w]:
			m--
		case r.necklace || (i > 0 && i < len(r.words)-1):
			m += 2 * len(w)
		default:
			m += len(w)
		}
	}
	return m
}

func (s *extraScorer) fault(err error) {
	s.result.Faults = append(s.result.Faults, err)
}

// indexOf returns the first index of w in words, or -1.
func indexOf(words []string, w string) int {
	for i, x := range words {
		if x == w {
			return i
		}
	}
	return -1
}

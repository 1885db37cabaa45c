package doublets

import (
	"fmt"
	"slices"
	"time"

	"parlour/dict"
)

// Limits of a game record. A record outside them is refused: a save cannot
// ask for an absurd game.
const (
	// MinPlayers and MaxPlayers bound the players of a game.
	MinPlayers, MaxPlayers = 2, 8
	// MaxDoublets is the most doublets a game may be agreed to have.
	MaxDoublets = 50
	// MaxHandTime is the longest time a hand may record.
	MaxHandTime = 24 * time.Hour
	// maxRounds bounds the doublets played, replaced ones included.
	maxRounds = 4 * MaxDoublets
	// maxExtraChains bounds one player's set of extra-chains.
	maxExtraChains = 200
	// maxExtraWords bounds one extra-chain.
	maxExtraWords = 120
	// maxNameLen bounds a player's name in the record.
	maxNameLen = 64
)

// Hand is one player's attempt at one doublet, as handed in.
type Hand struct {
	Status Status `json:"status"`
	// Chain is the whole chain, given words included, for a Solved hand;
	// empty otherwise.
	Chain []string `json:"chain,omitempty"`
	// Time is how long the player took on his own clock; the shortest
	// time among the solved and abandoned hands finished first. Equal
	// times are ordered by the players' places at the table.
	Time time.Duration `json:"time_ns"`
}

// Played is one doublet of a game and every player's hand, in the order
// of the players.
type Played struct {
	Doublet Doublet `json:"doublet"`
	Hands   []Hand  `json:"hands"`
}

// Match is the record of a game of Doublets for two or more players: the
// jewels, every doublet played with each player's hand, and each player's
// set of extra-chains. The scoring paper is not stored: it follows from the
// record, and ReplayMatch rebuilds and checks it. Build a Match with NewMatch and
// grow it with Play and AddExtra; one read from a save must go through
// ReplayMatch.
type Match struct {
	Players []string `json:"players"`
	// Agreed is the number of doublets agreed for the game.
	Agreed int `json:"agreed"`
	// Jewels are the words the extra-chains are made of; empty for a game
	// without them.
	Jewels []string `json:"jewels,omitempty"`
	Played []Played `json:"played,omitempty"`
	// Extra holds each player's extra-chains, in the order written.
	Extra [][][]string `json:"extra"`
	// Ended is set by End: the extra-chains are scored on the paper.
	Ended bool `json:"ended,omitempty"`

	paper *Paper
}

// NewMatch starts the record of a game for the named players, of agreed
// doublets, with the given jewels (none for a game without extra-chains).
func NewMatch(players []string, agreed int, jewels []string) (*Match, error) {
	if len(players) < MinPlayers || len(players) > MaxPlayers {
		return nil, fmt.Errorf("doublets: a game has %d to %d players, not %d", MinPlayers, MaxPlayers, len(players))
	}
	for i, p := range players {
		if p == "" || len(p) > maxNameLen {
			return nil, fmt.Errorf("doublets: player %d's name is empty or longer than %d bytes", i+1, maxNameLen)
		}
	}
	if agreed < 1 || agreed > MaxDoublets {
		return nil, fmt.Errorf("doublets: a game has 1 to %d doublets, not %d", MaxDoublets, agreed)
	}
	seen := map[string]bool{}
	for _, j := range jewels {
		if !dict.IsLowerWord(j) || len(j) < 2 || len(j) > 12 || seen[j] {
			return nil, fmt.Errorf("doublets: %q cannot be a jewel (letters a-z, 2 to 12 of them, each jewel once)", j)
		}
		seen[j] = true
	}
	return &Match{
		Players: slices.Clone(players), Agreed: agreed, Jewels: slices.Clone(jewels),
		Extra: make([][][]string, len(players)), paper: NewPaper(players...),
	}, nil
}

// Paper returns the scoring paper of the game so far. It belongs to the
// Match: do not change it.
func (m *Match) Paper() *Paper { return m.paper }

// Done reports whether the agreed number of doublets has been played.
func (m *Match) Done() bool { return m.paper.Counted() >= m.Agreed }

// Entries turns the hands of one doublet into the scorer's entries,
// checking each against the doublet: a Solved hand must hold a correct
// chain, the others none; every time lies within 0 and MaxHandTime.
func (m *Match) Entries(d *dict.Dict, db Doublet, hands []Hand) ([]Entry, error) {
	if err := db.Validate(); err != nil {
		return nil, fmt.Errorf("doublets: the doublet: %w", err)
	}
	if len(hands) != len(m.Players) {
		return nil, fmt.Errorf("doublets: %d hands for %d players", len(hands), len(m.Players))
	}
	checker := NewChecker(d, db)
	entries := make([]Entry, len(hands))
	for i, h := range hands {
		if h.Time < 0 || h.Time > MaxHandTime {
			return nil, fmt.Errorf("doublets: %s's time %v is not between 0 and %v", m.Players[i], h.Time, MaxHandTime)
		}
		switch h.Status {
		case Solved:
			if err := checker.Check(h.Chain); err != nil {
				return nil, fmt.Errorf("doublets: %s's chain for %s: %w", m.Players[i], db, err)
			}
			entries[i].Links = db.Links(h.Chain)
		case Abandoned, Null:
			if len(h.Chain) != 0 {
				return nil, fmt.Errorf("doublets: %s's %s hand holds a chain", m.Players[i], h.Status)
			}
		default:
			return nil, fmt.Errorf("doublets: %s's hand has no status", m.Players[i])
		}
		entries[i].Status = h.Status
		order := 1
		for j, o := range hands {
			if o.Time < h.Time || (o.Time == h.Time && j < i) {
				order++
			}
		}
		entries[i].Order = order
	}
	return entries, nil
}

// Play scores one doublet from every player's hand, writes it on the paper
// and adds it to the record. It refuses a doublet after the game is done,
// and any hand Entries refuses; the record is then unchanged.
func (m *Match) Play(d *dict.Dict, db Doublet, hands []Hand) (Result, error) {
	if m.Done() || m.Ended {
		return Result{}, fmt.Errorf("doublets: the game's %d doublets are played", m.Agreed)
	}
	if len(m.Played) >= maxRounds {
		return Result{}, fmt.Errorf("doublets: more than %d doublets played", maxRounds)
	}
	entries, err := m.Entries(d, db, hands)
	if err != nil {
		return Result{}, err
	}
	r, err := m.paper.Score(db, entries)
	if err != nil {
		return Result{}, err
	}
	played := Played{Doublet: Doublet{Words: slices.Clone(db.Words), Extra: slices.Clone(db.Extra)}, Hands: make([]Hand, len(hands))}
	for i, h := range hands {
		played.Hands[i] = Hand{Status: h.Status, Chain: normalised(h.Chain), Time: h.Time}
	}
	m.Played = append(m.Played, played)
	return r, nil
}

// Last returns the result of the doublet played last, as on the paper.
func (m *Match) Last() (Result, bool) {
	if len(m.paper.Columns) == 0 {
		return Result{}, false
	}
	col := m.paper.Columns[len(m.paper.Columns)-1]
	r := Result{Marks: make([]Marks, len(col.Cells)), Abandon: make([]int, len(col.Cells)), Redraw: col.Replaced}
	for i, c := range col.Cells {
		r.Marks[i], r.Abandon[i] = c.Marks, c.Abandon
	}
	return r, true
}

// AddExtra adds an extra-chain to a player's set. The words must be words
// of letters (they are scored, faults erased, at the end); a game without
// jewels, or an ended one, takes none.
func (m *Match) AddExtra(player int, chain []string) error {
	if player < 0 || player >= len(m.Players) {
		return fmt.Errorf("doublets: no player %d", player+1)
	}
	if len(m.Jewels) == 0 || m.Ended {
		return fmt.Errorf("doublets: this game takes no extra-chains now")
	}
	if len(m.Extra[player]) >= maxExtraChains {
		return fmt.Errorf("doublets: %s has written %d extra-chains, the most a set may hold", m.Players[player], maxExtraChains)
	}
	words := normalised(chain)
	if len(words) < 2 || len(words) > maxExtraWords {
		return fmt.Errorf("doublets: an extra-chain has 2 to %d words", maxExtraWords)
	}
	for _, w := range words {
		if !dict.IsLowerWord(w) || len(w) > 12 {
			return fmt.Errorf("doublets: %q is not a word of letters a-z", w)
		}
	}
	m.Extra[player] = append(m.Extra[player], words)
	return nil
}

// RemoveExtra takes back a player's last extra-chain (Carroll lets the
// writer erase); it reports whether there was one.
func (m *Match) RemoveExtra(player int) bool {
	if player < 0 || player >= len(m.Players) || m.Ended || len(m.Extra[player]) == 0 {
		return false
	}
	m.Extra[player] = m.Extra[player][:len(m.Extra[player])-1]
	return true
}

// ScoreExtra scores every player's set of extra-chains.
func (m *Match) ScoreExtra(d *dict.Dict) []ExtraScore {
	scores := make([]ExtraScore, len(m.Players))
	for i := range m.Players {
		scores[i] = ScoreExtraChains(d, m.Jewels, m.Extra[i])
	}
	return scores
}

// End ends a game whose doublets are all played: the extra-chains are
// marked and written in the paper's Extra column (a game with jewels only).
func (m *Match) End(d *dict.Dict) error {
	if !m.Done() {
		return fmt.Errorf("doublets: %d of %d doublets played", m.paper.Counted(), m.Agreed)
	}
	if m.Ended {
		return nil
	}
	m.Ended = true
	if len(m.Jewels) > 0 {
		m.paper.Extra = make([]int, len(m.Players))
		for i, s := range m.ScoreExtra(d) {
			m.paper.Extra[i] = s.Marks
		}
	}
	return nil
}

// clone copies the record, sharing only what none of its methods changes.
func (m *Match) clone() *Match {
	c := *m
	c.Played = slices.Clip(m.Played)
	c.Extra = make([][][]string, len(m.Extra))
	for i, set := range m.Extra {
		c.Extra[i] = slices.Clone(set)
	}
	paper := *m.paper
	paper.Columns = slices.Clip(paper.Columns)
	paper.Extra = slices.Clone(paper.Extra)
	c.paper = &paper
	return &c
}

// ReplayMatch rebuilds a record read from a save, checking everything in it as
// the game would have when it was played: the players, the jewels, every
// hand of every doublet (each solved chain correct on d), the extra-chains,
// and that no doublet was played after the game was done. It returns the
// rebuilt Match, with its paper, or the first fault.
func ReplayMatch(d *dict.Dict, saved Match) (*Match, error) {
	m, err := NewMatch(saved.Players, saved.Agreed, saved.Jewels)
	if err != nil {
		return nil, err
	}
	if len(saved.Played) > maxRounds {
		return nil, fmt.Errorf("doublets: more than %d doublets played", maxRounds)
	}
	for k, p := range saved.Played {
		if _, err := m.Play(d, p.Doublet, p.Hands); err != nil {
			return nil, fmt.Errorf("doublet %d: %w", k+1, err)
		}
	}
	if saved.Extra != nil && len(saved.Extra) != len(saved.Players) {
		return nil, fmt.Errorf("doublets: extra-chains for %d players, not %d", len(saved.Extra), len(saved.Players))
	}
	for i, set := range saved.Extra {
		for _, chain := range set {
			if err := m.AddExtra(i, chain); err != nil {
				return nil, err
			}
		}
	}
	if saved.Ended {
		if err := m.End(d); err != nil {
			return nil, err
		}
	}
	return m, nil
}

package doublets

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"parlour/dict"
)

// Phase is where a game of Doublets at the table stands.
type Phase int

// The phases of a game: the jewels chosen (from the open book only), then
// for each doublet: announced, written, the extra-chains pads, revealed;
// and the scoring paper at the end.
const (
	Choosing   Phase = iota + 1 // the seats choose the jewels from the open book
	Announcing                  // a doublet is drawn, not yet shown
	Writing                     // the seats write their chains in private
	Padding                     // the seats that waited make extra-chains
	Revealing                   // the chains side by side, and the marks
	Finished                    // the scoring paper after the last doublet
)

var phaseNames = map[Phase]string{Choosing: "jewels", Announcing: "announce", Writing: "writing",
	Padding: "extra", Revealing: "reveal", Finished: "final"}

// String names the phase as a save of the game's second version did.
func (p Phase) String() string {
	if s, ok := phaseNames[p]; ok {
		return s
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

// ParsePhase reads a phase's name, as String writes it.
func ParsePhase(s string) (Phase, error) {
	for p, name := range phaseNames {
		if name == s {
			return p, nil
		}
	}
	return 0, fmt.Errorf("no phase %q", s)
}

// JewelRule says where a game's jewels come from.
type JewelRule int

// The ways of having jewels.
const (
	NoJewels    JewelRule = iota // a game without extra-chains
	DrawnJewels                  // drawn from the seed (Jewels)
	BookJewels                   // chosen by the seats at the open book, in turn
	GivenJewels                  // agreed beforehand: TableConfig.Jewels
)

// MinPad is the least time a seat must have waited for the others to get
// an extra-chains pad.
const MinPad = 5 * time.Second

// TableSeat is one seat at the table: its player's name, and whether the
// computer plays it, at what level.
type TableSeat struct {
	Name     string `json:"name"`
	Computer bool   `json:"computer,omitempty"`
	Level    Level  `json:"level,omitempty"`
}

// TableConfig is everything a game at the table is made from.
type TableConfig struct {
	Seats []TableSeat `json:"seats"`
	// Doublets is the number agreed.
	Doublets int `json:"doublets"`
	// Length is the length of the doublets' words; 0 draws 3 to 5 for
	// each doublet.
	Length int `json:"length,omitempty"`
	// MinPar and MaxPar bound the links of a shortest chain of the
	// doublets drawn: their difficulty.
	MinPar int `json:"min_par"`
	MaxPar int `json:"max_par"`
	// Limit is the time for each chain on the writer's own clock; 0: none.
	Limit time.Duration `json:"limit_ns,omitempty"`
	// JewelRule says where the jewels come from; Jewels are the given
	// ones (GivenJewels only).
	JewelRule JewelRule `json:"jewel_rule,omitempty"`
	Jewels    []string  `json:"jewels,omitempty"`
	Seed      uint64    `json:"seed"`
	// Together: every seat writes each doublet at once, and every pad is
	// open at once (a room); otherwise the seats write in turn.
	Together bool `json:"together,omitempty"`
}

// Bounds of a table's configuration.
const (
	minLength, maxLength = 3, 5
	maxPar               = 20
)

// check refuses a configuration the game does not offer.
func (c TableConfig) check() error {
	switch {
	case len(c.Seats) < MinPlayers || len(c.Seats) > MaxPlayers:
		return fmt.Errorf("doublets: a game has %d to %d players, not %d", MinPlayers, MaxPlayers, len(c.Seats))
	case c.Length != 0 && (c.Length < minLength || c.Length > maxLength):
		return fmt.Errorf("doublets: doublets of %d letters are not offered", c.Length)
	case c.MinPar < 1 || c.MaxPar < c.MinPar || c.MaxPar > maxPar:
		return fmt.Errorf("doublets: a par of %d to %d links is not offered", c.MinPar, c.MaxPar)
	case c.Limit < 0 || c.Limit > MaxHandTime:
		return fmt.Errorf("doublets: a time for each chain of %v", c.Limit)
	case c.JewelRule < NoJewels || c.JewelRule > GivenJewels:
		return fmt.Errorf("doublets: no rule of jewels %d", c.JewelRule)
	case c.JewelRule != GivenJewels && len(c.Jewels) > 0:
		return fmt.Errorf("doublets: jewels given to a game that does not take them")
	}
	return nil
}

// clone copies the configuration.
func (c TableConfig) clone() TableConfig {
	c.Seats, c.Jewels = slices.Clone(c.Seats), slices.Clone(c.Jewels)
	return c
}

// names are the seats' players.
func (c TableConfig) names() []string {
	names := make([]string, len(c.Seats))
	for i, s := range c.Seats {
		names[i] = s.Name
	}
	return names
}

// The streams of the seed's generator, one for each thing drawn.
const (
	jewelStream  = 18   // the jewels drawn
	bookStream   = 5000 // + the turn: the page the book opens at
	pickStream   = 6000 // + the turn: what Parlour picks from it
	seatStreams  = 16   // streams per doublet drawn: computers' chains and extra-chains
	chainStream  = 1    // + the seat: a computer's chain
	extraStream  = 8    // + the seat: a computer's extra-chains
	doubletDrawn = 0    // + the doublets drawn before: the doublet
)

// rng is the seed's generator of one stream.
func (c TableConfig) rng(stream int) *rand.Rand {
	return rand.New(rand.NewPCG(c.Seed, uint64(stream)))
}

// Table is a game of Doublets for two or more seats, from the choosing
// of the jewels to the scoring paper: a value made by NewTable and
// advanced only by Apply, so that a game is its configuration and its
// actions (Record), and Replay plays them again. The screen draws it and
// sends it the seats' actions; it has no clock: the times come in the
// actions.
type Table struct {
	d       *dict.Dict
	cfg     TableConfig
	played  *played // the actions so far, the last first
	phase   Phase
	drawn   int     // doublets drawn so far
	doublet Doublet // the doublet in play
	turn    int     // the seat writing, when the seats write in turn
	hands   []Hand  // the doublet in play: Status 0 while not handed in
	padOpen []bool  // the seats at their extra-chains pads
	chosen  []string
	page    map[int][]string // the open book
	match   *Match
	// draws is what the table has drawn so far; given is what a record
	// drew, drawn again in its place (see Draws).
	draws  Draws
	given  Draws
	extras int // the computers' pads given so far
}

// NewTable sets the table cfg describes: the jewels drawn or the book
// opened, and the first doublet drawn.
func NewTable(d *dict.Dict, cfg TableConfig) (Table, error) { return newTable(d, cfg, Draws{}) }

// newTable sets the table, drawing what given holds (a record's draws)
// in place of drawing it from the seed.
func newTable(d *dict.Dict, cfg TableConfig, given Draws) (Table, error) {
	if err := cfg.check(); err != nil {
		return Table{}, err
	}
	cfg = cfg.clone()
	var jewels []string
	switch {
	case cfg.JewelRule == DrawnJewels && given.Jewels != nil:
		if err := given.checkJewels(); err != nil {
			return Table{}, err
		}
		jewels = given.Jewels
	case cfg.JewelRule == DrawnJewels:
		var err error
		if jewels, err = Jewels(d, cfg.rng(jewelStream)); err != nil {
			return Table{}, err
		}
	case cfg.JewelRule == GivenJewels:
		jewels = cfg.Jewels
	}
	match, err := NewMatch(cfg.names(), cfg.Doublets, jewels)
	if err != nil {
		return Table{}, err
	}
	t := Table{d: d, cfg: cfg, match: match, given: given}
	if cfg.JewelRule == DrawnJewels {
		t.draws.Jewels = slices.Clone(jewels)
	}
	if err := t.draw(); err != nil {
		return Table{}, err
	}
	if cfg.JewelRule == BookJewels {
		t.phase = Choosing
		if err := t.advanceChoosing(); err != nil {
			return Table{}, err
		}
	}
	return t, nil
}

// draw draws the next doublet and announces it.
func (t *Table) draw() error {
	rng := t.cfg.rng(doubletDrawn + t.drawn)
	length := t.cfg.Length
	if length == 0 {
		length = minLength + rng.IntN(maxLength-minLength+1)
	}
	db, given, err := t.given.givenDoublet(t.d, t.drawn)
	if !given {
		db, err = Generate(t.d, rng, length, t.cfg.MinPar, t.cfg.MaxPar)
	}
	if err != nil {
		return err
	}
	t.draws.Doublets = append(t.draws.Doublets, db)
	t.drawn++
	t.doublet = db
	t.phase = Announcing
	t.turn = 0
	t.hands = make([]Hand, len(t.cfg.Seats))
	return nil
}

// clone copies the table, sharing only what no Apply changes.
func (t Table) clone() Table {
	t.hands = slices.Clone(t.hands)
	t.padOpen = slices.Clone(t.padOpen)
	t.chosen = slices.Clip(t.chosen)
	t.match = t.match.clone()
	t.draws = t.draws.clone()
	return t
}

// Apply plays an action at the table, returning the table after it; an
// action the rules do not allow now is refused with the rule, and the
// table is unchanged.
func (t Table) Apply(a Action) (Table, error) {
	if a.Seat < 0 || a.Seat >= len(t.cfg.Seats) {
		return t, fmt.Errorf("doublets: there is no seat %d at a table of %d", a.Seat+1, len(t.cfg.Seats))
	}
	next := t.clone()
	var err error
	switch a.Kind {
	case Start, Next:
		err = next.proceed(a)
	case HandIn, Abandon, TimeOut:
		err = next.handIn(a)
	case AddExtra, TakeBack, PutAway:
		err = next.atPad(a)
	case PickJewel, LetParlour:
		err = next.atBook(a)
	default:
		err = fmt.Errorf("doublets: no action %v", a.Kind)
	}
	if err != nil {
		return t, err
	}
	next.played = &played{action: a.clone(), before: t.played, count: t.played.len() + 1}
	return next, nil
}

// phaseError says that an action belongs to another phase.
func (t *Table) phaseError(a Action) error {
	return fmt.Errorf("doublets: %v is not played while %s", a.Kind, t.phase.doing())
}

// doing describes the phase in words, for a refusal.
func (p Phase) doing() string {
	switch p {
	case Choosing:
		return "the jewels are chosen"
	case Announcing:
		return "a doublet is announced"
	case Writing:
		return "the chains are written"
	case Padding:
		return "the extra-chains pads are open"
	case Revealing:
		return "the chains are revealed"
	}
	return "the game is over"
}

// proceed plays start (the table is ready: the doublet announced is
// written) and next (the reveal read: another doublet, or the end).
func (t *Table) proceed(a Action) error {
	switch {
	case a.Kind == Start && t.phase == Announcing:
		t.phase = Writing
		return nil
	case a.Kind == Next && t.phase == Revealing && t.match.Done():
		t.phase = Finished
		return t.match.End(t.d)
	case a.Kind == Next && t.phase == Revealing:
		return t.draw()
	}
	return t.phaseError(a)
}

// Writes reports whether seat may hand in a chain now: the seat whose
// turn it is, or when the seats write together, any seat that has not
// handed in.
func (t Table) Writes(seat int) bool {
	if t.phase != Writing || seat < 0 || seat >= len(t.hands) || t.hands[seat].Status != 0 {
		return false
	}
	return t.cfg.Together || seat == t.turn
}

// handIn plays a seat's chain handed in, abandoned, or timed out; with the
// last of them the doublet is scored and the pads open.
func (t *Table) handIn(a Action) error {
	if t.phase != Writing {
		return t.phaseError(a)
	}
	who := t.cfg.Seats[a.Seat].Name
	if !t.Writes(a.Seat) {
		if t.hands[a.Seat].Status != 0 {
			return fmt.Errorf("doublets: %s has handed in already: a chain is handed in once", who)
		}
		return fmt.Errorf("doublets: it is %s's turn to write, not %s's", t.cfg.Seats[t.turn].Name, who)
	}
	hand, err := t.hand(a, who)
	if err != nil {
		return err
	}
	t.hands[a.Seat] = hand
	if slices.ContainsFunc(t.hands, func(h Hand) bool { return h.Status == 0 }) {
		if !t.cfg.Together {
			t.turn++
		}
		return nil
	}
	if _, err := t.match.Play(t.d, t.doublet, t.hands); err != nil {
		return err
	}
	t.openPads()
	return nil
}

// hand is the hand an action hands in, checked against the rules: a
// chain correct link by link, a time on the seat's clock within the time
// for each chain, and a time-out only once it is reached.
func (t *Table) hand(a Action, who string) (Hand, error) {
	if a.Time < 0 || a.Time > MaxHandTime {
		return Hand{}, fmt.Errorf("doublets: %s's clock shows %v", who, a.Time)
	}
	limit := t.cfg.Limit
	switch a.Kind {
	case HandIn:
		if limit > 0 && a.Time > limit {
			return Hand{}, fmt.Errorf("doublets: %s's clock passed the time for each chain (%v): the chain is abandoned", who, limit)
		}
		if err := NewChecker(t.d, t.doublet).Check(a.Chain); err != nil {
			return Hand{}, fmt.Errorf("doublets: %s's chain: %w", who, err)
		}
		return Hand{Status: Solved, Chain: normalised(a.Chain), Time: a.Time}, nil
	case TimeOut:
		if limit == 0 || a.Time < limit {
			return Hand{}, fmt.Errorf("doublets: %s's time is not up at %v", who, a.Time)
		}
	}
	if len(a.Chain) > 0 {
		return Hand{}, fmt.Errorf("doublets: %s abandons with a chain: an abandoned chain is not handed in", who)
	}
	return Hand{Status: Abandoned, Time: a.Time}, nil
}

// PadBudget is the time seat waited for the others on the doublet just
// written: the slowest chain's time less its own. Carroll's player "who
// first finishes ... may occupy his time, till the other has finished, in
// making extra-Chains"; it is the time of the seat's pad. A game without
// jewels gives none.
func (t Table) PadBudget(seat int) time.Duration {
	if len(t.match.Jewels) == 0 || seat < 0 || seat >= len(t.hands) {
		return 0
	}
	slowest := time.Duration(0)
	for _, h := range t.hands {
		slowest = max(slowest, h.Time)
	}
	return slowest - t.hands[seat].Time
}

// openPads opens the pads once every chain of a doublet is in: the
// computer seats that waited write their extra-chains at once; the people
// who waited get their pads, all at once when the seats write together,
// else the first of them (PutAway opens the next). With no pad open the
// chains are revealed.
func (t *Table) openPads() {
	t.phase = Padding
	t.padOpen = make([]bool, len(t.cfg.Seats))
	for i, seat := range t.cfg.Seats {
		budget := t.PadBudget(i)
		switch {
		case budget < MinPad:
		case !seat.Computer:
			t.padOpen[i] = t.cfg.Together
		default:
			t.computerExtras(i, budget)
		}
	}
	if !t.cfg.Together {
		t.openAfter(-1)
	}
	t.revealWhenPadsAway()
}

// computerExtras writes the extra-chains of the computer at seat i, its
// time on the pad budget: those the record drew, or the computer's own.
// A recorded chain the rules refuse is dropped, as a person's would be.
func (t *Table) computerExtras(i int, budget time.Duration) {
	m := t.match
	var chains [][]string
	if t.extras < len(t.given.Extras) {
		chains = t.given.Extras[t.extras]
	} else {
		rng := t.cfg.rng(t.drawn*seatStreams + extraStream + i)
		chains = ExtraChains(t.d, m.Jewels, m.Extra[i], t.cfg.Seats[i].Level, budget, rng)
	}
	t.extras++
	var kept [][]string
	for _, chain := range chains {
		if m.AddExtra(i, chain) == nil {
			kept = append(kept, chain)
		}
	}
	t.draws.Extras = append(t.draws.Extras, kept)
}

// revealWhenPadsAway reveals the chains once no pad is open.
func (t *Table) revealWhenPadsAway() {
	if !slices.Contains(t.padOpen, true) {
		t.phase = Revealing
	}
}

// atPad plays an extra-chain written or taken back, or a pad put away.
func (t *Table) atPad(a Action) error {
	if t.phase != Padding {
		return t.phaseError(a)
	}
	who := t.cfg.Seats[a.Seat].Name
	if !t.padOpen[a.Seat] {
		return fmt.Errorf("doublets: %s's extra-chains pad is not open", who)
	}
	switch a.Kind {
	case AddExtra:
		return t.match.AddExtra(a.Seat, a.Chain)
	case TakeBack:
		if !t.match.RemoveExtra(a.Seat) {
			return fmt.Errorf("doublets: %s has no extra-chain to take back", who)
		}
		return nil
	}
	t.padOpen[a.Seat] = false
	if !t.cfg.Together {
		t.openAfter(a.Seat)
	}
	t.revealWhenPadsAway()
	return nil
}

// openAfter opens, when the seats take turns, the pad of the next person
// after seat who waited long enough.
func (t *Table) openAfter(seat int) {
	for i := seat + 1; i < len(t.cfg.Seats); i++ {
		if t.PadBudget(i) >= MinPad && !t.cfg.Seats[i].Computer {
			t.padOpen[i] = true
			return
		}
	}
}

// ComputerChain is what the computer at seat hands in for the doublet in
// play, drawn from the game's seed: its chain with the time a person of
// its strength would take, or its abandoning; past the time for each
// chain, a time-out. It may take long (ctx stops it): run it away from
// whatever must stay responsive, and Apply the action.
func (t Table) ComputerChain(ctx context.Context, seat int) Action {
	level := Level(0)
	if seat >= 0 && seat < len(t.cfg.Seats) {
		level = t.cfg.Seats[seat].Level // out of range: Easy
	}
	rng := t.cfg.rng(t.drawn*seatStreams + chainStream + seat)
	p := Play(ctx, t.d, t.doublet, level, rng)
	a := Action{Kind: HandIn, Seat: seat, Chain: p.Chain, Time: min(p.Think.Round(100*time.Millisecond), MaxHandTime)}
	switch {
	case p.Abandoned:
		a.Kind, a.Chain = Abandon, nil
	case t.cfg.Limit > 0 && a.Time > t.cfg.Limit:
		a.Kind, a.Chain, a.Time = TimeOut, nil, t.cfg.Limit
	}
	return a
}

// What a table tells the screen.

// Config is the configuration the table was made from.
func (t Table) Config() TableConfig { return t.cfg.clone() }

// Phase is the phase in play.
func (t Table) Phase() Phase { return t.phase }

// Doublet is the doublet in play (the last one, once the game is over).
func (t Table) Doublet() Doublet { return t.doublet }

// Drawn counts the doublets drawn so far, the one in play included.
func (t Table) Drawn() int { return t.drawn }

// Turn is the seat whose turn it is to write when the seats take turns;
// −1 when they write together or nobody writes.
func (t Table) Turn() int {
	if t.phase != Writing || t.cfg.Together {
		return -1
	}
	return t.turn
}

// Hand is seat's hand for the doublet in play: Status 0 while it writes.
func (t Table) Hand(seat int) Hand { return t.hands[seat] }

// PadOpen reports whether seat is at its extra-chains pad.
func (t Table) PadOpen(seat int) bool {
	return t.phase == Padding && seat >= 0 && seat < len(t.padOpen) && t.padOpen[seat]
}

// Match is the record of the doublets scored, with the jewels and the
// extra-chains. It belongs to the table: do not change it.
func (t Table) Match() *Match { return t.match }

// Over reports whether the game has ended: the scoring paper is final.
func (t Table) Over() bool { return t.phase == Finished }

// played is the list of a table's actions, the last first: tables that
// follow one from another share what they played before.
type played struct {
	action Action
	before *played
	count  int
}

func (p *played) len() int {
	if p == nil {
		return 0
	}
	return p.count
}

// Record is the game so far: its configuration and its actions.
func (t Table) Record() Record {
	actions := make([]Action, t.played.len())
	for p := t.played; p != nil; p = p.before {
		actions[p.count-1] = p.action.clone()
	}
	return Record{Config: t.cfg.clone(), Actions: actions, Draws: t.draws.clone()}
}

// Record is a game at the table as a save keeps it: Replay plays it again.
type Record struct {
	Config  TableConfig `json:"config"`
	Actions []Action    `json:"actions"`
	Draws   Draws       `json:"draws"`
}

// maxActions bounds the actions of a record.
const maxActions = 100_000

// Replay plays a record again from its configuration, every action
// checked as when it was played, and returns the table it reaches, or the
// first fault.
func Replay(d *dict.Dict, r Record) (Table, error) {
	draws := len(r.Draws.Doublets) + len(r.Draws.Pages) + len(r.Draws.Picks) + len(r.Draws.Extras)
	if len(r.Actions) > maxActions || draws > maxActions {
		return Table{}, fmt.Errorf("doublets: a record of %d actions and %d draws", len(r.Actions), draws)
	}
	t, err := newTable(d, r.Config, r.Draws)
	if err != nil {
		return Table{}, err
	}
	for i, a := range r.Actions {
		if t, err = t.Apply(a); err != nil {
			return Table{}, fmt.Errorf("action %d: %w", i+1, err)
		}
	}
	return t, nil
}

package doublets

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"parlour/dict"
)

// tableFor sets a table of one 3-letter doublet, jewels drawn, for the
// named seats (a name beginning "Computer" is an Expert computer), with
// change applied to the configuration first.
func tableFor(t *testing.T, change func(*TableConfig), names ...string) Table {
	t.Helper()
	cfg := TableConfig{Doublets: 1, Length: 3, MinPar: 2, MaxPar: 3, JewelRule: DrawnJewels, Seed: 11}
	for _, n := range names {
		cfg.Seats = append(cfg.Seats, TableSeat{Name: n, Computer: strings.HasPrefix(n, "Computer"), Level: Expert})
	}
	if change != nil {
		change(&cfg)
	}
	tb, err := NewTable(dict.Default(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// apply plays actions that must be allowed.
func apply(t *testing.T, tb Table, actions ...Action) Table {
	t.Helper()
	for _, a := range actions {
		var err error
		if tb, err = tb.Apply(a); err != nil {
			t.Fatalf("%v of seat %d: %v", a.Kind, a.Seat+1, err)
		}
	}
	return tb
}

// refused plays an action that must be refused with a reason containing
// want, and checks that the table did not change.
func refused(t *testing.T, tb Table, a Action, want string) {
	t.Helper()
	before, _ := json.Marshal(tb.Record())
	_, err := tb.Apply(a)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("%v of seat %d: %v, want a refusal saying %q", a.Kind, a.Seat+1, err, want)
	}
	if after, _ := json.Marshal(tb.Record()); string(after) != string(before) {
		t.Fatal("a refused action changed the table")
	}
}

// shortest is a shortest chain of common words for the doublet in play.
func shortest(t *testing.T, tb Table) []string {
	t.Helper()
	sol, err := Solve(dict.Default(), tb.Doublet(), dict.Common, nil)
	if err != nil {
		t.Fatal(err)
	}
	return sol.Chain
}

// seatWhere is the last seat for which is holds, −1 when none does.
func seatWhere(tb Table, is func(int) bool) int {
	seat := -1
	for i := range tb.Config().Seats {
		if is(i) {
			seat = i
		}
	}
	return seat
}

func handIn(seat int, chain []string, took time.Duration) Action {
	return Action{Kind: HandIn, Seat: seat, Chain: chain, Time: took}
}

func TestTableEachSeatWritesInTurnAndAChainOutOfTurnIsRefused(t *testing.T) {
	tb := tableFor(t, nil, "Ada", "Bob")
	if tb.Phase() != Announcing || tb.Drawn() != 1 {
		t.Fatalf("a new table is in phase %v with %d drawn", tb.Phase(), tb.Drawn())
	}
	chain := shortest(t, tb)
	refused(t, tb, handIn(0, chain, time.Second), "not played while a doublet is announced")
	tb = apply(t, tb, Action{Kind: Start})
	refused(t, tb, handIn(1, chain, time.Second), "it is Ada's turn to write, not Bob's")
	tb = apply(t, tb, handIn(0, chain, 10*time.Second))
	if tb.Turn() != 1 || !tb.Writes(1) || tb.Writes(0) {
		t.Fatalf("after Ada's chain: turn %d", tb.Turn())
	}
	refused(t, tb, handIn(0, chain, time.Second), "Ada has handed in already")
	refused(t, tb, Action{Kind: HandIn, Seat: 2}, "no seat 3")
}

func TestTableAChainIsCheckedLinkByLink(t *testing.T) {
	tb := apply(t, tableFor(t, nil, "Ada", "Bob"), Action{Kind: Start})
	db := tb.Doublet()
	refused(t, tb, handIn(0, []string{db.From(), db.To()}, time.Second), "Ada's chain")
	refused(t, tb, handIn(0, nil, time.Second), "Ada's chain")
	refused(t, tb, handIn(0, shortest(t, tb), -time.Second), "Ada's clock shows")
}

func TestTableTimeUpAbandonsTheChain(t *testing.T) {
	limit := func(c *TableConfig) { c.Limit = 2 * time.Minute }
	tb := apply(t, tableFor(t, limit, "Ada", "Bob"), Action{Kind: Start})
	refused(t, tb, Action{Kind: TimeOut, Seat: 0, Time: time.Minute}, "Ada's time is not up")
	refused(t, tb, handIn(0, shortest(t, tb), 2*time.Minute+time.Second), "passed the time for each chain")
	tb = apply(t, tb, Action{Kind: TimeOut, Seat: 0, Time: 2 * time.Minute})
	if h := tb.Hand(0); h.Status != Abandoned || h.Time != 2*time.Minute {
		t.Fatalf("Ada's hand after her time ran out: %+v", h)
	}
	refused(t, apply(t, tableFor(t, nil, "Ada", "Bob"), Action{Kind: Start}), Action{Kind: TimeOut, Seat: 0, Time: time.Hour}, "not up")
}

func TestTableEveryoneAbandonsAndAnotherDoubletIsDrawn(t *testing.T) {
	tb := apply(t, tableFor(t, nil, "Ada", "Bob"), Action{Kind: Start})
	first := tb.Doublet()
	refused(t, tb, Action{Kind: Abandon, Seat: 0, Chain: []string{"cat"}}, "abandons with a chain")
	tb = apply(t, tb, Action{Kind: Abandon, Seat: 0, Time: 4 * time.Second}, Action{Kind: Abandon, Seat: 1, Time: 9 * time.Second})
	if tb.Phase() != Padding || !tb.PadOpen(0) {
		t.Fatalf("phase %v, Ada's pad open %v: she waited 5 seconds", tb.Phase(), tb.PadOpen(0))
	}
	tb = apply(t, tb, Action{Kind: PutAway, Seat: 0})
	if r, _ := tb.Match().Last(); tb.Phase() != Revealing || !r.Redraw || r.Abandon[0] != 1 {
		t.Fatalf("phase %v, result %+v: want Ada the first to abandon, and a redraw", tb.Phase(), r)
	}
	tb = apply(t, tb, Action{Kind: Next})
	if tb.Phase() != Announcing || tb.Drawn() != 2 || slices.Equal(tb.Doublet().Words, first.Words) || tb.Over() {
		t.Fatalf("after the redraw: phase %v, %d drawn, doublet %v", tb.Phase(), tb.Drawn(), tb.Doublet())
	}
}

func TestTableExtraChainsPadsOpenInTurnForThoseWhoWaited(t *testing.T) {
	tb := apply(t, tableFor(t, nil, "Ada", "Bob", "Cy"), Action{Kind: Start})
	chain := shortest(t, tb)
	tb = apply(t, tb, handIn(0, chain, 10*time.Second), handIn(1, chain, 20*time.Second), handIn(2, chain, time.Minute))
	if tb.Phase() != Padding || !tb.PadOpen(0) || tb.PadOpen(1) || tb.PadOpen(2) {
		t.Fatalf("phase %v: want Ada's pad alone open first", tb.Phase())
	}
	if tb.PadBudget(0) != 50*time.Second || tb.PadBudget(2) != 0 {
		t.Fatalf("pad times %v and %v, want the waiting times", tb.PadBudget(0), tb.PadBudget(2))
	}
	extra := ExtraChains(dict.Default(), tb.Match().Jewels, nil, Expert, time.Minute, rand.New(rand.NewPCG(1, 1)))
	if len(extra) == 0 {
		t.Fatal("no extra-chain scores with these jewels")
	}
	refused(t, tb, Action{Kind: AddExtra, Seat: 1, Chain: extra[0]}, "Bob's extra-chains pad is not open")
	refused(t, tb, Action{Kind: TakeBack, Seat: 0}, "no extra-chain to take back")
	tb = apply(t, tb, Action{Kind: AddExtra, Seat: 0, Chain: extra[0]}, Action{Kind: PutAway, Seat: 0})
	if !tb.PadOpen(1) || tb.PadOpen(0) {
		t.Fatal("Bob's pad does not open after Ada's")
	}
	tb = apply(t, tb, Action{Kind: PutAway, Seat: 1})
	if tb.Phase() != Revealing || len(tb.Match().Extra[0]) != 1 {
		t.Fatalf("phase %v, Ada's set %v", tb.Phase(), tb.Match().Extra[0])
	}
	tb = apply(t, tb, Action{Kind: Next})
	if !tb.Over() || tb.Match().Paper().Extra[0] <= 0 {
		t.Fatalf("over %v, extra marks %v", tb.Over(), tb.Match().Paper().Extra)
	}
}

func TestTableExtraChainsPadsOpenAtOnceWhenTheSeatsWriteTogether(t *testing.T) {
	together := func(c *TableConfig) { c.Together = true }
	tb := apply(t, tableFor(t, together, "Ada", "Bob", "Cy"), Action{Kind: Start})
	chain := shortest(t, tb)
	tb = apply(t, tb, handIn(2, chain, time.Minute), handIn(1, chain, 20*time.Second))
	if !tb.Writes(0) || tb.Writes(1) || tb.Turn() != -1 {
		t.Fatal("together, the seat not yet in writes and those in do not")
	}
	tb = apply(t, tb, handIn(0, chain, 10*time.Second))
	if !tb.PadOpen(0) || !tb.PadOpen(1) || tb.PadOpen(2) {
		t.Fatal("want Ada's and Bob's pads open at once")
	}
	tb = apply(t, tb, Action{Kind: PutAway, Seat: 1})
	if tb.Phase() != Padding {
		t.Fatal("revealed with Ada's pad open")
	}
	if tb = apply(t, tb, Action{Kind: PutAway, Seat: 0}); tb.Phase() != Revealing {
		t.Fatalf("phase %v once both pads are away", tb.Phase())
	}
}

func TestTableComputersWriteTheirExtraChainsAtOnce(t *testing.T) {
	tb := apply(t, tableFor(t, nil, "Ada", "Computer"), Action{Kind: Start})
	tb = apply(t, tb, handIn(0, shortest(t, tb), 20*time.Minute))
	tb = apply(t, tb, tb.ComputerChain(context.Background(), 1))
	if len(tb.Match().Extra[1]) == 0 || tb.Phase() != Revealing {
		t.Fatalf("phase %v, the computer's set %v after it waited 20 minutes", tb.Phase(), tb.Match().Extra[1])
	}
}

func TestTableJewelsChosenFromTheOpenBook(t *testing.T) {
	book := func(c *TableConfig) { c.JewelRule = BookJewels }
	tb := tableFor(t, book, "Ada", "Computer", "Bob")
	if tb.Phase() != Choosing {
		t.Fatalf("phase %v", tb.Phase())
	}
	if turn, seat := tb.BookTurn(); turn != 0 || seat != 0 || tb.BookTurns() != 6 {
		t.Fatalf("turn %d of %d, seat %d", turn, tb.BookTurns(), seat)
	}
	word := tb.Page()[4][0]
	refused(t, tb, Action{Kind: PickJewel, Seat: 2, Word: word}, "it is Ada's turn at the book")
	refused(t, tb, Action{Kind: PickJewel, Seat: 0, Word: "zzzz"}, "not on the page")
	tb = apply(t, tb, Action{Kind: PickJewel, Seat: 0, Word: strings.ToUpper(word)})
	refused(t, tb, Action{Kind: PickJewel, Seat: 0, Word: tb.Page()[4][1]}, "words of 4 letters of this turn are chosen")
	tb = apply(t, tb, Action{Kind: LetParlour, Seat: 0})
	if _, seat := tb.BookTurn(); seat != 2 || len(tb.Chosen()) != 6 {
		t.Fatalf("after Ada, the computer picked at once: seat %d, %d chosen", seat, len(tb.Chosen()))
	}
	for tb.Phase() == Choosing {
		_, seat := tb.BookTurn()
		tb = apply(t, tb, Action{Kind: LetParlour, Seat: seat})
	}
	if tb.Phase() != Announcing || len(tb.Match().Jewels) != 18 || !slices.Contains(tb.Match().Jewels, word) {
		t.Fatalf("phase %v, jewels %v: want 18 with Ada's %q", tb.Phase(), tb.Match().Jewels, word)
	}
}

// playOut plays a table to its end with random chains, abandons, times
// and extra-chains, a computer writing its own.
func playOut(t *testing.T, tb Table, rng *rand.Rand) Table {
	t.Helper()
	d := dict.Default()
	for steps := 0; !tb.Over(); steps++ {
		if steps > 500 {
			t.Fatalf("the game does not end: phase %v", tb.Phase())
		}
		var a Action
		switch tb.Phase() {
		case Announcing:
			a = Action{Kind: Start}
		case Revealing:
			a = Action{Kind: Next}
		case Choosing:
			_, seat := tb.BookTurn()
			a = Action{Kind: LetParlour, Seat: seat}
		case Writing:
			seat := seatWhere(tb, tb.Writes)
			a = Action{Kind: Abandon, Seat: seat, Time: time.Duration(rng.IntN(600)) * time.Second}
			if tb.Config().Seats[seat].Computer {
				a = tb.ComputerChain(context.Background(), seat)
			} else if rng.IntN(4) > 0 {
				sol, err := Solve(d, tb.Doublet(), dict.Lawful, rng)
				if err == nil {
					a = Action{Kind: HandIn, Seat: seat, Chain: sol.Chain, Time: a.Time}
				}
			}
		case Padding:
			seat := seatWhere(tb, tb.PadOpen)
			a = Action{Kind: PutAway, Seat: seat}
			if chains := ExtraChains(d, tb.Match().Jewels, tb.Match().Extra[seat], Hard, time.Minute, rng); len(chains) > 0 && rng.IntN(2) == 0 {
				a = Action{Kind: AddExtra, Seat: seat, Chain: chains[0]}
			}
		}
		tb = apply(t, tb, a)
	}
	return tb
}

func TestTableAWholeGameReplaysToTheSamePaper(t *testing.T) {
	for _, together := range []bool{false, true} {
		tb := tableFor(t, func(c *TableConfig) {
			c.Doublets, c.Length, c.Together, c.JewelRule = 3, 0, together, BookJewels
		}, "Ada", "Computer", "Bob")
		tb = playOut(t, tb, rand.New(rand.NewPCG(3, 4)))
		data, err := json.Marshal(tb.Record())
		if err != nil {
			t.Fatal(err)
		}
		var rec Record
		if err := json.Unmarshal(data, &rec); err != nil {
			t.Fatal(err)
		}
		back, err := Replay(dict.Default(), rec)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(tb.Match().Paper())
		if got, _ := json.Marshal(back.Match().Paper()); string(got) != string(want) || !back.Over() {
			t.Fatalf("together %v: the replay's paper\n%s\nis not the game's\n%s", together, got, want)
		}
	}
}

func TestTableAReplayRefusesAnActionTheRulesDoNot(t *testing.T) {
	tb := apply(t, tableFor(t, nil, "Ada", "Bob"), Action{Kind: Start})
	rec := tb.Record()
	rec.Actions = append(rec.Actions, Action{Kind: HandIn, Seat: 1, Chain: shortest(t, tb)})
	if _, err := Replay(dict.Default(), rec); err == nil || !strings.Contains(err.Error(), "action 2: doublets: it is Ada's turn") {
		t.Fatalf("replay: %v", err)
	}
	rec.Config.Seats = rec.Config.Seats[:1]
	if _, err := Replay(dict.Default(), rec); err == nil {
		t.Fatal("a table for one replayed")
	}
}

func TestTableApplyLeavesTheTableItWasGiven(t *testing.T) {
	tb := apply(t, tableFor(t, nil, "Ada", "Bob"), Action{Kind: Start})
	chain := shortest(t, tb)
	tb = apply(t, tb, handIn(0, chain, time.Second), handIn(1, chain, time.Minute))
	extra := ExtraChains(dict.Default(), tb.Match().Jewels, nil, Expert, 2*time.Minute, rand.New(rand.NewPCG(1, 1)))
	one := apply(t, tb, Action{Kind: AddExtra, Chain: extra[0]}, Action{Kind: AddExtra, Chain: extra[1]}, Action{Kind: TakeBack})
	two := apply(t, one, Action{Kind: AddExtra, Chain: extra[0]})
	apply(t, one, Action{Kind: PutAway})
	if len(tb.Match().Extra[0]) != 0 || len(one.Match().Extra[0]) != 1 || !one.PadOpen(0) ||
		!slices.Equal(two.Match().Extra[0][1], extra[0]) || len(tb.Record().Actions) != 3 {
		t.Fatalf("sets %v, %v, %v", tb.Match().Extra[0], one.Match().Extra[0], two.Match().Extra[0])
	}
}

// FuzzTableApply plays random actions: none panics, a refused one changes
// nothing, and the record of what was allowed replays to the same table.
func FuzzTableApply(f *testing.F) {
	f.Add([]byte{1, 0, 2, 0, 2, 1, 10, 0}, uint64(11), false)
	f.Add([]byte{8, 0, 9, 0, 9, 1, 9, 2}, uint64(5), true)
	d := dict.Default()
	f.Fuzz(func(t *testing.T, script []byte, seed uint64, together bool) {
		cfg := TableConfig{Doublets: 2, Length: 3, MinPar: 2, MaxPar: 3, JewelRule: JewelRule(seed % 3), Seed: seed, Together: together,
			Seats: []TableSeat{{Name: "Ada"}, {Name: "Bob"}, {Name: "Computer", Computer: true}}}
		tb, err := NewTable(d, cfg)
		if err != nil {
			t.Skip(err)
		}
		for i := 0; i+1 < len(script) && i < 64; i += 2 {
			a := Action{Kind: ActionKind(script[i] % 12), Seat: int(script[i+1]%5) - 1, Time: time.Duration(script[i+1]) * time.Second}
			switch a.Kind {
			case HandIn:
				if sol, err := Solve(d, tb.Doublet(), dict.Common, nil); err == nil && script[i+1]%2 == 0 {
					a.Chain = sol.Chain
				} else {
					a.Chain = []string{tb.Doublet().From(), "zzz"}
				}
			case AddExtra:
				a.Chain = slices.Clone(tb.Match().Jewels[:min(2, len(tb.Match().Jewels))])
			case PickJewel:
				if page := tb.Page()[3+int(script[i+1])%3]; len(page) > 0 {
					a.Word = page[0]
				}
			}
			if next, err := tb.Apply(a); err == nil {
				tb = next
			}
		}
		back, err := Replay(d, tb.Record())
		if err != nil {
			t.Fatalf("the record does not replay: %v", err)
		}
		if back.Phase() != tb.Phase() || !slices.Equal(back.Match().Paper().Totals(), tb.Match().Paper().Totals()) {
			t.Fatalf("replayed to phase %v, %v; played to %v, %v", back.Phase(), back.Match().Paper().Totals(), tb.Phase(), tb.Match().Paper().Totals())
		}
	})
}

// TestTableAReplayDrawsWhatTheRecordDrew: a record keeps the doublets, the
// jewels, the book's pages and the computers' extra-chains it drew, so a
// version that draws otherwise (here: another seed, as another word list
// or generator would) still replays a save to the same paper.
func TestTableAReplayDrawsWhatTheRecordDrew(t *testing.T) {
	for _, rule := range []JewelRule{DrawnJewels, BookJewels} {
		tb := tableFor(t, func(c *TableConfig) { c.Doublets, c.Length, c.JewelRule = 3, 0, rule }, "Ada", "Computer", "Bob")
		tb = playOut(t, tb, rand.New(rand.NewPCG(5, 6)))
		rec := tb.Record()
		if len(rec.Draws.Doublets) < 3 || rule == BookJewels && len(rec.Draws.Pages) == 0 {
			t.Fatalf("%v: the record keeps %+v", rule, rec.Draws)
		}
		rec.Config.Seed++ // draws otherwise from here on
		back, err := Replay(dict.Default(), rec)
		if err != nil {
			t.Fatalf("%v: %v", rule, err)
		}
		want, _ := json.Marshal(tb.Match())
		if got, _ := json.Marshal(back.Match()); string(got) != string(want) {
			t.Fatalf("%v: the replay's match\n%s\nis not the game's\n%s", rule, got, want)
		}
	}
}

// TestTableAReplayRefusesDrawsNoTableCouldMake: a record's doublet must be
// one a chain of lawful words solves, and its pages words of the jewels'
// lengths.
func TestTableAReplayRefusesDrawsNoTableCouldMake(t *testing.T) {
	tb := apply(t, tableFor(t, func(c *TableConfig) { c.JewelRule = BookJewels }, "Ada", "Bob"))
	rec := tb.Record()
	bad := rec
	bad.Draws.Doublets = []Doublet{{Words: []string{"zzz", "qqq"}}}
	if _, err := Replay(dict.Default(), bad); err == nil || !strings.Contains(err.Error(), "doublet 1") {
		t.Fatalf("an unsolvable doublet replayed: %v", err)
	}
	drawn := tableFor(t, func(c *TableConfig) { c.JewelRule = DrawnJewels }, "Ada", "Bob").Record()
	drawn.Draws.Jewels = drawn.Draws.Jewels[1:]
	if _, err := Replay(dict.Default(), drawn); err == nil || !strings.Contains(err.Error(), "jewels") {
		t.Fatalf("a record short of a jewel replayed: %v", err)
	}
	bad = rec
	bad.Draws.Pages = []map[int][]string{{3: {"c\x1b["}}}
	if _, err := Replay(dict.Default(), bad); err == nil || !strings.Contains(err.Error(), "page 1") {
		t.Fatalf("a page of escapes replayed: %v", err)
	}
}

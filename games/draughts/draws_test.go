package draughts

import (
	"encoding/json"
	"strings"
	"testing"
)

// withClocks returns s with some draw counts replaced, through the save
// format, to reach the end of a long count without playing it out.
func withClocks(t *testing.T, s State, fields string) State {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	var clocks map[string]json.RawMessage
	if err := json.Unmarshal(raw["clocks"], &clocks); err != nil {
		t.Fatal(err)
	}
	var patch map[string]json.RawMessage
	if err := json.Unmarshal([]byte("{"+fields+"}"), &patch); err != nil {
		t.Fatal(err)
	}
	for k, v := range patch {
		clocks[k] = v
	}
	raw["clocks"], _ = json.Marshal(clocks)
	data, _ = json.Marshal(raw)
	var out State
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestDrawThirdRepetition(t *testing.T) {
	for _, d := range []DrawRules{Modern, Victorian} {
		s := mustFEN(t, Rules{Draws: d}, "B:WK32,K31:BK1,K3")
		for round := 1; round <= 2; round++ {
			s = play(t, s, "1-5", "32-28", "5-1", "28-32")
			if s.Repetitions() != round+1 {
				t.Fatalf("repetitions %d after round %d", s.Repetitions(), round)
			}
		}
		o := Outcome(s)
		if o.Status != Draw || !strings.Contains(o.Reason, "three times") {
			t.Errorf("%s: %+v", d, o)
		}
	}
	// A man move makes earlier positions unrepeatable.
	s := mustFEN(t, Rules{}, "B:WK32:BK1,9")
	s = play(t, s, "1-5", "32-28", "5-1", "28-32", "9-13")
	if s.Repetitions() != 1 {
		t.Errorf("repetitions %d after a man moved", s.Repetitions())
	}
}

func TestDraw40MovesEachWithoutCaptureOrManMove(t *testing.T) {
	s := mustFEN(t, Rules{}, "B:WK32,K31:BK1,K3:H79")
	if c := s.Counters(); len(c) != 1 || c[0].Rule != "40-move rule" || c[0].MovesLeft != 1 {
		t.Errorf("counters %+v", c)
	}
	next := play(t, s, "1-5")
	if o := Outcome(next); o.Status != Draw || !strings.Contains(o.Reason, "40 moves") {
		t.Errorf("%+v", o)
	}
	// A man move resets the count.
	s = mustFEN(t, Rules{}, "B:WK32,K31:BK1,9:H79")
	if o := Outcome(play(t, s, "9-13")); o.Status != Ongoing {
		t.Errorf("after a man move: %+v", o)
	}
	// The Victorian rules have no such count.
	s = mustFEN(t, Rules{Draws: Victorian}, "B:WK32,K31:BK1,K3:H79")
	if o := Outcome(play(t, s, "1-5")); o.Status != Ongoing {
		t.Errorf("Victorian: %+v", o)
	}
}

func TestDrawVictorianRule10CountsFromTheLoneKingsNotice(t *testing.T) {
	r := Rules{Draws: Victorian}
	s := mustFEN(t, r, "B:WK32:BK1,K3")
	// Nothing is counted until the lone king gives notice.
	if c := play(t, s, "1-5").Counters(); len(c) != 0 {
		t.Fatalf("counters before notice %+v", c)
	}
	if _, err := s.GiveNotice(Black); err == nil {
		t.Error("the two kings gave notice")
	}
	s, err := s.GiveNotice(White)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.GiveNotice(White); err == nil {
		t.Error("notice given twice")
	}
	c := s.Counters()
	if len(c) != 1 || !strings.HasPrefix(c[0].Rule, "rule 10") || c[0].MovesLeft != 20 || c[0].Limit != 20 {
		t.Fatalf("counters %+v", c)
	}
	s = play(t, s, "1-5")
	if c := s.Counters(); c[0].Plies != 1 || c[0].MovesLeft != 20 {
		t.Errorf("after one move: %+v", c)
	}
	s = withClocks(t, s, `"ending":39`)
	if o := Outcome(play(t, s, "32-28")); o.Status != Draw || !strings.Contains(o.Reason, "rule 10") {
		t.Errorf("after 20 moves each: %+v", o)
	}
	// A win on the last counted move stands.
	s = withClocks(t, mustFEN(t, r, "B:WK15:BK10,K1"), `"ending":39`)
	if c := s.Counters(); len(c) != 1 {
		t.Fatalf("counters %+v", c)
	}
	if o := Outcome(play(t, s, "10x19")); o.Status != Win || o.Winner != Black {
		t.Errorf("win on the last move: %+v", o)
	}
	// Modern rules do not count it.
	if c := mustFEN(t, Rules{}, "B:WK32:BK1,K3").Counters(); len(c) != 0 {
		t.Errorf("modern counters %+v", c)
	}
}

func TestDrawVictorianRule11Notice(t *testing.T) {
	r := Rules{Draws: Victorian}
	s := mustFEN(t, r, "B:WK30,K32:BK1,K3,K10")
	if _, err := s.GiveNotice(Black); err == nil {
		t.Error("the stronger side gave notice")
	}
	if _, err := mustFEN(t, Rules{}, "B:WK30,K32:BK1,K3,K10").GiveNotice(White); err == nil {
		t.Error("notice under the modern rules")
	}
	n, err := s.GiveNotice(White)
	if err != nil {
		t.Fatal(err)
	}
	if by, ok := n.NoticeGiven(); !ok || by != White || n.Turn() != Black {
		t.Errorf("notice by %v %v, turn %v", by, ok, n.Turn())
	}
	if _, err := n.GiveNotice(White); err == nil {
		t.Error("notice given twice")
	}
	c := n.Counters()
	if len(c) != 1 || !strings.HasPrefix(c[0].Rule, "rule 11") || c[0].MovesLeft != 40 {
		t.Errorf("counters %+v", c)
	}
	n = withClocks(t, n, `"notice":79`)
	if o := Outcome(play(t, n, "1-5")); o.Status != Draw || !strings.Contains(o.Reason, "rule 11") {
		t.Errorf("after 40 moves each: %+v", o)
	}
}

func TestDrawVictorianNoticeTermsNameTheRule(t *testing.T) {
	r := Rules{Draws: Victorian}
	if rule, moves, ok := mustFEN(t, r, "B:WK32:BK1,K3").NoticeTerms(White); !ok || rule != 10 || moves != 20 {
		t.Errorf("two kings against one: rule %d, %d moves, %v", rule, moves, ok)
	}
	if rule, moves, ok := mustFEN(t, r, "B:WK30,K32:BK1,K3,K10").NoticeTerms(White); !ok || rule != 11 || moves != 40 {
		t.Errorf("three against two: rule %d, %d moves, %v", rule, moves, ok)
	}
	if _, _, ok := mustFEN(t, r, "B:WK30,K32:BK1,K3,K10").NoticeTerms(Black); ok {
		t.Error("the stronger side may give notice")
	}
}

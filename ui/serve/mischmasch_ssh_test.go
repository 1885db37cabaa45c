package serve

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"parlour/dict"
	"parlour/games/mischmasch"
	uimischmasch "parlour/ui/mischmasch"
	"parlour/ui/screen"
	"parlour/ui/seats"
)

// sample is how much each of two terminals had received while a room's
// log was still n actions long (the length read after the bytes were
// counted).
type sample struct{ received [2]int }

// escapes are the control sequences a terminal receives; visible puts a
// space in place of each (and of line ends), so that the text of two lines
// drawn one after the other never runs together into one word.
var escapes = regexp.MustCompile(`\x1b\[[0-9;?<=>]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(\x07|\x1b\\)|\x1b[()][0-9A-Za-z]|\x1b[=>78MDEc]|[\r\n]`)

func visible(raw string) string { return ansi.Strip(escapes.ReplaceAllString(raw, " ")) }

// showsWord reports whether text shows the nucleus or word w as Mischmasch
// draws it: in capitals ("CKL") or spaced ("C K L"), not inside a longer
// run of capitals.
func showsWord(text, w string) bool {
	w = strings.ToUpper(w)
	spaced := strings.Join(strings.Split(w, ""), " ")
	for _, form := range []string{w, spaced} {
		if regexp.MustCompile(`(^|[^A-Z])` + regexp.QuoteMeta(form) + `([^A-Z]|$)`).MatchString(text) {
			return true
		}
	}
	return false
}

// mischmaschReplay follows a Mischmasch room's log as every copy does: an
// action is applied when it is one the game waits for from that seat.
type mischmaschReplay struct {
	st      mischmasch.State
	applied int
}

// After each action it calls hidden with what each seat of seats may not
// see, and notes in revealed, for each nucleus and word a reveal shows,
// the length of the log when it was first public.
func (r *mischmaschReplay) follow(log []screen.Action, seats int, hidden func(seat int, words []string), revealed map[string]int) {
	for r.applied < len(log) {
		r.apply(log[r.applied])
		r.applied++
		for seat := range seats {
			hidden(seat, r.hiddenFrom(seat))
		}
		for w := range r.public() {
			if _, ok := revealed[w]; !ok && w != "" {
				revealed[w] = r.applied
			}
		}
	}
}

func (r *mischmaschReplay) apply(act screen.Action) {
	var a mischmasch.Action
	if json.Unmarshal(act.Data, &a) != nil {
		return
	}
	if !slices.Contains(r.st.Waiting(), mischmasch.Turn{Task: a.Task, Side: a.Side, Seat: act.Seat}) {
		return
	}
	if next, err := r.st.Apply(a); err == nil {
		r.st = next
	}
}

// public is every nucleus and word a reveal has shown.
func (r *mischmaschReplay) public() map[string]bool {
	out := map[string]bool{}
	for _, m := range r.st.History() {
		for _, a := range m.Attempts {
			out[a.Nucleus], out[a.Word], out[a.SetterWord] = true, true, true
		}
	}
	return out
}

// hiddenFrom lists what seat may not see now: the nuclei of this move it
// neither set nor answers, and the words it did not name, none revealed.
func (r *mischmaschReplay) hiddenFrom(seat int) []string {
	public := r.public()
	var out []string
	for _, a := range r.st.Current().Attempts {
		if a.Nucleus != "" && !public[a.Nucleus] && a.Setter != seat && a.Guesser != seat {
			out = append(out, a.Nucleus)
		}
		if a.Word != "" && !public[a.Word] && a.Guesser != seat {
			out = append(out, a.Word)
		}
		if a.SetterWord != "" && !public[a.SetterWord] && a.Setter != seat {
			out = append(out, a.SetterWord)
		}
	}
	return out
}

// keysFor are the keys that do seat's task now, as a person would type
// them (Ctrl+U clears the desk's field first), or "" if it has none.
func (r *mischmaschReplay) keysFor(seat int, d *dict.Dict, move int) string {
	nuclei := []string{"ckl", "emo", "ough", "nth", "mpt", "nge", "ght", "sch", "rth", "ize"}
	for _, turn := range r.st.Waiting() {
		if turn.Seat != seat {
			continue
		}
		switch turn.Task {
		case mischmasch.TaskSet:
			for i := range nuclei {
				n := nuclei[(move+seat+i)%len(nuclei)]
				if _, err := r.st.SetNucleus(turn.Side, n); err == nil {
					return "\x15" + n + "\r"
				}
			}
		case mischmasch.TaskDeclare, mischmasch.TaskName:
			if words := mischmasch.Examples(d, r.st.Attempt(turn.Side).Nucleus, 3); len(words) > 0 {
				return "\x15" + words[move%len(words)] + "\ry"
			}
		case mischmasch.TaskSetterWord:
			if words := mischmasch.Examples(d, r.st.Attempt(turn.Side.Other()).Nucleus, 3); len(words) > 0 {
				return "\x15" + words[0] + "\ry"
			}
		}
	}
	return ""
}

// TestMischmaschRoomOverSSHKeepsNucleiAndWordsPrivate: ada and bob play a
// Mischmasch room for teams, each partnered with a computer, over SSH to
// the end of the game. Every byte each terminal received before a move's
// reveal is checked for the nuclei of that move its seat neither set nor
// answers and for the words it did not name: none reaches it.
func TestMischmaschRoomOverSSHKeepsNucleiAndWordsPrivate(t *testing.T) {
	old := uimischmasch.RoomComputerPace
	uimischmasch.RoomComputerPace = 0
	t.Cleanup(func() { uimischmasch.RoomComputerPace = old })
	game := uimischmasch.GameEntry()
	ts := startServer(t, t.TempDir(), testLimits(), game)
	ada := mustDial(t, ts.addr, dialOpts{user: "ada", key: newKey(t), term: "dumb"})
	ada.waitFor("rooms on this server")
	cook := seats.Seat{Name: "Cook", Kind: seats.Computer, Level: game.Levels[0]}
	dinah := seats.Seat{Name: "Dinah", Kind: seats.Computer, Level: game.Levels[0]}
	cfg := screen.Config{Seats: []seats.Seat{{Name: "A", Kind: seats.Human}, {Name: "B", Kind: seats.Human}, cook, dinah},
		Seed: 5, Options: map[string]string{"target": "5", "time": "off"}}
	if err := ts.reg.create(ts.reg.sessionOf("ada"), "Private", game.ID, cfg); err != nil {
		t.Fatal(err)
	}
	ada.keys("/")
	ada.waitFor("Join the room called")
	ada.keys("Private\r")
	ada.waitFor("laid by ada")
	bob := mustDial(t, ts.addr, dialOpts{user: "bob", key: newKey(t), command: "Private", term: "dumb"})
	bob.waitFor("laid by ada")
	bob.keys("t")
	bob.waitFor("bob (you)")
	ada.waitFor("bob")
	ada.keys("s")
	waitUntil(t, "the game starts", func() bool { return ts.reg.started("Private") })

	rules := mischmasch.DefaultRules()
	rules.Target, rules.TimeLimit, rules.Teams = 5, 0, true
	st, err := mischmasch.New(dict.Default(), rules)
	if err != nil {
		t.Fatal(err)
	}
	replay := &mischmaschReplay{st: st}
	terminals := []*client{ada, bob}
	samples := []sample{{}} // samples[i]: the last one taken with the log i actions long
	// secrets are what was hidden from a seat (from: the log's length
	// then); revealed[w] is the log's length once w was public.
	type secret struct {
		seat, from int
		word       string
	}
	var secrets []secret
	known := map[secret]bool{} // by seat and word
	revealed := map[string]int{}
	sent := map[[2]int]time.Time{}     // seat, log length: when its keys went
	thinking := map[[2]int]time.Time{} // seat, log length: since when it had a task
	const think = 200 * time.Millisecond
	deadline := time.Now().Add(30 * time.Second)
	for replay.st.Phase() != mischmasch.Over {
		if time.Now().After(deadline) {
			t.Fatalf("the game did not end in 30 s: %d actions, move %d, scores %v", replay.applied, replay.st.MoveNumber(), replay.st.Scores())
		}
		var s sample
		for i, c := range terminals {
			c.mu.Lock()
			s.received[i] = c.out.Len()
			c.mu.Unlock()
		}
		snap, _ := ts.reg.snapshot("Private")
		for len(samples) < len(snap.Log) { // lengths never seen: nothing more received then
			samples = append(samples, samples[len(samples)-1])
		}
		if len(samples) == len(snap.Log) {
			samples = append(samples, s)
		} else {
			samples[len(snap.Log)] = s
		}
		replay.follow(snap.Log, len(terminals), func(seat int, words []string) {
			for _, w := range words {
				if k := (secret{seat: seat, word: w}); !known[k] {
					known[k] = true
					secrets = append(secrets, secret{seat, replay.applied, w})
				}
			}
		}, revealed)
		for seat, c := range terminals {
			k := [2]int{seat, replay.applied}
			if when, ok := sent[k]; ok && time.Since(when) < time.Second {
				continue
			}
			keys := replay.keysFor(seat, replay.st.Dict(), replay.st.MoveNumber())
			if _, ok := thinking[k]; !ok {
				thinking[k] = time.Now()
			}
			// A person takes a moment, one longer than the other (by
			// turns): meanwhile what the others chose is on every
			// terminal's screen but its own.
			if keys != "" && time.Since(thinking[k]) < think*time.Duration(1+2*((seat+replay.st.MoveNumber())%2)) {
				continue
			}
			if keys == "" {
				keys = "\r" // a reveal to leave
			}
			c.keys(keys)
			sent[k] = time.Now()
		}
		time.Sleep(20 * time.Millisecond)
	}
	if len(secrets) == 0 {
		t.Fatal("nothing was ever hidden from a seat: the check would see nothing")
	}
	raw := []string{ada.raw(), bob.raw()}
	for _, s := range secrets {
		until, ok := revealed[s.word]
		if !ok {
			t.Fatalf("%s, hidden from seat %d, was never revealed", s.word, s.seat+1)
		}
		// The bytes received while the action that revealed it was not yet
		// in the log are all from before the reveal.
		upto := 0
		for n := 0; n < until && n < len(samples); n++ {
			upto = max(upto, samples[n].received[s.seat])
		}
		if showsWord(visible(raw[s.seat][:upto]), s.word) {
			t.Fatalf("%s reached seat %d's terminal before the reveal (after %d actions of %d)", strings.ToUpper(s.word), s.seat+1, s.from, until)
		}
	}
	t.Logf("%d actions, %d moves, scores %v: %d nuclei and words hidden from a terminal, none reached it before its reveal",
		replay.applied, len(replay.st.History()), replay.st.Scores(), len(secrets))
}

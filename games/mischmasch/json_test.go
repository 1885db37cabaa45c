package mischmasch

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestStateJSONIsReadable(t *testing.T) {
	s := step(t, newGame(t, carrollsWay, scoring1886), set(SideA, "gp"), set(SideB, "emo"), declare(SideA, NoWord))
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"phase":"declaring"`, `"declaration":"no word"`, `"scoring":"1886"`, `"judge":"carroll"`, `"nucleus":"gp"`, `"version":1`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("%s lacks %s", data, want)
		}
	}
}

func TestStateJSONRoundTripAfterTheEnd(t *testing.T) {
	s := rightWords(t, newGame(t, target(1)))
	data, _ := json.Marshal(s)
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if Outcome(back) != Outcome(s) || back.Phase() != Over {
		t.Errorf("%+v, want %+v", Outcome(back), Outcome(s))
	}
}

func TestStateJSONRejectsImpossibleGames(t *testing.T) {
	s := rightWords(t, newGame(t))
	s = step(t, s, set(SideA, "ab"))
	good, _ := json.Marshal(s)
	if err := json.Unmarshal(good, new(State)); err != nil {
		t.Fatalf("a good save is refused: %v", err)
	}
	for what, edit := range map[string][2]string{
		"a wrong version":             {`"version":1`, `"version":9`},
		"scores that do not add":      {`"scores":[1,1]`, `"scores":[5,1]`},
		"an unknown phase":            {`"phase":"setting"`, `"phase":"dancing"`},
		"an unknown declaration":      {`"declaration":"ready"`, `"declaration":"maybe"`},
		"a nucleus with a hyphen":     {`"nucleus":"ab"`, `"nucleus":"a-b"`},
		"a guesser on the wrong side": {`"guessers":[0,1]`, `"guessers":[1,1]`},
		"a target already reached":    {`"target":10`, `"target":1`},
	} {
		bad := strings.Replace(string(good), edit[0], edit[1], 1)
		if bad == string(good) {
			t.Fatalf("%s: %s not found in %s", what, edit[0], good)
		}
		if err := json.Unmarshal([]byte(bad), new(State)); err == nil {
			t.Errorf("%s was accepted", what)
		}
	}
	if err := json.Unmarshal([]byte(`{"version":1}`), new(State)); err == nil {
		t.Error("an empty game was accepted")
	}
	if err := json.Unmarshal([]byte(`[`), new(State)); err == nil {
		t.Error("broken JSON was accepted")
	}
}

// Issue 17: a state with impossible contents, such as a 5,000-letter
// nucleus, is refused with a clear message.
func TestResumeRefusesAFiveThousandLetterNucleus(t *testing.T) {
	s, err := New(nil, DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("ab", 2500)
	bad := strings.Replace(string(data), `"attempts":[{`, `"attempts":[{"nucleus":"`+long+`",`, 1)
	if bad == string(data) {
		t.Fatalf("the save has no attempts to change: %s", data)
	}
	var got State
	err = json.Unmarshal([]byte(bad), &got)
	if err == nil || !strings.Contains(err.Error(), "saved mischmasch game") || len(err.Error()) > 200 {
		t.Fatalf("resuming a 5,000-letter nucleus: %v", err)
	}
	if _, err := ParseNucleus(long); err == nil || !strings.Contains(err.Error(), "at most 64 letters, not 5000") {
		t.Errorf("ParseNucleus of 5,000 letters: %v", err)
	}
}

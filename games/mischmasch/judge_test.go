package mischmasch

import (
	"strings"
	"testing"
)

func TestNoWordIsJudgedByTheDictionary(t *testing.T) {
	cases := []struct {
		nucleus, setter string
		verdict         Ruling
		reason          string
	}{
		{"vf", "", NoWordRight, "no lawful word contains vf"},
		{"vf", "vfish", NoWordRight, "no lawful word contains vf; the setter's word vfish: not a lawful word"},
		{"gp", "magpie", NoWordWrong, "the setter named magpie"},
		// The setter knows no word, but the dictionary does.
		{"gp", "", NoWordWrong, "the dictionary has "},
		{"gp", "magpye", NoWordWrong, "; the setter's word magpye: not a lawful word"},
	}
	for _, c := range cases {
		a := last(t, answerA(t, newGame(t), c.nucleus, NoWord, "", c.setter)).Attempts[SideA]
		if a.Ruling != c.verdict || !strings.Contains(a.Reason, c.reason) {
			t.Errorf("%s, setter %q: %s, %q; want %s, %q", c.nucleus, c.setter, a.Ruling, a.Reason, c.verdict, c.reason)
		}
	}
}

func TestNoWordInCarrollsWayIsWrongOnlyIfTheSetterNamesALawfulWord(t *testing.T) {
	cases := []struct {
		nucleus, setter string
		verdict         Ruling
		reason          string
	}{
		{"gp", "magpie", NoWordWrong, "the setter named magpie"},
		{"gp", "", NoWordRight, "the setter named no word (though the dictionary has "},
		{"gp", "magpye", NoWordRight, "the setter's word magpye: not a lawful word"},
		{"gp", "lemon", NoWordRight, "the setter's word lemon: does not contain gp"},
		{"vf", "", NoWordRight, "the setter named no word"},
	}
	for _, c := range cases {
		a := last(t, answerA(t, newGame(t, carrollsWay), c.nucleus, NoWord, "", c.setter)).Attempts[SideA]
		if a.Ruling != c.verdict || !strings.HasPrefix(a.Reason, c.reason) {
			t.Errorf("%s, setter %q: %s, %q; want %s, %q", c.nucleus, c.setter, a.Ruling, a.Reason, c.verdict, c.reason)
		}
	}
}

func TestVerdictsCarryReasons(t *testing.T) {
	for _, c := range []struct {
		d      Declaration
		word   string
		reason string
	}{
		{Ready, "magpie", "magpie is a lawful word containing gp"},
		{Ready, "gap", "gap: does not contain gp"},
		{Resign, "", "resigned; gp may not be set again this game"},
		{NotReady, "", "not ready"},
	} {
		a := last(t, answerA(t, newGame(t), "gp", c.d, c.word, "")).Attempts[SideA]
		if a.Reason != c.reason {
			t.Errorf("%s %s: %q, want %q", c.d, c.word, a.Reason, c.reason)
		}
	}
}

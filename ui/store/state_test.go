package store

import (
	"strings"
	"testing"
)

func TestDecodeStateRefusesUnknownAndMissingFields(t *testing.T) {
	type state struct {
		Moves  []string `json:"moves"`
		Played int      `json:"played"`
		Note   string   `json:"note,omitempty"`
		hidden int
	}
	for data, want := range map[string]string{
		`{}`:                                   `no "moves"`,
		`{"moves":[]}`:                         `no "played"`,
		`{"moves":[],"played":0,"extra":1}`:    `unknown field "extra"`,
		`{"moves":[],"played":0} {}`:           "after top-level value",
		`[]`:                                   "not an object",
		`{"moves":[],"played":"x"}`:            "cannot unmarshal",
		`{"moves":null,"played":0}`:            "",
		`{"moves":["a"],"played":1,"note":""}`: "",
	} {
		var s state
		err := DecodeState([]byte(data), &s)
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("DecodeState(%s) = %v, want %q", data, err, want)
		}
	}
}

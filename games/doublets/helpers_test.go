package doublets

import (
	"strings"
	"testing"

	"parlour/dict"
)

// words splits a chain written with spaces or dashes.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ' ' || r == '-' || r == ',' })
}

// mustDoublet returns the doublet of the words in s.
func mustDoublet(t testing.TB, s string) Doublet {
	t.Helper()
	db, err := New(words(s)...)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// mustLoad builds a dictionary of the words in s.
func mustLoad(t testing.TB, s string) *dict.Dict {
	t.Helper()
	d, err := dict.Load(strings.NewReader(strings.Join(strings.Fields(s), "\n")))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

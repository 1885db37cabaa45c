package wordnet

import (
	"slices"
	"testing"
	"testing/fstest"
)

var files = fstest.MapFS{
	"data.noun":   {Data: []byte("  1 licence line\n00000001 10 n 02 English 0 side(a) 0 001 ;u 00000002 n 0000 | a gloss\n")},
	"verb.exc":    {Data: []byte("went go\nbade bid bide\n")},
	"index.noun":  {Data: []byte("  1 licence line\nenglish n 2 1 @ 2 1 00000001 00000003\n")},
	"cntlist.rev": {Data: []byte("english%1:10:00:: 1 12\nenglish%5:00:00:x:00 2 3\n")},
	"data.verb":   {Data: []byte("00000001 10 v 02 run\n")},
	"index.verb":  {Data: []byte("run v 3 0 3 0 00000001\n")},
}

func TestReadSynsets(t *testing.T) {
	var got []Synset
	if err := ReadSynsets(files, "noun", func(s Synset) { got = append(got, s) }); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Offset != "00000001" || got[0].Gloss != "a gloss" || !slices.Equal(got[0].Lemmas, []string{"English", "side"}) ||
		!slices.Equal(got[0].Pointers, []Pointer{{";u", "00000002"}}) {
		t.Errorf("synsets %+v", got)
	}
	if err := ReadSynsets(files, "verb", func(Synset) {}); err == nil {
		t.Error("a synset line cut short was read")
	}
}

func TestReadIndex(t *testing.T) {
	var lemma string
	var offsets []string
	if err := ReadIndex(files, "noun", func(l string, o []string) { lemma, offsets = l, o }); err != nil {
		t.Fatal(err)
	}
	if lemma != "english" || !slices.Equal(offsets, []string{"00000001", "00000003"}) {
		t.Errorf("index %q %v", lemma, offsets)
	}
	if err := ReadIndex(files, "verb", func(string, []string) {}); err == nil {
		t.Error("an index line with three senses and one offset was read")
	}
}

func TestReadTagCounts(t *testing.T) {
	counts, err := ReadTagCounts(files)
	if err != nil {
		t.Fatal(err)
	}
	if counts[Sense{"english", "noun", 1}] != 12 || counts[Sense{"english", "adj", 2}] != 3 || len(counts) != 2 {
		t.Errorf("counts %v", counts)
	}
}

func TestReadExceptions(t *testing.T) {
	exc, err := ReadExceptions(files, "verb")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(exc["went"], []string{"go"}) || !slices.Equal(exc["bade"], []string{"bid", "bide"}) {
		t.Errorf("exceptions %v", exc)
	}
}

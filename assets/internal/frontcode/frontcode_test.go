package frontcode

import (
	"strings"
	"testing"
)

func TestPackUnpackRoundTrips(t *testing.T) {
	text := "a\naardvark\naardvarks\nab\nabc\nb\nzebra\nzebras\n"
	packed, err := Pack(text)
	if err != nil {
		t.Fatal(err)
	}
	if want := "\x00a\x01ardvark\x08s\x01b\x02c\x00b\x00zebra\x05s"; string(packed) != want {
		t.Errorf("packed %q, want %q", packed, want)
	}
	if got, err := Unpack(string(packed)); err != nil || got != text {
		t.Errorf("Unpack = %q, %v; want %q", got, err, text)
	}
}

func TestPackRefusesWhatItCannotHold(t *testing.T) {
	for _, text := range []string{"b\na\n", "a\na\n", "a\nB\n", "a\n\nb\n", "don't\n", "\n"} {
		if _, err := Pack(text); err == nil {
			t.Errorf("%q packed", text)
		}
	}
}

func TestUnpackRefusesDamage(t *testing.T) {
	for _, packed := range []string{"\x01a", "\x00", "\x00a\x00", "\x00a!", "\x00a\x02b", "\x00aZ", "\x00b\x00a", "\x00ab\x01b"} {
		if got, err := Unpack(packed); err == nil {
			t.Errorf("%q unpacked to %q", packed, got)
		}
	}
}

func TestLongWords(t *testing.T) {
	long := strings.Repeat("x", 95)
	text := long + "a\n" + long + "b\n"
	packed, err := Pack(text)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := Unpack(string(packed)); err != nil || got != text {
		t.Errorf("Unpack = %q, %v", got, err)
	}
	if _, err := Pack(long + "ab\n"); err == nil {
		t.Error("a word of 97 letters packed")
	}
	if _, err := Unpack(string(packed) + "\x60c"); err == nil {
		t.Error("a word of 97 letters unpacked")
	}
}

// FuzzUnpack: any bytes unpack to words that pack back to the same bytes,
// or are refused; nothing panics.
func FuzzUnpack(f *testing.F) {
	f.Add("\x00a\x01b")
	f.Add("\x00zebra\x05s")
	f.Fuzz(func(t *testing.T, packed string) {
		text, err := Unpack(packed)
		if err != nil {
			return
		}
		again, err := Pack(text)
		if err != nil {
			t.Fatalf("%q unpacked to %q, which does not pack: %v", packed, text, err)
		}
		if string(again) != packed {
			t.Fatalf("%q unpacked to %q, which packs to %q", packed, text, again)
		}
	})
}

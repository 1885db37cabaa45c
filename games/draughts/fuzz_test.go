package draughts

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"hash/crc32"
	"os"
	"slices"
	"testing"

	"parlour/games/draughts/internal/pattern"
)

// FuzzParseFEN checks that the FEN reader never panics, and that what it
// accepts it writes back in a form it reads to the same position.
func FuzzParseFEN(f *testing.F) {
	for _, seed := range []string{
		"B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29", "W:W31-50:B1-20", "B:W:B1.", `"W:WK1:B32"`,
		"W:W31-50:B1-20:H3:F9", "B:W1-", "B:W-5:B", "W::", "B:WKK1:B2", "B:W9999999999:B1",
	} {
		f.Add(seed, uint8(0))
		f.Add(seed, uint8(2))
	}
	f.Fuzz(func(t *testing.T, fen string, variant uint8) {
		r := Rules{Variant: Variant(variant % 3)}
		s, err := ParseFEN(fen, r)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		back, err := ParseFEN(s.FEN(), r)
		if err != nil || back.FEN() != s.FEN() {
			t.Fatalf("%q -> %q -> %v", fen, s.FEN(), err)
		}
		_ = Legal(s)
		_ = Outcome(s)
	})
}

// FuzzParsePDN checks that the PDN reader never panics and that a game it
// reads it can write and read again.
func FuzzParsePDN(f *testing.F) {
	f.Add(sampleGame)
	for _, seed := range []string{
		`[GameType "20"] 1. 32-28 19-23 2. 28x19 14x23 2-0`,
		`[FEN "W:WK1:BK32"] 1... 1-5 {huff 3} *`,
		`[Huffing "Yes"] 1. 11-15 23-19 {huff 15} 2. 9-14 *`,
		`1. 11-15 (2. 9-13 (3. 1-5)) $4 22-18!? 15x22 ; x`,
		`[Event "\"q\""] 1.11-15 1-0 [Event "b"] 1. 9-13 0-1`,
		"{", "(", "[", "[A \"", "1.", "1...", "x-x", "11xx15",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParsePDN(text)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		out, err := g.PDN()
		if err != nil {
			return // a tag name this writer will not write
		}
		if _, err := ParsePDN(out); err != nil {
			t.Fatalf("wrote a game it cannot read: %v\n%s", err, out)
		}
	})
}

// FuzzParseMove checks that reading move text never panics.
func FuzzParseMove(f *testing.F) {
	for _, seed := range []string{"11-15", "11x18", "11x18x25", "1-1", "x", "-", "99999-1", "11:18", "11-15!?"} {
		f.Add(seed)
	}
	states := []State{}
	for _, r := range []Rules{{}, {Variant: Polish}, {Huffing: true}} {
		s, _ := NewGame(r)
		states = append(states, s)
	}
	states = append(states, mustFEN(f, Rules{}, "B:W14,15,22,23:B10"), mustFEN(f, Rules{Variant: Polish}, "W:WK46:B37,18,21,42"))
	f.Fuzz(func(t *testing.T, text string) {
		for _, s := range states {
			if m, err := ParseMove(s, text); err == nil {
				if _, err := s.Apply(m); err != nil {
					t.Fatalf("%q parsed but does not apply: %v", text, err)
				}
			}
		}
	})
}

// FuzzDecodeWeights checks that the weights reader, which reads the
// candidate files a match is given, never panics on a damaged file (the
// checksum mended, so that the fuzzer reaches the body), and that what
// it accepts is a whole correction that writes back and reads the same.
func FuzzDecodeWeights(f *testing.F) {
	old, err := os.ReadFile("internal/learn/testdata/polish_round5.bin")
	if err != nil {
		f.Fatal(err)
	}
	magic := patternEnglishFile[:4]
	for _, file := range [][]byte{patternPolishFile, patternEnglishFile, old, magic} {
		f.Add(file[:max(len(file)-4, 0)])
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		file := binary.LittleEndian.AppendUint32(append([]byte(nil), body...), crc32.ChecksumIEEE(body))
		h, w, err := pattern.Decode(file)
		if err != nil {
			return
		}
		if len(w) != pattern.Count(h) {
			t.Fatalf("%d weights of the %v game, want %d", len(w), Variant(h.Variant), pattern.Count(h))
		}
		again, err := pattern.Encode(h, w)
		if err != nil {
			t.Fatalf("an accepted file does not write back: %v", err)
		}
		h2, w2, err := pattern.Decode(again)
		if err != nil || h2 != h || !slices.Equal(w2, w) {
			t.Fatalf("written back, it reads as %+v (err %v), not %+v", h2, err, h)
		}
		if h.Variant == pattern.Polish {
			_, _ = ReadLearnedWeights(file, Polish)
		}
	})
}

// FuzzReadBlock checks that the reader of a block of the endgame
// database never panics on damaged bytes, and that what it accepts fills
// the block exactly.
func FuzzReadBlock(f *testing.F) {
	c := egClass{bk: 1, wk: 1}
	small, err := BuildEndgameDB(EndgameSpec{Pieces: 2})
	if err != nil {
		f.Fatal(err)
	}
	var packed bytes.Buffer
	w, err := flate.NewWriter(&packed, flate.BestCompression)
	if err != nil {
		f.Fatal(err)
	}
	w.Write(small.tables[c].storedBlocks()[0])
	w.Close()
	f.Add(packed.Bytes())
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		var f egInflater
		entries := make([]byte, eg8.size(c))
		if err := f.inflate(data, entries); err != nil {
			return
		}
		var again egInflater
		if err := again.inflate(data, make([]byte, eg8.size(c)+1)); err == nil {
			t.Fatal("the same block also filled one entry more")
		}
	})
}

// FuzzLoadEndgameDB checks that reading a database never panics on
// damaged bytes, and that what it accepts has a block for every part of
// every class.
func FuzzLoadEndgameDB(f *testing.F) {
	small, err := BuildEndgameDB(EndgameSpec{Pieces: 2})
	if err != nil {
		f.Fatal(err)
	}
	data, err := small.MarshalBinary()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(egMagic))
	for _, sp := range []EndgameSpec{{Pieces: 2, ResultPieces: 3}, {Variant: Polish, Pieces: 2, ResultPieces: 3}} {
		db, err := BuildEndgameDB(sp)
		if err != nil {
			f.Fatal(err)
		}
		if data, err = db.MarshalBinary(); err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		db, err := loadEndgameDB(data)
		if err != nil {
			return
		}
		for c, tb := range db.tables {
			if tb.findBlocks() != nil {
				continue
			}
			if blocks := *tb.blocks.Load(); len(blocks)*tb.perBlock() < tb.board.size(c) {
				t.Fatalf("class %v: %d blocks for %d entries", c, len(blocks), tb.board.size(c))
			}
		}
	})
}

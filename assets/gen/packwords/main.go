// Command packwords packs the word lists that the program embeds
// (words/lawful.txt, familiar.txt and everyday.txt) by front coding
// (package assets/internal/frontcode), a third of their size, into
// words/*.txt.packed. The text lists stay the ones people read and review;
// a test in package assets checks that the packed lists unpack to them.
//
// It is run from the assets directory by `go generate`, after the word
// lists are written.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"parlour/assets/internal/frontcode"
)

// lists are the word lists the program embeds packed.
var lists = []string{"lawful.txt", "familiar.txt", "everyday.txt"}

func main() {
	for _, name := range lists {
		if err := pack(filepath.Join("words", name)); err != nil {
			fmt.Fprintln(os.Stderr, "packwords:", err)
			os.Exit(1)
		}
	}
}

func pack(name string) error {
	text, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	packed, err := frontcode.Pack(string(text))
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	fmt.Printf("%s: %d bytes, packed %d\n", name, len(text), len(packed))
	return os.WriteFile(name+".packed", packed, 0o644)
}

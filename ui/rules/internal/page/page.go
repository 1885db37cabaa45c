// Package page is a document as the rules viewer draws it: blocks of
// styled text, parsed from Markdown ahead of time (see ../parse), so that
// the program itself carries no Markdown parser.
package page

// Page is one document.
type Page struct {
	// ASCII are the document's own spellings of its glyphs with --ascii,
	// in pairs: a glyph, then the characters drawn in its place.
	ASCII  []string `json:"ascii,omitempty"`
	Blocks []Block  `json:"blocks"`
}

// Kind is what a block is.
type Kind uint8

// The kinds of block.
const (
	Heading   Kind = iota + 1 // Level, Spans
	Paragraph                 // Spans
	Text                      // Spans: a tight list item's text
	List                      // Ordered, Start, Items
	Code                      // Code
	Rule                      // a horizontal rule
	Quote                     // Children
	Table                     // Align, Head, Rows
)

// Align is a table column's alignment.
type Align uint8

// The alignments.
const (
	AlignNone Align = iota
	AlignLeft
	AlignCenter
	AlignRight
)

// Block is one block of a document.
type Block struct {
	Kind     Kind       `json:"k"`
	Level    int        `json:"l,omitempty"`
	Spans    []Span     `json:"s,omitempty"`
	Ordered  bool       `json:"o,omitempty"`
	Start    int        `json:"n,omitempty"`
	Items    [][]Block  `json:"i,omitempty"`
	Code     string     `json:"c,omitempty"`
	Children []Block    `json:"b,omitempty"`
	Align    []Align    `json:"a,omitempty"`
	Head     [][]Span   `json:"h,omitempty"`
	Rows     [][][]Span `json:"r,omitempty"`
}

// Span is a run of text in one style. A space in Text separates words;
// a line break of the source is a space.
type Span struct {
	Text   string `json:"t"`
	Strong bool   `json:"b,omitempty"`
	Emph   bool   `json:"e,omitempty"`
	Code   bool   `json:"c,omitempty"`
	Strike bool   `json:"x,omitempty"`
	Link   bool   `json:"u,omitempty"` // a link's address
}

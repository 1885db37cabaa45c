// Package parse reads Markdown (CommonMark with tables) into the rules
// viewer's pages, with goldmark. The program does not use it: the pages
// it shows are parsed ahead of time by ../gen; tests use it directly.
package parse

import (
	"io/fs"
	"regexp"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"

	"parlour/ui/rules/internal/page"
)

// A document may say how its own glyphs are spelled with --ascii, in a
// comment of its own line that readers of the markdown elsewhere do not
// see:
//
//	<!-- ascii: ●=b ♚=B «=< -->
//
// Each pair is a glyph as the document writes it and the characters the
// game draws in its place in ASCII, so that the page describes the screen
// the player has.
var asciiComment = regexp.MustCompile(`(?m)^<!-- ascii: (.*) -->\n?`)

var markdown = goldmark.New(goldmark.WithExtensions(extension.Table)).Parser()

// Parse reads a Markdown document.
func Parse(source string) page.Page {
	var p page.Page
	for _, comment := range asciiComment.FindAllStringSubmatch(source, -1) {
		for _, pair := range strings.Fields(comment[1]) {
			glyph, spelling, ok := strings.Cut(pair, "=")
			if ok && glyph != "" {
				p.ASCII = append(p.ASCII, glyph, spelling)
			}
		}
	}
	src := []byte(asciiComment.ReplaceAllString(source, ""))
	r := reader{src: src}
	p.Blocks = r.blocks(markdown.Parse(text.NewReader(src)))
	return p
}

type reader struct{ src []byte }

func (r reader) blocks(n ast.Node) []page.Block {
	var out []page.Block
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		out = append(out, r.block(c)...)
	}
	return out
}

func (r reader) block(n ast.Node) []page.Block {
	switch n := n.(type) {
	case *ast.Heading:
		return []page.Block{{Kind: page.Heading, Level: n.Level, Spans: r.spans(n)}}
	case *ast.Paragraph:
		return []page.Block{{Kind: page.Paragraph, Spans: r.spans(n)}}
	case *ast.TextBlock:
		return []page.Block{{Kind: page.Text, Spans: r.spans(n)}}
	case *ast.List:
		b := page.Block{Kind: page.List, Ordered: n.IsOrdered(), Start: n.Start}
		for item := n.FirstChild(); item != nil; item = item.NextSibling() {
			b.Items = append(b.Items, r.blocks(item))
		}
		return []page.Block{b}
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		var code strings.Builder
		lines := n.Lines()
		for i := range lines.Len() {
			seg := lines.At(i)
			code.Write(seg.Value(r.src))
		}
		return []page.Block{{Kind: page.Code, Code: strings.TrimSuffix(code.String(), "\n")}}
	case *ast.ThematicBreak:
		return []page.Block{{Kind: page.Rule}}
	case *ast.Blockquote:
		return []page.Block{{Kind: page.Quote, Children: r.blocks(n)}}
	case *east.Table:
		b := page.Block{Kind: page.Table}
		for _, a := range n.Alignments {
			b.Align = append(b.Align, map[east.Alignment]page.Align{
				east.AlignLeft: page.AlignLeft, east.AlignCenter: page.AlignCenter, east.AlignRight: page.AlignRight,
			}[a])
		}
		for row := n.FirstChild(); row != nil; row = row.NextSibling() {
			var cells [][]page.Span
			for cell := row.FirstChild(); cell != nil; cell = cell.NextSibling() {
				cells = append(cells, r.spans(cell))
			}
			if _, ok := row.(*east.TableHeader); ok {
				b.Head = cells
			} else {
				b.Rows = append(b.Rows, cells)
			}
		}
		return []page.Block{b}
	case *ast.HTMLBlock:
		return nil // comments for other readers of the markdown
	}
	return r.blocks(n)
}

// spans reads n's inline children.
func (r reader) spans(n ast.Node) []page.Span {
	var out []page.Span
	var walk func(n ast.Node, st page.Span)
	add := func(st page.Span, s string) {
		st.Text = s
		out = append(out, st)
	}
	walk = func(n ast.Node, st page.Span) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Text:
				s := string(c.Segment.Value(r.src))
				if c.SoftLineBreak() || c.HardLineBreak() {
					s += " "
				}
				add(st, s)
			case *ast.String:
				add(st, string(c.Value))
			case *ast.CodeSpan:
				var b strings.Builder
				for t := c.FirstChild(); t != nil; t = t.NextSibling() {
					if t, ok := t.(*ast.Text); ok {
						b.Write(t.Segment.Value(r.src))
					}
				}
				code := st
				code.Code = true
				add(code, strings.ReplaceAll(b.String(), "\n", " "))
			case *ast.Emphasis:
				inner := st
				if c.Level >= 2 {
					inner.Strong = true
				} else {
					inner.Emph = true
				}
				walk(c, inner)
			case *east.Strikethrough:
				inner := st
				inner.Strike = true
				walk(c, inner)
			case *ast.Link:
				inner := st
				inner.Strong = true
				walk(c, inner)
				add(page.Span{Link: true}, " "+string(c.Destination))
			case *ast.AutoLink:
				add(page.Span{Link: true}, string(c.URL(r.src)))
			case *ast.RawHTML:
			default:
				walk(c, st)
			}
		}
	}
	walk(n, page.Span{})
	return out
}

// Pages parses the documents the app shows, guide.md and rules/*.md of
// docs, by their paths there.
func Pages(docs fs.FS) (map[string]page.Page, error) {
	names, err := fs.Glob(docs, "rules/*.md")
	if err != nil {
		return nil, err
	}
	pages := map[string]page.Page{}
	for _, name := range append([]string{"guide.md"}, names...) {
		data, err := fs.ReadFile(docs, name)
		if err != nil {
			return nil, err
		}
		pages[name] = Parse(string(data))
	}
	return pages, nil
}

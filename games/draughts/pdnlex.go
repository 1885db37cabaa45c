package draughts

import (
	"fmt"
	"strconv"
	"strings"
)

// The tokens of PDN text.
type tokKind uint8

const (
	tokEOF tokKind = iota
	tokTag
	tokMove
	tokResult
	tokHuff
)

type pdnToken struct {
	kind   tokKind
	name   string // a tag's name
	text   string // a tag's value, a move or a result
	square int    // a huff's square
}

// lexer splits PDN text into tags, moves, results and huffs, skipping move
// numbers, comments, variations and annotation glyphs.
type lexer struct {
	src     string
	pos     int
	pending []pdnToken
}

func (lx *lexer) peek() (pdnToken, error) {
	t, err := lx.next()
	if err == nil {
		lx.unread(t)
	}
	return t, err
}

func (lx *lexer) unread(t pdnToken) { lx.pending = append(lx.pending, t) }

func (lx *lexer) next() (pdnToken, error) {
	if n := len(lx.pending); n > 0 {
		t := lx.pending[n-1]
		lx.pending = lx.pending[:n-1]
		return t, nil
	}
	for lx.pos < len(lx.src) {
		c := lx.src[lx.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			lx.pos++
		case c == '[':
			return lx.tag()
		case c == '{':
			end := strings.IndexByte(lx.src[lx.pos:], '}')
			if end < 0 {
				return pdnToken{}, fmt.Errorf("a comment opened with { at offset %d is not closed", lx.pos)
			}
			body := strings.TrimSpace(lx.src[lx.pos+1 : lx.pos+end])
			lx.pos += end + 1
			if sq, ok := huffComment(body); ok {
				return pdnToken{kind: tokHuff, square: sq}, nil
			}
		case c == ';', c == '%' && (lx.pos == 0 || lx.src[lx.pos-1] == '\n'):
			end := strings.IndexByte(lx.src[lx.pos:], '\n')
			if end < 0 {
				end = len(lx.src) - lx.pos
			}
			lx.pos += end
		case c == '(':
			if err := lx.skipVariation(); err != nil {
				return pdnToken{}, err
			}
		case c == ')':
			return pdnToken{}, fmt.Errorf("a ) at offset %d closes no variation", lx.pos)
		case c == ']' || c == '}':
			return pdnToken{}, fmt.Errorf("a %c at offset %d closes nothing", c, lx.pos)
		case c == '$':
			lx.pos++
			for lx.pos < len(lx.src) && lx.src[lx.pos] >= '0' && lx.src[lx.pos] <= '9' {
				lx.pos++
			}
		default:
			if t, ok := lx.word(); ok {
				return t, nil
			}
		}
	}
	return pdnToken{kind: tokEOF}, nil
}

// word reads a move number, a move or a result; ok is false for a bare move
// number or an annotation glyph, which are skipped.
func (lx *lexer) word() (pdnToken, bool) {
	start := lx.pos
	for lx.pos < len(lx.src) && !strings.ContainsRune(" \t\n\r\f\v[]{}();$", rune(lx.src[lx.pos])) {
		lx.pos++
	}
	w := lx.src[start:lx.pos]
	if resultTokens[w] {
		return pdnToken{kind: tokResult, text: w}, true
	}
	// A move number: digits and dots, perhaps run into the move.
	if i := strings.IndexByte(w, '.'); i > 0 && isDigits(w[:i]) {
		w = strings.TrimLeft(w[i:], ".")
	}
	if w == "" || strings.Trim(w, "!?") == "" {
		return pdnToken{}, false
	}
	return pdnToken{kind: tokMove, text: w}, true
}

func (lx *lexer) tag() (pdnToken, error) {
	start := lx.pos
	end := strings.IndexByte(lx.src[lx.pos:], ']')
	if end < 0 {
		return pdnToken{}, fmt.Errorf("a tag opened with [ at offset %d is not closed", start)
	}
	body := strings.TrimSpace(lx.src[lx.pos+1 : lx.pos+end])
	name, value, ok := strings.Cut(body, " ")
	value = strings.TrimSpace(value)
	if !ok || !validTagName(name) || len(value) < 2 || value[0] != '"' {
		return pdnToken{}, fmt.Errorf("the tag at offset %d should read [Name \"value\"]", start)
	}
	// The value runs to the closing quote; \" and \\ are escapes.
	var b strings.Builder
	i := 1
	for ; i < len(value) && value[i] != '"'; i++ {
		if value[i] == '\\' && i+1 < len(value) {
			i++
		}
		b.WriteByte(value[i])
	}
	if i >= len(value) {
		// The ] ended the tag inside its quotes: look for the real end.
		return pdnToken{}, fmt.Errorf("the value of tag %s at offset %d is not closed by a quote", name, start)
	}
	if strings.TrimSpace(value[i+1:]) != "" {
		return pdnToken{}, fmt.Errorf("tag %s at offset %d has text after its value", name, start)
	}
	lx.pos += end + 1
	return pdnToken{kind: tokTag, name: name, text: b.String()}, nil
}

func (lx *lexer) skipVariation() error {
	start, depth := lx.pos, 0
	for ; lx.pos < len(lx.src); lx.pos++ {
		switch lx.src[lx.pos] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				lx.pos++
				return nil
			}
		case '{':
			end := strings.IndexByte(lx.src[lx.pos:], '}')
			if end < 0 {
				return fmt.Errorf("a comment opened with { at offset %d is not closed", lx.pos)
			}
			lx.pos += end
		}
	}
	return fmt.Errorf("a variation opened with ( at offset %d is not closed", start)
}

// huffComment recognises "huff 14".
func huffComment(body string) (int, bool) {
	rest, ok := strings.CutPrefix(strings.ToLower(body), "huff ")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSpace(rest))
	return n, err == nil
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

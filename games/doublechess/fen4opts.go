package doublechess

import (
	"fmt"
	"strings"
)

// splitOptions cuts the options block "{...}" and the "-" after it from
// the front of text, honouring quotes and brackets inside it, and returns
// the block's inside and the rest.
func splitOptions(text string) (block, rest string, err error) {
	depth := 0
	var quote byte
	for i := 0; i < len(text); i++ {
		ch := text[i]
		switch {
		case quote != 0:
			if ch == quote {
				quote = 0
			}
		case ch == '\'' || ch == '"':
			quote = ch
		case ch == '{' || ch == '(':
			depth++
		case ch == '}' || ch == ')':
			depth--
			if depth == 0 {
				if ch != '}' {
					return "", "", fmt.Errorf("the options block has a ) where } belongs")
				}
				after := text[i+1:]
				if !strings.HasPrefix(after, "-") {
					return "", "", fmt.Errorf("the options block must be followed by - and the board")
				}
				return text[1:i], after[1:], nil
			}
		}
	}
	return "", "", fmt.Errorf("the options block {...} is not closed")
}

// parlourOption returns the string value of Parlour's key in the inside
// of an options block ("" if it is not there); other keys are skipped.
func parlourOption(block string) (string, error) {
	var value string
	for len(block) > 0 {
		key, rest, err := quoted(block)
		if err != nil {
			return "", fmt.Errorf("options block: a key must be a quoted name, as 'parlour': %v", err)
		}
		if !strings.HasPrefix(rest, ":") {
			return "", fmt.Errorf("options block: the key %q must be followed by : and a value", key)
		}
		raw, after, err := optionValue(rest[1:])
		if err != nil {
			return "", fmt.Errorf("options block: the value of %q: %v", key, err)
		}
		if key == ParlourKey {
			v, _, err := quoted(raw)
			if err != nil {
				return "", fmt.Errorf("options block: the value of %q must be a quoted string", key)
			}
			value = v
		}
		block = after
		if block != "" {
			if block[0] != ',' {
				return "", fmt.Errorf("options block: entries must be separated by commas")
			}
			block = block[1:]
		}
	}
	return value, nil
}

// quoted reads a string in single or double quotes at the front of s.
func quoted(s string) (value, rest string, err error) {
	if s == "" || (s[0] != '\'' && s[0] != '"') {
		return "", "", fmt.Errorf("no quoted string at %q", clip(s))
	}
	end := strings.IndexByte(s[1:], s[0])
	if end < 0 {
		return "", "", fmt.Errorf("the quote at %q is not closed", clip(s))
	}
	return s[1 : end+1], s[end+2:], nil
}

// optionValue cuts one value (a quoted string, a bracketed tuple or a bare
// word) from the front of s.
func optionValue(s string) (raw, rest string, err error) {
	if s == "" {
		return "", "", fmt.Errorf("it is missing")
	}
	if s[0] == '\'' || s[0] == '"' {
		_, rest, err := quoted(s)
		if err != nil {
			return "", "", err
		}
		return s[:len(s)-len(rest)], rest, nil
	}
	depth := 0
	var quote byte
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case quote != 0:
			if ch == quote {
				quote = 0
			}
		case ch == '\'' || ch == '"':
			quote = ch
		case ch == '(':
			depth++
		case ch == ')':
			depth--
		case ch == ',' && depth == 0:
			return s[:i], s[i:], nil
		}
	}
	if depth != 0 || quote != 0 {
		return "", "", fmt.Errorf("a bracket or quote in %q is not closed", clip(s))
	}
	return s, "", nil
}

// clip shortens s for a message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "…"
	}
	return s
}

// readParlour applies the value of Parlour's key to the board.
func (p *position) readParlour(value string) error {
	if value == "" {
		return nil
	}
	seen := map[string]bool{}
	for _, field := range strings.Split(value, ";") {
		name, val, ok := strings.Cut(field, "=")
		if !ok || seen[name] {
			return fmt.Errorf("%s: %q is not a name=value field (or is repeated)", ParlourKey, field)
		}
		seen[name] = true
		switch name {
		case "returning", "promoted":
			for _, sq := range strings.Split(val, ",") {
				q, err := ParseSquare(sq)
				if err != nil {
					return fmt.Errorf("%s %s: %v", ParlourKey, name, err)
				}
				c := cell(q)
				b := p.board[c]
				switch {
				case name == "returning" && kindOf(b) != Pawn:
					return fmt.Errorf("%s returning: %v holds no pawn", ParlourKey, q)
				case name == "returning":
					p.board[c] |= returning
				case !isMan(b) || kindOf(b) == Pawn || kindOf(b) == King:
					return fmt.Errorf("%s promoted: %v holds no piece a pawn could have become", ParlourKey, q)
				default:
					p.board[c] |= pawnPiece
				}
			}
		case "stalemated":
			c, err := ParseColor(val)
			if err != nil {
				return fmt.Errorf("%s stalemated: %v", ParlourKey, err)
			}
			p.end, p.endWho = releasedStalemate, c
		case "lead":
			if err := p.readLead(val); err != nil {
				return fmt.Errorf("%s lead: %v", ParlourKey, err)
			}
		default:
			return fmt.Errorf("%s: unknown field %q (want returning, promoted, stalemated or lead)", ParlourKey, name)
		}
	}
	return nil
}

// check reports whether a position read from FEN4 makes sense, and marks
// the pawns standing on their partner's king-row as returning.
func (p *position) check() error {
	for _, c := range Colors {
		if n := countKind(p, c, King); n != 1 {
			return fmt.Errorf("%v (seat %c) has %d kings, want 1", c, seatLetters[c], n)
		}
	}
	for _, c := range [2]Color{Black, White} {
		for _, a := range [2]Color{Green, Red} {
			if distance(int(p.kings[c]), int(p.kings[a])) == 1 {
				return fmt.Errorf("the kings of %v and %v stand side by side, which rule 10 forbids", c, a)
			}
		}
	}
	var err error
	for _, c := range Colors {
		p.men[c].each(func(x int) {
			b := p.board[x]
			if kindOf(b) != Pawn || err != nil {
				return
			}
			if adversaryRow(c, x) {
				err = fmt.Errorf("%v's pawn on %v stands on an adversary's back row, where it would have become a piece", c, squareOf[x])
			}
			if partnerRow(c, x) {
				p.board[x] |= returning
			}
		})
	}
	if err != nil {
		return err
	}
	for _, c := range Colors {
		mated := p.inCheck(c) && !p.hasLegalMoveAt(c, 1)
		switch {
		case mated && !p.isDead(c):
			return fmt.Errorf("%v is checkmated, but is not marked eliminated", c)
		case !mated && p.isDead(c):
			return fmt.Errorf("%v is marked eliminated, but is not checkmated", c)
		}
	}
	return nil
}

// countKind counts player c's men of kind k.
func countKind(p *position, c Color, k Kind) int {
	n := 0
	p.men[c].each(func(x int) {
		if kindOf(p.board[x]) == k {
			n++
		}
	})
	return n
}

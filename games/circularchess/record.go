package circularchess

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Record is the record of a game: where it started, the moves played since,
// and how it ended when the moves alone do not say (a resignation or a
// draw agreed).
type Record struct {
	Start State
	Moves []Move
	// Result is "1-0", "0-1" or "1/2-1/2" for a game ended by the players
	// before the rules ended it, and "" otherwise. When the moves end the
	// game, the rules' result stands and Result is not used.
	Result string
}

// NewRecord returns an empty record of a game starting from s.
func NewRecord(s State) Record { return Record{Start: s} }

// States returns the state before each move and after the last: one more
// than the moves. It fails at the first move that is not legal.
func (g Record) States() ([]State, error) {
	out := make([]State, 0, len(g.Moves)+1)
	s := g.Start
	out = append(out, s)
	for i, m := range g.Moves {
		next, err := s.Apply(m)
		if err != nil {
			return out, fmt.Errorf("move %d: %w", i+1, err)
		}
		s = next
		out = append(out, s)
	}
	return out, nil
}

// resultText returns the result to write at the end of the record: the
// rules' result if the moves end the game, else Result, else "*".
func (g Record) resultText(end State) string {
	if o := Outcome(end); o.Status != Ongoing {
		return o.Result()
	}
	if g.Result != "" {
		return g.Result
	}
	return "*"
}

// Text writes the game as a PGN-like record: tag pairs for the rules, the
// starting FEN when it is not the start of the game, and the result; then
// the numbered moves in ring-cell notation and the result, as
//
//	[Rules "modern"]
//	[Result "*"]
//
//	1. b2-b4 g7-g5 2. Nb1-c3 *
func (g Record) Text() (string, error) {
	states, err := g.States()
	if err != nil {
		return "", err
	}
	end := states[len(states)-1]
	result := g.resultText(end)
	var b strings.Builder
	fmt.Fprintf(&b, "[Rules %q]\n", g.Start.rules.String())
	if fresh, _ := NewGame(g.Start.rules); g.Start.FEN() != fresh.FEN() {
		fmt.Fprintf(&b, "[FEN %q]\n", g.Start.FEN())
	}
	fmt.Fprintf(&b, "[Result %q]\n\n", result)
	line := 0
	word := func(w string) {
		if line > 0 && line+1+len(w) > 79 {
			b.WriteByte('\n')
			line = 0
		} else if line > 0 {
			b.WriteByte(' ')
			line++
		}
		b.WriteString(w)
		line += len(w)
	}
	for i, m := range g.Moves {
		s := states[i]
		switch {
		case s.Turn() == White:
			word(strconv.Itoa(s.MoveNumber()) + ". " + s.MoveText(m))
		case i == 0:
			word(strconv.Itoa(s.MoveNumber()) + "... " + s.MoveText(m))
		default:
			word(s.MoveText(m))
		}
	}
	word(result)
	b.WriteByte('\n')
	return b.String(), nil
}

// results are the result tokens of a record.
var results = []string{"1-0", "0-1", "1/2-1/2", "*"}

// ParseRecord reads a record written by Record.Text. Tag pairs other than
// Rules, FEN and Result are allowed and ignored, and so are comments in
// braces; move numbers are optional. Every move must be legal, and a
// result that the rules decide must be the rules' result.
func ParseRecord(text string) (Record, error) {
	tags, body, err := splitTags(text)
	if err != nil {
		return Record{}, err
	}
	if len(tags) == 0 && strings.TrimSpace(body) == "" {
		return Record{}, errors.New("no game found (no tags and no moves)")
	}
	rules := Rules{}
	if v, ok := tags["Rules"]; ok {
		if rules, err = ParseRules(v); err != nil {
			return Record{}, fmt.Errorf("tag Rules: %w", err)
		}
	}
	start, err := NewGame(rules)
	if err != nil {
		return Record{}, err
	}
	if v, ok := tags["FEN"]; ok {
		f := strings.Fields(v)
		if len(f) == 5 {
			v += " " + rules.String()
		}
		if start, err = ParseFEN(v); err != nil {
			return Record{}, fmt.Errorf("tag FEN: %w", err)
		}
		if start.rules != rules && tags["Rules"] != "" {
			return Record{}, fmt.Errorf("tag FEN names the rules %v, tag Rules %v", start.rules, rules)
		}
	}
	g := Record{Start: start}
	s := start
	result := ""
	for _, tok := range strings.Fields(body) {
		if result != "" {
			return Record{}, fmt.Errorf("%q follows the result %s", tok, result)
		}
		if isResult(tok) {
			result = tok
			continue
		}
		if rest, ok := stripMoveNumber(tok); ok {
			if rest == "" {
				continue
			}
			tok = rest
		}
		m, err := ParseMove(s, tok)
		if err != nil {
			return Record{}, fmt.Errorf("move %d: %w", len(g.Moves)+1, err)
		}
		g.Moves = append(g.Moves, m)
		s = s.play(m)
	}
	if tag, ok := tags["Result"]; ok {
		if !isResult(tag) {
			return Record{}, fmt.Errorf("tag Result: %q is not 1-0, 0-1, 1/2-1/2 or *", tag)
		}
		if result != "" && result != tag {
			return Record{}, fmt.Errorf("the record ends %s but its Result tag says %s", result, tag)
		}
		result = tag
	}
	if o := Outcome(s); o.Status != Ongoing {
		if result != "" && result != "*" && result != o.Result() {
			return Record{}, fmt.Errorf("the record gives %s, but the moves end the game %s (%v)", result, o.Result(), o)
		}
		return g, nil
	}
	if result != "*" {
		g.Result = result
	}
	return g, nil
}

func isResult(tok string) bool {
	for _, r := range results {
		if tok == r {
			return true
		}
	}
	return false
}

// stripMoveNumber removes a move number such as "12." or "12..." from the
// front of tok; ok is false if there is none.
func stripMoveNumber(tok string) (rest string, ok bool) {
	i := 0
	for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
		i++
	}
	if i == 0 || i == len(tok) || tok[i] != '.' {
		return tok, false
	}
	return strings.TrimLeft(tok[i:], "."), true
}

// splitTags reads the tag pairs at the head of a record, drops comments,
// and returns the tags and the move text.
func splitTags(text string) (map[string]string, string, error) {
	tags := map[string]string{}
	var body strings.Builder
	for i := 0; i < len(text); i++ {
		switch ch := text[i]; ch {
		case '{':
			end := strings.IndexByte(text[i:], '}')
			if end < 0 {
				return nil, "", errors.New("a comment opened with { is never closed")
			}
			i += end
			body.WriteByte(' ')
		case '[':
			end := strings.IndexByte(text[i:], ']')
			if end < 0 {
				return nil, "", errors.New("a tag opened with [ is never closed")
			}
			name, value, err := readTag(text[i+1 : i+end])
			if err != nil {
				return nil, "", err
			}
			if _, dup := tags[name]; dup {
				return nil, "", fmt.Errorf("tag %s is given twice", name)
			}
			tags[name] = value
			i += end
			body.WriteByte(' ')
		default:
			body.WriteByte(ch)
		}
	}
	return tags, body.String(), nil
}

// readTag reads `Name "value"`.
func readTag(inner string) (name, value string, err error) {
	name, quoted, ok := strings.Cut(strings.TrimSpace(inner), " ")
	quoted = strings.TrimSpace(quoted)
	if !ok || name == "" || len(quoted) < 2 || quoted[0] != '"' || quoted[len(quoted)-1] != '"' {
		return "", "", fmt.Errorf("tag [%s]: write a tag as [Name \"value\"]", inner)
	}
	value, err = strconv.Unquote(quoted)
	if err != nil {
		return "", "", fmt.Errorf("tag [%s]: the value is not a quoted string", inner)
	}
	return name, value, nil
}

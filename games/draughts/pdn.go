package draughts

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Record is a whole game as a PDN file holds it: tags, the starting
// position, the moves and the result.
//
// The tags that set up the game are read into Start rather than kept in
// Tags: GameType (21 English, 20 international), FEN, and this program's
// own Variant ("Losing"), Huffing ("Yes") and DrawRules ("Victorian").
// Result is kept in Result. Every other tag is kept in Tags, in file order.
type Record struct {
	Tags   []Tag
	Start  State
	Moves  []Move
	Huffs  []Huff
	Result string // "1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0" or "*"
}

// Tag is one PDN tag pair, such as Event "Casual game".
type Tag struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Huff records a huff in a game: before move number Before (an index into
// Moves; len(Moves) for after the last move) the side to move huffed the
// piece on Square. PDN has no notation for it; this program writes it as
// the comment "{huff 14}" before the move and reads it back, and other
// programs skip it as a comment.
type Huff struct {
	Before int `json:"before"`
	Square int `json:"square"`
}

// The PDN game types this package plays.
const (
	gameTypeInternational = 20
	gameTypeEnglish       = 21
)

var resultTokens = map[string]bool{
	"1-0": true, "0-1": true, "1/2-1/2": true, "2-0": true, "0-2": true, "1-1": true, "0-0": true, "*": true,
}

// ParsePDN reads the first game of a PDN text.
func ParsePDN(text string) (Record, error) {
	games, err := parseGames(text, 1)
	if err != nil {
		return Record{}, err
	}
	return games[0], nil
}

// parsePDNGames reads every game of a PDN text.
func parsePDNGames(text string) ([]Record, error) { return parseGames(text, -1) }

func parseGames(text string, limit int) ([]Record, error) {
	lx := &lexer{src: text}
	var games []Record
	for limit < 0 || len(games) < limit {
		g, ok, err := readGame(lx)
		if err != nil {
			return nil, fmt.Errorf("PDN, game %d: %w", len(games)+1, err)
		}
		if !ok {
			break
		}
		games = append(games, g)
	}
	if len(games) == 0 {
		return nil, errors.New("PDN: no game found")
	}
	return games, nil
}

// readGame reads one game; ok is false at the end of the text.
func readGame(lx *lexer) (g Record, ok bool, err error) {
	var tags []Tag
	for {
		t, err := lx.peek()
		if err != nil {
			return g, false, err
		}
		if t.kind != tokTag {
			break
		}
		lx.next()
		tags = append(tags, Tag{Name: t.name, Value: t.text})
	}
	if t, _ := lx.peek(); t.kind == tokEOF && len(tags) == 0 {
		return g, false, nil
	}
	start, rest, result, err := setUp(tags)
	if err != nil {
		return g, false, err
	}
	g.Tags, g.Start, g.Result = rest, start, result
	s := start
	for {
		t, err := lx.next()
		if err != nil {
			return g, false, err
		}
		switch t.kind {
		case tokEOF, tokTag:
			if t.kind == tokTag {
				lx.unread(t)
			}
			if g.Result == "" {
				g.Result = "*"
			}
			return g, true, nil
		case tokResult:
			g.Result = t.text
			return g, true, nil
		case tokHuff:
			next, err := s.Huff(t.square)
			if err != nil {
				return g, false, fmt.Errorf("huff %d before move %d: %w", t.square, s.moveNo, err)
			}
			g.Huffs = append(g.Huffs, Huff{Before: len(g.Moves), Square: t.square})
			s = next
		case tokMove:
			m, err := ParseMove(s, t.text)
			if err != nil {
				return g, false, fmt.Errorf("move %d (%s): %w", s.moveNo, t.text, err)
			}
			if s, err = s.Apply(m); err != nil {
				return g, false, fmt.Errorf("move %d (%s): %w", s.moveNo, t.text, err)
			}
			g.Moves = append(g.Moves, m)
		}
	}
}

// setUp builds the starting state from the tags that describe the game, and
// returns the other tags and the Result tag's value.
func setUp(tags []Tag) (State, []Tag, string, error) {
	var r Rules
	var rest []Tag
	fen, result := "", ""
	gameType := 0
	variantTag := ""
	for _, t := range tags {
		switch t.Name {
		case "GameType":
			n, err := strconv.Atoi(strings.TrimSpace(strings.SplitN(t.Value, ",", 2)[0]))
			if err != nil {
				return State{}, nil, "", fmt.Errorf("GameType %q is not a number", t.Value)
			}
			if n != gameTypeEnglish && n != gameTypeInternational {
				return State{}, nil, "", fmt.Errorf("GameType %d is not played here (21 is English draughts, 20 international)", n)
			}
			gameType = n
		case "Variant":
			variantTag = t.Value
		case "Huffing":
			switch strings.ToLower(strings.TrimSpace(t.Value)) {
			case "yes", "true", "1":
				r.Huffing = true
			case "no", "false", "0", "":
			default:
				return State{}, nil, "", fmt.Errorf("Huffing %q should be Yes or No", t.Value)
			}
		case "DrawRules":
			if err := r.Draws.UnmarshalText([]byte(strings.ToLower(strings.TrimSpace(t.Value)))); err != nil {
				return State{}, nil, "", err
			}
		case "FEN":
			fen = t.Value
		case "Result":
			result = strings.TrimSpace(t.Value)
			if !resultTokens[result] {
				return State{}, nil, "", fmt.Errorf("result %q is not a PDN result", t.Value)
			}
		default:
			rest = append(rest, t)
		}
	}
	switch strings.ToLower(strings.TrimSpace(variantTag)) {
	case "":
		if gameType == gameTypeInternational {
			r.Variant = Polish
		}
	case "losing":
		if gameType == gameTypeInternational {
			return State{}, nil, "", errors.New(`the Losing game is played on the 8×8 board, not with GameType 20`)
		}
		r.Variant = Losing
	case "english":
		if gameType == gameTypeInternational {
			return State{}, nil, "", errors.New("Variant English does not fit GameType 20")
		}
	case "polish", "international":
		if gameType == gameTypeEnglish {
			return State{}, nil, "", fmt.Errorf("Variant %s does not fit GameType 21", variantTag)
		}
		r.Variant = Polish
	default:
		return State{}, nil, "", fmt.Errorf("Variant %q is not played here (English, Losing or Polish)", variantTag)
	}
	if err := r.Validate(); err != nil {
		return State{}, nil, "", err
	}
	if fen == "" {
		s, err := NewGame(r)
		return s, rest, result, err
	}
	s, err := ParseFEN(fen, r)
	return s, rest, result, err
}

// Final replays the game and returns the state after the last move.
func (g Record) Final() (State, error) {
	s := g.Start
	h := 0
	for i := 0; i <= len(g.Moves); i++ {
		for ; h < len(g.Huffs) && g.Huffs[h].Before == i; h++ {
			var err error
			if s, err = s.Huff(g.Huffs[h].Square); err != nil {
				return s, fmt.Errorf("huff %d before move %d: %w", g.Huffs[h].Square, i+1, err)
			}
		}
		if i == len(g.Moves) {
			break
		}
		var err error
		if s, err = s.Apply(g.Moves[i]); err != nil {
			return s, fmt.Errorf("move %s: %w", g.Moves[i], err)
		}
	}
	return s, nil
}

// PDN writes the game: its tags, the tags that describe the rules and the
// starting position (FEN only when the game does not start from the
// opening), and the moves, numbered, with the short move form unless
// another legal capture shares the same start and end.
func (g Record) PDN() (string, error) {
	var b strings.Builder
	tag := func(name, value string) {
		value = strings.ReplaceAll(value, `\`, `\\`)
		value = strings.ReplaceAll(value, `"`, `\"`)
		fmt.Fprintf(&b, "[%s \"%s\"]\n", name, value)
	}
	for _, t := range g.Tags {
		if !validTagName(t.Name) {
			return "", fmt.Errorf("%q is not a PDN tag name", t.Name)
		}
		tag(t.Name, t.Value)
	}
	result := g.Result
	if result == "" {
		result = "*"
	}
	if !resultTokens[result] {
		return "", fmt.Errorf("%q is not a PDN result", result)
	}
	tag("Result", result)
	r := g.Start.rules
	if r.Variant == Polish {
		tag("GameType", strconv.Itoa(gameTypeInternational))
	} else {
		tag("GameType", strconv.Itoa(gameTypeEnglish))
	}
	if r.Variant == Losing {
		tag("Variant", "Losing")
	}
	if r.Huffing {
		tag("Huffing", "Yes")
	}
	if r.Variant != Polish && r.Draws == Victorian {
		tag("DrawRules", "Victorian")
	}
	if opening, _ := NewGame(r); opening.FEN() != g.Start.FEN() || g.Start.moveNo != 1 {
		tag("FEN", g.Start.FEN())
	}
	b.WriteString("\n")
	var words []string
	s := g.Start
	h := 0
	first := r.Variant.FirstToMove()
	for i := 0; i <= len(g.Moves); i++ {
		for ; h < len(g.Huffs) && g.Huffs[h].Before == i; h++ {
			words = append(words, fmt.Sprintf("{huff %d}", g.Huffs[h].Square))
			var err error
			if s, err = s.Huff(g.Huffs[h].Square); err != nil {
				return "", fmt.Errorf("huff %d before move %d: %w", g.Huffs[h].Square, i+1, err)
			}
		}
		if i == len(g.Moves) {
			break
		}
		m := g.Moves[i]
		switch {
		case s.pos.side == first:
			words = append(words, strconv.Itoa(s.moveNo)+".")
		case i == 0:
			words = append(words, strconv.Itoa(s.moveNo)+"...")
		}
		next, err := s.Apply(m)
		if err != nil {
			return "", fmt.Errorf("move %d (%s): %w", s.moveNo, m, err)
		}
		words = append(words, s.MoveText(m))
		s = next
	}
	words = append(words, result)
	line := 0
	for i, w := range words {
		if i > 0 {
			if line+1+len(w) > 79 {
				b.WriteString("\n")
				line = 0
			} else {
				b.WriteString(" ")
				line++
			}
		}
		b.WriteString(w)
		line += len(w)
	}
	b.WriteString("\n")
	return b.String(), nil
}

func validTagName(name string) bool {
	if name == "" || name[0] < 'A' || name[0] > 'Z' {
		return false
	}
	for _, r := range name {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

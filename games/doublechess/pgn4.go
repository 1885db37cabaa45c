package doublechess

import (
	"fmt"
	"strconv"
	"strings"
)

// Tag is one PGN4 tag pair, such as [Event "Club night"].
type Tag struct {
	Name, Value string
}

// Record is a game on record: its tags, the state it started from and every
// quarter-move played, passes included.
type Record struct {
	Tags  []Tag
	Start State
	Moves []Move
	// GivenUp marks a game given up after its last move, and so drawn
	// (rule 14).
	GivenUp bool
	// Declared marks a game declared drawn after its last move in the
	// ending of two pieces (see State.DeclareDrawn).
	Declared bool
	// Comments are notes on the moves, by index in Moves (a coach's
	// remarks): PGN4 writes each in braces after its move. A brace in a
	// note is written as a parenthesis, a line break as a space.
	Comments map[int]string
}

// Final replays the moves from the start and returns the state reached.
// It returns a *MoveError for the first move that is not legal.
func (g Record) Final() (State, error) {
	s := g.Start
	for i, m := range g.Moves {
		next, err := s.Apply(m)
		if err != nil {
			return s, &MoveError{Index: i, Round: s.Round(), Player: s.Turn(), Text: m.String(), Err: err}
		}
		s = next
	}
	switch {
	case g.Declared && s.Declared():
		// Declared before any move: the start is the declared state.
	case g.Declared:
		d, err := s.DeclareDrawn()
		if err != nil {
			return s, err
		}
		s = d
	case g.GivenUp:
		s = s.GiveUp()
	}
	return s, nil
}

// Tag returns the value of the named tag, or "".
func (g Record) Tag(name string) string {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// MoveError is a move of a record that is not legal, or not a move.
type MoveError struct {
	Index  int    // the quarter-move's index in Record.Moves, from 0
	Round  int    // the round it was to be played in
	Player Color  // the player to move
	Text   string // the move as written
	Err    error  // why it is not legal
}

// Error says where the move stood and why it is not legal.
func (e *MoveError) Error() string {
	return fmt.Sprintf("round %d, %v: %s: %v", e.Round, e.Player, e.Text, e.Err)
}

// Unwrap returns why the move is not legal.
func (e *MoveError) Unwrap() error { return e.Err }

// PGN4 writes the game as PGN4: the tags (with Variant, StartFen4 when
// the game did not start from the array with Black to move, and Result
// and Termination when it is over), then the rounds, one a line, the
// quarter-moves in long algebraic notation separated by "..". Passes are
// left out, as chess.com leaves out the turns of players who are out; a
// reader knows them from the position. It fails if a move is not legal.
func (g Record) PGN4() (string, error) {
	final, err := g.Final()
	if err != nil {
		return "", err
	}
	v := Outcome(final)
	var sb strings.Builder
	written := map[string]bool{}
	tag := func(name, value string) {
		if !written[name] {
			fmt.Fprintf(&sb, "[%s %q]\n", name, value)
			written[name] = true
		}
	}
	for _, t := range g.Tags {
		switch t.Name {
		case "Result", "Termination", "StartFen4", "Variant":
		default:
			tag(t.Name, t.Value)
		}
	}
	tag("Variant", "Double Chess")
	if fresh, _ := NewGame(Rules{}); g.Start.pos != fresh.pos {
		tag("StartFen4", g.Start.FEN4())
	}
	tag("Result", v.Result())
	if v.Status != Ongoing {
		tag("Termination", v.Reason)
	}
	sb.WriteByte('\n')
	s := g.Start
	var line []string
	flush := func(round int) {
		if len(line) > 0 {
			fmt.Fprintf(&sb, "%d. %s\n", round, strings.Join(line, " .. "))
			line = line[:0]
		}
	}
	for i, m := range g.Moves {
		round := s.Round()
		if !m.Pass {
			text := s.MoveText(m)
			if c, ok := g.Comments[i]; ok {
				text += " {" + commentText(c) + "}"
			}
			line = append(line, text)
		}
		s, _ = s.Apply(m)
		if s.Round() != round {
			flush(round)
		}
	}
	flush(s.Round())
	if v.Status != Ongoing {
		sb.WriteString(v.Result() + "\n")
	}
	return sb.String(), nil
}

// commentText is a note as a PGN4 comment holds it: no braces, one line.
func commentText(c string) string {
	return strings.NewReplacer("{", "(", "}", ")", "\r\n", " ", "\n", " ", "\r", " ").Replace(strings.TrimSpace(c))
}

// ParsePGN4 reads a game written in PGN4 under rules r: the tags, a
// StartFen4 if there is one (the player to move in it is taken as the
// first; without one, Black moves first, whatever r.First), and the
// moves. Move numbers, the ".." between quarter-moves,
// comments in braces or after ";", variations in brackets, "$n"
// annotations and a closing result are skipped; a player who must pass
// passes without a word. A game that goes on after its last move but has
// the Result "1/2-1/2", or ends with "R" (chess.com's resignation), was
// given up, or declared drawn when its Termination says so and two pieces
// of one side are left. A move that is not legal is reported as a *MoveError.
func ParsePGN4(text string, r Rules) (Record, error) {
	var g Record
	tags, body, err := splitTags(text)
	if err != nil {
		return g, err
	}
	g.Tags = tags
	if start := g.Tag("StartFen4"); start != "" {
		st, err := ParseFEN4(start, r)
		if err != nil {
			return g, fmt.Errorf("StartFen4: %w", err)
		}
		r.First = st.Turn()
		st.rules = r
		g.Start = st
	} else {
		// Without StartFen4 the game began from the array with Black to
		// move (PGN4 writes the tag otherwise), whoever moves first at
		// the table reading it.
		r.First = Black
		if g.Start, err = NewGame(r); err != nil {
			return g, err
		}
	}
	tokens, err := movetext(body)
	if err != nil {
		return g, err
	}
	s := g.Start
	for _, tok := range tokens {
		if isResult(tok) {
			continue
		}
		for Outcome(s).Status == Ongoing {
			legal := Legal(s)
			if len(legal) != 1 || !legal[0].Pass {
				break
			}
			g.Moves = append(g.Moves, PassMove)
			s, _ = s.Apply(PassMove)
		}
		if tok == "R" {
			g.GivenUp = true
			break
		}
		m, err := ParseMove(s, tok)
		if err == nil {
			var next State
			if next, err = s.Apply(m); err == nil {
				g.Moves = append(g.Moves, m)
				s = next
				continue
			}
		}
		return g, &MoveError{Index: len(g.Moves), Round: s.Round(), Player: s.Turn(), Text: tok, Err: err}
	}
	if g.Tag("Result") == "1/2-1/2" && Outcome(s).Status == Ongoing {
		_, ending := s.TwoPieceEnding()
		g.Declared = ending && isDeclaredReason(g.Tag("Termination"))
		g.GivenUp = !g.Declared
	}
	return g, nil
}

func isResult(tok string) bool {
	return tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" || tok == "*"
}

// splitTags reads the tag pairs at the head of a PGN4 text and returns
// them with the movetext after them.
func splitTags(text string) ([]Tag, string, error) {
	var tags []Tag
	rest := strings.TrimLeft(text, " \t\r\n\ufeff")
	for strings.HasPrefix(rest, "[") {
		end := strings.IndexByte(rest, '\n')
		if end < 0 {
			end = len(rest)
		}
		line := strings.TrimSpace(rest[:end])
		rest = strings.TrimLeft(rest[end:], " \t\r\n")
		if !strings.HasSuffix(line, "]") {
			return nil, "", fmt.Errorf("the tag line %q does not end with ]", clip(line))
		}
		name, value, ok := strings.Cut(line[1:len(line)-1], " ")
		value = strings.TrimSpace(value)
		if !ok || name == "" || len(value) < 2 || value[0] != '"' || value[len(value)-1] != '"' {
			return nil, "", fmt.Errorf("the tag line %q is not [Name \"value\"]", clip(line))
		}
		unq, err := strconv.Unquote(value)
		if err != nil {
			unq = value[1 : len(value)-1]
		}
		tags = append(tags, Tag{name, unq})
	}
	return tags, rest, nil
}

// movetext splits PGN4 movetext into move tokens (and results), leaving
// out move numbers, separators, comments, variations and annotations.
func movetext(body string) ([]string, error) {
	var out []string
	depth := 0
	for i := 0; i < len(body); {
		ch := body[i]
		switch {
		case ch == '{':
			end := strings.IndexByte(body[i:], '}')
			if end < 0 {
				return nil, fmt.Errorf("a comment { is not closed")
			}
			i += end + 1
			continue
		case ch == ';':
			end := strings.IndexByte(body[i:], '\n')
			if end < 0 {
				end = len(body) - i
			}
			i += end
			continue
		case ch == '(':
			depth++
			i++
			continue
		case ch == ')':
			if depth == 0 {
				return nil, fmt.Errorf("a ) closes no variation")
			}
			depth--
			i++
			continue
		case ch == '}':
			return nil, fmt.Errorf("a } closes no comment")
		case ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n':
			i++
			continue
		}
		j := i
		for j < len(body) && !strings.ContainsRune(" \t\r\n{}();", rune(body[j])) {
			j++
		}
		tok := body[i:j]
		i = j
		if depth > 0 {
			continue
		}
		if isResult(tok) {
			out = append(out, tok)
			continue
		}
		// A move number ("12." or "12..."), then the ".." between moves.
		if d := strings.TrimLeft(tok, "0123456789"); len(d) < len(tok) && (d == "" || d[0] == '.') {
			tok = d
		}
		tok = strings.TrimLeft(tok, ".")
		if tok == "" || tok[0] == '$' {
			continue
		}
		out = append(out, tok)
	}
	if depth != 0 {
		return nil, fmt.Errorf("a variation ( is not closed")
	}
	return out, nil
}

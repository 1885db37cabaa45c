package draughts

import (
	"bytes"
	"compress/flate"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"sync"
	"sync/atomic"
)

//go:generate sh -c "go run ./internal/egdbgen > egdb.bin.tmp && mv egdb.bin.tmp egdb.bin"

// EndgameDB is an endgame database of English draughts: for every position
// with few enough pieces, whether the side to move wins, loses or draws
// with best play, and in how many plies a win or loss comes. It is made by
// retrograde analysis ([BuildEndgameDB]) and the one built into the
// program ([Endgames]) holds every position of four pieces or fewer and
// every position of five kings.
//
// The values are those of the game itself, with capture compulsory: the
// draw rules (repetition, the move counts) are not part of them.
type EndgameDB struct {
	pieces int  // every position with at most this many pieces
	kings5 bool // and every position of five kings
	tables map[egClass]*egTable
}

// EndgameResult is the value of a position for the side to move.
type EndgameResult uint8

// The three values.
const (
	EndgameDraw EndgameResult = iota
	EndgameWin
	EndgameLoss
)

// String returns "win", "loss" or "draw".
func (r EndgameResult) String() string {
	switch r {
	case EndgameWin:
		return "win"
	case EndgameLoss:
		return "loss"
	}
	return "draw"
}

// EndgameValue is what the database says of a position.
type EndgameValue struct {
	// Result is the value for the side to move.
	Result EndgameResult
	// Plies is how many single moves the game lasts with best play, the
	// winner hastening and the loser delaying the end; 0 for a draw.
	Plies int
}

// BuildEndgameDB solves every position with at most pieces pieces (2 to 4)
// and, if kings5, every position of five kings.
func BuildEndgameDB(pieces int, kings5 bool) (*EndgameDB, error) {
	if pieces < 2 || pieces > 4 {
		return nil, fmt.Errorf("endgame database: %d pieces: this builder makes databases of 2 to 4 pieces", pieces)
	}
	tables, err := egBuild(egClasses(pieces, kings5))
	if err != nil {
		return nil, err
	}
	db := &EndgameDB{pieces: pieces, kings5: kings5, tables: make(map[egClass]*egTable, len(tables))}
	for c, values := range tables {
		db.tables[c] = &egTable{class: c, solved: values}
	}
	return db, nil
}

// Covers reports whether the database holds the position of s. It holds
// only English draughts with capture compulsory.
func (db *EndgameDB) Covers(s State) bool {
	return s.rules.Variant == English && !s.rules.Huffing && db.covers(&s.pos)
}

func (db *EndgameDB) covers(p *position) bool {
	if db == nil || p.pieces[Black] == 0 || p.pieces[White] == 0 {
		return false
	}
	n := bits.OnesCount64(p.occupied())
	return n <= db.pieces || db.kings5 && n == 5 && p.kings == p.occupied()
}

// Probe returns the value of the position of s; ok is false when the
// database does not hold it (see Covers).
func (db *EndgameDB) Probe(s State) (v EndgameValue, ok bool) {
	if !db.Covers(s) {
		return EndgameValue{}, false
	}
	return db.probe(&s.pos), true
}

// probe is Probe for a position the database covers.
func (db *EndgameDB) probe(p *position) EndgameValue { return db.probeWith(p, nil) }

// probeWith is probe with room for the captures it lists, so that a
// search that keeps the room does not allocate.
func (db *EndgameDB) probeWith(p *position, room []move) EndgameValue {
	q := *p
	if q.side == White {
		q = q.flipped()
	}
	if mustCapture(&q) {
		return db.captureValue(&q, room)
	}
	c := classOf(&q)
	return entryValue(db.tables[c].value(readIndex(&q, c)))
}

// entryValue is the value an entry holds (see egdb_build.go).
func entryValue(e byte) EndgameValue {
	switch {
	case e == 0:
		return EndgameValue{}
	case (e-1)%2 == 1:
		return EndgameValue{Result: EndgameWin, Plies: int(e) - 1}
	}
	return EndgameValue{Result: EndgameLoss, Plies: int(e) - 1}
}

// fromBefore is the value of the position before the move that led to one
// of value v, for the side that made it.
func (v EndgameValue) fromBefore() EndgameValue {
	switch v.Result {
	case EndgameWin:
		return EndgameValue{Result: EndgameLoss, Plies: v.Plies + 1}
	case EndgameLoss:
		return EndgameValue{Result: EndgameWin, Plies: v.Plies + 1}
	}
	return EndgameValue{}
}

// mustCapture reports whether the side to move in p has a capture, which
// the English game makes compulsory.
func mustCapture(p *position) bool {
	own, opp := uint32(p.pieces[p.side]), uint32(p.pieces[p.side^1])
	return jumpers8(own, own&uint32(p.kings), opp, ^(own|opp), p.side) != 0
}

// captureValue is the value of p, whose side to move must capture, worked
// out from the positions its captures lead to. They have fewer pieces, so
// the database holds them; it does not store p itself (see stored).
func (db *EndgameDB) captureValue(p *position, room []move) EndgameValue {
	captures := gen8(p, room[:0], true)
	rest := captures[len(captures):] // room for the probes of the captures
	best, bestScore := EndgameValue{}, -1<<30
	for _, m := range captures {
		next := p.play(m, crownRow(p, English))
		v := EndgameValue{Result: EndgameWin, Plies: 1} // the last piece taken
		if next.pieces[next.side] != 0 {
			v = db.probeWith(&next, rest).fromBefore()
		}
		if score := endgameScore(v); score > bestScore {
			best, bestScore = v, score
		}
	}
	return best
}

// Best returns a move of s that keeps the value the database gives it: for
// a win the quickest, for a loss the slowest, for a draw one that stays
// drawn. ok is false when the database does not hold the position or the
// game is over.
func (db *EndgameDB) Best(s State) (m Move, v EndgameValue, ok bool) {
	v, ok = db.Probe(s)
	if !ok || Outcome(s).Status != Ongoing {
		return Move{}, v, false
	}
	bestScore := -1 << 30
	for _, mv := range generate(&s.pos, s.rules, nil) {
		next := s.pos.play(mv, crownRow(&s.pos, s.rules.Variant))
		score := 0
		switch {
		case next.pieces[next.side] == 0:
			score = winScore - 1 // the last piece taken
		case db.covers(&next):
			score = -endgameScore(db.probe(&next))
		}
		if score > bestScore {
			bestScore, m = score, s.public(mv)
		}
	}
	return m, v, true
}

// endgameScore orders values for the side to move: wins above draws above
// losses, quicker wins and slower losses first.
func endgameScore(v EndgameValue) int {
	switch v.Result {
	case EndgameWin:
		return winScore - v.Plies
	case EndgameLoss:
		return -(winScore - v.Plies)
	}
	return 0
}

// The stored form: a header, then each class in the order egClasses
// gives, as its blocks (see storedBlocks) in order, each its length
// compressed (a uvarint) and its entries compressed with DEFLATE. Each
// block is a stream of its own so that a probe unpacks only the block it
// reads (egdb_store.go).
const egMagic = "parlour-draughts-egdb-5\n"

// MarshalBinary writes a database that BuildEndgameDB solved in its stored
// form.
func (db *EndgameDB) MarshalBinary() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(egMagic)
	buf.WriteByte(byte(db.pieces))
	buf.WriteByte(byte(boolInt(db.kings5)))
	var packed bytes.Buffer
	w, err := flate.NewWriter(&packed, flate.BestCompression)
	if err != nil {
		return nil, err
	}
	for _, c := range egClasses(db.pieces, db.kings5) {
		solved := db.tables[c].solved
		if solved == nil {
			return nil, errors.New("endgame database: only a database this program solved can be written")
		}
		for _, block := range storedBlocks(c, solved) {
			packed.Reset()
			w.Reset(&packed)
			if _, err := w.Write(block); err != nil {
				return nil, err
			}
			if err := w.Close(); err != nil {
				return nil, err
			}
			buf.Write(binary.AppendUvarint(nil, uint64(packed.Len())))
			buf.Write(packed.Bytes())
		}
	}
	return buf.Bytes(), nil
}

// loadEndgameDB reads a database written by MarshalBinary. It checks the
// header and the blocks' lengths; each block is unpacked when a probe
// first reads it.
func loadEndgameDB(data []byte) (*EndgameDB, error) {
	head := len(egMagic) + 2
	if len(data) < head || string(data[:len(egMagic)]) != egMagic {
		return nil, errors.New("endgame database: not a Parlour draughts endgame database")
	}
	db := &EndgameDB{pieces: int(data[len(egMagic)]), kings5: data[len(egMagic)+1] == 1}
	if db.pieces < 2 || db.pieces > 4 {
		return nil, fmt.Errorf("endgame database: %d pieces is not a size this program makes", db.pieces)
	}
	classes := egClasses(db.pieces, db.kings5)
	db.tables = make(map[egClass]*egTable, len(classes))
	cache := new(egCache)
	rest := data[head:]
	for _, c := range classes {
		n := (c.size() + egBlockSize - 1) / egBlockSize
		t := &egTable{class: c, blocks: make([][]byte, n), cache: cache, unpacked: make([]atomic.Pointer[egBlock], n)}
		for b := range t.blocks {
			size, k := binary.Uvarint(rest)
			if k <= 0 || size > uint64(len(rest)-k) {
				return nil, fmt.Errorf("endgame database: class %v is cut short", c)
			}
			t.blocks[b] = rest[k : k+int(size)]
			rest = rest[k+int(size):]
		}
		db.tables[c] = t
	}
	if len(rest) != 0 {
		return nil, errors.New("endgame database: longer than its classes")
	}
	return db, nil
}

//go:embed egdb.bin
var egdbData []byte

var (
	endgamesOnce sync.Once
	endgames     *EndgameDB
)

// Endgames returns the database built into the program. Its header is read
// on first use, and each block of entries when a probe first reads it.
func Endgames() *EndgameDB {
	endgamesOnce.Do(func() {
		db, err := loadEndgameDB(egdbData)
		if err != nil {
			panic("draughts: the built-in endgame database is damaged: " + err.Error())
		}
		endgames = db
	})
	return endgames
}

// probeEndgame is the built-in database's value of the position of s; ok
// is false when it does not hold the position.
func probeEndgame(s State) (EndgameValue, bool) { return Endgames().Probe(s) }

// Positions is the number of positions the database holds, with Black to
// move (each stands for its twin with White to move too).
func (db *EndgameDB) Positions() int {
	n := 0
	for c := range db.tables {
		for i := range c.size() {
			if _, ok := egPosition(i, c); ok {
				n++
			}
		}
	}
	return n
}

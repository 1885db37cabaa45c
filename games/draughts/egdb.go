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
// with best play, and for most of them in how many plies a win or loss
// comes. It is made by retrograde analysis ([BuildEndgameDB]); the one
// built into the program ([Endgames]) holds what [BuiltIn] says.
//
// The values are those of the game itself, with capture compulsory: the
// draw rules (repetition, the move counts) are not part of them.
type EndgameDB struct {
	spec   EndgameSpec
	tables map[egClass]*egTable
	// counted is the counted part, made once (see Counted).
	counted     *EndgameDB
	countedOnce sync.Once
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
	// winner hastening and the loser delaying the end, when Counted.
	Plies int
	// Counted: the database holds the plies to the end of this win or
	// loss. It does not for the positions it holds as results alone.
	Counted bool
}

// BuildEndgameDB solves every position the spec names.
func BuildEndgameDB(sp EndgameSpec) (*EndgameDB, error) {
	if err := sp.check(); err != nil {
		return nil, err
	}
	tables, err := egBuild(egClasses(sp))
	if err != nil {
		return nil, err
	}
	db := &EndgameDB{spec: sp, tables: make(map[egClass]*egTable, len(tables))}
	for c, values := range tables {
		db.tables[c] = &egTable{class: c, solved: values, results: !sp.countsClass(c)}
	}
	return db, nil
}

// Counted is the part of db that holds the plies to the end: without the
// positions it holds as results alone. It shares db's entries.
func (db *EndgameDB) Counted() *EndgameDB {
	if db.spec.ResultPieces == 0 && db.spec.ResultKings == 0 {
		return db
	}
	db.countedOnce.Do(func() {
		part := &EndgameDB{spec: db.spec.counted(), tables: make(map[egClass]*egTable)}
		for c, t := range db.tables {
			if part.spec.holdsClass(c) {
				part.tables[c] = t
			}
		}
		db.counted = part
	})
	return db.counted
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
	return db.spec.holds(bits.OnesCount64(p.occupied()), p.kings == p.occupied())
}

// counts reports whether the database holds the plies to the end of p,
// which it covers, not its result alone.
func (db *EndgameDB) counts(p *position) bool {
	return db.spec.counts(bits.OnesCount64(p.occupied()), p.kings == p.occupied())
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
func (db *EndgameDB) probe(p *position) EndgameValue { return db.probeWith(p, nil, nil) }

// probeWith is probe with room for the captures it lists and the
// search's own cache (both may be nil), so that a search that keeps them
// does not allocate.
func (db *EndgameDB) probeWith(p *position, room []move, local *egLocal) EndgameValue {
	q := *p
	if q.side == White {
		q = q.flipped()
	}
	if mustCapture(&q) {
		return db.captureValue(&q, room, local)
	}
	c := classOf(&q)
	return db.tables[c].value(readIndex(&q, c), local)
}

// entryValue is the value an entry of the plies to the end holds (see
// egdb_build.go).
func entryValue(e byte) EndgameValue {
	switch {
	case e == 0:
		return EndgameValue{}
	case (e-1)%2 == 1:
		return EndgameValue{Result: EndgameWin, Plies: int(e) - 1, Counted: true}
	}
	return EndgameValue{Result: EndgameLoss, Plies: int(e) - 1, Counted: true}
}

// fromBefore is the value of the position before the move that led to one
// of value v, for the side that made it.
func (v EndgameValue) fromBefore() EndgameValue {
	if v.Counted {
		v.Plies++
	}
	switch v.Result {
	case EndgameWin:
		v.Result = EndgameLoss
	case EndgameLoss:
		v.Result = EndgameWin
	}
	return v
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
func (db *EndgameDB) captureValue(p *position, room []move, local *egLocal) EndgameValue {
	captures := gen8(p, room[:0], true)
	rest := captures[len(captures):] // room for the probes of the captures
	best, bestScore := EndgameValue{}, -1<<30
	for _, m := range captures {
		next := p.play(m, crownRow(p, English))
		v := EndgameValue{Result: EndgameWin, Plies: 1, Counted: true} // the last piece taken
		if next.pieces[next.side] != 0 {
			v = db.probeWith(&next, rest, local).fromBefore()
		}
		if score := endgameScore(v); score > bestScore {
			best, bestScore = v, score
		}
	}
	return best
}

// Best returns a move of s that keeps the value the database gives it: for
// a win the quickest, for a loss the slowest, for a draw one that stays
// drawn. Of the moves to positions held as results alone, it prefers the
// one the evaluation thinks best. ok is false when the database does not
// hold the position or the game is over.
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
			score = -endgameEval(db.probe(&next), &next, s.rules, 0)
		}
		if score > bestScore {
			bestScore, m = score, s.public(mv)
		}
	}
	return m, v, true
}

// endgameScore orders values for the side to move: wins above draws above
// losses, quicker wins and slower losses first, and a win without its
// plies below every counted one.
func endgameScore(v EndgameValue) int {
	plies := v.Plies
	if !v.Counted {
		plies = egMaxPlies + 1
	}
	switch v.Result {
	case EndgameWin:
		return winScore - plies
	case EndgameLoss:
		return -(winScore - plies)
	}
	return 0
}

// The stored form: a header (the spec's four numbers, then each class's
// length stored, a uvarint each, in the order egClasses gives), then the
// classes. A class is the lengths of its blocks (see storedBlocks),
// compressed, a uvarint each, then the blocks in order, each its entries
// compressed with DEFLATE. Each block is a stream of its own so that a
// probe unpacks only the block it reads, and a class's lengths are read
// when a probe first unpacks one of its blocks, so that the classes a
// game never reaches are never read (egdb_store.go).
const egMagic = "parlour-draughts-egdb-7\n"

// MarshalBinary writes a database that BuildEndgameDB solved in its stored
// form.
func (db *EndgameDB) MarshalBinary() ([]byte, error) {
	var head, body bytes.Buffer
	head.WriteString(egMagic)
	sp := db.spec
	head.Write([]byte{byte(sp.Pieces), byte(sp.Kings), byte(sp.ResultPieces), byte(sp.ResultKings)})
	var packed bytes.Buffer
	w, err := flate.NewWriter(&packed, flate.BestCompression)
	if err != nil {
		return nil, err
	}
	for _, c := range egClasses(sp) {
		t := db.tables[c]
		if t == nil || t.solved == nil {
			return nil, errors.New("endgame database: only a database this program solved can be written")
		}
		var lengths, blocks bytes.Buffer
		for _, block := range t.storedBlocks() {
			packed.Reset()
			w.Reset(&packed)
			if _, err := w.Write(block); err != nil {
				return nil, err
			}
			if err := w.Close(); err != nil {
				return nil, err
			}
			lengths.Write(binary.AppendUvarint(nil, uint64(packed.Len())))
			blocks.Write(packed.Bytes())
		}
		head.Write(binary.AppendUvarint(nil, uint64(lengths.Len()+blocks.Len())))
		body.Write(lengths.Bytes())
		body.Write(blocks.Bytes())
	}
	return append(head.Bytes(), body.Bytes()...), nil
}

// loadEndgameDB reads a database written by MarshalBinary. It checks the
// header and the classes' lengths; a class's blocks are found when a probe
// first unpacks one of them (egTable.findBlocks), and each block is
// unpacked when a probe first reads it.
func loadEndgameDB(data []byte) (*EndgameDB, error) {
	head := len(egMagic) + 4
	if len(data) < head || string(data[:len(egMagic)]) != egMagic {
		return nil, errors.New("endgame database: not a Parlour draughts endgame database")
	}
	h := data[len(egMagic):head]
	db := &EndgameDB{spec: EndgameSpec{Pieces: int(h[0]), Kings: int(h[1]), ResultPieces: int(h[2]), ResultKings: int(h[3])}}
	if err := db.spec.check(); err != nil {
		return nil, err
	}
	classes := egClasses(db.spec)
	sizes := make([]uint64, len(classes))
	rest := data[head:]
	for i, c := range classes {
		size, k := binary.Uvarint(rest)
		if k <= 0 {
			return nil, fmt.Errorf("endgame database: the header is cut short at class %v", c)
		}
		sizes[i], rest = size, rest[k:]
	}
	db.tables = make(map[egClass]*egTable, len(classes))
	cache := new(egCache)
	for i, c := range classes {
		if sizes[i] > uint64(len(rest)) {
			return nil, fmt.Errorf("endgame database: class %v is cut short", c)
		}
		t := &egTable{class: c, id: i, results: !db.spec.countsClass(c), cache: cache, stored: rest[:sizes[i]]}
		t.unpacked = make([]atomic.Pointer[egBlock], t.blockCount())
		rest = rest[sizes[i]:]
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

// WithCountedEndgames returns s with the searches probing only the
// counted part of the built-in database ([EndgameDB.Counted]), in s and
// in every state that follows from it: as they did before the results
// were added, which the learning generator's games keep to.
func (s State) WithCountedEndgames() State {
	s.rules.countedOnly = true
	return s
}

// endgames is the database the searches under r probe. It is read on
// first use.
func (r Rules) endgames() *EndgameDB {
	if r.countedOnly {
		return Endgames().Counted()
	}
	return Endgames()
}

// egMostPieces is the most pieces of a position any database this
// program makes holds (see EndgameSpec.check).
const egMostPieces = 6

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

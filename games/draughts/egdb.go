package draughts

import (
	"bytes"
	"compress/flate"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
)

//go:generate sh -c "go run ./internal/egdbgen english > egdb_english.bin.tmp && mv egdb_english.bin.tmp egdb_english.bin"
//go:generate sh -c "go run ./internal/egdbgen polish > egdb_polish.bin.tmp && mv egdb_polish.bin.tmp egdb_polish.bin"

// EndgameDB is an endgame database of English draughts or of the Polish
// game: for every position with few enough pieces, whether the side to
// move wins, loses or draws with best play, and for most of them in how
// many plies a win or loss comes. It is made by retrograde analysis
// ([BuildEndgameDB]); the ones built into the program ([Endgames]) hold
// what [BuiltIn] and [BuiltInPolish] say.
//
// The values are those of the game itself, with capture compulsory: the
// draw rules (repetition, the move counts) are not part of them, but for
// one. In the Polish game the endings of a lone king, which a count draws
// whatever came before, hold as draws the wins that take longer than the
// count allows (see egBoard.drawByCount).
type EndgameDB struct {
	spec   EndgameSpec
	board  *egBoard
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
	tables, err := egBuild(sp.board(), egClasses(sp))
	if err != nil {
		return nil, err
	}
	db := &EndgameDB{spec: sp, board: sp.board(), tables: make(map[egClass]*egTable, len(tables))}
	for c, values := range tables {
		db.tables[c] = &egTable{board: db.board, class: c, solved: values, results: !sp.countsClass(c)}
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
		part := &EndgameDB{spec: db.spec.counted(), board: db.board, tables: make(map[egClass]*egTable)}
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
// only its own game, with capture compulsory.
func (db *EndgameDB) Covers(s State) bool {
	return db != nil && s.rules.Variant == db.spec.Variant && !s.rules.Huffing && db.covers(&s.pos)
}

func (db *EndgameDB) covers(p *position) bool {
	if db == nil || p.pieces[Black] == 0 || p.pieces[White] == 0 {
		return false
	}
	return db.spec.holdsClass(classOf(p))
}

// counts reports whether the database holds the plies to the end of p,
// which it covers, not its result alone.
func (db *EndgameDB) counts(p *position) bool {
	return db.spec.countsClass(classOf(p))
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
		q = db.board.flip(&q)
	}
	if db.board.mustCapture(&q) {
		return db.captureValue(&q, room, local)
	}
	c := classOf(&q)
	return db.tables[c].value(db.board.read(&q, c), local)
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

// captureValue is the value of p, whose side to move must capture, worked
// out from the positions its captures lead to. They have fewer pieces, so
// the database holds them; it does not store p itself (see stored).
func (db *EndgameDB) captureValue(p *position, room []move, local *egLocal) EndgameValue {
	captures := db.board.moves(p, room[:0])
	rest := captures[len(captures):] // room for the probes of the captures
	best, bestScore := EndgameValue{}, -1<<30
	for _, m := range captures {
		next := p.play(m, crownRow(p, db.spec.Variant))
		v := EndgameValue{Result: EndgameWin, Plies: 1, Counted: true} // the last piece taken
		if next.pieces[next.side] != 0 {
			v = db.probeWith(&next, rest, local).fromBefore()
		}
		if score := endgameScore(v); score > bestScore {
			best, bestScore = v, score
		}
	}
	if best.Counted && best.Plies > db.board.countLimit(classOf(p)) {
		return EndgameValue{} // drawn by a count, as the builder has it
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

// The stored form: a header (the spec's variant, its four numbers and
// LoneKings as 0 or 1, then each class's length stored, a uvarint each,
// in the order egClasses gives), then the classes. A class is the
// lengths of its blocks (see storedBlocks), compressed, a uvarint each,
// then the blocks in order, each its entries compressed with DEFLATE.
// Each block is a stream of its own so that a probe unpacks only the
// block it reads, and a class's lengths are read when a probe first
// unpacks one of its blocks, so that the classes a game never reaches
// are never read (egdb_store.go).
const egMagic = "parlour-draughts-egdb-8\n"

// MarshalBinary writes a database that BuildEndgameDB solved in its stored
// form.
func (db *EndgameDB) MarshalBinary() ([]byte, error) {
	var head, body bytes.Buffer
	head.WriteString(egMagic)
	sp := db.spec
	head.Write([]byte{byte(sp.Variant), byte(sp.Pieces), byte(sp.Kings), byte(sp.ResultPieces), byte(sp.ResultKings), boolByte(sp.LoneKings)})
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
	head := len(egMagic) + 6
	if len(data) < head || string(data[:len(egMagic)]) != egMagic {
		return nil, errors.New("endgame database: not a Parlour draughts endgame database")
	}
	h := data[len(egMagic):head]
	sp := EndgameSpec{Variant: Variant(h[0]), Pieces: int(h[1]), Kings: int(h[2]), ResultPieces: int(h[3]), ResultKings: int(h[4]), LoneKings: h[5] == 1}
	if h[5] > 1 {
		return nil, errors.New("endgame database: the header is damaged")
	}
	if err := sp.check(); err != nil {
		return nil, err
	}
	db := &EndgameDB{spec: sp, board: sp.board()}
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
		t := &egTable{board: db.board, class: c, id: i, results: !db.spec.countsClass(c), cache: cache, stored: rest[:sizes[i]]}
		t.unpacked = make([]atomic.Pointer[egBlock], t.blockCount())
		rest = rest[sizes[i]:]
		db.tables[c] = t
	}
	if len(rest) != 0 {
		return nil, errors.New("endgame database: longer than its classes")
	}
	return db, nil
}

var (
	//go:embed egdb_english.bin
	egdbEnglish []byte
	//go:embed egdb_polish.bin
	egdbPolish []byte
)

// builtInData is the stored form of variant v's built-in database.
func builtInData(v Variant) []byte {
	if v == Polish {
		return egdbPolish
	}
	return egdbEnglish
}

// StoredEndgames is the stored form of the built-in databases, as the
// program holds them: for a caller that gives their pages back to the
// system between reads (ui/resident). It must never be written.
func StoredEndgames() [][]byte { return [][]byte{egdbEnglish, egdbPolish} }

// builtInDBs are the built-in databases, each loaded on first use.
var builtInDBs = [...]func() *EndgameDB{
	English: sync.OnceValue(func() *EndgameDB { return mustLoad(English) }),
	Polish:  sync.OnceValue(func() *EndgameDB { return mustLoad(Polish) }),
}

// mustLoad loads variant v's built-in database; it was checked when it
// was generated, so one that does not load is a damaged program.
func mustLoad(v Variant) *EndgameDB {
	db, err := loadEndgameDB(builtInData(v))
	if err != nil {
		panic("draughts: the built-in endgame database is damaged: " + err.Error())
	}
	return db
}

// Endgames returns the database of variant v built into the program, or
// nil if v has none (the losing game). Its header is read on first use,
// and each block of entries when a probe first reads it.
func Endgames(v Variant) *EndgameDB {
	if egBoardOf(v) == nil {
		return nil
	}
	return builtInDBs[v]()
}

// WithSmallEndgames returns s with the searches probing only the
// databases the program had before the results of five pieces and six
// kings were added: in English draughts the counted part of the built-in
// database ([EndgameDB.Counted]), in the Polish game none. So it is in s
// and in every state that follows from it. Easy to Hard keep to them,
// and so do the learning generator's games.
func (s State) WithSmallEndgames() State {
	s.rules.smallEndgames = true
	return s
}

// endgames is the database the searches under r probe, or nil. It is
// read on first use.
func (r Rules) endgames() *EndgameDB {
	switch {
	case !r.smallEndgames:
		return Endgames(r.Variant)
	case r.Variant == English:
		return Endgames(English).Counted()
	}
	return nil
}

// boolByte is 1 for true and 0 for false.
func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// egMostPieces is the most pieces of a position any database this
// program makes holds (see EndgameSpec.check).
const egMostPieces = 6

// probeEndgame is the built-in database's value of the position of s; ok
// is false when it does not hold the position.
func probeEndgame(s State) (EndgameValue, bool) { return Endgames(s.rules.Variant).Probe(s) }

// Positions is the number of positions the database holds, with Black to
// move (each stands for its twin with White to move too).
func (db *EndgameDB) Positions() int {
	n := 0
	for c := range db.tables {
		for i := range db.board.size(c) {
			if _, ok := db.board.position(i, c); ok {
				n++
			}
		}
	}
	return n
}

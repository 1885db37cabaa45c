package serve

import (
	"bytes"
	"context"
	"io"
	"regexp"
	"strconv"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// The client's background is asked of its terminal before the session's
// program starts: OSC 11 ("what is your background colour?") and then a
// cursor position request (DSR 6), which every terminal answers, so that
// the second answer says the first is not coming. The answers are read
// from the session's input by the session's own reader (sessionInput),
// for at most backgroundWait in all, and never reach the program as keys:
// keys typed meanwhile do, in order. wish v1.4.7 has a query of its own
// (bubbletea.MakeRenderer), but it waits up to a second, asks for the
// device attributes rather than the cursor, and reads the session with a
// reader that cannot be cancelled, so that a key typed after a terminal
// that never answers is lost to it; termenv asks only a terminal it has a
// file for. Hence this.

// backgroundQuery asks for the background colour, then for the cursor.
const backgroundQuery = "\x1b]11;?\x07\x1b[6n"

// backgroundWait bounds the wait for the answers.
const backgroundWait = 300 * time.Millisecond

// lateAnswers is how long after the wait an answer still coming (a slow
// link) is taken out of the input.
const lateAnswers = 2 * time.Second

// answerPatterns are the terminal's answers a session's start reads.
type answerPatterns struct {
	// background is the answer to OSC 11: rgb:R/G/B in 1 to 4 hex digits
	// each (rgba: with alpha from some), ended by BEL or ST.
	background *regexp.Regexp
	// cursor is the answer to DSR 6: ESC [ row ; column R.
	cursor *regexp.Regexp
	// cursorStart is the cursor's answer cut short.
	cursorStart *regexp.Regexp
	// anyBackground is an OSC 11 answer of any form, to take out.
	anyBackground *regexp.Regexp
}

// answers compiles the patterns on first use, not at every start of the
// program (issue 43: start-up).
var answers = sync.OnceValue(func() answerPatterns {
	return answerPatterns{
		background:    regexp.MustCompile(`\x1b\]11;rgba?:([0-9a-fA-F]{1,4})/([0-9a-fA-F]{1,4})/([0-9a-fA-F]{1,4})(?:/[0-9a-fA-F]{1,4})?(?:\x07|\x1b\\)`),
		cursor:        regexp.MustCompile(`\x1b\[[0-9]{1,5};[0-9]{1,5}R`),
		cursorStart:   regexp.MustCompile(`^\x1b\[[0-9;]*$`),
		anyBackground: regexp.MustCompile(`\x1b\]11;[^\x07\x1b]{0,64}(?:\x07|\x1b\\)`),
	}
})

// sessionInput is a session's input, read by one goroutine of its own so
// that a wait on it can end on time: the background query reads the first
// bytes, and the program all the rest, with the answers taken out.
type sessionInput struct {
	chunks chan []byte
	done   <-chan struct{}

	mu      sync.Mutex
	pending []byte // read, not yet given to the program
	err     error  // the session's input ended
	// awaiting is set while the cursor's answer (the last) may still come
	// after the wait, until lateUntil.
	awaiting  bool
	lateUntil time.Time
}

// readChunk is the most the session's reader reads at once; a pace of
// bytes a second has a burst of at least this.
const readChunk = 4096

// newSessionInput starts reading r, at most perSecond bytes a second (a
// client sending faster is held back by the network itself, at no cost
// here); done ends the reading goroutine's waits (the session is over).
func newSessionInput(r io.Reader, perSecond int, done <-chan struct{}) *sessionInput {
	in := &sessionInput{chunks: make(chan []byte, 64), done: done}
	pace := rate.NewLimiter(rate.Limit(perSecond), max(perSecond, readChunk))
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-done
		cancel()
	}()
	go func() {
		defer close(in.chunks)
		buf := make([]byte, readChunk)
		for {
			n, err := r.Read(buf)
			if n > 0 && pace.WaitN(ctx, n) != nil {
				return // the session is over
			}
			if n > 0 {
				select {
				case in.chunks <- append([]byte(nil), buf[:n]...):
				case <-done:
					return
				}
			}
			if err != nil {
				in.mu.Lock()
				in.err = err
				in.mu.Unlock()
				return
			}
		}
	}()
	return in
}

// maxInputRead is the most input the program is given at a read. Bubble
// Tea's parser takes time that grows as the square of a run of printable
// bytes in one read; in reads this short it stays linear.
const maxInputRead = 128

// inputCut is where to cut pending input for one read: at most
// maxInputRead bytes, and not inside an escape sequence begun near the
// cut (a key or a click split in two would read as two wrong keys).
func inputCut(pending []byte) int {
	if len(pending) <= maxInputRead {
		return len(pending)
	}
	cut := maxInputRead
	if i := bytes.LastIndexByte(pending[cut-16:cut], 0x1b); i >= 0 && cut-16+i > 0 {
		cut = cut - 16 + i
	}
	return cut
}

// Read gives the program the session's input, the terminal's answers to
// the background query taken out, in short reads (maxInputRead).
func (in *sessionInput) Read(p []byte) (int, error) {
	for {
		in.mu.Lock()
		if len(in.pending) > 0 {
			n := copy(p, in.pending[:inputCut(in.pending)])
			in.pending = in.pending[n:]
			in.mu.Unlock()
			return n, nil
		}
		in.mu.Unlock()
		select {
		case chunk, ok := <-in.chunks:
			if !ok {
				in.mu.Lock()
				defer in.mu.Unlock()
				if in.err == nil || in.err == io.EOF {
					return 0, io.EOF
				}
				return 0, in.err
			}
			in.mu.Lock()
			in.pending = append(in.pending, in.dropLate(chunk)...)
			in.mu.Unlock()
		case <-in.done:
			return 0, io.EOF
		}
	}
}

// dropLate takes out of chunk the answers that came after the wait.
func (in *sessionInput) dropLate(chunk []byte) []byte {
	if !in.awaiting {
		return chunk
	}
	if time.Now().After(in.lateUntil) {
		in.awaiting = false
		return chunk
	}
	chunk = answers().anyBackground.ReplaceAll(chunk, nil)
	if loc := answers().cursor.FindIndex(chunk); loc != nil {
		chunk = append(chunk[:loc[0]:loc[0]], chunk[loc[1]:]...)
		in.awaiting = false
	}
	return chunk
}

// queryBackground asks the terminal on out for its background and waits,
// at most wait, for the answers on the session's input. It reports
// whether the background is dark, and whether the terminal said. Bytes
// read that are not the answers are kept, in order, for the program.
func (in *sessionInput) queryBackground(out io.Writer, wait time.Duration) (dark, known bool) {
	if _, err := io.WriteString(out, backgroundQuery); err != nil {
		return true, false
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	var got []byte
	for {
		select {
		case chunk, ok := <-in.chunks:
			if !ok {
				return in.settle(got, false)
			}
			got = append(got, chunk...)
			if answers().cursor.Match(got) {
				return in.settle(got, true)
			}
		case <-timer.C:
			return in.settle(got, false)
		case <-in.done:
			return true, false
		}
	}
}

// settle reads the background from what the wait received, keeps the rest
// for the program, and, if the cursor's answer has not come, takes it out
// should it come late.
func (in *sessionInput) settle(got []byte, complete bool) (dark, known bool) {
	dark = true
	if m := answers().background.FindSubmatch(got); m != nil {
		dark, known = darkColour(m[1], m[2], m[3]), true
	}
	rest := answers().anyBackground.ReplaceAll(got, nil)
	if loc := answers().cursor.FindIndex(rest); loc != nil {
		rest = append(rest[:loc[0]:loc[0]], rest[loc[1]:]...)
	}
	// An answer cut short at the end of the wait is not a key either.
	if i := bytes.LastIndexByte(rest, 0x1b); i >= 0 && !complete && isAnswerPrefix(rest[i:]) {
		rest = rest[:i]
	}
	in.mu.Lock()
	defer in.mu.Unlock()
	in.pending = append(rest, in.pending...)
	if !complete {
		in.awaiting, in.lateUntil = true, time.Now().Add(lateAnswers)
	}
	return dark, known
}

// isAnswerPrefix reports whether b could be the start of an answer to the
// query, cut short.
func isAnswerPrefix(b []byte) bool {
	if bytes.HasPrefix(b, []byte("\x1b]")) {
		return !bytes.ContainsAny(b, "\x07") && !bytes.Contains(b[1:], []byte("\x1b"))
	}
	return answers().cursorStart.Match(b) && len(b) > 2
}

// darkColour reports whether the colour of the hex components r, g, b (of
// 1 to 4 digits each, as OSC 11 writes them) is dark: its luminance under
// one half.
func darkColour(r, g, b []byte) bool {
	part := func(h []byte) float64 {
		v, _ := strconv.ParseUint(string(h), 16, 32)
		return float64(v) / float64(uint64(1)<<(4*len(h))-1)
	}
	return 0.2126*part(r)+0.7152*part(g)+0.0722*part(b) < 0.5
}

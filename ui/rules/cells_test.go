package rules

import (
	"strconv"
	"strings"
	"testing"
)

// cells writes drawn text as what a terminal shows: each line's text with
// trailing spaces dropped, then, when any of it is styled, a line naming
// each styled run ("  bold,fg=#aabbcc: word"). A run is the visible
// characters with one style; spaces between two parts of a run join it.
func cells(drawn string) string {
	var b strings.Builder
	for _, line := range strings.Split(drawn, "\n") {
		text, runs := parseLine(line)
		b.WriteString(strings.TrimRight(text, " "))
		b.WriteByte('\n')
		for _, r := range runs {
			b.WriteString("  " + r + "\n")
		}
	}
	return b.String()
}

type sgr struct {
	bold, italic, underline, crossed, faint, reverse bool
	fg, bg                                           string
}

func (s sgr) String() string {
	var parts []string
	for _, f := range []struct {
		on   bool
		name string
	}{{s.bold, "bold"}, {s.faint, "faint"}, {s.italic, "italic"}, {s.underline, "underline"}, {s.crossed, "crossed"}, {s.reverse, "reverse"}} {
		if f.on {
			parts = append(parts, f.name)
		}
	}
	if s.fg != "" {
		parts = append(parts, "fg="+s.fg)
	}
	if s.bg != "" {
		parts = append(parts, "bg="+s.bg)
	}
	return strings.Join(parts, ",")
}

// parseLine splits a line into its plain text and its styled runs.
func parseLine(line string) (string, []string) {
	var text strings.Builder
	var runs []string
	var cur sgr
	runStyle, runText, pending := "", "", ""
	flush := func() {
		if runStyle != "" && strings.TrimSpace(runText) != "" {
			runs = append(runs, runStyle+": "+strings.TrimSpace(runText))
		}
		runStyle, runText, pending = "", "", ""
	}
	for i := 0; i < len(line); {
		if line[i] == 0x1b && i+1 < len(line) && line[i+1] == '[' {
			j := i + 2
			for j < len(line) && (line[j] < 0x40 || line[j] > 0x7e) {
				j++
			}
			if j < len(line) && line[j] == 'm' {
				cur = apply(cur, line[i+2:j])
			}
			i = j + 1
			continue
		}
		r := line[i]
		size := 1
		if r >= 0x80 {
			for size < 4 && i+size < len(line) && line[i+size]&0xc0 == 0x80 {
				size++
			}
		}
		ch := line[i : i+size]
		i += size
		text.WriteString(ch)
		if ch == " " {
			pending += " "
			continue
		}
		style := cur.String()
		if style != runStyle {
			flush()
			runStyle = style
		} else {
			runText += pending
		}
		pending = ""
		runText += ch
	}
	flush()
	return text.String(), runs
}

// apply reads one SGR sequence's parameters.
func apply(s sgr, params string) sgr {
	if params == "" {
		return sgr{}
	}
	ps := strings.Split(params, ";")
	for k := 0; k < len(ps); k++ {
		n, _ := strconv.Atoi(ps[k])
		switch {
		case n == 0:
			s = sgr{}
		case n == 1:
			s.bold = true
		case n == 2:
			s.faint = true
		case n == 3:
			s.italic = true
		case n == 4:
			s.underline = true
		case n == 7:
			s.reverse = true
		case n == 9:
			s.crossed = true
		case n == 22:
			s.bold, s.faint = false, false
		case n == 23:
			s.italic = false
		case n == 24:
			s.underline = false
		case n == 27:
			s.reverse = false
		case n == 29:
			s.crossed = false
		case n == 39:
			s.fg = ""
		case n == 49:
			s.bg = ""
		case (n == 38 || n == 48) && k+1 < len(ps):
			var c string
			if ps[k+1] == "2" && k+4 < len(ps) {
				c = "#" + hex(ps[k+2]) + hex(ps[k+3]) + hex(ps[k+4])
				k += 4
			} else if ps[k+1] == "5" && k+2 < len(ps) {
				c = "c" + ps[k+2]
				k += 2
			}
			if n == 38 {
				s.fg = c
			} else {
				s.bg = c
			}
		case n >= 30 && n <= 37 || n >= 90 && n <= 97:
			s.fg = "c" + strconv.Itoa(n)
		case n >= 40 && n <= 47 || n >= 100 && n <= 107:
			s.bg = "c" + strconv.Itoa(n)
		}
	}
	return s
}

func hex(dec string) string {
	n, _ := strconv.Atoi(dec)
	return strconv.FormatInt(int64(0x100+n), 16)[1:]
}

func TestCellsNameStyledRuns(t *testing.T) {
	got := cells("\x1b[1;38;2;255;0;16mHello\x1b[0m \x1b[1;38;2;255;0;16mthere\x1b[0m plain  \n\x1b[3mx\x1b[0m")
	want := "Hello there plain\n  bold,fg=#ff0010: Hello there\nx\n  italic: x\n"
	if got != want {
		t.Fatalf("cells = %q, want %q", got, want)
	}
}

package resident

import (
	_ "embed"
	"hash/crc32"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// pattern is built-in data, as the endgame databases are: read from the
// program's own file.
//
//go:embed testdata/pattern.bin
var pattern []byte

func TestPagesAreTheWholePagesInsideTheData(t *testing.T) {
	const page = 4096
	buf := make([]byte, 5*page)
	base := uintptr(unsafe.Pointer(&buf[0]))
	for _, c := range []struct{ from, to int }{{0, 5 * page}, {1, 5 * page}, {100, 3*page + 5}, {10, page + 20}, {0, 0}} {
		data := buf[c.from:c.to]
		got := Pages(data, page)
		if len(got) == 0 {
			continue
		}
		start := uintptr(unsafe.Pointer(&got[0]))
		from := start - base
		if start%page != 0 || len(got)%page != 0 {
			t.Errorf("data [%d,%d): pages start at %d for %d bytes, not whole pages", c.from, c.to, from, len(got))
		}
		if int(from) < c.from || int(from)+len(got) > c.to {
			t.Errorf("data [%d,%d): pages [%d,%d) reach outside it", c.from, c.to, from, int(from)+len(got))
		}
		if int(from)-c.from >= page || c.to-(int(from)+len(got)) >= page {
			t.Errorf("data [%d,%d): pages [%d,%d) leave a whole page out", c.from, c.to, from, int(from)+len(got))
		}
	}
	if got := Pages(buf[10:page+20], page); len(got) != 0 {
		t.Errorf("no whole page lies in [10,%d), got %d bytes", page+20, len(got))
	}
}

// fileResident is the process's resident pages of files, in KB (Linux).
func fileResident(t *testing.T) int {
	t.Helper()
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc/self/status:", err)
	}
	for line := range strings.SplitSeq(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "RssFile:"); ok {
			kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")))
			if err != nil {
				t.Fatal(line, err)
			}
			return kb
		}
	}
	t.Skip("no RssFile in /proc/self/status")
	return 0
}

func TestReleasedDataIsGivenBackAndReadsTheSame(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("pages are given back on Linux only")
	}
	sum := crc32.ChecksumIEEE(pattern) // every page read: resident
	read := fileResident(t)
	Release(pattern)
	after := fileResident(t)
	if size := len(pattern) / 1024; after > read-size*3/4 {
		t.Fatalf("the data's %d KB were not given back: %d KB of files resident after, %d before", size, after, read)
	}
	if got := crc32.ChecksumIEEE(pattern); got != sum {
		t.Fatalf("the data reads otherwise after its pages were given back: checksum %08x, was %08x", got, sum)
	}
}

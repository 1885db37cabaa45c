package rules

import "testing"

// BenchmarkReadPages reads the built-in documents, as the first rules page
// opened does.
func BenchmarkReadPages(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := readPages(packedPages); err != nil {
			b.Fatal(err)
		}
	}
}

// TestDamagedPagesAreAnError: documents that do not unpack, or unpack to
// something other than JSON, are an error, not a panic.
func TestDamagedPagesAreAnError(t *testing.T) {
	for _, data := range [][]byte{nil, []byte("{}"), packedPages[:len(packedPages)/2]} {
		if _, err := readPages(data); err == nil {
			t.Errorf("%d bytes read as pages", len(data))
		}
	}
}

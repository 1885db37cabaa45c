package resident

import "syscall"

// release gives back the whole pages of data (madvise MADV_DONTNEED). The
// pages are the program file's, never written, so a later read finds the
// same bytes.
func release(data []byte) {
	if p := Pages(data, syscall.Getpagesize()); len(p) > 0 {
		_ = syscall.Madvise(p, syscall.MADV_DONTNEED)
	}
}

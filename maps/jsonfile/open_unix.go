//go:build unix

package jsonfile

import "syscall"

// openNonBlock keeps an open from waiting on a FIFO swapped in after its
// mode was checked (no effect on regular files).
const openNonBlock = syscall.O_NONBLOCK

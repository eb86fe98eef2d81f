//go:build unix

package jsonfile

import (
	"errors"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

func TestRootedRefusesAFIFOWithoutBlocking(t *testing.T) {
	r, game := tree(t)
	fifo := filepath.Join(game, "maps", "fifo.map.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	done := make(chan error, 1)
	go func() { _, err := r.ReadFile(fifo); done <- err }()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) {
			t.Errorf("ReadFile(FIFO) = %v, want ErrNotRegular", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("ReadFile blocked on a FIFO")
	}
}

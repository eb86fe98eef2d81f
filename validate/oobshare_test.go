package validate

import (
	"reflect"
	"slices"
	"sync"
	"testing"
)

// countingFiles counts the reads of each built-in file.
type countingFiles struct {
	Builtin
	mu    sync.Mutex
	reads map[string]int
}

func (c *countingFiles) ReadFile(p string) ([]byte, error) {
	c.mu.Lock()
	c.reads[p]++
	c.mu.Unlock()
	return c.Builtin.ReadFile(p)
}

// TestGameOOBReadOnce: validating a game folder reads (and decodes) its
// OOB once, for its own check and its scenarios alike, and gives the
// diagnostics a session gives that checks the OOB from memory
// (Session.Bytes, which never shares).
func TestGameOOBReadOnce(t *testing.T) {
	var paths []string
	for _, p := range BuiltinPaths() {
		if len(p) > len("scenarios/itw-shiloh/") && p[:len("scenarios/itw-shiloh/")] == "scenarios/itw-shiloh/" {
			paths = append(paths, p)
		}
	}
	const oob = "scenarios/itw-shiloh/itw-shiloh.oob.json"
	if !slices.Contains(paths, oob) {
		t.Fatalf("no %s among %v", oob, paths)
	}
	files := &countingFiles{reads: map[string]int{}}
	got := NewSession(files).Paths(paths)
	if n := files.reads[oob]; n != 1 {
		t.Errorf("the OOB was read %d times, want once", n)
	}
	// the same files, the OOB checked from memory (its scenarios then load
	// it through Session.OOB, as before the sharing)
	s := NewSession(Builtin{})
	var want []Diagnostic
	for _, p := range paths {
		data, err := Builtin{}.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if p == oob {
			want = append(want, s.Bytes(p, data)...)
		} else {
			want = append(want, s.File(p)...)
		}
	}
	Sort(got)
	Sort(want)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("shared OOB: %d diagnostics, from memory: %d", len(got), len(want))
	}
}

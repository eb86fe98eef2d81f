package editor

import (
	"reflect"
	"sync"
	"testing"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/internal/testtool"
)

// The editor's tests open the built-in scenario some forty times, and each
// open decodes its map, OOB and ruleset and validates the whole scenario
// (1.5 of the binary's 15 CPU-seconds at -short). builtinDocument opens it
// once per binary; openBuiltin hands each test a deep copy, since the tests
// edit their document and no two may share memory. The built-in files are
// embedded, so they cannot change under the cache.

var builtinOnce struct {
	sync.Once
	doc *model.Document
	err error
}

// builtinDocument returns the built-in scenario as model.OpenBuiltin opens
// it, shared: callers copy before use.
func builtinDocument() (*model.Document, error) {
	builtinOnce.Do(func() { builtinOnce.doc, builtinOnce.err = model.OpenBuiltin() })
	return builtinOnce.doc, builtinOnce.err
}

// TestOpenBuiltinCopiesShareNothing: openBuiltin's document equals one
// model.OpenBuiltin opens afresh, and after every value reachable from one
// copy is changed (each string, number and flag, each map given a new key),
// the next copy still equals a fresh open: no test's edits reach another's.
func TestOpenBuiltinCopiesShareNothing(t *testing.T) {
	fresh, err := model.OpenBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	first := openBuiltin(t)
	if !reflect.DeepEqual(first, fresh) {
		t.Fatal("the cached copy differs from a fresh open")
	}
	if n := testtool.MutateAll(reflect.ValueOf(first).Elem()); n < 1000 {
		t.Fatalf("changed only %d values of the copy", n)
	}
	if reflect.DeepEqual(first, fresh) {
		t.Fatal("changing the copy changed nothing")
	}
	if next := openBuiltin(t); !reflect.DeepEqual(next, fresh) {
		t.Fatal("changes to one cached copy reached the next")
	}
}

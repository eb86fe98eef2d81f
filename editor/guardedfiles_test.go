package editor

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"
)

// The writer Fyne's save dialog opens before calling back must not touch
// the chosen file: closed unused it leaves an existing file's bytes and
// creates no new file; written to, it replaces the file on Close.
func TestGuardedWriterTouchesNothingUntilWritten(t *testing.T) {
	newTestEditor(t, openBuiltin(t)) // installs the guard over the test driver's repository
	dir := t.TempDir()
	old := filepath.Join(dir, "mine.scenario.json")
	want := []byte("{\"format\": \"sandtable-scenario/1\"}\n")
	if err := os.WriteFile(old, want, 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := storage.Writer(storage.NewFileURI(old))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(old); !bytes.Equal(got, want) {
		t.Fatalf("opening the writer changed the file to %q", got)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(old); !bytes.Equal(got, want) {
		t.Fatalf("closing an unused writer changed the file to %q", got)
	}

	fresh := filepath.Join(dir, "new.scenario.json")
	w, _ = storage.Writer(storage.NewFileURI(fresh))
	_ = w.Close()
	if _, err := os.Stat(fresh); !os.IsNotExist(err) {
		t.Fatalf("an unused writer created %s (%v)", fresh, err)
	}

	w, _ = storage.Writer(storage.NewFileURI(old))
	if _, err := w.Write([]byte("new")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(old); !bytes.Equal(got, want) {
		t.Fatal("bytes reached the file before Close")
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(old); string(got) != "new" {
		t.Fatalf("after Close the file holds %q", got)
	}
	if ok, err := storage.CanList(storage.NewFileURI(dir)); !ok || err != nil {
		t.Errorf("listing a folder through the guard: %v %v", ok, err)
	}
}

package validate

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/schema"
)

// editedFiles reads one file's bytes from memory, the rest from the
// repository: a document the designer has just edited.
type editedFiles struct {
	jsonfile.Rooted
	path string
	data []byte
}

func (e *editedFiles) ReadFile(p string) ([]byte, error) {
	if filepath.Clean(p) == e.path {
		return e.data, nil
	}
	return e.Rooted.ReadFile(p)
}

// editCount numbers the edits of BenchmarkITWGameOneEdited across its
// runs (-count), so that no edit repeats one the schema cache has seen.
var editCount int

// BenchmarkITWGameOneEdited validates the whole ITW game, at Go's default
// collector target (the editor's), after one scenario has changed: every
// stage runs in full on every file, except that the schema results of the
// unchanged files come from the cache (schema.SetCacheDir), as issue 29
// asks ("validate only what changed, and cache what did not"). Each
// iteration edits Scenario 1 anew (one more trailing blank), so its schema
// pass runs every time.
func BenchmarkITWGameOneEdited(b *testing.B) {
	root, err := newRepoRooted()
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Clean("../" + s1Path)
	orig, err := root.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	schema.SetCacheDir(b.TempDir())
	defer schema.SetCacheDir("")
	files := &editedFiles{Rooted: root, path: path, data: orig}
	if _, err := NewSession(files).Game("../scenarios/itw-shiloh"); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		editCount++
		files.data = append(bytes.Clone(orig), bytes.Repeat([]byte{' '}, editCount)...)
		ds, err := NewSession(files).Game("../scenarios/itw-shiloh")
		if err != nil || HasErrors(ds) {
			b.Fatal(err, ds)
		}
	}
}

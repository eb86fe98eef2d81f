package validate

import (
	"bufio"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// corpusEntry is one line of testdata/bad/corpus.want: a hostile, truncated
// or mistyped file and the diagnostic code (and pointer, when given) it must
// produce; code "-" means the file must validate without error.
type corpusEntry struct{ file, code, pointer string }

func readCorpus(t testing.TB) []corpusEntry {
	t.Helper()
	f, err := os.Open("testdata/bad/corpus.want")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []corpusEntry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		fs := strings.Fields(line)
		e := corpusEntry{file: fs[0], code: fs[1]}
		if len(fs) > 2 {
			e.pointer = fs[2]
		}
		out = append(out, e)
	}
	return out
}

// TestBadInputCorpus runs every corpus file through the pipeline as the CLI
// does (confined to the repository by jsonfile.Rooted) under a 1 GiB soft
// memory limit, and checks that it survives (no panic) and gives its code.
// Time and allocation per entry are logged (go test -v), never asserted.
func TestBadInputCorpus(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(1 << 30))
	root, err := jsonfile.NewRooted("..")
	if err != nil {
		t.Fatal(err)
	}
	entries := readCorpus(t)
	listed := map[string]bool{"corpus.want": true}
	for _, e := range entries {
		listed[e.file] = true
		t.Run(e.file, func(t *testing.T) {
			var ms0, ms1 runtime.MemStats
			runtime.ReadMemStats(&ms0)
			start := time.Now()
			var ds []Diagnostic
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("panic: %v", r)
					}
				}()
				ds = NewSession(root).File(filepath.Join("testdata", "bad", e.file))
			}()
			runtime.ReadMemStats(&ms1)
			t.Logf("%s: %d diagnostics in %v, %d KiB allocated", e.file, len(ds), time.Since(start), (ms1.TotalAlloc-ms0.TotalAlloc)>>10)
			if e.code == "-" {
				if HasErrors(ds) {
					t.Errorf("want no error, got %v", ds)
				}
				return
			}
			for _, d := range ds {
				if d.Code == e.code && (e.pointer == "" || d.Pointer == e.pointer) && d.Line >= 1 && d.Column >= 1 {
					return
				}
			}
			t.Errorf("want %s at %q, got %v", e.code, e.pointer, ds)
		})
	}
	files, _ := os.ReadDir("testdata/bad")
	for _, f := range files {
		if !listed[f.Name()] {
			t.Errorf("testdata/bad/%s is not listed in corpus.want", f.Name())
		}
	}
}

// FuzzCorpusPipeline seeds from the bad-input corpus and runs the whole
// pipeline on each mutation as every kind of file: it must never panic.
func FuzzCorpusPipeline(f *testing.F) {
	for _, e := range readCorpus(f) {
		if b, err := os.ReadFile(filepath.Join("testdata", "bad", e.file)); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		for _, kind := range []string{"map", "oob", "scenario", "ruleset", "errata"} {
			NewSession(Builtin{}).Bytes("scenarios/itw-shiloh/fuzz."+kind+".json", in)
		}
	})
}

package schema

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// withCache runs f with results kept in a new folder, then turns the cache
// off again. It returns the folder.
func withCache(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "cache")
	SetCacheDir(dir)
	forget()
	t.Cleanup(func() { SetCacheDir(""); forget() })
	return dir
}

// forget drops the results kept in memory, as a new process starts.
func forget() {
	cache.Lock()
	cache.mem = map[cacheKey][]Issue{}
	cache.Unlock()
}

// brokenScenario is ITW Scenario 1 with a property the schema does not
// allow: a violation whose pointer and message come from gojsonschema.
func brokenScenario(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile("../scenarios/itw-shiloh/01-bloody-april.scenario.json")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(data), `"format"`, `"unknownField": 1, "format"`, 1)
	return []byte(s)
}

func TestCacheGivesWhatTheSchemaGives(t *testing.T) {
	doc := brokenScenario(t)
	want, err := Validate("scenario", doc) // no cache folder: gojsonschema itself
	if err != nil || len(want) == 0 {
		t.Fatalf("the broken scenario gives %v, %v; want violations", want, err)
	}
	dir := withCache(t)
	first, err := Validate("scenario", doc)
	if err != nil || !reflect.DeepEqual(first, want) {
		t.Fatalf("first run with a cache: %v, %v; want %v", first, err, want)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("%d cache files after one document, want 1", len(entries))
	}
	forget() // a new process: only the disk remembers
	again, err := Validate("scenario", doc)
	if err != nil || !reflect.DeepEqual(again, want) {
		t.Fatalf("from the disk: %v, %v; want %v", again, err, want)
	}
	again[0].Message = "changed by a caller"
	if third, _ := Validate("scenario", doc); !reflect.DeepEqual(third, want) {
		t.Fatal("a caller's change to the returned issues reached the cache")
	}
	clean, err := Validate("scenario", doc[:0:0])
	if err == nil && len(clean) == 0 {
		t.Fatal("an empty document passed the scenario schema")
	}
}

func TestCacheIgnoresBadEntries(t *testing.T) {
	doc := brokenScenario(t)
	want, _ := Validate("scenario", doc)
	dir := withCache(t)
	if _, err := Validate("scenario", doc); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("%d cache files, want 1", len(entries))
	}
	for _, junk := range []string{"", "not json", `{"Pointer": 3}`, strings.Repeat(" ", maxCacheFile+10)} {
		if err := os.WriteFile(filepath.Join(dir, entries[0].Name()), []byte(junk), 0o644); err != nil {
			t.Fatal(err)
		}
		forget()
		got, err := Validate("scenario", doc)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("with a cache entry of %.20q: %v, %v; want %v", junk, got, err, want)
		}
	}
}

func TestCacheKeySeesKindSchemaAndEveryByte(t *testing.T) {
	once.Do(load)
	doc := brokenScenario(t)
	k := key("scenario", doc)
	if key("oob", doc) == k {
		t.Error("the same bytes as another kind share a key")
	}
	for _, i := range []int{0, len(doc) / 2, len(doc) - 1} {
		changed := append([]byte(nil), doc...)
		changed[i] ^= 1
		if key("scenario", changed) == k {
			t.Errorf("a change at byte %d keeps the key", i)
		}
	}
	saved := schemaDigests["scenario"]
	schemaDigests["scenario"] = [32]byte{1}
	defer func() { schemaDigests["scenario"] = saved }()
	if key("scenario", doc) == k {
		t.Error("a changed schema keeps the key")
	}
}

// BenchmarkValidateITWCached is BenchmarkValidateITW with every result read
// back from a warm cache folder (the CLI's second run on unchanged files).
func BenchmarkValidateITWCached(b *testing.B) {
	kinds, docs := itwDocs(b)
	SetCacheDir(b.TempDir())
	defer SetCacheDir("")
	for i, doc := range docs {
		if _, err := Validate(kinds[i], doc); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		forget()
		for i, doc := range docs {
			if issues, err := Validate(kinds[i], doc); err != nil || len(issues) > 0 {
				b.Fatal(kinds[i], err, issues)
			}
		}
	}
}

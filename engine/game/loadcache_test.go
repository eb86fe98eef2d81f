package game

import (
	"crypto/sha256"
	"fmt"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// The tests start about 175 games from a handful of scenario files, and
// decoding those files (the ITW map above all) was a third of the package's
// test CPU. loadCached decodes each scenario once per test binary and hands
// every caller its own deep copy of what the files decode to: tests change
// the loaded data (a unit moved in the setup, a hex's terrain), so no two
// callers may share memory. The cache is keyed by the scenario's path and
// checked against the SHA-256 of its bytes and of every file it names; a
// changed file is decoded again.

var loadCache = struct {
	sync.Mutex
	byPath map[string]cachedScenario
}{byPath: map[string]cachedScenario{}}

// cachedScenario is a scenario's decoded files with the files it was read
// from and the hash of their bytes.
type cachedScenario struct {
	files []string
	sum   string
	d     scenarioFiles
}

// loadCached is LoadScenario(jsonfile.OS{}, path) decoded once per binary:
// each call returns a fresh position built on a deep copy of the decoded
// files.
func loadCached(t testing.TB, path string) *engine.Position {
	t.Helper()
	d, err := cachedFiles(path)
	if err != nil {
		t.Fatal(err)
	}
	return testtool.DeepCopy(d).position()
}

// cachedFiles returns the decoded files of the scenario at path, shared:
// callers copy before use. They are decoded again when the bytes of the
// scenario or of a file it names have changed.
func cachedFiles(path string) (scenarioFiles, error) {
	loadCache.Lock()
	defer loadCache.Unlock()
	if c, ok := loadCache.byPath[path]; ok {
		if sum, err := hashFiles(c.files); err == nil && sum == c.sum {
			return c.d, nil
		}
	}
	files := jsonfile.OS{}
	d, err := decodeScenarioFiles(files, path)
	if err != nil {
		return scenarioFiles{}, err
	}
	names := []string{path, files.Join(path, d.sc.Map), files.Join(path, d.sc.OOB)}
	if strings.HasSuffix(d.sc.Ruleset, ".json") { // else a built-in id, embedded
		names = append(names, files.Join(path, d.sc.Ruleset))
	}
	sum, err := hashFiles(names)
	if err != nil {
		return scenarioFiles{}, err
	}
	loadCache.byPath[path] = cachedScenario{files: names, sum: sum, d: d}
	return d, nil
}

// hashFiles returns the SHA-256 of the named files' names and bytes.
func hashFiles(names []string) (string, error) {
	h := sha256.New()
	for _, p := range names {
		data, err := os.ReadFile(p)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", p, len(data))
		h.Write(data)
	}
	return fmt.Sprintf("%x", h.Sum(nil)), nil
}

// TestLoadCachedCopiesShareNothing: a position from loadCached equals one
// LoadScenario decodes afresh, and after every value reachable from one
// copy is changed (each string, number and flag, each map given a new
// key), the next copy still equals a fresh decode: no test's changes reach
// another's.
func TestLoadCachedCopiesShareNothing(t *testing.T) {
	for _, path := range []string{s1Path, s2Path, tecPath, classicPath, hsnS1Path, classicBuiltinPath} {
		fresh, err := LoadScenario(jsonfile.OS{}, path)
		if err != nil {
			t.Fatal(err)
		}
		first := loadCached(t, path)
		if !reflect.DeepEqual(first, fresh) {
			t.Fatalf("%s: the cached copy differs from a fresh decode", path)
		}
		if n := testtool.MutateAll(reflect.ValueOf(first).Elem()); n < 100 {
			t.Fatalf("%s: changed only %d values of the copy", path, n)
		}
		if reflect.DeepEqual(first, fresh) {
			t.Fatalf("%s: changing the copy changed nothing", path)
		}
		if next := loadCached(t, path); !reflect.DeepEqual(next, fresh) {
			t.Fatalf("%s: changes to one cached copy reached the next", path)
		}
	}
}

package game

import (
	"crypto/sha256"
	"fmt"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/sandtable/sandtable/engine"
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
	return deepCopy(d).position()
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

// deepCopy returns a copy of v that shares no memory with it: every pointer,
// slice, map and interface value is copied, unexported fields included, and
// two pointers to one value in v point to one value in the copy. Functions
// and channels are shared (a decoded file holds none).
func deepCopy[T any](v T) T {
	var out T
	src := reflect.ValueOf(&v).Elem()
	dst := reflect.ValueOf(&out).Elem()
	copyInto(dst, src, map[uintptr]reflect.Value{})
	return out
}

// copyInto copies src deeply into dst (settable, of src's type); seen maps
// the address of each pointed-to value already copied to its copy.
func copyInto(dst, src reflect.Value, seen map[uintptr]reflect.Value) {
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			return
		}
		if c, ok := seen[src.Pointer()]; ok && c.Type() == src.Type() {
			dst.Set(c)
			return
		}
		c := reflect.New(src.Type().Elem())
		seen[src.Pointer()] = c
		copyInto(c.Elem(), src.Elem(), seen)
		dst.Set(c)
	case reflect.Slice:
		if src.IsNil() {
			return
		}
		c := reflect.MakeSlice(src.Type(), src.Len(), src.Cap())
		for i := range src.Len() {
			copyInto(c.Index(i), src.Index(i), seen)
		}
		dst.Set(c)
	case reflect.Array:
		for i := range src.Len() {
			copyInto(dst.Index(i), src.Index(i), seen)
		}
	case reflect.Map:
		if src.IsNil() {
			return
		}
		c := reflect.MakeMapWithSize(src.Type(), src.Len())
		it := src.MapRange()
		for it.Next() {
			k := reflect.New(src.Type().Key()).Elem()
			copyInto(k, addressable(it.Key()), seen)
			e := reflect.New(src.Type().Elem()).Elem()
			copyInto(e, addressable(it.Value()), seen)
			c.SetMapIndex(k, e)
		}
		dst.Set(c)
	case reflect.Interface:
		if src.IsNil() {
			return
		}
		e := reflect.New(src.Elem().Type()).Elem()
		copyInto(e, addressable(src.Elem()), seen)
		dst.Set(e)
	case reflect.Struct:
		for i := range src.NumField() {
			copyInto(settable(dst.Field(i)), settable(src.Field(i)), seen)
		}
	default: // booleans, numbers, strings (immutable), functions, channels
		dst.Set(src)
	}
}

// addressable returns a shallow copy of v that can be addressed (a map's
// keys and values and an interface's value cannot).
func addressable(v reflect.Value) reflect.Value {
	c := reflect.New(v.Type()).Elem()
	c.Set(v)
	return c
}

// settable returns v free of the read-only flag of an unexported field, so
// that it can be read into and set (v must be addressable).
func settable(v reflect.Value) reflect.Value {
	if v.CanSet() {
		return v
	}
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
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
		if n := mutateAll(reflect.ValueOf(first).Elem()); n < 100 {
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

// mutateAll changes in place every string, number and flag reachable from
// v (addressable), and adds a key to every map of string keys; it returns
// how many values it changed.
func mutateAll(v reflect.Value) int {
	n := 0
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() && v.Elem().CanAddr() {
			n += mutateAll(v.Elem())
		} else if !v.IsNil() {
			c := addressable(v.Elem())
			n += mutateAll(c)
			settable(v).Set(c)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			n += mutateAll(v.Index(i))
		}
	case reflect.Map:
		if v.IsNil() {
			return 0
		}
		for _, k := range v.MapKeys() {
			e := addressable(v.MapIndex(k))
			n += mutateAll(e)
			v.SetMapIndex(k, e)
		}
		if v.Type().Key().Kind() == reflect.String {
			v.SetMapIndex(reflect.ValueOf("mutated").Convert(v.Type().Key()), reflect.New(v.Type().Elem()).Elem())
			n++
		}
	case reflect.Struct:
		for i := range v.NumField() {
			n += mutateAll(settable(v.Field(i)))
		}
	case reflect.String:
		v.SetString(v.String() + "~")
		n++
	case reflect.Bool:
		v.SetBool(!v.Bool())
		n++
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() ^ 1)
		n++
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(v.Uint() ^ 1)
		n++
	case reflect.Float32, reflect.Float64:
		v.SetFloat(v.Float() + 1)
		n++
	}
	return n
}

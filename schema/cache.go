package schema

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// The schema pass is the costliest stage of validation (about 45 ms of the
// ITW game's 70), and its result depends only on the document's bytes and
// the schema's. Once SetCacheDir names a folder (the CLI does; a library never
// decides where to write), Validate keeps its results by content on disk
// across runs, with the newest in memory in front. Without one, nothing is
// kept: the editor keeps the diagnostics of unchanged files itself.

// memLimit bounds the in-memory results; past it the map starts again (an
// editor session makes a new version of a document with every edit).
const memLimit = 256

// maxCacheFile bounds what is read back from a cache file: results are small,
// a larger file is not one of ours.
const maxCacheFile = 4 << 20

type cacheKey [sha256.Size]byte

// cacheFormat is part of every key: change it whenever what Validate makes of
// gojsonschema's errors changes (pointer, message), so results kept by an
// older build are never read as this one's.
const cacheFormat = "sandtable schema issues 1"

var cache = struct {
	sync.Mutex
	dir string
	mem map[cacheKey][]Issue
}{mem: map[cacheKey][]Issue{}}

// SetCacheDir makes Validate keep its results in dir (created when missing)
// across runs; "" (the default) keeps none. Entries are
// named by the SHA-256 of the schema and the document, so a changed schema or
// document never meets an old result, and an unreadable or malformed entry is
// ignored and validated again.
func SetCacheDir(dir string) {
	cache.Lock()
	defer cache.Unlock()
	cache.dir = dir
}

// schemaDigests are the SHA-256 of each kind's schema document, computed at
// load.
var schemaDigests = map[string][sha256.Size]byte{}

// digestWithShared is the SHA-256 of a kind's schema document followed by
// every embedded schema it may refer to ($ref into vocab.schema.json), so a
// change to a shared vocabulary also changes the key.
func digestWithShared(data []byte) [sha256.Size]byte {
	h := sha256.New()
	h.Write(data)
	names, _ := fs.Glob(files, "*.schema.json")
	for _, n := range names {
		b, _ := files.ReadFile(n)
		h.Write([]byte(n))
		h.Write(b)
	}
	var d [sha256.Size]byte
	h.Sum(d[:0])
	return d
}

// key names a document of kind checked against the schema loaded now.
func key(kind string, doc []byte) cacheKey {
	h := sha256.New()
	h.Write([]byte(cacheFormat))
	d := schemaDigests[kind]
	h.Write(d[:])
	h.Write([]byte(kind))
	h.Write([]byte{0})
	h.Write(doc)
	var k cacheKey
	h.Sum(k[:0])
	return k
}

// cached returns the issues kept for k, from memory or the disk.
func cached(k cacheKey) ([]Issue, bool) {
	cache.Lock()
	dir := cache.dir
	issues, ok := cache.mem[k]
	cache.Unlock()
	if dir == "" {
		return nil, false
	}
	if ok {
		return issues, true
	}
	issues, ok = readEntry(filepath.Join(dir, hex.EncodeToString(k[:])))
	if ok {
		keep(k, issues)
	}
	return issues, ok
}

// readEntry reads one cache file: a JSON array of issues.
func readEntry(path string) ([]Issue, bool) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxCacheFile+1))
	if err != nil || len(data) > maxCacheFile {
		return nil, false
	}
	var issues []Issue
	if err := json.Unmarshal(data, &issues); err != nil {
		return nil, false
	}
	return issues, true
}

// remember keeps issues under k, in memory and on disk, when a cache folder
// is set.
func remember(k cacheKey, issues []Issue) {
	dir := cacheDir()
	if dir == "" {
		return
	}
	keep(k, issues)
	_ = writeEntry(dir, hex.EncodeToString(k[:]), issues) // a cache that cannot be written is only slower
}

// keep holds issues under k in memory.
func keep(k cacheKey, issues []Issue) {
	cache.Lock()
	defer cache.Unlock()
	if len(cache.mem) >= memLimit {
		cache.mem = map[cacheKey][]Issue{}
	}
	cache.mem[k] = issues
}

// writeEntry writes one cache file atomically: a temporary file in dir,
// renamed over the name, so a reader never sees half of it.
func writeEntry(dir, name string, issues []Issue) error {
	if issues == nil {
		issues = []Issue{}
	}
	data, err := json.Marshal(issues)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("schema cache %s: %w", dir, err)
	}
	f, err := os.CreateTemp(dir, name+".*.tmp")
	if err != nil {
		return fmt.Errorf("schema cache %s: %w", dir, err)
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr != nil || cerr != nil {
		os.Remove(f.Name())
		return fmt.Errorf("schema cache %s: %v %v", f.Name(), werr, cerr)
	}
	if err := os.Rename(f.Name(), filepath.Join(dir, name)); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("schema cache %s: %w", dir, err)
	}
	return nil
}

// cacheDir returns the folder results go to on disk ("" for none).
func cacheDir() string {
	cache.Lock()
	defer cache.Unlock()
	return cache.dir
}

package validate

import (
	"bytes"
	"path/filepath"
	"reflect"
	"slices"
	"sync"
	"testing"
)

// The rule cases (TestCases) validate one patched file each in a session
// of its own, and each session decoded the same built-in map and OOB again
// and profiled the same game folder again (the scenarios beside the OOB):
// a third of the cases' CPU. caseSession gives a case that patches no
// built-in file a session that starts with what a session over the
// built-in files has loaded for the case's scenario: the decoded maps and
// OOBs, the region evaluators and the game profiles. Every session shares
// these read-only already (a game folder's files are validated side by
// side over one session), and the case's own file sits at a path of its
// own, so nothing it reads is one of them; TestCaseSessionAgreesWithFresh
// compares the two.

var caseDonor = struct {
	sync.Mutex
	s    *Session
	done map[string]bool // built-in scenarios validated in s
}{s: NewSession(Builtin{}), done: map[string]bool{}}

// caseSession returns a session over files (which hold the case's patched
// file at at) for a case on the built-in scenario base: seeded with the
// shared session's decoded built-in files when the case replaces none of
// them and they read the same through files, else a fresh one.
func caseSession(files Files, at, base string) *Session {
	s := NewSession(files)
	if slices.Contains(BuiltinPaths(), at) {
		return s // a game case: the patched file stands in for a built-in one
	}
	caseDonor.Lock()
	defer caseDonor.Unlock()
	d := caseDonor.s
	if !caseDonor.done[base] {
		d.File(base)
		caseDonor.done[base] = true
	}
	if !sameFiles(files, d.maps.keys(), at) || !sameFiles(files, d.oobs.keys(), at) {
		return s
	}
	s.maps.seed(&d.maps)
	s.oobs.seed(&d.oobs)
	s.rulesets.seed(&d.rulesets)
	s.regions.seed(&d.regions)
	s.profiles.seed(&d.profiles)
	return s
}

// sameFiles reports whether every path reads through files as it does
// among the built-in files, and none is at.
func sameFiles(files Files, paths []string, at string) bool {
	for _, p := range paths {
		if p == at {
			return false
		}
		a, errA := files.ReadFile(p)
		b, errB := Builtin{}.ReadFile(p)
		if errA != nil || errB != nil || !bytes.Equal(a, b) {
			return false
		}
	}
	return true
}

// keys returns the memo's keys.
func (m *memo[T]) keys() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for k := range m.entries {
		out = append(out, k)
	}
	return out
}

// seed shares from's loaded entries (their values and errors) with m.
func (m *memo[T]) seed(from *memo[T]) {
	from.mu.Lock()
	defer from.mu.Unlock()
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.entries == nil {
		m.entries = map[string]*memoEntry[T]{}
	}
	for k, e := range from.entries {
		m.entries[k] = e
	}
}

// TestCaseSessionAgreesWithFresh: a case validated in a seeded session
// (caseSession) gives the diagnostics a fresh session gives, for every
// non-game case (at -short, every seventh).
func TestCaseSessionAgreesWithFresh(t *testing.T) {
	dirs := caseDirs(t)
	step := 1
	if testing.Short() {
		step = 7
	}
	n := 0
	for i := 0; i < len(dirs); i += step {
		r := ruleCaseResult(dirs[i])
		if r.err != nil {
			t.Fatal(r.err)
		}
		if r.c.Game {
			continue
		}
		if !r.seeded {
			t.Errorf("%s: the case's session was not seeded", dirs[i])
		}
		files := overlay{files: map[string][]byte{r.at: r.patched}}
		got, want := slices.Clone(r.ds), NewSession(files).File(r.at)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: seeded session gives\n%v\nfresh session\n%v", dirs[i], got, want)
		}
		n++
	}
	if n < 10 {
		t.Fatalf("compared only %d cases", n)
	}
}

// caseResult is one rule case loaded and validated as TestCases validates
// it (caseDiagnostics).
type caseResult struct {
	once    sync.Once
	at      string
	patched []byte
	c       ruleCase
	err     error
	ds      []Diagnostic
	seeded  bool
}

// caseResults keeps each rule case's result per test binary, by folder:
// TestCases checks its diagnostics against case.want and
// TestCaseSessionAgreesWithFresh the same diagnostics against a fresh
// session's, so the seeded session validates each case once, not once for
// each test. Its users read the diagnostics through a copy.
var caseResults sync.Map // folder -> *caseResult

// ruleCaseResult loads and validates the case in dir, once per test binary.
func ruleCaseResult(dir string) *caseResult {
	v, _ := caseResults.LoadOrStore(dir, &caseResult{})
	r := v.(*caseResult)
	r.once.Do(func() {
		r.at, r.patched, r.c, r.err = loadRuleCase(dir)
		if r.err == nil {
			r.ds, r.seeded = caseDiagnostics(r.at, r.patched, r.c)
		}
	})
	return r
}

// caseDirs returns the rule cases' folders.
func caseDirs(t *testing.T) []string {
	t.Helper()
	dirs, err := filepath.Glob("testdata/cases/*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	return dirs
}

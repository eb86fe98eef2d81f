package validate

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/schema"
)

// The mutation harness and the slip families validate some thousand
// mutated copies of one built-in file each (mutationDiagnostics), and each
// copy's session decoded the same unchanged map, OOB, rulesets and sibling
// scenarios again and built the same region evaluator (whose region views
// it then evaluated again): most of their CPU. mutationSession starts the
// copy's session with what a shared session over the built-in files
// (caseDonor, which has validated every scenario of the game once) holds
// and the mutation leaves alone, as the editor keeps its session while
// only the scenario changes (model.Revalidator): the decoded maps and
// rulesets and the region evaluators; for a mutated scenario checked on
// its own, also the OOB and the game's other scenarios as validated. Only
// what reads the same through the copy's files and is not the mutated
// file: the mutated file is validated from its bytes as before, and the
// game profile, which reads it beside its siblings, is worked out again.
// A whole game folder (a mutated OOB, or checks across a game's files)
// validates its files and decodes its OOB itself, as before. And the
// harness and the families keep the schema pass's results by the file's
// bytes (cacheSchemaResults), as the CLI does across runs: a game folder's
// unchanged files are schema-checked once per test, the mutated file
// afresh. TestMutationSessionAgreesWithFresh compares the two ways.

// cacheSchemaResults makes the schema pass keep its results by content for
// the rest of test t (schema.SetCacheDir, in a folder of t's). No test of
// this package runs beside another (none calls t.Parallel).
func cacheSchemaResults(t *testing.T) {
	schema.SetCacheDir(t.TempDir())
	t.Cleanup(func() { schema.SetCacheDir("") })
}

// mutationSession returns the session mutationDiagnostics validates a
// mutated copy of the built-in file at at in (files holds the copy); game:
// the whole game folder is validated.
func mutationSession(files Files, at string, game bool) *Session {
	s := NewSession(files)
	caseDonor.Lock()
	defer caseDonor.Unlock()
	d := caseDonor.s
	paths := gamePaths(at)
	var siblings []string
	for _, p := range paths {
		if KindOf(p) != "scenario" {
			continue
		}
		if !caseDonor.done[p] {
			d.File(p)
			caseDonor.done[p] = true
		}
		if p != at {
			siblings = append(siblings, p)
		}
	}
	rulesets := slices.DeleteFunc(d.rulesets.keys(), func(k string) bool {
		return strings.HasPrefix(k, "builtin:") // every session shares these already (builtinRuleset)
	})
	for _, keys := range [][]string{d.maps.keys(), rulesets, d.regions.keys()} {
		if !sameFiles(files, keys, at) {
			return s
		}
	}
	s.maps.seed(&d.maps)
	s.rulesets.seed(&d.rulesets)
	s.regions.seed(&d.regions)
	if game || KindOf(at) != "scenario" || !sameFiles(files, d.oobs.keys(), at) || !sameFiles(files, siblings, at) {
		return s
	}
	s.oobs.seed(&d.oobs)
	for _, p := range siblings {
		if sc, ok := d.scenarioDecoded(p); ok {
			s.remember(p, sc)
		}
	}
	return s
}

// TestMutationSessionAgreesWithFresh: a mutated copy validated in a
// seeded session (mutationSession) gives the diagnostics a fresh session
// gives, for mutations of every kind of the harness and the slip families
// (one of each kind, drawn from a seed of their own; at -short of every
// third kind), the
// seeded one with the schema results kept by content as the families keep
// them (cacheSchemaResults);
// and the shared session's decoded scenarios, which the seeded sessions
// read, are still those of a fresh validation (this test runs after the
// harness and the families).
func TestMutationSessionAgreesWithFresh(t *testing.T) {
	step := 1 // every kind; at -short every third
	if testing.Short() {
		step = 3
	}
	d := loadMutData(t)
	type gen func(*mutData) (mutation, bool)
	var gens []gen
	seed := mutationSeed(t, 2699)
	for ki, k := range mutationKinds {
		rng := rand.New(rand.NewPCG(seed, uint64(ki)))
		gens = append(gens, func(d *mutData) (mutation, bool) { return k.gen(rng, d) })
	}
	for fi, kinds := range [][]slipKind{bookSlipKinds, thirdSlipKinds, fourthSlipKinds, fifthSlipKinds} {
		for ki, k := range kinds {
			rng := rand.New(rand.NewPCG(seed, uint64(1000*(fi+1)+ki)))
			gens = append(gens, func(d *mutData) (mutation, bool) {
				m, ok := k.gen(rng, d)
				return mutation{file: m.file, data: m.data, game: m.game}, ok
			})
		}
	}
	dir := t.TempDir()
	defer schema.SetCacheDir("")
	compared, seeded, withSiblings := 0, 0, 0
	for gi := 0; gi < len(gens); gi += step {
		for tries := 0; tries < 200; tries++ {
			m, ok := gens[gi](d)
			if !ok {
				continue
			}
			files := overlay{files: map[string][]byte{m.file: m.data}}
			schema.SetCacheDir(dir)
			s := mutationSession(files, m.file, m.game)
			if s.maps.keys() != nil {
				seeded++
			}
			if len(s.decoded) > 0 {
				withSiblings++
			}
			got := mutationDiagnosticsIn(s, m)
			schema.SetCacheDir("")
			want := mutationDiagnosticsIn(NewSession(files), m)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s mutated (game %v): seeded session gives\n%v\nfresh session\n%v", m.file, m.game, got, want)
			}
			compared++
			break
		}
	}
	t.Logf("%d mutated copies compared, %d of them in a seeded session, %d with the sibling scenarios", compared, seeded, withSiblings)
	if want := len(gens) / step; compared < want || seeded*10 < compared*9 || withSiblings*2 < compared {
		t.Errorf("%d mutated copies compared, %d in a seeded session, %d with the siblings; want %d, nearly all seeded, half with the siblings", compared, seeded, withSiblings, want)
	}
	caseDonor.Lock()
	defer caseDonor.Unlock()
	for p := range caseDonor.done {
		sc, ok := caseDonor.s.scenarioDecoded(p)
		if !ok {
			continue
		}
		f := NewSession(Builtin{})
		f.File(p)
		if fresh, _ := f.scenarioDecoded(p); !reflect.DeepEqual(sc, fresh) {
			t.Errorf("%s: the shared session's decoded scenario changed", p)
		}
	}
}

package validate

import (
	"reflect"
	"testing"
)

// TestGameCrossBesideSecondPass: Game runs the checks across scenarios
// beside the second pass of Paths (pathsAndCross) and gives what Paths
// followed by crossScenario gives when called one after the other, in
// the same order. Run with -race, it also checks that the checks across
// scenarios share nothing unsafely with the profile checks.
func TestGameCrossBesideSecondPass(t *testing.T) {
	root, err := newRepoRooted()
	if err != nil {
		t.Fatal(err)
	}
	const dir = "../scenarios/itw-shiloh"
	got, err := NewSession(root).Game(dir)
	if err != nil {
		t.Fatal(err)
	}
	paths, skipped, err := GameFiles(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(skipped) > 0 {
		t.Fatalf("skipped %v", skipped)
	}
	s := NewSession(root)
	want := s.Paths(paths)
	cross := s.crossScenario(paths)
	if len(cross) == 0 {
		t.Fatal("the ITW game gives no diagnostic across scenarios: the test checks nothing")
	}
	want = append(want, cross...)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Game gives %d diagnostics, Paths then crossScenario %d", len(got), len(want))
		for i := range min(len(got), len(want)) {
			if !reflect.DeepEqual(got[i], want[i]) {
				t.Errorf("first difference at %d:\n got  %+v\n want %+v", i, got[i], want[i])
				break
			}
		}
	}
}

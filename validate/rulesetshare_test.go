package validate

import (
	"reflect"
	"testing"

	"github.com/sandtable/sandtable/engine"
)

// TestBuiltinRulesetShared: sessions share one decoded built-in ruleset,
// and validating a whole game with it leaves it as a fresh decode of the
// built-in file.
func TestBuiltinRulesetShared(t *testing.T) {
	root, err := newRepoRooted()
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewSession(root).Ruleset("x.scenario.json", "gbacw")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewSession(root).Game("../scenarios/itw-shiloh"); err != nil {
		t.Fatal(err)
	}
	b, err := NewSession(root).Ruleset("y.scenario.json", "gbacw")
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Error("two sessions decoded the built-in ruleset twice")
	}
	fresh, err := engine.BuiltinRuleset("gbacw")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, fresh) {
		t.Error("the shared built-in ruleset changed while a game was validated")
	}
	if _, err := NewSession(root).Ruleset("x.scenario.json", "no-such-system"); err == nil {
		t.Error("an unknown built-in id was accepted")
	}
}

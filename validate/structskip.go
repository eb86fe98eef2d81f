package validate

import (
	"reflect"

	"github.com/go-playground/validator/v10"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
)

// structRoots are the model types structRules is given.
var structRoots = []any{maps.Map{}, scenarios.OOB{}, scenarios.Scenario{}, engine.Ruleset{}, scenarios.Errata{}}

// skipInertFields tells v to pass over the fields that can never fail a
// rule, in every struct type reachable from structRoots: fields without a
// validate tag whose type (past pointers) is not a struct or an interface,
// so holds nothing the validator would descend into. The validator would
// visit them for nothing, at one allocation each (it boxes every field it
// visits to look for its Valuer interface). Rules and messages stay as
// they were. Call it before the first validation.
func skipInertFields(v *validator.Validate) {
	seen := map[reflect.Type]bool{}
	for _, root := range structRoots {
		skipInertIn(v, reflect.TypeOf(root), seen)
	}
}

// skipInertIn registers the inert fields of t and of the struct types
// under it (through pointers, slices, arrays and maps).
func skipInertIn(v *validator.Validate, t reflect.Type, seen map[reflect.Type]bool) {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || seen[t] {
		return
	}
	seen[t] = true
	rules := map[string]string{}
	for i := range t.NumField() {
		f := t.Field(i)
		skipInertIn(v, f.Type, seen)
		if f.Anonymous || !f.IsExported() || f.Tag.Get("validate") != "" || !inert(f.Type) {
			continue
		}
		rules[f.Name] = "-"
	}
	if len(rules) > 0 {
		v.RegisterStructValidationMapRules(rules, reflect.New(t).Elem().Interface())
	}
}

// inert reports whether the validator does nothing with an untagged field
// of type t: it descends only into structs (and what an interface holds),
// and into nothing at all that implements validator.Valuer.
func inert(t reflect.Type) bool {
	valuer := reflect.TypeFor[validator.Valuer]()
	for t.Kind() == reflect.Pointer {
		if t.Implements(valuer) {
			return false
		}
		t = t.Elem()
	}
	switch {
	case t.Implements(valuer), reflect.PointerTo(t).Implements(valuer):
		return false
	case t.Kind() == reflect.Struct, t.Kind() == reflect.Interface:
		return false
	}
	return true
}

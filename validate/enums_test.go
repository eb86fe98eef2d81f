package validate

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/game"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/schema"
)

// TestGoEnumsMatchSchemas: the JSON Schemas are the one source of every
// vocabulary. Walking each file type's Go struct beside its schema, every
// field with a `oneof=` validator tag must allow exactly the values of the
// schema's enum at that property, and every Go field written to a file must
// be a property of the schema.
func TestGoEnumsMatchSchemas(t *testing.T) {
	compared := 0
	for _, c := range []struct {
		kind, root string
		v          any
	}{
		{"map", "", maps.Map{}},
		{"oob", "", scenarios.OOB{}},
		{"scenario", "", scenarios.Scenario{}},
		{"ruleset", "", engine.Ruleset{}},
		{"errata", "", scenarios.Errata{}},
		{"game", "/definitions/game", game.File{}},
		{"game", "/definitions/action", game.Action{}},
	} {
		doc, err := schema.Document(c.kind)
		if err != nil {
			t.Fatal(err)
		}
		node, err := schema.Resolve(doc, doc, c.root)
		if err != nil {
			t.Fatal(err)
		}
		w := enumWalk{t: t, kind: c.kind, doc: doc, stack: map[reflect.Type]bool{}}
		w.walk(reflect.TypeOf(c.v), node, c.root)
		compared += w.compared
	}
	if compared < 20 {
		t.Errorf("only %d Go enumerations compared with the schemas: the walk lost its way", compared)
	}
	t.Logf("%d Go enumerations compared with the schemas", compared)
}

type enumWalk struct {
	t     *testing.T
	kind  string
	doc   map[string]any
	stack map[reflect.Type]bool
	// compared counts the oneof tags checked.
	compared int
}

func (w *enumWalk) walk(typ reflect.Type, node map[string]any, ptr string) {
	node, err := schema.Resolve(w.doc, node, "")
	if err != nil {
		w.t.Errorf("%s %s: %v", w.kind, ptr, err)
		return
	}
	switch typ.Kind() {
	case reflect.Pointer:
		w.walk(typ.Elem(), node, ptr)
	case reflect.Slice, reflect.Array:
		if items, ok := node["items"].(map[string]any); ok {
			w.walk(typ.Elem(), items, ptr+"/items")
		}
	case reflect.Map:
		if ap, ok := node["additionalProperties"].(map[string]any); ok {
			w.walk(typ.Elem(), ap, ptr+"/additionalProperties")
		}
	case reflect.Struct:
		if w.stack[typ] {
			return
		}
		w.stack[typ] = true
		defer delete(w.stack, typ)
		w.fields(typ, node, ptr)
	}
}

func (w *enumWalk) fields(typ reflect.Type, node map[string]any, ptr string) {
	props, _ := node["properties"].(map[string]any)
	for i := range typ.NumField() {
		f := typ.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if !f.IsExported() || name == "-" || name == "" {
			continue
		}
		prop, ok := props[name].(map[string]any)
		if !ok {
			if node["additionalProperties"] == false {
				w.t.Errorf("%s %s: Go field %s.%s (%q) is not a property of the schema", w.kind, ptr, typ.Name(), f.Name, name)
			}
			continue
		}
		here := ptr + "/properties/" + name
		w.compare(typ, f, prop, here)
		w.walk(f.Type, prop, here)
	}
}

// compare checks a field's oneof tag against the schema's enum there.
func (w *enumWalk) compare(typ reflect.Type, f reflect.StructField, prop map[string]any, ptr string) {
	tag := f.Tag.Get("validate")
	_, after, ok := strings.Cut(tag, "oneof=")
	if !ok {
		return
	}
	goVals := strings.Fields(strings.Split(after, ",")[0])
	w.compared++
	node, _ := schema.Resolve(w.doc, prop, "")
	if strings.Contains(tag, "dive") {
		if items, ok := node["items"].(map[string]any); ok {
			node, _ = schema.Resolve(w.doc, items, "")
		}
	}
	var schemaVals []string
	for _, v := range asSlice(node["enum"]) {
		if s, ok := v.(string); ok {
			schemaVals = append(schemaVals, s)
		}
	}
	slices.Sort(goVals)
	slices.Sort(schemaVals)
	if !slices.Equal(goVals, schemaVals) {
		w.t.Errorf("%s %s: Go %s.%s allows %v, the schema %v", w.kind, ptr, typ.Name(), f.Name, goVals, schemaVals)
	}
}

func asSlice(v any) []any {
	s, _ := v.([]any)
	return s
}

// TestGoListsMatchSchemas: the lists the engine dispatches on equal the
// schema's enums (a kind added to one and not the other fails here).
func TestGoListsMatchSchemas(t *testing.T) {
	for _, c := range []struct {
		kind, pointer string
		goList        []string
	}{
		{"scenario", "/definitions/constraint/properties/type", scenarios.ConstraintKinds},
		{"scenario", "/definitions/objective/properties/type", scenarios.ObjectiveTypes},
		{"game", "/definitions/action/properties/action", game.ActionKinds},
	} {
		want, err := schema.Enum(c.kind, c.pointer)
		if err != nil {
			t.Fatal(err)
		}
		got := slices.Clone(c.goList)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s %s: Go lists %v, the schema %v", c.kind, c.pointer, got, want)
		}
	}
}

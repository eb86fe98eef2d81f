package jsonfile

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
)

// The Go side of the key-case check (Check): which JSON names a struct's
// fields have and what type each value fills, as encoding/json matches
// them, resolved once a type.

var (
	unmarshalerType     = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// target returns the type whose fields the JSON value at hand fills, or nil
// when encoding/json does not match keys to fields there (a custom
// unmarshaler, an interface, a scalar).
func target(t reflect.Type) reflect.Type {
	if t == nil {
		return nil
	}
	if v, ok := targetCache.Load(t); ok {
		return v.(targetOf).t
	}
	v := targetUncached(t)
	targetCache.Store(t, targetOf{v})
	return v
}

// targetCache holds target's answer by type (reflect's Implements is
// asked once a type, not once a value).
var targetCache sync.Map // reflect.Type -> targetOf

// targetOf wraps target's answer, which may be nil.
type targetOf struct{ t reflect.Type }

func targetUncached(t reflect.Type) reflect.Type {
	for t != nil {
		if t.Implements(unmarshalerType) || reflect.PointerTo(t).Implements(unmarshalerType) ||
			t.Kind() != reflect.Map && (t.Implements(textUnmarshalerType) || reflect.PointerTo(t).Implements(textUnmarshalerType)) {
			return nil
		}
		if t.Kind() != reflect.Pointer {
			break
		}
		t = t.Elem()
	}
	if t == nil {
		return nil
	}
	switch t.Kind() {
	case reflect.Struct, reflect.Map, reflect.Slice, reflect.Array:
		return t
	}
	return nil
}

// foldedField returns the field name that key matches when case is
// ignored, as encoding/json matches it.
func foldedField(fields map[string]reflect.Type, key string) (string, bool) {
	for name := range fields {
		if strings.EqualFold(name, key) {
			return name, true
		}
	}
	return "", false
}

// embeds reports whether a struct has an embedded field.
func embeds(t reflect.Type) bool {
	if v, ok := embedsCache.Load(t); ok {
		return v.(bool)
	}
	e := false
	for i := range t.NumField() {
		e = e || t.Field(i).Anonymous
	}
	embedsCache.Store(t, e)
	return e
}

var embedsCache sync.Map // reflect.Type -> bool

var fieldCache sync.Map // reflect.Type -> map[string]reflect.Type

// fieldsOf returns the JSON names of a struct's fields (embedded structs'
// fields promoted, "-" fields left out) and their types as target gives
// them (resolved once a struct type, not once a value).
func fieldsOf(t reflect.Type) map[string]reflect.Type {
	if f, ok := fieldCache.Load(t); ok {
		return f.(map[string]reflect.Type)
	}
	out := map[string]reflect.Type{}
	addFields(t, out, 0)
	fieldCache.Store(t, out)
	return out
}

func addFields(t reflect.Type, out map[string]reflect.Type, depth int) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		ft := f.Type
		if f.Anonymous && name == "" {
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct && depth < 8 {
				addFields(ft, out, depth+1)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if _, ok := out[name]; !ok {
			out[name] = target(ft)
		}
	}
}

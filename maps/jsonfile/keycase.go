package jsonfile

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"
)

// checkKeyCase refuses, with a *ScanError of code json.key-case, an object
// key that names a field of the Go struct it decodes into only when case
// is ignored ("Map" for "map"): encoding/json would fill the field from it
// (the last of "map" and "Map" winning), while the schemas, whose property
// names are exact, refuse it. Every command decodes through here, so all
// refuse such a file as validate does. data has passed Scan.
func checkKeyCase(data []byte, t reflect.Type) error {
	_, _, err := keysKnown(data, t)
	return err
}

// keysKnown is checkKeyCase that also reports whether every object key
// read into a struct names one of its fields exactly, and data is one
// value with nothing after it: encoding/json's DisallowUnknownFields then
// has nothing to refuse. Structs with embedded fields (where Go's rules
// for promoted names apply) never count as known. tops gives, for each key
// of a top-level object that holds an array read into a slice field, the
// number of its elements (presize).
func keysKnown(data []byte, t reflect.Type) (known bool, tops []topLen, err error) {
	k := &keyCaseScanner{scanner: scanner{data: data}}
	k.space()
	err = k.value(target(t))
	if err != nil && err != errSyntax {
		return false, nil, err
	}
	if err != nil {
		return false, nil, nil
	}
	k.space()
	return !k.unknown && k.pos == len(k.data), k.tops, nil
}

// topLen is the length of the array under one key of the top-level object.
type topLen struct {
	key []byte // as written, without escapes
	n   int
}

// keyCaseScanner walks a document beside the type it decodes into.
type keyCaseScanner struct {
	scanner
	path []segment // pointer segments of the value being read
	// unknown is set by a key that names no field of its struct (or a
	// struct whose names keysKnown cannot vouch for).
	unknown bool
	// arrayLen is the number of elements of the last array read; tops the
	// lengths of the top-level object's slices (keysKnown).
	arrayLen int
	tops     []topLen
}

// segment is one step of the pointer being read: an object key, or an
// array index (key "" and index >= 0), formatted only when an error names
// it.
type segment struct {
	key   string
	raw   []byte // the key as written, when it has no escape (key is then "")
	index int
}

func (s segment) String() string {
	if s.index >= 0 {
		return strconv.Itoa(s.index)
	}
	if s.raw != nil {
		return string(s.raw)
	}
	return s.key
}

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

// value reads one value into t, which is already target's answer (keysKnown
// and the walk resolve each type once: fieldsOf, array, object).
func (k *keyCaseScanner) value(t reflect.Type) error {
	c, ok := k.peek()
	if !ok {
		return errSyntax
	}
	switch c {
	case '{':
		return k.object(t)
	case '[':
		return k.array(t)
	case '"':
		_, err := k.str(false)
		return err
	}
	for k.pos < len(k.data) && !strings.ContainsRune(",]} \t\r\n", rune(k.data[k.pos])) {
		k.pos++
	}
	return nil
}

func (k *keyCaseScanner) array(t reflect.Type) error {
	var elem reflect.Type
	if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
		elem = target(t.Elem())
	}
	k.pos++
	k.space()
	if c, ok := k.peek(); ok && c == ']' {
		k.pos++
		k.arrayLen = 0
		return nil
	}
	for i := 0; ; i++ {
		k.space()
		k.path = append(k.path, segment{index: i})
		if err := k.value(elem); err != nil {
			return err
		}
		k.path = k.path[:len(k.path)-1]
		k.space()
		c, ok := k.peek()
		if !ok {
			return errSyntax
		}
		k.pos++
		if c == ']' {
			k.arrayLen = i + 1
			return nil
		}
	}
}

func (k *keyCaseScanner) object(t reflect.Type) error {
	var fields map[string]reflect.Type
	var elem reflect.Type
	if t != nil && t.Kind() == reflect.Struct {
		fields = fieldsOf(t)
		k.unknown = k.unknown || embeds(t)
	} else if t != nil && t.Kind() == reflect.Map {
		elem = target(t.Elem())
	}
	k.pos++
	k.space()
	if c, ok := k.peek(); ok && c == '}' {
		k.pos++
		return nil
	}
	for {
		k.space()
		at := k.pos
		// a key without escapes is read in place, not copied into a
		// string (str unquotes one with escapes)
		key, err := k.str(false)
		if err != nil {
			return err
		}
		seg := segment{key: key, index: -1}
		if raw := k.data[at+1 : k.pos-1]; bytes.IndexByte(raw, '\\') < 0 {
			seg.raw = raw
		}
		next := elem
		if fields != nil {
			var ft reflect.Type
			var exact bool
			if seg.raw != nil {
				ft, exact = fields[string(seg.raw)]
			} else {
				ft, exact = fields[key]
			}
			if !exact {
				key = seg.String()
				if name, ok := foldedField(fields, key); ok {
					return &ScanError{Code: "json.key-case", Offset: int64(at), Pointer: k.pointer(key),
						Message: fmt.Sprintf("key %q is not a field; the field is written %q (keys are case-sensitive)", key, name)}
				}
				k.unknown = true
			}
			next = ft
		}
		k.space()
		if c, ok := k.peek(); !ok || c != ':' {
			return errSyntax
		}
		k.pos++
		k.space()
		top := len(k.path) == 0 && seg.raw != nil && next != nil && next.Kind() == reflect.Slice
		k.path = append(k.path, seg)
		if c, _ := k.peek(); c != '[' {
			top = false
		}
		if err := k.value(next); err != nil {
			return err
		}
		if top && fields != nil {
			k.tops = append(k.tops, topLen{key: seg.raw, n: k.arrayLen})
		}
		k.path = k.path[:len(k.path)-1]
		k.space()
		c, ok := k.peek()
		if !ok {
			return errSyntax
		}
		k.pos++
		if c == '}' {
			return nil
		}
	}
}

// pointer returns the JSON pointer of key in the object being read.
func (k *keyCaseScanner) pointer(key string) string {
	var b strings.Builder
	for _, s := range append(k.path, segment{key: key, index: -1}) {
		b.WriteString("/" + EscapePointer(s.String()))
	}
	return b.String()
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

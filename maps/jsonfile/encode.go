// Package jsonfile holds what every Sandtable file shares: the canonical JSON
// encoding (two-space indent, struct field order, sorted map keys, no HTML
// escaping, one trailing newline) and atomic saving.
package jsonfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"sync"
)

// Encode returns the canonical bytes of v: the encoding Sandtable writes for
// every file, so that loading and saving an unchanged file gives the same bytes.
func Encode(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("encode: %w", err)
	}
	return buf.Bytes(), nil
}

// DecodeStrict decodes data into v, refusing fields v does not declare, so
// that a field the canonical writer would drop is reported instead of lost,
// and refusing first, with a *ScanError, what Check refuses (BOM, invalid
// UTF-8, nesting deeper than DefaultLimits.Depth, duplicate keys, a null
// document, a key whose case differs from its field's). One read of data
// with jsontext checks all of that before encoding/json decodes it.
func DecodeStrict(data []byte, v any) error {
	c, err := Check(data, DefaultLimits, v)
	if err != nil {
		return err
	}
	return c.Decode(data, v)
}

// presize gives each nil slice field of the struct v points to, named by
// a key of tops, an empty slice with room for that many elements
// (encoding/json fills a slice's spare capacity before it grows it; an
// empty array is left alone, so it still decodes as encoding/json makes
// it). A field whose JSON name two fields share is left alone.
func presize(v any, tops []topLen) {
	if len(tops) == 0 {
		return
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return
	}
	st := rv.Elem()
	index := sliceFieldsOf(st.Type())
	for _, t := range tops {
		i, ok := index[t.key]
		if !ok || t.n == 0 {
			continue
		}
		if f := st.Field(i); f.IsNil() && f.CanSet() {
			f.Set(reflect.MakeSlice(f.Type(), 0, t.n))
		}
	}
}

var sliceFieldCache sync.Map // reflect.Type -> map[string]int

// sliceFieldsOf returns the index of each exported slice field declared by
// the struct type t itself (not promoted), by JSON name; names two fields
// share are left out.
func sliceFieldsOf(t reflect.Type) map[string]int {
	if m, ok := sliceFieldCache.Load(t); ok {
		return m.(map[string]int)
	}
	out := map[string]int{}
	shared := map[string]bool{}
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" || f.Anonymous || !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(tag, ",")
		if name == "" {
			name = f.Name
		}
		if _, dup := out[name]; dup || shared[name] {
			delete(out, name)
			shared[name] = true
			continue
		}
		if f.Type.Kind() == reflect.Slice {
			out[name] = i
		} else {
			shared[name] = true // a field of another kind holds the name
		}
	}
	sliceFieldCache.Store(t, out)
	return out
}

// decodeDisallowing decodes one JSON value, refusing unknown fields and
// trailing data.
func decodeDisallowing(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("trailing data after the JSON value")
	}
	return nil
}

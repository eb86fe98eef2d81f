package editor

import (
	"reflect"
	"sync"
	"testing"
	"time"
	"unsafe"

	"github.com/sandtable/sandtable/editor/model"
)

// The editor's tests open the built-in scenario some forty times, and each
// open decodes its map, OOB and ruleset and validates the whole scenario
// (1.5 of the binary's 15 CPU-seconds at -short). builtinDocument opens it
// once per binary; openBuiltin hands each test a deep copy, since the tests
// edit their document and no two may share memory. The built-in files are
// embedded, so they cannot change under the cache.

var builtinOnce struct {
	sync.Once
	doc *model.Document
	err error
}

// builtinDocument returns the built-in scenario as model.OpenBuiltin opens
// it, shared: callers copy before use.
func builtinDocument() (*model.Document, error) {
	builtinOnce.Do(func() { builtinOnce.doc, builtinOnce.err = model.OpenBuiltin() })
	return builtinOnce.doc, builtinOnce.err
}

// TestOpenBuiltinCopiesShareNothing: openBuiltin's document equals one
// model.OpenBuiltin opens afresh, and after every value reachable from one
// copy is changed (each string, number and flag, each map given a new key),
// the next copy still equals a fresh open: no test's edits reach another's.
func TestOpenBuiltinCopiesShareNothing(t *testing.T) {
	fresh, err := model.OpenBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	first := openBuiltin(t)
	if !reflect.DeepEqual(first, fresh) {
		t.Fatal("the cached copy differs from a fresh open")
	}
	if n := mutateAll(reflect.ValueOf(first).Elem()); n < 1000 {
		t.Fatalf("changed only %d values of the copy", n)
	}
	if reflect.DeepEqual(first, fresh) {
		t.Fatal("changing the copy changed nothing")
	}
	if next := openBuiltin(t); !reflect.DeepEqual(next, fresh) {
		t.Fatal("changes to one cached copy reached the next")
	}
}

// locationType is shared, not copied: a time's *time.Location points at the
// runtime's own zones, which are immutable once loaded.
var locationType = reflect.TypeFor[*time.Location]()

// deepCopy returns a copy of v that shares no memory with it: every pointer,
// slice, map and interface value is copied, unexported fields included, and
// two pointers to one value in v point to one value in the copy. Functions,
// channels and time zones are shared (a freshly opened document holds no
// function or channel).
func deepCopy[T any](v T) T {
	var out T
	src := reflect.ValueOf(&v).Elem()
	dst := reflect.ValueOf(&out).Elem()
	copyInto(dst, src, map[uintptr]reflect.Value{})
	return out
}

// copyInto copies src (addressable) deeply into dst (settable, of src's
// type); seen maps the address of each pointed-to value already copied to
// its copy.
func copyInto(dst, src reflect.Value, seen map[uintptr]reflect.Value) {
	if src.Type() == locationType {
		dst.Set(src)
		return
	}
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			return
		}
		if c, ok := seen[src.Pointer()]; ok && c.Type() == src.Type() {
			dst.Set(c)
			return
		}
		c := reflect.New(src.Type().Elem())
		seen[src.Pointer()] = c
		copyInto(c.Elem(), src.Elem(), seen)
		dst.Set(c)
	case reflect.Slice:
		if src.IsNil() {
			return
		}
		c := reflect.MakeSlice(src.Type(), src.Len(), src.Cap())
		for i := range src.Len() {
			copyInto(c.Index(i), src.Index(i), seen)
		}
		dst.Set(c)
	case reflect.Array:
		for i := range src.Len() {
			copyInto(dst.Index(i), src.Index(i), seen)
		}
	case reflect.Map:
		if src.IsNil() {
			return
		}
		c := reflect.MakeMapWithSize(src.Type(), src.Len())
		it := src.MapRange()
		for it.Next() {
			k := reflect.New(src.Type().Key()).Elem()
			copyInto(k, addressable(it.Key()), seen)
			e := reflect.New(src.Type().Elem()).Elem()
			copyInto(e, addressable(it.Value()), seen)
			c.SetMapIndex(k, e)
		}
		dst.Set(c)
	case reflect.Interface:
		if src.IsNil() {
			return
		}
		e := reflect.New(src.Elem().Type()).Elem()
		copyInto(e, addressable(src.Elem()), seen)
		dst.Set(e)
	case reflect.Struct:
		for i := range src.NumField() {
			copyInto(settable(dst.Field(i)), settable(src.Field(i)), seen)
		}
	default: // booleans, numbers, strings (immutable), functions, channels
		dst.Set(src)
	}
}

// addressable returns a shallow copy of v that can be addressed (a map's
// keys and values and an interface's value cannot).
func addressable(v reflect.Value) reflect.Value {
	c := reflect.New(v.Type()).Elem()
	c.Set(v)
	return c
}

// settable returns v free of the read-only flag of an unexported field, so
// that it can be read into and set (v must be addressable).
func settable(v reflect.Value) reflect.Value {
	if v.CanSet() {
		return v
	}
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// mutateAll changes in place every string, number and flag reachable from
// v (addressable), time zones aside, and adds a key to every map of string
// keys; it returns how many values it changed.
func mutateAll(v reflect.Value) int {
	if v.Type() == locationType {
		return 0
	}
	n := 0
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() && v.Elem().CanAddr() {
			n += mutateAll(v.Elem())
		} else if !v.IsNil() {
			c := addressable(v.Elem())
			n += mutateAll(c)
			settable(v).Set(c)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			n += mutateAll(v.Index(i))
		}
	case reflect.Map:
		if v.IsNil() {
			return 0
		}
		for _, k := range v.MapKeys() {
			e := addressable(v.MapIndex(k))
			n += mutateAll(e)
			v.SetMapIndex(k, e)
		}
		if v.Type().Key().Kind() == reflect.String {
			v.SetMapIndex(reflect.ValueOf("mutated").Convert(v.Type().Key()), reflect.New(v.Type().Elem()).Elem())
			n++
		}
	case reflect.Struct:
		for i := range v.NumField() {
			n += mutateAll(settable(v.Field(i)))
		}
	case reflect.String:
		v.SetString(v.String() + "~")
		n++
	case reflect.Bool:
		v.SetBool(!v.Bool())
		n++
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() ^ 1)
		n++
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(v.Uint() ^ 1)
		n++
	case reflect.Float32, reflect.Float64:
		v.SetFloat(v.Float() + 1)
		n++
	}
	return n
}

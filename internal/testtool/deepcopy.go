package testtool

import (
	"reflect"
	"time"
	"unsafe"
)

// locationType is shared, not copied: a time's *time.Location points at the
// runtime's own zones, which are immutable once loaded.
var locationType = reflect.TypeFor[*time.Location]()

// DeepCopy returns a copy of v that shares no memory with it: every pointer,
// slice, map and interface value is copied, unexported fields included, and
// two pointers to one value in v point to one value in the copy. Functions,
// channels and time zones are shared (a freshly opened document holds no
// function or channel). Tests use it to share a value that is costly to
// build (a decoded game, an opened document) and still give each test its
// own memory.
func DeepCopy[T any](v T) T {
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

// MutateAll changes in place every string, number and flag reachable from
// v (addressable), time zones aside, and adds a key to every map of string
// keys; it returns how many values it changed. A test changes one
// DeepCopy with it to show that the next copy is untouched.
func MutateAll(v reflect.Value) int {
	if v.Type() == locationType {
		return 0
	}
	n := 0
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() && v.Elem().CanAddr() {
			n += MutateAll(v.Elem())
		} else if !v.IsNil() {
			c := addressable(v.Elem())
			n += MutateAll(c)
			settable(v).Set(c)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			n += MutateAll(v.Index(i))
		}
	case reflect.Map:
		if v.IsNil() {
			return 0
		}
		for _, k := range v.MapKeys() {
			e := addressable(v.MapIndex(k))
			n += MutateAll(e)
			v.SetMapIndex(k, e)
		}
		if v.Type().Key().Kind() == reflect.String {
			v.SetMapIndex(reflect.ValueOf("mutated").Convert(v.Type().Key()), reflect.New(v.Type().Elem()).Elem())
			n++
		}
	case reflect.Struct:
		for i := range v.NumField() {
			n += MutateAll(settable(v.Field(i)))
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

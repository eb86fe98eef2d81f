package tiled

import (
	"strconv"
	"strings"
)

// propList collects the typed custom properties of one Tiled object or map
// (TMX <property name= type= value=>). Empty optional values are left out,
// so that absent and empty stay the same after a round trip.
type propList []xmlProp

// str adds a string property when v is not empty.
func (p *propList) str(name, v string) {
	if v != "" {
		*p = append(*p, xmlProp{Name: name, Value: v})
	}
}

// integer adds an int property.
func (p *propList) integer(name string, v int) {
	*p = append(*p, xmlProp{Name: name, Type: "int", Value: strconv.Itoa(v)})
}

// intPtr adds an int property when v is not nil.
func (p *propList) intPtr(name string, v *int) {
	if v != nil {
		p.integer(name, *v)
	}
}

// flag adds a bool property "true" when v is true.
func (p *propList) flag(name string, v bool) {
	if v {
		*p = append(*p, xmlProp{Name: name, Type: "bool", Value: "true"})
	}
}

// boolPtr adds a bool property when v is not nil.
func (p *propList) boolPtr(name string, v *bool) {
	if v != nil {
		*p = append(*p, xmlProp{Name: name, Type: "bool", Value: strconv.FormatBool(*v)})
	}
}

// list adds a string property holding ids separated by single spaces (hex
// ids, features: neither may hold a space) when ids is not empty.
func (p *propList) list(name string, ids []string) {
	p.str(name, strings.Join(ids, " "))
}

// props reads the properties of one object or map back.
type props map[string]string

// intPtr returns the property as an int; nil when absent.
// Errors: a value that is not an integer.
func (p props) intPtr(name string) (*int, error) {
	s, ok := p[name]
	if !ok {
		return nil, nil
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return nil, &propError{name: name, err: err}
	}
	return &v, nil
}

// boolPtr returns the property as a bool; nil when absent.
// Errors: a value that is not a bool.
func (p props) boolPtr(name string) (*bool, error) {
	s, ok := p[name]
	if !ok {
		return nil, nil
	}
	v, err := strconv.ParseBool(s)
	if err != nil {
		return nil, &propError{name: name, err: err}
	}
	return &v, nil
}

// flag returns the property as a bool, false when absent.
// Errors: a value that is not a bool.
func (p props) flag(name string) (bool, error) {
	v, err := p.boolPtr(name)
	return v != nil && *v, err
}

// list returns the space-separated ids of a property; nil when absent or
// empty.
func (p props) list(name string) []string {
	if f := strings.Fields(p[name]); len(f) > 0 {
		return f
	}
	return nil
}

// propError is a property whose value does not parse as its type.
type propError struct {
	name string
	err  error
}

func (e *propError) Error() string { return "property " + e.name + ": " + e.err.Error() }

func (e *propError) Unwrap() error { return e.err }

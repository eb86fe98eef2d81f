// Package xmlnode is the one generic XML element of the importers (Tiled
// maps and tilesets, VASSAL buildFiles): an element with its attributes,
// text and child elements in document order, and typed attribute reads
// whose errors name the element and the attribute.
package xmlnode

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"
)

// Node is an XML element, its children kept in order (so that the order of
// mixed children, Tiled's layers and groups, survives).
type Node struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Text     string     `xml:",chardata"`
	Children []Node     `xml:",any"`
}

// Decode parses data into its root element.
// Errors: those of encoding/xml.
func Decode(data []byte) (*Node, error) {
	var root Node
	if err := xml.NewDecoder(bytes.NewReader(data)).Decode(&root); err != nil {
		return nil, err
	}
	return &root, nil
}

// Attr returns the attribute's value and whether it is present.
func (n *Node) Attr(name string) (string, bool) {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value, true
		}
	}
	return "", false
}

// Str returns the attribute's value, or def when absent.
func (n *Node) Str(name, def string) string {
	if v, ok := n.Attr(name); ok {
		return v
	}
	return def
}

// Int returns the attribute as an int, or def when absent.
// Errors: a value that is not an integer, as an *AttrError.
func (n *Node) Int(name string, def int) (int, error) {
	v, ok := n.Attr(name)
	if !ok {
		return def, nil
	}
	i, err := strconv.Atoi(v)
	if err != nil {
		return 0, n.attrErr(name, err)
	}
	return i, nil
}

// Float returns the attribute as a float64, or def when absent.
// Errors: a value that is not a number, as an *AttrError.
func (n *Node) Float(name string, def float64) (float64, error) {
	v, ok := n.Attr(name)
	if !ok {
		return def, nil
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return 0, n.attrErr(name, err)
	}
	return f, nil
}

// Bool returns the attribute as VASSAL and Tiled write it (only "true" is
// true), or def when absent.
func (n *Node) Bool(name string, def bool) bool {
	v, ok := n.Attr(name)
	if !ok {
		return def
	}
	return v == "true"
}

// Elems returns the child elements named name.
func (n *Node) Elems(name string) []*Node {
	var out []*Node
	for i := range n.Children {
		if n.Children[i].XMLName.Local == name {
			out = append(out, &n.Children[i])
		}
	}
	return out
}

// Elem returns the first child element named name, or nil.
func (n *Node) Elem(name string) *Node {
	for i := range n.Children {
		if n.Children[i].XMLName.Local == name {
			return &n.Children[i]
		}
	}
	return nil
}

// Walk calls fn on n and every element below it, depth first; fn returns
// false to skip an element's children.
func (n *Node) Walk(fn func(*Node) bool) {
	if !fn(n) {
		return
	}
	for i := range n.Children {
		n.Children[i].Walk(fn)
	}
}

// AttrError is a malformed attribute value.
type AttrError struct {
	Elem, Name string // the element (its last dot-separated part) and attribute
	Err        error
}

func (e *AttrError) Error() string {
	return fmt.Sprintf("<%s> attribute %s: %v", e.Elem, e.Name, e.Err)
}

func (e *AttrError) Unwrap() error { return e.Err }

func (n *Node) attrErr(name string, err error) error {
	return &AttrError{Elem: ShortName(n.XMLName.Local), Name: name, Err: err}
}

// ShortName returns the last dot-separated part of a name (a VASSAL class
// name: "VASSAL.build.module.Map" is "Map").
func ShortName(class string) string {
	if i := strings.LastIndexByte(class, '.'); i >= 0 {
		return class[i+1:]
	}
	return class
}

package vassal

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"maps"
	"slices"
	"strconv"
)

// node is a generic XML element of a buildFile.
type node struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Text     string     `xml:",chardata"`
	Children []node     `xml:",any"`
}

// decodeXML parses data into its root element.
func decodeXML(data []byte) (*node, error) {
	var root node
	if err := xml.NewDecoder(bytes.NewReader(data)).Decode(&root); err != nil {
		return nil, err
	}
	return &root, nil
}

// attr returns the attribute's value and whether it is present.
func (n *node) attr(name string) (string, bool) {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value, true
		}
	}
	return "", false
}

// str returns the attribute's value, or def when absent.
func (n *node) str(name, def string) string {
	if v, ok := n.attr(name); ok {
		return v
	}
	return def
}

// integer returns the attribute as an int, or def when absent.
func (n *node) integer(name string, def int) (int, error) {
	v, ok := n.attr(name)
	if !ok {
		return def, nil
	}
	i, err := strconv.Atoi(v)
	if err != nil {
		return 0, n.attrErr(name, err)
	}
	return i, nil
}

// float returns the attribute as a finite float64, or def when absent.
func (n *node) float(name string, def float64) (float64, error) {
	v, ok := n.attr(name)
	if !ok {
		return def, nil
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		return 0, n.attrErr(name, err)
	}
	return f, nil
}

// boolean returns the attribute as VASSAL reads it (only "true" is true), or
// def when absent.
func (n *node) boolean(name string, def bool) bool {
	v, ok := n.attr(name)
	if !ok {
		return def
	}
	return v == "true"
}

func (n *node) attrErr(name string, err error) error {
	return fmt.Errorf("<%s> attribute %s: %w", shortName(n.XMLName.Local), name, err)
}

// walk calls fn on n and every element below it, depth first; fn returns
// false to skip an element's children.
func (n *node) walk(fn func(*node) bool) {
	if !fn(n) {
		return
	}
	for i := range n.Children {
		n.Children[i].walk(fn)
	}
}

// shortName returns the last dot-separated part of a VASSAL class name.
func shortName(class string) string {
	for i := len(class) - 1; i >= 0; i-- {
		if class[i] == '.' {
			return class[i+1:]
		}
	}
	return class
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

package tiled

import (
	"bytes"
	"encoding/xml"
	"strconv"
)

// node is a generic XML element, so that the order of mixed children (tile
// layers and groups) is kept.
type node struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Text     string     `xml:",chardata"`
	Children []node     `xml:",any"`
}

// decodeXML parses data into its root element.
func decodeXML(data []byte) (*node, error) {
	var root node
	dec := xml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&root); err != nil {
		return nil, err
	}
	return &root, nil
}

// attr returns the value of the attribute named name, or "".
func (n *node) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// intAttr returns the attribute as an integer; def when it is absent.
// Errors: a value that is not an integer.
func (n *node) intAttr(name string, def int) (int, error) {
	s := n.attr(name)
	if s == "" {
		return def, nil
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return 0, &attrError{elem: n.XMLName.Local, name: name, err: err}
	}
	return v, nil
}

// children returns the child elements named name.
func (n *node) children(name string) []*node {
	var out []*node
	for i := range n.Children {
		if n.Children[i].XMLName.Local == name {
			out = append(out, &n.Children[i])
		}
	}
	return out
}

// child returns the first child element named name, or nil.
func (n *node) child(name string) *node {
	for i := range n.Children {
		if n.Children[i].XMLName.Local == name {
			return &n.Children[i]
		}
	}
	return nil
}

// attrError is a malformed attribute value.
type attrError struct {
	elem, name string
	err        error
}

func (e *attrError) Error() string {
	return "<" + e.elem + "> attribute " + e.name + ": " + e.err.Error()
}

func (e *attrError) Unwrap() error { return e.err }

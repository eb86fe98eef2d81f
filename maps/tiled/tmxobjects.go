package tiled

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/maps/xmlnode"
)

// tmxObjectGroup appends the objects of an <objectgroup> element.
func (d *document) tmxObjectGroup(n *xmlnode.Node) error {
	layer := n.Str("name", "")
	for _, o := range n.Elems("object") {
		obj, err := tmxObject(o, layer)
		if err != nil {
			return fmt.Errorf("object layer %q: %w", layer, err)
		}
		d.Objects = append(d.Objects, obj)
	}
	return nil
}

// tmxObject reads one <object> element: position, class, name, shape and
// custom properties.
func tmxObject(n *xmlnode.Node, layer string) (object, error) {
	o := object{Layer: layer, Name: n.Str("name", ""), Class: n.Str("type", ""), Props: tmxProperties(n)}
	if c := n.Str("class", ""); c != "" {
		o.Class = c
	}
	var err error
	if o.ID, err = intAttr(n, "id", 0); err != nil {
		return o, err
	}
	if o.X, err = floatAttr(n, "x"); err != nil {
		return o, err
	}
	if o.Y, err = floatAttr(n, "y"); err != nil {
		return o, fmt.Errorf("object %d: %w", o.ID, err)
	}
	switch {
	case n.Elem("point") != nil:
		o.Shape = "point"
	case n.Elem("polyline") != nil:
		o.Shape = "polyline"
		o.Points, err = parsePoints(n.Elem("polyline").Str("points", ""))
	case n.Elem("polygon") != nil:
		o.Shape = "polygon"
		o.Points, err = parsePoints(n.Elem("polygon").Str("points", ""))
	}
	if err != nil {
		return o, fmt.Errorf("object %d: %w", o.ID, err)
	}
	return o, nil
}

// floatAttr returns a number attribute in pixels; 0 when absent.
func floatAttr(n *xmlnode.Node, name string) (float64, error) {
	s := n.Str(name, "")
	if s == "" {
		return 0, nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, &xmlnode.AttrError{Elem: n.XMLName.Local, Name: name, Err: err}
	}
	return v, nil
}

// parsePoints reads TMX points ("x,y x,y ..."), pixels.
func parsePoints(s string) ([][2]float64, error) {
	var out [][2]float64
	for _, pair := range strings.Fields(s) {
		xs, ys, ok := strings.Cut(pair, ",")
		x, errX := strconv.ParseFloat(xs, 64)
		y, errY := strconv.ParseFloat(ys, 64)
		if !ok || errX != nil || errY != nil {
			return nil, fmt.Errorf("points: %q is not x,y", pair)
		}
		out = append(out, [2]float64{x, y})
	}
	return out, nil
}

// intAttr returns an integer attribute of n; def when it is absent or
// empty.
// Errors: a value that is not an integer (an *xmlnode.AttrError).
func intAttr(n *xmlnode.Node, name string, def int) (int, error) {
	if n.Str(name, "") == "" {
		return def, nil
	}
	return n.Int(name, def)
}

package tiled

import (
	"fmt"
	"strconv"
	"strings"
)

// tmxObjectGroup appends the objects of an <objectgroup> element.
func (d *document) tmxObjectGroup(n *node) error {
	layer := n.attr("name")
	for _, o := range n.children("object") {
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
func tmxObject(n *node, layer string) (object, error) {
	o := object{Layer: layer, Name: n.attr("name"), Class: n.attr("type"), Props: tmxProperties(n)}
	if c := n.attr("class"); c != "" {
		o.Class = c
	}
	var err error
	if o.ID, err = n.intAttr("id", 0); err != nil {
		return o, err
	}
	if o.X, err = floatAttr(n, "x"); err != nil {
		return o, err
	}
	if o.Y, err = floatAttr(n, "y"); err != nil {
		return o, fmt.Errorf("object %d: %w", o.ID, err)
	}
	switch {
	case n.child("point") != nil:
		o.Shape = "point"
	case n.child("polyline") != nil:
		o.Shape = "polyline"
		o.Points, err = parsePoints(n.child("polyline").attr("points"))
	case n.child("polygon") != nil:
		o.Shape = "polygon"
		o.Points, err = parsePoints(n.child("polygon").attr("points"))
	}
	if err != nil {
		return o, fmt.Errorf("object %d: %w", o.ID, err)
	}
	return o, nil
}

// floatAttr returns a number attribute in pixels; 0 when absent.
func floatAttr(n *node, name string) (float64, error) {
	s := n.attr(name)
	if s == "" {
		return 0, nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, &attrError{elem: n.XMLName.Local, name: name, err: err}
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

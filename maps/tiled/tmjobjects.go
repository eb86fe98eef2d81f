package tiled

import (
	"fmt"
	"strconv"
)

// tmjObject is one object of a JSON object layer.
type tmjObject struct {
	ID         int           `json:"id"`
	Name       string        `json:"name"`
	Type       string        `json:"type"`
	Class      string        `json:"class"`
	X          float64       `json:"x"` // pixels
	Y          float64       `json:"y"` // pixels
	Point      bool          `json:"point"`
	Polyline   []tmjPoint    `json:"polyline"`
	Polygon    []tmjPoint    `json:"polygon"`
	Properties []tmjProperty `json:"properties"`
}

// tmjPoint is a polyline or polygon point, pixels relative to the object.
type tmjPoint struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// tmjObjectGroup appends the objects of a JSON object layer.
func (d *document) tmjObjectGroup(l tmjLayer) {
	for _, o := range l.Objects {
		obj := object{ID: o.ID, Layer: l.Name, Class: o.Type, Name: o.Name, X: o.X, Y: o.Y,
			Props: tmjProps(o.Properties)}
		if o.Class != "" {
			obj.Class = o.Class
		}
		switch {
		case o.Point:
			obj.Shape = "point"
		case o.Polyline != nil:
			obj.Shape, obj.Points = "polyline", tmjPoints(o.Polyline)
		case o.Polygon != nil:
			obj.Shape, obj.Points = "polygon", tmjPoints(o.Polygon)
		}
		d.Objects = append(d.Objects, obj)
	}
}

func tmjPoints(ps []tmjPoint) [][2]float64 {
	out := make([][2]float64, len(ps))
	for i, p := range ps {
		out[i] = [2]float64{p.X, p.Y}
	}
	return out
}

// tmjProps returns JSON custom properties as text, as TMX writes them: whole
// numbers without exponent or fraction ("3", not "3e+00").
func tmjProps(ps []tmjProperty) props {
	out := props{}
	for _, p := range ps {
		out[p.Name] = propText(p.Value)
	}
	return out
}

// propText returns a JSON property value as TMX text.
func propText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case nil:
		return ""
	}
	return fmt.Sprint(v)
}

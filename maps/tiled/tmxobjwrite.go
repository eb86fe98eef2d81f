package tiled

import (
	"strconv"
	"strings"
)

// The TMX object layer elements the exporter writes.
type xmlObjectGroup struct {
	ID      int         `xml:"id,attr"`
	Name    string      `xml:"name,attr"`
	Color   string      `xml:"color,attr,omitempty"` // "#rrggbb": the colour Tiled draws the objects in
	Objects []xmlObject `xml:"object"`
}

type xmlObject struct {
	ID         int        `xml:"id,attr"`
	Name       string     `xml:"name,attr,omitempty"`
	Type       string     `xml:"type,attr,omitempty"` // Tiled 1.8's name for the class
	X          float64    `xml:"x,attr"`              // pixels
	Y          float64    `xml:"y,attr"`              // pixels
	Properties []xmlProp  `xml:"properties>property,omitempty"`
	Point      *struct{}  `xml:"point"`
	Polyline   *xmlPoints `xml:"polyline"`
	Polygon    *xmlPoints `xml:"polygon"`
}

// xmlPoints is a polyline's or polygon's points, "x,y x,y ...", in pixels
// relative to the object's position.
type xmlPoints struct {
	Points string `xml:"points,attr"`
}

// pointObject returns a point object at (x, y) pixels.
func pointObject(class, name string, x, y float64, p propList) xmlObject {
	return xmlObject{Type: class, Name: name, X: x, Y: y, Properties: p, Point: &struct{}{}}
}

// lineObject returns a polyline (closed false) or polygon (closed true)
// object through pts, map pixels; its position is the first point.
func lineObject(class, name string, pts [][2]float64, closed bool, p propList) xmlObject {
	o := xmlObject{Type: class, Name: name, X: pts[0][0], Y: pts[0][1], Properties: p}
	ps := &xmlPoints{Points: pointsAttr(pts, o.X, o.Y)}
	if closed {
		o.Polygon = ps
	} else {
		o.Polyline = ps
	}
	return o
}

// pointsAttr writes pts relative to (x0, y0) as TMX points.
func pointsAttr(pts [][2]float64, x0, y0 float64) string {
	var b strings.Builder
	for i, p := range pts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatFloat(p[0]-x0, 'f', -1, 64))
		b.WriteByte(',')
		b.WriteString(strconv.FormatFloat(p[1]-y0, 'f', -1, 64))
	}
	return b.String()
}

// numberObjects gives the groups layer ids from firstLayer and their objects
// ids from 1, and returns the next free layer and object ids.
func numberObjects(groups []xmlObjectGroup, firstLayer int) (nextLayer, nextObject int) {
	nextLayer, nextObject = firstLayer, 1
	for i := range groups {
		groups[i].ID = nextLayer
		nextLayer++
		for j := range groups[i].Objects {
			groups[i].Objects[j].ID = nextObject
			nextObject++
		}
	}
	return nextLayer, nextObject
}

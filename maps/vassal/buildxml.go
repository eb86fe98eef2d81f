package vassal

import (
	"bytes"
	"encoding/xml"
	"strconv"
)

// elem is an element of a written buildFile.
type elem struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Text     string     `xml:",chardata"`
	Children []elem
}

// newElem returns an element with attributes given as name, value pairs.
func newElem(name string, attrs ...string) elem {
	e := elem{XMLName: xml.Name{Local: name}}
	for i := 0; i+1 < len(attrs); i += 2 {
		e.Attrs = append(e.Attrs, xml.Attr{Name: xml.Name{Local: attrs[i]}, Value: attrs[i+1]})
	}
	return e
}

// boardElem writes a Board with its HexGrid and HexGridNumbering.
func boardElem(b Board) elem {
	e := newElem(classBoard, "image", b.Image, "name", b.Name, "reversible", "false",
		"width", strconv.Itoa(b.Width), "height", strconv.Itoa(b.Height))
	g := b.Grid
	// The board image shows the grid and the ids already: VASSAL draws
	// neither again.
	grid := newElem(classHexGrid, "color", "0,0,0", "cornersLegal", "false", "dotsVisible", "false",
		"dx", ftoa(g.DX), "dy", ftoa(g.DY), "edgesLegal", "false", "sideways", strconv.FormatBool(g.Sideways),
		"snapTo", "true", "visible", "false", "x0", strconv.Itoa(g.X0), "y0", strconv.Itoa(g.Y0))
	if n := b.Numbering; n != nil {
		grid.Children = append(grid.Children, newElem(classNumbering,
			"color", "0,0,0", "first", string(n.First), "fontSize", "9",
			"hDescend", strconv.FormatBool(n.HDescend), "hDrawOff", "0",
			"hLeading", strconv.Itoa(n.HLeading), "hOff", strconv.Itoa(n.HOff), "hType", string(n.HType),
			"locationFormat", n.LocationFormat, "rotateText", "0", "sep", n.Sep,
			"stagger", strconv.FormatBool(n.Stagger),
			"vDescend", strconv.FormatBool(n.VDescend), "vDrawOff", "0",
			"vLeading", strconv.Itoa(n.VLeading), "vOff", strconv.Itoa(n.VOff), "vType", string(n.VType),
			"visible", "false"))
	}
	e.Children = []elem{grid}
	return e
}

func ftoa(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// marshalBuildFile writes the document with an XML header, indented.
func marshalBuildFile(root elem) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>` + "\n")
	enc := xml.NewEncoder(&buf)
	enc.Indent("", "  ")
	if err := enc.Encode(root); err != nil {
		return nil, err
	}
	buf.WriteByte('\n')
	return buf.Bytes(), nil
}

package tiled

import (
	"bytes"
	"encoding/xml"
	"strconv"
	"strings"
)

// The TMX elements the exporter writes (Tiled 1.8 format).
type xmlMap struct {
	XMLName       xml.Name         `xml:"map"`
	Version       string           `xml:"version,attr"`
	Orientation   string           `xml:"orientation,attr"`
	RenderOrder   string           `xml:"renderorder,attr"`
	Width         int              `xml:"width,attr"`
	Height        int              `xml:"height,attr"`
	TileWidth     int              `xml:"tilewidth,attr"`
	TileHeight    int              `xml:"tileheight,attr"`
	HexSideLength int              `xml:"hexsidelength,attr"`
	StaggerAxis   string           `xml:"staggeraxis,attr"`
	StaggerIndex  string           `xml:"staggerindex,attr"`
	Infinite      int              `xml:"infinite,attr"`
	NextLayerID   int              `xml:"nextlayerid,attr"`
	NextObjectID  int              `xml:"nextobjectid,attr"`
	Properties    []xmlProp        `xml:"properties>property,omitempty"`
	Tileset       xmlTileset       `xml:"tileset"`
	Layer         xmlLayer         `xml:"layer"`
	ObjectGroups  []xmlObjectGroup `xml:"objectgroup"`
}

type xmlTileset struct {
	FirstGID   int       `xml:"firstgid,attr"`
	Name       string    `xml:"name,attr"`
	TileWidth  int       `xml:"tilewidth,attr"`
	TileHeight int       `xml:"tileheight,attr"`
	TileCount  int       `xml:"tilecount,attr"`
	Columns    int       `xml:"columns,attr"`
	Image      xmlImage  `xml:"image"`
	Tiles      []xmlTile `xml:"tile"`
}

type xmlImage struct {
	Source string `xml:"source,attr"`
	Width  int    `xml:"width,attr"`
	Height int    `xml:"height,attr"`
}

type xmlTile struct {
	ID         int       `xml:"id,attr"`
	Type       string    `xml:"type,attr"`
	Properties []xmlProp `xml:"properties>property"`
}

type xmlProp struct {
	Name  string `xml:"name,attr"`
	Type  string `xml:"type,attr,omitempty"`
	Value string `xml:"value,attr"`
}

type xmlLayer struct {
	ID     int     `xml:"id,attr"`
	Name   string  `xml:"name,attr"`
	Width  int     `xml:"width,attr"`
	Height int     `xml:"height,attr"`
	Data   xmlData `xml:"data"`
}

type xmlData struct {
	Encoding string `xml:"encoding,attr"`
	Text     string `xml:",innerxml"`
}

// csvRows writes global tile ids as Tiled's CSV layer data: one line per
// row, a comma after every value but the last.
func csvRows(gids []uint32, width int) string {
	var b strings.Builder
	b.WriteByte('\n')
	for i, g := range gids {
		b.WriteString(strconv.FormatUint(uint64(g), 10))
		if i < len(gids)-1 {
			b.WriteByte(',')
		}
		if (i+1)%width == 0 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// marshalTMX returns the XML document of m, indented with one space as Tiled
// writes it.
func marshalTMX(m *xmlMap) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", " ")
	if err := enc.Encode(m); err != nil {
		return nil, err
	}
	buf.WriteByte('\n')
	return buf.Bytes(), nil
}

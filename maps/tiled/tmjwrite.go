package tiled

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// The Tiled JSON map format (.tmj) the exporter writes: the same map as the
// TMX document, field for field as Tiled 1.8 saves JSON maps (keys in
// Tiled's order does not matter to a JSON reader; typed property values are
// JSON numbers and booleans, not text).
type tmjOutMap struct {
	CompressionLevel int             `json:"compressionlevel"`
	Height           int             `json:"height"`
	HexSideLength    int             `json:"hexsidelength"`
	Infinite         bool            `json:"infinite"`
	Layers           []any           `json:"layers"`
	NextLayerID      int             `json:"nextlayerid"`
	NextObjectID     int             `json:"nextobjectid"`
	Orientation      string          `json:"orientation"`
	Properties       []tmjOutProp    `json:"properties,omitempty"`
	RenderOrder      string          `json:"renderorder"`
	StaggerAxis      string          `json:"staggeraxis"`
	StaggerIndex     string          `json:"staggerindex"`
	TileHeight       int             `json:"tileheight"`
	Tilesets         []tmjOutTileset `json:"tilesets"`
	TileWidth        int             `json:"tilewidth"`
	Type             string          `json:"type"`
	Version          string          `json:"version"`
	Width            int             `json:"width"`
}

type tmjOutProp struct {
	Name  string `json:"name"`
	Type  string `json:"type"`
	Value any    `json:"value"`
}

type tmjOutTileset struct {
	Columns     int          `json:"columns"`
	FirstGID    int          `json:"firstgid"`
	Image       string       `json:"image"`
	ImageHeight int          `json:"imageheight"`
	ImageWidth  int          `json:"imagewidth"`
	Margin      int          `json:"margin"`
	Name        string       `json:"name"`
	Spacing     int          `json:"spacing"`
	TileCount   int          `json:"tilecount"`
	TileHeight  int          `json:"tileheight"`
	Tiles       []tmjOutTile `json:"tiles,omitempty"`
	TileWidth   int          `json:"tilewidth"`
}

type tmjOutTile struct {
	ID         int          `json:"id"`
	Properties []tmjOutProp `json:"properties,omitempty"`
	Type       string       `json:"type,omitempty"`
}

type tmjOutTileLayer struct {
	Data    string `json:"data"` // dataMark, replaced by the cells' rows after encoding
	Height  int    `json:"height"`
	ID      int    `json:"id"`
	Name    string `json:"name"`
	Opacity int    `json:"opacity"`
	Type    string `json:"type"`
	Visible bool   `json:"visible"`
	Width   int    `json:"width"`
	X       int    `json:"x"`
	Y       int    `json:"y"`
}

type tmjOutObjectGroup struct {
	Color     string         `json:"color,omitempty"`
	DrawOrder string         `json:"draworder"`
	ID        int            `json:"id"`
	Name      string         `json:"name"`
	Objects   []tmjOutObject `json:"objects"`
	Opacity   int            `json:"opacity"`
	Type      string         `json:"type"`
	Visible   bool           `json:"visible"`
	X         int            `json:"x"`
	Y         int            `json:"y"`
}

type tmjOutObject struct {
	Height     float64      `json:"height"`
	ID         int          `json:"id"`
	Name       string       `json:"name"`
	Point      bool         `json:"point,omitempty"`
	Polygon    []tmjPoint   `json:"polygon,omitempty"`
	Polyline   []tmjPoint   `json:"polyline,omitempty"`
	Properties []tmjOutProp `json:"properties,omitempty"`
	Rotation   float64      `json:"rotation"`
	Type       string       `json:"type"`
	Visible    bool         `json:"visible"`
	Width      float64      `json:"width"`
	X          float64      `json:"x"`
	Y          float64      `json:"y"`
}

// marshalTMJ returns the TMX map m (built by [tmxDocument] and the object
// writer) as a Tiled JSON map; gids are the tile layer's cells.
func marshalTMJ(m *xmlMap, gids []uint32) ([]byte, error) {
	ts := m.Tileset
	out := tmjOutMap{
		CompressionLevel: -1, Height: m.Height, HexSideLength: m.HexSideLength,
		NextLayerID: m.NextLayerID, NextObjectID: m.NextObjectID, Orientation: m.Orientation,
		RenderOrder: m.RenderOrder, StaggerAxis: m.StaggerAxis, StaggerIndex: m.StaggerIndex,
		TileHeight: m.TileHeight, TileWidth: m.TileWidth, Type: "map", Version: m.Version, Width: m.Width,
		Tilesets: []tmjOutTileset{{
			Columns: ts.Columns, FirstGID: ts.FirstGID, Image: ts.Image.Source,
			ImageHeight: ts.Image.Height, ImageWidth: ts.Image.Width, Name: ts.Name,
			TileCount: ts.TileCount, TileHeight: ts.TileHeight, TileWidth: ts.TileWidth,
		}},
	}
	var err error
	if out.Properties, err = tmjPropsOut(m.Properties); err != nil {
		return nil, err
	}
	for _, t := range ts.Tiles {
		p, err := tmjPropsOut(t.Properties)
		if err != nil {
			return nil, err
		}
		out.Tilesets[0].Tiles = append(out.Tilesets[0].Tiles, tmjOutTile{ID: t.ID, Type: t.Type, Properties: p})
	}
	out.Layers = append(out.Layers, tmjOutTileLayer{
		Data: dataMark, Height: m.Layer.Height, ID: m.Layer.ID, Name: m.Layer.Name, Opacity: 1,
		Type: "tilelayer", Visible: true, Width: m.Layer.Width,
	})
	for _, g := range m.ObjectGroups {
		og := tmjOutObjectGroup{Color: g.Color, DrawOrder: "topdown", ID: g.ID, Name: g.Name,
			Objects: []tmjOutObject{}, Opacity: 1, Type: "objectgroup", Visible: true}
		for _, o := range g.Objects {
			obj, err := tmjObjectOut(o)
			if err != nil {
				return nil, fmt.Errorf("layer %q: %w", g.Name, err)
			}
			og.Objects = append(og.Objects, obj)
		}
		out.Layers = append(out.Layers, og)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(out); err != nil {
		return nil, err
	}
	return bytes.Replace(buf.Bytes(), []byte(`"`+dataMark+`"`), dataRows(gids, m.Layer.Width), 1), nil
}

// dataMark stands for the tile layer's data in the encoded document (the
// encoder would put every cell on a line of its own, where Tiled writes a
// row of the layer per line). The tile layer is the first layer and "data"
// its first key, so the mark's first occurrence is the one to replace,
// whatever the map's texts hold.
const dataMark = "sandtable:data"

// dataRows writes the cells as a JSON array, a row of the layer per line.
func dataRows(gids []uint32, width int) []byte {
	b := []byte{'['}
	for i, g := range gids {
		if i%width == 0 {
			b = append(b, "\n    "...)
		}
		b = strconv.AppendUint(b, uint64(g), 10)
		if i < len(gids)-1 {
			b = append(b, ',')
		}
	}
	return append(b, "\n   ]"...)
}

// tmjObjectOut converts one TMX object.
func tmjObjectOut(o xmlObject) (tmjOutObject, error) {
	p, err := tmjPropsOut(o.Properties)
	if err != nil {
		return tmjOutObject{}, err
	}
	out := tmjOutObject{ID: o.ID, Name: o.Name, Type: o.Type, X: o.X, Y: o.Y, Visible: true,
		Point: o.Point != nil, Properties: p}
	if o.Polyline != nil {
		if out.Polyline, err = parsePointsAttr(o.Polyline.Points); err != nil {
			return out, err
		}
	}
	if o.Polygon != nil {
		if out.Polygon, err = parsePointsAttr(o.Polygon.Points); err != nil {
			return out, err
		}
	}
	return out, nil
}

// parsePointsAttr reads back the "x,y x,y" text [pointsAttr] wrote.
func parsePointsAttr(s string) ([]tmjPoint, error) {
	pts, err := parsePoints(s)
	if err != nil {
		return nil, err
	}
	out := make([]tmjPoint, len(pts))
	for i, p := range pts {
		out[i] = tmjPoint{X: p[0], Y: p[1]}
	}
	return out, nil
}

// tmjPropsOut converts typed TMX properties to JSON ones: int and float as
// numbers, bool as a boolean, the rest as strings (type "string").
func tmjPropsOut(ps []xmlProp) ([]tmjOutProp, error) {
	var out []tmjOutProp
	for _, p := range ps {
		q := tmjOutProp{Name: p.Name, Type: p.Type, Value: p.Value}
		switch p.Type {
		case "", "string":
			q.Type = "string"
		case "int":
			v, err := strconv.ParseInt(p.Value, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("property %q: %w", p.Name, err)
			}
			q.Value = v
		case "float":
			v, err := strconv.ParseFloat(p.Value, 64)
			if err != nil {
				return nil, fmt.Errorf("property %q: %w", p.Name, err)
			}
			q.Value = v
		case "bool":
			v, err := strconv.ParseBool(p.Value)
			if err != nil {
				return nil, fmt.Errorf("property %q: %w", p.Name, err)
			}
			q.Value = v
		}
		out = append(out, q)
	}
	return out, nil
}

package tiled

import (
	"encoding/json"
	"fmt"
)

// tmjMap is the part of a Tiled JSON map (.tmj) the importer reads.
type tmjMap struct {
	Type          string        `json:"type"`
	Orientation   string        `json:"orientation"`
	StaggerAxis   string        `json:"staggeraxis"`
	StaggerIndex  string        `json:"staggerindex"`
	Infinite      bool          `json:"infinite"`
	Width         int           `json:"width"`
	Height        int           `json:"height"`
	TileWidth     int           `json:"tilewidth"`
	TileHeight    int           `json:"tileheight"`
	HexSideLength int           `json:"hexsidelength"`
	Tilesets      []tmjTileset  `json:"tilesets"`
	Layers        []tmjLayer    `json:"layers"`
	Properties    []tmjProperty `json:"properties"`
}

// tmjTileset is an embedded tileset, a reference to an external one, or the
// root of a .tsj file.
type tmjTileset struct {
	FirstGID int64     `json:"firstgid"`
	Source   string    `json:"source"`
	Name     string    `json:"name"`
	Count    int64     `json:"tilecount"`
	Tiles    []tmjTile `json:"tiles"`
}

type tmjTile struct {
	ID         int64         `json:"id"`
	Type       string        `json:"type"`
	Class      string        `json:"class"`
	Properties []tmjProperty `json:"properties"`
}

type tmjProperty struct {
	Name  string `json:"name"`
	Value any    `json:"value"`
}

// tmjLayer is a tile layer, an object layer or a group; other layer types
// are skipped.
type tmjLayer struct {
	Type        string          `json:"type"`
	Name        string          `json:"name"`
	Visible     *bool           `json:"visible"`
	Data        json.RawMessage `json:"data"`
	Encoding    string          `json:"encoding"`
	Compression string          `json:"compression"`
	Chunks      json.RawMessage `json:"chunks"`
	Layers      []tmjLayer      `json:"layers"`
	Objects     []tmjObject     `json:"objects"`
}

// maxGroupDepth bounds the nesting of layer groups the decoders follow.
const maxGroupDepth = 64

// decodeTMJ parses a Tiled map in the JSON format.
func decodeTMJ(data []byte) (*document, error) {
	var m tmjMap
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("tmj: %w", err)
	}
	if m.Type != "" && m.Type != "map" {
		return nil, fmt.Errorf("tmj: type %q, want map", m.Type)
	}
	d := &document{
		Orientation: m.Orientation, StaggerAxis: m.StaggerAxis, StaggerIndex: m.StaggerIndex,
		Infinite: m.Infinite, Width: m.Width, Height: m.Height,
		TileWidth: m.TileWidth, TileHeight: m.TileHeight, HexSideLength: m.HexSideLength,
		Props: tmjProps(m.Properties),
	}
	for _, ts := range m.Tilesets {
		t, err := ts.tileset()
		if err != nil {
			return nil, fmt.Errorf("tmj: %w", err)
		}
		d.Tilesets = append(d.Tilesets, t)
	}
	if err := d.tmjLayers(m.Layers, true, 0); err != nil {
		return nil, fmt.Errorf("tmj: %w", err)
	}
	return d, nil
}

// tileset converts a JSON tileset.
func (ts tmjTileset) tileset() (tileset, error) {
	if ts.FirstGID < 0 || ts.FirstGID >= flagRotatedHexagonal120 {
		return tileset{}, fmt.Errorf("tileset %q: firstgid %d out of range", ts.Name, ts.FirstGID)
	}
	if ts.Count < 0 || ts.Count >= flagRotatedHexagonal120 {
		return tileset{}, fmt.Errorf("tileset %q: tilecount %d out of range", ts.Name, ts.Count)
	}
	out := tileset{FirstGID: uint32(ts.FirstGID), Source: ts.Source, Tiles: map[uint32]tileInfo{}, Count: uint32(ts.Count)}
	for _, t := range ts.Tiles {
		if t.ID < 0 || t.ID >= flagRotatedHexagonal120 {
			return tileset{}, fmt.Errorf("tileset %q: tile id %d out of range", ts.Name, t.ID)
		}
		info := tileInfo{Type: t.Type, Props: map[string]string{}}
		if t.Class != "" {
			info.Type = t.Class
		}
		for _, p := range t.Properties {
			info.Props[p.Name] = propText(p.Value)
		}
		out.Tiles[uint32(t.ID)] = info
	}
	return out, nil
}

// tmjLayers appends the tile layers of ls in drawing order, following groups.
func (d *document) tmjLayers(ls []tmjLayer, visible bool, depth int) error {
	if depth > maxGroupDepth {
		return fmt.Errorf("layer groups nested more than %d deep", maxGroupDepth)
	}
	for _, l := range ls {
		vis := visible && (l.Visible == nil || *l.Visible)
		switch l.Type {
		case "tilelayer":
			t, err := d.tmjTileLayer(l, vis)
			if err != nil {
				return err
			}
			d.Layers = append(d.Layers, t)
		case "objectgroup":
			d.tmjObjectGroup(l)
		case "group":
			if err := d.tmjLayers(l.Layers, vis, depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// tmjTileLayer decodes one tile layer's data: an array of global tile ids, or
// a base64 string.
func (d *document) tmjTileLayer(l tmjLayer, visible bool) (tileLayer, error) {
	count, err := checkSize(d.Width, d.Height)
	if err != nil {
		return tileLayer{}, err
	}
	if len(l.Chunks) > 0 && string(l.Chunks) != "null" {
		return tileLayer{}, fmt.Errorf("layer %q: chunked data of an infinite map: %w", l.Name, ErrUnsupported)
	}
	var gids []uint32
	switch l.Encoding {
	case "", "csv":
		if err := json.Unmarshal(l.Data, &gids); err != nil {
			return tileLayer{}, fmt.Errorf("layer %q: data: %w", l.Name, err)
		}
		if len(gids) != count {
			return tileLayer{}, fmt.Errorf("layer %q: %d tiles, want %d", l.Name, len(gids), count)
		}
	case "base64":
		var s string
		if err := json.Unmarshal(l.Data, &s); err != nil {
			return tileLayer{}, fmt.Errorf("layer %q: base64 data: %w", l.Name, err)
		}
		if gids, err = decodeBase64(s, l.Compression, count); err != nil {
			return tileLayer{}, fmt.Errorf("layer %q: %w", l.Name, err)
		}
	default:
		return tileLayer{}, fmt.Errorf("layer %q: encoding %q: want csv or base64", l.Name, l.Encoding)
	}
	return tileLayer{Name: l.Name, Visible: visible, GIDs: gids}, nil
}

// decodeTMJTileset parses a .tsj external tileset.
func decodeTMJTileset(data []byte) (tileset, error) {
	var ts tmjTileset
	if err := json.Unmarshal(data, &ts); err != nil {
		return tileset{}, fmt.Errorf("tsj: %w", err)
	}
	ts.FirstGID = 0
	t, err := ts.tileset()
	if err != nil {
		return tileset{}, fmt.Errorf("tsj: %w", err)
	}
	return t, nil
}

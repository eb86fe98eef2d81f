package tiled

import (
	"fmt"
	"strconv"

	"github.com/sandtable/sandtable/maps/xmlnode"
)

// decodeTMX parses a Tiled map in the TMX (XML) format.
func decodeTMX(data []byte) (*document, error) {
	root, err := xmlnode.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("tmx: %w", err)
	}
	if root.XMLName.Local != "map" {
		return nil, fmt.Errorf("tmx: root element <%s>, want <map>", root.XMLName.Local)
	}
	d, err := tmxHeader(root)
	if err != nil {
		return nil, fmt.Errorf("tmx: %w", err)
	}
	for _, ts := range root.Elems("tileset") {
		t, err := tmxTileset(ts)
		if err != nil {
			return nil, fmt.Errorf("tmx: %w", err)
		}
		d.Tilesets = append(d.Tilesets, t)
	}
	d.Props = tmxProperties(root)
	if err := d.tmxLayers(root, true); err != nil {
		return nil, fmt.Errorf("tmx: %w", err)
	}
	return d, nil
}

// tmxHeader reads the <map> element's attributes.
func tmxHeader(root *xmlnode.Node) (*document, error) {
	d := &document{
		Orientation:  root.Str("orientation", ""),
		StaggerAxis:  root.Str("staggeraxis", ""),
		StaggerIndex: root.Str("staggerindex", ""),
		Infinite:     root.Str("infinite", "") == "1",
	}
	var err error
	for _, f := range []struct {
		name string
		dst  *int
	}{
		{"width", &d.Width}, {"height", &d.Height},
		{"tilewidth", &d.TileWidth}, {"tileheight", &d.TileHeight},
		{"hexsidelength", &d.HexSideLength},
	} {
		if *f.dst, err = intAttr(root, f.name, 0); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// tmxTileset reads a <tileset> element (embedded, or the root of a .tsx file).
func tmxTileset(n *xmlnode.Node) (tileset, error) {
	first, err := intAttr(n, "firstgid", 0)
	if err != nil {
		return tileset{}, err
	}
	if first < 0 || uint64(first) > flagRotatedHexagonal120-1 {
		return tileset{}, fmt.Errorf("tileset firstgid %d out of range", first)
	}
	count, err := intAttr(n, "tilecount", 0)
	if err != nil || count < 0 || count >= flagRotatedHexagonal120 {
		return tileset{}, fmt.Errorf("tileset %q: tilecount %q out of range", n.Str("name", ""), n.Str("tilecount", ""))
	}
	ts := tileset{FirstGID: uint32(first), Source: n.Str("source", ""), Tiles: map[uint32]tileInfo{}, Count: uint32(count)}
	for _, t := range n.Elems("tile") {
		id, err := strconv.ParseUint(t.Str("id", ""), 10, 32)
		if err != nil {
			return tileset{}, fmt.Errorf("tileset %q: tile id %q: %w", n.Str("name", ""), t.Str("id", ""), err)
		}
		info := tileInfo{Type: t.Str("type", ""), Props: tmxProperties(t)}
		if c := t.Str("class", ""); c != "" {
			info.Type = c
		}
		ts.Tiles[uint32(id)] = info
	}
	return ts, nil
}

// tmxProperties reads the <properties> of an element.
func tmxProperties(n *xmlnode.Node) map[string]string {
	props := map[string]string{}
	if p := n.Elem("properties"); p != nil {
		for _, prop := range p.Elems("property") {
			v := prop.Str("value", "")
			if v == "" {
				v = prop.Text
			}
			props[prop.Str("name", "")] = v
		}
	}
	return props
}

// tmxLayers appends the tile layers of n (the map or a group) in drawing
// order, and the objects of its object layers (hidden or not); visible is
// false inside a hidden group.
func (d *document) tmxLayers(n *xmlnode.Node, visible bool) error {
	for i := range n.Children {
		c := &n.Children[i]
		vis := visible && c.Str("visible", "") != "0"
		switch c.XMLName.Local {
		case "layer":
			l, err := d.tmxLayer(c, vis)
			if err != nil {
				return err
			}
			d.Layers = append(d.Layers, l)
		case "objectgroup":
			if err := d.tmxObjectGroup(c); err != nil {
				return err
			}
		case "group":
			if err := d.tmxLayers(c, vis); err != nil {
				return err
			}
		}
	}
	return nil
}

// tmxLayer reads one <layer> element.
func (d *document) tmxLayer(n *xmlnode.Node, visible bool) (tileLayer, error) {
	name := n.Str("name", "")
	count, err := checkSize(d.Width, d.Height)
	if err != nil {
		return tileLayer{}, err
	}
	data := n.Elem("data")
	if data == nil {
		return tileLayer{}, fmt.Errorf("layer %q: no <data>", name)
	}
	if data.Elem("chunk") != nil {
		return tileLayer{}, fmt.Errorf("layer %q: chunked data of an infinite map: %w", name, ErrUnsupported)
	}
	gids, err := tmxData(data, count)
	if err != nil {
		return tileLayer{}, fmt.Errorf("layer %q: %w", name, err)
	}
	return tileLayer{Name: name, Visible: visible, GIDs: gids}, nil
}

// tmxData decodes a <data> element holding count tiles.
func tmxData(data *xmlnode.Node, count int) ([]uint32, error) {
	switch enc := data.Str("encoding", ""); enc {
	case "csv":
		return decodeCSV(data.Text, count)
	case "base64":
		return decodeBase64(data.Text, data.Str("compression", ""), count)
	case "":
		return tmxTileElements(data, count)
	default:
		return nil, fmt.Errorf("data encoding %q: want csv, base64 or none", enc)
	}
}

// tmxTileElements decodes the oldest layer format: one <tile gid="..."/> per
// cell.
func tmxTileElements(data *xmlnode.Node, count int) ([]uint32, error) {
	tiles := data.Elems("tile")
	if len(tiles) != count {
		return nil, fmt.Errorf("xml data: %d tiles, want %d", len(tiles), count)
	}
	out := make([]uint32, count)
	for i, t := range tiles {
		if s := t.Str("gid", ""); s != "" {
			v, err := strconv.ParseUint(s, 10, 32)
			if err != nil {
				return nil, fmt.Errorf("xml data: tile %d: %w", i, err)
			}
			out[i] = uint32(v)
		}
	}
	return out, nil
}

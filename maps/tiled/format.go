package tiled

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/sandtable/sandtable/maps/xmlnode"
)

// Format is the file format of a Tiled map.
type Format int

const (
	// TMX is Tiled's XML map format (.tmx).
	TMX Format = iota
	// TMJ is Tiled's JSON map format (.tmj, formerly .json).
	TMJ
)

// FormatOf returns the format a file name's extension says: .tmx is TMX,
// .tmj and .json are TMJ.
func FormatOf(path string) (Format, error) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".tmx", ".xml":
		return TMX, nil
	case ".tmj", ".json":
		return TMJ, nil
	}
	return TMX, fmt.Errorf("%s: not a Tiled map file name (want .tmx or .tmj)", path)
}

// decode parses data in format f.
func decode(data []byte, f Format) (*document, error) {
	if f == TMJ {
		return decodeTMJ(data)
	}
	return decodeTMX(data)
}

// decodeTileset parses an external tileset file (.tsx XML or .tsj JSON,
// told apart by its first non-blank byte) and gives it firstGID.
func decodeTileset(data []byte, firstGID uint32) (tileset, error) {
	var ts tileset
	trimmed := strings.TrimSpace(string(data[:min(len(data), 64)]))
	if strings.HasPrefix(trimmed, "{") {
		d, err := decodeTMJTileset(data)
		if err != nil {
			return tileset{}, err
		}
		ts = d
	} else {
		root, err := xmlnode.Decode(data)
		if err != nil {
			return tileset{}, fmt.Errorf("tsx: %w", err)
		}
		if root.XMLName.Local != "tileset" {
			return tileset{}, fmt.Errorf("tsx: root element <%s>, want <tileset>", root.XMLName.Local)
		}
		if ts, err = tmxTileset(root); err != nil {
			return tileset{}, fmt.Errorf("tsx: %w", err)
		}
	}
	ts.FirstGID = firstGID
	return ts, nil
}

package tiled

// document is a decoded Tiled map, the same for TMX and TMJ input.
type document struct {
	Orientation   string
	StaggerAxis   string // "x" or "y"
	StaggerIndex  string // "odd" or "even"
	Infinite      bool
	Width, Height int // map size, in tiles
	TileWidth     int // pixels
	TileHeight    int // pixels
	HexSideLength int // pixels
	Tilesets      []tileset
	Layers        []tileLayer // tile layers in drawing order (bottom first), groups flattened
	Objects       []object    // objects of every object layer, layers bottom first
	Props         props       // the map's custom properties
}

// tileset is what the importer needs of a Tiled tileset: where its global
// tile ids start, and the type and properties of its tiles by local id.
type tileset struct {
	FirstGID uint32
	Source   string // external tileset file, relative to the map; "" if embedded
	Tiles    map[uint32]tileInfo
	// Count is the number of tiles (tilecount); 0 when the file does not
	// say (an external tileset not loaded).
	Count uint32
}

// tileInfo is the type (Tiled 1.9+ "class") and the custom properties of one
// tile.
type tileInfo struct {
	Type  string
	Props map[string]string
}

// tileLayer is one tile layer: its cells row by row, as global tile ids with
// the flip flags still set.
type tileLayer struct {
	Name    string
	Visible bool
	GIDs    []uint32
}

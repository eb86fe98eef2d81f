package scenarios

// Region is a set of hexes written as data. Exactly one field is set.
type Region struct {
	Hexes     []string  `json:"hexes,omitempty"`
	Range     *HexRange `json:"range,omitempty"`
	EdgeNear  *EdgeNear `json:"edgeNear,omitempty"`
	Rect      *Rect     `json:"rect,omitempty"`
	Within    *Within   `json:"within,omitempty"`
	Line      *HexRange `json:"line,omitempty"`
	Path      *PathPart `json:"path,omitempty"`
	Terrain   []string  `json:"terrain,omitempty"`
	Edge      bool      `json:"edge,omitempty"`
	Side      *LineSide `json:"side,omitempty"`
	Sheets    []string  `json:"sheets,omitempty"`
	Area      string    `json:"area,omitempty"`
	Union     []Region  `json:"union,omitempty" validate:"dive"`
	Intersect []Region  `json:"intersect,omitempty" validate:"dive"`
	Minus     []Region  `json:"minus,omitempty" validate:"dive"`
	Note      string    `json:"note,omitempty"`
}

// HexRange is every hex of the rectangle between two hexes of one sheet, as the
// books write "N6401-6601".
type HexRange struct {
	From string `json:"from" validate:"required"`
	To   string `json:"to" validate:"required"`
}

// EdgeNear is the map-edge hexes within Within hexes of Hex ("S1234*").
type EdgeNear struct {
	Hex    string `json:"hex" validate:"required"`
	Within int    `json:"within" validate:"min=0"`
}

// Rect is every hex whose printed column and row lie within the bounds
// (inclusive; a nil bound is open), on one sheet or on all sheets. It writes
// the books' half-planes: "on or north of row Sxx24" is {Sheet: "S", RowMax: 24}.
type Rect struct {
	Sheet  string `json:"sheet,omitempty"`
	ColMin *int   `json:"colMin,omitempty"`
	ColMax *int   `json:"colMax,omitempty"`
	RowMin *int   `json:"rowMin,omitempty"`
	RowMax *int   `json:"rowMax,omitempty"`
}

// Within is every hex at most Distance hexes from Hex.
type Within struct {
	Hex      string `json:"hex" validate:"required"`
	Distance int    `json:"distance" validate:"min=0"`
}

// PathPart is the hexes of a named map path, between two of its hexes when
// From and To are given.
type PathPart struct {
	Path string `json:"path" validate:"required"`
	From string `json:"from,omitempty"`
	To   string `json:"to,omitempty"`
}

// PlayAreaChange replaces the playing area from a turn on.
type PlayAreaChange struct {
	Turn   string `json:"turn" validate:"required"`
	Region Region `json:"region"`
	Note   string `json:"note,omitempty"`
}

// FreeSetup is a group of units the player places anywhere in a region.
type FreeSetup struct {
	ID         string   `json:"id" validate:"required"`
	Units      []string `json:"units,omitempty"`
	Formations []string `json:"formations,omitempty"`
	Region     Region   `json:"region"`
	OnePerHex  bool     `json:"onePerHex,omitempty"`
	Rule       string   `json:"rule,omitempty"`
	Note       string   `json:"note,omitempty"`
}

// LineSide is the part of the map on one side of a line drawn through hexes
// (straight hex lines between consecutive vertices), within the rows (for
// west/east) or columns (for north/south) the line spans: "between the map
// edge and the line S1020 - S2527 - S2534". Inclusive puts the line's own
// hexes in the region.
type LineSide struct {
	Line      []string `json:"line" validate:"min=2"`
	Toward    string   `json:"toward" validate:"oneof=west east north south"`
	Inclusive bool     `json:"inclusive,omitempty"`
}

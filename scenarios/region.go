package scenarios

// Region is a set of hexes written as data. Exactly one field is set.
type Region struct {
	Hexes     []string  `json:"hexes,omitempty"`
	Range     *HexRange `json:"range,omitempty"`
	EdgeNear  *EdgeNear `json:"edgeNear,omitempty"`
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

package maps

import (
	"errors"
	"fmt"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// HexGrid returns the geometry of the map's grid.
// Errors: an orientation or stagger that is not one of the known words.
func (m *Map) HexGrid() (hexgrid.Grid, error) {
	o, err := hexgrid.ParseOrientation(m.Grid.Orientation)
	if err != nil {
		return hexgrid.Grid{}, fmt.Errorf("grid orientation: %w", err)
	}
	s, err := hexgrid.ParseStagger(m.Grid.Stagger)
	if err != nil {
		return hexgrid.Grid{}, fmt.Errorf("grid stagger: %w", err)
	}
	return hexgrid.Grid{Orientation: o, Stagger: s}, nil
}

// HexNumbering returns the id scheme of the map's sheets, in sheet order (the
// first sheet that holds a hex gives its canonical name).
func (m *Map) HexNumbering() hexgrid.Numbering {
	n := hexgrid.Numbering{ColumnDigits: m.Numbering.ColumnDigits, RowDigits: m.Numbering.RowDigits,
		RowFirst: m.Numbering.RowFirst, Separator: m.Numbering.Separator,
		ColumnLetters: m.Numbering.ColumnLetters, RowLetters: m.Numbering.RowLetters,
		ColumnAtLeast: m.Numbering.ColumnAtLeast, RowAtLeast: m.Numbering.RowAtLeast}
	for _, s := range m.Sheets {
		prefix := ""
		if m.Numbering.SheetPrefix {
			prefix = s.ID
		}
		n.Sheets = append(n.Sheets, hexgrid.Sheet{
			ID: s.ID, Prefix: prefix,
			ColMin: s.Columns[0], ColMax: s.Columns[1],
			RowMin: s.Rows[0], RowMax: s.Rows[1],
			OffsetCol: s.Offset.Column, OffsetRow: s.Offset.Row,
			ShortColumns: parity(s.ShortColumns), ShortRows: parity(s.ShortRows),
			ShortColumnsStart: parity(s.ShortColumnsStart), ShortRowsStart: parity(s.ShortRowsStart),
		})
	}
	return n
}

// Geometry bundles a map's grid and numbering, checked once.
type Geometry struct {
	Grid      hexgrid.Grid
	Numbering hexgrid.Numbering
}

// Geometry returns the map's checked grid and numbering.
// Errors: a bad orientation or stagger, or sheets that do not fit together.
func (m *Map) Geometry() (Geometry, error) {
	g, err := m.HexGrid()
	if err != nil {
		return Geometry{}, err
	}
	if err := m.checkHexCount(jsonfile.DefaultLimits.Hexes); err != nil {
		return Geometry{}, err
	}
	n := m.HexNumbering()
	if err := n.Validate(g); err != nil {
		return Geometry{}, fmt.Errorf("sheets: %w", err)
	}
	return Geometry{Grid: g, Numbering: n}, nil
}

// ErrTooManyHexes: the sheets declare more hexes than jsonfile.DefaultLimits.Hexes.
var ErrTooManyHexes = errors.New("too many hexes")

// checkHexCount refuses a map whose sheets declare more than limit hexes in
// all (counted from the column and row ranges, before any hex is built), so
// that rendering or validating it cannot exhaust memory.
func (m *Map) checkHexCount(limit int64) error {
	var total int64
	for _, s := range m.Sheets {
		cols := int64(s.Columns[1]) - int64(s.Columns[0]) + 1
		rows := int64(s.Rows[1]) - int64(s.Rows[0]) + 1
		if cols > 0 && rows > 0 {
			total += cols * rows
		}
		if total > limit {
			return fmt.Errorf("sheets: at least %d hexes in all, over the limit of %d: %w", total, limit, ErrTooManyHexes)
		}
	}
	return nil
}

// TerrainAt returns the terrain id of the hex with canonical name id: its own
// terrain or the map's default.
func (m *Map) TerrainAt(id string) string {
	if h, ok := m.Hexes[id]; ok && h.Terrain != "" {
		return h.Terrain
	}
	return m.DefaultTerrain
}

// Area returns the named area, or nil.
func (m *Map) Area(id string) *Area {
	for i := range m.Areas {
		if m.Areas[i].ID == id {
			return &m.Areas[i]
		}
	}
	return nil
}

func parity(s string) hexgrid.Parity {
	switch s {
	case "odd":
		return hexgrid.OddParity
	case "even":
		return hexgrid.EvenParity
	}
	return hexgrid.NoParity
}

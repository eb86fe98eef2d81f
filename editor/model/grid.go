package model

import (
	"fmt"
	"math"

	sm "github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/gridfit"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// gridState is the part of a map a grid fit sets: the grid, the numbering
// and the sheets (ranges and scan calibrations).
type gridState struct {
	grid      sm.Grid
	numbering sm.Numbering
	sheets    []sm.Sheet
}

// GridEdit sets the map's grid, numbering and sheets at once.
type GridEdit struct {
	name          string
	before, after gridState
}

// Label implements Command.
func (e *GridEdit) Label() string { return e.name }

// Files implements Command.
func (e *GridEdit) Files() FileSet { return Of(MapFile) }

// Apply implements Command.
func (e *GridEdit) Apply(d *Document) Change { return e.set(d, e.after) }

// Revert implements Command.
func (e *GridEdit) Revert(d *Document) Change { return e.set(d, e.before) }

func (e *GridEdit) set(d *Document, s gridState) Change {
	d.m.Grid, d.m.Numbering, d.m.Sheets = s.grid, s.numbering, cloneJSON(s.sheets)
	if geo, err := d.m.Geometry(); err == nil {
		d.geo = geo
	}
	return Change{Files: e.Files(), Whole: true, Sheets: true}
}

// ApplyGridFit returns the command that makes the map's grid the one fitted
// to the scan of sheet i: orientation, stagger and (when the scan's
// resolution gave it) hex size; the numbering's digits and order; the
// sheet's column and row ranges when the fit proposed them; and the scan's
// calibration, so the grid lies on the scan. Errors: no such sheet or scan,
// a sheet prefix that is not the sheet's, a grid the map's other sheets do
// not fit.
func (d *Document) ApplyGridFit(i int, f *gridfit.Fit) (*GridEdit, error) {
	if i < 0 || i >= len(d.m.Sheets) || d.m.Sheets[i].Scan == nil {
		return nil, fmt.Errorf("fit grid: sheet %d has no scan", i+1)
	}
	before := gridState{d.m.Grid, d.m.Numbering, cloneJSON(d.m.Sheets)}
	after := gridState{d.m.Grid, d.m.Numbering, cloneJSON(d.m.Sheets)}
	after.grid.Orientation, after.grid.Stagger = f.Orientation, f.Stagger
	if f.HexMM > 0 {
		after.grid.HexAcrossFlatsMM = f.HexMM
	}
	n := f.Numbering
	if n.Prefix != "" && n.Prefix != d.m.Sheets[i].ID {
		return nil, fmt.Errorf("fit grid: the ids carry the prefix %q, sheet %d is %q", n.Prefix, i+1, d.m.Sheets[i].ID)
	}
	after.numbering.SheetPrefix = n.Prefix != ""
	after.numbering.ColumnDigits, after.numbering.RowDigits = n.ColumnDigits, n.RowDigits
	after.numbering.RowFirst, after.numbering.Separator = n.RowFirst, n.Separator
	sh := &after.sheets[i]
	if f.Columns[1] > f.Columns[0] && f.Rows[1] > f.Rows[0] {
		sh.Columns, sh.Rows = f.Columns, f.Rows
	}
	m := *d.m
	m.Grid, m.Numbering, m.Sheets = after.grid, after.numbering, after.sheets
	geo, err := m.Geometry()
	if err != nil {
		return nil, fmt.Errorf("fit grid: %w", err)
	}
	// The calibration: map millimetres of hexes spread over the sheet to
	// the pixels the fit puts their centres at.
	layout := hexgrid.Layout{Grid: geo.Grid, Size: after.grid.HexAcrossFlatsMM / math.Sqrt(3)}
	var pts []calib.Point
	for _, c := range []int{sh.Columns[0], (sh.Columns[0] + sh.Columns[1]) / 2, sh.Columns[1]} {
		for _, r := range []int{sh.Rows[0], (sh.Rows[0] + sh.Rows[1]) / 2, sh.Rows[1]} {
			o, err := geo.Numbering.Parse(geo.Numbering.Sheets[i].Prefix + n.Format(c, r)[len(n.Prefix):])
			if err != nil {
				continue
			}
			mx, my := layout.Center(o)
			px, py := f.Center(c, r)
			pts = append(pts, calib.Point{MX: mx, MY: my, PX: px, PY: py})
		}
	}
	a, err := calib.Fit(pts)
	if err != nil {
		return nil, fmt.Errorf("fit grid: calibration: %w", err)
	}
	sh.Scan = &sm.Scan{Path: sh.Scan.Path, Affine: a}
	return &GridEdit{name: fmt.Sprintf("Fit grid to the scan of sheet %s", d.m.Sheets[i].ID), before: before, after: after}, nil
}

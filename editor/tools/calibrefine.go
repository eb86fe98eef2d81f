package tools

import (
	"fmt"
	"math"

	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
)

// RefineGrid refits the chosen sheet's calibration to the hex grid
// printed on its scan (trace.Refine, the same the tracer runs with its
// refine option), off the UI goroutine: the fitted clicks need only be
// within about a third of a hex's apothem of the centres. The refined
// calibration is stored as one undoable command; where no printed grid is
// found the calibration stays as clicked. The scan row shift the refine
// also fits is not stored (a map keeps one affine per scan); the tracer
// refits it.
func (t *calibTool) RefineGrid() {
	i := t.e.ScanSheet()
	sheets := t.e.Document().Map().Sheets
	if i >= len(sheets) || sheets[i].Scan == nil {
		t.e.Report(lang.L("Load a scan for this sheet first (Scan panel)"))
		return
	}
	img := t.e.ScanImage(i)
	if img == nil {
		t.e.Report(lang.L("The scan of this sheet cannot be read"))
		return
	}
	if t.refining {
		return
	}
	from := calib.Affine(sheets[i].Scan.Affine)
	geo := t.e.Document().Geometry()
	hexMM := t.e.Document().Map().Grid.HexAcrossFlatsMM
	var hexes []hexgrid.Offset
	for _, o := range geo.Numbering.All() {
		if geo.Numbering.Sheets[i].Holds(o) {
			hexes = append(hexes, o)
		}
	}
	t.refining = true
	t.Text.SetText(lang.L("Refining on the printed grid…"))
	go func() {
		r := trace.Refine(img, from, geo.Grid, hexMM, hexes)
		t.Post(func() { t.refined(i, from, r.Affine, hexes) })
	}()
}

// refined stores calibration to of sheet i, refined from from, unless the
// sheet's calibration changed meanwhile, and says how far it moved the
// sheet's hex centres.
func (t *calibTool) refined(i int, from, to calib.Affine, hexes []hexgrid.Offset) {
	t.refining = false
	sheets := t.e.Document().Map().Sheets
	if i >= len(sheets) || sheets[i].Scan == nil || calib.Affine(sheets[i].Scan.Affine) != from {
		t.show()
		t.e.Report(lang.L("The calibration changed while refining: refine again"))
		return
	}
	if to == from {
		t.show()
		t.e.Report(lang.L("No printed hex grid found: the calibration stays as clicked"))
		return
	}
	moved := 0.0
	l := hexgrid.Layout{Grid: t.e.Document().Geometry().Grid, Size: t.e.Document().Map().Grid.HexAcrossFlatsMM / math.Sqrt(3)}
	for _, o := range hexes {
		mx, my := l.Center(o)
		x0, y0 := from.Apply(mx, my)
		x1, y1 := to.Apply(mx, my)
		moved = max(moved, math.Hypot(x1-x0, y1-y0))
	}
	c, err := t.e.Document().SetScan(i, &maps.Scan{Path: sheets[i].Scan.Path, Affine: to})
	if t.e.ReportErr(err) {
		return
	}
	t.e.Do(c)
	t.fit, t.fitted = to, len(t.points) > 0
	t.show()
	t.e.Report(fmt.Sprintf(lang.L("Refined on the printed grid: hex centres moved up to %.1f px"), moved))
}

package tools

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/gridfit"
)

// calibTool aligns the scan of the sheet chosen in the Scan panel: type the
// id of a hex, click the centre of that hex on the scan; from three points
// on, the affine transform (translation, scale, rotation, skew) is fitted by
// least squares, stored in the map as the sheet's calibration (an undoable
// command), and each point's residual is shown in pixels and millimetres.
type calibTool struct {
	e   Host
	Hex *widget.Entry
	// DPI is the scan's resolution as typed, for the grid fit's hex size.
	DPI *widget.Entry
	// Clicks are every click with the id typed, for Fit grid (whether or
	// not the map's present grid has that hex).
	Clicks []gridfit.Click
	points []calib.Point
	at     []draw.PointMark // where each point was clicked, drawn on the map
	fit    calib.Affine
	fitted bool
	Text   *widget.Label
	box    *fyne.Container
	// refining: a refine on the printed grid is running (RefineGrid).
	refining bool
	// Post runs a function on the UI goroutine (fyne.Do; tests queue).
	Post func(func())
}

func newCalibTool(e Host) *calibTool {
	t := &calibTool{e: e, Hex: widget.NewEntry(), DPI: widget.NewEntry(), Text: widget.NewLabel(""), Post: fyne.Do}
	t.Hex.SetPlaceHolder(lang.L("hex id, e.g. S2016"))
	t.DPI.SetPlaceHolder(lang.L("scan dpi (optional)"))
	t.Text.Wrapping = fyne.TextWrapWord
	clear := widget.NewButton(lang.L("Clear points"), func() { t.points, t.Clicks, t.fitted = nil, nil, false; t.show() })
	undo := widget.NewButton(lang.L("Drop last point"), t.DropLast)
	fit := widget.NewButton(lang.L("Fit grid to the clicks"), t.FitGrid)
	refine := widget.NewButton(lang.L("Refine on the printed grid"), t.RefineGrid)
	t.box = container.NewVBox(widget.NewLabel(lang.L("Hex id, then click its centre")), t.Hex,
		undo, clear, refine, widget.NewSeparator(), t.DPI, fit, t.Text)
	t.show()
	return t
}

func (t *calibTool) ID() string { return "calibrate" }

// Tap records the scan pixel under p as the centre of the hex typed.
func (t *calibTool) Tap(p mapview.Point) {
	i := t.e.ScanSheet()
	sheets := t.e.Document().Map().Sheets
	if i >= len(sheets) || sheets[i].Scan == nil {
		t.e.Report(lang.L("Load a scan for this sheet first (Scan panel)"))
		return
	}
	id := strings.TrimSpace(t.Hex.Text)
	if id == "" {
		t.e.Report(lang.L("Type the id of the hex you click first"))
		return
	}
	s := t.e.View().Scene()
	mx, my := s.MapMM(t.e.View().Scale(), p.X, p.Y)
	px, py := calib.Affine(sheets[i].Scan.Affine).Apply(mx, my)
	t.Clicks = append(t.Clicks, gridfit.Click{X: px, Y: py, ID: id})
	o, ok := t.e.Document().ParseHex(id)
	if !ok {
		// Not a hex of the present grid: kept for Fit grid only.
		t.Hex.SetText("")
		t.show()
		return
	}
	hx, hy := s.HexMM(o)
	t.points = append(t.points, calib.Point{Hex: t.e.Document().HexID(o), MX: hx, MY: hy, PX: px, PY: py})
	t.at = append(t.at[:len(t.points)-1], pointMark(s, t.e.View().Scale(), p.X, p.Y))
	t.Hex.SetText("")
	t.refit(i)
}

// refit fits the points and stores the calibration (three points or more).
func (t *calibTool) refit(sheet int) {
	t.fitted = false
	if len(t.points) >= 3 {
		a, err := calib.Fit(t.points)
		if !t.e.ReportErr(err) {
			t.fit, t.fitted = a, true
			sc := *t.e.Document().Map().Sheets[sheet].Scan
			sc.Affine = a
			c, err := t.e.Document().SetScan(sheet, &maps.Scan{Path: sc.Path, Affine: sc.Affine})
			if !t.e.ReportErr(err) {
				t.e.Do(c)
			}
		}
	}
	t.show()
}

// DropLast forgets the last point and fits again.
func (t *calibTool) DropLast() {
	if n := len(t.Clicks); n > 0 {
		last := t.Clicks[n-1]
		t.Clicks = t.Clicks[:n-1]
		if k := len(t.points); k == 0 || t.points[k-1].PX != last.X || t.points[k-1].PY != last.Y {
			t.show()
			return
		}
	}
	if n := len(t.points); n > 0 {
		t.points = t.points[:n-1]
		t.refit(t.e.ScanSheet())
	}
}

// pointMark returns the overlay point at map pixel (x, y) at scale (hex
// radius in pixels): its hex and its offset from the hex centre in hex
// radii.
func pointMark(s *tiles.Scene, scale, x, y float64) draw.PointMark {
	o, _ := s.HexAt(scale, x, y)
	cx, cy := s.HexCenter(scale, o)
	return draw.PointMark{Hex: o, DX: (x - cx) / scale, DY: (y - cy) / scale, Color: draw.PointColor}
}

// show lists the points with their residuals once fitted, and draws them
// on the map.
func (t *calibTool) show() {
	t.at = t.at[:min(len(t.at), len(t.points))]
	if t.e.View() != nil {
		t.e.View().SetPoints(t.at)
	}
	if len(t.points) == 0 && len(t.Clicks) == 0 {
		t.Text.SetText(lang.L("No points yet."))
		return
	}
	if len(t.points) == 0 {
		var b strings.Builder
		for _, c := range t.Clicks {
			fmt.Fprintf(&b, lang.L("%s at %.1f, %.1f px"), c.ID, c.X, c.Y)
			b.WriteByte('\n')
		}
		b.WriteString(lang.L("Not hexes of the present grid: Fit grid to the clicks."))
		t.Text.SetText(b.String())
		return
	}
	var b strings.Builder
	var rs []calib.Residual
	if t.fitted {
		rs = calib.Residuals(t.fit, t.points)
	}
	for i, p := range t.points {
		fmt.Fprintf(&b, lang.L("%s at %.1f, %.1f px"), p.Hex, p.PX, p.PY)
		if rs != nil {
			fmt.Fprintf(&b, lang.L(": residual %s"), rs[i])
		}
		b.WriteByte('\n')
	}
	if rs != nil {
		fmt.Fprintf(&b, lang.L("RMS %.2f px"), calib.RMS(rs))
	} else {
		fmt.Fprintf(&b, lang.L("%d more point(s) to fit"), 3-len(t.points))
	}
	t.Text.SetText(b.String())
}

func (t *calibTool) Begin(mapview.Point) bool { return false }
func (t *calibTool) Move(mapview.Point)       {}
func (t *calibTool) End()                     {}

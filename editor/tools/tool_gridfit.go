package tools

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/lang"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/gridfit"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// FitGrid fits a hex grid to the clicks on the chosen sheet's scan and
// their typed ids (see maps/gridfit) and makes it the map's grid, numbering,
// sheet ranges and calibration, one undoable command; the result, each
// click's residual, or the click that disagrees, is shown.
func (t *calibTool) FitGrid() {
	i := t.e.ScanSheet()
	path, ok := t.e.Document().ScanFile(i)
	if !ok {
		t.e.Report(lang.L("Load a scan for this sheet first (Scan panel)"))
		return
	}
	root, err := jsonfile.NewRooted(filepath.Dir(path))
	if t.e.ReportErr(err) {
		return
	}
	img, err := maps.DecodeImageFile(root, path)
	if t.e.ReportErr(err) {
		return
	}
	o := gridfit.Options{Image: img}
	if v := strings.TrimSpace(t.DPI.Text); v != "" {
		if o.DPI, err = strconv.ParseFloat(v, 64); err != nil || o.DPI <= 0 {
			t.e.Report(fmt.Sprintf(lang.L("Scan resolution %q: want dots per inch"), v))
			return
		}
	}
	f, err := gridfit.FitGrid(t.Clicks, o)
	if err != nil {
		t.Text.SetText(err.Error())
		t.e.Report(err.Error())
		return
	}
	c, err := t.e.Document().ApplyGridFit(i, f)
	if t.e.ReportErr(err) {
		return
	}
	t.e.Do(c)
	t.Text.SetText(FitSummary(f))
	t.e.Report(lang.L("Grid fitted to the scan"))
}

// FitSummary describes a grid fit: the geometry, the proposed ranges and
// each click's residual.
func FitSummary(f *gridfit.Fit) string {
	var b strings.Builder
	fmt.Fprintf(&b, lang.L("%s hexes, stagger %s, %.1f px across"), f.Orientation, f.Stagger, f.HexPx)
	if f.HexMM > 0 {
		fmt.Fprintf(&b, " (%.2f mm)", f.HexMM)
	}
	fmt.Fprintf(&b, lang.L(", rotation %.2f°\n"), f.RotationDeg)
	fmt.Fprintf(&b, lang.L("ids %s: %d column and %d row digits"), f.Numbering.Format(f.Columns[0], f.Rows[0]), f.Numbering.ColumnDigits, f.Numbering.RowDigits)
	if f.Numbering.RowFirst {
		b.WriteString(lang.L(", row first"))
	}
	fmt.Fprintf(&b, lang.L("\ncolumns %d-%d, rows %d-%d"), f.Columns[0], f.Columns[1], f.Rows[0], f.Rows[1])
	for i, r := range f.Residuals {
		fmt.Fprintf(&b, lang.L("\nclick %d: residual %.3f hex (%.1f px)"), i+1, r, f.ResidualsPx[i])
	}
	if f.Ambiguous > 0 {
		fmt.Fprintf(&b, lang.L("\n%d other readings fit as well: click a hex in a column of the other parity"), f.Ambiguous)
	}
	return b.String()
}

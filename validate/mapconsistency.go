package validate

import (
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// MapConsistency checks a decoded map file (path names it, data is its
// bytes, for line and column) for the disagreements a designer can paint
// into it that the per-field checks do not see, and returns them sorted:
//
//   - hexside.contours: a hexside's contour counts [near, far] do not fit
//     the elevation levels of its two hexes (a level missing is 0, as the
//     rules engine reads it). An ordinary side needs near+far = the levels'
//     difference; a ridge climbs near lines and comes down far lines
//     (far level = near level + near - far); a gully goes down near lines
//     and up far lines (far level = near level - near + far).
//   - hexside.ridge-lower: a ridge whose counts only fit the gully reading:
//     its line would lie lower than both its hexes.
//   - scan.outside: a sheet's scan image path is absolute or leaves the map
//     file's folder.
//
// Path steps between hexes that are not adjacent are reported by the map
// pipeline as path.gap. A map whose grid or sheets are broken gives nothing
// here (the pipeline reports that).
func MapConsistency(path string, data []byte, m *maps.Map) []Diagnostic {
	r := newReport(path, data)
	geo, err := m.Geometry()
	if err != nil {
		return nil
	}
	for _, id := range sortedKeys(m.Hexsides) {
		checkSideLevels(r, geo, m, id)
	}
	for i, s := range m.Sheets {
		if s.Scan != nil && !ScanPathInside(s.Scan.Path) {
			r.errorf("scan.outside", "/sheets/"+strconv.Itoa(i)+"/scan/path",
				"scan %q of sheet %s must be a relative path inside the map file's folder", s.Scan.Path, s.ID)
		}
	}
	Sort(r.out)
	return r.out
}

// ScanPathInside reports whether p is a relative path that stays inside the
// folder it is relative to (no "..", not absolute).
func ScanPathInside(p string) bool {
	if p == "" || filepath.IsAbs(p) || path.IsAbs(p) || strings.Contains(p, `\`) {
		return false
	}
	c := path.Clean(p)
	return c != ".." && !strings.HasPrefix(c, "../")
}

// checkSideLevels compares hexside id's contour counts with its hexes'
// levels.
func checkSideLevels(r *report, geo maps.Geometry, m *maps.Map, id string) {
	s, err := geo.ParseHexside(id)
	hs := m.Hexsides[id]
	if err != nil || hs.Contours == nil {
		return
	}
	a, b := geo.Grid.SideHexes(s)
	an, aok := geoName(geo, a)
	bn, bok := geoName(geo, b)
	if !aok || !bok {
		return
	}
	ea, eb := hexLevel(m, an), hexLevel(m, bn)
	near, far := hs.Contours[0], hs.Contours[1]
	ptr := "/hexsides/" + jsonfile.EscapePointer(id) + "/contours"
	ridgeFits := eb == ea+near-far
	gullyFits := eb == ea-near+far
	switch {
	case hs.Type == "ridge" && !ridgeFits && gullyFits:
		r.add(Error, "hexside.ridge-lower", ptr, an, "",
			"ridge %s lies lower than both its hexes (%s level %d, %s level %d): its contour lines (%d on %s's side, %d on %s's) only fit a gully",
			id, an, ea, bn, eb, near, an, far, bn)
	case hs.Type == "ridge" && !ridgeFits, hs.Type == "gully" && !gullyFits:
		r.add(Error, "hexside.contours", ptr, an, "",
			"%s %s has %d contour lines on %s's side and %d on %s's, which do not lead from level %d to level %d",
			hs.Type, id, near, an, far, bn, ea, eb)
	case hs.Type != "ridge" && hs.Type != "gully" && near+far != levelDiff(ea, eb):
		r.add(Error, "hexside.contours", ptr, an, "",
			"hexside %s has %d contour lines but its hexes %s (level %d) and %s (level %d) are %d levels apart",
			id, near+far, an, ea, bn, eb, levelDiff(ea, eb))
	}
}

// geoName returns the canonical id of hex o; false off the map.
func geoName(geo maps.Geometry, o hexgrid.Offset) (string, bool) {
	id, err := geo.Numbering.Format(o)
	return id, err == nil
}

// hexLevel returns the elevation level of the hex with canonical id (0 when
// the map gives none).
func hexLevel(m *maps.Map, id string) int {
	if e := m.Hexes[id].Elevation; e != nil {
		return *e
	}
	return 0
}

// levelDiff returns how many levels apart a and b are.
func levelDiff(a, b int) int {
	if a < b {
		return b - a
	}
	return a - b
}

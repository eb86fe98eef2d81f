package vassal

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// sheetPart is a grid part placed in the map's global grid: global hex =
// printed (column, row) + offset.
type sheetPart struct {
	*gridPart
	offset hexgrid.Offset
	affine calib.Affine // map millimetres to the board image's pixels
	id     string       // the sheet's id
}

// assemble builds the map from the boards' grid parts. The part with the
// most hexes sets the grid (orientation, stagger, hex size) and the global
// frame; every other part must line up with it, whole hexes apart, or it is
// left out with a warning.
func (out *Imported) assemble(parts []*gridPart, name string, opt ImportOptions) (*maps.Map, error) {
	parts = out.keepNumbered(parts)
	if len(parts) == 0 {
		return nil, errors.New("no hex centre on the board, or every hex has a negative number")
	}
	ref := parts[0]
	for _, p := range parts {
		if len(p.hexes) > len(ref.hexes) {
			ref = p
		}
	}
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Even}
	if ref.grid.Sideways {
		g.Orientation = hexgrid.Pointy
	}
	if shiftedParity(ref.grid, ref.num, ref.numSize) == 1 {
		g.Stagger = hexgrid.Odd
	}
	hexMM := ref.grid.DY / out.dpiFor(ref.board, opt) * 25.4
	l := hexgrid.Layout{Grid: g, Size: hexMM / math.Sqrt(3)}
	global, err := fitPart(ref, l, hexgrid.Offset{}, true)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ref.label, err)
	}
	out.warnOrientation(ref, global)
	var sheets []sheetPart
	for _, p := range parts {
		if p == ref {
			sheets = append(sheets, sheetPart{gridPart: p, affine: boardAffine(global, p.board)})
			continue
		}
		sp, err := out.placePart(p, l, global)
		if err != nil {
			out.warn("%s: its hex grid is left out: %v", p.label, err)
			continue
		}
		sheets = append(sheets, sp)
	}
	m := out.newMap(sheets, ref, g, hexMM, name, opt)
	geo, err := m.Geometry()
	if err != nil {
		return nil, err
	}
	for _, sp := range sheets {
		out.compareNames(sp, geo)
	}
	out.zoneAreas(m, geo, l, global, sheets)
	return m, nil
}

// keepNumbered leaves out hexes whose printed numbers are negative, which
// Sandtable ids cannot write, and parts left with no hex.
func (out *Imported) keepNumbered(parts []*gridPart) []*gridPart {
	var kept []*gridPart
	for _, p := range parts {
		hexes := p.hexes[:0:0]
		for _, h := range p.hexes {
			if c, r := h.printed(p.grid); c >= 0 && r >= 0 {
				hexes = append(hexes, h)
			}
		}
		if n := len(p.hexes) - len(hexes); n > 0 {
			out.warn("%s: %d hexes with negative numbers left out", p.label, n)
		}
		p.hexes = hexes
		if len(hexes) == 0 {
			out.warn("%s: no hex of its grid is on the board: left out", p.label)
			continue
		}
		kept = append(kept, p)
	}
	return kept
}

// dpiFor returns the board image resolution that gives the printed hex
// size: the option's, else the image's own, else DefaultDPI with a warning.
func (out *Imported) dpiFor(b *placedBoard, opt ImportOptions) float64 {
	switch {
	case opt.DPI > 0:
		return opt.DPI
	case b.dpi > 0:
		return b.dpi
	}
	out.warn("board %q: its image declares no resolution: %g dpi assumed for the printed hex size (--dpi sets it)", b.Name, DefaultDPI)
	return DefaultDPI
}

// fitPart fits the transform from map millimetres to map pixels on the
// part's hex centres, its printed numbers placed at offset off, and refuses
// a fit worse than half a pixel (which would mean the grid was not
// translated faithfully). With inMap the pixels are map pixels (the board
// placed), else the board image's own.
func fitPart(p *gridPart, l hexgrid.Layout, off hexgrid.Offset, inMap bool) (calib.Affine, error) {
	dx, dy := 0.0, 0.0
	if inMap {
		dx, dy = float64(p.board.x), float64(p.board.y)
	}
	pairs := make([]calib.Point, 0, len(p.hexes))
	for _, h := range p.hexes {
		c, r := h.printed(p.grid)
		x, y := l.Center(hexgrid.Offset{Col: c + off.Col, Row: r + off.Row})
		pairs = append(pairs, calib.Point{MX: x, MY: y, PX: h.px + dx, PY: h.py + dy})
	}
	if len(pairs) < 3 {
		return calib.Affine{}, fmt.Errorf("%d hexes: too few to calibrate", len(pairs))
	}
	a, worst, err := fitAffine(pairs)
	if err != nil {
		return a, err
	}
	if worst > 0.5 {
		return a, fmt.Errorf("the grid does not map onto a %s hex grid (centres up to %.1f px off)", l.Grid, worst)
	}
	return a, nil
}

// boardAffine turns a transform to map pixels into one to board b's image.
func boardAffine(a calib.Affine, b *placedBoard) calib.Affine {
	a[2] -= float64(b.x)
	a[5] -= float64(b.y)
	return a
}

// placePart finds the offset that puts part p's printed numbers on the
// global hexes under its centres: the same for every hex, and even along
// the stagger axis (so that printed and global parity agree).
func (out *Imported) placePart(p *gridPart, l hexgrid.Layout, global calib.Affine) (sheetPart, error) {
	if p.grid.Sideways != (l.Grid.Orientation == hexgrid.Pointy) {
		return sheetPart{}, fmt.Errorf("sideways %v, the map's main grid is not", p.grid.Sideways)
	}
	tol := max(1.5, 0.1*p.grid.DY)
	var off hexgrid.Offset
	for i, h := range p.hexes {
		px, py := h.px+float64(p.board.x), h.py+float64(p.board.y)
		x, y, ok := invertPoint(global, px, py)
		if !ok {
			return sheetPart{}, errors.New("singular calibration")
		}
		o := l.HexAt(x, y)
		cx, cy := global.Apply(l.Center(o))
		if math.Hypot(cx-px, cy-py) > tol {
			return sheetPart{}, fmt.Errorf("hex %q is centred %.1f px from the main grid's hex centre: the grids do not line up", h.name, math.Hypot(cx-px, cy-py))
		}
		c, r := h.printed(p.grid)
		o.Col, o.Row = o.Col-c, o.Row-r
		if i == 0 {
			off = o
		} else if o != off {
			return sheetPart{}, fmt.Errorf("its numbers run otherwise than the main grid's (hex %q)", h.name)
		}
	}
	along := off.Col
	if l.Grid.Orientation == hexgrid.Pointy {
		along = off.Row
	}
	if along&1 != 0 {
		return sheetPart{}, errors.New("its stagger is the opposite of the main grid's")
	}
	a, err := fitPart(p, l, off, false)
	if err != nil {
		return sheetPart{}, err
	}
	return sheetPart{gridPart: p, offset: off, affine: a}, nil
}

// warnOrientation says when VASSAL's numbers descend so that the map, whose
// columns and rows grow east and south, is the board mirrored or turned.
func (out *Imported) warnOrientation(ref *gridPart, a calib.Affine) {
	det := a[0]*a[4] - a[1]*a[3]
	switch {
	case det < 0:
		out.warn("%s: its numbers descend along one axis of the board (hDescend/vDescend): the map, whose numbers grow east and south, is the board mirrored (ids and neighbours are VASSAL's; the scan is drawn mirrored)", ref.label)
	case a[0]+a[4] < 0:
		out.warn("%s: its numbers descend along both axes of the board: the map is the board turned half a turn", ref.label)
	}
}

// newMap returns the map: a sheet per part, numbered with as many digits
// as VASSAL pads to (more if the numbers need them), or in letters where
// VASSAL writes letters (hType/vType "A"), in the order and with the
// separator of the main grid's names. A map of several sheets goes without
// sheet prefixes, as VASSAL's names do, when the boards' names never name
// two hexes; else each sheet's id prefixes its hexes (with a warning).
func (out *Imported) newMap(sheets []sheetPart, ref *gridPart, g hexgrid.Grid, hexMM float64, name string, opt ImportOptions) *maps.Map {
	num := maps.Numbering{RowFirst: (ref.num.First == 'V') != ref.grid.Sideways}
	if err := hexgrid.CheckSeparator(ref.num.Sep); err != nil {
		out.warn("%s: the separator %q cannot be written in Sandtable ids: left out", ref.label, ref.num.Sep)
	} else {
		num.Separator = ref.num.Sep
	}
	num.ColumnLetters, num.RowLetters = ref.num.HType == 'A', ref.num.VType == 'A'
	if ref.grid.Sideways {
		num.ColumnLetters, num.RowLetters = num.RowLetters, num.ColumnLetters
	}
	if num.ColumnLetters && num.RowLetters && num.Separator == "" {
		out.warn("%s: VASSAL writes both parts in letters with nothing between them, which can name two hexes alike: Sandtable ids write the row in digits", ref.label)
		num.RowLetters = false
	}
	prefixes := map[string]bool{}
	var ms []maps.Sheet
	allPlain := true
	for i := range sheets {
		sp := &sheets[i]
		s, colV, rowV := sp.sheet(len(sheets) > 1, prefixes, out)
		num.ColumnDigits = max(num.ColumnDigits, partWidth(colV, num.ColumnLetters, sp.colLeading()))
		num.RowDigits = max(num.RowDigits, partWidth(rowV, num.RowLetters, sp.rowLeading()))
		// A board whose image could not be read gets no scan: the map
		// names no file the import does not write.
		if sp.board.image != nil {
			path := scanPath(sp.board, len(sheets), opt)
			s.Scan = &maps.Scan{Path: path, Affine: sp.affine}
			out.Images[path] = sp.board.image
		}
		sp.id = s.ID
		out.Calibration[s.ID] = sp.affine
		ms = append(ms, s)
		if p, only := sp.formatPrefix(); !only || p != "" {
			allPlain = false
		}
	}
	prefix, _ := sheets[0].formatPrefix()
	num.SheetPrefix = len(sheets) > 1 || prefix != ""
	refPart := sheetPart{gridPart: ref}
	numberAtLeast(&num, refPart.colLeading(), refPart.rowLeading())
	num.ColumnDigits, num.RowDigits = min(3, num.ColumnDigits), min(3, num.RowDigits)
	id, mname := opt.ID, opt.Name
	if id == "" {
		id = slug(name)
	}
	if mname == "" {
		mname = name
	}
	ruleset, terrain := opt.Ruleset, opt.DefaultTerrain
	if ruleset == "" {
		ruleset, terrain = "gcacw", "clear"
	}
	m := &maps.Map{
		Schema: maps.SchemaID, Format: maps.Format, ID: id, Name: mname, Ruleset: ruleset,
		Grid:      maps.Grid{Orientation: g.Orientation.String(), Stagger: g.Stagger.String(), HexAcrossFlatsMM: hexMM},
		Numbering: num, Sheets: ms, DefaultTerrain: terrain,
	}
	if len(sheets) > 1 && allPlain {
		m.Numbering.SheetPrefix = false
		if _, err := m.Geometry(); err != nil {
			m.Numbering.SheetPrefix = true
		}
	}
	if _, err := m.Geometry(); err != nil && (num.ColumnLetters || num.RowLetters) {
		out.warn("%s: VASSAL's letters cannot be written after these sheet prefixes (%v): Sandtable ids write the numbers in digits (A = 0, B = 1 ...)", ref.label, err)
		m.Numbering.ColumnLetters, m.Numbering.RowLetters = false, false
		m.Numbering.ColumnDigits = max(m.Numbering.ColumnDigits, 2)
		m.Numbering.RowDigits = max(m.Numbering.RowDigits, 2)
	}
	return m
}

// numberAtLeast turns a part in digits whose numbers outgrow VASSAL's
// padding (leading zeros plus one) into one of at least that many digits,
// so ids write the numbers as VASSAL does ("7", "12" with no leading zero);
// not both parts when nothing stands between them (those ids would be
// ambiguous: they keep a fixed width, and the import says ids differ).
func numberAtLeast(num *maps.Numbering, colLead, rowLead int) {
	colVar := !num.ColumnLetters && num.ColumnDigits > colLead+1
	rowVar := !num.RowLetters && num.RowDigits > rowLead+1
	if colVar && rowVar && num.Separator == "" {
		return
	}
	if colVar {
		num.ColumnAtLeast, num.ColumnDigits = true, colLead+1
	}
	if rowVar {
		num.RowAtLeast, num.RowDigits = true, rowLead+1
	}
}

// partWidth is the digits (or letters) a part needs for the values up to
// v: VASSAL's leading zeros plus one, more if the numbers need them; in
// letters, one per 26.
func partWidth(v int, letters bool, leading int) int {
	if letters {
		return v/26 + 1
	}
	return max(leading+1, digits(v))
}

// colLeading and rowLeading are VASSAL's leading zeros of the part's
// Sandtable columns and rows (swapped on a sideways grid).
func (sp sheetPart) colLeading() int {
	if sp.grid.Sideways {
		return sp.num.VLeading
	}
	return sp.num.HLeading
}

func (sp sheetPart) rowLeading() int {
	if sp.grid.Sideways {
		return sp.num.HLeading
	}
	return sp.num.VLeading
}

// sheet returns the part's sheet and its largest column and row numbers.
// Its id is the letters its location format puts before the grid location,
// else (on a map of several sheets, which all need a prefix, or when the
// format gives none) letters from its label, made unique. Its ranges hold
// exactly the part's hexes where they form a sheet's shape: lines along
// the stagger axis (columns, or rows on a pointy grid) one after another,
// those of one parity alike, the lines of one parity starting or ending
// one hex short (shortColumnsStart, shortColumns). Hexes a board does not
// hold but its ranges would (a zone's ragged outline) are reported.
func (sp sheetPart) sheet(several bool, taken map[string]bool, out *Imported) (maps.Sheet, int, int) {
	c0, c1, r0, r1 := math.MaxInt, math.MinInt, math.MaxInt, math.MinInt
	for _, h := range sp.hexes {
		c, r := h.printed(sp.grid)
		c0, c1, r0, r1 = min(c0, c), max(c1, c), min(r0, r), max(r1, r)
	}
	id, _ := sp.formatPrefix()
	if id == "" || several && taken[strings.ToUpper(id)] {
		id = sheetIDFor(sp.label)
	}
	base := id
	for i := 0; taken[strings.ToUpper(id)]; i++ {
		id = base + string(rune('A'+i%26)) + strings.Repeat("Z", i/26)
	}
	taken[strings.ToUpper(id)] = true
	s := maps.Sheet{ID: id, Name: sp.label, Columns: [2]int{c0, c1}, Rows: [2]int{r0, r1},
		Offset: maps.SheetShift{Column: sp.offset.Col, Row: sp.offset.Row}}
	start, end := sp.shortLines()
	if sp.grid.Sideways {
		s.ShortRowsStart, s.ShortRows = start, end
	} else {
		s.ShortColumnsStart, s.ShortColumns = start, end
	}
	if extra := sp.outside(s); extra > 0 {
		out.warn("%s: its sheet's ranges hold %d hexes whose centres are not on the board (or not in the zone): VASSAL names them otherwise or not at all", sp.label, extra)
	}
	return s, c1, r1
}

// shortLines returns the parity ("odd", "even" or "") of the lines along
// the stagger axis that start one hex late, and of those that end one hex
// early, when every line of a parity spans the same hexes.
func (sp sheetPart) shortLines() (start, end string) {
	type span struct{ lo, hi int }
	lines := map[int]span{}
	for _, h := range sp.hexes {
		along, across := h.printed(sp.grid)
		if sp.grid.Sideways {
			along, across = across, along
		}
		cur, ok := lines[along]
		if !ok {
			cur = span{across, across}
		}
		lines[along] = span{min(cur.lo, across), max(cur.hi, across)}
	}
	var byParity [2]*span
	for along, l := range lines {
		p := &byParity[along&1]
		if *p == nil {
			*p = &span{l.lo, l.hi}
		} else if **p != l {
			return "", ""
		}
	}
	if byParity[0] == nil || byParity[1] == nil {
		return "", ""
	}
	e, o := *byParity[0], *byParity[1]
	name := [2]string{"even", "odd"}
	switch {
	case e.lo == o.lo+1:
		start = name[0]
	case o.lo == e.lo+1:
		start = name[1]
	}
	switch {
	case e.hi == o.hi-1:
		end = name[0]
	case o.hi == e.hi-1:
		end = name[1]
	}
	return start, end
}

// outside counts the hexes sheet s holds that are not among the part's.
func (sp sheetPart) outside(s maps.Sheet) int {
	m := maps.Map{Numbering: maps.Numbering{ColumnDigits: 3, RowDigits: 3}, Sheets: []maps.Sheet{s}}
	hs := m.HexNumbering().Sheets[0]
	have := map[[2]int]bool{}
	for _, h := range sp.hexes {
		c, r := h.printed(sp.grid)
		have[[2]int{c, r}] = true
	}
	n := 0
	for c := s.Columns[0]; c <= s.Columns[1]; c++ {
		for r := s.Rows[0]; r <= s.Rows[1]; r++ {
			if hs.HoldsPrinted(c, r) && !have[[2]int{c, r}] {
				n++
			}
		}
	}
	return n
}

// scanPath is where the map file will find a board image.
func scanPath(b *placedBoard, sheets int, opt ImportOptions) string {
	if opt.ScanPath != "" && sheets == 1 {
		return opt.ScanPath
	}
	if b.Image != "" {
		return b.Image
	}
	return slug(b.Name) + ".png"
}

// compareNames warns when Sandtable ids differ from VASSAL's names: a
// sheet prefix the VASSAL names do not have, or a name Sandtable cannot
// write.
func (out *Imported) compareNames(sp sheetPart, geo maps.Geometry) {
	sheet, _ := geo.Numbering.SheetByID(sp.id)
	added := ""
	if formatPrefix, _ := sp.formatPrefix(); sheet.Prefix != "" && !strings.EqualFold(formatPrefix, sheet.Prefix) {
		added = sheet.Prefix
		out.warn("%s: its hex ids start with the sheet prefix %q, which VASSAL's names do not have (a map of several sheets needs one on each)", sp.label, added)
	}
	differ, example := 0, ""
	for _, h := range sp.hexes {
		c, r := h.printed(sp.grid)
		id, err := geo.Numbering.Format(sheet.Global(c, r))
		if err != nil || id != added+h.name {
			if differ == 0 {
				example = fmt.Sprintf("VASSAL %q is Sandtable %q", h.name, id)
			}
			differ++
		}
	}
	if differ > 0 {
		out.warn("%s: %d of %d hex ids differ from VASSAL's names (%s): Sandtable ids are a sheet prefix, then the column and the row in fixed digits", sp.label, differ, len(sp.hexes), example)
	}
}

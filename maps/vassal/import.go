package vassal

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/gif"  // board images may be GIF
	_ "image/jpeg" // or JPEG
	_ "image/png"  // or PNG
	"math"
	"regexp"
	"strings"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// DefaultDPI is the board image resolution, in pixels per inch, assumed when
// the options give none.
const DefaultDPI = 96.0

// ImportOptions are the optional inputs of [Import].
type ImportOptions struct {
	// Board names the board to import; "" takes the first with a hex grid.
	Board string
	// DPI is the board image's resolution in pixels per inch, which gives
	// the printed hex size (dy / DPI inches); 0 means [DefaultDPI].
	DPI float64
	// ID and Name of the new map; the board's name when absent.
	ID, Name string
	// Ruleset and DefaultTerrain of the new map; "gcacw" and "clear" when
	// absent (a VASSAL board says nothing about terrain).
	Ruleset, DefaultTerrain string
	// ScanPath is the board image's path as the map file will refer to it
	// (relative to the map file); the image's file name when absent.
	ScanPath string
}

// Imported is a board converted to a Sandtable map.
type Imported struct {
	Map   *maps.Map
	Board Board
	// Image is the board image file's bytes (nil for a board without one),
	// to be saved at the scan's path.
	Image []byte
	// Warnings say where the Sandtable ids differ from VASSAL's names and
	// what else could not be carried over.
	Warnings []string
}

// ImportFile opens a .vmod or buildFile.xml and imports a board of it.
func ImportFile(path string, opt ImportOptions) (*Imported, error) {
	src, err := Open(path)
	if err != nil {
		return nil, err
	}
	out, err := Import(src, opt)
	if err != nil {
		return nil, fmt.Errorf("vassal import %s: %w", path, err)
	}
	return out, nil
}

// Import converts a board of the module and its hex grid into a new
// Sandtable map with one sheet whose scan is the board image, calibrated.
//
// Errors: a buildFile that does not parse, no board with a hex grid (or
// none of the given name), a board whose size is unknown, or a grid whose
// numbers do not fit Sandtable's numbering.
func Import(src *Source, opt ImportOptions) (*Imported, error) {
	boards, err := ParseBuildFile(src.BuildFile)
	if err != nil {
		return nil, err
	}
	b, err := pickBoard(boards, opt.Board)
	if err != nil {
		return nil, err
	}
	out := &Imported{Board: b}
	size, err := out.boardSize(src)
	if err != nil {
		return nil, err
	}
	num := DefaultNumbering()
	if b.Numbering != nil {
		num = *b.Numbering
	} else {
		out.warn("the hex grid has no numbering: VASSAL's default numbering is assumed")
	}
	hexes, err := enumerate(b.Grid, num, size)
	if err != nil {
		return nil, fmt.Errorf("board %q: %w", b.Name, err)
	}
	m, err := out.translate(b, num, size, hexes, opt)
	if err != nil {
		return nil, fmt.Errorf("board %q: %w", b.Name, err)
	}
	out.Map = m
	return out, nil
}

// pickBoard returns the named board, or the first.
func pickBoard(boards []Board, name string) (Board, error) {
	for _, b := range boards {
		if name == "" || b.Name == name {
			return b, nil
		}
	}
	if name != "" {
		return Board{}, fmt.Errorf("no board named %q with a hex grid", name)
	}
	return Board{}, errors.New("no board with a hex grid")
}

func (out *Imported) warn(format string, args ...any) {
	out.Warnings = append(out.Warnings, fmt.Sprintf(format, args...))
}

// boardSize reads the board image's size (and keeps its bytes), or takes
// the board's width and height.
func (out *Imported) boardSize(src *Source) (boardSize, error) {
	b := out.Board
	var imgErr error
	if b.Image != "" && src.ReadImage != nil {
		data, err := src.ReadImage(b.Image)
		if err == nil {
			var cfg image.Config
			cfg, _, err = image.DecodeConfig(bytes.NewReader(data))
			if err == nil {
				err = jsonfile.CheckPixels("image", int64(cfg.Width), int64(cfg.Height), jsonfile.DefaultLimits.ImagePixels)
			}
			if err == nil && cfg.Width > 0 && cfg.Height > 0 {
				out.Image = data
				return boardSize{cfg.Width, cfg.Height}, nil
			}
			if err == nil {
				err = errors.New("the image has no pixels")
			}
		}
		imgErr = fmt.Errorf("board image %s: %w", b.Image, err)
		out.warn("%v", imgErr)
	}
	if b.Width > 0 && b.Height > 0 {
		return boardSize{b.Width, b.Height}, nil
	}
	if imgErr != nil {
		return boardSize{}, fmt.Errorf("board %q: size unknown: no width and height, and %w", b.Name, imgErr)
	}
	return boardSize{}, fmt.Errorf("board %q: size unknown (no image and no width and height)", b.Name)
}

// translate builds the map from the board's hexes.
func (out *Imported) translate(b Board, num Numbering, size boardSize, hexes []gridHex, opt ImportOptions) (*maps.Map, error) {
	g := hexgrid.Grid{Orientation: hexgrid.Flat, Stagger: hexgrid.Even}
	if b.Grid.Sideways {
		g.Orientation = hexgrid.Pointy
	}
	if shiftedParity(b.Grid, num, size) == 1 {
		g.Stagger = hexgrid.Odd
	}
	hexes = out.dropNegative(hexes, b.Grid)
	if len(hexes) == 0 {
		return nil, errors.New("every hex has a negative number")
	}
	m := out.newMap(b, g, num, hexes, opt)
	geo, err := m.Geometry()
	if err != nil {
		return nil, err
	}
	affine, err := calibrate(b.Grid, geo, m.Grid.HexAcrossFlatsMM, hexes)
	if err != nil {
		return nil, err
	}
	m.Sheets[0].Scan = &maps.Scan{Path: scanPath(b, opt), Affine: affine}
	out.compareNames(b.Grid, geo, hexes)
	return m, nil
}

// dropNegative leaves out hexes whose printed numbers are negative, which
// Sandtable ids cannot write.
func (out *Imported) dropNegative(hexes []gridHex, g HexGrid) []gridHex {
	kept := hexes[:0:0]
	for _, h := range hexes {
		if c, r := h.printed(g); c >= 0 && r >= 0 {
			kept = append(kept, h)
		}
	}
	if n := len(hexes) - len(kept); n > 0 {
		out.warn("%d hexes with negative numbers left out", n)
	}
	return kept
}

// prefixFormat matches a location format that is a sheet prefix in letters
// before the grid location ("N$gridLocation$").
var prefixFormat = regexp.MustCompile(`^([A-Za-z]*)\$gridLocation\$$`)

// newMap returns the map: one sheet spanning the board's numbers, numbered
// with as many digits as VASSAL pads to (more if the numbers need them).
func (out *Imported) newMap(b Board, g hexgrid.Grid, num Numbering, hexes []gridHex, opt ImportOptions) *maps.Map {
	c0, c1, r0, r1 := math.MaxInt, math.MinInt, math.MaxInt, math.MinInt
	for _, h := range hexes {
		c, r := h.printed(b.Grid)
		c0, c1, r0, r1 = min(c0, c), max(c1, c), min(r0, r), max(r1, r)
	}
	colLead, rowLead := num.HLeading, num.VLeading
	if b.Grid.Sideways {
		colLead, rowLead = rowLead, colLead
	}
	prefix := ""
	if sub := prefixFormat.FindStringSubmatch(num.LocationFormat); sub != nil {
		prefix = sub[1]
	}
	sheetID := prefix
	if sheetID == "" {
		sheetID = sheetIDFor(b.Name)
	}
	id, name := opt.ID, opt.Name
	if id == "" {
		id = slug(b.Name)
	}
	if name == "" {
		name = b.Name
	}
	ruleset, terrain := opt.Ruleset, opt.DefaultTerrain
	if ruleset == "" {
		ruleset, terrain = "gcacw", "clear"
	}
	dpi := opt.DPI
	if !(dpi > 0) {
		dpi = DefaultDPI
	}
	return &maps.Map{
		Schema: maps.SchemaID, Format: maps.Format, ID: id, Name: name, Ruleset: ruleset,
		Grid: maps.Grid{Orientation: g.Orientation.String(), Stagger: g.Stagger.String(),
			HexAcrossFlatsMM: b.Grid.DY / dpi * 25.4},
		Numbering: maps.Numbering{SheetPrefix: prefix != "",
			ColumnDigits: min(3, max(colLead+1, digits(c1))), RowDigits: min(3, max(rowLead+1, digits(r1)))},
		Sheets:         []maps.Sheet{{ID: sheetID, Name: b.Name, Columns: [2]int{c0, c1}, Rows: [2]int{r0, r1}}},
		DefaultTerrain: terrain,
	}
}

// calibrate fits the scan's affine transform from map millimetres to board
// pixels on every hex centre, and refuses a fit worse than half a pixel
// (which would mean the grid was not translated faithfully).
func calibrate(g HexGrid, geo maps.Geometry, hexMM float64, hexes []gridHex) ([6]float64, error) {
	l := hexgrid.Layout{Grid: geo.Grid, Size: hexMM / math.Sqrt(3)}
	pairs := make([]pointPair, 0, len(hexes))
	for _, h := range hexes {
		c, r := h.printed(g)
		x, y := l.Center(hexgrid.Offset{Col: c, Row: r})
		pairs = append(pairs, pointPair{x: x, y: y, px: h.px, py: h.py})
	}
	a, worst, err := fitAffine(pairs)
	if err != nil {
		return a, err
	}
	if worst > 0.5 {
		return a, fmt.Errorf("the grid does not map onto a %s hex grid (centres up to %.1f px off)", geo.Grid, worst)
	}
	return a, nil
}

// scanPath is where the map file will find the board image.
func scanPath(b Board, opt ImportOptions) string {
	if opt.ScanPath != "" {
		return opt.ScanPath
	}
	if b.Image != "" {
		return b.Image
	}
	return slug(b.Name) + ".png"
}

// compareNames warns when Sandtable ids differ from VASSAL's names.
func (out *Imported) compareNames(g HexGrid, geo maps.Geometry, hexes []gridHex) {
	differ, example := 0, ""
	for _, h := range hexes {
		c, r := h.printed(g)
		id, err := geo.Numbering.Format(hexgrid.Offset{Col: c, Row: r})
		if err != nil || id != h.name {
			if differ == 0 {
				example = fmt.Sprintf("VASSAL %q is Sandtable %q", h.name, id)
			}
			differ++
		}
	}
	if differ > 0 {
		out.warn("%d of %d hex ids differ from VASSAL's names (%s): Sandtable ids are a sheet prefix, then the column, then the row, in fixed digits", differ, len(hexes), example)
	}
}

// digits returns the number of decimal digits of v (v >= 0).
func digits(v int) int {
	n := 1
	for v >= 10 {
		v /= 10
		n++
	}
	return n
}

// slug turns a board or file name into a lower-case id.
func slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	out := strings.TrimSuffix(b.String(), "-")
	if out == "" {
		return "board"
	}
	return out
}

// sheetIDFor derives a valid sheet id (ASCII letters only, as the map schema
// requires) from a VASSAL board name of any text: "Board F" gives "BoardF".
// A name without letters gives "Board" (a sheet id is required). The
// board's own name is kept as the sheet's label.
func sheetIDFor(name string) string {
	var b strings.Builder
	for _, r := range name {
		if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' {
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "Board"
	}
	return b.String()
}

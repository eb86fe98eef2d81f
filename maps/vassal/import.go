package vassal

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/gif"  // board images may be GIF
	_ "image/jpeg" // or JPEG
	_ "image/png"  // or PNG
	"strings"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// DefaultDPI is the board image resolution, in pixels per inch, assumed when
// the options give none.
const DefaultDPI = 96.0

// ImportOptions are the optional inputs of [Import].
type ImportOptions struct {
	// Map names the VASSAL map (mapName) to import; "" takes the first
	// with a board that has a hex grid.
	Map string
	// Board names one board to import alone; "" imports the map's boards as
	// its picker's default setup lays them out.
	Board string
	// DPI is the board images' resolution in pixels per inch, which gives
	// the printed hex size (dy / DPI inches); 0 means the resolution the
	// image declares, else [DefaultDPI] (with a warning).
	DPI float64
	// ID and Name of the new map; from the board's (or VASSAL map's) name
	// when absent.
	ID, Name string
	// Ruleset and DefaultTerrain of the new map; "gcacw" and "clear" when
	// absent (a VASSAL board says nothing about terrain).
	Ruleset, DefaultTerrain string
	// BoardsOnly builds the map from the boards alone, ignoring the
	// Sandtable map a module exported by Sandtable carries
	// ([CarriedMapName]).
	BoardsOnly bool
	// ScanPath is the board image's path as the map file will refer to it
	// (relative to the map file), for a map of one board; the image's file
	// name when absent.
	ScanPath string
}

// Imported is a VASSAL map converted to a Sandtable map.
type Imported struct {
	Map *maps.Map
	// Boards are the boards imported, in layout order.
	Boards []Board
	// Images are the board image files' bytes by the scan path the map
	// gives them (relative to the map file), to be saved there.
	Images map[string][]byte
	// Calibration takes map millimetres to each sheet's board pixels, by
	// sheet id: a sheet's scan calibration, kept also for boards whose
	// image could not be read (which get no scan).
	Calibration map[string]calib.Affine
	// Setup is the pieces of the map's at-start stacks, in document order.
	Setup []SetupPiece
	// Warnings say where the Sandtable ids differ from VASSAL's names and
	// what else could not be carried over.
	Warnings []string
}

// ImportFile opens a .vmod or buildFile.xml and imports a map of it.
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

// Import converts a VASSAL map into a new Sandtable map: the boards its
// picker's default setup lays out (or the one board opt names), each hex
// grid of each board (its own and its zones') a sheet whose scan is the
// board image, calibrated; zones without a grid of their own become areas
// (or places, when they hold one hex).
//
// Errors: a buildFile that does not parse, no board with a hex grid (or
// none of the given name), a board whose size is unknown, or a grid whose
// numbers do not fit Sandtable's numbering.
func Import(src *Source, opt ImportOptions) (*Imported, error) {
	layouts, err := ParseModule(src.BuildFile)
	if err != nil {
		return nil, err
	}
	out := &Imported{Images: map[string][]byte{}, Calibration: map[string]calib.Affine{}}
	l, setup, err := out.pickLayout(layouts, opt)
	if err != nil {
		return nil, err
	}
	placed, err := out.place(src, l, setup)
	if err != nil {
		return nil, err
	}
	var parts []*gridPart
	for _, b := range placed {
		out.Boards = append(out.Boards, b.Board)
		ps, err := out.gridParts(b)
		if err != nil {
			return nil, err
		}
		parts = append(parts, ps...)
	}
	name := l.Name
	if len(placed) == 1 || name == "" {
		name = placed[0].Name
	}
	m, err := out.assemble(parts, name, opt)
	if err != nil {
		return nil, err
	}
	out.Map = m
	if err := out.readSetup(l, m); err != nil {
		return nil, err
	}
	out.restoreCarried(src, opt)
	return out, nil
}

func (out *Imported) warn(format string, args ...any) {
	out.Warnings = append(out.Warnings, fmt.Sprintf(format, args...))
}

// boardSize reads the board image's size (and keeps its bytes), or takes
// the board's width and height.
func (b *placedBoard) readSize(src *Source, out *Imported) error {
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
				b.image, b.size, b.dpi = data, boardSize{cfg.Width, cfg.Height}, imageDPI(data)
				return nil
			}
			if err == nil {
				err = errors.New("the image has no pixels")
			}
		}
		imgErr = fmt.Errorf("board image %s: %w", b.Image, err)
		out.warn("%v", imgErr)
	}
	if b.Width > 0 && b.Height > 0 {
		b.size = boardSize{b.Width, b.Height}
		return nil
	}
	if imgErr != nil {
		return fmt.Errorf("board %q: size unknown: no width and height, and %w", b.Name, imgErr)
	}
	return fmt.Errorf("board %q: size unknown (no image and no width and height)", b.Name)
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

// slug turns a board or file name into a lower-case id (maps.Slug),
// "board" for a name without letters or digits.
func slug(s string) string {
	if out := maps.Slug(s); out != "" {
		return out
	}
	return "board"
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

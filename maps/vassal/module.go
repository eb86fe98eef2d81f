package vassal

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"strings"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/maps/xmlnode"
)

// Board is a VASSAL board with a hex grid, as read from a buildFile.
type Board struct {
	Name string
	// Image is the board image's file name in the module's images/ folder
	// ("" for a board drawn in a plain colour).
	Image string
	// Width and Height are the board's size in pixels as the element gives
	// it (0 when the image sets it).
	Width, Height int
	// Grid is the board's own hex grid (its background grid when it has
	// zones); Background says whether it has one.
	Grid       HexGrid
	Background bool
	// Numbering is nil when the grid has no HexGridNumbering.
	Numbering *Numbering
	// Zones are the zones of the board's ZonedGrid, in order (VASSAL names a
	// point by the first zone that holds it).
	Zones []Zone
	// OtherGrid is the class of a background grid that is not a hex grid.
	OtherGrid string
}

// hasHexGrid reports whether the board or one of its zones has a hex grid.
func (b Board) hasHexGrid() bool {
	if b.Background {
		return true
	}
	for _, z := range b.Zones {
		if z.Grid != nil {
			return true
		}
	}
	return false
}

// ParseBuildFile reads every board that has a hex grid (its own, or in a
// zone) from a buildFile (a whole module's, or a fragment whose root is a
// Map or a Board), in document order.
// Errors: XML that does not parse, or a grid attribute that is malformed.
func ParseBuildFile(data []byte) ([]Board, error) {
	layouts, err := ParseModule(data)
	if err != nil {
		return nil, err
	}
	var boards []Board
	for _, l := range layouts {
		for _, b := range l.Boards {
			if b.hasHexGrid() {
				boards = append(boards, b)
			}
		}
	}
	return boards, nil
}

// parseBoard reads a Board element; false when it has no hex grid, in or
// outside its zones.
func parseBoard(n *xmlnode.Node) (Board, bool, error) {
	b := Board{Name: n.Str("name", ""), Image: n.Str("image", "")}
	var err error
	if b.Width, err = n.Int("width", 0); err != nil {
		return b, false, fmt.Errorf("board %q: %w", b.Name, err)
	}
	if b.Height, err = n.Int("height", 0); err != nil {
		return b, false, fmt.Errorf("board %q: %w", b.Name, err)
	}
	if err := b.parseGrids(n); err != nil {
		return b, false, fmt.Errorf("board %q: %w", b.Name, err)
	}
	return b, b.hasHexGrid(), nil
}

// parseGrids reads the board's grid: a HexGrid, or a ZonedGrid holding a
// background grid and zones.
func (b *Board) parseGrids(n *xmlnode.Node) error {
	for i := range n.Children {
		c := &n.Children[i]
		switch c.XMLName.Local {
		case classHexGrid:
			if err := b.setBackground(c); err != nil {
				return err
			}
		case classSquareGrid, classRegionGrid:
			b.OtherGrid = xmlnode.ShortName(c.XMLName.Local)
		case classZonedGrid:
			if err := b.parseGrids(c); err != nil {
				return err
			}
		case classZone:
			z, err := parseZone(c)
			if err != nil {
				return err
			}
			b.Zones = append(b.Zones, z)
		}
	}
	return nil
}

// setBackground reads the board's own hex grid.
func (b *Board) setBackground(n *xmlnode.Node) error {
	g, num, err := parseGridElem(n)
	if err != nil {
		return err
	}
	b.Grid, b.Numbering, b.Background = g, num, true
	return nil
}

// parseGridElem reads a HexGrid element and its HexGridNumbering (nil when
// it has none).
func parseGridElem(n *xmlnode.Node) (HexGrid, *Numbering, error) {
	g, err := parseHexGrid(n)
	if err != nil {
		return g, nil, err
	}
	for i := range n.Children {
		if n.Children[i].XMLName.Local == classNumbering {
			num, err := parseNumbering(&n.Children[i])
			if err != nil {
				return g, nil, err
			}
			return g, &num, nil
		}
	}
	return g, nil, nil
}

// Source is a module opened for import: its buildFile and a way to read
// its images.
type Source struct {
	// Path is the .vmod or buildFile.xml the source was opened from.
	Path      string
	BuildFile []byte
	// ReadImage reads a file of the module's images/ folder by name.
	ReadImage func(name string) ([]byte, error)
	// ReadCarried reads the Sandtable map an export stored in the module
	// ([CarriedMapName]); nil when the source has no files beside the
	// buildFile.
	ReadCarried func() ([]byte, error)
}

// maxBuildFile and maxImage bound what is read from a module, in bytes.
const (
	maxBuildFile = 64 << 20
	maxImage     = 256 << 20
)

// Open opens a .vmod (a zip holding buildFile.xml or buildFile and an
// images/ folder) or a buildFile.xml whose images sit in an images/ folder
// beside it.
func Open(path string) (*Source, error) {
	if strings.EqualFold(filepath.Ext(path), ".vmod") || strings.EqualFold(filepath.Ext(path), ".zip") {
		return openZip(path)
	}
	data, err := readLimited(path, maxBuildFile)
	if err != nil {
		return nil, fmt.Errorf("vassal: %w", err)
	}
	dir := filepath.Join(filepath.Dir(path), "images")
	read := func(name string) ([]byte, error) {
		if !isPlainName(name) {
			return nil, fmt.Errorf("image %q: not a plain file name", name)
		}
		// Through the resolver (os.Root): a symlink out of the module's
		// folder, a FIFO or a device is refused.
		root, err := jsonfile.NewRooted(filepath.Dir(path))
		if err != nil {
			return nil, err
		}
		f, _, err := root.Open(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return readAllLimited(f, maxImage, name)
	}
	carried := func() ([]byte, error) {
		root, err := jsonfile.NewRooted(filepath.Dir(path))
		if err != nil {
			return nil, err
		}
		f, _, err := root.Open(filepath.Join(filepath.Dir(path), CarriedMapName))
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return readAllLimited(f, jsonfile.DefaultLimits.MapBytes, CarriedMapName)
	}
	return &Source{Path: path, BuildFile: data, ReadImage: read, ReadCarried: carried}, nil
}

// openZip reads a .vmod module.
func openZip(p string) (*Source, error) {
	data, err := readLimited(p, maxImage)
	if err != nil {
		return nil, fmt.Errorf("vassal: %w", err)
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fmt.Errorf("vassal: %s: %w", p, err)
	}
	read := func(name string, limit int64) ([]byte, error) {
		f, err := zr.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return readAllLimited(f, limit, name)
	}
	build, err := read("buildFile.xml", maxBuildFile)
	if err != nil {
		build, err = read("buildFile", maxBuildFile)
	}
	if err != nil {
		return nil, fmt.Errorf("vassal: %s: no buildFile.xml or buildFile: %w", p, err)
	}
	readImage := func(name string) ([]byte, error) {
		if !isPlainName(name) {
			return nil, fmt.Errorf("image %q: not a plain file name", name)
		}
		return read(path.Join("images", name), maxImage)
	}
	carried := func() ([]byte, error) { return read(CarriedMapName, jsonfile.DefaultLimits.MapBytes) }
	return &Source{Path: p, BuildFile: build, ReadImage: readImage, ReadCarried: carried}, nil
}

// isPlainName reports whether name is a file name without folders.
func isPlainName(name string) bool {
	return name != "" && name != "." && name != ".." && !strings.ContainsAny(name, `/\`)
}

// readLimited reads the regular file p, at most limit bytes, through the
// reference guard: a FIFO, a device or a symlink out of p's folder is
// refused before it is opened, so nothing blocks or reads without end.
func readLimited(p string, limit int64) ([]byte, error) {
	root, err := jsonfile.NewRooted(filepath.Dir(p))
	if err != nil {
		return nil, err
	}
	return root.ReadFileLimit(p, limit)
}

func readAllLimited(r io.Reader, limit int64, name string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s: larger than %d bytes", name, limit)
	}
	return data, nil
}

package vassal

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
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
	Grid          HexGrid
	// Numbering is nil when the grid has no HexGridNumbering.
	Numbering *Numbering
}

// ParseBuildFile reads every board that has a hex grid from a buildFile
// (a whole module's, or a fragment whose root is a Map or a Board).
// Errors: XML that does not parse, or a grid attribute that is malformed.
func ParseBuildFile(data []byte) ([]Board, error) {
	root, err := decodeXML(data)
	if err != nil {
		return nil, fmt.Errorf("buildFile: %w", err)
	}
	var boards []Board
	var errs []error
	root.walk(func(n *node) bool {
		if n.XMLName.Local != classBoard {
			return true
		}
		b, ok, err := parseBoard(n)
		switch {
		case err != nil:
			errs = append(errs, err)
		case ok:
			boards = append(boards, b)
		}
		return false
	})
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("buildFile: %w", err)
	}
	return boards, nil
}

// parseBoard reads a Board element; false when it has no hex grid outside
// its zones.
func parseBoard(n *node) (Board, bool, error) {
	b := Board{Name: n.str("name", ""), Image: n.str("image", "")}
	var err error
	if b.Width, err = n.integer("width", 0); err != nil {
		return b, false, fmt.Errorf("board %q: %w", b.Name, err)
	}
	if b.Height, err = n.integer("height", 0); err != nil {
		return b, false, fmt.Errorf("board %q: %w", b.Name, err)
	}
	grid := findGrid(n)
	if grid == nil {
		return b, false, nil
	}
	if b.Grid, err = parseHexGrid(grid); err != nil {
		return b, false, fmt.Errorf("board %q: %w", b.Name, err)
	}
	for i := range grid.Children {
		if grid.Children[i].XMLName.Local == classNumbering {
			num, err := parseNumbering(&grid.Children[i])
			if err != nil {
				return b, false, fmt.Errorf("board %q: %w", b.Name, err)
			}
			b.Numbering = &num
			break
		}
	}
	return b, true, nil
}

// findGrid returns the board's hex grid: its own, or the background grid of
// its zoned grid, never one inside a zone.
func findGrid(board *node) *node {
	var found *node
	board.walk(func(n *node) bool {
		switch {
		case found != nil || n.XMLName.Local == classZone:
			return false
		case n.XMLName.Local == classHexGrid:
			found = n
			return false
		}
		return true
	})
	return found
}

// Source is a module opened for import: its buildFile and a way to read
// its images.
type Source struct {
	// Path is the .vmod or buildFile.xml the source was opened from.
	Path      string
	BuildFile []byte
	// ReadImage reads a file of the module's images/ folder by name.
	ReadImage func(name string) ([]byte, error)
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
		// Through the resolver: a symlink out of the module's folder, a
		// FIFO or a device is refused before it is opened.
		root, err := jsonfile.NewRooted(filepath.Dir(path))
		if err != nil {
			return nil, err
		}
		real, _, err := root.Resolve(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		return readLimited(real, maxImage)
	}
	return &Source{Path: path, BuildFile: data, ReadImage: read}, nil
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
	return &Source{Path: p, BuildFile: build, ReadImage: readImage}, nil
}

// isPlainName reports whether name is a file name without folders.
func isPlainName(name string) bool {
	return name != "" && name != "." && name != ".." && !strings.ContainsAny(name, `/\`)
}

func readLimited(p string, limit int64) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readAllLimited(f, limit, p)
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

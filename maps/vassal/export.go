package vassal

import (
	"bytes"
	"fmt"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strconv"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// Piece is a counter of an at-start stack: its printed name and its side.
type Piece struct {
	Name, Side string
}

// Stack is the counters that start in one hex (any of the hex's names).
type Stack struct {
	Hex    string
	Pieces []Piece
}

// ExportOptions are the optional inputs of [Export].
type ExportOptions struct {
	// DPI is the board images' resolution in pixels per inch: hexes are
	// drawn hexAcrossFlatsMM/25.4*DPI pixels across flats. 0 means
	// [DefaultDPI].
	DPI float64
	// Paint draws each board image; nil means FlatPainter(TerrainColor).
	Paint BoardPainter
	// TerrainColor colours terrain for the fallback painter.
	TerrainColor func(terrain string) color.RGBA
	// SideColor colours the counters of a side; nil gives grey.
	SideColor func(side string) color.RGBA
	// Stacks are the scenario's at-start stacks.
	Stacks []Stack
}

// Exported is what a module needs for a map: the buildFile (a GameModule
// holding one Map with a Board per sheet, and the at-start stacks) and the
// images, by their name in the module's images/ folder.
type Exported struct {
	BuildFile []byte
	Images    map[string][]byte
	Boards    []Board
}

// Export converts m (and the stacks of opt) into VASSAL boards, one per
// sheet, whose hex grid numbering gives every hex its Sandtable id.
//
// Errors: an invalid map geometry, a stack on a hex the map does not have,
// or a board image that cannot be drawn or encoded.
func Export(m *maps.Map, opt ExportOptions) (*Exported, error) {
	geo, err := m.Geometry()
	if err != nil {
		return nil, fmt.Errorf("vassal export %s: %w", m.ID, err)
	}
	r := hexRadiusPx(m.Grid.HexAcrossFlatsMM, opt.DPI)
	out := &Exported{Images: map[string][]byte{}}
	var boards []sheetBoard
	mapElem := newElem(classMap, "mapName", m.Name)
	picker := newElem(classPicker)
	for _, s := range geo.Numbering.Sheets {
		sb := newSheetBoard(geo, m.Numbering, s, r, slug(m.ID+"-"+s.ID)+".png")
		if err := out.paint(m, sb, opt); err != nil {
			return nil, fmt.Errorf("vassal export %s: sheet %s: %w", m.ID, s.ID, err)
		}
		boards = append(boards, sb)
		out.Boards = append(out.Boards, sb.board)
		picker.Children = append(picker.Children, boardElem(sb.board))
	}
	mapElem.Children = append(mapElem.Children, picker)
	stacks, err := out.stackElems(geo, boards, r, opt)
	if err != nil {
		return nil, fmt.Errorf("vassal export %s: %w", m.ID, err)
	}
	mapElem.Children = append(mapElem.Children, stacks...)
	root := newElem(classGameModule, "name", m.Name, "version", "0.1")
	root.Children = []elem{mapElem}
	if out.BuildFile, err = marshalBuildFile(root); err != nil {
		return nil, fmt.Errorf("vassal export %s: %w", m.ID, err)
	}
	return out, nil
}

// hexRadiusPx returns the hex radius in board pixels for a hex of mm
// millimetres across flats at dpi pixels per inch.
func hexRadiusPx(mm, dpi float64) float64 {
	if !(dpi > 0) {
		dpi = DefaultDPI
	}
	return mm / 25.4 * dpi / math.Sqrt(3)
}

// paint draws a sheet's board image.
func (out *Exported) paint(m *maps.Map, sb sheetBoard, opt ExportOptions) error {
	if err := jsonfile.CheckPixels("board image", int64(sb.board.Width), int64(sb.board.Height), jsonfile.DefaultLimits.OutputPixels); err != nil {
		return err
	}
	p := opt.Paint
	if p == nil {
		p = FlatPainter(opt.TerrainColor)
	}
	img, err := p(m, sb.layout, sb.board.Width, sb.board.Height)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	out.Images[sb.board.Image] = buf.Bytes()
	return nil
}

// stackElems writes one SetupStack per stack, on the board of the sheet
// that names the hex canonically, placed by the hex id and by pixel.
func (out *Exported) stackElems(geo maps.Geometry, boards []sheetBoard, r float64, opt ExportOptions) ([]elem, error) {
	counterPx := max(8, int(math.Round(1.4*r)))
	var elems []elem
	gpid := 0
	for _, st := range opt.Stacks {
		sb, id, o, err := locate(geo, boards, st.Hex)
		if err != nil {
			return nil, err
		}
		x, y := sb.layout.Center(o)
		e := newElem(classSetupStack, "location", id, "name", id, "owningBoard", sb.board.Name,
			"useGridLocation", "true", "x", strconv.Itoa(javaRound(x)), "y", strconv.Itoa(javaRound(y)))
		for _, p := range st.Pieces {
			gpid++
			img, err := out.counter(p.Side, counterPx, opt.SideColor)
			if err != nil {
				return nil, err
			}
			slot := newElem(classPieceSlot, "entryName", p.Name, "gpid", strconv.Itoa(gpid),
				"height", strconv.Itoa(counterPx), "width", strconv.Itoa(counterPx))
			slot.Text = pieceDefinition(img, p.Name, strconv.Itoa(gpid))
			e.Children = append(e.Children, slot)
		}
		elems = append(elems, e)
	}
	return elems, nil
}

// locate returns the board, canonical id and global offset of hex id.
func locate(geo maps.Geometry, boards []sheetBoard, hex string) (sheetBoard, string, hexgrid.Offset, error) {
	o, err := geo.Numbering.Parse(hex)
	if err != nil {
		return sheetBoard{}, "", o, fmt.Errorf("stack: %w", err)
	}
	id, err := geo.Numbering.Format(o)
	if err != nil {
		return sheetBoard{}, "", o, fmt.Errorf("stack: %w", err)
	}
	for _, sb := range boards {
		if sb.sheet.Holds(o) {
			return sb, id, o, nil
		}
	}
	return sheetBoard{}, "", o, fmt.Errorf("stack: hex %s is on no sheet", hex)
}

// counter returns the image name of a side's counter, drawing it once.
func (out *Exported) counter(side string, px int, colorOf func(string) color.RGBA) (string, error) {
	name := "counter-" + slug(side) + ".png"
	if _, ok := out.Images[name]; ok {
		return name, nil
	}
	c := color.RGBA{0x90, 0x90, 0x90, 0xff}
	if colorOf != nil {
		c = colorOf(side)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, counterImage(px, c)); err != nil {
		return "", err
	}
	out.Images[name] = buf.Bytes()
	return name, nil
}

// WriteDir writes the buildFile as DIR/buildFile.xml and the images into
// DIR/images/, and returns the paths written.
func (out *Exported) WriteDir(dir string) ([]string, error) {
	if err := os.MkdirAll(filepath.Join(dir, "images"), 0o755); err != nil {
		return nil, fmt.Errorf("vassal export: %w", err)
	}
	p := filepath.Join(dir, "buildFile.xml")
	if err := jsonfile.WriteAtomic(p, out.BuildFile); err != nil {
		return nil, fmt.Errorf("vassal export: %w", err)
	}
	written := []string{p}
	for _, name := range sortedKeys(out.Images) {
		ip := filepath.Join(dir, "images", name)
		if err := jsonfile.WriteAtomic(ip, out.Images[name]); err != nil {
			return written, fmt.Errorf("vassal export: %w", err)
		}
		written = append(written, ip)
	}
	return written, nil
}

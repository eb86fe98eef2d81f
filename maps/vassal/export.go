package vassal

import (
	"bytes"
	"fmt"
	"image/color"
	"math"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// Piece is a unit's counter: its Sandtable unit id (kept in the piece, so
// that an import maps it back), its printed name, its side and the
// strength written on it (nil for none).
type Piece struct {
	Unit, Name, Side string
	Strength         *int
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
	// SideColor colours the counters of a side; nil gives the map's
	// counter colours (draw.SideColor).
	SideColor func(side string) color.RGBA
	// Stacks are the scenario's at-start stacks.
	Stacks []Stack
	// Pieces are the order of battle's units, listed in the module's piece
	// window by side (in order of first appearance).
	Pieces []Piece
	// SideNames name the piece window's panels by side id; the id when
	// absent.
	SideNames map[string]string
	// Turns are the scenario's turn labels, in order: the module gets a
	// turn tracker stepping through them when there are any.
	Turns []string
	// Name, Version and Description of the module; the map's name and
	// "0.1" when absent.
	Name, Version, Description string
	// Saved is the module's save time, in milliseconds since 1970, as
	// moduledata records it (0 when absent, for reproducible output).
	Saved int64
}

// Exported is a VASSAL module for a map: its buildFile (a GameModule with
// one Map whose board picker lays out a board per sheet, the at-start
// stacks, a piece window and a turn tracker), its moduledata, and its
// images, by their name in the module's images/ folder.
type Exported struct {
	BuildFile  []byte
	ModuleData []byte
	Images     map[string][]byte
	Boards     []Board
	// SandtableMap is the map file itself, stored in the module as
	// [CarriedMapName]: what VASSAL's boards cannot hold (terrain,
	// features, labels, sheet names and offsets, short columns...) comes
	// back from it on import. VASSAL ignores the file and keeps it when it
	// saves the module.
	SandtableMap []byte
}

// Export converts m (and the scenario parts of opt) into a VASSAL module:
// one board per sheet, cut so that the boards lie edge to edge and show
// each hex once, whose hex grid numbering gives every hex its Sandtable id
// (its canonical one, where sheets overlap).
//
// Errors: an invalid map geometry, sheets that cannot be cut into boards,
// a stack on a hex the map does not have, or an image that cannot be drawn
// or encoded.
func Export(m *maps.Map, opt ExportOptions) (*Exported, error) {
	geo, err := m.Geometry()
	if err != nil {
		return nil, fmt.Errorf("vassal export %s: %w", m.ID, err)
	}
	r := hexRadiusPx(m.Grid.HexAcrossFlatsMM, opt.DPI)
	tiles, shows, err := tileSheets(geo, hexgrid.Layout{Grid: geo.Grid, Size: r})
	if err != nil {
		return nil, fmt.Errorf("vassal export %s: %w", m.ID, err)
	}
	out := &Exported{Images: map[string][]byte{}}
	var boards []sheetBoard
	for i, t := range tiles {
		sb := newSheetBoard(geo, m.Numbering, t, r, slug(m.ID+"-"+t.sheet.ID)+".png")
		if err := sb.check(geo, i, shows); err != nil {
			return nil, fmt.Errorf("vassal export %s: %w", m.ID, err)
		}
		if err := out.paint(m, sb, opt); err != nil {
			return nil, fmt.Errorf("vassal export %s: sheet %s: %w", m.ID, t.sheet.ID, err)
		}
		boards = append(boards, sb)
		out.Boards = append(out.Boards, sb.board)
	}
	mb := &moduleBuilder{out: out, opt: opt, shows: shows, counterPx: max(16, int(math.Round(1.4*r)))}
	if out.BuildFile, err = mb.build(m, geo, boards); err != nil {
		return nil, fmt.Errorf("vassal export %s: %w", m.ID, err)
	}
	out.ModuleData = moduleData(mb.name(m), mb.version(), opt.Description, opt.Saved)
	if out.SandtableMap, err = maps.Encode(m); err != nil {
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
	dpi := opt.DPI
	if !(dpi > 0) {
		dpi = DefaultDPI
	}
	var buf bytes.Buffer
	if err := draw.EncodePNG(&buf, img, dpi); err != nil {
		return err
	}
	out.Images[sb.board.Image] = buf.Bytes()
	return nil
}

// locate returns the board that shows hex id, the hex's name on that
// board's sheet (VASSAL's name for it) and its global offset.
func locate(geo maps.Geometry, boards []sheetBoard, shows shownBy, hex string) (sheetBoard, string, hexgrid.Offset, error) {
	o, err := geo.Numbering.Parse(hex)
	if err != nil {
		return sheetBoard{}, "", o, fmt.Errorf("stack: %w", err)
	}
	for i, sb := range boards {
		if shows(geo.Numbering.Sheets, i, o) {
			// Names lists the hex's names in sheet order, one per sheet
			// holding it.
			k := 0
			for _, s := range geo.Numbering.Sheets[:i] {
				if s.Holds(o) {
					k++
				}
			}
			return sb, geo.Numbering.Names(o)[k], o, nil
		}
	}
	return sheetBoard{}, "", o, fmt.Errorf("stack: hex %s is on no board", hex)
}

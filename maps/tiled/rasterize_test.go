package tiled

import (
	"encoding/json"
	"image/color"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"
	"github.com/sandtable/sandtable/maps/xmlnode"
)

// tmxrasterizer returns the path of Tiled's tmxrasterizer, skipping the test
// when it is not installed.
func tmxrasterizer(t testing.TB) string {
	t.Helper()
	return testtool.Require(t, "tmxrasterizer", "tiled")
}

// tiledHeader is what the pixel check reads back from the written .tmx.
type tiledHeader struct {
	TileWidth, TileHeight, HexSide int
	Width, Height                  int // in tiles
	StaggerAxis, StaggerIndex      string
}

// readHeader reads the header back from the written file, .tmx as XML and
// .tmj as plain JSON (neither through the importer under test).
func readHeader(t testing.TB, path string) tiledHeader {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Ext(path) == ".tmj" {
		var h struct {
			TileWidth, TileHeight, HexSideLength, Width, Height int
			StaggerAxis, StaggerIndex                           string
		}
		if err := json.Unmarshal(data, &h); err != nil {
			t.Fatal(err)
		}
		return tiledHeader{TileWidth: h.TileWidth, TileHeight: h.TileHeight, HexSide: h.HexSideLength,
			Width: h.Width, Height: h.Height, StaggerAxis: h.StaggerAxis, StaggerIndex: h.StaggerIndex}
	}
	root, err := xmlnode.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	atoi := func(s string) int {
		v, err := strconv.Atoi(root.Str(s, ""))
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		return v
	}
	return tiledHeader{
		TileWidth: atoi("tilewidth"), TileHeight: atoi("tileheight"), HexSide: atoi("hexsidelength"),
		Width: atoi("width"), Height: atoi("height"),
		StaggerAxis: root.Str("staggeraxis", ""), StaggerIndex: root.Str("staggerindex", ""),
	}
}

// mapSize is the size of the whole map image by Tiled's
// HexagonalRenderer::mapBoundingRect for a staggeraxis x map: width
// columns columnWidth apart plus sideOffsetX, height rows tileHeight apart
// plus rowHeight for the shifted columns when there are two or more.
func (h tiledHeader) mapSize() (int, int) {
	w, ht := h.TileWidth&^1, h.TileHeight&^1
	sideOffsetX := (w - h.HexSide) / 2
	width, height := h.Width*(sideOffsetX+h.HexSide)+sideOffsetX, h.Height*ht
	if h.Width > 1 {
		height += ht / 2
	}
	return width, height
}

// tiledCenter returns the pixel centre of tile (x, y) by Tiled's hexagonal
// renderer formulas (HexagonalRenderer::tileToScreenCoords plus half a tile),
// for a staggeraxis x map: tile widths and heights rounded down to even,
// columns sideOffsetX + side apart, shifted columns rowHeight lower, where a
// column is shifted when (x is odd) XOR (staggerindex is even).
func (h tiledHeader) tiledCenter(x, y int) (int, int) {
	w, ht := h.TileWidth&^1, h.TileHeight&^1
	sideOffsetX := (w - h.HexSide) / 2
	columnWidth := sideOffsetX + h.HexSide
	rowHeight := ht / 2
	px, py := x*columnWidth, y*ht
	if (x&1 == 1) != (h.StaggerIndex == "even") {
		py += rowHeight
	}
	return px + w/2, py + ht/2
}

// TestTmxrasterizerRendersITW exports the ITW map with a few hexes painted,
// renders it with Tiled's own tmxrasterizer and checks the colour at the
// centres of known hexes, their pixels computed from Tiled's layout formulas
// with the tile sizes and staggerindex read back from the file. Tile (x, y)
// holds ITW global hex (10+x, 1+y): the export covers columns 10-69 and rows
// 1-67 (S row r is global row 33+r).
//
// Issue 27: the same for the .tmj export, which tmxrasterizer reads as
// Tiled's JSON: the image has the size Tiled's renderer gives the map and
// the same colours at the same hexes.
func TestTmxrasterizerRendersITW(t *testing.T) {
	for _, ext := range []string{".tmx", ".tmj"} {
		t.Run(ext, func(t *testing.T) { testTmxrasterizerRendersITW(t, ext) })
	}
}

func testTmxrasterizerRendersITW(t *testing.T, ext string) {
	bin := tmxrasterizer(t)
	m := builtinMap(t, "itw-shiloh.map.json")
	paint(m, map[string]string{
		"S2706": "field", "S2806": "marsh", "S2707": "river",
		"N1001": "lake", "S6934": "thicket", "N4410": "orchard",
	})
	palette := map[string]color.RGBA{
		"woods": {0x30, 0x80, 0x30, 0xff}, "field": {0xf0, 0xe0, 0x80, 0xff},
		"marsh": {0x40, 0xa0, 0xa0, 0xff}, "river": {0x20, 0x40, 0xe0, 0xff},
		"lake": {0x80, 0xb0, 0xf0, 0xff}, "thicket": {0x20, 0x50, 0x20, 0xff},
		"orchard": {0xb0, 0xd0, 0x70, 0xff}, "marsh-stream": {0x50, 0x90, 0x90, 0xff},
	}
	dir := t.TempDir()
	tmx := filepath.Join(dir, "itw"+ext)
	if _, err := ExportFile(m, tmx, ExportOptions{Color: func(id string) color.RGBA { return palette[id] }}); err != nil {
		t.Fatal(err)
	}
	h := readHeader(t, tmx)
	if h.StaggerAxis != "x" {
		t.Fatalf("staggeraxis %q, want x (flat-top hexes)", h.StaggerAxis)
	}
	// The labels' and places' pins sit on hex centres: hide them.
	img := testtool.TmxRaster(t, bin, tmx, "--hide-layer", "labels", "--hide-layer", "places")
	if w, ht := h.mapSize(); img.Bounds().Dx() != w || img.Bounds().Dy() != ht {
		t.Fatalf("tmxrasterizer drew %v, want %dx%d for %dx%d tiles", img.Bounds(), w, ht, h.Width, h.Height)
	}
	for _, tc := range []struct {
		hex      string
		col, row int // global
		terrain  string
	}{
		{"S2706", 27, 33 + 6, "field"},
		{"S2806", 28, 33 + 6, "marsh"},
		{"S2707", 27, 33 + 7, "river"},
		{"N1001", 10, 1, "lake"},
		{"S6934", 69, 33 + 34, "thicket"},
		{"N4410", 44, 10, "orchard"},
		{"N3020", 30, 20, "woods"},
	} {
		x, y := h.tiledCenter(tc.col-10, tc.row-1)
		if got := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA); got != palette[tc.terrain] {
			t.Errorf("%s at pixel (%d,%d): %v, want %s %v", tc.hex, x, y, got, tc.terrain, palette[tc.terrain])
		}
	}
	// DESIGN: columns whose printed number is odd sit half a hex lower. In
	// Tiled's layout, S27xx must be half a tile lower than S28xx of the same
	// row, and S28xx half a tile higher than S29xx.
	_, y27 := h.tiledCenter(27-10, 39-1)
	_, y28 := h.tiledCenter(28-10, 39-1)
	_, y29 := h.tiledCenter(29-10, 39-1)
	if y27-y28 != h.TileHeight/2 || y29-y28 != h.TileHeight/2 {
		t.Errorf("row 6 of S: y of columns 27, 28, 29 = %d, %d, %d: odd columns must sit %d px lower", y27, y28, y29, h.TileHeight/2)
	}
	// Off the sheets (N has columns 10-66, S starts at global row 34): the
	// top-right corner tile is empty, so transparent.
	x, y := h.tiledCenter(68-10, 5-1)
	if _, _, _, a := img.At(x, y).RGBA(); a != 0 {
		t.Errorf("global (68,5) is on no sheet: pixel (%d,%d) alpha %d, want transparent", x, y, a)
	}
}

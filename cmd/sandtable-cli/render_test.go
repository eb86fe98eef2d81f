package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/internal/testtool"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

const (
	s1Scenario = "scenarios/itw-shiloh/01-bloody-april.scenario.json"
	itwMap     = "maps/itw-shiloh.map.json"
	// lookWindow is the window of the look test: ITW columns 24-30, rows
	// 10-20 of the South sheet (Shiloh Branch, Shiloh Church, Sherman's
	// camps).
	lookWindow = `{"range": {"from": "S2410", "to": "S3020"}}`
)

// runRenderCmd runs the render command on its own (it is not registered on
// the root command yet) and returns its exit code, stdout and stderr (with
// the error).
func runRenderCmd(t testing.TB, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd := newRenderCmd()
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SetArgs(args)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	err := cmd.Execute()
	var ee *exitError
	switch {
	case err == nil:
		return exitOK, out.String(), errOut.String()
	case errors.As(err, &ee):
		return ee.code, out.String(), errOut.String() + errString(ee.err)
	}
	return exitUsage, out.String(), errOut.String() + err.Error()
}

// mustRender renders and fails the test on a non-zero exit.
func mustRender(t testing.TB, args ...string) string {
	t.Helper()
	code, out, errOut := runRenderCmd(t, args...)
	if code != exitOK {
		t.Fatalf("render %v: exit %d\n%s%s", args, code, out, errOut)
	}
	return out
}

// itw loads the built-in ITW map, Scenario 1, its OOB and the gbacw ruleset.
func itw(t testing.TB) (*maps.Map, maps.Geometry, *scenarios.Scenario, *scenarios.OOB, *engine.Ruleset) {
	t.Helper()
	sess := validate.NewSession(validate.Builtin{})
	m, err := sess.Map(itwMap)
	if err != nil {
		t.Fatal(err)
	}
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	data, err := validate.Builtin{}.ReadFile(s1Scenario)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	oob, err := sess.OOB("scenarios/itw-shiloh/itw-shiloh.oob.json")
	if err != nil {
		t.Fatal(err)
	}
	rs, err := engine.BuiltinRuleset("gbacw")
	if err != nil {
		t.Fatal(err)
	}
	return m, geo, sc, oob, rs
}

// sheetPixels maps a hex of sheet S to its pixel in an image of the whole
// sheet drawn at dpi, computed from the map geometry alone: hexes
// hexAcrossFlatsMM across flats, the page's top-left corner 5 mm (the
// default margin) above and left of the bounding box of the sheet's hex
// corners.
type sheetPixels struct {
	geo    maps.Geometry
	l      hexgrid.Layout // in millimetres, origin at the centre of hex (0,0)
	x0, y0 float64        // top-left of the corners' bounding box, mm
	scale  float64        // pixels per millimetre
}

func newSheetPixels(t testing.TB, m *maps.Map, geo maps.Geometry, sheet string, dpi float64) sheetPixels {
	t.Helper()
	sh, ok := geo.Numbering.SheetByID(sheet)
	if !ok {
		t.Fatalf("no sheet %s", sheet)
	}
	l := hexgrid.Layout{Grid: geo.Grid, Size: m.Grid.HexAcrossFlatsMM / math.Sqrt(3)}
	x0, y0 := math.Inf(1), math.Inf(1)
	for _, o := range geo.Numbering.All() {
		if !sh.Holds(o) {
			continue
		}
		for _, c := range l.Corners(o) {
			x0, y0 = math.Min(x0, c[0]), math.Min(y0, c[1])
		}
	}
	return sheetPixels{geo: geo, l: l, x0: x0, y0: y0, scale: dpi / 25.4}
}

// at returns the pixel of the centre of hex id.
func (sp sheetPixels) at(t testing.TB, id string) image.Point {
	t.Helper()
	o, err := sp.geo.Numbering.Parse(id)
	if err != nil {
		t.Fatal(err)
	}
	x, y := sp.l.Center(o)
	const margin = draw.DefaultMarginMM
	return image.Pt(int(math.Floor((x-sp.x0+margin)*sp.scale)), int(math.Floor((y-sp.y0+margin)*sp.scale)))
}

func decodePNG(t testing.TB, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

// colorDistance returns the largest difference of the red, green and blue
// channels (0-255).
func colorDistance(a, b color.Color) int {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) int { return int(math.Abs(float64(x>>8) - float64(y>>8))) }
	return max(d(ar, br), d(ag, bg), d(ab, bb))
}

// TestRenderITWScenarioAllFormats renders the ITW South sheet with Scenario
// 1's counters as PNG, SVG and PDF from the built-in files, named by their
// source-tree paths.
func TestRenderITWScenarioAllFormats(t *testing.T) {
	dir := t.TempDir()
	for _, ext := range []string{"png", "svg", "pdf"} {
		out := filepath.Join(dir, "s1."+ext)
		msg := mustRender(t, s1Scenario, "-o", out, "--sheet", "S", "--dpi", "50")
		if !strings.Contains(msg, "wrote "+out) || !strings.Contains(msg, "2040 hexes") {
			t.Errorf("%s: message %q", ext, msg)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		magic := map[string]string{"png": "\x89PNG", "svg": "<?xml", "pdf": "%PDF-"}[ext]
		if !bytes.HasPrefix(data, []byte(magic)) {
			t.Errorf("%s does not start with %q", out, magic)
		}
	}
	// 50 dpi: the sheet is about 846 x 560 mm.
	b := decodePNG(t, filepath.Join(dir, "s1.png")).Bounds()
	if b.Dx() < 1650 || b.Dx() > 1700 || b.Dy() < 1090 || b.Dy() > 1120 {
		t.Errorf("PNG is %v, want about 1670 x 1100 px at 50 dpi", b.Size())
	}
}

// svgNode is any SVG element with its attributes, children and text.
type svgNode struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Children []svgNode  `xml:",any"`
	Text     string     `xml:",chardata"`
}

func (n svgNode) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// layer returns the group of the named layer.
func (n svgNode) layer(t *testing.T, name string) svgNode {
	t.Helper()
	for _, c := range n.Children {
		if c.XMLName.Local == "g" && c.attr("id") == "layer-"+name {
			return c
		}
	}
	t.Fatalf("SVG has no layer %q", name)
	return svgNode{}
}

// TestRenderSVGStructure parses the SVG of the South sheet: one terrain
// polygon per hex of the sheet (60 columns x 34 rows), a text element per hex
// id, the size in millimetres, and a text for 7 AR (S1926).
func TestRenderSVGStructure(t *testing.T) {
	out := filepath.Join(t.TempDir(), "s.svg")
	mustRender(t, s1Scenario, "-o", out, "--sheet", "S")
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	var root svgNode
	if err := xml.Unmarshal(data, &root); err != nil {
		t.Fatalf("SVG does not parse: %v", err)
	}
	if !strings.HasSuffix(root.attr("width"), "mm") || !strings.HasSuffix(root.attr("height"), "mm") {
		t.Errorf("size %q x %q, want millimetres", root.attr("width"), root.attr("height"))
	}
	const sheetHexes = (69 - 10 + 1) * (34 - 1 + 1)
	count := func(n svgNode, elem string) int {
		k := 0
		for _, c := range n.Children {
			if c.XMLName.Local == elem {
				k++
			}
		}
		return k
	}
	if got := count(root.layer(t, draw.LayerTerrain), "polygon"); got != sheetHexes {
		t.Errorf("terrain layer has %d polygons, want %d", got, sheetHexes)
	}
	ids := root.layer(t, draw.LayerHexIDs)
	if got := count(ids, "text"); got != sheetHexes {
		t.Errorf("hex-id layer has %d texts, want %d", got, sheetHexes)
	}
	// Row 01 of S is row 34 of N: on the South sheet it carries its S name.
	var sawS1401, sawN1434 bool
	for _, c := range ids.Children {
		sawS1401 = sawS1401 || c.Text == "S1401"
		sawN1434 = sawN1434 || c.Text == "N1434"
	}
	if !sawS1401 || sawN1434 {
		t.Errorf("hex ids: S1401 %v (want true), N1434 %v (want false)", sawS1401, sawN1434)
	}
	found := false
	for _, c := range root.layer(t, draw.LayerCounters).Children {
		found = found || c.XMLName.Local == "text" && c.Text == "7 AR"
	}
	if !found {
		t.Error("no text element for 7 AR in the counters layer")
	}
}

// pdftoppm returns the path of pdftoppm (Debian poppler-utils), or skips.
func pdftoppm(t testing.TB) string {
	t.Helper()
	return testtool.Require(t, "pdftoppm", "poppler-utils")
}

// TestRenderPDFMatchesPNG draws the South sheet with Scenario 1 as PNG and
// as PDF, rasterizes the PDF with pdftoppm at the same DPI, and compares the
// two at the centres of twelve hexes whose pixels come from the map
// geometry: nine terrain hexes (each must also show its terrain colour) and
// three hexes with one counter (each must show its side's colour). At 100
// dpi (50 with -short: a hex is still 30 px across).
func TestRenderPDFMatchesPNG(t *testing.T) {
	tool := pdftoppm(t)
	dpi := 100
	if testing.Short() {
		dpi = 50
	}
	dir := t.TempDir()
	pngPath, pdfPath := filepath.Join(dir, "s.png"), filepath.Join(dir, "s.pdf")
	mustRender(t, s1Scenario, "-o", pngPath, "--sheet", "S", "--dpi", strconv.Itoa(dpi))
	mustRender(t, s1Scenario, "-o", pdfPath, "--sheet", "S")
	cmd := exec.Command(tool, "-r", strconv.Itoa(dpi), "-png", "-singlefile", pdfPath, filepath.Join(dir, "pdf"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	fromPNG, fromPDF := decodePNG(t, pngPath), decodePNG(t, filepath.Join(dir, "pdf.png"))
	if d := fromPNG.Bounds().Size().Sub(fromPDF.Bounds().Size()); max(d.X, -d.X, d.Y, -d.Y) > 1 {
		t.Fatalf("PNG is %v, pdftoppm's image %v", fromPNG.Bounds().Size(), fromPDF.Bounds().Size())
	}
	m, geo, _, _, rs := itw(t)
	px := newSheetPixels(t, m, geo, "S", float64(dpi))
	want := map[string]color.Color{}
	for _, id := range []string{"S2410", "S2509", "S3010", "S3509", "S3609", "S3604", "S2604", "S4030", "S6927"} {
		want[id], _ = drawscene.Styles(rs).TerrainFill(m.TerrainAt(id))
	}
	for id, side := range map[string]string{"S1926": "csa", "S2205": "union", "S1602": "union"} {
		want[id] = draw.SideColor(side)
	}
	const tolerance = 10
	for id, w := range want {
		p := px.at(t, id)
		a, b := fromPNG.At(p.X, p.Y), fromPDF.At(p.X, p.Y)
		if d := colorDistance(a, b); d > tolerance {
			t.Errorf("%s at %v: PNG %v, PDF %v (differ by %d)", id, p, a, b, d)
		}
		if d := colorDistance(a, w); d > tolerance {
			t.Errorf("%s at %v: PNG %v, want %v", id, p, a, w)
		}
	}
}

// TestRenderLookWindow renders the look-test window (S2410-S3020) as PNG and
// PDF; with SANDTABLE_LOOK_DIR set they are kept there (with pdftoppm's
// rendering of the PDF) to be looked at.
func TestRenderLookWindow(t *testing.T) {
	dir := os.Getenv("SANDTABLE_LOOK_DIR")
	if dir == "" {
		dir = t.TempDir()
	}
	pngPath, pdfPath := filepath.Join(dir, "look.png"), filepath.Join(dir, "look.pdf")
	mustRender(t, s1Scenario, "-o", pngPath, "--window", lookWindow, "--dpi", "120")
	mustRender(t, s1Scenario, "-o", pdfPath, "--window", lookWindow)
	if _, err := exec.LookPath("pdftoppm"); err == nil {
		cmd := exec.Command("pdftoppm", "-r", "120", "-png", "-singlefile", pdfPath, filepath.Join(dir, "look-pdf"))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("pdftoppm: %v\n%s", err, out)
		}
	}
	b := decodePNG(t, pngPath).Bounds()
	// 7 columns and 11.5 rows of 16.2 mm hexes plus 5 mm margins.
	if b.Dx() < 500 || b.Dx() > 620 || b.Dy() < 900 || b.Dy() > 1000 {
		t.Errorf("window PNG is %v", b.Size())
	}
}

// TestRenderMapWindowOptions renders a map file (not a scenario) through a
// window read from a file, without ids, with progress lines.
func TestRenderMapWindowOptions(t *testing.T) {
	dir := t.TempDir()
	win := filepath.Join(dir, "win.json")
	if err := os.WriteFile(win, []byte(`{"within": {"hex": "S2706", "distance": 2}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "w.svg")
	code, stdout, stderr := runRenderCmd(t, itwMap, "-o", out, "--window", win, "--no-ids", "--progress")
	if code != exitOK {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	if n := strings.Count(stderr, "render: "); n != 10 || !strings.Contains(stderr, "100%") {
		t.Errorf("want 10 progress lines ending at 100%%, got %d:\n%s", n, stderr)
	}
	data, _ := os.ReadFile(out)
	if bytes.Contains(data, []byte(`id="layer-hex-ids"`)) || bytes.Contains(data, []byte(`id="layer-counters"`)) {
		t.Error("--no-ids, or a map without scenario, still drew hex ids or counters")
	}
	if !bytes.Contains(data, []byte("Shiloh Church")) {
		t.Error("the place name Shiloh Church is missing")
	}
}

// TestRenderNoCounters leaves the counters out of a scenario.
func TestRenderNoCounters(t *testing.T) {
	out := filepath.Join(t.TempDir(), "n.svg")
	mustRender(t, s1Scenario, "-o", out, "--window", lookWindow, "--no-counters")
	data, _ := os.ReadFile(out)
	if bytes.Contains(data, []byte(`id="layer-counters"`)) {
		t.Error("--no-counters still drew counters")
	}
}

// TestRenderUsageErrors exits 2 with a message for each bad use, and writes
// nothing.
func TestRenderUsageErrors(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.png")
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"no output", []string{s1Scenario}, "-o OUT"},
		{"bad extension", []string{s1Scenario, "-o", filepath.Join(dir, "x.gif")}, "unknown format"},
		{"bad dpi", []string{s1Scenario, "-o", out, "--dpi", "0"}, "--dpi"},
		{"missing file", []string{filepath.Join(dir, "none.map.json"), "-o", out}, "none.map.json"},
		{"not a map", []string{"engine/rulesets/gbacw.ruleset.json", "-o", out}, "not a map or scenario"},
		{"unknown sheet", []string{itwMap, "-o", out, "--sheet", "Q"}, `sheet "Q" is not on the map`},
		{"window not JSON", []string{itwMap, "-o", out, "--window", "{nope"}, "not a region"},
		{"window unknown field", []string{itwMap, "-o", out, "--window", `{"hexs": ["S2410"]}`}, "not a region"},
		{"window bad hex", []string{itwMap, "-o", out, "--window", `{"hexes": ["S9999"]}`}, "window"},
		{"window empty", []string{itwMap, "-o", out, "--window", `{}`}, "region has no kind"},
		{"window off sheet", []string{itwMap, "-o", out, "--sheet", "S", "--window", `{"hexes": ["N2010"]}`}, "no hexes on sheet S"},
		{"window file missing", []string{itwMap, "-o", out, "--window", filepath.Join(dir, "none.json")}, "--window"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runRenderCmd(t, tc.args...)
			if code != exitUsage || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d, stderr %q; want exit 2 and %q\n%s", code, stderr, tc.want, stdout)
			}
		})
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed render wrote its output")
	}
}

// TestProgressLines prints one line per tenth, however often it is called.
func TestProgressLines(t *testing.T) {
	var buf bytes.Buffer
	p := progressLines(&buf)
	for i := 1; i <= 37; i++ {
		p(i, 37)
	}
	if n := strings.Count(buf.String(), "\n"); n != 10 {
		t.Errorf("%d lines, want 10:\n%s", n, buf.String())
	}
	if isTerminal(io.Discard) {
		t.Error("io.Discard is not a terminal")
	}
}

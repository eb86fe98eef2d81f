package vassal

import (
	"archive/zip"
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// writePNG writes a plain w x h board image.
func writePNG(t testing.TB, path string, w, h int) {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetRGBA(x, y, color.RGBA{uint8(x), uint8(y), 0x80, 0xff})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// fixtureModule lays the hand-built buildFile out as a module folder with
// generated board images, and returns the buildFile's path.
func fixtureModule(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("testdata", "buildFile.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "images"), 0o755); err != nil {
		t.Fatal(err)
	}
	writePNG(t, filepath.Join(dir, "images", "flat.png"), 400, 320)
	writePNG(t, filepath.Join(dir, "images", "pointy.png"), 330, 300)
	p := filepath.Join(dir, "buildFile.xml")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// zipModule zips a module folder (buildFile.xml and images/) as a .vmod.
func zipModule(t testing.TB, buildFile string) string {
	t.Helper()
	dir := filepath.Dir(buildFile)
	out := filepath.Join(t.TempDir(), "test.vmod")
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	add := func(name, path string) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	add("buildFile.xml", buildFile)
	entries, _ := os.ReadDir(filepath.Join(dir, "images"))
	for _, e := range entries {
		add("images/"+e.Name(), filepath.Join(dir, "images", e.Name()))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return out
}

// idAtPixel returns the Sandtable id of the hex under board pixel (px, py)
// of the imported map's first sheet, through its calibration.
func idAtPixel(t testing.TB, out *Imported, px, py float64) string {
	t.Helper()
	m := out.Map
	geo, err := m.Geometry()
	if err != nil {
		t.Fatal(err)
	}
	a := out.Calibration[m.Sheets[0].ID]
	x, y, ok := invertPoint(a, px, py)
	if !ok {
		t.Fatal("singular calibration")
	}
	l := hexgrid.Layout{Grid: geo.Grid, Size: m.Grid.HexAcrossFlatsMM / math.Sqrt(3)}
	id, err := geo.Numbering.Format(l.HexAt(x, y))
	if err != nil {
		return "(off map)"
	}
	return id
}

func mustRead(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

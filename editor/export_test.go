package editor

import (
	"bytes"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/engine/drawscene"
	"github.com/sandtable/sandtable/maps/draw"
	"github.com/sandtable/sandtable/validate"
)

func TestExportPNGMatchesPage(t *testing.T) {
	doc := openBuiltin(t)
	scene, err := drawscene.Scene(doc.Map(), doc.Ruleset(), doc.Scenario(), doc.OOB())
	if err != nil {
		t.Fatal(err)
	}
	page, err := draw.PageOf(scene, draw.Options{})
	if err != nil {
		t.Fatal(err)
	}
	const dpi = 20
	path := filepath.Join(t.TempDir(), "map.png")
	calls, last := 0, 0
	if err := Export(doc, path, dpi, func(done, total int) { calls, last = calls+1, done*100/total }); err != nil {
		t.Fatal(err)
	}
	if calls == 0 || last != 100 {
		t.Errorf("progress: %d calls, last %d%%", calls, last)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatal(err)
	}
	w := int(math.Ceil(page.Width*dpi/25.4 - 1e-6))
	h := int(math.Ceil(page.Height*dpi/25.4 - 1e-6))
	if cfg.Width != w || cfg.Height != h {
		t.Errorf("PNG is %dx%d, page %gx%g mm at %d dpi is %dx%d", cfg.Width, cfg.Height, page.Width, page.Height, dpi, w, h)
	}
}

func TestExportSVGAndPDF(t *testing.T) {
	doc := openBuiltin(t)
	dir := t.TempDir()
	for ext, magic := range map[string]string{".svg": "<", ".pdf": "%PDF"} {
		path := filepath.Join(dir, "map"+ext)
		if err := Export(doc, path, 0, nil); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(strings.TrimSpace(string(data)), magic) {
			t.Errorf("%s starts %q", ext, data[:min(20, len(data))])
		}
	}
	if err := Export(doc, filepath.Join(dir, "map.bmp"), 0, nil); err == nil {
		t.Error("exported to .bmp")
	}
}

// TestPrintScenarioWritesThePDF: File > Print Scenario writes the built-in
// Scenario 1's battle-book PDF; a map opened alone has no scenario to print.
func TestPrintScenarioWritesThePDF(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	path := filepath.Join(t.TempDir(), "s1.pdf")
	e.printScenarioTo(path)
	data, err := os.ReadFile(path)
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatalf("%v: %q", err, e.status.message.Text)
	}
	d, err := model.Open(validate.Builtin{}, "maps/hsn.map.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := ExportBook(d, filepath.Join(t.TempDir(), "m.pdf")); err == nil {
		t.Error("a map document printed a scenario")
	}
}

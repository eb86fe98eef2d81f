package validate

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
)

// TestScanMissing (issue 27): a map whose sheet names a scan image that is
// not beside it gets scan.missing, through the disk and through a rooted
// folder alike; with the image there, nothing; a folder in its place is
// ref.not-regular.
func TestScanMissing(t *testing.T) {
	dir := t.TempDir()
	m, err := maps.Decode(builtinBytes(t, "maps/hsn.map.json"))
	if err != nil {
		t.Fatal(err)
	}
	m.Sheets[0].Scan = &maps.Scan{Path: "scans/hsn.png", Affine: [6]float64{1, 0, 0, 0, 1, 0}}
	p := filepath.Join(dir, "hsn.map.json")
	if err := maps.Save(p, m); err != nil {
		t.Fatal(err)
	}
	rooted, err := jsonfile.NewRooted(dir)
	if err != nil {
		t.Fatal(err)
	}
	codesOf := func(files Files) []string {
		var out []string
		for _, d := range NewSession(files).File(p) {
			out = append(out, d.Code+" "+d.Pointer)
		}
		return out
	}
	for name, files := range map[string]Files{"os": OS{}, "rooted": rooted} {
		if got := codesOf(files); len(got) != 1 || got[0] != "scan.missing /sheets/0/scan/path" {
			t.Errorf("%s, no image: %v, want scan.missing at /sheets/0/scan/path", name, got)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, "scans", "hsn.png"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, files := range map[string]Files{"os": OS{}, "rooted": rooted} {
		if got := codesOf(files); len(got) != 1 || got[0] != "ref.not-regular /sheets/0/scan/path" {
			t.Errorf("%s, a folder: %v, want ref.not-regular", name, got)
		}
	}
	if err := os.Remove(filepath.Join(dir, "scans", "hsn.png")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "scans", "hsn.png"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, files := range map[string]Files{"os": OS{}, "rooted": rooted} {
		if got := codesOf(files); len(got) != 0 {
			t.Errorf("%s, image there: %v, want nothing", name, got)
		}
	}
}

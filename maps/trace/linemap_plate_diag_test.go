package trace_test

import (
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/hexgrid"
	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
)

// TestDiagLineMapCrops writes, for each side of $PLATEGEN_SIDES (ids
// "0105-0204", comma separated) of the plate map $PLATEGEN_SEED scanned at
// $PLATEGEN_DPI and $PLATEGEN_LEVEL, the scan beside its line map
// (LineMapCrop) into $PLATEGEN_LINEMAP; a diagnostic, skipped without it.
// The line map's switches follow mapRecallFromEnv (SANDTABLE_LINEMAP_TYPED,
// SANDTABLE_LINE_ALONG).
func TestDiagLineMapCrops(t *testing.T) {
	dir := os.Getenv("PLATEGEN_LINEMAP")
	if dir == "" {
		t.Skip("diagnostic: set PLATEGEN_LINEMAP to a folder")
	}
	defer mapRecallFromEnv(t)()
	seed, _ := strconv.ParseUint(os.Getenv("PLATEGEN_SEED"), 10, 64)
	seed = max(seed, 1)
	dpi, _ := strconv.ParseFloat(os.Getenv("PLATEGEN_DPI"), 64)
	if dpi == 0 {
		dpi = 300
	}
	lv, err := plategen.LevelNamed(os.Getenv("PLATEGEN_LEVEL"))
	if err != nil {
		lv = plategen.Levels[0]
	}
	pm, err := plategen.New(seed, 16, 12)
	if err != nil {
		t.Fatal(err)
	}
	p, err := pm.Print(dpi / 25.4)
	if err != nil {
		t.Fatal(err)
	}
	li := 0
	for i, l := range plategen.Levels {
		if l.Name == lv.Name {
			li = i
		}
	}
	s, err := pm.Scan(p, lv, seed*100+uint64(li))
	if err != nil {
		t.Fatal(err)
	}
	job := pm.Job(s, 4, trace.DefaultOptions())
	num := pm.Truth.Geo.Numbering
	var pairs [][2]hexgrid.Offset
	var ids []string
	for _, id := range strings.Split(os.Getenv("PLATEGEN_SIDES"), ",") {
		ab := strings.Split(id, "-")
		if len(ab) != 2 {
			continue
		}
		a, err1 := num.Parse(ab[0])
		b, err2 := num.Parse(ab[1])
		if err1 != nil || err2 != nil {
			t.Fatalf("side %q: %v %v", id, err1, err2)
		}
		pairs, ids = append(pairs, [2]hexgrid.Offset{a, b}), append(ids, id)
	}
	imgs, err := trace.LineMapCrop(job, pairs, int(2.2*pm.Style.HexMM*dpi/25.4))
	if err != nil {
		t.Fatal(err)
	}
	for k, img := range imgs {
		f, err := os.Create(filepath.Join(dir, "map-"+ids[k]+".png"))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
}

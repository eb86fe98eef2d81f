package trace_test

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/maps/trace"
	"github.com/sandtable/sandtable/maps/trace/plategen"
	"github.com/sandtable/sandtable/maps/trace/printgen"
)

// TestDiagScreen is a diagnostic: with SCREEN_DIAG=dpi:level it logs the
// measured screen period against the ruling each style printed, on plate
// and printed seeds 21-25 (SCREEN_DIAG=dpi:level:21-40 for others).
func TestDiagScreen(t *testing.T) {
	spec := os.Getenv("SCREEN_DIAG")
	if spec == "" {
		t.Skip("diagnostic: set SCREEN_DIAG=dpi:level")
	}
	var dpi float64
	var level string
	parts := strings.Split(spec, ":")
	fmt.Sscanf(parts[0], "%g", &dpi)
	level = parts[1]
	lo, hi := uint64(21), uint64(25)
	if len(parts) > 2 {
		fmt.Sscanf(parts[2], "%d-%d", &lo, &hi)
	}
	for seed := lo; seed <= hi; seed++ {
		for _, style := range []string{"plate", "printed"} {
			job, _, err := waterPixJob(style, seed, dpi, level)
			if err != nil {
				t.Fatal(err)
			}
			per, str, ang, err := trace.ScreenMeasures(job)
			if err != nil {
				t.Fatal(err)
			}
			var want float64
			if style == "plate" {
				pm, _ := plategen.New(seed, 16, 12)
				want = dpi / pm.Style.LPI
			} else {
				pm, _ := printgen.New(seed, 16, 12)
				want = dpi / pm.Style.Screen.LPI
			}
			t.Logf("%s seed %d %g dpi %s: period %.2f (ruling %.2f px) strength %.1f angles %d", style, seed, dpi, level, per[0], want, str[0], ang[0])
		}
	}
}

// TestDiagDescreenCrop is a diagnostic: with SCREEN_CROP=DIR it saves the
// top-left of plate seed 21 at 300 dpi (SCREEN_DPI) light, as scanned and descreened.
func TestDiagDescreenCrop(t *testing.T) {
	dir := os.Getenv("SCREEN_CROP")
	if dir == "" {
		t.Skip("diagnostic: set SCREEN_CROP=DIR")
	}
	dpi := 300.0
	fmt.Sscanf(os.Getenv("SCREEN_DPI"), "%g", &dpi)
	job, _, err := waterPixJob("plate", 21, dpi, "light")
	if err != nil {
		t.Fatal(err)
	}
	d, err := trace.DescreenedImage(job)
	if err != nil {
		t.Fatal(err)
	}
	r := image.Rect(0, 0, 700, 1000)
	fmt.Sscanf(os.Getenv("SCREEN_RECT"), "%d,%d,%d,%d", &r.Min.X, &r.Min.Y, &r.Max.X, &r.Max.Y)
	r = r.Add(job.Sheets[0].Image.Bounds().Min)
	for name, img := range map[string]image.Image{"scan": job.Sheets[0].Image, "descreened": d} {
		c := image.NewRGBA(image.Rect(0, 0, 3*r.Dx(), 3*r.Dy()))
		for y := range c.Rect.Dy() {
			for x := range c.Rect.Dx() {
				c.Set(x, y, img.At(r.Min.X+x/3, r.Min.Y+y/3))
			}
		}
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		png.Encode(f, c)
		f.Close()
	}
}

package printgen

import (
	"image"
	"image/png"
	"os"
	"testing"
)

func TestLook(t *testing.T) {
	dir := os.Getenv("PRINTGEN_LOOK")
	if dir == "" {
		t.Skip("set PRINTGEN_LOOK to a folder")
	}
	pm, err := New(1, 12, 8)
	if err != nil {
		t.Fatal(err)
	}
	ppm := 150 / 25.4
	pr, a, err := pm.Print(ppm)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := pm.Scan(pr, a, ppm, Levels[2], 3)
	if err != nil {
		t.Fatal(err)
	}
	img := sc.Image.(interface {
		SubImage(image.Rectangle) image.Image
	})
	f, _ := os.Create(dir + "/print.png")
	defer f.Close()
	png.Encode(f, img.SubImage(image.Rect(0, 0, 700, 500)))
}

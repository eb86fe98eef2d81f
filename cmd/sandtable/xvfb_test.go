//go:build !ci

package main

import (
	"context"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps/draw/tiles"
)

// xvfbScript starts the editor ($BIN) on the virtual display xvfb-run gives
// it, waits up to 20 s for its window, lets it paint, screenshots the whole
// screen into $SHOT and stops the editor.
const xvfbScript = `
"$BIN" 2>"$LOG" &
app=$!
i=0
until xdotool search --name Sandtable >/dev/null 2>&1; do
  i=$((i+1))
  if [ $i -gt 100 ] || ! kill -0 $app 2>/dev/null; then echo "no Sandtable window" >&2; kill $app 2>/dev/null; exit 3; fi
  sleep 0.2
done
sleep 3
import -window root "$SHOT"
status=$?
kill $app
wait $app 2>/dev/null
exit $status
`

// TestXvfbScreenshot runs the real editor in a virtual X server and checks a
// screenshot of its first frames: not blank, mostly woods, with clusters of
// Union and Confederate counters. It needs cgo, the X and GL development
// packages, xvfb, xauth, imagemagick and xdotool (scripts/deps.sh test), so it runs
// only with SANDTABLE_XVFB=1. The screenshot is kept at $SANDTABLE_SHOT
// (default: a file in the test's temporary folder, logged).
func TestXvfbScreenshot(t *testing.T) {
	if os.Getenv("SANDTABLE_XVFB") != "1" {
		t.Skip("set SANDTABLE_XVFB=1 to run the editor under Xvfb")
	}
	for _, tool := range []string{"xvfb-run", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not found: apt-get install -y xvfb xauth xdotool imagemagick", tool)
		}
	}
	dir := t.TempDir()
	bin := buildEditor(t, dir)
	shot := os.Getenv("SANDTABLE_SHOT")
	if shot == "" {
		shot = filepath.Join(dir, "shot.png")
	}
	logPath := filepath.Join(dir, "sandtable.log")
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	run := exec.CommandContext(ctx, "xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", "sh", "-c", xvfbScript)
	run.Env = append(os.Environ(), "BIN="+bin, "SHOT="+shot, "LOG="+logPath)
	out, err := run.CombinedOutput()
	if err != nil {
		appLog, _ := os.ReadFile(logPath)
		t.Fatalf("xvfb-run: %v\n%s\neditor log:\n%s", err, out, appLog)
	}
	t.Logf("screenshot: %s", shot)
	img := readPNG(t, shot)
	checkScreenshot(t, img)
}

// readPNG decodes a PNG file or fails the test.
func readPNG(t testing.TB, path string) image.Image {
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

// checkScreenshot checks that the screen shows the editor's map: many
// colours, woods over a good part of it, and counters of both sides.
func checkScreenshot(t *testing.T, img image.Image) {
	t.Helper()
	doc, err := model.OpenBuiltin()
	if err != nil {
		t.Fatal(err)
	}
	woods := terrainColour(doc, "woods")
	b := img.Bounds()
	colours := map[color.RGBA]bool{}
	woodsN := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := rgbaAt(img, x, y)
			colours[c] = true
			if closeTo(c, woods, 3) {
				woodsN++
			}
		}
	}
	if len(colours) < 200 {
		t.Errorf("only %d distinct colours: the window looks blank", len(colours))
	}
	if share := float64(woodsN) / float64(b.Dx()*b.Dy()); share < 0.25 {
		t.Errorf("woods colour %v covers %.0f%% of the screen, want at least 25%%", woods, share*100)
	}
	for _, side := range []struct {
		name string
		c    color.RGBA
	}{{"Union", tiles.UnionColor}, {"Confederate", tiles.ConfederateColor}} {
		if n := clusters(img, side.c); n < 5 {
			t.Errorf("%s counter colour %v: %d clusters, want at least 5", side.name, side.c, n)
		}
	}
}

// clusters counts the 8x8 blocks of img mostly (40 of 64 pixels) of colour c.
func clusters(img image.Image, c color.RGBA) int {
	b := img.Bounds()
	n := 0
	for y := b.Min.Y; y+8 <= b.Max.Y; y += 8 {
		for x := b.Min.X; x+8 <= b.Max.X; x += 8 {
			k := 0
			for dy := range 8 {
				for dx := range 8 {
					if closeTo(rgbaAt(img, x+dx, y+dy), c, 3) {
						k++
					}
				}
			}
			if k >= 40 {
				n++
			}
		}
	}
	return n
}

func rgbaAt(img image.Image, x, y int) color.RGBA {
	return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
}

// closeTo reports whether a and b differ by at most tol in each of R, G, B.
func closeTo(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v >= -tol && v <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

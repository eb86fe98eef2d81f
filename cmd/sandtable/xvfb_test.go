//go:build !ci

package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sandtable/sandtable/editor/model"
	"github.com/sandtable/sandtable/maps/draw/tiles"
)

// TestXvfbScreenshot runs the real editor in a virtual X server and checks a
// screenshot of its first frames: not blank, mostly woods, with clusters of
// Union and Confederate counters. It needs cgo, the X and GL development
// packages, Xvfb, ImageMagick and xdotool (scripts/deps.sh test), so it runs
// only with SANDTABLE_XVFB=1. The screenshot is kept at $SANDTABLE_SHOT
// (default: a file in the test's temporary folder, logged).
func TestXvfbScreenshot(t *testing.T) {
	requireXvfb(t)
	t.Parallel()
	dir := t.TempDir()
	bin := buildEditor(t, dir)
	shot := os.Getenv("SANDTABLE_SHOT")
	if shot == "" {
		shot = filepath.Join(dir, "shot.png")
	}
	x := startXvfb(t)
	home := filepath.Join(dir, "home")
	noAnimations(t, filepath.Join(home, "config"))
	app := x.startPlain(t, bin, filepath.Join(dir, "sandtable.log"), x.env(home))
	x.window(t, app)
	img := x.firstFrames(t, shot, screenshotProblems)
	t.Logf("screenshot: %s", shot)
	checkScreenshot(t, img)
}

// startPlain starts the editor with no arguments and the environment env,
// its standard error in logPath, and stops it when the test ends.
func (x *xserver) startPlain(t testing.TB, bin, logPath string, env []string) *exec.Cmd {
	t.Helper()
	f, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cmd := exec.Command(bin)
	cmd.Env, cmd.Stderr = env, f
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	return cmd
}

// window waits up to 30 s for the editor's window (xdotool search) and
// returns its id; it fails the test when the editor exits first, with its
// log.
func (x *xserver) window(t testing.TB, app *exec.Cmd) string {
	t.Helper()
	exited := make(chan struct{})
	go func() { _, _ = app.Process.Wait(); close(exited) }()
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); {
		cmd := exec.Command("xdotool", "search", "--name", "Sandtable")
		cmd.Env = x.env(os.TempDir())
		if out, err := cmd.Output(); err == nil {
			return strings.Fields(string(out))[0]
		}
		select {
		case <-exited:
			t.Fatalf("the editor exited before its window opened")
		case <-time.After(50 * time.Millisecond):
		}
	}
	t.Fatal("no Sandtable window after 30 s")
	return ""
}

// firstFrames screenshots the screen into path once it holds still, again
// (up to 20 s) while problems finds fault with the picture: the window's
// first frames may come a while after it opens. It returns the last
// screenshot, for the caller's checks.
func (x *xserver) firstFrames(t testing.TB, path string, problems func(image.Image) []string) image.Image {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		img := x.shot(t, path)
		if len(problems(img)) == 0 || time.Now().After(deadline) {
			return img
		}
		time.Sleep(200 * time.Millisecond)
	}
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

// screenshotProblems says what is wrong with a screenshot of the editor's
// map: it should have many colours, woods over a good part of it, and
// counters of both sides. None: nothing.
func screenshotProblems(img image.Image) []string {
	doc, err := model.OpenBuiltin()
	if err != nil {
		return []string{err.Error()}
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
	var out []string
	if len(colours) < 200 {
		out = append(out, fmt.Sprintf("only %d distinct colours: the window looks blank", len(colours)))
	}
	if share := float64(woodsN) / float64(b.Dx()*b.Dy()); share < 0.25 {
		out = append(out, fmt.Sprintf("woods colour %v covers %.0f%% of the screen, want at least 25%%", woods, share*100))
	}
	for _, side := range []struct {
		name string
		c    color.RGBA
	}{{"Union", tiles.UnionColor}, {"Confederate", tiles.ConfederateColor}} {
		if n := clusters(img, side.c); n < 5 {
			out = append(out, fmt.Sprintf("%s counter colour %v: %d clusters, want at least 5", side.name, side.c, n))
		}
	}
	return out
}

// checkScreenshot fails the test with the screenshot's problems (see
// screenshotProblems).
func checkScreenshot(t *testing.T, img image.Image) {
	t.Helper()
	for _, p := range screenshotProblems(img) {
		t.Error(p)
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

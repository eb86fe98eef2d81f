package testtool

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TmxRaster runs Tiled's tmxrasterizer (bin, from Require) on tmx, with
// options opts before the file names, and decodes the PNG it writes into
// tb's temporary folder (tmx may lie in a folder tb cannot write, such as
// Debian's copy of Tiled's examples). Qt draws offscreen, so no display is
// needed. It fails tb when the program fails or its output does not decode.
func TmxRaster(tb testing.TB, bin, tmx string, opts ...string) image.Image {
	tb.Helper()
	out := filepath.Join(tb.TempDir(), "rendered.png")
	cmd := exec.Command(bin, append(opts, tmx, out)...)
	cmd.Env = append(os.Environ(), "QT_QPA_PLATFORM=offscreen")
	if msg, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("tmxrasterizer: %v\n%s", err, msg)
	}
	f, err := os.Open(out)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		tb.Fatalf("tmxrasterizer output: %v", err)
	}
	return img
}

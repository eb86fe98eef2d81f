package vassal

import (
	"bytes"
	"image"
	"image/jpeg"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImportBoardWithoutImageHasNoScan (issue 27): a board whose image
// cannot be read (here: a buildFile with no images beside it) gives a
// sheet without a scan, so the map names no file the import never writes;
// the hexes are still found from the board's width and height.
func TestImportBoardWithoutImageHasNoScan(t *testing.T) {
	const xml = `<VASSAL.build.module.map.boardPicker.Board name="Bare" image="bare.png" width="400" height="320">` +
		`<VASSAL.build.module.map.boardPicker.board.HexGrid dx="60" dy="70" x0="40" y0="35"/>` +
		`</VASSAL.build.module.map.boardPicker.Board>`
	out, err := Import(&Source{BuildFile: []byte(xml)}, ImportOptions{DPI: 96})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range out.Map.Sheets {
		if s.Scan != nil {
			t.Errorf("sheet %s: scan %+v, but no image was read", s.ID, s.Scan)
		}
	}
	if len(out.Images) != 0 {
		t.Errorf("%d images to write, want none", len(out.Images))
	}
}

// exiftool returns the path of ExifTool, skipping the test without it.
func exiftool(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("exiftool")
	if err != nil {
		t.Skip("exiftool not found: install Debian's libimage-exiftool-perl (apt-get install -y libimage-exiftool-perl) to run the EXIF resolution test")
	}
	return p
}

// TestImageDPIFromEXIFOnly (issue 27): images whose resolution ExifTool
// (an independent writer) stored in EXIF alone, without JFIF or pHYs, give
// that resolution: a JPEG (APP1 Exif) in inches and in centimetres, and a
// PNG (eXIf chunk). The expected value is what ExifTool itself reads back.
func TestImageDPIFromEXIFOnly(t *testing.T) {
	bin := exiftool(t)
	dir := t.TempDir()
	var jpg bytes.Buffer
	if err := jpeg.Encode(&jpg, image.NewGray(image.Rect(0, 0, 40, 30)), nil); err != nil {
		t.Fatal(err)
	}
	plainPNG := filepath.Join(dir, "plain.png")
	writePNG(t, plainPNG, 40, 30)
	pngData := mustRead(t, plainPNG)
	for _, tc := range []struct {
		name string
		data []byte
		args []string
	}{
		{"inch.jpg", jpg.Bytes(), []string{"-EXIF:XResolution=150", "-EXIF:YResolution=150", "-EXIF:ResolutionUnit=inches"}},
		{"cm.jpg", jpg.Bytes(), []string{"-EXIF:XResolution=59", "-EXIF:YResolution=59", "-EXIF:ResolutionUnit=cm"}},
		{"default-unit.jpg", jpg.Bytes(), []string{"-EXIF:XResolution=300", "-EXIF:YResolution=300"}},
		{"exif.png", pngData, []string{"-EXIF:XResolution=200", "-EXIF:YResolution=200", "-EXIF:ResolutionUnit=inches"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(dir, tc.name)
			if err := os.WriteFile(p, tc.data, 0o644); err != nil {
				t.Fatal(err)
			}
			args := append([]string{"-q", "-overwrite_original"}, tc.args...)
			if msg, err := exec.Command(bin, append(args, p)...).CombinedOutput(); err != nil {
				t.Fatalf("exiftool: %v\n%s", err, msg)
			}
			// What ExifTool reads back: the resolution, its unit, and no
			// JFIF or pHYs resolution beside it.
			msg, err := exec.Command(bin, "-s3", "-n", "-EXIF:XResolution", "-EXIF:ResolutionUnit", "-JFIF:XResolution", "-PNG:PixelsPerUnitX", p).Output()
			if err != nil {
				t.Fatalf("exiftool read: %v", err)
			}
			lines := strings.Fields(string(msg))
			if len(lines) < 1 || len(lines) > 2 {
				t.Fatalf("exiftool reads %q: want the EXIF resolution and unit only", msg)
			}
			want, err := strconv.ParseFloat(lines[0], 64)
			if err != nil {
				t.Fatal(err)
			}
			if len(lines) == 2 && lines[1] == "3" {
				want *= 2.54
			}
			if got := imageDPI(mustRead(t, p)); math.Abs(got-want) > 1e-9 {
				t.Errorf("imageDPI %g, want %g (exiftool: %q)", got, want, msg)
			}
		})
	}
}

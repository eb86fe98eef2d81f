//go:build unix

package vassal

import (
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A board image that is a symlink out of the module's folder is refused
// before it is opened, and one whose header declares a decompression bomb
// is refused before decoding; either way the import error gives the real
// reason, not only "size unknown" (issue #16).
func TestImportHostileBoardImages(t *testing.T) {
	bf := fixtureModule(t)
	img := filepath.Join(filepath.Dir(bf), "images", "flat.png")
	outside := filepath.Join(t.TempDir(), "elsewhere.png")
	writePNG(t, outside, 400, 320)
	if err := os.Remove(img); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, img); err != nil {
		t.Fatal(err)
	}
	_, err := ImportFile(bf, ImportOptions{Board: "Flat"})
	if err == nil || !strings.Contains(err.Error(), "leads outside the folder opened") {
		t.Errorf("symlinked board image: %v", err)
	}
	if err := os.Remove(img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(img, bombHeader(100_000, 100_000), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = ImportFile(bf, ImportOptions{Board: "Flat"})
	if err == nil || !strings.Contains(err.Error(), "100000 x 100000 pixels is over the limit") {
		t.Errorf("bomb board image: %v", err)
	}
}

// bombHeader is a PNG signature and IHDR declaring w × h pixels, with no
// pixel data.
func bombHeader(w, h uint32) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2
	chunk := append(binary.BigEndian.AppendUint32(nil, 13), "IHDR"...)
	chunk = append(chunk, ihdr...)
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
	return append([]byte("\x89PNG\r\n\x1a\n"), chunk...)
}

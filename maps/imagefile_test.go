//go:build unix

package maps

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// pngHeaderOnly returns the start of a PNG that declares w × h pixels: a
// decompression bomb's header, with no pixel data behind it.
func pngHeaderOnly(w, h uint32) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6
	chunk := binary.BigEndian.AppendUint32(nil, 13)
	chunk = append(chunk, "IHDR"...)
	chunk = append(chunk, ihdr...)
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(chunk[4:]))
	return append([]byte("\x89PNG\r\n\x1a\n"), chunk...)
}

// Images are refused by their header's size before decoding, and only
// regular files inside the root are opened (a FIFO would hang a reader).
func TestDecodeImageFileLimits(t *testing.T) {
	dir := t.TempDir()
	root, err := jsonfile.NewRooted(dir)
	if err != nil {
		t.Fatal(err)
	}
	bomb := filepath.Join(dir, "bomb.png")
	if err := os.WriteFile(bomb, pngHeaderOnly(100_000, 100_000), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := DecodeImageFile(root, bomb); err == nil || !strings.Contains(err.Error(), "100000 x 100000 pixels is over the limit") {
		t.Errorf("bomb: %v", err)
	}
	small := filepath.Join(dir, "small.png")
	var buf bytes.Buffer
	img := image.NewNRGBA(image.Rect(0, 0, 3, 2))
	img.Set(1, 1, color.NRGBA{200, 10, 10, 255})
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(small, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := DecodeImageFile(root, small)
	if err != nil || got.Bounds().Dx() != 3 {
		t.Fatalf("small: %v, %v", got, err)
	}
	fifo := filepath.Join(dir, "fifo.png")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	if _, err := DecodeImageFile(root, fifo); !errors.Is(err, jsonfile.ErrNotRegular) {
		t.Errorf("fifo: %v", err)
	}
	outside := filepath.Join(t.TempDir(), "o.png")
	if err := os.WriteFile(outside, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.png")
	if err := os.Symlink(outside, link); err != nil {
		t.Fatal(err)
	}
	if _, err := DecodeImageFile(root, link); !errors.Is(err, jsonfile.ErrEscapes) {
		t.Errorf("symlink out of the root: %v", err)
	}
}

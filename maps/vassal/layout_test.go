package vassal

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"reflect"
	"testing"
)

// The picker's default setup is read as VASSAL's BoardPicker.decode reads
// it: tab-separated, the picker's id, then name ("/rev" when reversed),
// slot column and slot row per board; SequenceEncoder escapes a delimiter
// inside a name with a backslash.
func TestDecodeSetup(t *testing.T) {
	got, err := decodeSetup("Main MapBoardPicker\tBoard F\t0\t0\tBoard G/rev\t1\t0\tA\\/B\t0\t1")
	if err != nil {
		t.Fatal(err)
	}
	want := []Placement{{Board: "Board F"}, {Board: "Board G", X: 1, Reversed: true}, {Board: "A/B", Y: 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("setup %+v, want %+v", got, want)
	}
	if _, err := decodeSetup("X\tB\tone\t0"); err == nil {
		t.Error("a slot that is not a number was accepted")
	}
}

// A PNG's pHYs chunk gives the board image's resolution (pixels per metre,
// 5906 is 150 dpi); without one there is none.
func TestImageDPI(t *testing.T) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 4, 4))); err != nil {
		t.Fatal(err)
	}
	plain := buf.Bytes()
	if got := imageDPI(plain); got != 0 {
		t.Errorf("no pHYs: %g dpi", got)
	}
	phys := binary.BigEndian.AppendUint32(nil, 9)
	phys = append(phys, "pHYs"...)
	phys = binary.BigEndian.AppendUint32(phys, 5906)
	phys = binary.BigEndian.AppendUint32(phys, 5906)
	phys = append(phys, 1)
	phys = binary.BigEndian.AppendUint32(phys, crc32.ChecksumIEEE(phys[4:]))
	withPhys := append(append(append([]byte{}, plain[:33]...), phys...), plain[33:]...)
	if got := imageDPI(withPhys); got < 149.9 || got > 150.1 {
		t.Errorf("pHYs 5906 px/m: %g dpi, want 150", got)
	}
	jfif := []byte{0xff, 0xd8, 0xff, 0xe0, 0, 16, 'J', 'F', 'I', 'F', 0, 1, 1, 1, 0, 72, 0, 72}
	if got := imageDPI(jfif); got != 72 {
		t.Errorf("JFIF 72 dpi: %g", got)
	}
}

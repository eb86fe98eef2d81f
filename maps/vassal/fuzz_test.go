package vassal

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/sandtable/sandtable/maps"
)

// FuzzImportBuildFile: no buildFile makes the import panic, and a map it
// imports is one the rest of Sandtable can use: its grid and sheets give a
// geometry, every hex it names parses in it, and its canonical file decodes
// to a map that encodes to the same bytes.
func FuzzImportBuildFile(f *testing.F) {
	if data, err := os.ReadFile(filepath.Join("testdata", "buildFile.xml")); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`<VASSAL.build.module.map.boardPicker.Board name="b" width="300" height="200"><VASSAL.build.module.map.boardPicker.board.HexGrid sideways="true" dy="40" x0="-7" y0="3"><VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering hDescend="true" vDescend="true" hType="A" first="V" sep="-" locationFormat="$row$/$column$"/></VASSAL.build.module.map.boardPicker.board.HexGrid></VASSAL.build.module.map.boardPicker.Board>`))
	f.Add([]byte(`<VASSAL.build.module.map.boardPicker.Board name="b" width="90" height="90"><VASSAL.build.module.map.boardPicker.board.HexGrid dy="30" dx="10"><VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering stagger="false" hOff="-3" vOff="0" hLeading="0"/></VASSAL.build.module.map.boardPicker.board.HexGrid></VASSAL.build.module.map.boardPicker.Board>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		src := &Source{BuildFile: data, ReadImage: func(string) ([]byte, error) { return data, nil }}
		out, err := Import(src, ImportOptions{})
		if err != nil {
			return
		}
		checkImportedMap(t, out.Map)
	})
}

// checkImportedMap fails unless m has a geometry, names only hexes of it,
// and round-trips through its canonical file.
func checkImportedMap(t *testing.T, m *maps.Map) {
	t.Helper()
	geo, err := m.Geometry()
	if err != nil {
		t.Fatalf("imported map has no geometry: %v", err)
	}
	for id := range m.Hexes {
		if _, err := geo.Numbering.Parse(id); err != nil {
			t.Fatalf("imported map names hex %q: %v", id, err)
		}
	}
	data, err := maps.Encode(m)
	if err != nil {
		t.Fatalf("imported map does not encode: %v", err)
	}
	back, err := maps.Decode(data)
	if err != nil {
		t.Fatalf("imported map's file does not decode: %v\n%s", err, data)
	}
	if again, _ := maps.Encode(back); !bytes.Equal(data, again) {
		t.Fatalf("imported map's file is not stable")
	}
}

// FuzzImageDPI: no image bytes make the resolution reader (pHYs, JFIF,
// EXIF in a JPEG APP1 segment or a PNG eXIf chunk) panic or return a
// negative or non-finite resolution.
func FuzzImageDPI(f *testing.F) {
	f.Add([]byte("\xff\xd8\xff\xe1\x00\x22Exif\x00\x00II*\x00\x08\x00\x00\x00\x01\x00\x1a\x01\x05\x00\x01\x00\x00\x00\x1a\x00\x00\x00\x96\x00\x00\x00\x01\x00\x00\x00"))
	f.Add([]byte("\xff\xd8\xff\xe1\x00\x10Exif\x00\x00MM\x00*\x00\x00\x00\x08"))
	f.Add([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x08eXIfII*\x00\x08\x00\x00\x00\x00\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if v := imageDPI(data); v < 0 || v != v || v > 1e300 {
			t.Fatalf("imageDPI = %v", v)
		}
	})
}

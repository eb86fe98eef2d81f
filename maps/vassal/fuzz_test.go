package vassal

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzImportBuildFile: no buildFile makes the import panic.
func FuzzImportBuildFile(f *testing.F) {
	if data, err := os.ReadFile(filepath.Join("testdata", "buildFile.xml")); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`<VASSAL.build.module.map.boardPicker.Board name="b" width="300" height="200"><VASSAL.build.module.map.boardPicker.board.HexGrid sideways="true" dy="40" x0="-7" y0="3"><VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering hDescend="true" vDescend="true" hType="A" first="V" sep="-" locationFormat="$row$/$column$"/></VASSAL.build.module.map.boardPicker.board.HexGrid></VASSAL.build.module.map.boardPicker.Board>`))
	f.Add([]byte(`<VASSAL.build.module.map.boardPicker.Board name="b" width="90" height="90"><VASSAL.build.module.map.boardPicker.board.HexGrid dy="30" dx="10"><VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering stagger="false" hOff="-3" vOff="0" hLeading="0"/></VASSAL.build.module.map.boardPicker.board.HexGrid></VASSAL.build.module.map.boardPicker.Board>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		src := &Source{BuildFile: data, ReadImage: func(string) ([]byte, error) { return data, nil }}
		_, _ = Import(src, ImportOptions{})
	})
}

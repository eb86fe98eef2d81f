//go:build unix

package tiled

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

// External tilesets are read through the containment resolver: one that
// leads out of the .tmx's folder by "..", an absolute path, or names a FIFO
// is refused before it is opened (issue #16: a "../" tileset reaching
// /dev/zero ran the import out of memory).
func TestImportRefusesEscapingTilesets(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.tsx"), 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	mp := &Mapping{Ruleset: "gbacw", Default: "woods", Tiles: map[string]string{"1": "woods"}}
	for _, tc := range []struct {
		source string
		want   error
	}{
		{"../../../../dev/zero", jsonfile.ErrEscapes},
		{"/dev/zero", jsonfile.ErrContainment},
		{"pipe.tsx", jsonfile.ErrNotRegular},
	} {
		tmx := `<map orientation="hexagonal" staggeraxis="x" staggerindex="odd" width="1" height="1" tilewidth="64" tileheight="56" hexsidelength="32">` +
			`<tileset firstgid="1" source="` + tc.source + `"/>` +
			`<layer name="a" width="1" height="1"><data encoding="csv">1</data></layer></map>`
		p := filepath.Join(dir, "m.tmx")
		if err := os.WriteFile(p, []byte(tmx), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := ImportFile(p, mp); !errors.Is(err, tc.want) {
			t.Errorf("tileset %s: %v, want %v", tc.source, err, tc.want)
		}
	}
}

package tiled

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/sandtable/sandtable/maps"
)

// TestRoundTripEveryField: Sandtable -> TMX -> Sandtable with the exported
// mapping gives back the same canonical bytes, so every field survives
// (hexes with labels, features, sources and notes, hexsides, areas with
// their hexes in order, places, notes, transcription), for the three
// built-in maps as they are.
func TestRoundTripEveryField(t *testing.T) {
	for _, name := range []string{"itw-shiloh.map.json", "hsn.map.json", "classic-shiloh.map.json"} {
		t.Run(name, func(t *testing.T) {
			orig := builtinMap(t, name)
			assertRoundTrip(t, orig)
		})
	}
}

// assertRoundTrip exports m to TMX, imports it with the exported mapping and
// fails unless the canonical bytes are the same.
func assertRoundTrip(t *testing.T, m *maps.Map) *Exported {
	t.Helper()
	out, err := Export(m, ExportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	back, err := Import(out.TMX, TMX, out.Mapping, ImportOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want, err := maps.Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	got, err := maps.Encode(back)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("round trip differs:\n%s", firstDiff(want, got))
	}
	return out
}

// firstDiff shows the first differing line of two texts with its
// neighbours.
func firstDiff(a, b []byte) string {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := 0; i < max(len(la), len(lb)); i++ {
		var x, y []byte
		if i < len(la) {
			x = la[i]
		}
		if i < len(lb) {
			y = lb[i]
		}
		if !bytes.Equal(x, y) {
			lo := max(0, i-3)
			return "line " + strconv.Itoa(i+1) + ":\nwant: " + string(bytes.Join(la[lo:min(len(la), i+3)], []byte("\n"))) +
				"\ngot:  " + string(bytes.Join(lb[lo:min(len(lb), i+3)], []byte("\n")))
		}
	}
	return ""
}

package scenarios

import (
	"bytes"
	"io/fs"
	"testing"

	"github.com/sandtable/sandtable/maps/jsonfile"
)

func addBuiltin(f *testing.F, name string) {
	data, err := fs.ReadFile(Builtin(), name)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
}

// FuzzDecodeScenario: never panics; what decodes has a stable canonical form.
func FuzzDecodeScenario(f *testing.F) {
	addBuiltin(f, "itw-shiloh/02-sound-the-long-roll.scenario.json")
	f.Add([]byte(`{"setup": [{"unit": "u-x", "hex": "S1401", "strength": 3}]}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		s, err := DecodeScenario(in)
		if err != nil {
			return
		}
		stable(t, s, func(b []byte) (any, error) { return DecodeScenario(b) })
	})
}

// FuzzDecodeOOB: never panics; what decodes has a stable canonical form, and
// the command-tree helpers terminate on any input (cycles included).
func FuzzDecodeOOB(f *testing.F) {
	addBuiltin(f, "itw-shiloh/itw-shiloh.oob.json")
	f.Add([]byte(`{"formations": [{"id": "a", "parent": "b"}, {"id": "b", "parent": "a"}], "units": [{"id": "x", "command": "a"}]}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		o, err := DecodeOOB(in)
		if err != nil {
			return
		}
		for _, fm := range o.Formations {
			o.Members(fm.ID)
			o.CommandPath(fm.ID)
		}
		stable(t, o, func(b []byte) (any, error) { return DecodeOOB(b) })
	})
}

func stable(t *testing.T, v any, decode func([]byte) (any, error)) {
	t.Helper()
	out, err := jsonfile.Encode(v)
	if err != nil {
		return
	}
	v2, err := decode(out)
	if err != nil {
		t.Fatalf("canonical output does not decode: %v\n%s", err, out)
	}
	out2, _ := jsonfile.Encode(v2)
	if !bytes.Equal(out, out2) {
		t.Fatalf("canonical form is not stable:\n%s\n%s", out, out2)
	}
}

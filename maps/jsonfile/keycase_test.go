package jsonfile

import (
	"errors"
	"testing"
)

type kcInner struct {
	Hex  string `json:"hex"`
	Note string `json:"note,omitempty"`
}

type kcBase struct {
	ID string `json:"id"`
}

type kcDoc struct {
	kcBase
	Map   string             `json:"map"`
	Setup []kcInner          `json:"setup"`
	Hexes map[string]kcInner `json:"hexes"`
	Ptr   *kcInner           `json:"ptr"`
	Raw   any                `json:"raw"`
}

// TestKeyCaseRefused: encoding/json fills a field from a key that differs
// only in case (and, as it folds Unicode, from the long s for s); the schemas
// refuse such keys, so decoding must too, at the key's pointer. Keys of Go
// maps and of free-form values stay as they are.
func TestKeyCaseRefused(t *testing.T) {
	bad := map[string]string{
		`{"map": "a", "Map": "b"}`:                       "/Map",
		`{"MAP": "b"}`:                                   "/MAP",
		`{"M\u0061P": "b"}`:                              "/MaP",
		`{"setup": [{"hex": "x"}, {"Hex": "y"}]}`:        "/setup/1/Hex",
		`{"hexes": {"0101": {"hex": "x", "NOTE": "n"}}}`: "/hexes/0101/NOTE",
		`{"ptr": {"hEx": "x"}}`:                          "/ptr/hEx",
		`{"Id": "x"}`:                                    "/Id",
		`{"\u017fetup": []}`:                             "/ſetup",
	}
	for doc, ptr := range bad {
		var v kcDoc
		err := DecodeStrict([]byte(doc), &v)
		var se *ScanError
		if !errors.As(err, &se) || se.Code != "json.key-case" || se.Pointer != ptr {
			t.Errorf("%s: %v, want json.key-case at %s", doc, err, ptr)
		}
	}
	good := `{"id": "i", "map": "a", "setup": [{"hex": "x"}], "hexes": {"MAP": {"hex": "y"}, "Hex": {}}, "raw": {"Map": 1, "map": 2}}`
	var v kcDoc
	if err := DecodeStrict([]byte(good), &v); err != nil || v.Hexes["MAP"].Hex != "y" {
		t.Errorf("exact keys refused: %v", err)
	}
}

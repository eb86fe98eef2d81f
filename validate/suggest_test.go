package validate

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/scenarios"
)

func TestSimilarNames(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"Brotzman Bty", "Brontzmann Bty", true},
		{"Silfversparre Bty", "Silversparre Bty", true},
		{"17 IL", "18 IL", false},
		{"W. Wallace", "L. Wallace", false},
		{"Miller Bty", "Miller", false},
		{"Hildebrand", "Hildebrandt", true},
		{"Stewart", "Stuart", false},
		{"Morton Bty", "Bouton Bty", false},
		{"Roberts Bty", "Robertson Bty", false},
		{"Raith", "Smith", false},
		{"Terrel Bty", "Terrill Bty", true}, // ITW BB EN L4427
		{"Croxtton-A", "Croxton-A", true},   // HSN L270
		{"Croxton-A", "Croxton-B", false},   // two versions of one brigade
		{"Walshall", "Walthall", true},      // HSN L1050
	} {
		if got := similarNames(tc.a, tc.b); got != tc.want {
			t.Errorf("similarNames(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestMisspeltUnitSuggestsClosest: a copy of Scenario 2 that refers to a
// unit by a misspelt id gets an error naming the closest existing unit.
func TestMisspeltUnitSuggestsClosest(t *testing.T) {
	data := []byte(strings.Replace(string(builtinBytes(t, s2Path)), `"unit": "c-7-ar"`, `"unit": "c-7-arr"`, 1))
	ds := NewSession(overlay{files: map[string][]byte{s2Path: data}}).File(s2Path)
	if len(ds) != 1 || ds[0].Code != "unit.unknown" || !strings.Contains(ds[0].Message, "did you mean c-7-ar (7 AR, 1/1/3)") {
		t.Errorf("%v", ds)
	}
}

// TestOOBSimilarNamesWarn: an OOB holding two units of one side whose names
// differ by a letter or two gets a warning naming both.
func TestOOBSimilarNamesWarn(t *testing.T) {
	var o map[string]any
	json.Unmarshal(builtinBytes(t, oobPath), &o)
	units := o["units"].([]any)
	units = append(units, map[string]any{"id": "u-brotzman-bty", "name": "Brotzman Bty", "side": "union", "class": "artillery", "command": "4/T"})
	o["units"] = units
	data, _ := json.MarshalIndent(o, "", "  ")
	ds := NewSession(overlay{files: map[string][]byte{oobPath: data}}).File(oobPath)
	found := false
	for _, d := range ds {
		if d.Code == "unit.similar-name" && strings.Contains(d.Message, "Brotzman Bty") && strings.Contains(d.Message, "Brontzmann Bty") {
			found = d.Severity == Warning
		}
	}
	if !found {
		t.Errorf("no similar-name warning naming both: %v", ds)
	}
}

// TestClosestFormation: unknown commands get the formation they most likely
// mean, and none when the one differing letter names another command.
func TestClosestFormation(t *testing.T) {
	itw := decodeBuiltinOOB(t, "scenarios/itw-shiloh/itw-shiloh.oob.json")
	hsn := decodeBuiltinOOB(t, "scenarios/hsn/hsn.oob.json")
	for _, tc := range []struct {
		oob      *scenarios.OOB
		id, want string
	}{
		{itw, "1/R", "1/-/R"},     // printed without the empty division (ITW BB EN L3210)
		{itw, "19/4/o", "19/4/O"}, // case only
		{itw, "1/2/11", "1/2/1"},  // one digit too many
		{itw, "1//6/T", "1/6/T"},  // doubled slash (ITW BB EN L2724)
		{hsn, "U-DMT", ""},        // not U-DAT: DMT stands for the DN (HSN L776-780)
		{hsn, "U-Cav5", "U-Cav-5"},
		{hsn, "C-Cavv", "C-Cav"},
	} {
		if got := closestFormation(tc.oob, tc.id); got != tc.want {
			t.Errorf("closestFormation(%q) = %q, want %q", tc.id, got, tc.want)
		}
	}
}

func decodeBuiltinOOB(t *testing.T, p string) *scenarios.OOB {
	t.Helper()
	var o scenarios.OOB
	if err := json.Unmarshal(builtinBytes(t, p), &o); err != nil {
		t.Fatal(err)
	}
	return &o
}

// TestSimilarNameCheckPairsSurname: a counter printed "Johnston" beside the
// ITW OOB is paired with AS Johnston (same surname, ITW BB EN L2100), not
// with Johnson (one letter apart).
func TestSimilarNameCheckPairsSurname(t *testing.T) {
	const p = "scenarios/itw-shiloh/itw-shiloh.oob.json"
	patch := json.RawMessage(`{"id": "c-johnston-printed", "name": "Johnston", "side": "csa", "class": "leader", "command": "AoM"}`)
	data, err := setPointer(builtinBytes(t, p), "/units/-", patch)
	if err != nil {
		t.Fatal(err)
	}
	ds := NewSession(overlay{files: map[string][]byte{p: data}}).File(p)
	if len(ds) != 1 || ds[0].Code != "unit.similar-name" || ds[0].Unit != "c-johnston-printed" || !strings.Contains(ds[0].Message, "AS Johnston (c-as-johnston)") {
		t.Errorf("%v", ds)
	}
}

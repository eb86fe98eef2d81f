package validate

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSimilarNameExamples: each near-duplicate of issue #13, added to a copy
// of the built-in OOB under its printed name, gives one unit.similar-name
// warning on the added unit naming the counter it repeats; the same names in
// another formation than their counterpart's are not paired by the looser
// test that holds within one formation and class.
func TestSimilarNameExamples(t *testing.T) {
	const (
		itw = "scenarios/itw-shiloh/itw-shiloh.oob.json"
		hsn = "scenarios/hsn/hsn.oob.json"
	)
	for _, tc := range []struct {
		oob, unit, want string
	}{
		// hyphenated version suffix, HSN L270
		{hsn, `{"id": "x", "name": "Croxtton-A", "side": "union", "class": "cavalry", "command": "U-Cav-1"}`, "u-croxton-a"},
		// case only, ITW BB EN L3212
		{itw, `{"id": "x", "name": "4 Al BN", "side": "csa", "class": "infantry", "command": "1/-/R"}`, "c-4-al-bn"},
		// spacing, ITW BB EN L1815
		{itw, `{"id": "x", "name": "13LA", "side": "csa", "class": "infantry", "command": "1/1/2"}`, "c-13-la"},
		// word count: 1 FL Bn (EN L2390) beside 1 FL (EN L1809), same brigade
		{itw, `{"id": "x", "name": "1 FL Bn", "side": "csa", "class": "infantry", "command": "2/1/2"}`, "c-1-fl"},
		// two letters apart in a short word, EN L4427
		{itw, `{"id": "x", "name": "Terrel Bty", "side": "union", "class": "artillery", "command": "2/O"}`, "u-terrill-bty"},
		// surname, not one letter apart (Johnson), EN L2100
		{itw, `{"id": "x", "name": "Johnston", "side": "csa", "class": "leader", "command": "AoM"}`, "c-as-johnston"},
		// a doubled letter in Chalmers' division, HSN L1049
		{hsn, `{"id": "x", "name": "Biddle", "side": "csa", "class": "cavalry", "command": "C-C-Cav"}`, "c-biffle"},
		// a state one letter off in the same battalion pair, EN L2716
		{itw, `{"id": "x", "name": "2 Bn 5 OG Cav", "side": "union", "class": "cavalry", "command": "4/T"}`, "u-2-bn-5-oh-cav"},
		// the last word dropped, EN L3156
		{itw, `{"id": "x", "name": "2 Bn 5 OH", "side": "union", "class": "cavalry", "command": "4/T"}`, "u-2-bn-5-oh-cav"},
		// a bare surname in Lew Wallace's division, EN L1697: his counter, not W. Wallace's
		{itw, `{"id": "x", "name": "Wallace", "side": "union", "class": "leader", "command": "3/T"}`, "u-l-wallace"},
		// an abbreviated word, EN L2425
		{itw, `{"id": "x", "name": "Orleans Gd", "side": "csa", "class": "infantry", "command": "3/1/2"}`, "c-orleans-guard"},
		// a doubled digit read once, EN L1646
		{itw, `{"id": "x", "name": "1 BN, 1 IL Cav", "side": "union", "class": "cavalry", "command": "6/T"}`, "u-1-bn-11-il-cav"},
		// a one-word name without its state, EN L5084
		{itw, `{"id": "x", "name": "Blythe", "side": "csa", "class": "infantry", "command": "1/2/1"}`, "c-blythe-ms"},
		// a cell cut after six words, EN L1562
		{itw, `{"id": "x", "name": "C, 2 US & I, 4", "side": "union", "class": "cavalry", "command": "2/T"}`, "u-c-2-us-i-4-us-cav"},
		// another battalion number is another counter
		{itw, `{"id": "x", "name": "3 Bn, 11 IL Cav", "side": "union", "class": "cavalry", "command": "6/T"}`, ""},
		// the looser tests hold only within one formation and class
		{hsn, `{"id": "x", "name": "Biddle", "side": "csa", "class": "cavalry", "command": "C-J-Cav"}`, ""},
		{itw, `{"id": "x", "name": "2 Bn 5 OG Cav", "side": "union", "class": "cavalry", "command": "6/T"}`, ""},
		{itw, `{"id": "x", "name": "1 FL Bn", "side": "csa", "class": "infantry", "command": "1/1/2"}`, ""},
	} {
		data, err := setPointer(builtinBytes(t, tc.oob), "/units/-", json.RawMessage(tc.unit))
		if err != nil {
			t.Fatal(err)
		}
		var got []Diagnostic
		for _, d := range NewSession(overlay{files: map[string][]byte{tc.oob: data}}).File(tc.oob) {
			if d.Code == "unit.similar-name" {
				got = append(got, d)
			}
		}
		switch {
		case tc.want == "" && len(got) != 0:
			t.Errorf("%s: want no similar-name warning, got %v", tc.unit, got)
		case tc.want != "" && (len(got) != 1 || got[0].Unit != "x" || !strings.Contains(got[0].Message, "("+tc.want+")")):
			t.Errorf("%s: want one warning pairing it with %s, got %v", tc.unit, tc.want, got)
		}
	}
}

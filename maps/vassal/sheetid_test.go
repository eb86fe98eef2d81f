package vassal

import (
	"regexp"
	"testing"
)

// Board names seen in real modules ("Board F", "Metal Pitch") and worse:
// each must give an id the map schema accepts (^[A-Za-z]*$).
func TestSheetIDForBoardNamesWithSpaces(t *testing.T) {
	valid := regexp.MustCompile(`^[A-Za-z]*$`)
	for name, want := range map[string]string{
		"Board F":     "BoardF",
		"Metal Pitch": "MetalPitch",
		"Map 2 (v1)":  "Mapv",
		"Flat":        "Flat",
		"123":         "Board",
	} {
		got := sheetIDFor(name)
		if got != want || !valid.MatchString(got) {
			t.Errorf("sheetIDFor(%q) = %q, want %q", name, got, want)
		}
	}
}

package validate

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCases runs the rules checks as data: each folder under testdata/cases
// holds a scenario (case.scenario.json, referring to the real built-in map and
// OOB) and the diagnostics it must produce (case.want, one line each:
// "severity code pointer hex=HEX unit=UNIT"; empty for a clean setup).
// Clean historical setups must give nothing; each broken one exactly its
// lines, in file order.
func TestCases(t *testing.T) {
	dirs, err := filepath.Glob("testdata/cases/*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			wantBytes, err := os.ReadFile(filepath.Join(dir, "case.want"))
			if err != nil {
				t.Fatal(err)
			}
			ds := NewSession(OS{}).File(filepath.Join(dir, "case.scenario.json"))
			var got []string
			for _, d := range ds {
				got = append(got, fmt.Sprintf("%s %s %s hex=%s unit=%s", d.Severity, d.Code, d.Pointer, d.Hex, d.Unit))
			}
			want := strings.Fields(strings.ReplaceAll(string(wantBytes), " ", "\x00"))
			for i := range want {
				want[i] = strings.ReplaceAll(want[i], "\x00", " ")
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("got:\n%s\nwant:\n%s\nfull diagnostics: %v", strings.Join(got, "\n"), strings.Join(want, "\n"), ds)
			}
		})
	}
}

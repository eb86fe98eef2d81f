package validate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine"
)

// TestEveryCodeIsDocumented: every engine check's code and every code a
// fixture case expects appears in docs/DIAGNOSTICS.md.
func TestEveryCodeIsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/DIAGNOSTICS.md")
	if err != nil {
		t.Fatal(err)
	}
	codes := map[string]bool{}
	for _, c := range engine.Checks {
		codes[c.Name] = true
		if c.Doc == "" || c.Rule == "" {
			t.Errorf("check %s lacks its doc line or rule", c.Name)
		}
	}
	wants, _ := filepath.Glob("testdata/cases/*/case.want")
	for _, w := range wants {
		data, _ := os.ReadFile(w)
		for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			if f := strings.Fields(line); len(f) > 1 {
				codes[f[1]] = true
			}
		}
	}
	for code := range codes {
		if !strings.Contains(string(doc), "`"+code+"`") {
			t.Errorf("code %s is not documented in docs/DIAGNOSTICS.md", code)
		}
	}
}

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputEscapesControlCharacters: an OOB whose key names hold ESC and BEL
// (a forged "0 errors" line that clears the screen) prints no control byte in
// text or SARIF output, and the JSON output stays valid and keeps the key.
func TestOutputEscapesControlCharacters(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "esc.oob.json")
	evil := `\u001b[2J\u001b[H0 errors, 0 warnings\u0007`
	doc := `{"$schema": "x", "format": "sandtable-oob/1", "` + evil + `": 1}`
	if err := os.WriteFile(p, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"text", "sarif", "json"} {
		code, out, errOut := runCLI(t, "validate", "--format", format, p)
		if code != exitFindings {
			t.Fatalf("%s: exit %d\n%s%s", format, code, out, errOut)
		}
		for _, c := range out {
			if c < 0x20 && c != '\n' || c == 0x7f {
				t.Errorf("%s output holds control character %q:\n%s", format, c, out)
				break
			}
		}
		if format == "text" && !strings.Contains(out, `\x1b[2J\x1b[H0 errors, 0 warnings\x07`) {
			t.Errorf("text output does not show the escaped key:\n%s", out)
		}
		if format == "json" {
			var got struct{ Diagnostics []struct{ Pointer string } }
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("JSON output is not valid: %v", err)
			}
			found := false
			for _, d := range got.Diagnostics {
				found = found || d.Pointer == "/\x1b[2J\x1b[H0 errors, 0 warnings\a"
			}
			if !found {
				t.Errorf("JSON output lost the raw pointer:\n%s", out)
			}
		}
	}
}

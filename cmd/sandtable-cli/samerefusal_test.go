package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// validateErrorCodes returns the codes of the errors validate gives p.
func validateErrorCodes(t *testing.T, p string) []string {
	t.Helper()
	_, out, _ := runCLI(t, "validate", "--format", "json", p)
	var got struct {
		Diagnostics []struct{ Severity, Code string }
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("validate %s: %v\n%s", p, err, out)
	}
	var codes []string
	for _, d := range got.Diagnostics {
		if d.Severity == "error" {
			codes = append(codes, d.Code)
		}
	}
	return codes
}

// TestCommandsRefuseWhatValidateRefuses: for bad-input corpus files that
// validate refuses at its first stages (a case-variant key "Map" beside
// "map"; two units of 2^62 SP, over the schema's bound; a hex 1e300 mm
// across), play, analyze, check, render (SVG, whose writer has no size
// check of its own) and diff exit non-zero and name a code validate gives.
// Before, render drew the other map and analyze passed.
func TestCommandsRefuseWhatValidateRefuses(t *testing.T) {
	bad := filepath.Join("..", "..", "validate", "testdata", "bad")
	dir := t.TempDir()
	moves := filepath.Join(dir, "none.moves.json")
	if err := os.WriteFile(moves, []byte("[]"), 0o644); err != nil {
		t.Fatal(err)
	}
	svg := filepath.Join(dir, "x.svg")
	for _, name := range []string{"case-variant-key.scenario.json", "overflow-stack-sp.scenario.json", "huge-hex-size.map.json"} {
		p := filepath.Join(bad, name)
		codes := validateErrorCodes(t, p)
		if len(codes) == 0 {
			t.Fatalf("validate passes %s", name)
		}
		cmds := [][]string{{"render", p, "-o", svg}}
		if strings.HasSuffix(name, ".scenario.json") {
			cmds = append(cmds, []string{"play", p, "--moves", moves}, []string{"analyze", p}, []string{"check", p},
				[]string{"diff", filepath.Join(bad, "clean-copy.scenario.json"), p})
		}
		for _, args := range cmds {
			code, out, errOut := runCLI(t, args...)
			named := false
			for _, c := range codes {
				named = named || strings.Contains(errOut, c)
			}
			if code == exitOK || !named {
				t.Errorf("%s %s: exit %d, want a refusal naming one of %v\n%s%s", args[0], name, code, codes, out, errOut)
			}
		}
		if _, err := os.Stat(svg); err == nil {
			t.Errorf("render wrote %s for %s", svg, name)
			os.Remove(svg)
		}
	}
}

// TestFmtKeepsLoneSurrogate: fmt of a file holding an escaped lone
// surrogate ("\ud800") refuses it (exit 2, json.encoding) and leaves the
// bytes as they were, instead of writing U+FFFD in its place.
func TestFmtKeepsLoneSurrogate(t *testing.T) {
	p := filepath.Join(t.TempDir(), "s.oob.json")
	doc := []byte("{\n  \"$schema\": \"x\",\n  \"format\": \"sandtable-oob/1\",\n  \"game\": \"g\",\n  \"notes\": [\"a \\ud800 b\"],\n  \"units\": []\n}\n")
	if err := os.WriteFile(p, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "fmt", p)
	after, _ := os.ReadFile(p)
	if code != exitUsage || !strings.Contains(out+errOut, "surrogate") || string(after) != string(doc) {
		t.Errorf("exit %d\n%s%s\nfile now:\n%s", code, out, errOut, after)
	}
}

package validate

import (
	"bytes"
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestBuiltinDataHasNoErrors(t *testing.T) {
	paths := BuiltinPaths()
	for _, want := range []string{mapPath, oobPath, s1Path, s2Path, "engine/rulesets/gbacw.ruleset.json", "scenarios/itw-shiloh/itw-shiloh.errata.json"} {
		if !slices.Contains(paths, want) {
			t.Errorf("built-in data lacks %s (have %v)", want, paths)
		}
	}
	for _, d := range BuiltinData() {
		if d.Severity == Error {
			t.Errorf("%s", d)
		}
	}
}

func TestBuiltinFilesAreCanonical(t *testing.T) {
	for _, p := range BuiltinPaths() {
		data := builtinBytes(t, p)
		canon, err := Canonical(p, data)
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		if !bytes.Equal(canon, data) {
			t.Errorf("%s is not canonical: run sandtable-cli fmt on it", p)
		}
	}
}

// TestScenario2UnknownHex is the foundation issue's acceptance case: one
// unit's hex set to S9999 gives exactly one error naming that unit, the hex,
// the JSON pointer of the field and the code hex.unknown.
func TestScenario2UnknownHex(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(builtinBytes(t, s2Path), &doc); err != nil {
		t.Fatal(err)
	}
	setup := doc["setup"].([]any)
	entry := setup[5].(map[string]any)
	unit := entry["unit"].(string)
	entry["hex"] = "S9999"
	data, _ := json.MarshalIndent(doc, "", "  ")
	ds := NewSession(overlay{files: map[string][]byte{s2Path: data}}).File(s2Path)
	if len(ds) != 1 {
		t.Fatalf("want exactly one diagnostic, got %d: %v", len(ds), ds)
	}
	d := ds[0]
	if d.Severity != Error || d.Code != "hex.unknown" || d.Unit != unit || d.Hex != "S9999" || d.Pointer != "/setup/5/hex" {
		t.Errorf("got %+v, want error hex.unknown at /setup/5/hex for %s in S9999", d, unit)
	}
	line := bytes.Split(data, []byte("\n"))[d.Line-1]
	if !bytes.Contains(line, []byte(`"S9999"`)) || !bytes.HasPrefix(line[d.Column-1:], []byte(`"S9999"`)) {
		t.Errorf("line %d column %d does not point at the hex: %q", d.Line, d.Column, line)
	}
}

// TestScenario1OverlapAliases rewrites every hex written on south row 01 as
// its north row 34 alias (S1401 -> N1434): the diagnostics must not change.
func TestScenario1OverlapAliases(t *testing.T) {
	orig := builtinBytes(t, s1Path)
	s01 := regexp.MustCompile(`"S(\d\d)01"`)
	if len(s01.FindAll(orig, -1)) == 0 {
		t.Fatal("Scenario 1 has no S..01 hex: the test would prove nothing")
	}
	alias := s01.ReplaceAll(orig, []byte(`"N${1}34"`))
	before := NewSession(Builtin{}).File(s1Path)
	after := NewSession(overlay{files: map[string][]byte{s1Path: alias}}).File(s1Path)
	if !slices.Equal(before, after) {
		t.Errorf("diagnostics differ:\nbefore %v\nafter  %v", before, after)
	}
	// The same holds for a broken copy, whose diagnostics are not empty.
	broken := bytes.Replace(orig, []byte(`"S1420"`), []byte(`"S1030"`), 1)
	brokenAlias := s01.ReplaceAll(broken, []byte(`"N${1}34"`))
	b1 := NewSession(overlay{files: map[string][]byte{s1Path: broken}}).File(s1Path)
	b2 := NewSession(overlay{files: map[string][]byte{s1Path: brokenAlias}}).File(s1Path)
	if len(b1) == 0 || !slices.Equal(b1, b2) {
		t.Errorf("broken copy: diagnostics differ or are empty:\n%v\n%v", b1, b2)
	}
}

func TestDiagnosticsNameFileAndPosition(t *testing.T) {
	bad := []byte("{\n  \"format\": \"sandtable-scenario/1\",\n  \"id\": 7\n}\n")
	ds := NewSession(overlay{files: map[string][]byte{"x/bad.scenario.json": bad}}).File("x/bad.scenario.json")
	if len(ds) == 0 {
		t.Fatal("no diagnostics for a broken file")
	}
	found := false
	for _, d := range ds {
		if d.Pointer == "/id" {
			found = d.Line == 3 && d.Column == 9 && strings.HasPrefix(d.Code, "schema.")
		}
	}
	if !found {
		t.Errorf("no schema diagnostic at /id line 3 column 9: %v", ds)
	}
	syntax := NewSession(overlay{files: map[string][]byte{"y.scenario.json": []byte("{\n  \"a\": [1,\n}")}}).File("y.scenario.json")
	if len(syntax) != 1 || syntax[0].Code != "json.syntax" || syntax[0].Line != 3 {
		t.Errorf("syntax error: %v", syntax)
	}
}

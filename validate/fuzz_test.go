package validate

import (
	"reflect"
	"strings"
	"testing"
)

// FuzzScenarioPipeline runs the whole pipeline (syntax, schema, struct rules,
// references against the real map and OOB, engine checks) on arbitrary bytes
// given as a scenario: it must never panic, it says the same twice, and
// each diagnostic is well formed (see checkDiagnostics).
func FuzzScenarioPipeline(f *testing.F) {
	for _, p := range []string{s2Path, "validate/testdata/none"} {
		if b, err := (Builtin{}).ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"format":"sandtable-scenario/1","map":"../../maps/itw-shiloh.map.json","oob":"itw-shiloh.oob.json","ruleset":"gbacw","setup":[{"unit":"c-7-ar","hex":"S0000","extendedTo":"N1434","extension":"line"}],"reinforcements":[{"turn":"x","entry":{"range":{"from":"S1401","to":"N6601"},"minus":[{},{}]}}]}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		const path = "scenarios/itw-shiloh/fuzz.scenario.json"
		a := NewSession(Builtin{}).Bytes(path, in)
		b := NewSession(Builtin{}).Bytes(path, in)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("two runs disagree:\n%v\n%v", a, b)
		}
		checkDiagnostics(t, a, len(in))
	})
}

// checkDiagnostics fails on a diagnostic without a code or a known
// severity, with a JSON pointer that does not start with "/", or with a
// line or column outside an input of n bytes.
func checkDiagnostics(t *testing.T, ds []Diagnostic, n int) {
	t.Helper()
	for _, d := range ds {
		switch {
		case d.Code == "" || !strings.Contains(d.Code, "."):
			t.Fatalf("diagnostic without a code: %+v", d)
		case d.Severity != "error" && d.Severity != "warning" && d.Severity != "info":
			t.Fatalf("diagnostic of severity %q: %+v", d.Severity, d)
		case d.Pointer != "" && !strings.HasPrefix(d.Pointer, "/"):
			t.Fatalf("diagnostic pointer %q: %+v", d.Pointer, d)
		case d.Line < 0 || d.Column < 0 || d.Line > n+1 || d.Column > n+1:
			t.Fatalf("diagnostic at %d:%d in %d bytes: %+v", d.Line, d.Column, n, d)
		}
	}
}

package book

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sandtable/sandtable/engine"
	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/scenarios"
)

// builtin loads a built-in scenario ("itw-shiloh/01-bloody-april") with
// its OOB, map and ruleset from the embedded files.
func builtin(t testing.TB, name string) Input {
	t.Helper()
	data, err := fs.ReadFile(scenarios.Builtin(), name+".scenario.json")
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenarios.DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	data, err = fs.ReadFile(scenarios.Builtin(), path.Join(path.Dir(name), sc.OOB))
	if err != nil {
		t.Fatal(err)
	}
	oob, err := scenarios.DecodeOOB(data)
	if err != nil {
		t.Fatal(err)
	}
	m, err := maps.LoadBuiltin(path.Base(sc.Map))
	if err != nil {
		t.Fatal(err)
	}
	rs, err := engine.BuiltinRuleset(sc.Ruleset)
	if err != nil {
		t.Fatal(err)
	}
	return Input{Scenario: sc, OOB: oob, Map: m, Ruleset: rs, MapDPI: 100}
}

// itwS1 is ITW Scenario 1.
func itwS1(t testing.TB) Input {
	in := builtin(t, "itw-shiloh/01-bloody-april")
	in.Game = "Into the Woods: Shiloh"
	return in
}

// pdftotext returns the text of a PDF as `pdftotext -layout` lays it out
// (Debian poppler-utils), or skips the test when it is not installed.
func pdftotext(t *testing.T, pdf []byte) string {
	t.Helper()
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not found: install poppler-utils (apt-get install -y poppler-utils) to read the scenario PDF back")
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "s1.pdf")
	if err := os.WriteFile(in, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "-layout", in, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

// TestITWScenario1Book is issue 24's acceptance: the PDF of ITW Scenario 1
// holds every set-up row of the scenario file (the unit's name and its hex
// on one line) and every reinforcement row (each unit or formation that
// arrives on one line with its turn), read back with pdftotext.
func TestITWScenario1Book(t *testing.T) {
	in := itwS1(t)
	var buf bytes.Buffer
	if err := Write(&buf, in); err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("SANDTABLE_BOOK_OUT"); dir != "" {
		os.WriteFile(filepath.Join(dir, "itw-s1.pdf"), buf.Bytes(), 0o644)
	}
	text := pdftotext(t, buf.Bytes())
	lines := strings.Split(text, "\n")
	has := func(parts ...string) bool {
		for _, l := range lines {
			ok := true
			for _, p := range parts {
				if !strings.Contains(l, p) {
					ok = false
					break
				}
			}
			if ok {
				return true
			}
		}
		return false
	}
	sc, oob := in.Scenario, in.OOB
	rows := 0
	for _, s := range sc.Setup {
		name := oob.Unit(s.Unit).Name
		if !has(name, s.Hex) {
			t.Errorf("set-up row %s (%s) in %s: no line holds both", s.Unit, name, s.Hex)
		}
		rows++
	}
	w := words{sc: sc, oob: oob}
	for i, r := range sc.Reinforcements {
		turn := w.turn(r.Turn)
		for _, u := range r.Units {
			if !has(turn, oob.Unit(u).Name) {
				t.Errorf("reinforcement row %d: %s at %s: no line holds both", i, oob.Unit(u).Name, turn)
			}
			rows++
		}
		for _, f := range r.Formations {
			if !has(turn, oob.Formation(f).Name) {
				t.Errorf("reinforcement row %d: %s at %s: no line holds both", i, oob.Formation(f).Name, turn)
			}
			rows++
		}
	}
	if rows < len(sc.Setup)+len(sc.Reinforcements) {
		t.Errorf("only %d rows checked", rows)
	}
	for _, want := range []string{sc.Title, "Reinforcements", "Special rules", "Victory conditions", "Turn record", "continuous line"} {
		if !strings.Contains(text, want) {
			t.Errorf("the book lacks %q", want)
		}
	}
	for _, l := range sc.Victory.Levels {
		if !strings.Contains(text, l.Name) {
			t.Errorf("victory level %q missing", l.Name)
		}
	}
	for _, tr := range sc.Turns {
		if !strings.Contains(text, tr.Label) {
			t.Errorf("turn %q missing from the turn record", tr.Label)
		}
	}
}

// TestEveryBuiltinScenarioPrints: every built-in scenario prints.
func TestEveryBuiltinScenarioPrints(t *testing.T) {
	if testing.Short() {
		t.Skip("prints every built-in scenario")
	}
	paths, err := fs.Glob(scenarios.Builtin(), "*/*.scenario.json")
	if err != nil || len(paths) == 0 {
		t.Fatal(paths, err)
	}
	for _, p := range paths {
		in := builtin(t, strings.TrimSuffix(p, ".scenario.json"))
		in.MapDPI = 40
		var buf bytes.Buffer
		if err := Write(&buf, in); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
}

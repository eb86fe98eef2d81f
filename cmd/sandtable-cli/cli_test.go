package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/sandtable/sandtable/validate"
)

func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// copyGame copies the built-in ITW map and game folder into dir with the
// source tree's layout, so relative references keep working.
func copyGame(t *testing.T, dir string) {
	t.Helper()
	for _, p := range validate.BuiltinPaths() {
		data, err := validate.Builtin{}.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestValidateBuiltinExitsZero(t *testing.T) {
	code, out, errOut := runCLI(t, "validate")
	if code != 0 || !strings.Contains(out, "0 errors") {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
}

// TestValidateKeepsSchemaResults runs validate three times on a scenario that
// breaks its schema: the second run reads the schema results kept by the
// first, the third (--no-cache) checks again; all three print the same.
func TestValidateKeepsSchemaResults(t *testing.T) {
	cacheHome := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cacheHome)
	dir := t.TempDir()
	copyGame(t, dir)
	path := filepath.Join(dir, "scenarios", "itw-shiloh", "02-sound-the-long-roll.scenario.json")
	data, _ := os.ReadFile(path)
	broken := bytes.Replace(data, []byte(`"setup"`), []byte(`"stray": true, "setup"`), 1)
	if err := os.WriteFile(path, broken, 0o644); err != nil {
		t.Fatal(err)
	}
	var outs []string
	for _, args := range [][]string{{"validate", path}, {"validate", path}, {"validate", "--no-cache", path}} {
		code, out, errOut := runCLI(t, args...)
		if code != 1 || !strings.Contains(out, "schema.invalid") {
			t.Fatalf("%v: exit %d, want 1 with schema.invalid\n%s%s", args, code, out, errOut)
		}
		outs = append(outs, out)
	}
	if outs[0] != outs[1] || outs[1] != outs[2] {
		t.Fatalf("runs differ:\n%s\n---\n%s\n---\n%s", outs[0], outs[1], outs[2])
	}
	kept, _ := os.ReadDir(filepath.Join(cacheHome, "sandtable", "schema"))
	if len(kept) == 0 {
		t.Fatal("nothing kept in the cache folder")
	}
}

// TestValidateUnknownHexJSON is the acceptance case: a copy of Scenario 2
// with one unit's hex set to S9999 exits 1 with one error naming that unit,
// the hex and the JSON pointer of the field, with code hex.unknown.
func TestValidateUnknownHexJSON(t *testing.T) {
	dir := t.TempDir()
	copyGame(t, dir)
	path := filepath.Join(dir, "scenarios", "itw-shiloh", "02-sound-the-long-roll.scenario.json")
	data, _ := os.ReadFile(path)
	broken := bytes.Replace(data, []byte(`"hex": "S3118"`), []byte(`"hex": "S9999"`), 1)
	if bytes.Equal(broken, data) {
		t.Fatal("S3118 (7 AR) not found in Scenario 2")
	}
	os.WriteFile(path, broken, 0o644)
	code, out, errOut := runCLI(t, "validate", "--format", "json", path)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s%s", code, out, errOut)
	}
	var res struct {
		Diagnostics []map[string]any `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	if len(res.Diagnostics) != 1 {
		t.Fatalf("want one diagnostic, got %v", res.Diagnostics)
	}
	d := res.Diagnostics[0]
	for _, k := range []string{"severity", "code", "message", "file", "pointer", "line", "column", "hex", "unit"} {
		if _, ok := d[k]; !ok {
			t.Errorf("diagnostic lacks %q: %v", k, d)
		}
	}
	if d["severity"] != "error" || d["code"] != "hex.unknown" || d["hex"] != "S9999" || d["unit"] != "c-7-ar" {
		t.Errorf("got %v", d)
	}
	ptr, _ := d["pointer"].(string)
	if !strings.HasPrefix(ptr, "/setup/") || !strings.HasSuffix(ptr, "/hex") {
		t.Errorf("pointer %q is not a setup entry's hex", ptr)
	}
}

func TestValidateExitCodes(t *testing.T) {
	if code, _, _ := runCLI(t, "validate", filepath.Join(t.TempDir(), "missing.scenario.json")); code != 2 {
		t.Errorf("missing file: exit %d, want 2", code)
	}
	if code, _, _ := runCLI(t, "validate", "--format", "xml"); code != 2 {
		t.Errorf("bad --format: exit %d, want 2", code)
	}
	if code, _, _ := runCLI(t, "frobnicate"); code != 2 {
		t.Errorf("unknown command: exit %d, want 2", code)
	}
}

func TestFmtCheckBuiltinAndRewrite(t *testing.T) {
	dir := t.TempDir()
	copyGame(t, dir)
	var files []string
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && strings.HasSuffix(p, ".json") {
			files = append(files, p)
		}
		return nil
	})
	if code, out, errOut := runCLI(t, append([]string{"fmt", "--check"}, files...)...); code != 0 {
		t.Fatalf("fmt --check on built-in files: exit %d\n%s%s", code, out, errOut)
	}
	// Reindent one file: --check lists it and exits 1, fmt restores the bytes.
	path := filepath.Join(dir, "scenarios", "itw-shiloh", "02-sound-the-long-roll.scenario.json")
	orig, _ := os.ReadFile(path)
	var v any
	json.Unmarshal(orig, &v)
	ugly, _ := json.Marshal(v)
	os.WriteFile(path, ugly, 0o644)
	code, out, _ := runCLI(t, "fmt", "--check", path)
	if code != 1 || !strings.Contains(out, path) {
		t.Fatalf("fmt --check on a reindented file: exit %d, out %q", code, out)
	}
	if code, _, errOut := runCLI(t, "fmt", path); code != 0 {
		t.Fatalf("fmt: exit %d %s", code, errOut)
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, orig) {
		t.Error("fmt did not restore the canonical bytes")
	}
}

func TestFmtNeverOverwritesUnparsableFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.scenario.json")
	bad := []byte(`{"format": "sandtable-scenario/1", "setup": [`)
	os.WriteFile(path, bad, 0o644)
	code, _, errOut := runCLI(t, "fmt", path)
	if code != 2 || !strings.Contains(errOut, "left unchanged") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	if now, _ := os.ReadFile(path); !bytes.Equal(now, bad) {
		t.Error("an unparsable file was overwritten")
	}
}

func TestValidateSARIF(t *testing.T) {
	dir := t.TempDir()
	copyGame(t, dir)
	path := filepath.Join(dir, "scenarios", "itw-shiloh", "02-sound-the-long-roll.scenario.json")
	data, _ := os.ReadFile(path)
	os.WriteFile(path, bytes.Replace(data, []byte(`"hex": "S3118"`), []byte(`"hex": "S9999"`), 1), 0o644)
	code, out, _ := runCLI(t, "validate", "--format", "sarif", path)
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	// Valid against the official SARIF 2.1.0 schema (embedded in go-sarif).
	log, err := sarif.FromString(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := log.Validate(); err != nil {
		t.Fatalf("not valid SARIF 2.1.0: %v\n%s", err, out)
	}
	if len(log.Runs) != 1 || len(log.Runs[0].Results) != 1 {
		t.Fatalf("%s", out)
	}
	r := log.Runs[0].Results[0]
	loc := r.Locations[0].PhysicalLocation
	if *r.RuleID != "hex.unknown" || r.Level != "error" || r.Properties.Properties["unit"] != "c-7-ar" ||
		!strings.HasSuffix(*loc.ArtifactLocation.URI, "02-sound-the-long-roll.scenario.json") || *loc.Region.StartLine < 2 {
		t.Errorf("%s", out)
	}
	// The built-in data, which has no diagnostics, gives a valid empty log too.
	_, out, _ = runCLI(t, "validate", "--format", "sarif")
	if log, err := sarif.FromString(out); err != nil || log.Validate() != nil {
		t.Errorf("empty log: %v", err)
	}
}

func TestCheckPrintsEachConstraint(t *testing.T) {
	code, out, errOut := runCLI(t, "check", "scenarios/itw-shiloh/01-bloody-april.scenario.json")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	for _, id := range []string{"hardee-continuous-line (continuous-line)", "pl-garrison-until-10am (area)"} {
		if !strings.Contains(out, id) || !strings.Contains(out, "satisfied") {
			t.Errorf("output lacks %q:\n%s", id, out)
		}
	}
	dir := t.TempDir()
	copyGame(t, dir)
	path := filepath.Join(dir, "scenarios", "itw-shiloh", "01-bloody-april.scenario.json")
	data, _ := os.ReadFile(path)
	// 8 AR (Wood's brigade) from S1925 to S2125: two hexes from its brigade.
	moved := bytes.Replace(data, []byte(`"unit": "c-8-ar",
      "hex": "S1925"`), []byte(`"unit": "c-8-ar",
      "hex": "S2125"`), 1)
	if bytes.Equal(moved, data) {
		t.Fatal("8 AR's setup entry not found")
	}
	os.WriteFile(path, moved, 0o644)
	code, out, _ = runCLI(t, "check", path)
	if code != 1 || !strings.Contains(out, "hardee-continuous-line (continuous-line)") || !strings.Contains(out, "BROKEN (1)") || !strings.Contains(out, "8 AR") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// TestValidateGameFolder: adding to a game folder a scenario that starts at
// the same turn as Scenario 1 but places 17 IL in another hex adds exactly one
// diagnostic, a warning naming both hexes; the folder still exits 0.
func TestValidateGameFolder(t *testing.T) {
	dir := t.TempDir()
	copyGame(t, dir)
	game := filepath.Join(dir, "scenarios", "itw-shiloh")
	folder := func() []map[string]any {
		t.Helper()
		code, out, errOut := runCLI(t, "validate", "--format", "json", game)
		if code != 0 {
			t.Fatalf("exit %d\n%s%s", code, out, errOut)
		}
		var res struct{ Diagnostics []map[string]any }
		json.Unmarshal([]byte(out), &res)
		return res.Diagnostics
	}
	before := folder()
	data, _ := os.ReadFile(filepath.Join(game, "01-bloody-april.scenario.json"))
	variant := bytes.Replace(data, []byte(`"unit": "u-17-il",
      "hex": "S3205"`), []byte(`"unit": "u-17-il",
      "hex": "S3204"`), 1)
	variant = bytes.Replace(variant, []byte(`"id": "itw-shiloh-01"`), []byte(`"id": "itw-shiloh-01-variant"`), 1)
	if bytes.Equal(variant, data) {
		t.Fatal("17 IL's entry not found")
	}
	os.WriteFile(filepath.Join(game, "01v-variant.scenario.json"), variant, 0o644)
	after := folder()
	if len(after) != len(before)+1 {
		t.Fatalf("want exactly one more diagnostic: before %d, after %d", len(before), len(after))
	}
	var d map[string]any
	for _, x := range after {
		if f, _ := x["file"].(string); strings.HasSuffix(f, "01v-variant.scenario.json") {
			d = x
		}
	}
	msg, _ := d["message"].(string)
	if d["code"] != "setup.differs" || d["severity"] != "warning" || d["unit"] != "u-17-il" || !strings.Contains(msg, "S3204") || !strings.Contains(msg, "S3205") {
		t.Errorf("%v", d)
	}
}

func TestDiffScenarioAndMap(t *testing.T) {
	oldDir, newDir := t.TempDir(), t.TempDir()
	copyGame(t, oldDir)
	copyGame(t, newDir)
	scen := filepath.Join("scenarios", "itw-shiloh", "01-bloody-april.scenario.json")
	newScen := filepath.Join(newDir, scen)
	data, _ := os.ReadFile(newScen)
	moved := bytes.Replace(data, []byte(`"unit": "c-55-tn",
      "hex": "S1925"`), []byte(`"unit": "c-55-tn",
      "hex": "S1926"`), 1)
	if bytes.Equal(moved, data) {
		t.Fatal("55 TN's entry not found")
	}
	os.WriteFile(newScen, moved, 0o644)
	mapPath := filepath.Join(newDir, "maps", "itw-shiloh.map.json")
	m, _ := os.ReadFile(mapPath)
	withSide := bytes.Replace(m, []byte(`"hexsides": {`), []byte(`"hexsides": {"S2410/N": {"type": "stream"},`), 1)
	if bytes.Equal(withSide, m) { // a map without hexsides yet
		withSide = bytes.Replace(m, []byte(`"defaultTerrain": "woods",`), []byte(`"defaultTerrain": "woods",
  "hexsides": {"S2410/N": {"type": "stream"}},`), 1)
	}
	os.WriteFile(mapPath, withSide, 0o644)

	code, out, errOut := runCLI(t, "diff", filepath.Join(oldDir, scen), newScen)
	want := "hexside S2410/N: stream added\n55 TN: S1925 -> S1926\n"
	if code != 1 || out != want {
		t.Errorf("exit %d, output:\n%s%s\nwant:\n%s", code, out, errOut, want)
	}
	code, out, _ = runCLI(t, "diff", "--format", "json", filepath.Join(oldDir, scen), newScen)
	var res struct{ Changes []map[string]string }
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 1 || len(res.Changes) != 2 {
		t.Fatalf("json: exit %d, %v\n%s", code, err, out)
	}
	if c := res.Changes[1]; c["subject"] != "55 TN" || c["old"] != "S1925" || c["new"] != "S1926" {
		t.Errorf("%v", c)
	}
	if code, out, _ := runCLI(t, "diff", filepath.Join(oldDir, scen), filepath.Join(oldDir, scen)); code != 0 || out != "" {
		t.Errorf("equal files: exit %d %q", code, out)
	}
}

func TestDiffMapTerrainAndReinforcementTurn(t *testing.T) {
	dir := t.TempDir()
	copyGame(t, dir)
	mapPath := filepath.Join(dir, "maps", "itw-shiloh.map.json")
	m, _ := os.ReadFile(mapPath)
	newMap := filepath.Join(dir, "maps", "changed.map.json")
	os.WriteFile(newMap, bytes.Replace(m, []byte(`"terrain": "marsh-stream"`), []byte(`"terrain": "marsh"`), 1), 0o644)
	code, out, _ := runCLI(t, "diff", mapPath, newMap)
	if code != 1 || out != "S2410: Marsh-Stream -> Marsh\n" {
		t.Errorf("exit %d: %q", code, out)
	}
	scen := filepath.Join(dir, "scenarios", "itw-shiloh", "01-bloody-april.scenario.json")
	data, _ := os.ReadFile(scen)
	// 47 TN's row (Confederate, April 7, 6 AM) moved to 7 AM.
	i := bytes.Index(data, []byte(`"c-47-tn"`))
	j := bytes.LastIndex(data[:i], []byte(`"turn": "apr7-0600"`))
	if i < 0 || j < 0 {
		t.Fatal("47 TN's row not found")
	}
	later := append(append(append([]byte{}, data[:j]...), []byte(`"turn": "apr7-0700"`)...), data[j+len(`"turn": "apr7-0600"`):]...)
	newScen := filepath.Join(dir, "scenarios", "itw-shiloh", "01b.scenario.json")
	os.WriteFile(newScen, later, 0o644)
	code, out, _ = runCLI(t, "diff", scen, newScen)
	if code != 1 || out != "reinforcement 47 TN: 6 AM -> 7 AM\n" {
		t.Errorf("exit %d: %q", code, out)
	}
}

func TestErrataMarkdown(t *testing.T) {
	code, out, _ := runCLI(t, "errata")
	if code != 0 || !strings.Contains(out, "# Errata: itw-shiloh") || !strings.Contains(out, "| id | where | printed | data uses | why |") ||
		!strings.Contains(out, "itw-s1-victory-gap-41") {
		t.Errorf("exit %d:\n%.500s", code, out)
	}
}

func TestValidateProgress(t *testing.T) {
	code, _, errOut := runCLI(t, "validate", "--progress")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	n := len(validate.BuiltinPaths())
	if !strings.Contains(errOut, fmt.Sprintf("validated %d/%d files", n, n)) || !strings.Contains(errOut, fmt.Sprintf("validated 1/%d files", n)) {
		t.Errorf("progress lines missing:\n%s", errOut)
	}
}

func TestErrataCSV(t *testing.T) {
	code, out, _ := runCLI(t, "errata", "--format", "csv", "hsn")
	if code != 0 || !strings.HasPrefix(out, "game,id,where,printed,data uses,why\n") || !strings.Contains(out, "\nhsn,coon-s1-command,HSN L269 (S1 Union set-up),Coon | Brig | Cav-1,") ||
		strings.Contains(out, "itw-shiloh,") {
		t.Errorf("exit %d:\n%.600s", code, out)
	}
}

// TestErrataCheck: the self-test table of the HSN log flags the Forrest
// command cell (command.leader on c-forrest) both in the OOB and as an
// attachment in the five scenarios that print it (HSN L509, L624, L763,
// L984, L1041), and Coon's (leader.stack beside Hatch in 0420) both ways in
// S1; it misses none, so the command exits 0, and it prints both shares:
// of the machine-detectable entries and of all entries.
func TestErrataCheck(t *testing.T) {
	code, out, _ := runCLI(t, "errata", "--check", "hsn")
	if code != 0 || !strings.Contains(out, "| scenarios/hsn/hsn.errata.json | forrest-command-later-tables | flagged | command.leader c-forrest ; as an attachment: 5/5 scenarios |") ||
		!strings.Contains(out, "| coon-s1-command | flagged | leader.stack u-coon 0420; as an attachment: 1/1 scenarios |") || strings.Contains(out, "| missed |") ||
		!strings.Contains(out, "not machine-detectable, 0 unclassified") ||
		!strings.Contains(out, "flagged / machine-detectable: ") || !strings.Contains(out, "flagged / all entries: ") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

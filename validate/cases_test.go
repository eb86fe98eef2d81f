package validate

import (
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	jsonpatch "github.com/evanphx/json-patch/v5"
)

// ruleCase is one rule case: a built-in scenario, a JSON Patch (RFC 6902)
// applied to the live built-in file, and what the case is about. Because
// the patch is applied to the file as it is today, a case follows every
// correction made to the built-in data.
type ruleCase struct {
	// Scenario is the built-in scenario's path from the repository root.
	Scenario string `json:"scenario"`
	// About says what the case shows, in a sentence.
	About string `json:"about,omitempty"`
	// Patch is the RFC 6902 operations that turn the built-in file into the
	// case.
	Patch json.RawMessage `json:"patch"`
	// Game: the patched file takes the built-in file's place and the whole
	// game folder is validated with the checks across its scenarios; the
	// case's diagnostics are those of the patched file.
	Game bool `json:"game,omitempty"`
	// Message, when set, must be part of the message of every diagnostic
	// of the case (a rule the diagnostic must cite).
	Message string `json:"message,omitempty"`
	// Report, for a game case, names the built-in files whose diagnostics
	// the case keeps instead of the patched file's (an OOB patch that
	// the scenarios show).
	Report []string `json:"report,omitempty"`
}

// loadRuleCase reads dir/case.json, applies its patch to the built-in file
// and returns the patched bytes with the path they stand at: beside the
// built-in file, so the scenario's map, OOB and ruleset references resolve
// as the built-in's do, and the case itself. The patched file keeps its kind (a case may patch an OOB); a game case stands at the
// built-in file's own path.
func loadRuleCase(dir string) (string, []byte, ruleCase, error) {
	var c ruleCase
	raw, err := os.ReadFile(filepath.Join(dir, "case.json"))
	if err != nil {
		return "", nil, c, err
	}
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return "", nil, c, fmt.Errorf("%s/case.json: %w", dir, err)
	}
	at, patched, err := applyCase(dir, c)
	return at, patched, c, err
}

func applyCase(dir string, c ruleCase) (string, []byte, error) {
	base, err := Builtin{}.ReadFile(c.Scenario)
	if err != nil {
		return "", nil, fmt.Errorf("%s: built-in scenario: %w", dir, err)
	}
	patch, err := jsonpatch.DecodePatch(c.Patch)
	if err != nil {
		return "", nil, fmt.Errorf("%s/case.json: patch: %w", dir, err)
	}
	patched, err := patch.ApplyIndent(base, "  ")
	if err != nil {
		return "", nil, fmt.Errorf("%s/case.json: apply to %s: %w", dir, c.Scenario, err)
	}
	if c.Game {
		return c.Scenario, patched, nil
	}
	at := path.Join(path.Dir(c.Scenario), "case-"+filepath.Base(dir)+"."+KindOf(c.Scenario)+".json")
	return at, patched, nil
}

// caseDiagnostics validates a case: the patched file alone, or for a game
// case the game folder with the patched file in place, keeping the
// patched file's diagnostics. seeded reports, for a case that is not a
// game case, whether its session started from the shared built-in loads
// (caseSession) rather than empty.
func caseDiagnostics(at string, patched []byte, c ruleCase) (ds []Diagnostic, seeded bool) {
	files := overlay{files: map[string][]byte{at: patched}}
	if !c.Game {
		s := caseSession(files, at, c.Scenario)
		seeded = len(s.maps.keys()) > 0
		return s.File(at), seeded
	}
	var out []Diagnostic
	for _, d := range gameDiagnostics(files, gamePaths(at)) {
		if len(c.Report) == 0 && d.File == at || slices.Contains(c.Report, d.File) {
			out = append(out, d)
		}
	}
	Sort(out)
	return out, false
}

// TestCases runs the rules checks as data: each folder under testdata/cases
// holds case.json (a built-in scenario and the JSON Patch that makes the
// case from it) and the diagnostics the patched scenario must produce
// (case.want, one line each: "severity code pointer hex=HEX unit=UNIT";
// empty for a clean setup). Clean historical setups must give nothing; each
// broken one exactly its lines, in file order.
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
			r := ruleCaseResult(dir)
			if r.err != nil {
				t.Fatal(r.err)
			}
			c, ds := r.c, slices.Clone(r.ds)
			var got []string
			for _, d := range ds {
				got = append(got, fmt.Sprintf("%s %s %s hex=%s unit=%s", d.Severity, d.Code, d.Pointer, d.Hex, d.Unit))
				if c.Message != "" && !strings.Contains(d.Message, c.Message) {
					t.Errorf("%v: the message does not say %q", d, c.Message)
				}
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

// TestCaseFilesAreSmall: every case is a patch, not a copy: no case file
// over 100 lines, all of them under 5,000 lines together, and no folder
// still holding a whole scenario.
func TestCaseFilesAreSmall(t *testing.T) {
	files, _ := filepath.Glob("testdata/cases/*/*")
	total := 0
	for _, f := range files {
		if strings.HasSuffix(f, ".scenario.json") {
			t.Errorf("%s: a copied scenario; write the case as a patch in case.json", f)
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		n := strings.Count(string(data), "\n")
		total += n
		if n > 100 {
			t.Errorf("%s: %d lines (at most 100)", f, n)
		}
	}
	if total >= 5000 {
		t.Errorf("case fixtures total %d lines (under 5,000 wanted)", total)
	}
	t.Logf("%d case files, %d lines", len(files), total)
}

package validate

import (
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"strings"

	jsonpatch "github.com/evanphx/json-patch/v5"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
)

// Verdicts of the errata self-test.
const (
	ErrataFlagged       = "flagged"
	ErrataMissed        = "missed"
	ErrataNotDetectable = "not machine-detectable"
	ErrataUnclassified  = "unclassified"
)

// ErrataResult is the self-test's verdict on one errata entry: flagged when
// putting its printed value back gives a new diagnostic naming the entry's
// unit or hex (Found holds the first), missed when it does not, otherwise
// not machine-detectable (Reason) or unclassified.
type ErrataResult struct {
	Entry   scenarios.ErrataEntry
	Verdict string
	Reason  string
	Found   *Diagnostic
	// Attached holds, for an entry that corrects a unit's OOB command, the
	// same printed command given instead as a scenario attachment, once per
	// scenario that uses the unit. The entry is flagged only when the OOB
	// way and every attachment are.
	Attached []AttachedResult
}

// AttachedResult is the printed command of an errata entry put back as an
// attachment in one scenario: the first new diagnostic of that scenario
// naming the unit, or nil.
type AttachedResult struct {
	Scenario string
	Found    *Diagnostic
}

// ErrataSelfTest runs the self-test of one errata log read through files:
// for every entry with a check it puts the printed values into copies of
// the data, validates the game (the log's folder, its scenarios and OOB, and
// every patched file) and the checks across its scenarios, and compares with
// the corrected data. Errors: the log cannot be read or decoded, a patch
// names a file that cannot be read or a pointer that does not resolve.
func ErrataSelfTest(files Files, logPath string) ([]ErrataResult, error) {
	data, err := files.ReadFile(logPath)
	if err != nil {
		return nil, fmt.Errorf("errata self-test: %w", err)
	}
	var log scenarios.Errata
	if err := jsonfile.DecodeStrict(data, &log); err != nil {
		return nil, fmt.Errorf("errata self-test %s: %w", logPath, err)
	}
	paths := gamePaths(logPath)
	baseline := diagnosticSet(gameDiagnostics(files, paths))
	out := make([]ErrataResult, 0, len(log.Entries))
	for _, e := range log.Entries {
		r := ErrataResult{Entry: e}
		switch {
		case e.Check != nil:
			found, err := runErrataCheck(files, logPath, paths, baseline, e.Check)
			if err != nil {
				return nil, fmt.Errorf("errata self-test %s entry %s: %w", logPath, e.ID, err)
			}
			r.Verdict, r.Found = ErrataMissed, found
			if r.Attached, err = attachedChecks(files, logPath, paths, e.Check); err != nil {
				return nil, fmt.Errorf("errata self-test %s entry %s: %w", logPath, e.ID, err)
			}
			if found != nil && !slices.ContainsFunc(r.Attached, func(a AttachedResult) bool { return a.Found == nil }) {
				r.Verdict = ErrataFlagged
			}
		case e.NotDetectable != "":
			r.Verdict, r.Reason = ErrataNotDetectable, e.NotDetectable
		default:
			r.Verdict = ErrataUnclassified
		}
		out = append(out, r)
	}
	return out, nil
}

// gamePaths lists the built-in files of the game folder that holds the log.
func gamePaths(logPath string) []string {
	dir := path.Dir(path.Clean(logPath)) + "/"
	var out []string
	for _, p := range BuiltinPaths() {
		if strings.HasPrefix(p, dir) {
			out = append(out, p)
		}
	}
	return out
}

func gameDiagnostics(files Files, paths []string) []Diagnostic {
	s := NewSession(files)
	out, cross := s.pathsAndCross(paths)
	return append(out, cross...)
}

func diagnosticKey(d Diagnostic) string {
	return strings.Join([]string{d.File, d.Code, d.Pointer, d.Unit, d.Hex, d.Message}, "\x00")
}

func diagnosticSet(ds []Diagnostic) map[string]bool {
	set := map[string]bool{}
	for _, d := range ds {
		set[diagnosticKey(d)] = true
	}
	return set
}

// runErrataCheck patches copies of the files, validates and returns the
// first new diagnostic naming the check's unit or hex (or with its code),
// or nil.
func runErrataCheck(files Files, logPath string, paths []string, baseline map[string]bool, c *scenarios.ErrataCheck) (*Diagnostic, error) {
	patched := map[string][]byte{}
	for _, p := range c.Patches {
		file := files.Join(logPath, p.File)
		data, ok := patched[file]
		if !ok {
			var err error
			if data, err = files.ReadFile(file); err != nil {
				return nil, err
			}
		}
		data, err := setPointer(data, p.Pointer, p.Printed)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", file, p.Pointer, err)
		}
		patched[file] = data
	}
	all := paths
	for f := range patched {
		if !slices.Contains(all, f) {
			all = append(all[:len(all):len(all)], f)
		}
	}
	for _, d := range gameDiagnostics(overlayFiles{files, patched}, all) {
		if !baseline[diagnosticKey(d)] && ((c.Unit != "" && d.Unit == c.Unit) || (c.Hex != "" && d.Hex == c.Hex) || (c.Code != "" && d.Code == c.Code)) {
			return &d, nil
		}
	}
	return nil, nil
}

// setPointer replaces the value at the JSON pointer of a document with raw
// (appends it when the pointer ends in "/-") and returns the document
// re-encoded: a JSON Patch (RFC 6902) "replace", or "add" to append.
// Errors: the pointer names no value, or raw is not JSON.
func setPointer(doc []byte, pointer string, raw json.RawMessage) ([]byte, error) {
	op := "replace"
	if strings.HasSuffix(pointer, "/-") {
		op = "add" // the printed counter as a second unit beside the corrected one
	}
	return patchOp(doc, op, pointer, raw)
}

// patchOp applies one JSON Patch operation and re-encodes the document.
func patchOp(doc []byte, op, pointer string, raw json.RawMessage) ([]byte, error) {
	ops, err := json.Marshal([]map[string]any{{"op": op, "path": pointer, "value": raw}})
	if err != nil {
		return nil, err
	}
	patch, err := jsonpatch.DecodePatch(ops)
	if err != nil {
		return nil, err
	}
	return patch.ApplyIndent(doc, "  ")
}

// overlayFiles reads patched copies before the files below.
type overlayFiles struct {
	Files
	patched map[string][]byte
}

func (o overlayFiles) ReadFile(p string) ([]byte, error) {
	if b, ok := o.patched[path.Clean(p)]; ok {
		return b, nil
	}
	return o.Files.ReadFile(p)
}

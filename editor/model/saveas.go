package model

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// otherKinds are the file name endings of Sandtable files that are not
// scenarios: Save As refuses to write a scenario under such a name.
var otherKinds = []string{".map.json", ".oob.json", ".ruleset.json", ".errata.json", ".game.json", ".schema.json"}

// ScenarioPath returns the absolute path Save As writes for the name a user
// chose: ".scenario.json" is added when the name has no ".json" ending.
// Errors: the path cannot be made absolute.
func ScenarioPath(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", fmt.Errorf("save as %s: %w", path, err)
	}
	if !strings.HasSuffix(abs, ".json") {
		abs += ".scenario.json"
	}
	return abs, nil
}

// SavePath is [ScenarioPath] for a scenario document; for a map, OOB or
// ruleset document the name gets ".map.json", ".oob.json" or
// ".ruleset.json" when it has no ".json" ending.
func (d *Document) SavePath(path string) (string, error) {
	if d.kind == KindScenario {
		return ScenarioPath(path)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", fmt.Errorf("save as %s: %w", path, err)
	}
	if !strings.HasSuffix(abs, ".json") {
		abs += "." + d.kind.String() + ".json"
	}
	return abs, nil
}

// checkTarget refuses a Save As target that would destroy another file of
// the document or that names another kind of Sandtable file: the map or OOB
// the scenario refers to, a "*.map.json" and the like, or a folder.
func (d *Document) checkTarget(abs string) error {
	if d.kind != KindScenario {
		return checkOwnTarget(d.kind, abs)
	}
	for _, own := range []string{d.mapPath, d.oobPath} {
		if !d.builtin && own != "" && sameFile(abs, own) {
			return fmt.Errorf("save as %s: that is the scenario's own %s; choose another name", abs, kindOf(own))
		}
	}
	for _, k := range otherKinds {
		if strings.HasSuffix(abs, k) {
			return fmt.Errorf("save as %s: a scenario's file name ends in .scenario.json (or .json), not %s", abs, k)
		}
	}
	if fi, err := os.Stat(abs); err == nil && !fi.Mode().IsRegular() {
		return fmt.Errorf("save as %s: not a regular file", abs)
	}
	return nil
}

// checkOwnTarget refuses a Save As target for a map, OOB or ruleset
// document that names another kind of Sandtable file, or a folder.
func checkOwnTarget(k Kind, abs string) error {
	want := "." + k.String() + ".json"
	if kind := validate.KindOf(abs); kind != "" && kind != k.String() {
		return fmt.Errorf("save as %s: a %s file's name ends in %s (or .json), not .%s.json", abs, k, want, kind)
	}
	if fi, err := os.Stat(abs); err == nil && !fi.Mode().IsRegular() {
		return fmt.Errorf("save as %s: not a regular file", abs)
	}
	return nil
}

// kindOf names the kind of a Sandtable file from its name.
func kindOf(path string) string {
	switch {
	case strings.HasSuffix(path, ".map.json"):
		return "map"
	case strings.HasSuffix(path, ".oob.json"):
		return "order of battle"
	}
	return "file"
}

// sameFile reports whether a and b name the same file (the same path, or
// both existing and the same inode).
func sameFile(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// SaveAsReplacing is SaveAs to a path the user chose and confirmed may be
// replaced (the file dialog asked). An existing file there is replaced even
// when it does not parse as a scenario; its old bytes are first written
// beside it, as "<name>.<time>.bak", and that path is returned (otherwise
// kept is ""). The rest is as SaveAs, which never changes the target before
// the new bytes are complete: a failed save leaves the old file in place.
func (d *Document) SaveAsReplacing(path string) (kept string, err error) {
	abs, err := d.SavePath(path)
	if err != nil {
		return "", err
	}
	if err := d.checkTarget(abs); err != nil {
		return "", err
	}
	kept, err = keepUnparsable(abs, time.Now())
	if err != nil {
		return "", err
	}
	d.replacing = abs
	defer func() { d.replacing = "" }()
	if err := d.saveAs(abs); err != nil {
		return kept, err
	}
	return kept, nil
}

// keepUnparsable copies the file at path beside it when it exists and does
// not parse as a Sandtable file, and returns the copy's path.
func keepUnparsable(path string, now time.Time) (string, error) {
	old, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("save as %s: %w", path, err)
	}
	if len(old) == 0 {
		return "", nil
	}
	if _, err := validate.Canonical(path, old); err == nil {
		return "", nil
	}
	kept := fmt.Sprintf("%s.%s.bak", path, now.Format("20060102-150405"))
	if err := jsonfile.WriteAtomic(kept, old); err != nil {
		return "", fmt.Errorf("save as %s: keeping the old contents: %w", path, err)
	}
	return kept, nil
}

package model

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/scenarios"
	"github.com/sandtable/sandtable/validate"
)

// ErrNeedsPath is returned by Save for a document read from the built-in
// data: it must be saved with SaveAs to a path of the user's.
var ErrNeedsPath = errors.New("the built-in data cannot be overwritten: use Save As to choose a file")

// target is one file a save writes: where, which document file, and its
// canonical bytes.
type target struct {
	path string
	file File
	data []byte
}

// Save writes the scenario, and the map and OOB when they changed, to the
// files they were read from: canonically, each through a temporary file
// renamed over the old one, and never over a file that does not parse.
// The map and OOB go first, so the scenario never refers to a file that is
// not written yet.
func (d *Document) Save() error {
	if d.builtin {
		return ErrNeedsPath
	}
	var enc encoder
	var ts []target
	if d.history.Dirty(MapFile) {
		ts = append(ts, target{d.mapPath, MapFile, enc.encode(d.m)})
	}
	if d.oob != nil && d.history.Dirty(OOBFile) {
		ts = append(ts, target{d.oobPath, OOBFile, enc.encode(d.oob)})
	}
	ts = append(ts, target{d.path, ScenarioFile, enc.encode(d.scenario)})
	if enc.err != nil {
		return fmt.Errorf("save %s: %w", d.path, enc.err)
	}
	if err := d.writeAll(ts); err != nil {
		return err
	}
	d.files = validate.OS{}
	for f := range numFiles {
		d.history.markSaved(f)
	}
	return nil
}

// writeAll writes each target in order, stopping at the first failure.
func (d *Document) writeAll(ts []target) error {
	for _, t := range ts {
		if err := d.writeChecked(t); err != nil {
			return err
		}
	}
	return nil
}

// writeChecked writes the canonical form of t's data to its path
// atomically, after checking that a file already there parses as a
// Sandtable file (a file the editor could not read is never overwritten).
// Scenario and OOB encodings are canonical already; a map's hex keys are
// put under their canonical names.
func (d *Document) writeChecked(t target) error {
	data := t.data
	if t.file == MapFile {
		canon, err := validate.Canonical(t.path, data)
		if err != nil {
			return fmt.Errorf("save %s: %w", t.path, err)
		}
		data = canon
	}
	if err := d.checkOverwritable(t.path); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(t.path), 0o755); err != nil {
		return fmt.Errorf("save %s: %w", t.path, err)
	}
	if err := jsonfile.WriteAtomic(t.path, data); err != nil {
		return fmt.Errorf("save %s: %w", t.path, err)
	}
	d.remember(t.path)
	return nil
}

// checkOverwritable refuses a path whose current contents do not parse. A
// file unchanged since the document read or wrote it is known to parse.
func (d *Document) checkOverwritable(path string) error {
	if d.unchanged(path) || path == d.replacing {
		return nil
	}
	old, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if _, err := validate.Canonical(path, old); err != nil {
		return fmt.Errorf("save %s: refusing to overwrite a file that does not parse (%v); save under another name", path, err)
	}
	return nil
}

// SaveAs writes the document under a new scenario path (".scenario.json" is
// added when the name has no ".json"). In the scenario's own folder the map
// and OOB stay where they are (written when changed); in another folder, or
// for built-in data, they are written next to the new scenario under their
// own file names and the scenario refers to them there, with the map's scan
// images copied along. A map or OOB already in that folder with other
// contents is not overwritten. From then on the document is that file.
func (d *Document) SaveAs(path string) error {
	abs, err := ScenarioPath(path)
	if err != nil {
		return err
	}
	if err := d.checkTarget(abs); err != nil {
		return err
	}
	return d.saveAs(abs)
}

// saveAs is SaveAs to the checked absolute path abs.
func (d *Document) saveAs(abs string) error {
	if !d.builtin && filepath.Dir(abs) == filepath.Dir(d.path) {
		return d.saveInPlace(abs)
	}
	return d.saveElsewhere(abs)
}

// saveInPlace is SaveAs within the scenario's folder.
func (d *Document) saveInPlace(abs string) error {
	old := d.path
	d.path = abs
	if err := d.Save(); err != nil {
		d.path = old
		return err
	}
	return nil
}

// saveElsewhere is SaveAs into another folder (or from the built-in data).
func (d *Document) saveElsewhere(abs string) error {
	dir := filepath.Dir(abs)
	sc := cloneJSON(*d.scenario)
	mapTo := filepath.Join(dir, filepath.Base(d.mapPath))
	oobTo := filepath.Join(dir, filepath.Base(d.oobPath))
	sc.Map = filepath.Base(mapTo)
	var enc encoder
	ts := []target{{mapTo, MapFile, enc.encode(d.m)}}
	if d.oob != nil {
		sc.OOB = filepath.Base(oobTo)
		ts = append(ts, target{oobTo, OOBFile, enc.encode(d.oob)})
	} else if rel, ok := d.relFromDir(dir, d.oobPath); ok {
		sc.OOB = rel
	}
	if rs, ok := d.rulesetRef(dir); ok {
		sc.Ruleset = rs
	}
	if enc.err != nil {
		return fmt.Errorf("save %s: %w", abs, enc.err)
	}
	for _, t := range ts {
		if err := refuseDifferent(t.path, t.data); err != nil {
			return err
		}
	}
	if err := d.copyScans(dir); err != nil {
		return err
	}
	ts = append(ts, target{abs, ScenarioFile, enc.encode(&sc)})
	if enc.err != nil {
		return fmt.Errorf("save %s: %w", abs, enc.err)
	}
	if err := d.writeAll(ts); err != nil {
		return err
	}
	d.moved(abs, mapTo, oobTo, &sc)
	return nil
}

// moved makes the document the files just written.
func (d *Document) moved(path, mapPath, oobPath string, sc *scenarios.Scenario) {
	d.scenario.Map, d.scenario.OOB, d.scenario.Ruleset = sc.Map, sc.OOB, sc.Ruleset
	d.path, d.mapPath = path, mapPath
	if d.oob != nil {
		d.oobPath = oobPath
	}
	d.files, d.builtin = validate.OS{}, false
	for f := range numFiles {
		d.history.markSaved(f)
	}
}

// refuseDifferent fails when path holds a file with other contents than
// the canonical form of data.
func refuseDifferent(path string, data []byte) error {
	old, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	canon, err := validate.Canonical(path, data)
	if err == nil && bytes.Equal(old, canon) {
		return nil
	}
	return fmt.Errorf("save as: %s already exists with other contents; choose another folder", path)
}

// relFromDir returns the path of file p (on disk) relative to dir.
func (d *Document) relFromDir(dir, p string) (string, bool) {
	if d.builtin || !filepath.IsAbs(p) {
		return "", false
	}
	rel, err := filepath.Rel(dir, p)
	if err != nil {
		return "", false
	}
	return filepath.ToSlash(rel), true
}

// rulesetRef returns the scenario's ruleset reference as seen from dir when
// it is a file on disk (a built-in id stays as it is).
func (d *Document) rulesetRef(dir string) (string, bool) {
	ref := d.scenario.Ruleset
	if !strings.HasSuffix(ref, ".json") {
		return "", false
	}
	return d.relFromDir(dir, d.files.Join(d.path, ref))
}

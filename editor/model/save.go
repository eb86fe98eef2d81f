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

// Save writes the scenario, and the map, OOB and ruleset file when they
// changed, to the files they were read from: canonically, each through a
// temporary file renamed over the old one, and never over a file that does
// not parse. The map, OOB and ruleset go first, so the scenario never refers
// to a file that is not written yet. A map, OOB or ruleset document writes
// its own file and nothing else.
func (d *Document) Save() error {
	if d.builtin {
		return ErrNeedsPath
	}
	ts, err := d.targets(true)
	if err != nil {
		return fmt.Errorf("save %s: %w", d.path, err)
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

// targets returns the encoded files a save writes, in order: each file the
// document may change that has unsaved changes, the scenario last; with
// always, the document's own file (the scenario, or the one map, OOB or
// ruleset opened) whether changed or not.
func (d *Document) targets(always bool) ([]target, error) {
	var enc encoder
	var ts []target
	add := func(f File, path string, v any, own bool) {
		if d.Editable(f) && ((always && own) || d.history.Dirty(f)) {
			ts = append(ts, target{path, f, enc.encode(v)})
		}
	}
	add(MapFile, d.mapPath, d.m, d.kind == KindMap)
	if d.oob != nil {
		add(OOBFile, d.oobPath, d.oob, d.kind == KindOOB)
	}
	if d.ruleset != nil {
		add(RulesetFile, d.rulesetPath, d.ruleset, d.kind == KindRuleset)
	}
	add(ScenarioFile, d.path, d.scenario, d.kind == KindScenario)
	return ts, enc.err
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
	abs, err := d.SavePath(path)
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
	if d.kind != KindScenario {
		return d.saveOwnAs(abs)
	}
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

// saveOwnAs is SaveAs for a map, OOB or ruleset document: its one file at
// abs, a map's scan images copied along into another folder. A file
// unchanged since it was read or written, or being replaced on the user's
// word, may be written over; any other must parse.
func (d *Document) saveOwnAs(abs string) error {
	var enc encoder
	var t target
	switch d.kind {
	case KindMap:
		t = target{abs, MapFile, enc.encode(d.m)}
	case KindOOB:
		t = target{abs, OOBFile, enc.encode(d.oob)}
	default:
		t = target{abs, RulesetFile, enc.encode(d.ruleset)}
	}
	if enc.err != nil {
		return fmt.Errorf("save %s: %w", abs, enc.err)
	}
	if d.kind == KindMap && (d.builtin || filepath.Dir(abs) != filepath.Dir(d.path)) {
		if err := d.copyScans(filepath.Dir(abs)); err != nil {
			return err
		}
	}
	if err := d.writeChecked(t); err != nil {
		return err
	}
	d.path = abs
	switch d.kind {
	case KindMap:
		d.mapPath, d.scenario.Map = abs, filepath.Base(abs)
	case KindOOB:
		d.oobPath, d.scenario.OOB = abs, filepath.Base(abs)
	default:
		d.rulesetPath, d.scenario.Ruleset = abs, filepath.Base(abs)
	}
	d.files, d.builtin = validate.OS{}, false
	for f := range numFiles {
		d.history.markSaved(f)
	}
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

package model

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/jsonfile"
	"github.com/sandtable/sandtable/validate"
)

// ScanEdit sets or removes the scan of one sheet (its image path and its
// calibration).
type ScanEdit struct {
	sheet         int
	before, after *maps.Scan
}

// Label implements Command.
func (e *ScanEdit) Label() string { return "Set scan of sheet " + fmt.Sprint(e.sheet+1) }

// Files implements Command.
func (e *ScanEdit) Files() FileSet { return Of(MapFile) }

// Apply implements Command.
func (e *ScanEdit) Apply(d *Document) Change { return e.set(d, e.after) }

// Revert implements Command.
func (e *ScanEdit) Revert(d *Document) Change { return e.set(d, e.before) }

func (e *ScanEdit) set(d *Document, s *maps.Scan) Change {
	d.m.Sheets[e.sheet].Scan = cloneScan(s)
	return Change{Files: e.Files(), Sheets: true}
}

func cloneScan(s *maps.Scan) *maps.Scan {
	if s == nil {
		return nil
	}
	c := *s
	return &c
}

// SetScan returns the command giving sheet i the scan s (nil removes it).
// Errors: no such sheet, or a path that is absolute or leaves the map's
// folder.
func (d *Document) SetScan(i int, s *maps.Scan) (*ScanEdit, error) {
	if i < 0 || i >= len(d.m.Sheets) {
		return nil, fmt.Errorf("set scan: no sheet %d", i)
	}
	if s != nil && !validate.ScanPathInside(s.Path) {
		return nil, fmt.Errorf("set scan of sheet %s: %q must be relative to the map file and stay in its folder", d.m.Sheets[i].ID, s.Path)
	}
	return &ScanEdit{sheet: i, before: cloneScan(d.m.Sheets[i].Scan), after: cloneScan(s)}, nil
}

// ErrMapNotOnDisk is returned for scans of a map read from the built-in
// data: save the document first, so the map has a folder.
var ErrMapNotOnDisk = errors.New("the map is built-in data: save the scenario first (Save As), so the map has a folder for its scans")

// ScanRelPath returns the path of the image file at abs relative to the map
// file's folder, as a scan path is stored.
// Errors: a built-in map, or an image outside the map's folder.
func (d *Document) ScanRelPath(abs string) (string, error) {
	if d.builtin {
		return "", ErrMapNotOnDisk
	}
	rel, err := filepath.Rel(filepath.Dir(d.mapPath), abs)
	if err != nil {
		return "", fmt.Errorf("scan %s: %w", abs, err)
	}
	rel = filepath.ToSlash(rel)
	if !validate.ScanPathInside(rel) {
		return "", fmt.Errorf("scan %s is outside the map's folder %s: copy it there first", abs, filepath.Dir(d.mapPath))
	}
	return rel, nil
}

// ScanFile returns where the scan image of sheet i is on disk; false when
// the sheet has no scan or the map is built in.
func (d *Document) ScanFile(i int) (string, bool) {
	if d.builtin || i < 0 || i >= len(d.m.Sheets) || d.m.Sheets[i].Scan == nil {
		return "", false
	}
	return filepath.Join(filepath.Dir(d.mapPath), filepath.FromSlash(d.m.Sheets[i].Scan.Path)), true
}

// copyScans copies the map's scan images into dir under their relative
// paths, where they are not there yet.
func (d *Document) copyScans(dir string) error {
	for i, s := range d.m.Sheets {
		from, ok := d.ScanFile(i)
		if !ok {
			continue
		}
		to := filepath.Join(dir, filepath.FromSlash(s.Scan.Path))
		if _, err := os.Stat(to); err == nil || from == to {
			continue
		}
		if err := copyFile(from, to); err != nil {
			return fmt.Errorf("save as: scan of sheet %s: %w", s.ID, err)
		}
	}
	return nil
}

// copyFile copies a file atomically, creating the target's folder.
func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return jsonfile.WriteOutput(to, data)
}

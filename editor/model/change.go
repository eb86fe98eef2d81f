package model

import (
	"slices"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// File names one of the files a document edits.
type File uint8

// The files of a document.
const (
	ScenarioFile File = iota
	MapFile
	OOBFile
	RulesetFile
	numFiles
)

// String returns "scenario", "map", "oob" or "ruleset".
func (f File) String() string {
	return [...]string{"scenario", "map", "oob", "ruleset", "?"}[min(f, numFiles)]
}

// FileSet is a set of Files.
type FileSet uint8

// Of returns the set holding fs.
func Of(fs ...File) FileSet {
	var s FileSet
	for _, f := range fs {
		s |= 1 << f
	}
	return s
}

// Has reports whether f is in the set.
func (s FileSet) Has(f File) bool { return s&(1<<f) != 0 }

// Change says what an applied or reverted command changed, so views redraw
// only that: which files, which hexes' pictures, and which kinds of data.
type Change struct {
	Files FileSet
	// Hexes are the hexes whose drawing changed (terrain, elevation, label,
	// features, a hexside or path step touching them, a counter in them).
	Hexes []hexgrid.Offset
	// Lines: hexsides, paths, areas or places changed.
	Lines bool
	// Units: set-up entries changed (counters to redraw).
	Units bool
	// OOB: the order of battle changed (tree, names).
	OOB bool
	// Lists: reinforcements, constraints or other scenario lists changed.
	Lists bool
	// Sheets: a sheet's scan or calibration changed.
	Sheets bool
	// Trace: the map's trace setup changed (the tracer's examples, print
	// style, known levels).
	Trace bool
	// Whole: the grid or the ruleset changed, so every hex may look or lie
	// elsewhere: views rebuild their picture.
	Whole bool
}

// Merge returns the union of c and o.
func (c Change) Merge(o Change) Change {
	c.Files |= o.Files
	c.Hexes = append(slices.Clip(c.Hexes), o.Hexes...)
	c.Lines = c.Lines || o.Lines
	c.Units = c.Units || o.Units
	c.OOB = c.OOB || o.OOB
	c.Lists = c.Lists || o.Lists
	c.Sheets = c.Sheets || o.Sheets
	c.Trace = c.Trace || o.Trace
	c.Whole = c.Whole || o.Whole
	return c
}

// Empty reports whether nothing changed.
func (c Change) Empty() bool {
	return c.Files == 0 && len(c.Hexes) == 0 && !c.Lines && !c.Units && !c.OOB && !c.Lists && !c.Sheets && !c.Trace && !c.Whole
}

package tools

import (
	"image"

	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Host is what the tools need of the editor's window beyond [ui.Host].
type Host interface {
	ui.Host
	// NewStroke returns a fresh key that merges the commands of one gesture
	// into one undo step.
	NewStroke() int64
	// SelectSide selects a hexside and shows it in the inspector.
	SelectSide(s hexgrid.Hexside)
	// ScanSheet returns the index of the sheet whose scan the Scan tab
	// shows (the calibration tool's sheet).
	ScanSheet() int
	// ScanImage returns the decoded scan of sheet i (nil when it has none
	// or it cannot be read).
	ScanImage(i int) image.Image
	// Tips returns the window's tooltips.
	Tips() *ui.Tips
	// Undo takes back the last edit of the document; Redo applies the
	// last one taken back again (the Edit menu while editing).
	Undo()
	Redo()
}

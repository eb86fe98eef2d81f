package tools

import "github.com/sandtable/sandtable/editor/mapview"

// selectTool selects the hex clicked and the unit on top of its stack; a
// drag pans.
type selectTool struct{ e Host }

func (t *selectTool) ID() string               { return "select" }
func (t *selectTool) Tap(p mapview.Point)      { t.e.View().SelectAt(p) }
func (t *selectTool) Begin(mapview.Point) bool { return false }
func (t *selectTool) Move(mapview.Point)       {}
func (t *selectTool) End()                     {}

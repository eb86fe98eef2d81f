package editor

// selectTool selects the hex clicked and the unit on top of its stack; a
// drag pans.
type selectTool struct{ e *Editor }

func (t *selectTool) ID() string       { return "select" }
func (t *selectTool) Tap(p Point)      { t.e.View().SelectAt(p) }
func (t *selectTool) Begin(Point) bool { return false }
func (t *selectTool) Move(Point)       {}
func (t *selectTool) End()             {}

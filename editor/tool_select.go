package editor

// selectTool selects the hex clicked and the unit on top of its stack; a
// drag pans.
type selectTool struct{ e *Editor }

func (t *selectTool) id() string          { return "select" }
func (t *selectTool) tap(p mapPoint)      { t.e.view.selectAt(p) }
func (t *selectTool) begin(mapPoint) bool { return false }
func (t *selectTool) move(mapPoint)       {}
func (t *selectTool) end()                {}

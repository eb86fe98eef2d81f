package editor

// rulesChanged refreshes what shows the ruleset after the grid or the
// ruleset changed.
func (e *Editor) rulesChanged() {}

package editor

import "github.com/sandtable/sandtable/editor/ui"

// ShowIDChooser opens the unit or formation chooser over the window (see
// ui.ShowIDChooser) and keeps it as the last one shown.
func (e *Editor) ShowIDChooser(title string, all []ui.Choice, chosen []string, done func([]string)) *ui.IDChooser {
	e.chooser = ui.ShowIDChooser(e.win, title, all, chosen, done)
	return e.chooser
}

// ShowPicker opens a chooser of one id (see ui.ShowPicker) and keeps it as
// the last one shown.
func (e *Editor) ShowPicker(title string, all []ui.Choice, done func(string)) *ui.IDChooser {
	e.chooser = ui.ShowPicker(e.win, title, all, done)
	return e.chooser
}

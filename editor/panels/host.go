package panels

import (
	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/ui"
)

// Host is what the side panels need of the editor's window beyond
// [ui.Host].
type Host interface {
	ui.Host
	// GoTo undoes or redoes edits until pos of them are applied (the
	// History tab).
	GoTo(pos int)
	// StartPick begins picking hexes on the map for the form field key,
	// starting from initial; done receives the hexes when the pick ends.
	StartPick(key string, initial []string, done func([]string))
	// PickingFor reports whether the field key is being picked.
	PickingFor(key string) bool
	// FinishPick ends the pick and hands the hexes to the field.
	FinishPick()
	// CancelPick ends a pick without changing the field.
	CancelPick()
	// ShowIDChooser opens a chooser of unit or formation ids over the
	// window; done receives the ids ticked.
	ShowIDChooser(title string, all []ui.Choice, chosen []string, done func([]string)) *ui.IDChooser
	// ShowPicker opens a chooser where a click picks one id.
	ShowPicker(title string, all []ui.Choice, done func(string)) *ui.IDChooser
	// SwitchScenario opens another scenario of the same game (asking
	// first when there are unsaved changes).
	SwitchScenario(path string)
	// TabShowing reports whether the side tab in front holds o.
	TabShowing(o fyne.CanvasObject) bool
}

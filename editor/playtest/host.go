package playtest

import "github.com/sandtable/sandtable/editor/ui"

// Host is what the play-test needs of the editor's window beyond
// [ui.Host].
type Host interface {
	ui.Host
	// PushMode and PopMode put play-test mode on and off.
	ui.ModeHost
	// ShowUnit shows a unit's name and id in the status bar ("" clears it).
	ShowUnit(name, id string)
}

package playtest

import "github.com/sandtable/sandtable/editor/ui"

// Host is what the play-test needs of the editor's window beyond
// [ui.Host].
type Host interface {
	ui.Host
	// SetPlaying switches the window to play-test mode (editing tools and
	// tabs disabled, Undo taking back game actions) or back.
	SetPlaying(on bool)
	// ShowUnit shows a unit's name and id in the status bar ("" clears it).
	ShowUnit(name, id string)
}

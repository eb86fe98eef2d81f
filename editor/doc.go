// Package editor is the Sandtable desktop editor's application shell, built
// with Fyne: the window, its menus, the files (open, save, save as, export,
// recovery copies), the live validation, the status bar, and the routing
// between the parts, which live in subpackages by concern:
//
//   - [github.com/sandtable/sandtable/editor/model]: the document, the only
//     state; every edit is a command on it, undoable.
//   - [github.com/sandtable/sandtable/editor/mapview]: the map widget, its
//     tile cache and the marks it draws over the map (selection, flagged
//     and marked hexes); it hands pointer gestures to a [mapview.Tool].
//   - [github.com/sandtable/sandtable/editor/tools]: the tool palette and
//     the tools, which turn gestures into commands.
//   - [github.com/sandtable/sandtable/editor/panels]: the side panels
//     (inspector, OOB, scenario lists, history, diagnostics, scan, trace).
//   - [github.com/sandtable/sandtable/editor/playtest]: play-test mode and
//     the scenario analysis.
//   - [github.com/sandtable/sandtable/editor/ui]: what the parts share:
//     the [ui.Host] they see the window through, the [ui.Mode] a part
//     brings, choosers, tooltips and the names of the ruleset's types in
//     the UI language.
//
// The window works in modes, kept as a stack (modes.go): editing with the
// palette at the bottom ([tools.Toolbox.Mode]), picking hexes for a form
// field (hexpick.go), play-testing ([playtest.PlayTest.Mode]). A mode is
// a value: its picture, tool, keys, tinted hexes, undo and redo, and the
// one side tab it leaves on. The shell installs the mode on top and is the
// only code that sets these on the map view and the Edit menu; a new mode
// is added by implementing [ui.Mode] (TestAModeIsOneInterface).
//
// The parts hold view state only (pan, zoom, hover, tool settings). They
// read the document through its accessors and change it only by handing a
// command to [Editor.Do], which applies it and tells every view what
// changed; TestPartsNeverWriteTheModel checks that no part writes into the
// document's memory. The parts reach the window through small Host
// interfaces that [Editor] implements, never through the Editor itself.
//
// Each part has tests of its own on [uitest.Host], a stand-in window with
// a real document and map view, which shows the part needs nothing of the
// shell but its Host. The tests that drive the whole window as a user
// does (a tool's click that updates the inspector, the OOB and the
// diagnostics; the files; the menus) live here, in the shell.
//
// [uitest.Host]: https://pkg.go.dev/github.com/sandtable/sandtable/editor/ui/uitest#Host
// [tools.Toolbox.Mode]: https://pkg.go.dev/github.com/sandtable/sandtable/editor/tools#Toolbox.Mode
// [playtest.PlayTest.Mode]: https://pkg.go.dev/github.com/sandtable/sandtable/editor/playtest#PlayTest.Mode
package editor

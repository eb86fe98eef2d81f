package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Dialogs are the questions and views the window opens over itself for its
// parts: a part asks for one and hears the answer, and never holds the
// window (a part's tests answer through the stand-in, uitest.Host).
type Dialogs interface {
	// Confirm asks a yes-or-no question and calls then with the answer.
	Confirm(title, message string, then func(ok bool))
	// ShowForm shows a form of items with a confirm and a dismiss button,
	// at least size (zero: the form's own), and calls then with whether it
	// was confirmed.
	ShowForm(title, confirm, dismiss string, items []*widget.FormItem, size fyne.Size, then func(ok bool))
	// ShowPanel shows content with a Close button, nearly as large as the
	// window (a long report).
	ShowPanel(title string, content fyne.CanvasObject)
	// OpenFile asks for a file with one of the extensions exts (".json")
	// and calls then with it open for reading; nothing when cancelled.
	OpenFile(exts []string, then func(r fyne.URIReadCloser))
	// SaveFile asks where to write a file, offering name, with one of the
	// extensions exts, and calls then with it open for writing; nothing
	// when cancelled.
	SaveFile(name string, exts []string, then func(w fyne.URIWriteCloser))
}

// TabID names a side tab a mode leaves enabled (see [Mode.Tab]): the
// window maps it to its own tab.
type TabID string

// The side tabs a mode may ask for.
const (
	// TabNone leaves every tab and the tool palette as they are.
	TabNone TabID = ""
	// TabInspector is the inspector of the selected hex, hexside or unit.
	TabInspector TabID = "inspector"
	// TabPlay is the play-test's Play tab.
	TabPlay TabID = "play"
)

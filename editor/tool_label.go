package editor

import (
	"fyne.io/fyne/v2/lang"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// labelTool writes the text of its settings as the label of the hex
// clicked (empty text removes the label), and with "Add to places" also
// names the hex in the map's gazetteer.
type labelTool struct {
	e     *Editor
	text  *widget.Entry
	place *widget.Check
	box   *fyne.Container
}

func newLabelTool(e *Editor) *labelTool {
	t := &labelTool{e: e, text: widget.NewEntry(), place: widget.NewCheck(lang.L("Add to places"), nil)}
	t.text.SetPlaceHolder(lang.L("label, e.g. Shiloh Church"))
	t.box = container.NewVBox(widget.NewLabel(lang.L("Label")), t.text, t.place)
	return t
}

func (t *labelTool) id() string { return "label" }

func (t *labelTool) tap(p mapPoint) {
	if !p.onMap {
		return
	}
	text := strings.TrimSpace(t.text.Text)
	t.e.Do(t.e.doc.SetLabel(p.hex, text))
	if t.place.Checked && text != "" {
		c, err := t.e.doc.AddPlace(p.hex, text)
		if !t.e.reportErr(err) {
			t.e.Do(c)
		}
	}
}

func (t *labelTool) begin(mapPoint) bool { return false }
func (t *labelTool) move(mapPoint)       {}
func (t *labelTool) end()                {}

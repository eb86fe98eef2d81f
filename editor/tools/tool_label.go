package tools

import (
	"strings"

	"fyne.io/fyne/v2/lang"
	"github.com/sandtable/sandtable/editor/mapview"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// labelTool writes the text of its settings as the label of the hex
// clicked (empty text removes the label), and with "Add to places" also
// names the hex in the map's gazetteer.
type labelTool struct {
	e     Host
	Text  *widget.Entry
	Place *widget.Check
	box   *fyne.Container
}

func newLabelTool(e Host) *labelTool {
	t := &labelTool{e: e, Text: widget.NewEntry(), Place: widget.NewCheck(lang.L("Add to places"), nil)}
	t.Text.SetPlaceHolder(lang.L("label, e.g. Shiloh Church"))
	t.box = container.NewVBox(widget.NewLabel(lang.L("Label")), t.Text, t.Place)
	return t
}

func (t *labelTool) ID() string { return "label" }

func (t *labelTool) Tap(p mapview.Point) {
	if !p.OnMap {
		return
	}
	text := strings.TrimSpace(t.Text.Text)
	t.e.Do(t.e.Document().SetLabel(p.Hex, text))
	if t.Place.Checked && text != "" {
		c, err := t.e.Document().AddPlace(p.Hex, text)
		if !t.e.ReportErr(err) {
			t.e.Do(c)
		}
	}
}

func (t *labelTool) Begin(mapview.Point) bool { return false }
func (t *labelTool) Move(mapview.Point)       {}
func (t *labelTool) End()                     {}

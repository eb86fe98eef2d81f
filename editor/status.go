package editor

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// statusBar is the line at the bottom of the window: the hex under the
// pointer with its terrain, the selected unit, the diagnostic counts, and
// the last message (an edit refused, a file saved).
type statusBar struct {
	hover   *widget.Label
	unit    *widget.Label
	counts  *widget.Label
	message *widget.Label
	box     *fyne.Container
}

func newStatusBar() *statusBar {
	s := &statusBar{
		hover:   widget.NewLabel(""),
		unit:    widget.NewLabel(""),
		counts:  widget.NewLabel(""),
		message: widget.NewLabel(""),
	}
	s.message.Truncation = fyne.TextTruncateEllipsis
	left := container.NewHBox(s.hover, widget.NewSeparator(), s.unit, widget.NewSeparator(), s.counts, widget.NewSeparator())
	s.box = container.NewBorder(nil, nil, left, nil, s.message)
	return s
}

// setMessage shows a message ("" clears it).
func (s *statusBar) setMessage(msg string) { s.message.SetText(msg) }

// setHover shows the hovered hex id and terrain name ("" for none).
func (s *statusBar) setHover(hexID, terrainName string) {
	switch {
	case hexID == "":
		s.hover.SetText("Hex: –")
	case terrainName == "":
		s.hover.SetText("Hex: " + hexID)
	default:
		s.hover.SetText(fmt.Sprintf("Hex: %s  %s", hexID, terrainName))
	}
}

// setUnit shows the selected unit's name and id ("" for none).
func (s *statusBar) setUnit(name, id string) {
	switch {
	case id == "":
		s.unit.SetText("Unit: –")
	case name == id:
		s.unit.SetText("Unit: " + id)
	default:
		s.unit.SetText(fmt.Sprintf("Unit: %s (%s)", name, id))
	}
}

// setCounts shows how many errors and warnings the document has.
func (s *statusBar) setCounts(errors, warnings int) {
	s.counts.SetText(fmt.Sprintf("%s, %s", plural(errors, "error"), plural(warnings, "warning")))
}

// plural writes "1 error", "2 errors".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

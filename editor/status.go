package editor

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

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
		s.hover.SetText(lang.L("Hex: –"))
	case terrainName == "":
		s.hover.SetText(lang.L("Hex: ") + hexID)
	default:
		s.hover.SetText(fmt.Sprintf(lang.L("Hex: %s  %s"), hexID, terrainName))
	}
}

// setUnit shows the selected unit's name and id ("" for none).
func (s *statusBar) setUnit(name, id string) {
	switch {
	case id == "":
		s.unit.SetText(lang.L("Unit: –"))
	case name == id:
		s.unit.SetText(lang.L("Unit: ") + id)
	default:
		s.unit.SetText(fmt.Sprintf(lang.L("Unit: %s (%s)"), name, id))
	}
}

// setCounts shows how many errors and warnings the document has.
func (s *statusBar) setCounts(errors, warnings int) {
	s.counts.SetText(fmt.Sprintf("%s, %s",
		plural(errors, lang.L("1 error"), lang.L("%d errors")), plural(warnings, lang.L("1 warning"), lang.L("%d warnings"))))
}

// plural writes one ("1 error") when n is 1, else many ("2 errors") with n
// for its %d.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return fmt.Sprintf(many, n)
}

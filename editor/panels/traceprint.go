package panels

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/maps"
	"github.com/sandtable/sandtable/maps/trace"
)

// tracePrint shows how the scanned map is printed (the map's trace setup,
// maps.TracePrint: curves, overprint, whether to refine the clicked
// calibration, the inks) and turns the designer's changes into undoable
// commands on the document. A check box edits at once; an ink colour on
// Enter, or when a trace starts (commitInks).
type tracePrint struct {
	p                         *TracePanel
	curves, overprint, refine *widget.Check
	water, road, contour      *widget.Entry
	// shown holds each ink's text as last shown from the map's setup
	// (water, road, contour), to tell an ink the designer is typing from
	// one the document changed (see show).
	shown [3]string
	box   *fyne.Container
}

// newTracePrint builds the fields of p's print style.
func newTracePrint(p *TracePanel) *tracePrint {
	t := &tracePrint{p: p}
	check := func(label string, set func(*maps.TracePrint, bool)) *widget.Check {
		return widget.NewCheck(label, func(on bool) {
			p.editSetup(label, func(s *maps.TraceSetup) { set(&s.Print, on) })
		})
	}
	t.curves = check(lang.L("Contour lines are curves through the hexes"), func(pr *maps.TracePrint, on bool) { pr.Curves = on })
	t.overprint = check(lang.L("Lines are printed over the tints (offset print)"), func(pr *maps.TracePrint, on bool) { pr.Overprint = on })
	t.refine = check(lang.L("Refine the calibration from the printed grid"), func(pr *maps.TracePrint, on bool) { pr.AsClicked = !on })
	def := trace.DefaultOptions()
	entry := func(c trace.RGB) *widget.Entry {
		e := widget.NewEntry()
		e.SetPlaceHolder(trace.FormatRGB(c))
		e.OnSubmitted = func(string) { t.commitInks() }
		return e
	}
	t.water, t.road, t.contour = entry(def.Water), entry(def.Road), entry(def.Contour)
	// Folded at first: most traces keep the defaults.
	t.box = container.NewVBox(widget.NewAccordion(widget.NewAccordionItem(lang.L("How the map is printed"),
		container.NewVBox(
			t.curves, t.overprint, t.refine,
			widget.NewForm(
				widget.NewFormItem(lang.L("Water ink R,G,B"), t.water),
				widget.NewFormItem(lang.L("Road ink R,G,B"), t.road),
				widget.NewFormItem(lang.L("Contour ink R,G,B"), t.contour),
			),
		))))
	return t
}

// inks pairs each ink's entry with its field of the print style and its
// name in messages.
func (t *tracePrint) inks() []struct {
	name  string
	entry *widget.Entry
	field func(*maps.TracePrint) **[3]int
} {
	return []struct {
		name  string
		entry *widget.Entry
		field func(*maps.TracePrint) **[3]int
	}{
		{lang.L("water ink"), t.water, func(pr *maps.TracePrint) **[3]int { return &pr.Water }},
		{lang.L("road ink"), t.road, func(pr *maps.TracePrint) **[3]int { return &pr.Road }},
		{lang.L("contour ink"), t.contour, func(pr *maps.TracePrint) **[3]int { return &pr.Contour }},
	}
}

// commitInks stores the inks typed in the entries in the map's trace
// setup (an empty entry: the tracer's default), as one command.
// Errors: a colour that is not R,G,B with channels 0..255, naming the ink;
// nothing is stored then.
func (t *tracePrint) commitInks() error {
	s := t.p.e.Document().TraceSetup()
	for _, ink := range t.inks() {
		var v *[3]int
		if text := ink.entry.Text; text != "" {
			c, err := trace.ParseRGB(text)
			if err != nil {
				err = fmt.Errorf("%s: %w", ink.name, err)
				t.p.e.ReportErr(err)
				return err
			}
			v = trace.RGBInts(c)
		}
		*ink.field(&s.Print) = v
	}
	t.p.e.Do(t.p.e.Document().SetTraceSetup(lang.L("Set the inks of the trace"), s))
	return nil
}

// show sets the fields from the map's trace setup. An ink the designer
// has typed but not yet confirmed (Enter, or starting a trace) stays as
// typed while the setup's ink is the one shown before: ticking a box
// redraws the panel and must not throw the typing away. Once the
// setup's ink changes (an undo, a redo, another edit of the inks) the
// entry shows the setup's.
func (t *tracePrint) show() {
	pr := t.p.e.Document().TraceSetup().Print
	setCheck(t.curves, pr.Curves)
	setCheck(t.overprint, pr.Overprint)
	setCheck(t.refine, !pr.AsClicked)
	for i, ink := range t.inks() {
		text := ""
		if c := *ink.field(&pr); c != nil {
			text = trace.FormatRGB(trace.RGB{uint8(c[0]), uint8(c[1]), uint8(c[2])})
		}
		if typing := ink.entry.Text != t.shown[i]; typing && text == t.shown[i] {
			continue
		}
		t.shown[i] = text
		ink.entry.SetText(text)
	}
}

// setCheck shows on in c without calling its OnChanged.
func setCheck(c *widget.Check, on bool) {
	if c.Checked != on {
		c.Checked = on
		c.Refresh()
	}
}

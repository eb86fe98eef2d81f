package panels

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/sandtable/sandtable/maps/trace"
)

// PrintStyle is how the scanned map is printed, as the designer tells the
// tracer: the trace.Options a sheet's look decides. It is the trace
// panel's working state, like the taught examples, read when a trace
// starts; the check boxes and colour fields only show it.
type PrintStyle struct {
	// Curves: contour lines run through the hexes as curves (most printed
	// maps), not as strokes along the hexsides (trace.Options.Curves).
	Curves bool
	// Overprint: the lines are printed over the tints (offset print), so a
	// stream over woods is darker than over open ground
	// (trace.Options.Overprint).
	Overprint bool
	// Refine: the clicked calibration is refitted to the printed hex grid
	// before tracing (trace.Options.Refine), so three rough clicks do.
	Refine bool
	// Water, Road, Contour: the printed inks' colours, "R,G,B"; empty
	// keeps the tracer's default.
	Water, Road, Contour string
}

// apply sets opt from s.
// Errors: a colour that is not R,G,B with channels 0..255, naming the ink.
func (s PrintStyle) apply(opt *trace.Options) error {
	opt.Curves, opt.Overprint, opt.Refine = s.Curves, s.Overprint, s.Refine
	for _, c := range []struct {
		name, v string
		dst     *trace.RGB
	}{{lang.L("water ink"), s.Water, &opt.Water}, {lang.L("road ink"), s.Road, &opt.Road}, {lang.L("contour ink"), s.Contour, &opt.Contour}} {
		if c.v == "" {
			continue
		}
		rgb, err := trace.ParseRGB(c.v)
		if err != nil {
			return fmt.Errorf("%s: %w", c.name, err)
		}
		*c.dst = rgb
	}
	return nil
}

// tracePrint shows a PrintStyle and writes the designer's changes into it.
type tracePrint struct {
	style                     *PrintStyle
	curves, overprint, refine *widget.Check
	water, road, contour      *widget.Entry
	box                       *fyne.Container
}

// newTracePrint builds the fields for style, which they change.
func newTracePrint(style *PrintStyle) *tracePrint {
	t := &tracePrint{style: style}
	t.curves = widget.NewCheck(lang.L("Contour lines are curves through the hexes"), func(on bool) { t.style.Curves = on })
	t.overprint = widget.NewCheck(lang.L("Lines are printed over the tints (offset print)"), func(on bool) { t.style.Overprint = on })
	t.refine = widget.NewCheck(lang.L("Refine the calibration from the printed grid"), func(on bool) { t.style.Refine = on })
	def := trace.DefaultOptions()
	entry := func(dst *string, c trace.RGB) *widget.Entry {
		e := widget.NewEntry()
		e.SetPlaceHolder(trace.FormatRGB(c))
		e.OnChanged = func(s string) { *dst = s }
		return e
	}
	t.water = entry(&t.style.Water, def.Water)
	t.road = entry(&t.style.Road, def.Road)
	t.contour = entry(&t.style.Contour, def.Contour)
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
	t.show()
	return t
}

// show sets the fields from the style.
func (t *tracePrint) show() {
	t.curves.SetChecked(t.style.Curves)
	t.overprint.SetChecked(t.style.Overprint)
	t.refine.SetChecked(t.style.Refine)
	t.water.SetText(t.style.Water)
	t.road.SetText(t.style.Road)
	t.contour.SetText(t.style.Contour)
}

package editor

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
	"github.com/sandtable/sandtable/editor/ui"
)

// Control is a widget of the window a script can act on (a test driving
// the real window with xdotool finds the buttons as a user finds them, by
// their text): its kind ("button", "check", "radio", "entry", "select",
// "slider", "label", "tree", "list": a click near its top picks its first row), its text (a radio group's options joined by "|"), its
// rectangle in canvas units from the window's top-left corner, and whether
// it is inside the visible part of any scroll around it.
type Control struct {
	Kind, Text string
	Pos        fyne.Position
	Size       fyne.Size
	Visible    bool
}

// String is one line: kind x,y wxh visible|clipped "text".
func (c Control) String() string {
	vis := "visible"
	if !c.Visible {
		vis = "clipped"
	}
	return fmt.Sprintf("control %s %g,%g %gx%g %s %q", c.Kind, c.Pos.X, c.Pos.Y, c.Size.Width, c.Size.Height, vis, c.Text)
}

// Controls lists the window's controls that are shown (the selected tab's
// content, not the hidden ones), the top overlay's (a dialog's) last.
func (e *Editor) Controls() []Control {
	w := controlWalker{d: fyne.CurrentApp().Driver()}
	full := clip{max: fyne.NewPos(1e9, 1e9)}
	w.walk(e.win.Content(), full)
	if top := e.win.Canvas().Overlays().Top(); top != nil {
		w.walk(top, full)
	}
	return w.out
}

// clip is the visible rectangle, in absolute canvas units.
type clip struct{ min, max fyne.Position }

// controlWalker collects controls.
type controlWalker struct {
	d   fyne.Driver
	out []Control
}

func (w *controlWalker) walk(o fyne.CanvasObject, c clip) {
	if o == nil || !o.Visible() {
		return
	}
	switch v := o.(type) {
	case *fyne.Container:
		for _, k := range v.Objects {
			w.walk(k, c)
		}
	case *container.Scroll:
		p := w.d.AbsolutePositionForObject(v)
		inner := clip{min: p, max: p.Add(fyne.NewPos(v.Size().Width, v.Size().Height))}
		w.walk(v.Content, c.intersect(inner))
	case *container.AppTabs:
		if it := v.Selected(); it != nil {
			w.walk(it.Content, c)
		}
	case *container.Split:
		w.walk(v.Leading, c)
		w.walk(v.Trailing, c)
	case *widget.Button:
		w.add("button", v.Text, v, c)
	case *ui.TipButton:
		w.add("button", v.Text, v, c)
	case *widget.Check:
		w.add("check", v.Text, v, c)
	case *widget.RadioGroup:
		w.add("radio", strings.Join(v.Options, "|"), v, c)
	case *widget.Entry:
		w.add("entry", v.PlaceHolder, v, c)
	case *widget.Select:
		w.add("select", v.Selected, v, c)
	case *widget.Tree:
		w.add("tree", "", v, c)
	case *widget.List:
		w.add("list", "", v, c)
	case *widget.Slider:
		w.add("slider", fmt.Sprint(v.Value), v, c)
	case *widget.Label:
		w.add("label", v.Text, v, c)
	case *widget.Form:
		for _, it := range v.Items {
			w.walk(it.Widget, c)
		}
	case *widget.PopUp:
		w.walk(v.Content, c)
	}
}

// add records control o.
func (w *controlWalker) add(kind, text string, o fyne.CanvasObject, c clip) {
	p := w.d.AbsolutePositionForObject(o)
	s := o.Size()
	mid := p.Add(fyne.NewPos(s.Width/2, s.Height/2))
	vis := mid.X >= c.min.X && mid.Y >= c.min.Y && mid.X <= c.max.X && mid.Y <= c.max.Y
	w.out = append(w.out, Control{Kind: kind, Text: text, Pos: p, Size: s, Visible: vis})
}

// intersect returns the overlap of two clips.
func (c clip) intersect(d clip) clip {
	return clip{min: fyne.NewPos(max(c.min.X, d.min.X), max(c.min.Y, d.min.Y)),
		max: fyne.NewPos(min(c.max.X, d.max.X), min(c.max.Y, d.max.Y))}
}

package editor

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/sandtable/sandtable/maps/hexgrid"
)

// capture renders the whole window as the test driver paints it.
func capture(e *Editor) image.Image { return e.win.Canvas().Capture() }

// pixel returns the colour of img at canvas position p (canvas scale 1).
func pixel(img image.Image, p fyne.Position) color.RGBA {
	return color.RGBAModel.Convert(img.At(int(math.Round(float64(p.X))), int(math.Round(float64(p.Y))))).(color.RGBA)
}

// closeTo reports whether two colours differ by at most tol per channel.
func closeTo(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v >= -tol && v <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// countNear counts the pixels of img within r (canvas units around c) that
// are within tol of col.
func countNear(img image.Image, c fyne.Position, r int, col color.RGBA, tol int) int {
	n := 0
	for y := int(c.Y) - r; y <= int(c.Y)+r; y++ {
		for x := int(c.X) - r; x <= int(c.X)+r; x++ {
			if closeTo(color.RGBAModel.Convert(img.At(x, y)).(color.RGBA), col, tol) {
				n++
			}
		}
	}
	return n
}

// terrainColour returns the fill of terrain id in e's ruleset file.
func terrainColour(e *Editor, id string) color.RGBA {
	var c color.RGBA
	if t := e.doc.Ruleset().TerrainByID(id); t != nil {
		fmt.Sscanf(t.Color, "#%02x%02x%02x", &c.R, &c.G, &c.B)
	}
	c.A = 0xff
	return c
}

// lineColour returns the line colour e's ruleset file gives hexside or path
// type id.
func lineColour(e *Editor, id string) color.RGBA {
	hex := ""
	for _, h := range e.doc.Ruleset().Hexsides {
		if h.ID == id && h.Style != nil {
			hex = h.Style.Color
		}
	}
	for _, p := range e.doc.Ruleset().Paths {
		if p.ID == id && p.Style != nil {
			hex = p.Style.Color
		}
	}
	c := color.RGBA{A: 0xff}
	fmt.Sscanf(hex, "#%02x%02x%02x", &c.R, &c.G, &c.B)
	return c
}

// drag drags over the map view from hex a to hex b in steps, the way the
// desktop driver reports it (each event at the pointer's new position).
func drag(e *Editor, a, b hexgrid.Offset, steps int) {
	from, to := e.view.HexPosition(a), e.view.HexPosition(b)
	prev := from
	for i := 1; i <= steps; i++ {
		k := float32(i) / float32(steps)
		p := fyne.NewPos(from.X+(to.X-from.X)*k, from.Y+(to.Y-from.Y)*k)
		e.view.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	e.view.DragEnd()
}

// tapHex clicks the centre of hex o.
func tapHex(e *Editor, o hexgrid.Offset) {
	e.view.Tapped(&fyne.PointEvent{Position: e.view.HexPosition(o)})
}

// absHex returns the position of hex o's centre in a capture of the
// window.
func absHex(e *Editor, o hexgrid.Offset) fyne.Position { return screenPos(e, e.view.HexPosition(o)) }

// screenPos turns a position relative to the map view into a pixel of a
// capture. The test driver's AbsolutePositionForObject takes away the
// canvas's interactive-area inset (a fake one, 2 by 3, on the test canvas),
// which captures do not: add it back.
func screenPos(e *Editor, rel fyne.Position) fyne.Position {
	inset, _ := e.win.Canvas().InteractiveArea()
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(e.view).Add(inset).Add(rel)
}

// checkStates runs check on the model and a fresh capture after the edit,
// after undo and after redo.
func checkStates(t *testing.T, e *Editor, check func(t *testing.T, applied bool, img image.Image)) {
	t.Helper()
	check(t, true, capture(e))
	e.Undo()
	check(t, false, capture(e))
	e.Redo()
	check(t, true, capture(e))
}

// desktopShortcutRedo is Ctrl+Shift+Z as the desktop driver reports it.
var desktopShortcutRedo = desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}

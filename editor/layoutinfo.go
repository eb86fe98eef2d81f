package editor

import (
	"fmt"

	"fyne.io/fyne/v2"
)

// CenterOnHex pans the map so hex id is in the middle of the view.
// Errors: the map has no such hex.
func (e *Editor) CenterOnHex(id string) error {
	o, ok := e.doc.ParseHex(id)
	if !ok {
		return fmt.Errorf("centre on %s: no such hex on the map", id)
	}
	e.view.CenterOn(o)
	return nil
}

// LayoutInfo describes where the map is on the window, for scripts that
// drive the editor (sandtable -v): the view's top-left corner and size in
// canvas units, the canvas scale (device pixels per unit), the hex radius in
// device pixels, and the hex at the centre with its position. ok is false
// until the view is laid out.
func (e *Editor) LayoutInfo() (info string, ok bool) {
	sz := e.view.Size()
	if sz.IsZero() || e.view.Scale() == 0 {
		return "", false
	}
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.view)
	mid := fyne.NewPos(sz.Width/2, sz.Height/2)
	o, onMap := e.view.HexAt(mid)
	id := "-"
	if onMap {
		id = e.doc.HexID(o)
	}
	c := e.view.HexPosition(o)
	return fmt.Sprintf("layout view=%g,%g size=%gx%g canvas-scale=%g hex-radius=%g centre=%s at=%g,%g",
		abs.X, abs.Y, sz.Width, sz.Height, e.view.PixScale(), e.view.Scale(), id, abs.X+c.X, abs.Y+c.Y), true
}

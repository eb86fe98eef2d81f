package editor

import (
	"image"
	"math"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/mapview"
	"github.com/sandtable/sandtable/editor/panels"
	"github.com/sandtable/sandtable/editor/tools"
	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/maps/draw/tiles"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// The acceptance tests paint with each tool through the map view, then
// check the model and the rendered window after the edit, after undo and
// after redo.

func TestAcceptTerrainStroke(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	d := e.doc
	a, b := hex(t, d, "S2016"), hex(t, d, "S2018")
	mid := hex(t, d, "S2017")
	e.view.CenterOn(mid)
	woods, field := terrainColour(e, "woods"), terrainColour(e, "field")
	before := capture(e)
	for _, o := range []hexgrid.Offset{a, mid, b} {
		if got := pixel(before, absHex(e, o)); !closeTo(got, woods, 2) {
			t.Fatalf("%s starts as %v, want woods %v", d.HexID(o), got, woods)
		}
	}
	e.tools.ChooseKey('t')
	if !e.tools.Terrain.ChooseTerrain("field") {
		t.Fatal("no field in the palette")
	}
	drag(e, a, b, 8)
	if n := d.History().Len(); n != 1 {
		t.Fatalf("one stroke gave %d commands", n)
	}
	checkStates(t, e, func(t *testing.T, on bool, img image.Image) {
		want, col := "woods", woods
		if on {
			want, col = "field", field
		}
		for _, o := range []hexgrid.Offset{a, mid, b} {
			if got := d.TerrainAt(o); got != want {
				t.Errorf("applied %v: model %s = %s, want %s", on, d.HexID(o), got, want)
			}
			if got := pixel(img, absHex(e, o)); !closeTo(got, col, 2) {
				t.Errorf("applied %v: pixel at %s = %v, want %v", on, d.HexID(o), got, col)
			}
		}
		// The hex beyond the stroke never changes.
		if got := pixel(img, absHex(e, hex(t, d, "S2019"))); !closeTo(got, woods, 2) {
			t.Errorf("S2019 changed: %v", got)
		}
	})
}

func TestAcceptFloodFill(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	d := e.doc
	centre := hex(t, d, "S2016")
	ring := d.Geometry().Grid.Neighbors(centre)
	e.Do(d.PaintTerrain(0, "field", ring[:]...))
	e.tools.ChooseKey('t')
	e.tools.Terrain.ChooseTerrain("marsh")
	e.tools.Terrain.Mode.SetSelected(e.tools.Terrain.Modes.Label(tools.ModeFill))
	tapHex(e, ring[0])
	for _, o := range ring {
		if d.TerrainAt(o) != "marsh" {
			t.Errorf("%s not filled", d.HexID(o))
		}
	}
	if d.TerrainAt(centre) != "woods" {
		t.Error("the fill leaked into the enclosed hex")
	}
	if got := d.History().UndoLabel(); got != "Paint Marsh (6 hexes)" {
		t.Errorf("fill command %q", got)
	}
}

func TestAcceptElevation(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	d := e.doc
	o := hex(t, d, "S2016")
	north := hex(t, d, "S2015")
	e.view.CenterOn(o)
	e.tools.ChooseKey('e')
	e.tools.Elevation.SetLevel(2)
	tapHex(e, o)
	contour := tiles.ContourColor()
	checkStates(t, e, func(t *testing.T, on bool, img image.Image) {
		abs := screenPos(e, e.view.SidePosition(hexgrid.Hexside{Hex: o, Dir: hexgrid.DirN}))
		want := map[bool]int{true: 2, false: 0}[on]
		if got := d.Elevation(o); got != want {
			t.Errorf("applied %v: level %d, want %d", on, got, want)
		}
		if got := d.Elevation(north); got != 0 {
			t.Errorf("the neighbour's level changed to %d", got)
		}
		n := countNear(img, abs, 4, contour, 40)
		if on && n < 6 || !on && n != 0 {
			t.Errorf("applied %v: %d contour pixels on the side S2016/N", on, n)
		}
	})
}

func TestAcceptStreamHexside(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	d := e.doc
	o := hex(t, d, "S2016")
	e.view.CenterOn(o)
	e.tools.ChooseKey('h')
	if !e.tools.Side.ChooseAction("stream") {
		t.Fatal("no stream in the hexside palette")
	}
	s := hexgrid.Hexside{Hex: o, Dir: hexgrid.DirN}
	c, m := e.view.HexPosition(o), e.view.SidePosition(s)
	// Click inside S2016, most of the way to its north edge.
	at := fyne.NewPos(c.X+(m.X-c.X)*0.85, c.Y+(m.Y-c.Y)*0.85)
	e.view.Tapped(&fyne.PointEvent{Position: at})
	if got, ok := e.view.SelectedSide(); !ok || got != s {
		t.Errorf("selected side %v %v", got, ok)
	}
	if e.inspector.SideFields == nil || e.inspector.SideFields.Type.Selected != ui.SideTypeName(e.Document(), "stream") {
		t.Error("the inspector does not show the stream hexside")
	}
	e.view.SelectSide(hexgrid.Hexside{}, false) // so the highlight does not hide the stream
	stream := lineColour(e, "stream")
	checkStates(t, e, func(t *testing.T, on bool, img image.Image) {
		abs := screenPos(e, e.view.SidePosition(s))
		h, ok := d.Map().Hexsides["S2016/N"]
		if on != ok || on && h.Type != "stream" {
			t.Errorf("applied %v: hexside %+v %v", on, h, ok)
		}
		if n := countNear(img, abs, 2, stream, 10); on != (n > 4) {
			t.Errorf("applied %v: %d stream-coloured pixels at the middle of the edge", on, n)
		}
	})
}

func TestAcceptRoad(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	d := e.doc
	a, b, c := hex(t, d, "S2016"), hex(t, d, "S2017"), hex(t, d, "S2018")
	e.view.CenterOn(b)
	e.tools.ChooseKey('p')
	e.tools.Path.Name.SetText("Test Road")
	e.tools.Path.Types.SetSelected("road")
	drag(e, a, c, 10)
	if n := d.History().Len(); n != 1 {
		t.Fatalf("laying the road gave %d commands", n)
	}
	road := lineColour(e, "road")
	checkStates(t, e, func(t *testing.T, on bool, img image.Image) {
		pa, pb := absHex(e, a), absHex(e, b)
		between := fyne.NewPos((pa.X+pb.X)/2, (pa.Y+pb.Y)/2)
		p := d.PathByID("test-road")
		if on && (p == nil || len(p.Hexes) != 3 || p.Name != "Test Road" || p.Type != "road") || !on && p != nil {
			t.Errorf("applied %v: path %+v", on, p)
		}
		if n := countNear(img, between, 3, road, 12); on != (n > 4) {
			t.Errorf("applied %v: %d road-coloured pixels between S2016 and S2017", on, n)
		}
	})
	// A step to a hex that is not next to the path's end is refused.
	tapHex(e, hex(t, d, "S2030"))
	if n := len(d.PathByID("test-road").Hexes); n != 3 {
		t.Errorf("a far hex was added: %d hexes", n)
	}
	if got := e.status.message.Text; got == "" {
		t.Error("no message for the refused step")
	}
}

func TestAcceptPlaceUnitAndFacing(t *testing.T) {
	e := newTestEditor(t, openBuiltin(t))
	d := e.doc
	id := unplacedUnit(t, e)
	o := hex(t, d, "S2016")
	e.view.CenterOn(o)
	e.tabs.SelectIndex(1)
	// Drag the unit's row of the OOB tree onto S2016.
	n := panels.NewOOBNode(e.oob)
	n.ShowNode(panels.UnitNode + id)
	n.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{AbsolutePosition: viewPos(e, o)}})
	n.DragEnd()
	side := tiles.SideColor(d.OOB().Unit(id).Side)
	checkStates(t, e, func(t *testing.T, on bool, img image.Image) {
		st := d.SetupOf(id)
		if on && (st == nil || st.Hex != "S2016" || st.Facing != "NE") || !on && st != nil {
			t.Errorf("applied %v: setup %+v", on, st)
		}
		if n := countNear(img, absHex(e, o), 8, side, 3); on != (n > 100) {
			t.Errorf("applied %v: %d counter-coloured pixels around the hex centre", on, n)
		}
	})
	// Turn it with the wheel over its hex (unit tool): NE -> E.
	e.tools.ChooseKey('u')
	tapHex(e, o)
	if _, _, sel := e.view.Selection(); sel != id {
		t.Fatalf("selected %q, want %s", sel, id)
	}
	e.view.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: e.view.HexPosition(o)}, Scrolled: fyne.Delta{DY: mapview.WheelStep}})
	dark := tiles.FacingColor()
	checkStates(t, e, func(t *testing.T, on bool, img image.Image) {
		tipNE, tipE := facingTip(e, o, math.Pi/3), facingTip(e, o, 0)
		want, tip, other := "NE", tipNE, tipE
		if on {
			want, tip, other = "E", tipE, tipNE
		}
		if got := d.SetupOf(id).Facing; got != want {
			t.Errorf("applied %v: facing %s, want %s", on, got, want)
		}
		if n := countNear(img, tip, 2, dark, 30); n < 3 {
			t.Errorf("applied %v: no facing mark towards %s (%d dark pixels)", on, want, n)
		}
		if n := countNear(img, other, 2, dark, 30); n != 0 {
			t.Errorf("applied %v: %d facing-mark pixels where there should be none", on, n)
		}
	})
	// The keyboard turns it too.
	e.tools.Rune('r')
	if got := d.SetupOf(id).Facing; got != "SE" {
		t.Errorf("r: facing %s, want SE", got)
	}
}

// unplacedUnit returns an infantry unit of the OOB the scenario does not set
// up.
func unplacedUnit(t *testing.T, e *Editor) string {
	t.Helper()
	for _, u := range e.doc.OOB().Units {
		if e.doc.SetupOf(u.ID) == nil && u.Class == "infantry" {
			return u.ID
		}
	}
	t.Fatal("every infantry unit is set up")
	return ""
}

// facingTip returns the canvas position of the facing mark's inner part
// towards the vertex at angle a (radians, counter-clockwise from east, flat
// hexes: 0 is E, pi/3 is NE) of a counter alone in hex o.
func facingTip(e *Editor, o hexgrid.Offset, a float64) fyne.Position {
	c := absHex(e, o)
	r := float32(0.72 * e.view.Scale() / e.view.PixScale())
	return fyne.NewPos(c.X+r*float32(math.Cos(a)), c.Y-r*float32(math.Sin(a)))
}

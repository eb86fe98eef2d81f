package tools

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/editor/ui/uitest"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// host is the stand-in window with the tooltips the palette needs.
type host struct {
	*uitest.Host
	tips *ui.Tips
}

func (h host) Tips() *ui.Tips { return h.tips }

func newHost(t *testing.T) host {
	h := uitest.New(t)
	return host{Host: h, tips: ui.NewTips(func() fyne.Size { return h.Win.Canvas().Size() })}
}

// newToolbox makes the palette on a stand-in window, installed as its edit
// mode and hearing of the document's changes as in the window.
func newToolbox(t *testing.T) (host, *Toolbox) {
	h := newHost(t)
	tb := NewToolbox(h)
	h.Edit = tb.Mode()
	h.Changed = tb.ModelChanged
	tb.DocumentChanged()
	return h, tb
}

// TestTerrainStrokeIsOneCommand: the terrain tool, driven by a drag over
// the map view, changes the document only through Do, as one command (the
// stroke key merges the hexes of one gesture), which one undo takes back.
func TestTerrainStrokeIsOneCommand(t *testing.T) {
	h, tb := newToolbox(t)
	if !tb.ChooseKey('t') {
		t.Fatal("no terrain tool on key t")
	}
	d := h.Doc
	a, b := h.Hex(t, "S2706"), h.Hex(t, "S2708")
	h.Map.CenterOn(a)
	before := []string{d.TerrainAt(a), d.TerrainAt(b)}
	want := tb.Terrain.terrain
	if want == before[0] || want == before[1] {
		i := slices.IndexFunc(tb.Terrain.IDs, func(id string) bool { return id != before[0] && id != before[1] })
		tb.Terrain.choose(i)
		want = tb.Terrain.terrain
	}
	from, to := h.Map.HexPosition(a), h.Map.HexPosition(b)
	prev := from
	for i := 1; i <= 6; i++ {
		k := float32(i) / 6
		p := fyne.NewPos(from.X+(to.X-from.X)*k, from.Y+(to.Y-from.Y)*k)
		h.Map.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	h.Map.DragEnd()
	if d.TerrainAt(a) != want || d.TerrainAt(b) != want {
		t.Fatalf("after the stroke: %s %s, %s %s; want both %s", "S2706", d.TerrainAt(a), "S2708", d.TerrainAt(b), want)
	}
	if n := d.History().Pos(); n != 1 {
		t.Errorf("the stroke made %d undo steps, want 1", n)
	}
	if _, ok := d.Undo(); !ok || d.TerrainAt(a) != before[0] || d.TerrainAt(b) != before[1] {
		t.Errorf("one undo left %s and %s, want %v", d.TerrainAt(a), d.TerrainAt(b), before)
	}
}

// TestUnitToolExtendsAndMoves: the unit tool, driven by drags over the
// map, extends a counter into the hex beside it, takes the extension back,
// moves the unit, and Delete takes it off the map.
func TestUnitToolExtendsAndMoves(t *testing.T) {
	h, tb := newToolbox(t)
	d := h.Doc
	id := unplacedUnit(t, h)
	o := h.Hex(t, "S2016")
	c, _ := d.PlaceUnit(id, o)
	h.Do(c)
	h.Map.CenterOn(o)
	tb.ChooseKey('u')
	h.TapHex(o)
	flank := d.Geometry().Grid.Neighbor(o, hexgrid.DirSE) // beside a unit facing NE
	h.Drag(o, flank, 4)
	if st := d.SetupOf(id); st.ExtendedTo != d.HexID(flank) || st.Extension != "line" {
		t.Errorf("extend: %+v", st)
	}
	h.Drag(o, o, 1)
	if st := d.SetupOf(id); st.ExtendedTo != "" {
		t.Errorf("unextend: %+v", st)
	}
	far := h.Hex(t, "S2019")
	h.Drag(o, far, 6)
	if st := d.SetupOf(id); st.Hex != "S2019" {
		t.Errorf("move: %+v", st)
	}
	h.Map.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if d.SetupOf(id) != nil {
		t.Error("Delete did not take the unit off the map")
	}
}

// TestAreaAndLabelTools: a drag over three hexes adds them to a new area
// and tints them; a click takes a member out; the label tool writes a
// hex label and a place.
func TestAreaAndLabelTools(t *testing.T) {
	h, tb := newToolbox(t)
	d := h.Doc
	a, b := h.Hex(t, "S2016"), h.Hex(t, "S2018")
	h.Map.CenterOn(a)
	tb.ChooseKey('a')
	tb.Area.Add("test-field", "Test Field", "field")
	h.Drag(a, b, 6)
	if got := len(d.AreaHexes("test-field")); got != 3 {
		t.Errorf("area has %d hexes after a drag over three", got)
	}
	if len(h.Map.Marks().Marked) != 3 {
		t.Errorf("%d hexes tinted", len(h.Map.Marks().Marked))
	}
	h.TapHex(a)
	if got := len(d.AreaHexes("test-field")); got != 2 {
		t.Errorf("clicking a member did not take it out: %d", got)
	}
	tb.ChooseKey('l')
	tb.Label.Text.SetText("Test Mill")
	tb.Label.Place.SetChecked(true)
	h.TapHex(b)
	if d.Hex(b).Label != "Test Mill" || len(d.PlacesAt(b)) != 1 {
		t.Errorf("label %q, places %v", d.Hex(b).Label, d.PlacesAt(b))
	}
}

// unplacedUnit returns an infantry unit of the OOB that is not set up.
func unplacedUnit(t *testing.T, h host) string {
	t.Helper()
	for _, u := range h.Doc.OOB().Units {
		if h.Doc.SetupOf(u.ID) == nil && u.Class == "infantry" {
			return u.ID
		}
	}
	t.Fatal("every infantry unit is set up")
	return ""
}

// The hexside tool picks the nearest hexside of the clicked hex wherever the
// click is inside it, even close to the centre.
func TestHexsideToolPicksNearestSideNearCentre(t *testing.T) {
	h, tb := newToolbox(t)
	o := h.Hex(t, "S2016")
	h.Map.CenterOn(o)
	if !tb.ChooseKey('h') {
		t.Fatal("no hexside tool on key h")
	}
	grid := h.Doc.Geometry().Grid
	for _, dir := range grid.Directions() {
		s := grid.Side(o, dir)
		c, m := h.Map.HexPosition(o), h.Map.SidePosition(s)
		at := fyne.NewPos(c.X+(m.X-c.X)*0.2, c.Y+(m.Y-c.Y)*0.2)
		h.Map.Tapped(&fyne.PointEvent{Position: at})
		if got, ok := h.Map.SelectedSide(); !ok || got != s {
			t.Errorf("click 0.2 of the way to side %v selected %v %v", dir, got, ok)
		}
	}
}

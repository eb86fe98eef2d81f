package tools

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sandtable/sandtable/editor/ui"
	"github.com/sandtable/sandtable/editor/ui/uitest"
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

// TestTerrainStrokeIsOneCommand: the terrain tool, driven by a drag over
// the map view, changes the document only through Do, as one command (the
// stroke key merges the hexes of one gesture), which one undo takes back.
func TestTerrainStrokeIsOneCommand(t *testing.T) {
	h := newHost(t)
	tb := NewToolbox(h)
	h.Edit = tb.Mode()
	tb.DocumentChanged()
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

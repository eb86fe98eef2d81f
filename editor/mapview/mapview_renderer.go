package mapview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// mapViewRenderer lays out the tiles of a MapView: the tiles that cover the
// view, drawn if stale, placed at their offset from the view's top-left.
type mapViewRenderer struct {
	m       *MapView
	bg      *canvas.Rectangle
	objects []fyne.CanvasObject
}

// Layout implements fyne.WidgetRenderer. A resize keeps the map point in the
// middle of the view in place.
func (r *mapViewRenderer) Layout(size fyne.Size) {
	m := r.m
	if old := m.size; !old.IsZero() && m.scale > 0 {
		ps := m.PixScale()
		m.offX += float64(old.Width-size.Width) * ps / 2
		m.offY += float64(old.Height-size.Height) * ps / 2
	}
	m.size = size
	r.bg.Resize(size)
	if p := m.pending; p != nil && !size.IsZero() {
		m.pending = nil
		m.CenterOn(*p) // refreshes, which arranges
		return
	}
	r.arrange()
}

// MinSize implements fyne.WidgetRenderer.
func (r *mapViewRenderer) MinSize() fyne.Size { return fyne.NewSize(160, 120) }

// Refresh implements fyne.WidgetRenderer.
func (r *mapViewRenderer) Refresh() {
	r.arrange()
	canvas.Refresh(r.m)
}

// Objects implements fyne.WidgetRenderer.
func (r *mapViewRenderer) Objects() []fyne.CanvasObject { return r.objects }

// Destroy implements fyne.WidgetRenderer.
func (r *mapViewRenderer) Destroy() {}

// arrange brings the tiles that cover the view up to date and places them.
func (r *mapViewRenderer) arrange() {
	m := r.m
	if m.size.IsZero() {
		return
	}
	m.ensureScale()
	m.tiles.DropOtherZooms(m.scale)
	ps := float32(m.PixScale())
	tx0, ty0, tx1, ty1 := m.visibleTiles()
	keep := make(map[TileKey]bool, (tx1-tx0+1)*(ty1-ty0+1))
	var staleKeys []TileKey
	var stale []*tile
	objs := append(r.objects[:0], r.bg)
	for ty := ty0; ty <= ty1; ty++ {
		for tx := tx0; tx <= tx1; tx++ {
			k := TileKey{m.scale, tx, ty}
			t := m.tiles.Get(k)
			keep[k] = true
			if t.Stale() {
				staleKeys, stale = append(staleKeys, k), append(stale, t)
			}
			t.obj.Move(fyne.NewPos(float32(float64(tx*tileSize)-m.offX)/ps, float32(float64(ty*tileSize)-m.offY)/ps))
			t.obj.Resize(fyne.NewSquareSize(tileSize / ps))
			objs = append(objs, t.obj)
		}
	}
	if len(stale) > 0 {
		m.sync()
	}
	renderTiles(m.scene, staleKeys, stale)
	m.drawn += len(stale)
	for _, t := range stale {
		t.obj.Refresh()
	}
	r.objects = objs
	m.tiles.trim(keep, 3*len(keep)+16)
}

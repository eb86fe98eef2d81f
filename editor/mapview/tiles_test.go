package mapview

import (
	"image"
	"testing"
)

func TestFloorDiv(t *testing.T) {
	for _, c := range [][3]int{{0, 256, 0}, {255, 256, 0}, {256, 256, 1}, {-1, 256, -1}, {-256, 256, -1}, {-257, 256, -2}} {
		if got := FloorDiv(c[0], c[1]); got != c[2] {
			t.Errorf("floorDiv(%d, %d) = %d, want %d", c[0], c[1], got, c[2])
		}
	}
}

func TestTileCacheInvalidate(t *testing.T) {
	c := NewTileCache()
	for ty := -1; ty <= 1; ty++ {
		for tx := -1; tx <= 1; tx++ {
			c.Get(TileKey{10, tx, ty}).Dirty = image.Rectangle{}
		}
	}
	c.Invalidate(10, image.Rect(250, 250, 260, 260)) // the corner of four tiles
	stale := 0
	for k, tl := range c.Tiles {
		if tl.Stale() {
			stale++
			if k.TX < 0 || k.TY < 0 {
				t.Errorf("tile %v made stale", k)
			}
		}
	}
	if stale != 4 {
		t.Errorf("%d stale tiles, want 4", stale)
	}
	c.DropOtherZooms(20)
	if len(c.Tiles) != 0 || len(c.Spare) != 9 {
		t.Errorf("after a zoom change: %d tiles, %d spares; want 0 and 9", len(c.Tiles), len(c.Spare))
	}
	if tl := c.Get(TileKey{20, 0, 0}); !tl.Stale() || len(c.Spare) != 8 {
		t.Error("a new tile does not reuse a spare, or is not stale")
	}
}

package mapview

import (
	"image"
	"runtime"
	"sync"

	"fyne.io/fyne/v2/canvas"

	"github.com/sandtable/sandtable/maps/draw/tiles"
)

// tileSize is the side of a map tile, in device pixels.
const tileSize = 256

// TileKey names a tile: the zoom it was drawn at (hex radius in device
// pixels) and its column and row in the grid of tiles of that zoom (tile
// (tx, ty) covers map pixels [tx*tileSize, (tx+1)*tileSize) across and the
// same down).
type TileKey struct {
	scale  float64
	TX, TY int
}

// tile is one cached tile: its pixels, the canvas image showing them, and
// the part of it (tile pixels) that must be drawn again before showing.
type tile struct {
	img   *image.RGBA
	obj   *canvas.Image
	Dirty image.Rectangle
}

// tileRect is the whole of a tile, in its own pixels.
var tileRect = image.Rect(0, 0, tileSize, tileSize)

// Stale reports whether some of the tile must be drawn again.
func (t *tile) Stale() bool { return !t.Dirty.Empty() }

// tileCache keeps the tiles of the current zoom, and spare tiles whose
// buffers and canvas images are reused.
type tileCache struct {
	Tiles map[TileKey]*tile
	Spare []*tile
}

func NewTileCache() *tileCache { return &tileCache{Tiles: map[TileKey]*tile{}} }

// maxSpare bounds the spare tiles kept for reuse.
const maxSpare = 64

// Get returns the tile of k, taking a spare one (marked stale) if k has
// none yet.
func (c *tileCache) Get(k TileKey) *tile {
	if t, ok := c.Tiles[k]; ok {
		return t
	}
	var t *tile
	if n := len(c.Spare); n > 0 {
		t, c.Spare = c.Spare[n-1], c.Spare[:n-1]
	} else {
		t = &tile{img: image.NewRGBA(image.Rect(0, 0, tileSize, tileSize))}
		t.obj = canvas.NewImageFromImage(t.img)
		t.obj.FillMode = canvas.ImageFillStretch
		t.obj.ScaleMode = canvas.ImageScaleFastest // never resampled on the CPU
	}
	t.Dirty = tileRect
	c.Tiles[k] = t
	return t
}

// release moves the tile of k to the spares.
func (c *tileCache) release(k TileKey) {
	t, ok := c.Tiles[k]
	if !ok {
		return
	}
	delete(c.Tiles, k)
	if len(c.Spare) < maxSpare {
		c.Spare = append(c.Spare, t)
	}
}

// DropOtherZooms releases every tile not drawn at scale.
func (c *tileCache) DropOtherZooms(scale float64) {
	for k := range c.Tiles {
		if k.scale != scale {
			c.release(k)
		}
	}
}

// Invalidate marks for drawing again the part of r (map pixels at zoom
// scale) on each tile of that zoom it meets.
func (c *tileCache) Invalidate(scale float64, r image.Rectangle) {
	for ty := FloorDiv(r.Min.Y, tileSize); ty <= FloorDiv(r.Max.Y-1, tileSize); ty++ {
		for tx := FloorDiv(r.Min.X, tileSize); tx <= FloorDiv(r.Max.X-1, tileSize); tx++ {
			if t, ok := c.Tiles[TileKey{scale, tx, ty}]; ok {
				part := r.Sub(image.Pt(tx*tileSize, ty*tileSize)).Intersect(tileRect)
				t.Dirty = t.Dirty.Union(part)
			}
		}
	}
}

// InvalidateAll marks every tile for drawing again, whole.
func (c *tileCache) InvalidateAll() {
	for _, t := range c.Tiles {
		t.Dirty = tileRect
	}
}

// trim releases tiles not in keep once more than limit are cached.
func (c *tileCache) trim(keep map[TileKey]bool, limit int) {
	if len(c.Tiles) <= limit {
		return
	}
	for k := range c.Tiles {
		if !keep[k] {
			c.release(k)
		}
	}
}

// renderTiles draws the dirty part of the given tiles of scene, in parallel
// on the available CPUs, and returns when all are done.
func renderTiles(scene *tiles.Scene, keys []TileKey, tiles []*tile) {
	if len(keys) == 1 {
		drawTile(scene, keys[0], tiles[0])
		return
	}
	workers := min(len(keys), runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Go(func() {
			for i := range next {
				drawTile(scene, keys[i], tiles[i])
			}
		})
	}
	for i := range keys {
		next <- i
	}
	close(next)
	wg.Wait()
}

// drawTile draws the dirty part of tile t (key k): a sub-image whose view
// is moved so each pixel shows what a whole-tile draw would.
func drawTile(scene *tiles.Scene, k TileKey, t *tile) {
	r := t.Dirty
	dst := t.img
	if r != tileRect {
		dst = t.img.SubImage(r).(*image.RGBA)
	}
	scene.Draw(dst, tiles.View{
		OriginX: float64(k.TX*tileSize + r.Min.X), OriginY: float64(k.TY*tileSize + r.Min.Y), Scale: k.scale,
	})
	t.Dirty = image.Rectangle{}
}

// FloorDiv returns a/b rounded towards minus infinity (b > 0).
func FloorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

package editor

import (
	"image"
	"runtime"
	"sync"

	"fyne.io/fyne/v2/canvas"

	"github.com/sandtable/sandtable/maps/draw/tiles"
)

// tileSize is the side of a map tile, in device pixels.
const tileSize = 256

// tileKey names a tile: the zoom it was drawn at (hex radius in device
// pixels) and its column and row in the grid of tiles of that zoom (tile
// (tx, ty) covers map pixels [tx*tileSize, (tx+1)*tileSize) across and the
// same down).
type tileKey struct {
	scale  float64
	tx, ty int
}

// tile is one cached tile: its pixels, the canvas image showing them, and
// the part of it (tile pixels) that must be drawn again before showing.
type tile struct {
	img   *image.RGBA
	obj   *canvas.Image
	dirty image.Rectangle
}

// tileRect is the whole of a tile, in its own pixels.
var tileRect = image.Rect(0, 0, tileSize, tileSize)

// stale reports whether some of the tile must be drawn again.
func (t *tile) stale() bool { return !t.dirty.Empty() }

// tileCache keeps the tiles of the current zoom, and spare tiles whose
// buffers and canvas images are reused.
type tileCache struct {
	tiles map[tileKey]*tile
	spare []*tile
}

func newTileCache() *tileCache { return &tileCache{tiles: map[tileKey]*tile{}} }

// maxSpare bounds the spare tiles kept for reuse.
const maxSpare = 64

// get returns the tile of k, taking a spare one (marked stale) if k has
// none yet.
func (c *tileCache) get(k tileKey) *tile {
	if t, ok := c.tiles[k]; ok {
		return t
	}
	var t *tile
	if n := len(c.spare); n > 0 {
		t, c.spare = c.spare[n-1], c.spare[:n-1]
	} else {
		t = &tile{img: image.NewRGBA(image.Rect(0, 0, tileSize, tileSize))}
		t.obj = canvas.NewImageFromImage(t.img)
		t.obj.FillMode = canvas.ImageFillStretch
		t.obj.ScaleMode = canvas.ImageScaleFastest // never resampled on the CPU
	}
	t.dirty = tileRect
	c.tiles[k] = t
	return t
}

// release moves the tile of k to the spares.
func (c *tileCache) release(k tileKey) {
	t, ok := c.tiles[k]
	if !ok {
		return
	}
	delete(c.tiles, k)
	if len(c.spare) < maxSpare {
		c.spare = append(c.spare, t)
	}
}

// dropOtherZooms releases every tile not drawn at scale.
func (c *tileCache) dropOtherZooms(scale float64) {
	for k := range c.tiles {
		if k.scale != scale {
			c.release(k)
		}
	}
}

// invalidate marks for drawing again the part of r (map pixels at zoom
// scale) on each tile of that zoom it meets.
func (c *tileCache) invalidate(scale float64, r image.Rectangle) {
	for ty := floorDiv(r.Min.Y, tileSize); ty <= floorDiv(r.Max.Y-1, tileSize); ty++ {
		for tx := floorDiv(r.Min.X, tileSize); tx <= floorDiv(r.Max.X-1, tileSize); tx++ {
			if t, ok := c.tiles[tileKey{scale, tx, ty}]; ok {
				part := r.Sub(image.Pt(tx*tileSize, ty*tileSize)).Intersect(tileRect)
				t.dirty = t.dirty.Union(part)
			}
		}
	}
}

// invalidateAll marks every tile for drawing again, whole.
func (c *tileCache) invalidateAll() {
	for _, t := range c.tiles {
		t.dirty = tileRect
	}
}

// trim releases tiles not in keep once more than limit are cached.
func (c *tileCache) trim(keep map[tileKey]bool, limit int) {
	if len(c.tiles) <= limit {
		return
	}
	for k := range c.tiles {
		if !keep[k] {
			c.release(k)
		}
	}
}

// renderTiles draws the dirty part of the given tiles of scene, in parallel
// on the available CPUs, and returns when all are done.
func renderTiles(scene *tiles.Scene, keys []tileKey, tiles []*tile) {
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
func drawTile(scene *tiles.Scene, k tileKey, t *tile) {
	r := t.dirty
	dst := t.img
	if r != tileRect {
		dst = t.img.SubImage(r).(*image.RGBA)
	}
	scene.Draw(dst, tiles.View{
		OriginX: float64(k.tx*tileSize + r.Min.X), OriginY: float64(k.ty*tileSize + r.Min.Y), Scale: k.scale,
	})
	t.dirty = image.Rectangle{}
}

// floorDiv returns a/b rounded towards minus infinity (b > 0).
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

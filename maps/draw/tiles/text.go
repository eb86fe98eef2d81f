package tiles

import (
	"encoding/binary"
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// typeface picks one of the two Go fonts the renderer uses.
type typeface uint8

const (
	regular typeface = iota // hex ids
	bold                    // counter names
)

// glyphKey names one rasterized glyph: face, size in pixels, rune.
type glyphKey struct {
	face typeface
	px   int
	r    rune
}

// glyph is a rasterized glyph: its coverage mask, the mask's rectangle
// relative to the pen position on the baseline, and the pen advance in pixels.
type glyph struct {
	mask    *image.Alpha
	rect    image.Rectangle
	advance float64
}

// glyphCache rasterizes each glyph once per size and shares it between all
// draws (safe for concurrent use: masks are never changed after creation).
type glyphCache struct {
	mu     sync.RWMutex
	glyphs map[glyphKey]*glyph
	faces  map[[2]int]font.Face
	ascent map[[2]int]float64
	tables map[[2]int]*glyphTable
}

// glyphTable holds the ASCII glyphs of one face at one pixel size, all
// rasterized when the table is made and read-only after: text looks its
// table up once per string, not the cache once per character.
type glyphTable struct {
	face  typeface
	px    int
	ascii [128]*glyph
}

// get returns the glyph of r, from the table when it is ASCII.
func (t *glyphTable) get(r rune) *glyph {
	if r >= 0 && r < 128 {
		return t.ascii[r]
	}
	return glyphs.get(t.face, t.px, r)
}

var glyphs = &glyphCache{
	glyphs: map[glyphKey]*glyph{},
	faces:  map[[2]int]font.Face{},
	ascent: map[[2]int]float64{},
	tables: map[[2]int]*glyphTable{},
}

var parseFonts = sync.OnceValue(func() [2]*opentype.Font {
	r, err1 := opentype.Parse(goregular.TTF)
	b, err2 := opentype.Parse(gobold.TTF)
	if err1 != nil || err2 != nil {
		// The fonts are compiled in: failing to parse them is a broken build.
		panic("render: cannot parse the built-in Go fonts")
	}
	return [2]*opentype.Font{r, b}
})

// get returns the glyph of r in face f at px pixels (font size).
func (gc *glyphCache) get(f typeface, px int, r rune) *glyph {
	k := glyphKey{f, px, r}
	gc.mu.RLock()
	g, ok := gc.glyphs[k]
	gc.mu.RUnlock()
	if ok {
		return g
	}
	gc.mu.Lock()
	defer gc.mu.Unlock()
	if g, ok := gc.glyphs[k]; ok {
		return g
	}
	g = gc.rasterize(gc.face(f, px), r)
	gc.glyphs[k] = g
	return g
}

// table returns the ASCII glyph table of face f at px pixels, making it
// (every ASCII glyph rasterized) the first time.
func (gc *glyphCache) table(f typeface, px int) *glyphTable {
	k := [2]int{int(f), px}
	gc.mu.RLock()
	t, ok := gc.tables[k]
	gc.mu.RUnlock()
	if ok {
		return t
	}
	gc.mu.Lock()
	defer gc.mu.Unlock()
	if t, ok := gc.tables[k]; ok {
		return t
	}
	t = &glyphTable{face: f, px: px}
	fc := gc.face(f, px)
	for r := range rune(128) {
		gk := glyphKey{f, px, r}
		g, ok := gc.glyphs[gk]
		if !ok {
			g = gc.rasterize(fc, r)
			gc.glyphs[gk] = g
		}
		t.ascii[r] = g
	}
	gc.tables[k] = t
	return t
}

// face returns the font face of f at px pixels; gc.mu must be held.
func (gc *glyphCache) face(f typeface, px int) font.Face {
	k := [2]int{int(f), px}
	if fc, ok := gc.faces[k]; ok {
		return fc
	}
	fc, err := opentype.NewFace(parseFonts()[f], &opentype.FaceOptions{Size: float64(px), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic("render: cannot make a face of the built-in Go fonts: " + err.Error())
	}
	gc.faces[k] = fc
	gc.ascent[k] = float64(fc.Metrics().Ascent) / 64
	return fc
}

// rasterize copies the mask of r in fc; gc.mu must be held.
func (gc *glyphCache) rasterize(fc font.Face, r rune) *glyph {
	dr, mask, mp, adv, ok := fc.Glyph(fixed.Point26_6{}, r)
	if !ok {
		dr, mask, mp, adv, _ = fc.Glyph(fixed.Point26_6{}, '?')
	}
	g := &glyph{rect: dr, advance: float64(adv) / 64, mask: image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))}
	if mask != nil {
		draw.Draw(g.mask, g.mask.Bounds(), mask, mp, draw.Src)
	}
	return g
}

// textWidth returns the advance width of s in pixels.
func textWidth(f typeface, px int, s string) float64 {
	t := glyphs.table(f, px)
	w := 0.0
	for _, r := range s {
		w += t.get(r).advance
	}
	return w
}

// drawText draws s with its baseline starting at (x, y) pixels, clipped to
// clip, in colour c (premultiplied).
func drawText(dst *image.RGBA, clip image.Rectangle, f typeface, px int, s string, x, y float64, c color.RGBA) {
	clip = clip.Intersect(dst.Bounds())
	t := glyphs.table(f, px)
	for _, r := range s {
		g := t.get(r)
		// Round with Floor, not int(): text may start left of or above the image.
		dr := g.rect.Add(image.Pt(int(math.Floor(x+0.5)), int(math.Floor(y+0.5))))
		if vis := dr.Intersect(clip); !vis.Empty() {
			blit(dst, vis, g.mask, vis.Min.Sub(dr.Min), c)
		}
		x += g.advance
	}
}

// blit blends colour c over rectangle r of dst through mask m, whose pixel mp
// lands on r.Min.
func blit(dst *image.RGBA, r image.Rectangle, m *image.Alpha, mp image.Point, c color.RGBA) {
	src, sa := expand(packRGBA(c)), uint32(c.A)
	for y := 0; y < r.Dy(); y++ {
		mrow := m.Pix[m.PixOffset(mp.X, mp.Y+y):][:r.Dx()]
		off := dst.PixOffset(r.Min.X, r.Min.Y+y)
		d := dst.Pix[off : off+4*r.Dx()]
		for x, a := range mrow {
			if a != 0 {
				px := d[4*x:]
				binary.LittleEndian.PutUint32(px, blendWord(binary.LittleEndian.Uint32(px), src, sa, uint32(a)))
			}
		}
	}
}

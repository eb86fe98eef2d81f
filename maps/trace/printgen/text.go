package printgen

import (
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

var fonts struct {
	sync.Once
	regular, italic *sfnt.Font
}

func loadFonts() {
	fonts.Do(func() {
		var err error
		if fonts.regular, err = sfnt.Parse(goregular.TTF); err != nil {
			panic(err) // the embedded Go fonts always parse
		}
		if fonts.italic, err = sfnt.Parse(goitalic.TTF); err != nil {
			panic(err)
		}
	})
}

// textOutline returns the glyph outlines of s, cap height capPx pixels,
// centred on (cx, cy) and turned by angle radians, as polygons wound as
// the font winds them.
func textOutline(s string, capPx, cx, cy, angle float64, italic bool) [][]pt {
	loadFonts()
	f := fonts.regular
	if italic {
		f = fonts.italic
	}
	var buf sfnt.Buffer
	ppem := capPx / 0.7
	size := fixed.Int26_6(math.Round(ppem * 64))
	// Lay the glyphs out along x from 0.
	type placed struct {
		segs sfnt.Segments
		x    float64
	}
	var glyphs []placed
	x := 0.0
	prev := sfnt.GlyphIndex(0)
	for i, r := range s {
		gi, err := f.GlyphIndex(&buf, r)
		if err != nil || gi == 0 {
			continue
		}
		if i > 0 {
			if k, err := f.Kern(&buf, prev, gi, size, font.HintingNone); err == nil {
				x += float64(k) / 64
			}
		}
		segs, err := f.LoadGlyph(&buf, gi, size, nil)
		if err == nil {
			glyphs = append(glyphs, placed{append(sfnt.Segments(nil), segs...), x})
		}
		adv, err := f.GlyphAdvance(&buf, gi, size, font.HintingNone)
		if err == nil {
			x += float64(adv) / 64
		}
		prev = gi
	}
	w := x
	cos, sin := math.Cos(angle), math.Sin(angle)
	tf := func(p fixed.Point26_6, gx float64) pt {
		lx := float64(p.X)/64 + gx - w/2
		ly := float64(p.Y)/64 + capPx/2
		return pt{cx + lx*cos - ly*sin, cy + lx*sin + ly*cos}
	}
	var out [][]pt
	for _, g := range glyphs {
		var cur []pt
		last := pt{}
		for _, sg := range g.segs {
			switch sg.Op {
			case sfnt.SegmentOpMoveTo:
				if len(cur) > 2 {
					out = append(out, cur)
				}
				last = tf(sg.Args[0], g.x)
				cur = []pt{last}
			case sfnt.SegmentOpLineTo:
				last = tf(sg.Args[0], g.x)
				cur = append(cur, last)
			case sfnt.SegmentOpQuadTo:
				c, e := tf(sg.Args[0], g.x), tf(sg.Args[1], g.x)
				for k := 1; k <= 4; k++ {
					t := float64(k) / 4
					a, b, d := (1-t)*(1-t), 2*(1-t)*t, t*t
					cur = append(cur, pt{a*last.x + b*c.x + d*e.x, a*last.y + b*c.y + d*e.y})
				}
				last = e
			case sfnt.SegmentOpCubeTo:
				c1, c2, e := tf(sg.Args[0], g.x), tf(sg.Args[1], g.x), tf(sg.Args[2], g.x)
				for k := 1; k <= 6; k++ {
					t := float64(k) / 6
					u := 1 - t
					a, b, c, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
					cur = append(cur, pt{a*last.x + b*c1.x + c*c2.x + d*e.x, a*last.y + b*c1.y + c*c2.y + d*e.y})
				}
				last = e
			}
		}
		if len(cur) > 2 {
			out = append(out, cur)
		}
	}
	return out
}

package plategen

import (
	"fmt"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Faces of the labels: the Go fonts, regular, italic and bold.
const (
	faceRegular = iota
	faceItalic
	faceBold
	nFaces
)

var (
	facesOnce sync.Once
	faces     [nFaces]*sfnt.Font
	facesErr  error
)

func loadFaces() error {
	facesOnce.Do(func() {
		for i, ttf := range [][]byte{goregular.TTF, goitalic.TTF, gobold.TTF} {
			f, err := sfnt.Parse(ttf)
			if err != nil {
				facesErr = fmt.Errorf("plategen: font %d: %w", i, err)
				return
			}
			faces[i] = f
		}
	})
	return facesErr
}

// textOutlines returns the glyph outlines of s set in face at cap size
// size mm, centred on c and turned by angle radians, with letters spaced
// track em apart beyond their advance.
func textOutlines(s string, face int, size float64, c pt, angle, track float64) ([]poly, error) {
	if err := loadFaces(); err != nil {
		return nil, err
	}
	f := faces[face]
	var buf sfnt.Buffer
	const ppem = 64
	em := size / 0.7 // the Go fonts' capitals are about 0.7 em
	scale := em / ppem
	type glyph struct {
		segs []sfnt.Segment
		x    float64
	}
	var gs []glyph
	x := 0.0
	for _, r := range s {
		idx, err := f.GlyphIndex(&buf, r)
		if err != nil {
			return nil, fmt.Errorf("plategen: glyph %q: %w", r, err)
		}
		segs, err := f.LoadGlyph(&buf, idx, fixed.I(ppem), nil)
		if err != nil {
			return nil, fmt.Errorf("plategen: glyph %q: %w", r, err)
		}
		gs = append(gs, glyph{append([]sfnt.Segment(nil), segs...), x})
		adv, err := f.GlyphAdvance(&buf, idx, fixed.I(ppem), font.HintingNone)
		if err != nil {
			return nil, fmt.Errorf("plategen: advance %q: %w", r, err)
		}
		x += float64(adv)/64 + track*ppem
	}
	width := x * scale
	ca, sa := math.Cos(angle), math.Sin(angle)
	place := func(gx float64, p fixed.Point26_6) pt {
		q := pt{(gx+float64(p.X)/64)*scale - width/2, float64(p.Y)/64*scale + size/2}
		return c.add(rot(q, ca, sa))
	}
	var out []poly
	for _, g := range gs {
		var cur poly
		var last fixed.Point26_6
		for _, sg := range g.segs {
			switch sg.Op {
			case sfnt.SegmentOpMoveTo:
				if len(cur) > 2 {
					out = append(out, cur)
				}
				cur = poly{place(g.x, sg.Args[0])}
				last = sg.Args[0]
			case sfnt.SegmentOpLineTo:
				cur = append(cur, place(g.x, sg.Args[0]))
				last = sg.Args[0]
			case sfnt.SegmentOpQuadTo:
				for k := 1; k <= 4; k++ {
					t := float64(k) / 4
					cur = append(cur, place(g.x, bez2(last, sg.Args[0], sg.Args[1], t)))
				}
				last = sg.Args[1]
			case sfnt.SegmentOpCubeTo:
				for k := 1; k <= 6; k++ {
					t := float64(k) / 6
					cur = append(cur, place(g.x, bez3(last, sg.Args[0], sg.Args[1], sg.Args[2], t)))
				}
				last = sg.Args[2]
			}
		}
		if len(cur) > 2 {
			out = append(out, cur)
		}
	}
	return out, nil
}

func bez2(a, b, c fixed.Point26_6, t float64) fixed.Point26_6 {
	u := 1 - t
	f := func(p, q, r fixed.Int26_6) fixed.Int26_6 {
		return fixed.Int26_6(u*u*float64(p) + 2*u*t*float64(q) + t*t*float64(r))
	}
	return fixed.Point26_6{X: f(a.X, b.X, c.X), Y: f(a.Y, b.Y, c.Y)}
}

func bez3(a, b, c, d fixed.Point26_6, t float64) fixed.Point26_6 {
	u := 1 - t
	f := func(p, q, r, s fixed.Int26_6) fixed.Int26_6 {
		return fixed.Int26_6(u*u*u*float64(p) + 3*u*u*t*float64(q) + 3*u*t*t*float64(r) + t*t*t*float64(s))
	}
	return fixed.Point26_6{X: f(a.X, b.X, c.X, d.X), Y: f(a.Y, b.Y, c.Y, d.Y)}
}

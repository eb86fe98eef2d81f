package draw

import (
	"fmt"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// fontSet is the two faces every backend writes text in: Go Regular and Go
// Bold (golang.org/x/image/font/gofont), so that text measures the same in
// PNG, PDF and (where the viewer has the Go font) SVG.
type fontSet struct {
	regular, bold *sfnt.Font
	// capHeight is the height of capital letters as a fraction of the em.
	capHeight float64
	// ascii holds the advances of the ASCII runes, regular then bold, as
	// fractions of the em (width measures most text without sfnt).
	ascii [2][128]float64
}

// loadFonts parses the embedded Go fonts once.
var loadFonts = sync.OnceValues(func() (*fontSet, error) {
	r, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		return nil, fmt.Errorf("go regular font: %w", err)
	}
	b, err := sfnt.Parse(gobold.TTF)
	if err != nil {
		return nil, fmt.Errorf("go bold font: %w", err)
	}
	fs := &fontSet{regular: r, bold: b, capHeight: 0.7}
	for i, f := range []*sfnt.Font{r, b} {
		for c := range rune(128) {
			fs.ascii[i][c] = fs.sfntWidth(f, string(c))
		}
	}
	var buf sfnt.Buffer
	upem := fixed.Int26_6(r.UnitsPerEm()) << 6
	if m, err := r.Metrics(&buf, upem, font.HintingNone); err == nil && m.CapHeight > 0 {
		fs.capHeight = float64(m.CapHeight) / float64(upem)
	}
	return fs, nil
})

// face returns the regular or the bold font.
func (fs *fontSet) face(bold bool) *sfnt.Font {
	if bold {
		return fs.bold
	}
	return fs.regular
}

// width returns the advance width, in millimetres, of s at em size size
// millimetres. Runes the font lacks count as its missing-glyph box.
func (fs *fontSet) width(s string, size float64, bold bool) float64 {
	k := 0
	if bold {
		k = 1
	}
	total := 0.0
	for _, r := range s {
		if r >= 128 {
			return fs.sfntWidth(fs.face(bold), s) * size
		}
		total += fs.ascii[k][r]
	}
	return total * size
}

// sfntWidth returns the advance width of s in font f, in ems.
func (fs *fontSet) sfntWidth(f *sfnt.Font, s string) float64 {
	var buf sfnt.Buffer
	upem := fixed.Int26_6(f.UnitsPerEm()) << 6
	total := fixed.Int26_6(0)
	for _, r := range s {
		i, err := f.GlyphIndex(&buf, r)
		if err != nil {
			continue
		}
		adv, err := f.GlyphAdvance(&buf, i, upem, font.HintingNone)
		if err != nil {
			continue
		}
		total += adv
	}
	return float64(total) / float64(upem)
}

// anchorX returns the x, in millimetres, at which text t starts.
func (fs *fontSet) anchorX(t Text) float64 {
	switch t.Anchor {
	case AnchorMiddle:
		return t.At.X - fs.width(t.S, t.Size, t.Bold)/2
	case AnchorEnd:
		return t.At.X - fs.width(t.S, t.Size, t.Bold)
	}
	return t.At.X
}

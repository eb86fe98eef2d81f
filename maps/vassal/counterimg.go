package vassal

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// counterFont is the typeface of counter text (Go Bold), parsed once.
var counterFont = sync.OnceValues(func() (*opentype.Font, error) { return opentype.Parse(gobold.TTF) })

// counterBorder is a counter's border width, in pixels.
const counterBorder = 2

// counterImage draws a square counter of side px pixels in colour c with a
// dark border, the unit's name across its upper part (wrapped on up to
// three lines, the font shrunk until it fits) and its strength, when not
// "", large at the bottom. Text is white on a dark colour, black on a light
// one.
func counterImage(px int, c color.RGBA, name, strength string) (*image.RGBA, error) {
	img := image.NewRGBA(image.Rect(0, 0, px, px))
	draw.Draw(img, img.Bounds(), image.NewUniform(color.RGBA{0x14, 0x14, 0x14, 0xff}), image.Point{}, draw.Src)
	inner := image.Rect(counterBorder, counterBorder, px-counterBorder, px-counterBorder)
	draw.Draw(img, inner, image.NewUniform(c), image.Point{}, draw.Src)
	ink := color.RGBA{0xff, 0xff, 0xff, 0xff}
	if 299*int(c.R)+587*int(c.G)+114*int(c.B) > 150_000 {
		ink = color.RGBA{0, 0, 0, 0xff}
	}
	f, err := counterFont()
	if err != nil {
		return nil, fmt.Errorf("counter font: %w", err)
	}
	width := inner.Dx() - 2
	nameBottom := inner.Max.Y
	if strength != "" {
		size := float64(inner.Dy()) * 0.38
		face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
		if err != nil {
			return nil, fmt.Errorf("counter font: %w", err)
		}
		nameBottom = inner.Max.Y - int(size) - 1
		drawCentred(img, face, ink, strength, px/2, inner.Max.Y-2)
		face.Close()
	}
	return img, writeName(img, f, ink, name, width, inner.Min.Y, nameBottom, px/2)
}

// writeName writes name centred on x, in lines between y0 and y1, in the
// largest font size (from a third of the room down to 5 px) at which every
// line fits width pixels; at 5 px the lines are written cut.
func writeName(img *image.RGBA, f *opentype.Font, ink color.RGBA, name string, width, y0, y1, x int) error {
	for size := float64(y1-y0) / 3; ; size-- {
		size = max(size, 5)
		face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
		if err != nil {
			return fmt.Errorf("counter font: %w", err)
		}
		lines := wrap(face, name, width)
		lineH := face.Metrics().Height.Ceil()
		if len(lines) <= 3 && len(lines)*lineH <= y1-y0 || size <= 5 {
			y := y0 + face.Metrics().Ascent.Ceil()
			for _, l := range lines[:min(len(lines), max(1, (y1-y0)/lineH))] {
				drawCentred(img, face, ink, l, x, y)
				y += lineH
			}
			face.Close()
			return nil
		}
		face.Close()
	}
}

// wrap splits s into lines at spaces so that each line, where it can,
// measures at most width pixels in face; a word wider than width makes a
// line of its own (and fails the caller's fit).
func wrap(face font.Face, s string, width int) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		try := strings.TrimSpace(cur + " " + w)
		if cur != "" && font.MeasureString(face, try).Ceil() > width {
			lines = append(lines, cur)
			cur = w
			continue
		}
		cur = try
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	for _, l := range lines {
		if font.MeasureString(face, l).Ceil() > width {
			return append(lines, "", "", "") // too wide: force a smaller size
		}
	}
	return lines
}

// drawCentred draws s with its baseline at y, centred on x.
func drawCentred(img *image.RGBA, face font.Face, ink color.RGBA, s string, x, y int) {
	d := font.Drawer{Dst: img, Src: image.NewUniform(ink), Face: face}
	w := d.MeasureString(s)
	d.Dot = fixed.Point26_6{X: fixed.I(x) - w/2, Y: fixed.I(y)}
	d.DrawString(s)
}

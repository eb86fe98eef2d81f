//go:build ignore

// icon_gen draws Icon.png, the application icon: a green hex with a
// counter on it. Run: go run icon_gen.go Icon.png
package main

import (
	"image"
	"image/color"
	"image/png"
	"math"
	"os"

	"golang.org/x/image/vector"
)

func main() {
	const S = 512
	img := image.NewRGBA(image.Rect(0, 0, S, S))
	fill := func(pts [][2]float32, c color.Color) {
		z := vector.NewRasterizer(S, S)
		z.MoveTo(pts[0][0], pts[0][1])
		for _, p := range pts[1:] {
			z.LineTo(p[0], p[1])
		}
		z.ClosePath()
		src := image.NewUniform(c)
		z.Draw(img, img.Bounds(), src, image.Point{})
	}
	hex := func(r float64) [][2]float32 {
		var pts [][2]float32
		for i := 0; i < 6; i++ {
			a := math.Pi / 3 * float64(i)
			pts = append(pts, [2]float32{float32(S/2 + r*math.Cos(a)), float32(S/2 + r*math.Sin(a))})
		}
		return pts
	}
	fill(hex(250), color.NRGBA{0x2f, 0x4f, 0x1f, 0xff})
	fill(hex(226), color.NRGBA{0x6a, 0xa8, 0x4f, 0xff})
	// the counter: a square with a border and an infantry cross.
	sq := func(x0, y0, x1, y1 float32, c color.Color) {
		fill([][2]float32{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}, c)
	}
	sq(166, 166, 346, 346, color.NRGBA{0x20, 0x20, 0x20, 0xff})
	sq(176, 176, 336, 336, color.NRGBA{0x3b, 0x5b, 0x9a, 0xff})
	sq(206, 206, 306, 266, color.NRGBA{0xf0, 0xf0, 0xf0, 0xff})
	sq(212, 212, 300, 260, color.NRGBA{0x3b, 0x5b, 0x9a, 0xff})
	line := func(x0, y0, x1, y1 float32) {
		dx, dy := x1-x0, y1-y0
		l := float32(math.Hypot(float64(dx), float64(dy)))
		nx, ny := -dy/l*4, dx/l*4
		fill([][2]float32{{x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x1 - nx, y1 - ny}, {x0 - nx, y0 - ny}}, color.NRGBA{0xf0, 0xf0, 0xf0, 0xff})
	}
	line(208, 208, 304, 264)
	line(304, 208, 208, 264)
	sq(226, 290, 286, 312, color.NRGBA{0xf0, 0xf0, 0xf0, 0xff})
	f, _ := os.Create(os.Args[1])
	png.Encode(f, img)
	f.Close()
}

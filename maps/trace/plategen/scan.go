package plategen

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"math"
	"math/rand/v2"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// Level is a flatbed scanner's state and the care taken: ranges the scan's
// parameters are drawn from (per scan seed).
type Level struct {
	Name      string
	BlurMM    [2]float64 // optical blur sigma, mm
	Sharpen   [2]float64 // unsharp-mask amount (the driver's "sharpen")
	RotateDeg float64    // sheet laid up to this far off square, either way
	Skew      float64    // shear, either way
	Scale     float64    // scale error per axis, either way
	Wobble    float64    // carriage speed error: rows shift up to this, mm
	Yellow    [2]float64 // paper yellowing strength
	Shadow    float64    // light lost at the lid's edge
	Noise     float64    // sensor noise sigma, 0..255 units
	JPEG      [2]int     // quality
	ClickMM   float64    // calibration click error sigma, mm
}

// Levels are the light (a sharp scan of a clean sheet), moderate and heavy
// (an old sheet, blurred and compressed) scanner states.
var Levels = []Level{
	{Name: "light", BlurMM: [2]float64{0, 0.03}, Sharpen: [2]float64{0.3, 1}, RotateDeg: 0.4, Skew: 0.0015, Scale: 0.003,
		Wobble: 0.03, Yellow: [2]float64{0, 0.06}, Shadow: 0.04, Noise: 1.5, JPEG: [2]int{90, 96}, ClickMM: 0.08},
	{Name: "moderate", BlurMM: [2]float64{0.035, 0.07}, Sharpen: [2]float64{0, 0.6}, RotateDeg: 1.2, Skew: 0.004, Scale: 0.006,
		Wobble: 0.08, Yellow: [2]float64{0.04, 0.12}, Shadow: 0.1, Noise: 3, JPEG: [2]int{78, 88}, ClickMM: 0.15},
	{Name: "heavy", BlurMM: [2]float64{0.07, 0.13}, Sharpen: [2]float64{0, 0.4}, RotateDeg: 2.5, Skew: 0.008, Scale: 0.01,
		Wobble: 0.15, Yellow: [2]float64{0.1, 0.22}, Shadow: 0.2, Noise: 5, JPEG: [2]int{55, 70}, ClickMM: 0.25},
}

// LevelNamed returns the level called name.
// Errors: no such level.
func LevelNamed(name string) (Level, error) {
	for _, l := range Levels {
		if l.Name == name {
			return l, nil
		}
	}
	return Level{}, fmt.Errorf("plategen: level %q: want light, moderate or heavy", name)
}

// Print is the printed sheet rendered at a resolution, before scanning.
type Print struct {
	cv  *canvas
	ppm float64
	// Affine maps map mm to print pixels.
	Affine calib.Affine
}

// Print renders the map at ppm pixels per mm.
// Errors: a label the fonts cannot set.
func (pm *Map) Print(ppm float64) (*Print, error) {
	pr, err := pm.press()
	if err != nil {
		return nil, err
	}
	return &Print{cv: pr.print(ppm), ppm: ppm, Affine: calib.Affine{ppm, 0, -pr.ox * ppm, 0, ppm, -pr.oy * ppm}}, nil
}

// Image returns the print as an 8-bit image (what the press laid down,
// before any scanner).
func (p *Print) Image() *image.RGBA { return p.cv.rgba() }

// Scan is one scan of a print and the calibration a designer makes of it.
type Scan struct {
	Image image.Image
	// Affine is the calibration from three clicked hex centres; True the
	// scanner's geometry without click errors or carriage wobble.
	Affine, True calib.Affine
	// At is the scanner's whole mapping, the answer key of calibration
	// checks: map mm (x, y) to the scan pixel it shows at, carriage wobble
	// included, in the tracer's convention (pixel i spans i..i+1, its
	// centre at i+0.5). True and the clicks are half a pixel off it.
	At func(x, y float64) (float64, float64)
	// BlurMM is the optical blur's sigma; Sharpen the unsharp mask's
	// amount (0: none) and SharpenPx its radius (sigma, scan pixels).
	BlurMM, Sharpen, SharpenPx float64
	// Params lists the scan's drawn parameters, for the logs.
	Params string
}

// Scan scans print p at level lv with the scan's parameters drawn from
// seed: paper texture and yellowing, the sheet laid turned and skewed on
// the glass, the carriage's uneven speed, optical blur, uneven light and
// the lid's shadow, a colour cast, the driver's sharpening, sensor noise
// and JPEG. The designer then clicks three hex centres (first, last and
// the top of the middle column) with lv.ClickMM error.
// Errors: JPEG encoding or a calibration that cannot be fitted.
func (pm *Map) Scan(p *Print, lv Level, seed uint64) (Scan, error) {
	r := rand.New(rand.NewPCG(seed, 0x5ca7))
	u := func(a, b float64) float64 { return a + (b-a)*r.Float64() }
	pmm := p.ppm
	src := p.cv
	// Paper: texture and yellowing, applied where the sheet is sampled.
	yellow := u(lv.Yellow[0], lv.Yellow[1])
	tex := u(0.008, 0.02)
	nseed := seed*7 + 1
	// Geometry: the sheet on the glass.
	theta := u(-1, 1) * lv.RotateDeg * math.Pi / 180
	shear := u(-1, 1) * lv.Skew
	sx, sy := 1+u(-1, 1)*lv.Scale, 1+u(-1, 1)*lv.Scale
	pad := int(6 * pmm)
	W, H := src.w+2*pad, src.h+2*pad
	cx, cy := float64(src.w)/2, float64(src.h)/2
	ct, stt := math.Cos(theta), math.Sin(theta)
	// Forward linear part M = R * Shear * S (print px -> scan px about the centre).
	m := [4]float64{ct * sx, (ct*shear - stt) * sy, stt * sx, (stt*shear + ct) * sy}
	det := m[0]*m[3] - m[1]*m[2]
	inv := [4]float64{m[3] / det, -m[1] / det, -m[2] / det, m[0] / det}
	tx, ty := float64(pad)+cx+u(-1, 1)*pmm, float64(pad)+cy+u(-1, 1)*pmm
	wobA, wobP, wobF := u(0.3, 1)*lv.Wobble*pmm, u(0, 2*math.Pi), u(1, 4)/float64(H)
	wob := func(Y float64) float64 { return wobA * math.Sin(2*math.Pi*wobF*Y+wobP) }
	lid := [3]float32{0.93, 0.93, 0.92}
	out := newCanvas(W, H)
	for Y := range H {
		yq := float64(Y) - wob(float64(Y)) - ty
		yl := yellow
		for X := range W {
			xq := float64(X) - tx
			px, py := inv[0]*xq+inv[1]*yq+cx, inv[2]*xq+inv[3]*yq+cy
			v := src.bilinear(px, py, lid)
			if px >= 0 && py >= 0 && px < float64(src.w) && py < float64(src.h) {
				mx, my := px/pmm, py/pmm
				t := 1 + tex*(valueNoise(nseed, mx*2.5, my*2.5)+0.5*(r.Float64()-0.5))
				if X%16 == 0 {
					yl = yellow * (0.6 + 0.4*valueNoise(nseed+3, mx/50, my/50))
				}
				v[0] *= float32(t * (1 - 0.03*yl))
				v[1] *= float32(t * (1 - 0.12*yl))
				v[2] *= float32(t * (1 - 0.45*yl))
			}
			i := Y*W + X
			out.c[0][i], out.c[1][i], out.c[2][i] = v[0], v[1], v[2]
		}
	}
	// Optics and light.
	blur := u(lv.BlurMM[0], lv.BlurMM[1])
	out.gauss(blur * pmm)
	shadow := u(0.5, 1) * lv.Shadow
	side := r.IntN(4)
	grad := [2]float64{u(-0.03, 0.03), u(-0.03, 0.03)}
	gain := [3]float64{u(0.96, 1.02), u(0.96, 1.02), u(0.94, 1.02)}
	gamma := u(0.9, 1.1)
	var curve [4097]float32
	for i := range curve {
		curve[i] = float32(math.Pow(float64(i)/4096, gamma))
	}
	for Y := range H {
		for X := range W {
			d := [4]float64{float64(X), float64(W - X), float64(Y), float64(H - Y)}[side] / pmm
			light := (1 - shadow*math.Exp(-d/12)) * (1 + grad[0]*(float64(X)/float64(W)-0.5) + grad[1]*(float64(Y)/float64(H)-0.5))
			i := Y*W + X
			for c := range 3 {
				v := clamp(float64(out.c[c][i])*light*gain[c], 0, 1) * 4096
				out.c[c][i] = curve[int(v)]
			}
		}
	}
	amount := u(lv.Sharpen[0], lv.Sharpen[1])
	radius := u(0.8, 1.6)
	if amount > 0.05 {
		out.unsharp(radius, float32(amount))
	}
	noise := lv.Noise / 255
	for c := range 3 {
		for i := range out.c[c] {
			out.c[c][i] += float32(noise * r.NormFloat64())
		}
	}
	q := lv.JPEG[0] + r.IntN(lv.JPEG[1]-lv.JPEG[0]+1)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, out.rgba(), &jpeg.Options{Quality: q}); err != nil {
		return Scan{}, fmt.Errorf("plategen: jpeg: %w", err)
	}
	img, err := jpeg.Decode(&buf)
	if err != nil {
		return Scan{}, fmt.Errorf("plategen: jpeg: %w", err)
	}
	// The scanner's geometry, mm -> scan px.
	pa := p.Affine
	lin := calib.Affine{m[0], m[1], tx - m[0]*cx - m[1]*cy, m[2], m[3], ty - m[2]*cx - m[3]*cy}
	trueA := pa.Then(lin)
	at := func(x, y float64) (float64, float64) {
		X, Y := trueA.Apply(x, y)
		Yw := Y
		for range 4 {
			Yw = Y + wob(Yw)
		}
		return X, Yw
	}
	t := pm.Truth
	cols := 0
	for _, o := range t.Hexes {
		cols = max(cols, o.Col)
	}
	clicks := []hexgrid.Offset{t.Hexes[0], t.Hexes[len(t.Hexes)-1]}
	for _, o := range t.Hexes {
		if o.Col == (t.Hexes[0].Col+cols)/2 {
			clicks = append(clicks, o)
			break
		}
	}
	var pts []calib.Point
	for _, o := range clicks {
		c := pm.centre(o)
		X, Y := at(c.x, c.y)
		pts = append(pts, calib.Point{MX: c.x, MY: c.y,
			PX: X + r.NormFloat64()*lv.ClickMM*pmm, PY: Y + r.NormFloat64()*lv.ClickMM*pmm})
	}
	aff, err := calib.Fit(pts)
	if err != nil {
		return Scan{}, fmt.Errorf("plategen: calibration: %w", err)
	}
	params := fmt.Sprintf("%s: rot %.2f° shear %.4f scale %.4f/%.4f wobble %.3fmm blur %.3fmm sharpen %.2f@%.1fpx yellow %.2f shadow %.2f gamma %.2f jpeg %d",
		lv.Name, theta*180/math.Pi, shear, sx, sy, wobA/pmm, blur, amount, radius, yellow, shadow, gamma, q)
	// Row Y of the scan, pixel centres at Y+0.5, shows the print at
	// Y - wob(Y) (see the sampling above): the mapping in pixel-centre
	// terms is at's plus half a pixel.
	centreAt := func(x, y float64) (float64, float64) {
		X, Y := at(x, y)
		return X + 0.5, Y + 0.5
	}
	sharpen := amount
	if amount <= 0.05 {
		sharpen = 0
	}
	return Scan{Image: img, Affine: aff, True: trueA, At: centreAt, BlurMM: blur, Sharpen: sharpen, SharpenPx: radius, Params: params}, nil
}

// bilinear samples the canvas at pixel (x, y) (pixel centres at +0.5),
// outside gives out.
func (cv *canvas) bilinear(x, y float64, out [3]float32) [3]float32 {
	x -= 0.5
	y -= 0.5
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	if x0 < 0 || y0 < 0 || x0+1 >= cv.w || y0+1 >= cv.h {
		return out
	}
	fx, fy := float32(x-float64(x0)), float32(y-float64(y0))
	i := y0*cv.w + x0
	var v [3]float32
	for c := range 3 {
		p := cv.c[c]
		a := p[i] + (p[i+1]-p[i])*fx
		b := p[i+cv.w] + (p[i+cv.w+1]-p[i+cv.w])*fx
		v[c] = a + (b-a)*fy
	}
	return v
}

// gauss blurs the canvas with a Gaussian of sigma px (none under 0.2).
func (cv *canvas) gauss(sigma float64) {
	if sigma < 0.2 {
		return
	}
	rad := int(math.Ceil(3 * sigma))
	k := make([]float32, 2*rad+1)
	sum := float32(0)
	for i := range k {
		d := float64(i - rad)
		k[i] = float32(math.Exp(-d * d / (2 * sigma * sigma)))
		sum += k[i]
	}
	for i := range k {
		k[i] /= sum
	}
	buf := make([]float32, cv.w)
	tmp := make([]float32, cv.w*cv.h)
	for c := range 3 {
		p := cv.c[c]
		for y := range cv.h {
			pass(p[y*cv.w:(y+1)*cv.w], 1, cv.w, k, buf)
		}
		// Columns, a row at a time: out row y sums rows y-rad..y+rad.
		for y := range cv.h {
			o := tmp[y*cv.w : (y+1)*cv.w]
			clear(o)
			for j, kv := range k {
				q := min(max(y+j-rad, 0), cv.h-1)
				row := p[q*cv.w : (q+1)*cv.w]
				for x, v := range row {
					o[x] += kv * v
				}
			}
		}
		copy(p, tmp)
	}
}

// pass convolves n samples of p, stride apart, with kernel k.
func pass(p []float32, stride, n int, k, buf []float32) {
	rad := len(k) / 2
	for i := range n {
		s := float32(0)
		for j, kv := range k {
			q := min(max(i+j-rad, 0), n-1)
			s += kv * p[q*stride]
		}
		buf[i] = s
	}
	for i := range n {
		p[i*stride] = buf[i]
	}
}

// unsharp sharpens: v + amount*(v - blur(v)).
func (cv *canvas) unsharp(sigma float64, amount float32) {
	bl := &canvas{w: cv.w, h: cv.h}
	for c := range 3 {
		bl.c[c] = append([]float32(nil), cv.c[c]...)
	}
	bl.gauss(sigma)
	for c := range 3 {
		for i, v := range cv.c[c] {
			cv.c[c][i] = v + amount*(v-bl.c[c][i])
		}
	}
}

// rgba returns the canvas as 8-bit RGBA.
func (cv *canvas) rgba() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, cv.w, cv.h))
	for i := range cv.w * cv.h {
		for c := range 3 {
			img.Pix[4*i+c] = uint8(clamp(math.Round(float64(cv.c[c][i])*255), 0, 255))
		}
		img.Pix[4*i+3] = 255
	}
	return img
}

package tiles

import "math"

// dashWalk cuts the segments of one polyline into dashes, carrying the
// pattern's phase from one segment to the next, as maps/draw's export
// backends do along a whole line.
type dashWalk struct {
	k       float64   // pixels per millimetre
	pattern []float64 // dash and gap lengths in millimetres; nil: solid
	i       int       // the pattern entry being walked
	left    float64   // pixels left of it
}

// segment adds the dashes of the segment (x0,y0)-(x1,y1) of width w pixels
// to p; butt0 and butt1 leave the square cap off the segment's ends.
func (d *dashWalk) segment(p *painter, x0, y0, x1, y1, w float64, butt0, butt1 bool) {
	l := math.Hypot(x1-x0, y1-y0)
	if len(d.pattern) < 2 || l == 0 || !(d.pattern[0] > 0) {
		p.segment(x0, y0, x1, y1, w, butt0, butt1)
		return
	}
	if d.left <= 0 {
		d.left = d.pattern[0] * d.k
	}
	for t := 0.0; t < l; {
		step := min(d.left, l-t)
		if d.i%2 == 0 {
			a, b := t/l, (t+step)/l
			p.segment(x0+(x1-x0)*a, y0+(y1-y0)*a, x0+(x1-x0)*b, y0+(y1-y0)*b, w, true, true)
		}
		t += step
		if d.left -= step; d.left <= 1e-9 {
			d.i = (d.i + 1) % len(d.pattern)
			d.left = max(d.pattern[d.i]*d.k, 0.5)
		}
	}
}

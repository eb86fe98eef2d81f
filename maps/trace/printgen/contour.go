package printgen

import (
	"math"
	"slices"
)

// fpt is a point in map millimetres.
type fpt struct{ x, y float64 }

// isolines traces field f = level over the box (x0, y0, w, h) mm by
// marching squares on a grid of step mm, and returns the lines joined
// into polylines.
func isolines(f func(x, y float64) float64, x0, y0, w, h, step, level float64) [][]fpt {
	nx, ny := int(w/step)+2, int(h/step)+2
	v := make([]float64, nx*ny)
	for j := range ny {
		for i := range nx {
			v[j*nx+i] = f(x0+float64(i)*step, y0+float64(j)*step) - level
		}
	}
	// An edge crossing is keyed by its grid edge: horizontal (i,j)-(i+1,j)
	// as 2*(j*nx+i), vertical (i,j)-(i,j+1) as 2*(j*nx+i)+1.
	cross := func(k int) fpt {
		idx := k / 2
		i, j := idx%nx, idx/nx
		a := v[idx]
		var b float64
		var dx, dy float64
		if k%2 == 0 {
			b, dx = v[idx+1], 1
		} else {
			b, dy = v[idx+nx], 1
		}
		t := a / (a - b)
		return fpt{x0 + (float64(i)+t*dx)*step, y0 + (float64(j)+t*dy)*step}
	}
	adj := map[int][]int{}
	link := func(a, b int) {
		adj[a] = append(adj[a], b)
		adj[b] = append(adj[b], a)
	}
	for j := range ny - 1 {
		for i := range nx - 1 {
			c := 0
			corners := [4]float64{v[j*nx+i], v[j*nx+i+1], v[(j+1)*nx+i+1], v[(j+1)*nx+i]}
			for k, cv := range corners {
				if cv > 0 {
					c |= 1 << k
				}
			}
			if c == 0 || c == 15 {
				continue
			}
			top, right := 2*(j*nx+i), 2*(j*nx+i+1)+1
			bottom, left := 2*((j+1)*nx+i), 2*(j*nx+i)+1
			var es []int
			for k, e := range [4]int{top, right, bottom, left} {
				// edge k joins corner k and corner k+1
				if (c>>k)&1 != (c>>((k+1)%4))&1 {
					es = append(es, e)
				}
			}
			if len(es) == 2 {
				link(es[0], es[1])
			} else if len(es) == 4 {
				link(es[0], es[1])
				link(es[2], es[3])
			}
		}
	}
	seen := map[int]bool{}
	var out [][]fpt
	walk := func(start int) []int {
		path := []int{start}
		seen[start] = true
		cur := start
		for {
			next := -1
			for _, n := range adj[cur] {
				if !seen[n] {
					next = n
					break
				}
			}
			if next < 0 {
				return path
			}
			seen[next] = true
			path = append(path, next)
			cur = next
		}
	}
	emit := func(path []int, closed bool) {
		line := make([]fpt, 0, len(path)+1)
		for _, k := range path {
			line = append(line, cross(k))
		}
		if closed {
			line = append(line, line[0])
		}
		out = append(out, line)
	}
	keys := make([]int, 0, len(adj))
	for k := range adj {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if !seen[k] && len(adj[k]) == 1 {
			emit(walk(k), false)
		}
	}
	for _, k := range keys {
		if !seen[k] {
			emit(walk(k), true)
		}
	}
	return out
}

// chaikin smooths a polyline once by corner cutting (ends kept).
func chaikin(p []pt) []pt {
	if len(p) < 3 {
		return p
	}
	closed := math.Hypot(p[0].x-p[len(p)-1].x, p[0].y-p[len(p)-1].y) < 1e-9
	out := []pt{p[0]}
	for i := 0; i+1 < len(p); i++ {
		a, b := p[i], p[i+1]
		out = append(out, pt{0.75*a.x + 0.25*b.x, 0.75*a.y + 0.25*b.y}, pt{0.25*a.x + 0.75*b.x, 0.25*a.y + 0.75*b.y})
	}
	if closed {
		out[0] = out[len(out)-1]
	} else {
		out = append(out, p[len(p)-1])
	}
	return out
}

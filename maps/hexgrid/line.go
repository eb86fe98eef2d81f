package hexgrid

// MaxLine is the longest line [Grid.Line] draws, in hexes.
const MaxLine = 1 << 16

// LineStep is one step of a hex line.
//
// Where the straight line between the two hex centres runs exactly along the
// hexside between two hexes, both hexes are on the line at that step: Tie is
// true and Hex and Alt are the two hexes (they are adjacent). A line-of-sight
// checker following the usual wargame convention treats the line as blocked at
// such a step only if both Hex and Alt block; this package only reports the
// pair. Where Tie is false, Alt == Hex.
type LineStep struct {
	Hex Offset
	Alt Offset
	Tie bool
}

// lineNudge is the direction in cube space in which Line breaks ties: the
// +epsilon nudge. Flat: due south (0,1,-1); pointy: due east (1,0,-1). Neither is
// parallel to a hexside of its orientation, so every tie is broken.
var lineNudge = [2][3]int{{0, 1, -1}, {1, 0, -1}}

// Line returns the hex line from a to b, both included: Distance(a, b)+1 steps,
// each step's Hex adjacent to the previous step's Hex (and so is each Alt).
//
// The steps are the hexes nearest to evenly spaced points of the straight line
// between the two hex centres (cube linear interpolation). The arithmetic is
// exact (integers), so ties are found exactly. At a tie the step carries both
// hexes: Hex is the one an infinitesimal +epsilon nudge of the line picks and
// Alt the one the -epsilon nudge picks. The nudge is due south for flat-top
// hexes (Hex is the southern hex of the pair) and due east for pointy-top
// hexes (Hex is the eastern hex). Because the nudge does not depend on the
// line's direction, Line(b, a) is Line(a, b) reversed.
//
// It returns nil if the line would be longer than [MaxLine] hexes.
func (g Grid) Line(a, b Offset) []LineStep {
	ca, cb := g.ToCube(a), g.ToCube(b)
	n := cb.Sub(ca).Len()
	if n < 0 || n > MaxLine {
		return nil
	}
	steps := make([]LineStep, n+1)
	steps[0] = LineStep{Hex: a, Alt: a}
	steps[n] = LineStep{Hex: b, Alt: b}
	if n < 2 {
		return steps
	}
	w := newLineWalk(g, ca, cb, n)
	for i := 1; i < n; i++ {
		steps[i] = w.step(i)
	}
	return steps
}

// lineWalk holds what every step of one line needs. Along the major axis (the
// one where |delta| == n) every sample point has an integer coordinate, so the
// nearest hex shares it; a sample is on a hexside exactly when its coordinate
// on axis j is a whole number and a half (its coordinate on axis k is then one
// too). A sample is never on a hex corner.
type lineWalk struct {
	g              Grid
	start, delta   [3]int
	major, j, k    int
	sign, n        int
	roundUpIsNudge bool // at a tie, rounding j up gives the +epsilon hex
}

func newLineWalk(g Grid, a, b Cube, n int) lineWalk {
	w := lineWalk{
		g:     g,
		start: [3]int{a.Q, a.R, a.S},
		delta: [3]int{b.Q - a.Q, b.R - a.R, b.S - a.S},
		n:     n,
		sign:  1,
	}
	for w.major < 2 && abs(w.delta[w.major]) != n {
		w.major++
	}
	w.j, w.k = (w.major+1)%3, (w.major+2)%3
	if w.delta[w.major] < 0 {
		w.sign = -1
	}
	nudge := lineNudge[g.orient()]
	// Rounding j up moves the hex by +1 on j and -1 on k; the nudge favours
	// that hex when its dot product with that move is positive.
	w.roundUpIsNudge = nudge[w.j]-nudge[w.k] > 0
	return w
}

// step returns step i (0 < i < n) of the line.
func (w *lineWalk) step(i int) LineStep {
	var lo [3]int
	lo[w.major] = w.start[w.major] + w.sign*i
	num := w.start[w.j]*w.n + w.delta[w.j]*i // the j coordinate is num/n
	fl := floorDiv(num, w.n)
	rem2 := 2 * (num - fl*w.n)
	lo[w.j] = fl
	if rem2 > w.n {
		lo[w.j] = fl + 1
	}
	lo[w.k] = -lo[w.major] - lo[w.j]
	hex := w.g.FromCube(Cube{lo[0], lo[1], lo[2]})
	if rem2 != w.n {
		return LineStep{Hex: hex, Alt: hex}
	}
	up := lo
	up[w.j]++
	up[w.k]--
	other := w.g.FromCube(Cube{up[0], up[1], up[2]})
	if w.roundUpIsNudge {
		return LineStep{Hex: other, Alt: hex, Tie: true}
	}
	return LineStep{Hex: hex, Alt: other, Tie: true}
}

// floorDiv returns floor(a/b) for b > 0.
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

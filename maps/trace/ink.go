package trace

// Ink kinds a linear-feature sample can show.
const (
	inkNone = iota - 1
	inkWater
	inkRoad
	inkContour
	inkBlack
)

// inks are the picked colours a pixel is unmixed against: the sample is
// taken as background*(1-a) + ink*a for the ink that explains it best.
type inks struct {
	c [4][3]float64
	// overprint: the inks may also be transparent, multiplying what they
	// are printed on (Options.Overprint).
	overprint bool
	// chained: Options.ChainedRoads (roadblocks.go).
	chained bool
	// grid is the printed grid's measured absorption per channel
	// (overprint model), hasGrid whether it was measured (gridink.go).
	grid    [3]float64
	hasGrid bool
	// greyRoad: the road ink has no hue (black roads, roadgrey.go).
	greyRoad bool
	// abs: each ink's absorption (absorption(absFor[i])) when absSet[i],
	// worked out once by newInks; absorb checks c still is absFor.
	abs, absFor [4][3]float64
	absSet      [4]bool
	// absL2: abs[i]'s squared length, for project.
	absL2 [4]float64
}

// absorption returns an ink of colour c's absorption per channel,
// 1 - min(1, c/inkPaper): the overprint model's direction.
func absorption(c [3]float64) [3]float64 {
	var v [3]float64
	for ch := range 3 {
		v[ch] = 1 - min(1, c[ch]/inkPaper)
	}
	return v
}

// absorb returns ink i's absorption (absorption of k.c[i]).
func (k *inks) absorb(i int) [3]float64 {
	if k.absSet[i] && k.absFor[i] == k.c[i] {
		return k.abs[i]
	}
	return absorption(k.c[i])
}

// absorbL2 returns ink i's absorption and its squared length, as project
// works it out.
func (k *inks) absorbL2(i int) ([3]float64, float64) {
	if k.absSet[i] && k.absFor[i] == k.c[i] {
		return k.abs[i], k.absL2[i]
	}
	return absorptionL2(k.c[i])
}

// absorptionL2 returns absorption(c) and its squared length.
func absorptionL2(c [3]float64) ([3]float64, float64) {
	v := absorption(c)
	return v, v[0]*v[0] + v[1]*v[1] + v[2]*v[2]
}

func newInks(o Options) inks {
	k := inks{c: [4][3]float64{o.Water.f(), o.Road.f(), o.Contour.f(), {30, 30, 30}}, overprint: o.Overprint, chained: o.ChainedRoads}
	k.greyRoad = o.Overprint && greyRoadInk(k.c[inkRoad])
	for i, c := range k.c {
		k.abs[i], k.absL2[i] = absorptionL2(c)
		k.absFor[i], k.absSet[i] = c, true
	}
	return k
}

// minInk is the least share of ink colour a sample needs to count as ink.
const minInk = 0.3

// kind returns which ink pixel p shows over background bg, or inkNone. A
// coloured ink also needs p's strongest channel to be the ink's (a blue-green
// marsh tuft over a yellow field is not a blue stream). A water or road
// sample the measured grid ink explains as well is none; a black sample
// onGrid (within gridSearchMM of a hexside) that water and grid ink printed
// together explain is water (see waterOverGrid). With a road ink that has
// no hue (black roads, roadgrey.go) a black or road sample is road ink
// when its absorption is grey, else not road.
func (k *inks) kind(p, bg [3]float64, onGrid bool) int {
	i, _, over := k.unmixModel(p, bg, minInk, 0.25)
	if i == inkBlack && onGrid && k.waterOverGrid(p, bg, 0.25) {
		return inkWater
	}
	if (i == inkBlack || i == inkRoad) && k.greyRoad {
		// black ink is the road ink, if the sample is grey (roadgrey.go)
		switch {
		case greySample(p, bg):
			i = inkRoad
		case i == inkRoad:
			return inkNone
		}
	}
	if i == inkRoad && k.explains(inkContour, p, bg) < roadApart*k.explains(inkRoad, p, bg) {
		// As well explained by contour ink: a brown contour line running
		// along a step over a dark tint is not a red road.
		return inkNone
	}
	if (i == inkWater || i == inkRoad) && k.hasGrid && k.gridResidual(p, bg) <= k.explains(i, p, bg) {
		// As well explained by the printed grid's ink: a bluish grey grid
		// line over a pale tint is not a stream.
		return inkNone
	}
	if i == inkRoad && k.greyRoad {
		// a grey ink's strongest and weakest channels are noise
		return i
	}
	if i == inkWater || i == inkRoad {
		if over {
			// Overprinted: the ink must absorb most where the pixel lost most.
			var u [3]float64
			for c := range 3 {
				u[c] = 1 - p[c]/max(bg[c], 8)
			}
			v := k.absorb(i)
			if weakest(u) != weakest(v) {
				return inkNone
			}
		} else if strongest(p) != strongest(k.c[i]) {
			return inkNone
		}
	}
	return i
}

// mayBe reports whether kind(p, bg, onGrid) may be want: false when it
// cannot, because no ink kind could turn into want fits the sample.
// unmixModel picks an ink only where one of its fits is within
// (minInk, 0.25), and kind turns a pick into water only from black (on
// the grid) and into road only from black (grey road ink); so where
// neither want's fits nor those of black (in those cases) hold, kind is
// not want. Most samples fit no ink: they are done with want's two fits
// (and black's one) instead of every ink's. Likewise unmix(p, bg, minInk,
// 0.25) picks want only where mayBe(want, p, bg, false) holds.
func (k *inks) mayBe(want int, p, bg [3]float64, onGrid bool) bool {
	if want < 0 || want >= len(k.c) {
		return true
	}
	var dp, u [3]float64
	for c := range 3 {
		dp[c] = p[c] - bg[c]
		u[c] = 1 - p[c]/max(bg[c], 8)
	}
	n2 := dp[0]*dp[0] + dp[1]*dp[1] + dp[2]*dp[2]
	fits := func(i int) bool {
		ink := k.c[i]
		dc := [3]float64{ink[0] - bg[0], ink[1] - bg[1], ink[2] - bg[2]}
		if _, _, ok := project(dp, dc, n2, 100, minInk, 0.25); ok {
			return true
		}
		if i == inkBlack || !k.overprint {
			return false
		}
		v, l2 := k.abs[i], k.absL2[i] // absorbL2, inlined by hand
		if !k.absSet[i] || k.absFor[i] != k.c[i] {
			v, l2 = absorptionL2(k.c[i])
		}
		_, _, ok := projectL2(u, v, u[0]*u[0]+u[1]*u[1]+u[2]*u[2], l2, 0.01, minInk, 0.25)
		return ok
	}
	if fits(want) {
		return true
	}
	black := want == inkWater && onGrid || want == inkRoad && k.greyRoad
	return black && fits(inkBlack)
}

// roadApart: a sample read as road ink must leave at most 1/roadApart of
// the unexplained share contour ink leaves. Measured on printed-style seeds
// 1-5 at 300 dpi light: road steps read where a contour line runs along the
// step through woods were the most common false road.
const roadApart = 2.0

// explains returns the smallest share of the difference between p and bg
// that ink i leaves unexplained, under either printing model (1 when it
// explains none, its share under minInk).
func (k *inks) explains(i int, p, bg [3]float64) float64 {
	var dp, u, dc [3]float64
	for c := range 3 {
		dp[c] = p[c] - bg[c]
		u[c] = 1 - p[c]/max(bg[c], 8)
		dc[c] = k.c[i][c] - bg[c]
	}
	v := k.absorb(i)
	best := 1.0
	if _, res, ok := project(dp, dc, dp[0]*dp[0]+dp[1]*dp[1]+dp[2]*dp[2], 100, minInk, 1); ok {
		best = res
	}
	if k.overprint {
		if _, res, ok := project(u, v, u[0]*u[0]+u[1]*u[1]+u[2]*u[2], 0.01, minInk, 1); ok {
			best = min(best, res)
		}
	}
	return best
}

// weakest returns the index of c's smallest channel (-1 on a tie).
func weakest(c [3]float64) int {
	return strongest([3]float64{-c[0], -c[1], -c[2]})
}

// strongest returns the index of c's largest channel (-1 on a tie).
func strongest(c [3]float64) int {
	switch {
	case c[0] > c[1] && c[0] > c[2]:
		return 0
	case c[1] > c[0] && c[1] > c[2]:
		return 1
	case c[2] > c[0] && c[2] > c[1]:
		return 2
	}
	return -1
}

// unmix returns the ink that best explains pixel p over background bg, and
// its share a >= least; inkNone if none does. Two ways of printing are
// tried: opaque ink laid over the background, p = bg*(1-a) + ink*a, and
// transparent ink printed over it (overprint: inks multiply), p/bg =
// 1 - a*(1 - ink/paper) per channel, so a blue stream over a green tint
// reads as blue. The one that leaves the smaller share of the difference
// unexplained wins; fit is the largest share allowed.
func (k *inks) unmix(p, bg [3]float64, least, fit float64) (int, float64) {
	i, a, _ := k.unmixModel(p, bg, least, fit)
	return i, a
}

// unmixModel is unmix, also telling whether the overprint model won.
func (k *inks) unmixModel(p, bg [3]float64, least, fit float64) (int, float64, bool) {
	best, bestRes, bestA, over := inkNone, 1e18, 0.0, false
	var dp, u [3]float64
	for c := range 3 {
		dp[c] = p[c] - bg[c]
		u[c] = 1 - p[c]/max(bg[c], 8)
	}
	n2 := dp[0]*dp[0] + dp[1]*dp[1] + dp[2]*dp[2]
	u2 := u[0]*u[0] + u[1]*u[1] + u[2]*u[2]
	for i, ink := range k.c {
		var dc [3]float64
		for c := range 3 {
			dc[c] = ink[c] - bg[c]
		}
		if a, res, ok := project(dp, dc, n2, 100, least, fit); ok && res < bestRes {
			best, bestRes, bestA, over = i, res, a, false
		}
		if i == inkBlack || !k.overprint {
			continue
		}
		v, l2 := k.abs[i], k.absL2[i] // absorbL2, inlined by hand
		if !k.absSet[i] || k.absFor[i] != k.c[i] {
			v, l2 = absorptionL2(k.c[i])
		}
		if a, res, ok := projectL2(u, v, u2, l2, 0.01, least, fit); ok && res < bestRes {
			best, bestRes, bestA, over = i, res, a, true
		}
	}
	return best, bestA, over
}

// share returns the share of ink want in pixel p over background bg when
// unmix(p, bg, least, fit) picks want, else 0: the same answer, but want's
// own fit is tried first, and a sample it does not fit (most samples) is
// done without trying the other inks. Ties go as in unmix, to the ink and
// model tried first.
func (k *inks) share(want int, p, bg [3]float64, least, fit float64) float64 {
	return k.shareFit(want, p, bg, least, fit, false)
}

// shareFit is share; with level, the overprint model is fitted to the
// sample's loss of light in levels, bg - p (each channel's absorption
// weighed by its background over inkPaper), rather than to its loss as a
// share of the background, 1 - p/bg (contourlevelfit.go).
func (k *inks) shareFit(want int, p, bg [3]float64, least, fit float64, level bool) float64 {
	var dp, u, wb [3]float64
	for c := range 3 {
		dp[c] = p[c] - bg[c]
		wb[c] = 1
		if level {
			wb[c] = max(bg[c], 8) / inkPaper
		}
		u[c] = (1 - p[c]/max(bg[c], 8)) * wb[c]
	}
	n2 := dp[0]*dp[0] + dp[1]*dp[1] + dp[2]*dp[2]
	u2 := u[0]*u[0] + u[1]*u[1] + u[2]*u[2]
	// fits returns ink i's fits: opaque, then overprinted where unmix
	// tries it.
	fits := func(i int) (ao, ro float64, oko bool, av, rv float64, okv bool) {
		var dc [3]float64
		for c := range 3 {
			dc[c] = k.c[i][c] - bg[c]
		}
		ao, ro, oko = project(dp, dc, n2, 100, least, fit)
		if i == inkBlack || !k.overprint {
			return
		}
		if !level {
			// wb is 1: v and its length as kept
			v, l2 := k.abs[i], k.absL2[i] // absorbL2, inlined by hand
			if !k.absSet[i] || k.absFor[i] != k.c[i] {
				v, l2 = absorptionL2(k.c[i])
			}
			av, rv, okv = projectL2(u, v, u2, l2, 0.01, least, fit)
			return
		}
		v := k.absorb(i)
		for c := range 3 {
			v[c] *= wb[c]
		}
		av, rv, okv = project(u, v, u2, 0.01*min(1, wb[0]*wb[0]+wb[1]*wb[1]+wb[2]*wb[2]), least, fit)
		return
	}
	ao, ro, oko, av, rv, okv := fits(want)
	res, a := 0.0, 0.0
	switch {
	case oko && (!okv || ro <= rv):
		res, a = ro, ao
	case okv:
		res, a = rv, av
	default:
		return 0
	}
	for i := range k.c {
		if i == want {
			continue
		}
		_, ro, oko, _, rv, okv := fits(i)
		if i < want && (oko && ro <= res || okv && rv <= res) {
			return 0 // tried before want and as good
		}
		if i > want && (oko && ro < res || okv && rv < res) {
			return 0 // tried after want and better
		}
	}
	return a
}

// inkPaper is the paper brightness a picked ink colour is taken against.
const inkPaper = 245

// project returns the share a of direction d in difference x (|x|^2 = x2),
// clamped to 1, and the residual as a share of x2; ok when a >= least, d
// is not tiny and the residual share is under fit.
func project(x, d [3]float64, x2, minL2, least, fit float64) (a, res float64, ok bool) {
	l2 := d[0]*d[0] + d[1]*d[1] + d[2]*d[2]
	if l2 < minL2 || x2 == 0 {
		return 0, 0, false
	}
	a = (x[0]*d[0] + x[1]*d[1] + x[2]*d[2]) / l2
	if a < least {
		return 0, 0, false
	}
	a = min(a, 1)
	r := 0.0
	for c := range 3 {
		e := x[c] - a*d[c]
		r += e * e
	}
	if r >= fit*x2 {
		return 0, 0, false
	}
	return a, r / x2, true
}

// projectL2 is project with d's squared length l2 given, worked out as
// project works it out, so the same answer: the absorption directions'
// lengths are kept with them (inks.absL2). The body is project's; a
// call from one to the other cost more than the length saves (the two
// are too large to inline).
func projectL2(x, d [3]float64, x2, l2, minL2, least, fit float64) (a, res float64, ok bool) {
	if l2 < minL2 || x2 == 0 {
		return 0, 0, false
	}
	a = (x[0]*d[0] + x[1]*d[1] + x[2]*d[2]) / l2
	if a < least {
		return 0, 0, false
	}
	a = min(a, 1)
	r := 0.0
	for c := range 3 {
		e := x[c] - a*d[c]
		r += e * e
	}
	if r >= fit*x2 {
		return 0, 0, false
	}
	return a, r / x2, true
}

// medianColour returns the per-channel median of cs (white if empty).
func medianColour(cs [][3]float64, buf []float64) [3]float64 {
	if len(cs) == 0 {
		return [3]float64{255, 255, 255}
	}
	var out [3]float64
	for c := range 3 {
		buf = buf[:0]
		for _, v := range cs {
			buf = append(buf, v[c])
		}
		out[c] = nthSmallest(buf, len(buf)/2)
	}
	return out
}

// nthSmallest returns what a[k] would hold were a sorted, reordering a: a
// selection (Hoare's partition), not a sort, as a median needs. The
// values must not be NaN (slices.Sort puts NaNs first; here they would
// fall anywhere).
func nthSmallest(a []float64, k int) float64 {
	lo, hi := 0, len(a)-1
	for lo < hi {
		p := a[lo+(hi-lo)/2]
		i, j := lo, hi
		for i <= j {
			for a[i] < p {
				i++
			}
			for a[j] > p {
				j--
			}
			if i <= j {
				a[i], a[j] = a[j], a[i]
				i++
				j--
			}
		}
		// a[lo..j] <= p <= a[i..hi], and a[j+1..i-1] == p
		switch {
		case k <= j:
			hi = j
		case k >= i:
			lo = i
		default:
			return a[k]
		}
	}
	return a[k]
}

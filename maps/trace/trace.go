package trace

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"

	"github.com/sandtable/sandtable/maps/calib"
	"github.com/sandtable/sandtable/maps/hexgrid"
)

// chunk is how many hexes a worker takes at a time (one progress step).
const chunk = 64

// Progress is told how many of total work items (hexes, then hexsides) are
// done; it is called from worker goroutines, one call at a time.
type Progress func(done, total int)

// tracer holds a job's prepared state.
type tracer struct {
	job     Job
	layout  hexgrid.Layout
	frame   Frame
	pattern []samplePoint
	pix     []pixels
	unsharp []Unsharp // each sheet's unsharp mask, undone in pix
	linePix []pixels  // per sheet: what the contour readers read (descreen.go)
	screen  []float64 // per sheet: the halftone period descreened, px (0: none)
	// overprint: per sheet, whether its scan shows overprinted screens
	// (linemapscreened.go).
	overprint []bool
	// down: per sheet, the factor its scan was averaged down by
	// (readScale; 1: read as scanned).
	down    []int
	rows    []*rowShift            // per sheet: the carriage's row shift Refine found (nil: none)
	sheetOf map[hexgrid.Offset]int // the sheet each hex is traced on
	holds   []map[hexgrid.Offset]bool
	model   *terrainModel
	ink     inks
	bg      map[hexgrid.Offset][3]float64
	// lbg: the hexes' backgrounds on the descreened scan (roadscreen.go).
	lbg     map[hexgrid.Offset][3]float64
	step    []float64  // per sheet: sampling step along profiles, hex radii
	wideGap []float64  // per sheet: contour background's wider gap, hex radii (see coarseGap)
	lines   []*lineMap // per sheet: contour curves (Options.Curves), else nil
	pending []bool     // per sheet: built plain first, the averaged map waiting for alongByCorners
	// mapBufs: the line-map builds' whole-scan buffers, kept from
	// findLines while a sheet's averaged map waits (pending), else nil.
	mapBufs *lineBufs
	// lineTyped: the line map's per-type ink weights (lineMapTyped), else nil.
	lineTyped *typedWeights
	blur      []ScanBlur // per sheet: measured on the grid lines (Options.Curves), else nil
	// white: the contour-ink weights findLines whitened (hasWhite: found).
	white    [3]float64
	hasWhite bool
	prof     []*profileInk // per sheet: the profile reader's ink and line shape (Options.Curves), else nil
}

// Trace proposes terrain for every hex of the job's sheets and water, road
// steps and contour counts for every hexside between two of them. It works
// in chunks of hexes on Options.Workers goroutines, calls progress after
// each chunk and stops with ctx's error when ctx is cancelled.
// Errors: no sheet, a bad hex size or calibration, too few taught types or
// taught hexes without readable pixels.
func Trace(ctx context.Context, job Job, progress Progress) (*Proposal, error) {
	t, err := newTracer(job)
	if err != nil {
		return nil, err
	}
	hexes := t.hexList()
	total := len(hexes) * 2
	var mu sync.Mutex
	done := 0
	report := func(n int) {
		mu.Lock()
		defer mu.Unlock()
		done += n
		if progress != nil {
			progress(done, total)
		}
	}
	p := &Proposal{Uncertain: job.Options.Uncertain, Hexes: make([]HexProposal, len(hexes)), Blur: t.blur}
	bgs := make([][3]float64, len(hexes))
	err = t.parallel(ctx, len(hexes), func(i int, hs *hexSamples, buf []float64) {
		p.Hexes[i], bgs[i] = t.traceHex(hexes[i], hs, buf)
	}, report)
	if err != nil {
		return nil, err
	}
	for i, o := range hexes {
		t.bg[o] = bgs[i]
	}
	if job.Options.Curves {
		p.TypeShade = typeShades(p.Hexes, bgs, t.sheetOf, len(t.blur))
	}
	sides := make([][]SideProposal, len(hexes))
	err = t.parallel(ctx, len(hexes), func(i int, _ *hexSamples, _ []float64) {
		sides[i] = t.traceSides(hexes[i])
	}, report)
	if err != nil {
		return nil, err
	}
	for _, s := range sides {
		p.Sides = append(p.Sides, s...)
	}
	if !job.Options.SkipContours {
		t.alongByCorners(p.Sides)
		t.plainFallback(p.Sides)
		t.mapBufs = nil // no map is built after these
		t.markAlongMaps(p.Sides)
		t.followWoods(p.Sides)
		settleContours(job.Grid, p.Sides, p.Hexes, job.Options, t.blur, p.TypeShade)
	}
	if job.Options.Overprint {
		t.rereadDenseWater(p.Sides)
	}
	settleWater(job.Grid, p.Sides, job.Options)
	settleWaterShape(job.Grid, p.Sides, p.Hexes, job.Options)
	if job.Options.Overprint {
		t.dropFaintWater(p.Sides, job.Options.Uncertain)
		t.rereadTintRoads(p.Sides)
		shares := make([]float64, len(p.Sides))
		for i, s := range p.Sides {
			shares[i] = s.roadShare
		}
		reconcileRoads(job.Grid, p.Sides, shares, job.Options.Uncertain)
	}
	return p, nil
}

// parallel runs fn for 0..n-1 in chunks on the job's workers.
func (t *tracer) parallel(ctx context.Context, n int, fn func(i int, hs *hexSamples, buf []float64), report func(int)) error {
	workers := t.job.Options.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			hs := &hexSamples{}
			buf := make([]float64, 0, len(t.pattern))
			for start := range next {
				end := min(n, start+chunk)
				for i := start; i < end; i++ {
					fn(i, hs, buf)
				}
				report(end - start)
			}
		})
	}
	var err error
	for start := 0; start < n; start += chunk {
		if err = ctx.Err(); err != nil {
			break
		}
		next <- start
	}
	close(next)
	wg.Wait()
	if err == nil {
		err = ctx.Err()
	}
	return err
}

// newTracer checks the job and learns the taught terrain.
func newTracer(job Job) (*tracer, error) {
	if len(job.Sheets) == 0 {
		return nil, errors.New("trace: no sheet")
	}
	if !(job.HexMM > 0) || math.IsInf(job.HexMM, 1) {
		return nil, fmt.Errorf("trace: hex size %g mm must be positive", job.HexMM)
	}
	t := &tracer{
		job:     job,
		layout:  hexgrid.Layout{Grid: job.Grid, Size: job.HexMM / math.Sqrt(3)},
		frame:   NewFrame(job.Grid),
		sheetOf: map[hexgrid.Offset]int{},
		ink:     newInks(job.Options),
		bg:      map[hexgrid.Offset][3]float64{},
	}
	t.pattern = interiorPattern(t.frame)
	for i, s := range job.Sheets {
		if s.Image == nil {
			return nil, fmt.Errorf("trace: sheet %d has no image", i)
		}
		if _, ok := s.Affine.Invert(); !ok {
			return nil, fmt.Errorf("trace: sheet %d: calibration %v is singular", i, s.Affine)
		}
		var rows *rowShift
		if job.Options.Refine {
			r := Refine(s.Image, s.Affine, job.Grid, job.HexMM, s.Hexes)
			s.Affine, rows = r.Affine, r.rows
		}
		f := readScale(s.Affine)
		t.down = append(t.down, f)
		if f > 1 {
			s.Image, s.Affine = boxDown(s.Image, s.Affine, f)
			rows = rows.scaled(f)
		}
		t.rows = append(t.rows, rows)
		if s.Affine != job.Sheets[i].Affine {
			if &t.job.Sheets[0] == &job.Sheets[0] {
				t.job.Sheets = slices.Clone(job.Sheets)
			}
			t.job.Sheets[i] = s
		}
		t.pix = append(t.pix, newPixels(s.Image))
		if !job.Options.KeepSharpening {
			t.unsharp = append(t.unsharp, t.undoUnsharp(i))
		}
		holds := map[hexgrid.Offset]bool{}
		for _, o := range s.Hexes {
			holds[o] = true
			if _, ok := t.sheetOf[o]; !ok {
				t.sheetOf[o] = i
			}
		}
		t.holds = append(t.holds, holds)
		rpx := t.layout.Size * s.Affine.PxPerMM()
		t.step = append(t.step, profileStep(rpx))
		t.wideGap = append(t.wideGap, coarseGap(s.Affine, f, rpx))
	}
	for si := range t.job.Sheets {
		lp, sc := t.screenPixels(si)
		t.linePix, t.screen = append(t.linePix, lp), append(t.screen, sc.period)
		t.overprint = append(t.overprint, overprinted(sc) && t.down[si] == 1)
	}
	t.ink.grid, t.ink.hasGrid = t.measureGridInk()
	if err := t.teach(); err != nil {
		return nil, err
	}
	if job.Options.Curves {
		for i := range t.job.Sheets {
			t.blur = append(t.blur, t.measureBlur(i))
		}
		if !job.Options.SkipContours {
			t.findLines()
		}
	}
	return t, nil
}

// findLines builds each sheet's contour line map, its ink weights whitened
// against the taught hexes' texture.
func (t *tracer) findLines() {
	var hexes, grid [][][3]float64
	var types []string
	for _, e := range t.job.Examples {
		types = append(types, e.Terrain)
		h := t.place(e.Sheet, e.Hex)
		var cols, side [][3]float64
		for _, s := range t.pattern {
			x, y := h.px(s.x, s.y)
			cols = append(cols, t.linePix[e.Sheet].at(x, y))
		}
		for i := range 6 {
			for _, f := range gridTs {
				_, best := darkestAcross(t.linePix[e.Sheet], h, t.frame, i, f, gridReach, t.step[e.Sheet])
				side = append(side, best)
			}
		}
		hexes, grid = append(hexes, cols), append(grid, side)
	}
	w := contourWeights(t.job.Options.Contour.f(), hexes, grid)
	t.white, t.hasWhite = w, w != [3]float64{}
	var tw *typedWeights
	if lineMapTyped {
		tw = typeWeights(t.job.Options.Contour.f(), hexes, grid, types)
	} else if t.job.Options.LineMapDark {
		tw = lineTintWeights(t.job.Options.Contour.f(), w, hexes, grid, types)
	}
	t.lineTyped = tw
	t.lines = make([]*lineMap, len(t.job.Sheets))
	t.pending = make([]bool, len(t.job.Sheets))
	t.mapBufs = &lineBufs{}
	t.prof = make([]*profileInk, len(t.job.Sheets))
	for i, s := range t.job.Sheets {
		a := s.Affine
		ppm := a.PxPerMM()
		t.prof[i] = newProfileInk(w, ppm, t.layout.Size*ppm, t.blur[i].SigmaMM)
		if ppm < coarsePxPerMM {
			// A thin line on a coarse scan is a pixel or less, its colour
			// spread over the JPEG's chroma blocks: too faint for the line
			// filter (printed-style seeds 1-5, 150 dpi moderate: 419 of 960
			// hexes' sides missed, sure); the lanes read it instead.
			continue
		}
		along, tw := t.alongPx(i, ppm), t.typedFor(i)
		if t.plainFirst(i, ppm) {
			// the plain map an unmarked sheet reads, the averaged one
			// waiting for alongByCorners
			t.pending[i], along, tw = true, 0, nil
			if lineMapTyped {
				tw = t.lineTyped
			}
		}
		t.lines[i] = buildLineMap(t.linePix[i], w, tw, ppm, t.layout.Size*ppm, t.gridAt(a, ppm), along, t.mapBufs, along > 0 && t.parityFor(i), t.job.Options.LineMapRings)
	}
	if !slices.Contains(t.pending, true) {
		t.mapBufs = nil
	}
}

// gridAt returns the distance from a scan pixel to the nearest hexside on
// a sheet of calibration a (ppm pixels per mm), see gridFunc.
func (t *tracer) gridAt(a calib.Affine, ppm float64) gridFunc {
	inv, ok := a.Invert()
	if !ok {
		return nil
	}
	return func(x, y float64) (float64, float64, float64) {
		mx, my := inv.Apply(x, y)
		o := t.layout.HexAt(mx, my)
		cx, cy := t.layout.Center(o)
		r := t.layout.Size
		i, d := t.frame.Nearest((mx-cx)/r, (my-cy)/r)
		n := t.frame.Normals[i]
		// the side's normal on the scan
		sx, sy := a[0]*n[0]+a[1]*n[1], a[3]*n[0]+a[4]*n[1]
		l := math.Hypot(sx, sy)
		return d * r * ppm, sx / l, sy / l
	}
}

// gridReach is how far across a taught hex's side its printed line is
// looked for, hex radii.
const gridReach = 0.04

// gridTs are where along a taught hex's sides the printed grid is sampled.
var gridTs = spread(0.2, 0.8, 13)

// place returns where hex o lies on sheet si.
func (t *tracer) place(si int, o hexgrid.Offset) hexPlace {
	return place(t.layout, calibration{Affine: t.job.Sheets[si].Affine, rows: t.rows[si]}, o)
}

// hexList returns the hexes to trace in sheet order.
func (t *tracer) hexList() []hexgrid.Offset {
	var out []hexgrid.Offset
	listed := map[hexgrid.Offset]bool{}
	for _, s := range t.job.Sheets {
		for _, o := range s.Hexes {
			if !listed[o] {
				listed[o] = true
				out = append(out, o)
			}
		}
	}
	return out
}

// teach learns the codebook and the terrain model from the examples.
func (t *tracer) teach() error {
	var raw [][3]float64
	for _, e := range t.job.Examples {
		if e.Sheet < 0 || e.Sheet >= len(t.pix) {
			return fmt.Errorf("teach %s at %v: no sheet %d", e.Terrain, e.Hex, e.Sheet)
		}
		h := t.place(e.Sheet, e.Hex)
		for _, s := range t.pattern {
			x, y := h.px(s.x, s.y)
			raw = append(raw, t.pix[e.Sheet].at(x, y))
		}
	}
	o := t.job.Options
	cb, err := learnCodebook(raw, typesOf(t.job.Examples), []RGB{o.Water, o.Road, o.Contour})
	if err != nil {
		return fmt.Errorf("teach: %w", err)
	}
	ex := map[string][]*hexSamples{}
	for _, e := range t.job.Examples {
		hs := &hexSamples{}
		readHex(t.pix[e.Sheet], t.place(e.Sheet, e.Hex), t.pattern, cb, hs)
		ex[e.Terrain] = append(ex[e.Terrain], hs)
	}
	t.model, err = newTerrainModel(cb, ex)
	return err
}

// traceHex proposes o's terrain and returns its background colour.
func (t *tracer) traceHex(o hexgrid.Offset, hs *hexSamples, buf []float64) (HexProposal, [3]float64) {
	si := t.sheetOf[o]
	h := t.place(si, o)
	p := t.pix[si]
	hs.codes, hs.sectors = hs.codes[:0], hs.sectors[:0]
	cols := make([][3]float64, 0, len(t.pattern))
	art := make([][3]float64, 0, len(t.pattern)) // not picked line ink
	for _, s := range t.pattern {
		x, y := h.px(s.x, s.y)
		c := p.at(x, y)
		cols = append(cols, c)
		k := t.model.cb.nearest(c)
		if k >= 0 {
			art = append(art, c)
		}
		hs.codes = append(hs.codes, k)
		hs.sectors = append(hs.sectors, s.sector)
	}
	hs.symbols = symbolShare(art, buf)
	terrain, conf := t.model.hexTerrain(hs, t.job.Options.Sliver)
	return HexProposal{Hex: o, Terrain: terrain, Confidence: conf}, medianColour(cols, buf)
}

// traceSides proposes the features of o's canonical sides whose far hex is
// traced too, on the first sheet that holds both hexes.
func (t *tracer) traceSides(o hexgrid.Offset) []SideProposal {
	var out []SideProposal
	g := t.job.Grid
	dirs := g.Directions()
	for i, d := range dirs[:3] {
		nb := g.Neighbor(o, d)
		if _, ok := t.bg[nb]; !ok {
			continue
		}
		si := -1
		for k, holds := range t.holds {
			if holds[o] && holds[nb] {
				si = k
				break
			}
		}
		if si < 0 {
			continue
		}
		r := t.sideReaderFor(si, o, i)
		r.memo = getKindMemo()
		var lines *lineMap
		if t.lines != nil {
			lines = t.lines[si]
		}
		if t.job.Options.LineMap {
			r.lines = lines
		}
		sp := SideProposal{Side: hexgrid.Hexside{Hex: o, Dir: d}, sheet: si}
		if descreenWater {
			r.p = r.lp
		}
		sp.Water, sp.WaterConf = r.water()
		sp.waterHit = waterShare(sp)
		if t.job.Options.Overprint {
			sp.track = r.waterTrack()
			sp.track.Tracked = r.gridBand >= 0
			sp.track.Screened = si < len(t.overprint) && t.overprint[si]
		}
		r.p = t.pix[si]
		sp.Road, sp.RoadConf, sp.roadShare, sp.roadLine = r.road()
		if !t.job.Options.SkipContours {
			r.wet = sp.Water
			sp.Contours, sp.ContourConf, sp.ContourHigh = r.contours()
			if t.job.Options.Curves && t.job.Options.ContourWidths {
				sp.ContourWidths = widest(r.contourWidths())
			}
			if t.job.Options.Curves && r.lines == nil {
				sp.ContourReads[0] = ContourRead{Reader: ReaderLanes, Count: sp.Contours, Conf: sp.ContourConf, gated: r.gateChanged}
				sp.ungated, sp.artMulti = r.ungated, r.artMulti
				sp.shareCount, sp.shareRead = r.shareCount, r.shareRead
				if sp.Contours == 0 {
					sp.LeftChain = r.left
				}
				if lines == nil {
					for _, l := range r.counted[:min(len(r.counted), maxContours)] {
						sp.traced[sp.tracedN] = l.inLayout(r.h)
						sp.tracedN++
					}
				}
				if r.ungated.Reader != "" && r.ungated.Count == 0 {
					sp.leftUngated = r.leftUngated
				}
				if lines != nil {
					// both readers: the lanes (above) and the line map
					r.lines = lines
					n, c, _ := r.contourCrossings()
					sp.ContourReads[1] = ContourRead{Reader: ReaderLineMap, Count: n, Conf: c}
				}
				if si < len(t.prof) && (profiled(&sp) || profileAll) {
					// a coarse scan, read by the lanes alone: the profile
					// reader's second opinion (settleProfiles)
					sp.Profile = r.profileLines(t.prof[si])
				}
			}
		}
		kindMemoPool.Put(r.memo)
		out = append(out, sp)
	}
	return out
}

// loneCurve: a contour count read from curves (Options.Curves) under this
// confidence, that fits only one of its two corners, is flagged: at any
// confidence. Measured on printed-style seeds 1-5 (printgen), 300 dpi:
// such counts under 0.6 were wrong about one time in three; on seeds 21-40
// at 150 dpi flagging them at any confidence took wrong and not flagged
// counts from 4.7-13.0% to 3.1-10.4% of the sides with lines (light to
// heavy), for 10-17 more review items per 100 hexes.
const loneCurve = 2

// profileStep is the sampling step along profiles, in hex radii, for hexes
// rpx pixels in radius: half a pixel, kept between 1/500 and 1/25 of a
// radius so absurd calibrations stay bounded.
func profileStep(rpx float64) float64 {
	s := 0.5 / rpx
	if !(s >= 0.002) {
		if math.IsNaN(s) {
			return 0.04
		}
		return 0.002
	}
	return min(0.04, s)
}

// A scan coarser than coarsePxPerMM (under about 180 dpi) that is read as
// it is: a 0.15-0.5 mm contour line there is one to three pixels, blurred
// and with its colour spread over the JPEG's two-pixel chroma blocks, so its
// background is also read coarseGapPx pixels either side. Measured on
// printed-style seeds 1-5 at 150 dpi, moderate: wrong and unflagged contour
// sides 285 -> 119 of 960 hexes' sides; at 300 dpi the same wide gap
// found more texture (flagged) and no more lines, so it is kept to coarse
// scans.
const (
	coarsePxPerMM = 7
	coarseGapPx   = 7
)

// coarseGap returns the wider contour background gap in hex radii for a
// sheet read at calibration a (after averaging down by f) with hexes rpx
// pixels in radius: coarseGapPx pixels on a coarse scan, else 0.
func coarseGap(a calib.Affine, f int, rpx float64) float64 {
	ppm := a.PxPerMM()
	if f > 1 || !(ppm < coarsePxPerMM) || !(rpx > 0) {
		return 0
	}
	return coarseGapPx / rpx
}

// sideReaderFor is the reader of hexside i (0-2, of the grid's first
// three directions) of hex o on sheet si, set up as the trace reads it:
// the sheet's pixels and descreened pixels, both hexes' backgrounds, the
// inks, sampling step, blur and whitened colour weights. The hexes'
// backgrounds (t.bg) must be known.
func (t *tracer) sideReaderFor(si int, o hexgrid.Offset, i int) sideReader {
	nb := t.job.Grid.Neighbor(o, t.job.Grid.Directions()[i])
	r := sideReader{p: t.pix[si], lp: t.linePix[si], f: t.frame, h: t.place(si, o),
		i: i, bgA: t.bg[o], bgB: t.bg[nb], ink: &t.ink, step: t.step[si], wideGap: t.wideGap[si], curves: t.job.Options.Curves, widthsAlong: t.job.Options.ContourWidthsAlong,
		gridBand: gridMixBand(t.wideGap[si], t.layout.Size), mm: t.layout.Size,
		white: t.white, hasWhite: t.hasWhite}
	if si < len(t.blur) {
		r.blurMM = t.blur[si].SigmaMM
	}
	r.levelFit = levelFitSheet(t.job.Sheets[si].Affine.PxPerMM(), si < len(t.overprint) && t.overprint[si])
	r.laneStep = laneStepFor(r.step, t.screen[si])
	return r
}

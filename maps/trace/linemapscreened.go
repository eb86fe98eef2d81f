package trace

// The averaged line map (linemapalong.go) is built per sheet only where
// the scan shows overprinted screens: a halftone screen whose spectrum
// peaks at more angles than one lattice's two axes (screenangles.go), as
// where each process ink is laid down as its own screen at its own angle.
// There the single-pixel filter matches the screens' moiré over the tints
// (woods: cyan and yellow under crown outlines) about as often as a thin
// contour, and the averaging lifts the contour out of it. On a sheet in
// flat inks, with at most one screened tint, the single-pixel filter
// already finds the lines and the averaging only loses short and blurred
// ones. A scan averaged down to the read resolution (readScale: 600 dpi)
// has its screens blended by the averaging: what the spectrum still finds
// there is their moiré, at the band's Nyquist end (printed seed 24 at 600
// dpi light: a period of 2.00 px at four angles, its ruling 5.8 px before
// the averaging), so such a sheet keeps the single-pixel map.

// lineAlongScreened: the averaged map is built only on sheets with
// screenPlatesMin screen angles or more (off: on every sheet of at least
// coarsePxPerMM, as Options.LineAlongMM says).
var lineAlongScreened = true

// screenPlatesMin is the least count of distinct screen angles (peaks of
// the spectrum on the screen's ring over 0..180 degrees) that marks
// overprinted screens: one lattice peaks at two angles, 90 degrees apart.
const screenPlatesMin = 3

// screenMarkStrength is the least strength (screen.go's peak over the
// band's mean) of a spectrum whose angles mark overprinted screens.
const screenMarkStrength = screenStrength

// overprinted reports whether screen s marks overprinted screens: at
// least screenPlatesMin angles on a peak of screenMarkStrength or more.
func overprinted(s screenFound) bool {
	return s.angles >= screenPlatesMin && s.strength >= screenMarkStrength
}

// alongPx returns the half-length along the line (px) sheet si's line map
// averages its response over at ppm pixels per mm: Options.LineAlongMM's,
// or 0 (the single-pixel filter) when lineAlongScreened is set and the
// sheet's screen is not overprinted.
func (t *tracer) alongPx(si int, ppm float64) int {
	if lineAlongScreened && (si >= len(t.overprint) || !t.overprint[si]) {
		return 0
	}
	return lineAlongPx(t.job.Options.LineAlongMM, ppm)
}

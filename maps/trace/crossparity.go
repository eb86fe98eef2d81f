package trace

// parityFor reports whether sheet si's averaged line map (the one read
// along the line, linemapalong.go) counts a side's crossings by parity per
// curve (parityCount): Options.CrossParity, on the sheets whose scan shows
// overprinted screens (t.overprint) only. The plain map those sheets are
// read with first counts every crossing, so the corner fit alongByCorners
// weighs the averaged map against is that of every crossing counted (with
// the plain map read by parity too, plate 31 at 300 dpi light read 48.9% of its counts right
// and 16% wrong and not flagged, as on the plain map).
func (t *tracer) parityFor(si int) bool {
	return t.job.Options.CrossParity && si < len(t.overprint) && t.overprint[si]
}

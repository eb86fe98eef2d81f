package trace

// parityFor reports whether sheet si's averaged line map (the one read
// along the line, linemapalong.go) counts a side's crossings by parity per
// curve (parityCount): Options.CrossParity, on the sheets whose scan shows
// overprinted screens (t.overprint) only. The plain map those sheets are
// read with first counts every crossing, so the corner fit alongByCorners
// weighs the averaged map against is main's (read by parity, the plain
// map fits plate 31 light's corners better and is kept, with 16% of its
// counts wrong and not flagged).
func (t *tracer) parityFor(si int) bool {
	return t.job.Options.CrossParity && si < len(t.overprint) && t.overprint[si]
}
